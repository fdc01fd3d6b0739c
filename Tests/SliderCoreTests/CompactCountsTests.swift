import SliderCore
import TestSupport
import Testing

/// Counts kept in the narrowest width that holds them, and histograms over them.
@Suite("Compact counts")
struct CompactCountsTests {
    @Test(
        "The width follows the largest count: 1, 2, 4 or 8 bytes",
        arguments: [
            ([0, 9, 255], 1),
            ([0, 256], 2),
            ([65_535, 1], 2),
            ([65_536], 4),
            ([4_294_967_295], 4),
            ([4_294_967_296, 0], 8),
            ([Int.max], 8),
        ] as [([Int], Int)])
    func width(counts: [Int], bytes: Int) {
        let built = CompactCounts(counts)
        #expect(built.bytesPerCount == bytes)
        #expect(Array(built) == counts)
        var appended = CompactCounts()
        for count in counts { appended.append(count) }
        #expect(appended.bytesPerCount == bytes)
        #expect(Array(appended) == counts)
        #expect(appended == built)
    }

    @Test("Widening keeps every count: 1,000 seeded random lists appended one count at a time")
    func wideningKeepsCounts() {
        var random = SeededRandom(seed: 0xC0_0047)
        let limits = [9, 300, 70_000, 5_000_000_000, Int.max]
        for _ in 0..<1_000 {
            let length = Int(random.next() % 300)
            let counts = (0..<length).map { _ in
                Int(random.next() % UInt64(limits[Int(random.next() % UInt64(limits.count))]))
            }
            var store = CompactCounts()
            for count in counts { store.append(count) }
            #expect(Array(store) == counts, "\(counts)")
        }
    }

    @Test("Counts equal across widths are equal, and hash alike")
    func equality() {
        var narrow = CompactCounts([1, 2, 3])
        let wide = CompactCounts([1, 2, 3, 1_000])
        #expect(narrow != wide)
        narrow.append(1_000)
        #expect(narrow == wide)
        var widened = CompactCounts([1, 2, 70_000])
        widened = CompactCounts(Array(widened.prefix(2)))
        #expect(widened == CompactCounts([1, 2]))
        #expect(Set([CompactCounts([5, 6]), CompactCounts([5, 6] + [])]).count == 1)
    }

    @Test("Sums saturate at Int.max", arguments: [([Int.max, 1], Int.max), ([Int.max - 1, 1], Int.max), ([3, 4], 7)])
    func saturatingSum(counts: [Int], sum: Int) {
        #expect(CompactCounts(counts).saturatingSum(0..<counts.count) == sum)
    }

    @Test("A histogram of one-digit counts keeps 1 byte a count and a sum per 64 counts")
    func histogramBytes() throws {
        let counts = (0..<100_000).map { $0 % 10 }
        let histogram = try Histogram(counts: counts)
        #expect(histogram.bytesPerCount == 1)
        #expect(Histogram.blockSize == 64)
        // 100,000 bytes of counts and 1,563 sums of 8 bytes, with the allocator's rounding.
        #expect(histogram.retainedBytes >= 112_504)
        #expect(histogram.retainedBytes <= 113_000)
        #expect(histogram.sliceCount == 100_000)
        #expect(histogram.count(ofSlice: 99_999) == 9)
        #expect(histogram.total == 450_000)
    }

    @Test("Up to 4,096 slices a histogram keeps one sum a slice; beyond, one per 64", arguments: [1, 20, 4_096, 4_097])
    func sumsPerSlice(sliceCount: Int) throws {
        let histogram = try Histogram(counts: Array(repeating: 3, count: sliceCount))
        let sums = sliceCount <= 4_096 ? sliceCount + 1 : sliceCount / 64 + 1
        #expect(Histogram.exactSumsUpTo == 4_096)
        #expect(Histogram.blockSize(forSliceCount: sliceCount) == (sliceCount <= 4_096 ? 1 : 64))
        // The counts' bytes (1 each) and the sums' 8 bytes each, with the allocator's rounding.
        #expect(histogram.retainedBytes >= sliceCount + sums * 8)
        #expect(histogram.retainedBytes <= sliceCount + sums * 8 + 256)
        #expect(histogram.total == 3 * sliceCount)
    }

    @Test(
        "Matches across block ends agree with a sum slice by slice",
        arguments: [1, 63, 64, 65, 127, 128, 129, 1_000, 4_096, 4_097, 4_159, 4_160, 4_161, 10_000])
    func blockEnds(sliceCount: Int) throws {
        let counts = (0..<sliceCount).map { ($0 * 7) % 300 }
        let histogram = try Histogram(counts: counts)
        let bounds = try SliderBounds(lower: 0, upper: Double(sliceCount))
        let ends = [0, 1, 62, 63, 64, 65, 127, 128, 4_095, 4_096, 4_159, 4_160, 9_983, 9_984, sliceCount - 1]
        for lower in ends where lower < sliceCount {
            for upper in [lower] + ends where upper >= lower && upper < sliceCount {
                let expected = counts[lower...upper].reduce(0, +)
                #expect(
                    histogram.matches(lower: Double(lower), upper: Double(upper) + 0.99, in: bounds) == expected,
                    "slices \(lower)...\(upper) of \(sliceCount)")
            }
        }
        #expect(histogram.total == counts.reduce(0, +))
    }
}
