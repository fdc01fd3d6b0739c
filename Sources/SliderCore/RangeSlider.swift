/// A slider with two thumbs that select a range inside bounds: a price filter, say.
///
/// ```swift
/// var price = try RangeSlider(
///     bounds: SliderBounds(lower: 20, upper: 300), step: 5, minimumSpan: 30,
///     lower: 60, upper: 180)
/// let outcome = price.adjust(.lower, .increment)   // lower 65, limitedBy nil
/// price.limits(of: .lower)                         // 20…150
/// ```
///
/// Every operation on a slider is total: no `Double` makes it trap.
public struct RangeSlider: Hashable, Sendable {
    /// The step grid, which holds the bounds.
    public let grid: StepGrid
    /// The distance the thumbs keep (a negative one given counts as 0).
    public let minimumSpan: Double
    /// The lower end of the selected range.
    public private(set) var lower: Double
    /// The upper end of the selected range.
    public private(set) var upper: Double

    /// The bounds the range lives in.
    public var bounds: SliderBounds { grid.bounds }
    /// The step between stops; 0 means continuous.
    public var step: Double { grid.step }

    /// Builds a range slider from untrusted numbers, rejecting what cannot be a slider.
    ///
    /// The initial range is clamped into the bounds, but neither snapped nor pushed apart: the
    /// first move of a thumb applies the step and the minimum span.
    /// - Parameters:
    ///   - bounds: The interval of values (default `0...1`).
    ///   - step: The distance between stops; 0 (the default) means continuous.
    ///   - minimumSpan: The distance the thumbs keep; negative counts as 0.
    ///   - lower: The lower end of the range.
    ///   - upper: The upper end of the range.
    /// - Throws: ``SliderInputError`` naming `step`, `minimumSpan`, `value.lower` or
    ///   `value.upper` when one is not finite, the step is negative, or `lower > upper`.
    public init(
        bounds: SliderBounds = .unit, step: Double = 0, minimumSpan: Double = 0,
        lower: Double, upper: Double
    ) throws(SliderInputError) {
        let grid = try StepGrid(bounds: bounds, step: step)
        guard minimumSpan.isFinite else {
            throw SliderInputError.notFinite(field: "minimumSpan")
        }
        guard lower.isFinite else { throw SliderInputError.notFinite(field: "value.lower") }
        guard upper.isFinite else { throw SliderInputError.notFinite(field: "value.upper") }
        guard lower <= upper else {
            throw SliderInputError.reversed(field: "value", lower: lower, upper: upper)
        }
        self.grid = grid
        self.minimumSpan = Swift.max(minimumSpan, 0)
        self.lower = bounds.clamp(lower)
        self.upper = bounds.clamp(upper)
    }

    /// The value of a thumb.
    /// - Parameter thumb: The lower or upper thumb.
    /// - Returns: The thumb's value.
    public func value(of thumb: Thumb) -> Double {
        thumb == .lower ? lower : upper
    }

    /// Where a thumb sits on the track, 0…1.
    /// - Parameter thumb: The lower or upper thumb.
    /// - Returns: The thumb's track fraction: 0 at the lower bound, 1 at the upper.
    public func position(of thumb: Thumb) -> Double {
        bounds.position(of: value(of: thumb))
    }

    /// The values a thumb may take now, for `aria-valuemin`/`aria-valuemax`: lower thumb `bounds.lower … upper −
    /// minimumSpan`, upper thumb `lower + minimumSpan … bounds.upper`, each kept inside the
    /// bounds.
    /// - Parameter thumb: The lower or upper thumb.
    /// - Returns: The thumb's effective limits, `minimum <= maximum`.
    public func limits(of thumb: Thumb) -> ThumbLimits {
        switch thumb {
        case .lower:
            return ThumbLimits(minimum: bounds.lower, maximum: bounds.clamp(upper - minimumSpan))
        case .upper:
            return ThumbLimits(minimum: bounds.clamp(lower + minimumSpan), maximum: bounds.upper)
        }
    }

    /// Whether a thumb rests on its own end of the bounds (lower thumb on the lower bound,
    /// upper thumb on the upper bound).
    /// - Parameter thumb: The lower or upper thumb.
    /// - Returns: `true` when the thumb rests on its own end of the bounds.
    public func isAtBound(_ thumb: Thumb) -> Bool {
        thumb == .lower ? lower == bounds.lower : upper == bounds.upper
    }

    /// Moves a thumb as near to `value` as the step, the bounds, the other thumb and the minimum
    /// span allow.
    ///
    /// Lower thumb: a non-finite value gives `min(bounds.lower, upper)`; otherwise the value is
    /// snapped, raised to at least `bounds.lower`, lowered to at most `max(upper −
    /// minimumSpan, bounds.lower)` and to at most `upper`. The upper thumb mirrors it.
    /// - Returns: What was asked, what resulted and why they differ.
    /// - Parameters:
    ///   - thumb: The thumb to move.
    ///   - value: The value asked for; any `Double`, NaN and infinities included.
    @discardableResult
    public mutating func set(_ thumb: Thumb, to value: Double) -> MoveOutcome {
        switch thumb {
        case .lower: return setLower(value)
        case .upper: return setUpper(value)
        }
    }

    private mutating func setLower(_ value: Double) -> MoveOutcome {
        let previous = lower
        let requested = grid.gridValue(value)
        if value.isFinite {
            var result = Swift.max(requested, bounds.lower)
            result = Swift.min(result, Swift.max(upper - minimumSpan, bounds.lower))
            lower = Swift.min(result, upper)
        } else {
            lower = Swift.min(bounds.lower, upper)
        }
        let reason: LimitReason?
        if lower > requested {
            reason = .bound
        } else if lower < requested {
            reason = minimumSpan > 0 ? .minimumSpan : .otherThumb
        } else {
            reason = nil
        }
        return MoveOutcome(requested: requested, previous: previous, value: lower, limitedBy: reason)
    }

    private mutating func setUpper(_ value: Double) -> MoveOutcome {
        let previous = upper
        let requested = grid.gridValue(value)
        if value.isFinite {
            var result = Swift.min(requested, bounds.upper)
            result = Swift.max(result, Swift.min(lower + minimumSpan, bounds.upper))
            upper = Swift.max(result, lower)
        } else {
            upper = Swift.max(bounds.upper, lower)
        }
        let reason: LimitReason?
        if upper < requested {
            reason = .bound
        } else if upper > requested {
            reason = minimumSpan > 0 ? .minimumSpan : .otherThumb
        } else {
            reason = nil
        }
        return MoveOutcome(requested: requested, previous: previous, value: upper, limitedBy: reason)
    }

    /// Applies an adjust action to a thumb: increment/decrement by the step (or a twentieth
    /// of the length), page by a tenth rounded to whole steps, Home/End to the bound — all
    /// through ``set(_:to:)``.
    /// - Parameters:
    ///   - thumb: The thumb to move.
    ///   - action: The adjust action.
    /// - Returns: The move, as ``set(_:to:)`` reports it.
    @discardableResult
    public mutating func adjust(_ thumb: Thumb, _ action: AdjustAction) -> MoveOutcome {
        set(thumb, to: grid.request(action, from: value(of: thumb)))
    }

    /// The thumb a touch at track fraction `touch` takes: the nearer one; on a
    /// tie, the one on the touch's side of the lower thumb; when both thumbs and the touch
    /// share one spot, the lower thumb past the middle (> 0.5), else the upper — so two
    /// thumbs at one end can always move apart.
    /// - Parameter touch: The touch's track fraction; may lie outside `0...1`.
    /// - Returns: The thumb the touch takes (the lower one for a touch that is not finite).
    public func thumb(forTouchAt touch: Double) -> Thumb {
        let lowerSpot = position(of: .lower)
        let upperSpot = position(of: .upper)
        guard touch.isFinite else { return .lower }
        let toLower = abs(touch - lowerSpot)
        let toUpper = abs(touch - upperSpot)
        if toLower < toUpper { return .lower }
        if toUpper < toLower { return .upper }
        if touch != lowerSpot { return touch < lowerSpot ? .lower : .upper }
        return lowerSpot > 0.5 ? .lower : .upper
    }

    /// Starts a drag at `x` points: takes the thumb the touch falls to and remembers its value.
    /// Nothing moves yet. When the thumb cannot travel, the lower thumb is taken and no move
    /// will change anything.
    /// - Parameters:
    ///   - x: Where the finger lands, in points from the track's start on screen.
    ///   - geometry: The track's size and direction.
    /// - Returns: The drag, to pass to ``drag(_:translation:geometry:)``.
    public func beginDrag(atX x: Double, geometry: SliderGeometry) -> DragState {
        let thumb = geometry.fraction(atX: x).map(self.thumb(forTouchAt:)) ?? .lower
        return DragState(thumb: thumb, startValue: value(of: thumb))
    }

    /// Moves the dragged thumb to its value at the start plus `translation` (points since the
    /// start) as a share of the travel times the bounds' length, through ``set(_:to:)``.
    /// - Returns: The move, or `nil` when the translation has not yet reached the threshold
    ///   (or there is no travel), in which case nothing changed.
    /// - Parameters:
    ///   - drag: The drag begun by ``beginDrag(atX:geometry:)``; it records when the threshold is reached.
    ///   - translation: The finger's horizontal movement since the start, in points.
    ///   - geometry: The track's size and direction.
    @discardableResult
    public mutating func drag(
        _ drag: inout DragState, translation: Double, geometry: SliderGeometry
    ) -> MoveOutcome? {
        guard let thumb = drag.thumb,
            let request = drag.request(forTranslation: translation, geometry: geometry, bounds: bounds)
        else { return nil }
        return set(thumb, to: request)
    }
}
