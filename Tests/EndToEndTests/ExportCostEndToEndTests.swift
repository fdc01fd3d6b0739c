import Foundation
import TestSupport
import Testing

/// What a merge into a String Catalog costs grows with the catalog: its processor time for 8n
/// strings against n, the fastest of three runs each, well under what quadratic work gives.
@Suite("export: a merge's cost grows linearly with the catalog")
struct ExportCostEndToEndTests {
    @Test("Merging into 32,000 strings against 4,000: linear")
    func mergeGrowth() throws {
        let scratch = try Scratch("cost-merge")
        func run(_ count: Int) throws -> Double {
            try scratch.write("App.xcstrings", ExportConcurrencyEndToEndTests.appCatalog(count: count))
            let child = try ChildProcess(
                Tool.binary, ["export", "--format", "xcstrings", "-o", scratch.at("App.xcstrings")])
            let result = child.finish()
            #expect(result.status == 0, "\(String(decoding: result.stderr, as: UTF8.self))")
            return child.processorSeconds
        }
        let measure = try Growth.measure(small: { try run(4_000) }, large: { try run(32_000) })
        #expect(measure.ratio < Growth.linearBound, "\(measure)")
    }
}
