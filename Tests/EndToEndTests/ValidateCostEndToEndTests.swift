import Foundation
import TestSupport
import Testing

/// What `validate` costs on hostile shapes, through the built tool: linear in the input, or a
/// documented limit with a clear finding. Growth compares n with 8n in processor time.
@Suite("validate: costs on hostile shapes, end to end")
struct ValidateCostEndToEndTests {
    /// An Android tree whose French `<string>` has `count` attributes before its name.
    static func crowdedTree(_ scratch: Scratch, _ count: Int) throws -> String {
        let tree = "r\(count)"
        try scratch.write("\(tree)/values/strings.xml", #"<resources><string name="a">Hello %1$s</string></resources>"#)
        let attributes = (0..<count).map { #"a\#($0)="x""# }.joined(separator: " ")
        try scratch.write(
            "\(tree)/values-fr/strings.xml", #"<resources><string \#(attributes) name="a">Bonjour %1$s</string></resources>"#)
        return scratch.at(tree)
    }

    @Test("An element with thousands of attributes is refused at its place, in time linear in the file")
    func crowdedElement() throws {
        let scratch = try Scratch("crowded")
        let refused = try Tool.run(["validate", try Self.crowdedTree(scratch, 300)])
        #expect(refused.status == 1)
        #expect(
            refused.stdoutLines.first
                == "\(scratch.at("r300/values-fr/strings.xml")):1:12: error xml: fr: an element with 301 attributes: at most 256 are read (a resource element needs a few)"
        )
        let accepted = try Tool.run(["validate", try Self.crowdedTree(scratch, 200)])
        #expect(accepted.status == 0, "\(accepted.stdout)")
        let small = try Self.crowdedTree(scratch, 5_000)
        let large = try Self.crowdedTree(scratch, 40_000)
        let growth = try Growth.measure(
            small: { try Tool.run(["validate", small]).processorSeconds },
            large: { try Tool.run(["validate", large]).processorSeconds })
        #expect(growth.ratio < Growth.linearBound, "\(growth)")
    }

    /// An Android tree of `count` short strings and a French translation of every other one.
    static func largeTree(_ scratch: Scratch, _ count: Int) throws -> String {
        let tree = "large\(count)"
        var source = "<resources>"
        var french = "<resources>"
        for index in 0..<count {
            source += #"<string name="s\#(index)">v\#(index) %1$s</string>"#
            if index % 2 == 0 { french += #"<string name="s\#(index)">w\#(index) %1$s</string>"# }
        }
        try scratch.write("\(tree)/values/strings.xml", source + "</resources>")
        try scratch.write("\(tree)/values-fr/strings.xml", french + "</resources>")
        return scratch.at(tree)
    }

    /// AddressSanitizer reserves terabytes of address space for its shadow, so no `ulimit -v`
    /// can apply to a sanitized binary.
    static let underAddressSanitizer = dlsym(nil, "__asan_init") != nil

    @Test("Under a memory limit too small for the input, one line names the file, the estimate and the limit: exit 2")
    func memoryLimit() throws {
        guard !Self.underAddressSanitizer else { return }
        let scratch = try Scratch("memory")
        let large = try Self.largeTree(scratch, 100_000)
        let refused = try Scratch.runInShell("ulimit -v 300000", ["validate", large])
        #expect(refused.status == 2)
        #expect(refused.stdout == "")
        #expect(
            refused.stderr.hasPrefix(
                "slider-speech: error: \(large)/values/strings.xml: needs about 267.4 MB of memory (64 times its 4.2 MB), "
                    + "but the memory limit leaves "))
        #expect(refused.stderr.hasSuffix(" MB (ulimit -v, or the container's memory limit)\n"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        // A tree that fits is checked as ever under the same limit.
        let small = try Self.largeTree(scratch, 10_000)
        let checked = try Scratch.runInShell("ulimit -v 300000", ["validate", small])
        #expect(checked.status == 1, "\(checked.stderr)")  // the French lacks every other string
        #expect(checked.stderr == "")
        #expect(checked.stdout.split(separator: "\n").last?.hasPrefix("2 files, 15000 messages: 5000 errors") == true)
    }
}
