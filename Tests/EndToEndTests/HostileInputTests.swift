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
        let nested = String(repeating: "{value, plural, other {", count: 32) + "#" + String(repeating: "}}", count: 32)
        let spec = #"{"kind": "slider", "value": 0, "valueStyle": {"message": "\#(nested)"}}"#
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
                "\(folder.path)/en.json:1:2: error syntax: en a: arguments nest more than 32 levels deep (the most accepted) at offset 608 (nesting-limit)",
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
                "\(folder.path)/fr.json:1:2: warning too-complex: fr a: too complex to check fully: its variants make more paths than 200000 steps can enumerate, so argument names were compared over the whole message, not variant by variant",
                "2 files, 2 messages: 0 errors, 1 warning (ICU 72.1, CLDR 42.0)",
            ])
    }

    @Test("A histogram of a million counts: each event's count is exact")
    func millionCountHistogram() throws {
        let counts = Array(repeating: "1", count: 1_000_000).joined(separator: ",")
        let spec =
            #"{"kind": "range", "bounds": [0, 1000], "step": 1, "value": [100, 900], "histogram": [\#(counts)], "countMessage": "{count, plural, other {# results}}"}"#
        let folder = try Self.folder(["spec.json": spec])
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = [#"{"type":"increment","thumb":"lower"}"#, #"{"type":"end","thumb":"upper"}"#]
        let result = try Tool.run(
            ["pipeline", "--spec", folder.appendingPathComponent("spec.json").path],
            input: events.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdoutLines == [
                #"{"seq":1,"event":"increment","range":[101,900],"limitedBy":null,"announcements":[{"text":"101","speech":"101","politeness":"assertive","kind":"value","delivery":"screenReader","post":null},{"text":"799,000 results","speech":"799,000 results","politeness":"polite","kind":"count","delivery":"app","post":{"text":"799,000 results","speech":"799,000 results"}}]}"#,
                #"{"seq":2,"event":"end","range":[101,1000],"limitedBy":null,"announcements":[{"text":"1,000","speech":"1,000","politeness":"assertive","kind":"value","delivery":"screenReader","post":null},{"text":"899,000 results","speech":"899,000 results","politeness":"polite","kind":"count","delivery":"app","post":{"text":"899,000 results","speech":"899,000 results"}}]}"#,
            ])
    }

    @Test("2,000 tick labels: checked against the ticks as a set; a stray label is named")
    func manyTickLabels() throws {
        var labels = (0..<2_000).map { #""\#($0)": "t\#($0)""# }
        let good = #"{"kind": "ticks", "bounds": [0, 2000], "value": 3, "tickLabels": {\#(labels.joined(separator: ", "))}}"#
        let result = try Tool.run(["announce", "--spec", "-", "--platform", "web"], input: good)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.contains("  value      t3"))
        labels.append(#""1000.5": "stray""#)
        let stray =
            #"{"kind": "ticks", "bounds": [0, 2001], "value": 3, "ticks": [\#((0..<2_000).map(String.init).joined(separator: ","))], "tickLabels": {\#(labels.joined(separator: ", "))}}"#
        let rejected = try Tool.run(["announce", "--spec", "-"], input: stray)
        #expect(rejected.status == 2)
        #expect(rejected.stderr == "slider-speech: error: standard input: tickLabels.1000.5: 1000.5 is not one of the ticks\n")
    }

    struct Unspeakable: Sendable, CustomTestStringConvertible {
        let name: String
        let spec: String
        let error: String
        var testDescription: String { name }
    }

    @Test(
        "Texts a screen reader should never speak are errors naming the field",
        arguments: [
            Unspeakable(
                name: "value message {0}", spec: #"{"kind": "slider", "value": 0, "valueStyle": {"message": "{0}"}}"#,
                error: "valueStyle.message: uses {0}, which is never given (only {value} is), so it would be spoken as written"),
            Unspeakable(
                name: "value message {v}",
                spec: #"{"kind": "slider", "value": 0, "valueStyle": {"message": "{value} or {v}"}}"#,
                error: "valueStyle.message: uses {v}, which is never given (only {value} is), so it would be spoken as written"),
            Unspeakable(
                name: "count message {0}",
                spec: #"{"kind": "range", "value": [0, 1], "histogram": [1], "countMessage": "{0} results"}"#,
                error: "countMessage: uses {0}, which is never given (only {count} is), so it would be spoken as written"),
            Unspeakable(
                name: "skeleton currency/QQQ",
                spec: #"{"kind": "slider", "value": 0, "valueStyle": {"skeleton": "currency/QQQ"}}"#,
                error: "valueStyle.skeleton: 'QQQ' is not a currency ICU knows"),
            Unspeakable(
                name: "message ::currency/QQQ",
                spec: #"{"kind": "slider", "value": 0, "valueStyle": {"message": "{value, number, ::currency/QQQ}"}}"#,
                error: "valueStyle.message: 'QQQ' in {value, number, ::currency/QQQ} is not an ISO 4217 currency code ICU knows"),
        ])
    func unspeakable(_ row: Unspeakable) throws {
        let result = try Tool.run(["announce", "--spec", "-"], input: row.spec)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "slider-speech: error: standard input: \(row.error)\n")
    }
}
