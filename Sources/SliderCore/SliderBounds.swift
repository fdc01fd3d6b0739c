/// The closed interval a slider's values live in: both ends finite, `lower <= upper`.
///
/// Bounds of zero length are valid: every position is 0 and nothing moves. A Swift
/// `ClosedRange` is only built from bounds that passed validation (``closedRange``), since
/// `lower...upper` traps when `lower > upper`.
public struct SliderBounds: Hashable, Sendable {
    /// The smallest value.
    public let lower: Double
    /// The largest value.
    public let upper: Double

    /// The default bounds, `0...1`.
    public static let unit = SliderBounds(checkedLower: 0, upper: 1)

    /// Validates untrusted ends.
    ///
    /// - Parameters:
    ///   - lower: The smallest value; must be finite.
    ///   - upper: The largest value; must be finite and not below `lower`.
    ///   - field: The name errors give the bounds (`bounds`).
    /// - Throws: ``SliderInputError`` naming `field` when an end is not finite or the ends are
    ///   reversed.
    public init(lower: Double, upper: Double, field: String = "bounds") throws(SliderInputError) {
        guard lower.isFinite else { throw SliderInputError.notFinite(field: field) }
        guard upper.isFinite else { throw SliderInputError.notFinite(field: field) }
        guard lower <= upper else {
            throw SliderInputError.reversed(field: field, lower: lower, upper: upper)
        }
        self.init(checkedLower: lower, upper: upper)
    }

    /// Bounds from data, for a histogram whose bounds are not given: the smallest and the
    /// largest value.
    ///
    /// - Parameters:
    ///   - values: The data; at least one finite number.
    ///   - field: The name errors give the data.
    /// - Throws: ``SliderInputError`` when `values` is empty or holds a number that is not
    ///   finite (naming `field[i]`).
    public init(enclosing values: some Sequence<Double>, field: String = "data") throws(SliderInputError) {
        var smallest = Double.infinity
        var largest = -Double.infinity
        for (index, value) in values.enumerated() {
            guard value.isFinite else {
                throw SliderInputError.notFinite(field: "\(field)[\(index)]")
            }
            smallest = Swift.min(smallest, value)
            largest = Swift.max(largest, value)
        }
        guard smallest <= largest else { throw SliderInputError.empty(field: field) }
        self.init(checkedLower: smallest, upper: largest)
    }

    init(checkedLower lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The bounds as a Swift range; safe because the ends were checked.
    public var closedRange: ClosedRange<Double> { lower...upper }

    /// `upper - lower`; `+infinity` when the difference overflows (bounds near ±1.8e308).
    public var length: Double { upper - lower }

    /// `value` moved into the bounds. `value` must not be NaN.
    /// - Parameter value: A number that is not NaN.
    /// - Returns: `value` raised to `lower` or lowered to `upper` where it lies outside.
    public func clamp(_ value: Double) -> Double {
        Swift.min(Swift.max(value, lower), upper)
    }

    /// Whether `value` lies inside the bounds (NaN does not).
    /// - Parameter value: Any number.
    /// - Returns: `true` when `lower <= value <= upper`.
    public func contains(_ value: Double) -> Bool {
        lower <= value && value <= upper
    }

    /// Where `value` sits on the track, from 0 (lower end) to 1 (upper end).
    ///
    /// `(value - lower) / length`, clamped to `0...1`; 0 when the bounds have no length or the
    /// value is not finite.
    /// - Parameter value: Any number.
    /// - Returns: The track fraction, from 0 to 1.
    public func position(of value: Double) -> Double {
        guard value.isFinite, lower < upper else { return 0 }
        let length = upper - lower
        // Where the differences overflow, halving both sides keeps the ratio.
        let fraction =
            length.isFinite
            ? (value - lower) / length
            : (value / 2 - lower / 2) / (upper / 2 - lower / 2)
        guard !fraction.isNaN else { return 0 }
        return Swift.min(Swift.max(fraction, 0), 1)
    }

    /// `fraction × length`, computed without overflow where the length itself overflows.
    func scaled(by fraction: Double) -> Double {
        let length = upper - lower
        if length.isFinite { return fraction * length }
        return fraction * upper - fraction * lower
    }

    /// `length / divisor`, computed without overflow where the length itself overflows.
    func divided(by divisor: Double) -> Double {
        let length = upper - lower
        if length.isFinite { return length / divisor }
        return upper / divisor - lower / divisor
    }
}
