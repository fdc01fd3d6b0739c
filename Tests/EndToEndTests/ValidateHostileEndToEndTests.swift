import Foundation
import SliderFormatting
import TestSupport
import Testing

/// Hostile catalogs through the built binary, as `Scripts/hostile-catalogs.sh` writes them for
/// measuring (its release-build timings are the speed figures; tests assert no absolute time):
/// a String Catalog of 10,000 entries in 30 languages (about 4 MB) validates whole, and a
/// one-line `strings.xml` of about 1 MB costs about what the same strings cost one to a line,
/// which a cost quadratic in the line's length would break many times over (it took 48 s where
/// one to a line takes under one).
@Suite("validate: hostile catalogs, end to end")
struct ValidateHostileEndToEndTests {
    static let languages = [
        "en", "ar", "bg", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "nb",
        "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv", "tr", "uk",
    ]

    /// 10,000 entries, each in English and four more of the 30 languages in turn; every tenth
    /// a plural.
    static func stringCatalog() -> String {
        var text = #"{"sourceLanguage":"en","strings":{"#
        for entry in 0..<10_000 {
            if entry > 0 { text += "," }
            text += #""entry.\#(entry) %@":{"localizations":{"#
            for k in 0...4 {
                let language = k == 0 ? "en" : languages[1 + (entry * 4 + k - 1) % 29]
                if k > 0 { text += "," }
                if entry % 10 == 0 {
                    text +=
                        #""\#(language)":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld item \#(entry)"}},"other":{"stringUnit":{"state":"translated","value":"%lld items \#(entry)"}}}}}"#
                } else {
                    text += #""\#(language)":{"stringUnit":{"state":"translated","value":"Text \#(entry) \#(language) %@"}}"#
                }
            }
            text += "}}"
        }
        return text + #"},"version":"1.0"}"#
    }

    /// One line of `count` strings, or one string a line.
    static func oneLine(_ count: Int, folder: String, lineBreaks: Bool = false) -> String {
        var text = #"<?xml version="1.0" encoding="utf-8"?><resources>"#
        for index in 0..<count {
            if lineBreaks { text += "\n" }
            text += #"<string name="s\#(index)">A string of text for the line \#(index) (\#(folder)): %1$s</string>"#
        }
        return text + "</resources>\n"
    }

    static func timed(_ arguments: [String], in directory: String) throws -> (result: Tool.Result, seconds: Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try Tool.run(arguments, directory: directory)
        return (result, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }

    @Test("A String Catalog of 10,000 entries in 30 languages (about 4 MB)")
    func largeStringCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = Self.stringCatalog()
        #expect(text.utf8.count > 3_500_000 && text.utf8.count < 4_500_000)
        try Data(text.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let run = try Self.timed(["validate", "Localizable.xcstrings", "--format", "json"], in: folder.path)
        #expect(run.result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.result.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Int])
        #expect(summary["messages"] == 50_000)
        // Each of the 29 other languages has about a seventh of the strings: one missing-key finding each.
        let findings = report["findings"] as? [[String: Any]] ?? []
        #expect(findings.filter { $0["rule"] as? String == "missing-key" }.count == 29)
    }

    @Test("A one-line strings.xml of about 1 MB, beside its translation")
    func oneLineResources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var seconds: [Double] = []
        for (tree, lineBreaks) in [("lines", true), ("res", false)] {
            for name in ["values", "values-fr"] {
                let directory = folder.appendingPathComponent("\(tree)/\(name)")
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                let text = Self.oneLine(12_300, folder: name, lineBreaks: lineBreaks)
                try Data(text.utf8).write(to: directory.appendingPathComponent("strings.xml"))
            }
            let run = try Self.timed(["validate", tree], in: folder.path)
            #expect(run.result.status == 0)
            #expect(
                run.result.stdoutLines == [
                    "2 files, 24600 messages: 0 errors, 0 warnings (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))"
                ])
            seconds.append(run.seconds)
        }
        // Relative, so that a busy machine slows both alike: the one line within five times the
        // lines' cost and a few seconds (a quadratic reader was about 80 times slower).
        #expect(seconds[1] < seconds[0] * 5 + 5, "one line \(seconds[1]) s, one string a line \(seconds[0]) s")
    }
}
