import SliderCore
import SliderSpeech
import Testing

/// A description's histogram is read straight into compact counts: no array of `Double`s, no
/// `[Int]`, no copy between the JSON tree and the histogram.
@Suite("Histogram memory")
struct HistogramMemoryTests {
    static func description(histogram: String) throws(SliderDescriptionError) -> SliderDescription {
        try SliderDescription(
            json: #"{"kind": "range", "bounds": [0, 1000], "value": [100, 900], "histogram": [\#(histogram)]}"#)
    }

    @Test("100,000 one-digit counts: 1 byte a count and a sum per 64 counts, about 1.13 bytes a count")
    func oneDigitCounts() throws {
        let counts = (0..<100_000).map { String($0 % 10) }.joined(separator: ",")
        let histogram = try #require(try Self.description(histogram: counts).histogram)
        #expect(histogram.bytesPerCount == 1)
        #expect(histogram.sliceCount == 100_000)
        #expect(histogram.total == 450_000)
        // Counts reserved while reading grow by doubling up to what the rest of the text can
        // hold (two bytes an item): at most 100,000 bytes here, and 1,563 sums of 8 bytes.
        #expect(histogram.retainedBytes <= 100_000 + 12_504 + 256)
        // Slices 10,000 to 89,999 have their midpoints in 100…900: 8,000 runs of 0 to 9.
        #expect(histogram.matches(lower: 100, upper: 900, in: try SliderBounds(lower: 0, upper: 1000)) == 360_000)
    }

    @Test(
        "The JSON reader keeps plainly written whole numbers from 0 as compact counts, of the width the largest needs",
        arguments: [
            ("[0, 1, 255]", 1),
            ("[1, 256]", 2),
            ("[70000, 2]", 4),
            ("[999999999999999]", 8),
        ])
    func compactWidths(text: String, bytes: Int) throws {
        guard case .array(let items) = try JSONParser.parse(text) else {
            Issue.record("not an array")
            return
        }
        let counts = try #require(items.compactCounts)
        #expect(counts.bytesPerCount == bytes)
        #expect(items.isCompactNumbers)
    }

    @Test(
        "Any other array of numbers is not compact counts, and reads as before",
        arguments: [
            ("[1, -1]", ["1", "-1"]),
            ("[1, 1.0]", ["1", "1.0"]),
            ("[1, 2e2]", ["1", "2e2"]),
            ("[3, 1000000000000000]", ["3", "1000000000000000"]),
            ("[-0, 5]", ["-0", "5"]),
        ])
    func otherNumbers(text: String, texts: [String]) throws {
        guard case .array(let items) = try JSONParser.parse(text) else {
            Issue.record("not an array")
            return
        }
        #expect(items.compactCounts == nil)
        #expect(items.isCompactNumbers)
        #expect(items.map { item -> String in if case .number(let number) = item { number.text } else { "?" } } == texts)
    }

    @Test("Counts then a string: the array is values, each number as written")
    func countsThenString() throws {
        guard case .array(let items) = try JSONParser.parse(#"[1, 2, "x", 3]"#) else {
            Issue.record("not an array")
            return
        }
        #expect(items.compactCounts == nil)
        #expect(!items.isCompactNumbers)
        #expect(items == JSONArray([.number(1), .number(2), .string("x"), .number(3)]))
    }

    @Test(
        "A histogram that is not compact counts takes the general path: its errors name the item",
        arguments: [
            ("1, 2, -1", "histogram[2]: -1 is not a count (a whole number from 0)"),
            ("1, 2.5", "histogram[1]: 2.5 is not a count (a whole number from 0)"),
            (#"1, "2""#, "histogram[1]: expected a number, got a string"),
            ("", "histogram: is empty"),
        ])
    func generalPath(histogram: String, message: String) {
        do {
            _ = try Self.description(histogram: histogram)
            Issue.record("accepted: [\(histogram)]")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Counts written as 1.0 or 2e2 are counts too, as before")
    func wholeNumbersWrittenOtherwise() throws {
        let histogram = try #require(try Self.description(histogram: "1.0, 2e2, 3").histogram)
        #expect(histogram.counts == [1, 200, 3])
    }
}
