/// A thumb of a range slider.
public enum Thumb: String, Hashable, Sendable, CaseIterable {
    /// The thumb that sets the lower end of the range.
    case lower
    /// The thumb that sets the upper end of the range.
    case upper

    /// The thumb on the other side.
    public var other: Thumb { self == .lower ? .upper : .lower }
}

/// An adjust action: a VoiceOver or TalkBack swipe, an arrow, Page Up/Down, Home or End key.
public enum AdjustAction: String, Hashable, Sendable, CaseIterable {
    /// One step up (swipe up, arrow up or right).
    case increment
    /// One step down (swipe down, arrow down or left).
    case decrement
    /// A tenth of the length up, in whole steps (Page Up).
    case pageIncrement
    /// A tenth of the length down, in whole steps (Page Down).
    case pageDecrement
    /// To the lower bound (Home).
    case home
    /// To the upper bound (End).
    case end

    /// Whether the action asks for a higher value.
    package var raisesValue: Bool {
        switch self {
        case .increment, .pageIncrement, .end: return true
        case .decrement, .pageDecrement, .home: return false
        }
    }
}

/// Why a move stopped short of what was asked: the snapped request and the result differ.
public enum LimitReason: String, Hashable, Sendable, CaseIterable {
    /// A bound of the slider (or, on a tick slider, the first or last tick).
    case bound
    /// The other thumb of a range slider.
    case otherThumb
    /// The minimum distance the two thumbs keep.
    case minimumSpan
}

/// What one move did.
public struct MoveOutcome: Hashable, Sendable {
    /// The value asked for, snapped to the grid but not clamped; ``limitedBy`` compares it with
    /// ``value``.
    public let requested: Double
    /// The value before the move.
    public let previous: Double
    /// The value after the move.
    public let value: Double
    /// Why the value differs from `requested`, or `nil` when it does not.
    public let limitedBy: LimitReason?

    /// Whether the value really changed.
    public var changed: Bool { value != previous }

    /// Records a move.
    /// - Parameters:
    ///   - requested: The value asked for, snapped to the grid.
    ///   - previous: The value before the move.
    ///   - value: The value after the move.
    ///   - limitedBy: Why `value` differs from `requested`, or `nil`.
    public init(requested: Double, previous: Double, value: Double, limitedBy: LimitReason?) {
        self.requested = requested
        self.previous = previous
        self.value = value
        self.limitedBy = limitedBy
    }
}

/// The effective limits of a thumb, for `aria-valuemin` and `aria-valuemax`. The sliders give
/// `minimum <= maximum`, both inside the bounds.
public struct ThumbLimits: Hashable, Sendable {
    /// The smallest value the thumb may take now (`aria-valuemin`).
    public let minimum: Double
    /// The largest value the thumb may take now (`aria-valuemax`).
    public let maximum: Double

    /// Limits from their ends.
    /// - Parameters:
    ///   - minimum: The smallest value the thumb may take.
    ///   - maximum: The largest value the thumb may take.
    public init(minimum: Double, maximum: Double) {
        self.minimum = minimum
        self.maximum = maximum
    }
}
