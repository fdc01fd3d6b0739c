/// How many items fall in each of several equal slices of a slider's bounds, for counting the
/// results inside a range (the stays a price filter lets through).
///
/// A slice is inside the range when its midpoint `bounds.lower + (i + 0.5) × slice width`
/// lies in `lower...upper`, both ends included; the matches are the sum of those slices'
/// counts.
///
/// ```swift
/// let stays = try Histogram(counts: [2, 5, 9, 14, 22, 30, 34, 29, 24, 18,
///                                    15, 11, 8, 6, 4, 3, 2, 2, 1, 1])
/// stays.matches(lower: 60, upper: 180, in: try SliderBounds(lower: 20, upper: 300))  // 186
/// ```
public struct Histogram: Hashable, Sendable {
    /// The count of each slice, from the lower bound up.
    public let counts: [Int]
    /// `prefixSums[i]`: the counts of slices `0..<i`, saturating at `Int.max`; one longer than
    /// `counts`. Matches are a difference of two of them, found by binary search.
    private let prefixSums: [Int]

    /// Validates counts given as numbers (as JSON gives them).
    /// - Parameters:
    ///   - counts: The count of each slice, from the lower bound up: whole numbers from 0.
    ///   - field: The name errors give the list.
    /// - Throws: ``SliderInputError`` naming `field` when the list is empty, or `field[i]` when a
    ///   count is negative, not a whole number, not finite or beyond `Int`.
    public init(counts: [Double], field: String = "histogram") throws(SliderInputError) {
        guard !counts.isEmpty else { throw SliderInputError.empty(field: field) }
        var whole: [Int] = []
        whole.reserveCapacity(counts.count)
        for (index, count) in counts.enumerated() {
            guard count.isFinite else {
                throw SliderInputError.notFinite(field: "\(field)[\(index)]")
            }
            // 2^63 itself does not fit in Int; every Double below it that is whole does.
            guard count >= 0, count == count.rounded(), count < 9_223_372_036_854_775_808.0 else {
                throw SliderInputError.notACount(field: "\(field)[\(index)]", count)
            }
            whole.append(Int(count))
        }
        self.counts = whole
        self.prefixSums = Self.prefixSums(whole)
    }

    /// Validates whole counts.
    /// - Parameters:
    ///   - counts: The count of each slice, from the lower bound up.
    ///   - field: The name errors give the list.
    /// - Throws: ``SliderInputError`` when the list is empty or a count is negative.
    public init(counts: [Int], field: String = "histogram") throws(SliderInputError) {
        guard !counts.isEmpty else { throw SliderInputError.empty(field: field) }
        if let index = counts.firstIndex(where: { $0 < 0 }) {
            throw SliderInputError.notACount(field: "\(field)[\(index)]", Double(counts[index]))
        }
        self.counts = counts
        self.prefixSums = Self.prefixSums(counts)
    }

    /// Counts raw data into `sliceCount` equal slices of `bounds`, or of the data's own extent
    /// when `bounds` is `nil`. A value on the upper bound falls in the last slice; values
    /// outside the bounds are not counted.
    /// - Parameters:
    ///   - values: The data, one number an item.
    ///   - sliceCount: How many equal slices to count into; at least 1.
    ///   - bounds: The interval the slices divide, or `nil` for the data's smallest to largest value.
    ///   - field: The name errors give the data.
    /// - Throws: ``SliderInputError`` when the data is empty or holds a number that is not
    ///   finite (`field[i]`), or `sliceCount` is below 1.
    public init(
        values: [Double], sliceCount: Int, bounds: SliderBounds? = nil, field: String = "data"
    ) throws(SliderInputError) {
        guard sliceCount >= 1 else {
            throw SliderInputError.notACount(field: "sliceCount", Double(sliceCount))
        }
        let extent = try SliderBounds(enclosing: values, field: field)
        let bounds = bounds ?? extent
        var counts = [Int](repeating: 0, count: sliceCount)
        for value in values where bounds.contains(value) {
            let fraction = bounds.position(of: value)
            let index = Swift.min(Int(fraction * Double(sliceCount)), sliceCount - 1)
            counts[index] += 1
        }
        self.counts = counts
        self.prefixSums = Self.prefixSums(counts)
    }

    /// The number of items in all slices.
    public var total: Int { prefixSums[counts.count] }

    /// The midpoint of slice `index` of `bounds`.
    /// - Parameters:
    ///   - index: The slice, from 0 at the lower bound.
    ///   - bounds: The bounds the slices divide.
    /// - Returns: `bounds.lower + (index + 0.5) × slice width`.
    public func midpoint(ofSlice index: Int, in bounds: SliderBounds) -> Double {
        let offset = Double(index) + 0.5
        let width = bounds.length / Double(counts.count)
        if width.isFinite { return bounds.lower + offset * width }
        return bounds.lower + bounds.scaled(by: offset / Double(counts.count))
    }

    /// The number of items in the slices whose midpoint lies in `lower...upper`; 0 when
    /// `lower > upper` or either end is NaN. Saturates at `Int.max` instead of overflowing.
    ///
    /// Midpoints rise with the slice index, so the slices inside are found by two binary
    /// searches and their sum is a difference of prefix sums: O(log n) per call (a range whose
    /// sum reaches `Int.max` is summed slice by slice).
    /// - Parameters:
    ///   - lower: The lower end of the range.
    ///   - upper: The upper end of the range.
    ///   - bounds: The bounds the slices divide.
    /// - Returns: The sum of the counts of the slices inside the range.
    public func matches(lower: Double, upper: Double, in bounds: SliderBounds) -> Int {
        guard lower <= upper else { return 0 }
        // The first slice whose midpoint is at least `lower`, and the first beyond `upper`.
        let first = firstSlice { lower <= midpoint(ofSlice: $0, in: bounds) }
        let end = firstSlice { midpoint(ofSlice: $0, in: bounds) > upper }
        guard first < end else { return 0 }
        if prefixSums[end] < Int.max { return prefixSums[end] - prefixSums[first] }
        var sum = 0
        for index in first..<end {
            let (added, overflow) = sum.addingReportingOverflow(counts[index])
            if overflow { return .max }
            sum = added
        }
        return sum
    }

    /// The first slice index for which `isPast` holds (it must hold from some index on), or
    /// the slice count.
    private func firstSlice(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = counts.count
        while low < high {
            let middle = low + (high - low) / 2
            if isPast(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The matches for the current range of a range slider.
    /// - Parameter slider: A range slider over the bounds the counts divide.
    /// - Returns: The sum of the counts of the slices inside the slider's range.
    public func matches(in slider: RangeSlider) -> Int {
        matches(lower: slider.lower, upper: slider.upper, in: slider.bounds)
    }

    private static func prefixSums(_ counts: [Int]) -> [Int] {
        var sums = [Int]()
        sums.reserveCapacity(counts.count + 1)
        var sum = 0
        sums.append(0)
        for count in counts {
            let (added, overflow) = sum.addingReportingOverflow(count)
            sum = overflow ? .max : added
            sums.append(sum)
        }
        return sums
    }
}
