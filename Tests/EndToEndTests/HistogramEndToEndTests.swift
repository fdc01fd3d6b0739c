import Foundation
import TestSupport
import Testing

/// Histograms at the edges of what a count can hold, through the built tool.
@Suite("Histogram edges, end to end")
struct HistogramEndToEndTests {
    /// A range over 0…1000 whose histogram has `slices` slices of 1 and, at the end, two
    /// slices of `last` each, and `events` sets of the lower thumb to distinct values.
    static func saturatedCase(_ scratch: Scratch, slices: Int, events: Int, last: String) throws -> (String, String) {
        var spec = #"{"kind":"range","bounds":[0,1000],"value":[0,1000],"histogram":["#
        spec += String(repeating: "1,", count: slices - 2) + last + "," + last + "]}"
        var lines = ""
        for index in 0..<events {
            lines += #"{"type":"set","thumb":"lower","value":\#(Double(index) * 0.01 + 0.005)}"# + "\n"
        }
        return (try scratch.write("spec-\(slices).json", spec), lines)
    }

    @Test("Counts whose total passes Int.max cost each event the same as any others: n against 8n is linear")
    func saturatedTotalIsLinear() throws {
        let scratch = try Scratch("histogram")
        // 2^62 twice: the sums up to the last slice pass Int.max.
        let small = try Self.saturatedCase(scratch, slices: 25_000, events: 250, last: "4611686018427387904")
        let large = try Self.saturatedCase(scratch, slices: 200_000, events: 2_000, last: "4611686018427387904")
        func run(_ job: (String, String)) throws -> Double {
            let result = try Tool.run(["pipeline", "--spec", job.0], input: job.1)
            #expect(result.status == 0, "\(result.stderr)")
            return result.processorSeconds
        }
        let growth = try Growth.measure(small: { try run(small) }, large: { try run(large) })
        #expect(growth.ratio < Growth.linearBound, "\(growth)")
    }

    @Test("A count past 2^53 is read as written, not through a Double; one past Int.max is refused naming the limit")
    func largestCounts() throws {
        let scratch = try Scratch("histogram")
        let countMessage = #""countMessage":"{count, plural, other {# items}}""#
        let fits = try scratch.write(
            "fits.json", #"{"kind":"range","bounds":[0,10],"value":[0,10],"histogram":[9223372036854775807,0],\#(countMessage)}"#)
        let accepted = try Tool.run(["announce", "--spec", fits, "--format", "json"])
        #expect(accepted.status == 0)
        #expect(accepted.stderr == "")
        let beyond = try scratch.write(
            "beyond.json", #"{"kind":"range","bounds":[0,10],"value":[0,10],"histogram":[1,9223372036854775808]}"#)
        let refused = try Tool.run(["announce", "--spec", beyond])
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "slider-speech: error: \(beyond): histogram[1]: 9223372036854775808 is more than the largest count, 9223372036854775807\n"
        )
    }
}
