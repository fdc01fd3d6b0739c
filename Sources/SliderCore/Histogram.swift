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
    /// The count of each slice, narrow: 1 byte a count while every count is below 256.
    private let store: CompactCounts
    /// `blockSums[b]`: the counts of slices `0..<(b × blockSize)`, saturating at `Int.max`.
    /// A sum up to any slice is one of these and fewer than `blockLength` counts after it, so
    /// matches cost O(log n) and, in a large histogram, the sums 8 bytes per 64 counts, not 8
    /// bytes a count.
    private let blockSums: [Int]
    /// How many slices share one stored sum here: 1 up to ``exactSumsUpTo`` slices, where a sum
    /// per slice costs at most 32 KiB and spares each match its walk over a block, else
    /// ``blockSize``.
    private let blockLength: Int
    /// The same sums as ``blockSums``, exact in 128 bits, kept only when the counts' total
    /// does not fit in `Int` (empty otherwise): a range whose sum passes through a saturated
    /// sum is then still a difference of two sums, never a walk over its slices.
    private let wideBlockSums: [WideCount]

    /// How many slices share one stored sum in a histogram of more than ``exactSumsUpTo`` slices.
    package static let blockSize = 64

    /// The most slices a histogram keeps one sum each for.
    package static let exactSumsUpTo = 4_096

    /// How many slices share one stored sum in a histogram of `sliceCount` slices.
    package static func blockSize(forSliceCount sliceCount: Int) -> Int {
        sliceCount <= exactSumsUpTo ? 1 : blockSize
    }

    /// The count of each slice, from the lower bound up (made on each call, O(n): use
    /// ``sliceCount`` and ``count(ofSlice:)`` for one count).
    public var counts: [Int] { Array(store) }

    /// The number of slices.
    public var sliceCount: Int { store.count }

    /// The count of one slice.
    /// - Parameter index: The slice, from 0 at the lower bound.
    /// - Returns: The items counted in it.
    public func count(ofSlice index: Int) -> Int { store[index] }

    /// The bytes the histogram keeps (its counts, their room to grow and its block sums), for
    /// tests of the bound: about 1.1 bytes a count when every count is below 256.
    package var retainedBytes: Int { store.retainedBytes + blockSums.capacity * MemoryLayout<Int>.stride }

    /// The bytes each count is stored in: 1, 2, 4 or 8, by the largest count.
    package var bytesPerCount: Int { store.bytesPerCount }

    /// Keeps counts read straight into their compact storage (as the JSON reader does), without
    /// a copy.
    /// - Parameters:
    ///   - compactCounts: The count of each slice, from the lower bound up.
    ///   - field: The name errors give the list.
    /// - Throws: ``SliderInputError`` naming `field` when the list is empty.
    package init(compactCounts: CompactCounts, field: String = "histogram") throws(SliderInputError) {
        guard !compactCounts.isEmpty else { throw SliderInputError.empty(field: field) }
        store = compactCounts
        blockLength = Self.blockSize(forSliceCount: compactCounts.count)
        blockSums = Self.blockSums(compactCounts, blockSize: blockLength)
        wideBlockSums = Self.wideBlockSums(compactCounts, blockSize: blockLength, saturated: blockSums)
    }

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
        store = CompactCounts(whole)
        blockLength = Self.blockSize(forSliceCount: store.count)
        blockSums = Self.blockSums(store, blockSize: blockLength)
        wideBlockSums = Self.wideBlockSums(store, blockSize: blockLength, saturated: blockSums)
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
        store = CompactCounts(counts)
        blockLength = Self.blockSize(forSliceCount: store.count)
        blockSums = Self.blockSums(store, blockSize: blockLength)
        wideBlockSums = Self.wideBlockSums(store, blockSize: blockLength, saturated: blockSums)
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
        store = CompactCounts(counts)
        blockLength = Self.blockSize(forSliceCount: store.count)
        blockSums = Self.blockSums(store, blockSize: blockLength)
        wideBlockSums = Self.wideBlockSums(store, blockSize: blockLength, saturated: blockSums)
    }

    /// The number of items in all slices.
    public var total: Int { prefixSum(store.count) }

    /// The midpoint of slice `index` of `bounds`.
    /// - Parameters:
    ///   - index: The slice, from 0 at the lower bound.
    ///   - bounds: The bounds the slices divide.
    /// - Returns: `bounds.lower + (index + 0.5) × slice width`.
    public func midpoint(ofSlice index: Int, in bounds: SliderBounds) -> Double {
        let offset = Double(index) + 0.5
        let width = bounds.length / Double(store.count)
        if width.isFinite { return bounds.lower + offset * width }
        return bounds.lower + bounds.scaled(by: offset / Double(store.count))
    }

    /// The number of items in the slices whose midpoint lies in `lower...upper`; 0 when
    /// `lower > upper` or either end is NaN. Saturates at `Int.max` instead of overflowing.
    ///
    /// Midpoints rise with the slice index, so the slices inside are found from the slice
    /// width (checked against their midpoints, with a binary search where rounding or huge
    /// bounds make the estimate more than a few slices off) and their sum is a difference of
    /// two sums up to a slice (each a stored block sum and fewer than 64 counts): O(log n) per
    /// call, also where the sums pass `Int.max` (they are then taken in 128 bits).
    /// - Parameters:
    ///   - lower: The lower end of the range.
    ///   - upper: The upper end of the range.
    ///   - bounds: The bounds the slices divide.
    /// - Returns: The sum of the counts of the slices inside the range.
    public func matches(lower: Double, upper: Double, in bounds: SliderBounds) -> Int {
        guard lower <= upper else { return 0 }
        // The first slice whose midpoint is at least `lower`, and the first beyond `upper`,
        // looked for where the slice width puts them first.
        let width = bounds.length / Double(store.count)
        let usable = width.isFinite && width > 0
        let first = firstSlice(near: usable ? ((lower - bounds.lower) / width - 0.5).rounded(.up) : .nan) {
            lower <= midpoint(ofSlice: $0, in: bounds)
        }
        let end = firstSlice(near: usable ? ((upper - bounds.lower) / width - 0.5).rounded(.down) + 1 : .nan) {
            midpoint(ofSlice: $0, in: bounds) > upper
        }
        guard first < end else { return 0 }
        let upTo = prefixSum(end)
        if upTo < Int.max { return upTo - prefixSum(first) }
        return widePrefixSum(end).saturatingDifference(widePrefixSum(first))
    }

    /// The counts of slices `0..<end`, exact: a stored wide sum and fewer than `blockLength`
    /// counts after it. Only called when ``wideBlockSums`` is kept (a sum reached `Int.max`).
    private func widePrefixSum(_ end: Int) -> WideCount {
        let block = end / blockLength
        var sum = wideBlockSums[block]
        for slice in (block * blockLength)..<end { sum.add(store[slice]) }
        return sum
    }

    /// The counts of slices `0..<end`, saturating at `Int.max`.
    private func prefixSum(_ end: Int) -> Int {
        let block = end / blockLength
        let base = blockSums[block]
        guard base < Int.max else { return .max }
        let start = block * blockLength
        if start == end { return base }
        let (sum, overflow) = base.addingReportingOverflow(store.saturatingSum(start..<end))
        return overflow ? .max : sum
    }

    /// The first slice index for which `isPast` holds, as ``firstSlice(where:)`` finds it, but
    /// looked for first within a few slices of `guess` (an estimate from the slice width,
    /// which rounding can put a slice off): O(1) for a good estimate, a binary search when
    /// the estimate is not finite or more than four slices off.
    private func firstSlice(near guess: Double, where isPast: (Int) -> Bool) -> Int {
        let sliceCount = store.count
        if guess.isFinite {
            var index = guess <= 0 ? 0 : guess >= Double(sliceCount) ? sliceCount : Int(guess)
            // `isPast` holds from some index on, so the walk only goes one way.
            for _ in 0..<4 {
                if index < sliceCount, !isPast(index) {
                    index += 1
                } else if index > 0, isPast(index - 1) {
                    index -= 1
                } else {
                    return index
                }
            }
        }
        return firstSlice(where: isPast)
    }

    /// The first slice index for which `isPast` holds (it must hold from some index on), or
    /// the slice count.
    private func firstSlice(where isPast: (Int) -> Bool) -> Int {
        var low = 0
        var high = store.count
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

    /// The sums of the counts before each block of `blockSize` slices, saturating: one for
    /// each block, and one more when the last block is full (so that the sum of all slices is
    /// a stored sum or reached from one).
    private static func blockSums(_ counts: CompactCounts, blockSize: Int) -> [Int] {
        var sums = [Int]()
        sums.reserveCapacity(counts.count / blockSize + 1)
        var sum = 0
        sums.append(0)
        var start = 0
        while start + blockSize <= counts.count {
            let (added, overflow) = sum.addingReportingOverflow(counts.saturatingSum(start..<(start + blockSize)))
            sum = overflow ? .max : added
            sums.append(sum)
            start += blockSize
        }
        return sums
    }

    /// The exact block sums, when the saturating ones reached `Int.max`; none otherwise.
    private static func wideBlockSums(_ counts: CompactCounts, blockSize: Int, saturated: [Int]) -> [WideCount] {
        // Kept when the saturating total is `Int.max`, so whenever a prefix sum is.
        let last = saturated[saturated.count - 1]
        let (total, overflow) = last.addingReportingOverflow(
            counts.saturatingSum(((saturated.count - 1) * blockSize)..<counts.count))
        guard last == .max || overflow || total == .max else { return [] }
        var sums = [WideCount]()
        sums.reserveCapacity(saturated.count)
        var sum = WideCount()
        sums.append(sum)
        var start = 0
        while start + blockSize <= counts.count {
            for slice in start..<(start + blockSize) { sum.add(counts[slice]) }
            sums.append(sum)
            start += blockSize
        }
        return sums
    }

    /// A sum of counts in 128 bits: counts are below 2^63, so no sum of fewer than 2^64 of them
    /// overflows it.
    private struct WideCount: Hashable, Sendable {
        var high: UInt64 = 0
        var low: UInt64 = 0

        mutating func add(_ count: Int) {
            let (sum, carry) = low.addingReportingOverflow(UInt64(count))
            low = sum
            if carry { high &+= 1 }
        }

        /// `self − other` (never negative: `other` is a sum of fewer counts), as an `Int`,
        /// saturating at `Int.max`.
        func saturatingDifference(_ other: WideCount) -> Int {
            let (low, borrow) = self.low.subtractingReportingOverflow(other.low)
            let high = self.high &- other.high &- (borrow ? 1 : 0)
            guard high == 0, low <= UInt64(Int.max) else { return .max }
            return Int(low)
        }
    }

    /// Whether two histograms have the same counts.
    public static func == (left: Histogram, right: Histogram) -> Bool { left.store == right.store }

    /// Hashes the counts.
    public func hash(into hasher: inout Hasher) { hasher.combine(store) }
}
