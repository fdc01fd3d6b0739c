import SliderCore
import TestSupport
import Testing

/// Matches from prefix sums and binary search agree with counting slice by slice.
@Suite("Histogram matches by prefix sums")
struct HistogramPrefixSumTests {
    /// Slice by slice, as the specification words it: the counts of the slices whose midpoint
    /// lies in `lower...upper`, saturating.
    static func reference(_ histogram: Histogram, _ lower: Double, _ upper: Double, _ bounds: SliderBounds) -> Int {
        var sum = 0
        let counts = histogram.counts
        for index in counts.indices {
            let midpoint = histogram.midpoint(ofSlice: index, in: bounds)
            guard lower <= midpoint, midpoint <= upper else { continue }
            let (added, overflow) = sum.addingReportingOverflow(counts[index])
            sum = overflow ? .max : added
        }
        return sum
    }

    @Test("Property: matches equal the slice-by-slice sum, for 3,000 seeded random histograms and ranges")
    func agreesWithReference() throws {
        var random = SeededRandom(seed: 0x5EED_0014)
        for _ in 0..<3_000 {
            let count = Int(random.next() % 200) + 1
            let huge = random.next() % 10 == 0
            let counts = (0..<count).map { _ in huge ? Int.max / 3 : Int(random.next() % 50) }
            let histogram = try Histogram(counts: counts)
            let low = Double(Int(random.next() % 2_000)) - 1_000
            let bounds = try SliderBounds(lower: low, upper: low + Double(random.next() % 1_000) + 0.5)
            let a = bounds.lower + (bounds.upper - bounds.lower) * Double(random.next() % 1_001) / 1_000
            let b = bounds.lower + (bounds.upper - bounds.lower) * Double(random.next() % 1_001) / 1_000
            let (lower, upper) = random.next() % 8 == 0 ? (max(a, b), min(a, b)) : (min(a, b), max(a, b))
            #expect(
                histogram.matches(lower: lower, upper: upper, in: bounds) == Self.reference(histogram, lower, upper, bounds),
                "\(counts.count) slices, \(lower)…\(upper) in \(bounds.lower)…\(bounds.upper)")
        }
    }

    @Test(
        "Property: ranges ending on, just below and just above midpoints, at scales from 1e-300 to 1e300 and outside the bounds, agree slice by slice (2,000 seeded cases)"
    )
    func edgesAtEveryScale() throws {
        var random = SeededRandom(seed: 0x5EED_0015)
        let scales = [1e-300, 1e-12, 1e-3, 1, 7, 1e6, 1e15, 1e300]
        for _ in 0..<2_000 {
            let count = random.next() % 4 == 0 ? Int(random.next() % 6_000) + 1 : Int(random.next() % 100) + 1
            let counts = (0..<count).map { _ in Int(random.next() % 9) }
            let histogram = try Histogram(counts: counts)
            let scale = scales[Int(random.next() % UInt64(scales.count))]
            let low = (Double(Int(random.next() % 2_001)) - 1_000) * scale
            let bounds = try SliderBounds(lower: low, upper: low + (Double(random.next() % 1_000) + 0.5) * scale)
            func end() -> Double {
                switch random.next() % 5 {
                case 0: return bounds.lower - scale * Double(random.next() % 10)
                case 1: return bounds.upper + scale * Double(random.next() % 10)
                default:
                    let midpoint = histogram.midpoint(ofSlice: Int(random.next() % UInt64(count)), in: bounds)
                    switch random.next() % 3 {
                    case 0: return midpoint.nextDown
                    case 1: return midpoint.nextUp
                    default: return midpoint
                    }
                }
            }
            let (a, b) = (end(), end())
            let (lower, upper) = (min(a, b), max(a, b))
            #expect(
                histogram.matches(lower: lower, upper: upper, in: bounds) == Self.reference(histogram, lower, upper, bounds),
                "\(count) slices, \(lower)…\(upper) in \(bounds.lower)…\(bounds.upper)")
        }
    }

    @Test("Extreme bounds and a range on a midpoint")
    func extremes() throws {
        let histogram = try Histogram(counts: [1, 2, 3, 4] as [Int])
        let wide = try SliderBounds(lower: -1e308, upper: 1e308)
        #expect(histogram.matches(lower: -1e308, upper: 1e308, in: wide) == Self.reference(histogram, -1e308, 1e308, wide))
        #expect(histogram.matches(lower: 0, upper: 1e308, in: wide) == 7)
        let unit = try SliderBounds(lower: 0, upper: 4)
        #expect(histogram.matches(lower: 1.5, upper: 1.5, in: unit) == 2)
        #expect(histogram.matches(lower: .nan, upper: 3, in: unit) == 0)
        #expect(histogram.matches(lower: -.infinity, upper: .infinity, in: unit) == 10)
        #expect(try Histogram(counts: [Int.max, 1] as [Int]).total == Int.max)
    }
}
