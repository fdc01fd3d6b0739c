import Foundation
import SliderFormatting
import TestSupport
import Testing

/// `validate` through the built binary: SARIF locations relative to `--base`, and
/// `--baseline` with a JSON or SARIF report of an earlier run.
@Suite("validate: reports and baselines, end to end")
struct ValidateFormatsEndToEndTests {
    /// A temporary folder with `files` (relative path → contents), removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("formats-\(UUID().uuidString)")
        for (name, contents) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
        }
        return url
    }

    static let english = #"{"count": "{count, plural, one {# result} other {# results}}", "hello": "Hello"}"#
    static let arabic = #"{"count": "{count, plural, one {# نتيجة} other {# نتائج}}", "hello": "مرحبا"}"#
    static let icu = "(ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))"

    @Test("SARIF locations are relative to --base, which originalUriBaseIds names")
    func sarifBase() throws {
        let folder = try Self.folder(["app/Locales/en.json": Self.english, "app/Locales/ar.json": Self.arabic])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", "app/Locales", "--format", "sarif", "--base", "app"], directory: folder.path)
        #expect(result.status == 1)
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = (run["originalUriBaseIds"] as? [String: [String: String]])?["%SRCROOT%"]?["uri"]
        #expect(base == "file://\(folder.path)/app/")
        let results = try #require(run["results"] as? [[String: Any]])
        let locations = results.compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
                as? [String: String]
        }
        #expect(locations.count == 4)
        #expect(Set(locations) == [["uri": "Locales/ar.json", "uriBaseId": "%SRCROOT%"]])
    }

    @Test(
        "--baseline: old findings leave the exit status, new ones count, and a bad baseline is a usage error", .pinnedToICU72,
        arguments: ["json", "sarif"])
    func baseline(format: String) throws {
        let folder = try Self.folder(["Locales/en.json": Self.english, "Locales/ar.json": Self.arabic])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try Tool.run(["validate", "Locales", "--format", format], directory: folder.path)
        #expect(first.status == 1)
        try first.stdout.write(to: folder.appendingPathComponent("baseline"), atomically: true, encoding: .utf8)
        let same = try Tool.run(["validate", "Locales", "--baseline", "baseline"], directory: folder.path)
        #expect(same.status == 0)
        #expect(
            same.stdoutLines == [
                "2 files, 4 messages: 4 errors, 0 warnings; 4 unchanged from the baseline (not listed), 0 fixed since \(Self.icu)"
            ])
        // The Arabic 'two' gets its variant, and a new defect comes in at the top of the file.
        let changed = #"""
            {"oops": "{x",
             "count": "{count, plural, zero {لا نتائج} one {# نتيجة} two {نتيجتان} other {# نتائج}}", "hello": "مرحبا"}
            """#
        try changed.write(to: folder.appendingPathComponent("Locales/ar.json"), atomically: true, encoding: .utf8)
        let next = try Tool.run(["validate", "Locales", "--baseline", "baseline", "--format", "json"], directory: folder.path)
        #expect(next.status == 1)
        let report = try #require(JSONSerialization.jsonObject(with: Data(next.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(
            findings.map { "\($0["baselineState"] ?? "") \($0["rule"] ?? "") \($0["id"] ?? "") \($0["line"] ?? "")" } == [
                "new syntax oops 1", "unchanged missing-plural-category count 2",
                "unchanged missing-plural-category count 2", "new extra-key oops 1",
            ])
        let absent = try #require(report["absent"] as? [[String: Any]])
        #expect(
            absent.map { $0["message"] as? String ?? "" }.map { $0.replacingOccurrences(of: "ar count [count]: ", with: "") } == [
                "lacks 'zero', which 0 takes", "lacks 'two', which 2 takes",
            ])
        try "{}".write(to: folder.appendingPathComponent("empty"), atomically: true, encoding: .utf8)
        let bad = try Tool.run(["validate", "Locales", "--baseline", "empty"], directory: folder.path)
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "slider-speech: error: --baseline: empty: expected a JSON report (\"findings\") or a SARIF log (\"runs\")\n")
    }

    @Test("Mixed inputs in one run give one report: JSON catalogs, a String Catalog and an Android res tree", .pinnedToICU72)
    func mixedInputs() throws {
        let folder = try Self.folder(["Locales/en.json": Self.english, "Locales/ar.json": Self.arabic])
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = Tool.packageRoot + "/Tests/Fixtures/StringCatalogs/PriceFilter.xcstrings"
        let res = Tool.packageRoot + "/Tests/Fixtures/Android/res"
        let result = try Tool.run(["validate", "Locales", catalog, res], directory: folder.path)
        #expect(result.status == 1)
        #expect(
            result.stdoutLines == [
                "Locales/ar.json:1:2: error missing-plural-category: ar count [count]: lacks 'zero', which 0 takes",
                "Locales/ar.json:1:2: error missing-plural-category: ar count [count]: lacks 'two', which 2 takes",
                "Locales/ar.json:1:2: error missing-plural-category: ar count [count]: lacks 'few', which 3, 4, 5, 6, 7, 8, … take",
                "Locales/ar.json:1:2: error missing-plural-category: ar count [count]: lacks 'many', which 11, 12, 13, 14, 15, 16, … take",
                "10 files, 85 messages: 4 errors, 0 warnings \(Self.icu)",
            ])
        let clean = try Tool.run(["validate", catalog, res, "--format", "json"])
        #expect(clean.status == 0)
        let report = try #require(JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [String: Any])
        #expect(report["summary"] as? [String: Int] == ["files": 8, "messages": 81, "errors": 0, "warnings": 0])
    }
}
