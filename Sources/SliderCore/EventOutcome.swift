/// What an event did.
public struct EventOutcome: Hashable, Sendable {
    /// The thumb the event concerned (`nil` on a one-thumb or tick slider).
    public let thumb: Thumb?
    /// The move, or `nil` when the event moves nothing (focus, dragStart, a dragMove below the
    /// threshold). For `dragEnd`, the whole drag from its start.
    public let move: MoveOutcome?

    /// An outcome, for comparing with the ones ``SliderControl/apply(_:)`` returns.
    /// - Parameters:
    ///   - thumb: The thumb the event concerned, `nil` on a slider with one thumb.
    ///   - move: The move, or `nil` when the event moved nothing.
    public init(thumb: Thumb?, move: MoveOutcome?) {
        self.thumb = thumb
        self.move = move
    }
}
