import SliderCore
import Testing

/// Playback speed: bounds 0.5…2, step 0.25, ticks 0.5, 1, 1.5, 2.
func speedSlider(value: Double = 1, step: Double = 0.25, snaps: Bool = true) throws -> TickSlider {
    try TickSlider(
        bounds: SliderBounds(lower: 0.5, upper: 2), step: step, value: value,
        ticks: [0.5, 1, 1.5, 2], snapsToTicks: snaps)
}

@Suite("Tick-mark slider (the StepLogic article)")
struct TickSliderTests {
    @Test("Only finite ticks inside the bounds count; duplicates dropped, the rest sorted")
    func filtering() throws {
        let slider = try TickSlider(
            bounds: SliderBounds(lower: 0.5, upper: 2), value: 1,
            ticks: [1, 0.5, .nan, 2, 1, 3, -.infinity, 1.5, 0.4, .infinity])
        #expect(slider.ticks == [0.5, 1, 1.5, 2])
        let signedZero = try TickSlider(bounds: SliderBounds(lower: -1, upper: 1), value: 0, ticks: [0, -0.0, 1])
        #expect(signedZero.ticks == [0, 1])
    }

    @Test(
        "The nearest tick: smallest distance, the lower on a tie, none without ticks",
        arguments: [
            (1.25, 1.0), (1.26, 1.5), (0.1, 0.5), (5, 2), (1.5, 1.5), (0.75, 0.5),
        ])
    func nearest(_ value: Double, _ tick: Double) throws {
        #expect(try speedSlider().nearestTick(to: value) == tick)
    }

    @Test("No ticks, no nearest tick")
    func noTicks() throws {
        let slider = try TickSlider(value: 0.5, ticks: [])
        #expect(slider.nearestTick(to: 0.5) == nil)
        #expect(slider.tickIndex == nil)
    }

    struct AdjustRow: Sendable, CustomTestStringConvertible {
        let start: Double
        let action: AdjustAction
        let value: Double
        let limitedBy: LimitReason?
        var testDescription: String { "\(start) \(action) → \(value)" }
    }

    @Test(
        "Adjust actions move among the ticks",
        arguments: [
            AdjustRow(start: 1, action: .increment, value: 1.5, limitedBy: nil),
            AdjustRow(start: 1, action: .decrement, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1, action: .pageIncrement, value: 1.5, limitedBy: nil),
            AdjustRow(start: 1, action: .pageDecrement, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1, action: .home, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1, action: .end, value: 2, limitedBy: nil),
            AdjustRow(start: 2, action: .increment, value: 2, limitedBy: .bound),
            AdjustRow(start: 0.5, action: .decrement, value: 0.5, limitedBy: .bound),
            AdjustRow(start: 1.2, action: .decrement, value: 1, limitedBy: nil),
            AdjustRow(start: 1.2, action: .increment, value: 1.5, limitedBy: nil),
        ])
    func adjust(_ row: AdjustRow) throws {
        var slider = try speedSlider(value: row.start, snaps: false)
        let outcome = slider.adjust(row.action)
        #expect(outcome.value == row.value)
        #expect(outcome.limitedBy == row.limitedBy)
        #expect(outcome.previous == row.start)
    }

    @Test("Without ticks, adjust actions work as on a single slider")
    func adjustWithoutTicks() throws {
        var slider = try TickSlider(bounds: SliderBounds(lower: 0, upper: 10), step: 1, value: 5, ticks: [11, .nan])
        #expect(slider.ticks.isEmpty)
        #expect(slider.adjust(.increment).value == 6)
        #expect(slider.adjust(.end).value == 10)
        #expect(slider.adjust(.increment).limitedBy == .bound)
    }

    @Test("A set settles on the nearest tick after the step, when snapping to ticks")
    func setSettles() throws {
        var slider = try speedSlider()
        #expect(slider.set(1.3).value == 1)  // step 0.25 → 1.25, a tie between 1 and 1.5 → 1
        var fine = try speedSlider(step: 0.1)
        #expect(fine.set(1.3).value == 1.5)  // 1.3 is nearer 1.5
        var free = try speedSlider(step: 0.1, snaps: false)
        #expect(free.set(1.3).value == 1.3)
        #expect(free.set(9) == MoveOutcome(requested: 9, previous: 1.3, value: 2, limitedBy: .bound))
    }

    @Test("A drag moves freely and settles on a tick when it ends")
    func dragSettles() throws {
        var slider = try speedSlider(step: 0)
        var drag = slider.beginDrag()
        // 292 points of travel for 1.5 of value: 58.4 points are 0.3.
        let moved = slider.drag(&drag, translation: 58.4, geometry: .standard)
        #expect(moved.map { abs($0.value - 1.3) < 1e-12 } == true)
        let ended = slider.endDrag(drag)
        #expect(ended.previous == 1)
        #expect(ended.value == 1.5)
        #expect(slider.value == 1.5)
    }

    @Test("The tick at the value and the ticks around it")
    func tickAtValue() throws {
        let onTick = try speedSlider(value: 1)
        #expect(onTick.tickIndex == 1)  // mark 2 of 4
        let between = try speedSlider(value: 1.2, snaps: false)
        #expect(between.tickIndex == nil)
        #expect(between.ticksAround == TickSlider.TicksAround(below: 1, above: 1.5))
        #expect(onTick.ticksAround == nil)
    }

    @Test("The neutral value starts the filled part of the track")
    func neutralFill() throws {
        let left = try TickSlider(bounds: SliderBounds(lower: -1, upper: 1), value: -0.5, ticks: [-1, 0, 1], neutralValue: 0)
        #expect(left.filledSpan == TickSlider.TrackSpan(from: 0.25, to: 0.5))
        let right = try TickSlider(bounds: SliderBounds(lower: -1, upper: 1), value: 0.5, ticks: [-1, 0, 1], neutralValue: 0)
        #expect(right.filledSpan == TickSlider.TrackSpan(from: 0.5, to: 0.75))
        let plain = try TickSlider(bounds: SliderBounds(lower: -1, upper: 1), value: 0.5, ticks: [])
        #expect(plain.filledSpan == TickSlider.TrackSpan(from: 0, to: 0.75))
    }

    @Test("A neutral value must be finite and inside the bounds")
    func neutralValidation() throws {
        let bounds = try SliderBounds(lower: -1, upper: 1)
        #expect(throws: SliderInputError.outside(field: "neutralValue", 2, bounds: bounds)) {
            try TickSlider(bounds: bounds, value: 0, ticks: [], neutralValue: 2)
        }
        #expect(throws: SliderInputError.notFinite(field: "neutralValue")) {
            try TickSlider(bounds: bounds, value: 0, ticks: [], neutralValue: .nan)
        }
    }
}
