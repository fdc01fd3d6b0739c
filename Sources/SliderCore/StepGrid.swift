/// The values a thumb may stop at: `bounds.lower + k·step` for whole `k`, or any value when the
/// step is 0 (continuous).
///
/// Snapping rounds `(v − bounds.lower) / step` to the nearest integer, halves away from zero,
/// then multiplies back; a snapped value outside the bounds is clamped to the bound. When the
/// upper bound is off the grid the grid wins: with bounds 20…300 and step 30, ``snap(_:)`` of
/// 300 is 290, as in the system control this follows.
public struct StepGrid: Hashable, Sendable {
    /// The interval the values live in.
    public let bounds: SliderBounds
    /// The distance between stops as given; 0 means continuous.
    public let step: Double
    /// The step the grid really uses: `step`, or 0 when `step` is finer than the bounds' numbers
    /// can tell apart (under 16 units in the last place of the larger end), where a grid could
    /// not be represented and snapping would not be idempotent.
    public let effectiveStep: Double
    /// `10^d` for the decimal places `d` of the lower bound and the step together, when
    /// grid values are rounded to them: `-1 + 11 × 0.1` is 0.10000000000000009 in binary, but
    /// the stop is 0.1, and a person reading `aria-valuenow` expects 0.1.
    let decimalScale: Double?

    /// Validates an untrusted step.
    ///
    /// A step longer than the bounds is valid: the thumbs then rest on the bounds.
    /// - Parameters:
    ///   - bounds: The interval the values live in.
    ///   - step: The distance between stops; 0 means continuous.
    ///   - field: The name errors give the step.
    /// - Throws: ``SliderInputError`` naming `field` when the step is not finite or negative.
    public init(bounds: SliderBounds, step: Double, field: String = "step") throws(SliderInputError) {
        guard step.isFinite else { throw SliderInputError.notFinite(field: field) }
        guard step >= 0 else { throw SliderInputError.negative(field: field, step) }
        self.bounds = bounds
        self.step = step
        let magnitude = Swift.max(abs(bounds.lower), abs(bounds.upper))
        self.effectiveStep = step >= 16 * magnitude.ulp ? step : 0
        self.decimalScale = Self.decimalScale(bounds.lower, step)
    }

    /// A continuous grid over `bounds`.
    /// - Parameter bounds: The interval the values live in.
    public init(bounds: SliderBounds) {
        self.bounds = bounds
        self.step = 0
        self.effectiveStep = 0
        self.decimalScale = nil
    }

    /// `10^d` where `d` is the larger count of decimal places of the numbers, as their
    /// shortest decimal text writes them; `nil` beyond 15 places.
    private static func decimalScale(_ numbers: Double...) -> Double? {
        let places = numbers.map(NumberText.decimalPlaces(of:)).max() ?? 0
        guard places <= 15 else { return nil }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return scale
    }

    /// The grid value nearest to a finite `value`, not clamped to the bounds: the "snapped
    /// request" that ``LimitReason`` is decided against. May be infinite when `value` is far
    /// outside the bounds.
    /// - Parameter value: Any number; NaN and infinities come back as they are.
    /// - Returns: The nearest stop, possibly outside the bounds.
    public func gridValue(_ value: Double) -> Double {
        guard effectiveStep > 0, value.isFinite else { return value }
        let steps = ((value - bounds.lower) / effectiveStep).rounded(.toNearestOrAwayFromZero)
        let exact = bounds.lower + steps * effectiveStep
        // Round off the binary noise of `lower + k·step` to the decimals the stop really has,
        // where the scaled value is still an exact integer in a Double.
        if let scale = decimalScale {
            let scaled = exact * scale
            if abs(scaled) < 0x1p52 { return scaled.rounded() / scale }
        }
        return exact
    }

    /// `value` snapped to the grid and clamped into the bounds; NaN gives the lower bound.
    /// - Parameter value: Any number.
    /// - Returns: The nearest stop inside the bounds.
    public func snap(_ value: Double) -> Double {
        let grid = gridValue(value)
        guard !grid.isNaN else { return bounds.lower }
        return bounds.clamp(grid)
    }

    /// Whether `value` is a stop of the grid (always true for a continuous grid).
    /// - Parameter value: Any number.
    /// - Returns: `true` when snapping would leave `value` as it is.
    public func isOnGrid(_ value: Double) -> Bool {
        effectiveStep == 0 || gridValue(value) == value
    }

    /// How far one increment or decrement moves: the step, or a twentieth of the bounds'
    /// length when the step is 0.
    public var adjustmentAmount: Double {
        effectiveStep > 0 ? effectiveStep : bounds.divided(by: 20)
    }

    /// How far one page up or down moves: a tenth of the bounds' length, rounded to a whole
    /// number of steps (halves away from zero) and at least one step.
    public var pageAmount: Double {
        let tenth = bounds.divided(by: 10)
        guard effectiveStep > 0 else { return tenth }
        let steps = Swift.max((tenth / effectiveStep).rounded(.toNearestOrAwayFromZero), 1)
        return steps * effectiveStep
    }

    /// The value an adjust action asks for from `current`: the step (or a twentieth of the
    /// length) up or down, a tenth of the length rounded to whole steps for a page, the bound
    /// for Home and End. The one place the actions are told apart; the setters then snap and
    /// clamp the request.
    func request(_ action: AdjustAction, from current: Double) -> Double {
        switch action {
        case .increment: return Self.request(current, plus: adjustmentAmount)
        case .decrement: return Self.request(current, plus: -adjustmentAmount)
        case .pageIncrement: return Self.request(current, plus: pageAmount)
        case .pageDecrement: return Self.request(current, plus: -pageAmount)
        case .home: return bounds.lower
        case .end: return bounds.upper
        }
    }

    /// `value + delta` as a request: finite, with an overflow turned into the largest finite
    /// number of its sign, which the setters then clamp to the bound.
    static func request(_ value: Double, plus delta: Double) -> Double {
        finiteRequest(value + delta)
    }

    /// A computed request kept finite: an overflow becomes the largest finite number of its
    /// sign. NaN stays NaN (the setters treat it as non-finite).
    static func finiteRequest(_ value: Double) -> Double {
        if value == .infinity { return .greatestFiniteMagnitude }
        if value == -.infinity { return -.greatestFiniteMagnitude }
        return value
    }
}
