/// A slider with one thumb, like the system slider.
///
/// ```swift
/// var volume = try Slider(bounds: .unit, step: 0.1, value: 0.5)
/// volume.adjust(.increment)   // 0.6
/// volume.set(7)               // 1, limitedBy .bound
/// ```
public struct Slider: Hashable, Sendable {
    /// The step grid, which holds the bounds.
    public let grid: StepGrid
    /// The current value.
    public internal(set) var value: Double

    /// The bounds the value lives in.
    public var bounds: SliderBounds { grid.bounds }
    /// The step between stops; 0 means continuous.
    public var step: Double { grid.step }

    /// Builds a slider from untrusted numbers. The initial value is clamped into
    /// the bounds but not snapped; every later move snaps.
    /// - Parameters:
    ///   - bounds: The interval of values (default `0...1`).
    ///   - step: The distance between stops; 0 (the default) means continuous.
    ///   - value: The value at the start, clamped into the bounds.
    /// - Throws: ``SliderInputError`` naming `step` or `value` when one is not finite or the
    ///   step is negative.
    public init(bounds: SliderBounds = .unit, step: Double = 0, value: Double) throws(SliderInputError) {
        let grid = try StepGrid(bounds: bounds, step: step)
        guard value.isFinite else { throw SliderInputError.notFinite(field: "value") }
        self.grid = grid
        self.value = bounds.clamp(value)
    }

    /// Where the thumb sits on the track, 0…1.
    public var position: Double { bounds.position(of: value) }

    /// The values the thumb may take: the bounds.
    public var limits: ThumbLimits { ThumbLimits(minimum: bounds.lower, maximum: bounds.upper) }

    /// Moves the thumb to `value`, snapped to the grid and clamped into the bounds.
    ///
    /// A request of ±infinity goes to that bound (limited by it); NaN leaves the value where it
    /// is (nothing is limited: nothing was asked that could be told).
    /// - Parameter newValue: The value asked for; any `Double`.
    /// - Returns: What was asked, what resulted and why they differ.
    @discardableResult
    public mutating func set(_ newValue: Double) -> MoveOutcome {
        let previous = value
        if newValue.isNaN {
            return MoveOutcome(requested: newValue, previous: previous, value: value, limitedBy: nil)
        }
        let requested = grid.gridValue(newValue)
        value = bounds.clamp(requested)
        return MoveOutcome(
            requested: requested, previous: previous, value: value,
            limitedBy: value == requested ? nil : .bound)
    }

    /// Applies an adjust action: increment/decrement by the step (or a twentieth of the
    /// length), page by a tenth rounded to whole steps, Home/End to the bound.
    /// - Parameter action: The adjust action.
    /// - Returns: The move, as ``set(_:)`` reports it.
    @discardableResult
    public mutating func adjust(_ action: AdjustAction) -> MoveOutcome {
        set(grid.request(action, from: value))
    }

    /// Starts a drag: the one thumb is always the one taken; nothing moves yet.
    /// - Returns: The drag, to pass to ``drag(_:translation:geometry:)``.
    public func beginDrag() -> DragState {
        DragState(thumb: nil, startValue: value)
    }

    /// Moves the thumb to its value at the start plus `translation` as a share of the travel
    /// times the bounds' length, through ``set(_:)``.
    /// - Returns: The move, or `nil` when the translation has not yet reached the threshold or
    ///   there is no travel; nothing changed then.
    /// - Parameters:
    ///   - drag: The drag begun by ``beginDrag()``.
    ///   - translation: The finger's horizontal movement since the start, in points.
    ///   - geometry: The track's size and direction.
    @discardableResult
    public mutating func drag(
        _ drag: inout DragState, translation: Double, geometry: SliderGeometry
    ) -> MoveOutcome? {
        guard let request = drag.request(forTranslation: translation, geometry: geometry, bounds: bounds)
        else { return nil }
        return set(request)
    }
}
