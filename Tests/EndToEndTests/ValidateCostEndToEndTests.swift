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
}
