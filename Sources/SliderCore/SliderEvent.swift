/// An input event for a slider, as a screen reader, keyboard or finger delivers it.
/// `thumb` is required for a range and absent otherwise.
public enum SliderEvent: Hashable, Sendable {
    /// The thumb gains accessibility focus; nothing moves.
    case focus(thumb: Thumb?)
    /// An adjust action on a thumb.
    case adjust(AdjustAction, thumb: Thumb?)
    /// A thumb is set to a value (through the setters).
    case set(Double, thumb: Thumb?)
    /// A finger lands at `x` points on the track.
    case dragStart(x: Double)
    /// The finger has moved `translation` points since the start.
    case dragMove(translation: Double)
    /// The finger lifts.
    case dragEnd
}
