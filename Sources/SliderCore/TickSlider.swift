/// A single slider with tick marks: playback speed with marks at 0.5, 1, 1.5 and 2,
/// or balance with Left, Center and Right.
///
/// Only finite ticks inside the bounds count; duplicates are dropped and the rest sorted. When
/// ``snapsToTicks`` is on, the value settles on the nearest tick whenever editing ends (an
/// adjust action, a `set`, the end of a drag), and adjust actions move among the ticks. When it
/// is off, the ticks are marks: the arrow keys move by the step, page up and down to the next
/// tick.
public struct TickSlider: Hashable, Sendable {
    /// The underlying slider, which holds the value, bounds and step.
    public private(set) var slider: Slider
    /// The ticks that count: finite, inside the bounds, without duplicates, ascending.
    public let ticks: [Double]
    /// Whether the value settles on the nearest tick when editing ends.
    public let snapsToTicks: Bool
    /// Where the filled part of the track starts, for a value that goes both ways; `nil`
    /// fills from the lower end.
    public let neutralValue: Double?

    /// Builds a tick slider from untrusted numbers. Ticks that are not finite or
    /// lie outside the bounds are dropped, not errors; the initial value is clamped, not
    /// snapped.
    /// - Parameters:
    ///   - bounds: The interval of values (default `0...1`).
    ///   - step: The distance between stops; 0 (the default) means continuous.
    ///   - value: The value at the start, clamped into the bounds.
    ///   - ticks: The tick marks; those not finite or outside the bounds are dropped.
    ///   - snapsToTicks: Whether the value settles on the nearest tick when editing ends.
    ///   - neutralValue: Where the filled part of the track starts, inside the bounds; `nil` for the
    ///     lower end.
    /// - Throws: ``SliderInputError`` naming `step`, `value` or `neutralValue` when one is not
    ///   finite, the step is negative, or the neutral value lies outside the bounds.
    public init(
        bounds: SliderBounds = .unit, step: Double = 0, value: Double, ticks: [Double],
        snapsToTicks: Bool = true, neutralValue: Double? = nil
    ) throws(SliderInputError) {
        let slider = try Slider(bounds: bounds, step: step, value: value)
        if let neutralValue {
            guard neutralValue.isFinite else {
                throw SliderInputError.notFinite(field: "neutralValue")
            }
            guard bounds.contains(neutralValue) else {
                throw SliderInputError.outside(field: "neutralValue", neutralValue, bounds: bounds)
            }
        }
        self.slider = slider
        self.ticks = Self.usableTicks(ticks, in: bounds)
        self.snapsToTicks = snapsToTicks
        self.neutralValue = neutralValue
    }

    /// The ticks that count among `candidates`: finite, inside `bounds`, sorted, unique.
    /// - Parameters:
    ///   - candidates: Ticks as given.
    ///   - bounds: The slider's bounds.
    /// - Returns: The finite ticks inside the bounds, ascending, each once (-0 as 0).
    public static func usableTicks(_ candidates: [Double], in bounds: SliderBounds) -> [Double] {
        let sorted = candidates.filter { $0.isFinite && bounds.contains($0) }.sorted()
        var unique: [Double] = []
        unique.reserveCapacity(sorted.count)
        // -0 and 0 are one tick; keep it as 0.
        for tick in sorted where unique.last != tick { unique.append(tick == 0 ? 0 : tick) }
        return unique
    }

    /// The current value.
    public var value: Double { slider.value }
    /// The bounds the value lives in.
    public var bounds: SliderBounds { slider.bounds }
    /// The values the thumb may take: the bounds.
    public var limits: ThumbLimits { slider.limits }
    /// Where the thumb sits on the track, 0…1.
    public var position: Double { slider.position }

    /// The tick nearest to `value`: the one at the smallest distance, the lower on a tie;
    /// `nil` when there are no ticks or `value` is NaN.
    /// - Parameter value: Any number.
    /// - Returns: The nearest tick, or `nil`.
    public func nearestTick(to value: Double) -> Double? {
        guard !ticks.isEmpty, !value.isNaN else { return nil }
        // First tick not below the value; the nearest is it or the one before.
        var low = 0
        var high = ticks.count
        while low < high {
            let middle = (low + high) / 2
            if ticks[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == 0 { return ticks[0] }
        if low == ticks.count { return ticks[ticks.count - 1] }
        let below = ticks[low - 1]
        let above = ticks[low]
        return (above - value) < (value - below) ? above : below
    }

    /// The index (from 0) of the tick the value rests on, or `nil` between ticks.
    public var tickIndex: Int? {
        guard let nearest = nearestTick(to: value), nearest == value else { return nil }
        return ticks.firstIndex(of: nearest)
    }

    /// The labelled neighbours of the value when it lies strictly between two ticks: the
    /// largest tick below and the smallest above.
    public var ticksAround: TicksAround? {
        guard tickIndex == nil, let above = ticks.first(where: { $0 > value }),
            let below = ticks.last(where: { $0 < value })
        else { return nil }
        return TicksAround(below: below, above: above)
    }

    /// The filled part of the track as positions `0…1`: from the neutral value (or the lower
    /// end) to the value, whichever way it goes.
    public var filledSpan: TrackSpan {
        let start = neutralValue.map(bounds.position(of:)) ?? 0
        let end = position
        return TrackSpan(from: Swift.min(start, end), to: Swift.max(start, end))
    }

    /// The two ticks around a value that lies between them (``ticksAround``).
    public struct TicksAround: Hashable, Sendable {
        /// The largest tick below the value.
        public let below: Double
        /// The smallest tick above the value.
        public let above: Double

        /// The ticks `below` and `above` a value.
        public init(below: Double, above: Double) {
            self.below = below
            self.above = above
        }
    }

    /// A part of the track as positions `0…1` from its start (``filledSpan``): `from` is never
    /// after `to`.
    public struct TrackSpan: Hashable, Sendable {
        /// Where the part starts, `0…1`.
        public let from: Double
        /// Where the part ends, `0…1`, at or after ``from``.
        public let to: Double

        /// The part of the track from `from` to `to`.
        public init(from: Double, to: Double) {
            self.from = from
            self.to = to
        }
    }

    /// Sets the value through the slider's step and bounds, then settles on the nearest tick
    /// when ``snapsToTicks`` is on. Settling on a tick is not a limit: `limitedBy` speaks of
    /// the bounds only.
    /// - Parameter newValue: The value asked for; any `Double`.
    /// - Returns: What was asked (snapped to the step), what resulted, and `bound` when a bound stopped it.
    @discardableResult
    public mutating func set(_ newValue: Double) -> MoveOutcome {
        let previous = value
        let moved = slider.set(newValue)
        settle()
        return MoveOutcome(requested: moved.requested, previous: previous, value: value, limitedBy: moved.limitedBy)
    }

    /// Applies an adjust action.
    ///
    /// With ticks the value snaps to (``snapsToTicks`` on), the ticks are the stops: increment
    /// goes to the smallest tick above the value, decrement to the largest below (none: the
    /// value stays, limited by the bound), page acts as increment or decrement, Home and End go
    /// to the first and last tick.
    ///
    /// With ticks the value does not snap to (``snapsToTicks`` off), the ticks are marks and the
    /// keyboard reaches every value a pointer can: increment and decrement move by the step (a
    /// twentieth of the bounds' length when the slider is continuous), exactly as on a
    /// ``Slider``; page up and down go to the nearest tick beyond the value in their direction,
    /// or by a page (as on a ``Slider``) when no tick lies beyond; Home and End go to the bounds.
    ///
    /// Without ticks, as ``Slider/adjust(_:)``.
    /// - Parameter action: The adjust action.
    /// - Returns: The move; `limitedBy` is `bound` when there is nothing to go to.
    @discardableResult
    public mutating func adjust(_ action: AdjustAction) -> MoveOutcome {
        let current = value
        guard let first = ticks.first, let last = ticks.last else {
            let moved = slider.adjust(action)
            return MoveOutcome(requested: moved.requested, previous: current, value: value, limitedBy: moved.limitedBy)
        }
        guard snapsToTicks else {
            let tick: Double?
            switch action {
            case .pageIncrement: tick = ticks.first { $0 > current }
            case .pageDecrement: tick = ticks.last { $0 < current }
            case .increment, .decrement, .home, .end: tick = nil
            }
            // A tick is inside the bounds by construction, but it may lie off the step grid;
            // it is a mark the user asked to reach, so it is set as it is.
            if let tick {
                slider.value = tick
                return MoveOutcome(requested: tick, previous: current, value: tick, limitedBy: nil)
            }
            let moved = slider.adjust(action)
            return MoveOutcome(requested: moved.requested, previous: current, value: value, limitedBy: moved.limitedBy)
        }
        let target: Double?
        switch action {
        case .increment, .pageIncrement: target = ticks.first { $0 > current }
        case .decrement, .pageDecrement: target = ticks.last { $0 < current }
        case .home: target = first
        case .end: target = last
        }
        guard let target else {
            return MoveOutcome(requested: current, previous: current, value: current, limitedBy: .bound)
        }
        slider.value = target
        return MoveOutcome(requested: target, previous: current, value: target, limitedBy: nil)
    }

    /// Starts a drag; nothing moves yet.
    /// - Returns: The drag, to pass to ``drag(_:translation:geometry:)``.
    public func beginDrag() -> DragState { slider.beginDrag() }

    /// Moves the thumb relative to its value at the start; the value settles on a tick only
    /// when the drag ends (``endDrag(_:)``).
    /// - Parameters:
    ///   - drag: The drag begun by ``beginDrag()``.
    ///   - translation: The finger's horizontal movement since the start, in points.
    ///   - geometry: The track's size and direction.
    /// - Returns: The move, or `nil` below the drag threshold or without travel.
    @discardableResult
    public mutating func drag(
        _ drag: inout DragState, translation: Double, geometry: SliderGeometry
    ) -> MoveOutcome? {
        slider.drag(&drag, translation: translation, geometry: geometry)
    }

    /// Ends a drag: settles on the nearest tick when ``snapsToTicks`` is on.
    /// - Returns: The whole drag as one move, from the value at its start.
    /// - Parameter drag: The drag that ends.
    @discardableResult
    public mutating func endDrag(_ drag: DragState) -> MoveOutcome {
        let before = value
        settle()
        return MoveOutcome(requested: before, previous: drag.startValue, value: value, limitedBy: nil)
    }

    private mutating func settle() {
        if snapsToTicks, let tick = nearestTick(to: value) { slider.value = tick }
    }
}
