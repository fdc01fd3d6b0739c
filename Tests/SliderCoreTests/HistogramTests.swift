import SliderCore
import Testing

@Suite("Results inside a range (the StepLogic article)")
struct HistogramTests {
    let reference: [Int] = [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1]

    @Test("The reference price filter: 186 matches; its slices' midpoints are 27, 41, 55, …")
    func reference186() throws {
        let histogram = try Histogram(counts: reference)
        let bounds = try SliderBounds(lower: 20, upper: 300)
        #expect(histogram.matches(lower: 60, upper: 180, in: bounds) == 186)
        #expect((0..<4).map { histogram.midpoint(ofSlice: $0, in: bounds) } == [27, 41, 55, 69])
        #expect(histogram.matches(lower: 20, upper: 300, in: bounds) == 240)
        #expect(histogram.matches(lower: 69, upper: 69, in: bounds) == 14)  // a range on a midpoint
        #expect(histogram.matches(lower: 70, upper: 82, in: bounds) == 0)  // between two midpoints
    }

    @Test(
        "Both ends of the range are included",
        arguments: [
            (0.5, 1.5, 3), (0.6, 1.4, 0), (0.5, 0.5, 1), (9.5, 10, 10), (2, 1, 0), (Double.nan, 5, 0),
        ])
    func inclusiveEnds(_ lower: Double, _ upper: Double, _ expected: Int) throws {
        let histogram = try Histogram(counts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as [Int])
        #expect(histogram.matches(lower: lower, upper: upper, in: try SliderBounds(lower: 0, upper: 10)) == expected)
    }

    @Test("Bounds from data when none are given; the largest value falls in the last slice")
    func fromData() throws {
        let histogram = try Histogram(values: [3, 7, 5, 10, 3], sliceCount: 2)
        #expect(histogram.counts == [3, 2])
        let bounded = try Histogram(values: [3, 7, 5, 10, 3, 42], sliceCount: 2, bounds: SliderBounds(lower: 0, upper: 10))
        #expect(bounded.counts == [2, 3])  // 5 is the middle: the upper slice
        #expect(try SliderBounds(enclosing: [4, -2, 9]) == SliderBounds(lower: -2, upper: 9))
    }

    @Test("An empty data set is a typed error")
    func emptyData() {
        #expect(throws: SliderInputError.empty(field: "data")) {
            try Histogram(values: [], sliceCount: 4)
        }
        #expect(throws: SliderInputError.notFinite(field: "data[1]")) {
            try SliderBounds(enclosing: [1, .nan])
        }
    }

    @Test(
        "Counts must be whole numbers from 0",
        arguments: [
            ([], SliderInputError.empty(field: "histogram")),
            ([1, -2], SliderInputError.notACount(field: "histogram[1]", -2)),
            ([1.5], SliderInputError.notACount(field: "histogram[0]", 1.5)),
            ([3, .nan], SliderInputError.notFinite(field: "histogram[1]")),
            ([1e19], SliderInputError.notACount(field: "histogram[0]", 1e19)),
        ] as [([Double], SliderInputError)])
    func badCounts(_ counts: [Double], _ error: SliderInputError) {
        #expect(throws: error) { try Histogram(counts: counts) }
    }

    @Test("Sums saturate instead of overflowing")
    func saturation() throws {
        let histogram = try Histogram(counts: [Int.max, 1])
        #expect(histogram.total == Int.max)
        #expect(histogram.matches(lower: 0, upper: 1, in: .unit) == Int.max)
    }
}
