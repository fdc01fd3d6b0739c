import SliderCore
import Testing

@Suite("What a description may hold (the StepLogic article)")
struct ValidationTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let build: @Sendable () throws -> Void
        let error: SliderInputError
        let message: String
        var testDescription: String { name }
    }

    static let bounds = try! SliderBounds(lower: 20, upper: 300)

    @Test(
        "Errors name the field",
        arguments: [
            Row(
                name: "NaN lower bound", build: { _ = try SliderBounds(lower: .nan, upper: 1) },
                error: .notFinite(field: "bounds"), message: "bounds: not a finite number"),
            Row(
                name: "infinite upper bound", build: { _ = try SliderBounds(lower: 0, upper: .infinity) },
                error: .notFinite(field: "bounds"), message: "bounds: not a finite number"),
            Row(
                name: "reversed bounds", build: { _ = try SliderBounds(lower: 300, upper: 20) },
                error: .reversed(field: "bounds", lower: 300, upper: 20),
                message: "bounds: lower 300 is greater than upper 20"),
            Row(
                name: "NaN step", build: { _ = try RangeSlider(step: .nan, lower: 0, upper: 1) },
                error: .notFinite(field: "step"), message: "step: not a finite number"),
            Row(
                name: "negative step", build: { _ = try Slider(step: -0.5, value: 0) },
                error: .negative(field: "step", -0.5), message: "step: -0.5 is negative"),
            Row(
                name: "infinite minimum span", build: { _ = try RangeSlider(minimumSpan: .infinity, lower: 0, upper: 1) },
                error: .notFinite(field: "minimumSpan"), message: "minimumSpan: not a finite number"),
            Row(
                name: "reversed range", build: { _ = try RangeSlider(bounds: bounds, lower: 180, upper: 60) },
                error: .reversed(field: "value", lower: 180, upper: 60),
                message: "value: lower 180 is greater than upper 60"),
            Row(
                name: "NaN lower value", build: { _ = try RangeSlider(lower: .nan, upper: 1) },
                error: .notFinite(field: "value.lower"), message: "value.lower: not a finite number"),
            Row(
                name: "infinite upper value", build: { _ = try RangeSlider(lower: 0, upper: -.infinity) },
                error: .notFinite(field: "value.upper"), message: "value.upper: not a finite number"),
            Row(
                name: "NaN single value", build: { _ = try Slider(value: .nan) },
                error: .notFinite(field: "value"), message: "value: not a finite number"),
            Row(
                name: "neutral value outside",
                build: { _ = try TickSlider(bounds: bounds, value: 50, ticks: [], neutralValue: 10) },
                error: .outside(field: "neutralValue", 10, bounds: bounds),
                message: "neutralValue: 10 is outside the bounds 20…300"),
            Row(
                name: "NaN neutral value", build: { _ = try TickSlider(value: 0, ticks: [], neutralValue: .nan) },
                error: .notFinite(field: "neutralValue"), message: "neutralValue: not a finite number"),
            Row(
                name: "empty histogram", build: { _ = try Histogram(counts: [] as [Double]) },
                error: .empty(field: "histogram"), message: "histogram: is empty"),
            Row(
                name: "fractional count", build: { _ = try Histogram(counts: [1, 2.5]) },
                error: .notACount(field: "histogram[1]", 2.5),
                message: "histogram[1]: 2.5 is not a count (a whole number from 0)"),
            Row(
                name: "negative width", build: { _ = try SliderGeometry(width: -3) },
                error: .negative(field: "geometry.width", -3), message: "geometry.width: -3 is negative"),
        ])
    func rejected(_ row: Row) {
        do {
            try row.build()
            Issue.record("\(row.name) was accepted")
        } catch let error as SliderInputError {
            #expect(error == row.error)
            #expect(error.description == row.message)
        } catch {
            Issue.record("\(row.name): unexpected \(error)")
        }
    }

    @Test("What the table normalizes")
    func normalized() throws {
        #expect(try SliderBounds(lower: 5, upper: 5).length == 0)  // zero length is valid
        #expect(try RangeSlider(minimumSpan: -5, lower: 0, upper: 1).minimumSpan == 0)  // negative span counts as 0
        #expect(try RangeSlider(bounds: Self.bounds, minimumSpan: 1000, lower: 60, upper: 180).minimumSpan == 1000)
        #expect(try Slider(bounds: .unit, step: 50, value: 0.5).step == 50)  // step longer than the bounds
        let clamped = try RangeSlider(bounds: Self.bounds, step: 5, minimumSpan: 30, lower: -7, upper: 1e9)
        #expect(clamped.lower == 20 && clamped.upper == 300)
        let ticks = try TickSlider(bounds: .unit, value: 0.5, ticks: [.nan, 2, 0.5, -1])
        #expect(ticks.ticks == [0.5])
        #expect(SliderBounds.unit.closedRange == 0...1)
    }
}
