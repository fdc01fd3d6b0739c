import SliderCore
import Testing

@Suite("The reference price filter (the StepLogic article)")
struct ReferenceTests {
    @Test("Bounds 20…300, step 5, span 30, range 60…180 and the 20 slices give 186 matches")
    func priceFilterMatches() throws {
        let slider = try RangeSlider(
            bounds: SliderBounds(lower: 20, upper: 300), step: 5, minimumSpan: 30, lower: 60, upper: 180)
        let histogram = try Histogram(
            counts: [
                2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1,
            ] as [Int])
        #expect(histogram.matches(in: slider) == 186)
        #expect(histogram.total == 240)
    }
}
