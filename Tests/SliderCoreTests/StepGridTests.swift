import Testing

@testable import SliderCore

@Suite("Snapping to the step grid (the StepLogic article)")
struct StepGridTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let lower, upper, step, input, grid, snapped: Double
        var testDescription: String { "\(lower)…\(upper) step \(step): \(input) → \(snapped)" }
    }

    @Test(arguments: [
        Row(lower: 20, upper: 300, step: 5, input: 62.4, grid: 60, snapped: 60),
        Row(lower: 20, upper: 300, step: 5, input: 62.5, grid: 65, snapped: 65),  // half away from zero
        Row(lower: 20, upper: 300, step: 5, input: 57.5, grid: 60, snapped: 60),
        Row(lower: 20, upper: 300, step: 5, input: 17.5, grid: 15, snapped: 20),  // -0.5 steps → -1
        Row(lower: 20, upper: 300, step: 30, input: 300, grid: 290, snapped: 290),  // grid wins at the bound
        Row(lower: 20, upper: 300, step: 30, input: 296, grid: 290, snapped: 290),
        Row(lower: 20, upper: 300, step: 30, input: 305, grid: 320, snapped: 300),  // clamped
        Row(lower: 0, upper: 1, step: 0, input: 0.37, grid: 0.37, snapped: 0.37),  // continuous
        Row(lower: 0, upper: 1, step: 0, input: 1.5, grid: 1.5, snapped: 1),
        Row(lower: 0, upper: 1, step: 5, input: 0.4, grid: 0, snapped: 0),  // step longer than the bounds
        Row(lower: 0, upper: 1, step: 5, input: 2.6, grid: 5, snapped: 1),
        Row(lower: -1, upper: 1, step: 0.1, input: 0.06, grid: 0.1, snapped: 0.1),  // decimal stop, not 0.10000000000000009
        Row(lower: -1, upper: 1, step: 0.1, input: -0.04, grid: 0, snapped: 0),
        Row(lower: 0.5, upper: 2, step: 0.25, input: 1.1, grid: 1, snapped: 1),
        Row(lower: 5, upper: 5, step: 1, input: 7, grid: 7, snapped: 5),  // zero length
        Row(lower: -10, upper: 10, step: 4, input: -4, grid: -2, snapped: -2),  // from the lower bound: -10, -6, -2, 2
    ])
    func snapping(_ row: Row) throws {
        let grid = try StepGrid(bounds: SliderBounds(lower: row.lower, upper: row.upper), step: row.step)
        #expect(grid.gridValue(row.input) == row.grid)
        #expect(grid.snap(row.input) == row.snapped)
    }

    @Test("Adjust amounts: the step, or a twentieth of the length; page a tenth in whole steps, at least one")
    func amounts() throws {
        func grid(_ lower: Double, _ upper: Double, _ step: Double) throws -> StepGrid {
            try StepGrid(bounds: SliderBounds(lower: lower, upper: upper), step: step)
        }
        #expect(try grid(20, 300, 5).adjustmentAmount == 5)
        #expect(try grid(20, 300, 5).pageAmount == 30)  // 28 / 5 = 5.6 → 6 steps
        #expect(try grid(0, 100, 0).adjustmentAmount == 5)
        #expect(try grid(0, 100, 0).pageAmount == 10)
        #expect(try grid(0, 100, 3).pageAmount == 9)  // 10 / 3 = 3.33 → 3 steps
        #expect(try grid(0, 100, 4).pageAmount == 12)  // 2.5 → 3 steps, halves away from zero
        #expect(try grid(0, 10, 3).pageAmount == 3)  // 0.33 → 0 → at least one step
        #expect(try grid(5, 5, 0).adjustmentAmount == 0)
    }

    @Test("A step finer than the numbers can tell apart is continuous")
    func unrepresentableStep() throws {
        let grid = try StepGrid(bounds: SliderBounds(lower: 1e6, upper: 2e6), step: 1e-12)
        #expect(grid.effectiveStep == 0)
        #expect(grid.snap(1_500_000.123) == 1_500_000.123)
        let fine = try StepGrid(bounds: SliderBounds(lower: 0, upper: 1), step: 1e-12)
        #expect(fine.effectiveStep == 1e-12)
    }

    @Test(
        "Decimal places of a number's shortest text",
        arguments: [
            (0.25, 2), (0.1, 1), (300.0, 0), (1e-05, 5), (1.5e-07, 8), (1e20, 0), (-2.5, 1), (Double.nan, 0),
            (1.0, 0), (1e-7, 7), (1.5e-5, 6), (1e16, 0), (123.456, 3), (0.3, 1), (0.1 + 0.2, 17),
        ])
    func places(_ value: Double, _ expected: Int) {
        #expect(NumberText.decimalPlaces(of: value) == expected)
    }

    @Test("Position on the track is clamped, 0 for no length or a non-finite value")
    func positions() throws {
        let bounds = try SliderBounds(lower: 20, upper: 300)
        #expect(bounds.position(of: 20) == 0)
        #expect(bounds.position(of: 160) == 0.5)
        #expect(bounds.position(of: 300) == 1)
        #expect(bounds.position(of: 400) == 1)
        #expect(bounds.position(of: -5) == 0)
        #expect(bounds.position(of: .nan) == 0)
        #expect(bounds.position(of: .infinity) == 0)
        #expect(try SliderBounds(lower: 5, upper: 5).position(of: 5) == 0)
        let huge = try SliderBounds(lower: -1e308, upper: 1e308)
        #expect(huge.position(of: 0) == 0.5)
        #expect(huge.position(of: 1e308) == 1)
    }
}
