import SliderCore
import TestSupport
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

    /// Adjusts the playback-speed slider (step 0.25) from the row's start, then checks the
    /// outcome (value, limit, previous value) and the value the slider is left at.
    func expectAdjust(_ row: AdjustRow, snaps: Bool, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var slider = try speedSlider(value: row.start, snaps: snaps)
        let outcome = slider.adjust(row.action)
        #expect(outcome.value == row.value, sourceLocation: sourceLocation)
        #expect(outcome.limitedBy == row.limitedBy, sourceLocation: sourceLocation)
        #expect(outcome.previous == row.start, sourceLocation: sourceLocation)
        #expect(slider.value == row.value, sourceLocation: sourceLocation)
    }

    @Test(
        "Snapping to ticks: adjust actions move among the ticks",
        arguments: [
            AdjustRow(start: 1, action: .increment, value: 1.5, limitedBy: nil),
            AdjustRow(start: 1, action: .decrement, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1, action: .pageIncrement, value: 1.5, limitedBy: nil),
            AdjustRow(start: 1, action: .pageDecrement, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1, action: .home, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1, action: .end, value: 2, limitedBy: nil),
            AdjustRow(start: 2, action: .increment, value: 2, limitedBy: .bound),
            AdjustRow(start: 2, action: .pageIncrement, value: 2, limitedBy: .bound),
            AdjustRow(start: 0.5, action: .decrement, value: 0.5, limitedBy: .bound),
            AdjustRow(start: 1.2, action: .decrement, value: 1, limitedBy: nil),
            AdjustRow(start: 1.2, action: .increment, value: 1.5, limitedBy: nil),
        ])
    func adjustSnapping(_ row: AdjustRow) throws {
        try expectAdjust(row, snaps: true)
    }

    @Test(
        "Not snapping, with a step: arrows move by the step, page to the next tick, Home and End to the bounds",
        arguments: [
            AdjustRow(start: 1, action: .increment, value: 1.25, limitedBy: nil),
            AdjustRow(start: 1, action: .decrement, value: 0.75, limitedBy: nil),
            AdjustRow(start: 1, action: .pageIncrement, value: 1.5, limitedBy: nil),
            AdjustRow(start: 1, action: .pageDecrement, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1.25, action: .pageIncrement, value: 1.5, limitedBy: nil),
            AdjustRow(start: 1.25, action: .pageDecrement, value: 1, limitedBy: nil),
            AdjustRow(start: 1, action: .home, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1, action: .end, value: 2, limitedBy: nil),
            AdjustRow(start: 2, action: .increment, value: 2, limitedBy: .bound),
            // No tick beyond the value: a page as on a slider without ticks, stopped by the bound.
            AdjustRow(start: 2, action: .pageIncrement, value: 2, limitedBy: .bound),
            AdjustRow(start: 0.5, action: .decrement, value: 0.5, limitedBy: .bound),
            AdjustRow(start: 0.5, action: .pageDecrement, value: 0.5, limitedBy: .bound),
            // A start off the grid: the move snaps to the grid (0.95 → 1, 1.45 → 1.5).
            AdjustRow(start: 1.2, action: .decrement, value: 1, limitedBy: nil),
            AdjustRow(start: 1.2, action: .increment, value: 1.5, limitedBy: nil),
        ])
    func adjustFree(_ row: AdjustRow) throws {
        try expectAdjust(row, snaps: false)
    }

    @Test(
        "Not snapping, continuous: arrows move by a twentieth of the length, page to the next tick",
        arguments: [
            AdjustRow(start: 1, action: .increment, value: 1.075, limitedBy: nil),
            AdjustRow(start: 1, action: .decrement, value: 0.925, limitedBy: nil),
            AdjustRow(start: 1, action: .pageIncrement, value: 1.5, limitedBy: nil),
            AdjustRow(start: 1.3, action: .pageDecrement, value: 1, limitedBy: nil),
            AdjustRow(start: 1.3, action: .home, value: 0.5, limitedBy: nil),
            AdjustRow(start: 1.3, action: .end, value: 2, limitedBy: nil),
            AdjustRow(start: 1.95, action: .increment, value: 2, limitedBy: .bound),
        ])
    func adjustFreeContinuous(_ row: AdjustRow) throws {
        var slider = try speedSlider(value: row.start, step: 0, snaps: false)
        let outcome = slider.adjust(row.action)
        #expect(abs(outcome.value - row.value) < 1e-12, "\(outcome.value)")
        #expect(outcome.limitedBy == row.limitedBy)
        #expect(outcome.previous == row.start)
    }

    struct OffGridRow: Sendable, CustomTestStringConvertible {
        let snaps: Bool
        let start: Double
        let actions: [AdjustAction]
        let values: [Double]
        var testDescription: String { "snaps \(snaps), from \(start): \(actions) → \(values)" }
    }

    /// Bounds 0…10, step 1, ticks at 2.5 and 7.5, which are not on the step grid.
    @Test(
        "Ticks off the step grid",
        arguments: [
            OffGridRow(snaps: false, start: 3, actions: [.increment, .pageIncrement, .increment], values: [4, 7.5, 9]),
            OffGridRow(snaps: false, start: 3, actions: [.pageDecrement, .decrement, .pageDecrement], values: [2.5, 2, 1]),
            OffGridRow(snaps: false, start: 7.5, actions: [.decrement, .pageIncrement, .pageIncrement], values: [7, 7.5, 9]),
            OffGridRow(snaps: false, start: 3, actions: [.end, .home], values: [10, 0]),
            OffGridRow(snaps: true, start: 3, actions: [.increment, .increment, .decrement], values: [7.5, 7.5, 2.5]),
            OffGridRow(snaps: true, start: 3, actions: [.pageDecrement, .end, .home], values: [2.5, 7.5, 2.5]),
        ])
    func offGridTicks(_ row: OffGridRow) throws {
        var slider = try TickSlider(
            bounds: SliderBounds(lower: 0, upper: 10), step: 1, value: row.start, ticks: [2.5, 7.5],
            snapsToTicks: row.snaps)
        let values = row.actions.map { slider.adjust($0).value }
        #expect(values == row.values)
    }

    @Test("Not snapping: every value of the step grid is reachable from every other by the arrow keys alone")
    func everyGridValueReachable() throws {
        let steps: [Double] = [0.01, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 30]
        for seed in 0..<UInt64(300) {
            var random = SeededRandom(seed: seed)
            let step = steps[Int.random(in: 0..<steps.count, using: &random)]
            let lower = Double(Int.random(in: -200...200, using: &random)) / [1, 10, 4][Int.random(in: 0..<3, using: &random)]
            let count = Int.random(in: 1...120, using: &random)
            // Sometimes the upper bound is off the grid (the grid then stops below it).
            let extra = Bool.random(using: &random) ? 0 : step * Double.random(in: 0.1...0.9, using: &random)
            let bounds = try SliderBounds(lower: lower, upper: lower + Double(count) * step + extra)
            let grid = try StepGrid(bounds: bounds, step: step)
            let gridValues = (0...count).map { grid.snap(lower + Double($0) * step) }
            let ticks = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                Double.random(in: bounds.lower...bounds.upper, using: &random)
            }
            for _ in 0..<6 {
                let from = Int.random(in: 0...count, using: &random)
                let to = Int.random(in: 0...count, using: &random)
                var slider = try TickSlider(
                    bounds: bounds, step: step, value: gridValues[from], ticks: ticks + [gridValues[from]],
                    snapsToTicks: false)
                let action: AdjustAction = to > from ? .increment : .decrement
                for _ in 0..<abs(to - from) { slider.adjust(action) }
                #expect(
                    slider.value == gridValues[to],
                    "seed \(seed): bounds \(bounds.lower)…\(bounds.upper) step \(step), \(gridValues[from]) → \(gridValues[to]) gave \(slider.value)"
                )
            }
        }
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
