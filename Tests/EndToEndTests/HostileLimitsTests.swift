import Foundation
import Testing

/// The limits on hostile input as `announce --help` and the tool's reference article state them:
/// the help is made from the constants the code enforces, and the article must give the same numbers.
@Suite("Limits as documented")
struct HostileLimitsTests {
    @Test("announce --help states the file size, JSON depth and message nesting the code enforces")
    func announceHelp() throws {
        let result = try Tool.run(["announce", "--help"])
        #expect(result.status == 0)
        let limits = """
            Limits (each an error naming the field or file, never a crash or a hang):
              a --spec or catalog file holds at most 64 MiB (a histogram of 10 million
                counts is about 20 MB); histogram counts, ticks and tick labels are limited by
                that size alone, and checked in O(n log n)
              JSON nests at most 256 levels of arrays and objects
              a message pattern nests arguments at most 32 levels deep
              {value, spellout} and {value, ordinal} speak digits from 2^53 in magnitude on
              paths are bytes: a name that is not UTF-8 is opened as given and shown as \\xFF
            """
        #expect(result.stdout.contains(limits))
    }

    @Test(
        "The command-line tool article's limits section gives the same numbers",
        arguments: [
            "event line of at most 1 MiB", "A description or catalog file holds at most 64 MiB",
            "JSON nests at most 256 levels of arrays and objects", "A message pattern nests arguments at most 32 levels deep",
            "speak the value's digits from 2^53 in magnitude on",
        ])
    func article(sentence: String) throws {
        let article = try String(
            contentsOfFile: Tool.packageRoot + "/Sources/SliderSpeech/SliderSpeech.docc/CommandLineTool.md", encoding: .utf8)
        let flowed = article.replacingOccurrences(of: "\n  ", with: " ")
        #expect(flowed.contains(sentence))
    }

    @Test("A description nested past the JSON depth is one error line, exit 2")
    func jsonDepth() throws {
        let spec = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
        let result = try Tool.run(["announce", "--spec", "-"], input: spec)
        #expect(result.status == 2)
        #expect(
            result.stderr
                == "slider-speech: error: standard input: not JSON: line 1, column 257: nesting deeper than 256 levels\n")
    }
}
