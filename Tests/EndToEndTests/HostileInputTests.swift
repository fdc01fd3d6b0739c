import Foundation
import Testing

/// Hostile descriptions and catalogs through the built binary: deep nesting, explosive message
/// structure, huge tick label sets and histograms.
@Suite("Hostile descriptions and catalogs, end to end")
struct HostileInputTests {
    static func nested(_ levels: Int) -> String {
        String(repeating: "{v, select, other {", count: levels) + "x" + String(repeating: "}}", count: levels)
    }

    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return url
    }

    static let tooDeep =
        "valueStyle.message: message syntax error at offset 608: arguments nest more than 32 levels deep (the most accepted) (nesting-limit)"

    @Test("A value message nested 8,000 levels deep is an error naming the field, in announce and pipeline")
    func deepValueMessage() throws {
        let spec = #"{"kind": "slider", "value": 0, "valueStyle": {"message": "\#(Self.nested(8_000))"}}"#
        let announce = try Tool.run(["announce", "--spec", "-"], input: spec)
        #expect(announce.status == 2)
        #expect(announce.stdout == "")
        #expect(announce.stderr == "slider-speech: error: standard input: \(Self.tooDeep)\n")
        let folder = try Self.folder(["spec.json": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("spec.json").path
        let pipeline = try Tool.run(["pipeline", "--spec", path], input: #"{"type":"increment"}"# + "\n")
        #expect(pipeline.status == 2)
        #expect(pipeline.stderr == "slider-speech: error: \(path): \(Self.tooDeep)\n")
    }

    @Test("32 levels are accepted")
    func thirtyTwoLevels() throws {
        let spec = #"{"kind": "slider", "value": 0, "valueStyle": {"message": "\#(Self.nested(32))"}}"#
        let result = try Tool.run(["announce", "--spec", "-", "--platform", "web"], input: spec)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("validate: a catalog message nested 26,000 levels deep is a syntax finding with its offset")
    func deepCatalogMessage() throws {
        let folder = try Self.folder(["en.json": #"{"a": "\#(Self.nested(26_000))", "b": "fine"}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", folder.path])
        #expect(result.status == 1)
        #expect(
            result.stdoutLines == [
                "\(folder.path)/en.json:1: error syntax: en a: arguments nest more than 32 levels deep (the most accepted) at offset 608 (nesting-limit)",
                "1 file, 2 messages: 1 error, 0 warnings (ICU 72.1, CLDR 42.0)",
            ])
    }

    @Test("validate: fullwidth braces nested 26,000 deep do not overflow the character scan")
    func deepFullwidthBraces() throws {
        let pattern = "{v, select, other {" + String(repeating: "\u{FF5B}v, select, other \u{FF5B}", count: 26_000) + "x}}"
        let folder = try Self.folder(["en.json": #"{"a": "\#(pattern)"}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", folder.path])
        #expect(result.status == 1)
        #expect(
            result.stdoutLines.first?.hasSuffix(
                "arguments nest more than 32 levels deep (the most accepted) at offset 608 (nesting-limit)") == true)
    }

    @Test("validate: ten selects holding ten selects get a too-complex finding, not a runaway")
    func explosiveSelects() throws {
        let inner = (0..<10).map { "{s\($0), select, a {x} other {y}}" }.joined(separator: " ")
        let pattern = (0..<10).map { "{t\($0), select, a {\(inner)} other {\(inner)}}" }.joined(separator: " ")
        let translated = pattern.replacingOccurrences(of: "{x}", with: "{ex}")
        let folder = try Self.folder(["en.json": #"{"a": "\#(pattern)"}"#, "fr.json": #"{"a": "\#(translated)"}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", folder.path])
        #expect(result.status == 0)
        #expect(
            result.stdoutLines == [
                "\(folder.path)/fr.json:1: warning too-complex: fr a: too complex to check fully: its variants make more paths than 200000 steps can enumerate, so argument names were compared over the whole message, not variant by variant",
                "2 files, 2 messages: 0 errors, 1 warning (ICU 72.1, CLDR 42.0)",
            ])
    }
}
