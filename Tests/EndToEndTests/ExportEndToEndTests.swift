import Foundation
import SliderFormatting
import Testing

/// `export` through the built binary: both formats of the built-in catalog, read back by
/// `validate` with no finding in any locale; usage errors and messages no format can say.
@Suite("export: end to end")
struct ExportEndToEndTests {
    static func temporary() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("export-e2e-\(UUID().uuidString)")
    }

    static let icu = "(ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))"

    /// The built-in catalog's locales, from `locales --format json`.
    static func builtInLocales() throws -> [String] {
        let result = try Tool.run(["locales", "--format", "json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let entries = try #require(json["locales"] as? [[String: Any]])
        return entries.compactMap { $0["locale"] as? String }
    }

    @Test("xcstrings: export of every locale, then validate gives no finding in any locale")
    func stringCatalog() throws {
        let folder = Self.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Localizable.xcstrings").path
        let export = try Tool.run(["export", "--format", "xcstrings", "--all-locales", "-o", path])
        #expect(export.status == 0)
        #expect(export.stdout == "wrote \(path)\n")
        #expect(export.stderr == "")
        let validate = try Tool.run(["validate", path])
        // The 17 messages an app sets or posts and the 5 limit reasons, in 45 locales.
        #expect(validate.stdoutLines == ["1 file, 990 messages: 0 errors, 0 warnings \(Self.icu)"])
        #expect(validate.status == 0)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        let locales = Set(strings.values.flatMap { ($0["localizations"] as? [String: Any])?.keys.map { $0 } ?? [] })
        let builtIn = try Self.builtInLocales()
        #expect(builtIn.count == 45)
        #expect(locales == Set(builtIn))
    }

    @Test("android: export of every locale, then validate gives no finding in any locale")
    func android() throws {
        let folder = Self.temporary()
        defer { try? FileManager.default.removeItem(at: folder) }
        let res = folder.appendingPathComponent("app/src/main/res").path
        let export = try Tool.run(["export", "--format", "android", "--all-locales", "-o", res])
        #expect(export.status == 0)
        #expect(export.stderr == "")
        let folders = try FileManager.default.contentsOfDirectory(atPath: res).sorted()
        #expect(folders.count == 45)
        // One line per file written, in the order of the paths.
        #expect(
            export.stdoutLines
                == folders.sorted { "\($0)/".utf8.lexicographicallyPrecedes("\($1)/".utf8) }.map {
                    "wrote \(res)/\($0)/slider_speech_strings.xml"
                })
        #expect(
            folders.prefix(6) == ["values", "values-ar", "values-b+sr+Latn", "values-b+zh+Hans", "values-b+zh+Hant", "values-bg"])
        #expect(folders.contains("values-pt-rBR") && folders.contains("values-he") && folders.contains("values-fil"))
        let validate = try Tool.run(["validate", res])
        // The 16 messages an Android app sets or posts, the 5 limit reasons and the count's =0
        // string, in 45 locales.
        #expect(validate.stdoutLines == ["45 files, 990 messages: 0 errors, 0 warnings \(Self.icu)"])
        #expect(validate.status == 0)
        let english = try String(contentsOfFile: res + "/values/slider_speech_strings.xml", encoding: .utf8)
        #expect(english.contains(#"<resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en">"#))
        #expect(english.contains(#"    <string name="slider_count_results_zero">No results</string>"#))
        #expect(english.contains(#"    <string name="slider_limit_otherThumb">%1$s, can\'t pass %2$s</string>"#))
    }

    @Test("A new target: en alone with a warning, or the --locale languages; --locale must be a locale")
    func newTargets() throws {
        let folder = Self.temporary()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = try Tool.run(["export", "--format", "android", "-o", "a"], directory: folder.path)
        #expect(alone.status == 0)
        #expect(
            alone.stderr
                == "slider-speech: warning: -o: a has no languages yet: the export writes en alone (give --locale for each "
                + "language the app has)\n")
        #expect(alone.stdoutLines == ["wrote a/values/slider_speech_strings.xml"])
        let asked = try Tool.run(
            ["export", "--format", "android", "--locale", "de", "--locale", "pt-BR", "--locale", "DE", "-o", "b"],
            directory: folder.path)
        #expect(asked.status == 0)
        #expect(asked.stderr == "")
        #expect(
            asked.stdoutLines == [
                "wrote b/values-de/slider_speech_strings.xml", "wrote b/values-pt-rBR/slider_speech_strings.xml",
                "wrote b/values/slider_speech_strings.xml",
            ])
        let catalog = try Tool.run(
            ["export", "--format", "xcstrings", "--locale", "ja", "-o", "c/Localizable.xcstrings"], directory: folder.path)
        #expect(catalog.status == 0 && catalog.stderr == "")
        let text = try String(contentsOfFile: folder.path + "/c/Localizable.xcstrings", encoding: .utf8)
        #expect(text.contains(#""value" : "最小値""#))
        let bad = try Tool.run(["export", "--format", "xcstrings", "--locale", "english!", "-o", "d"], directory: folder.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix("slider-speech: error: --locale: "))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/d"))
    }

    @Test(
        "Usage errors: one line, exit status 2, nothing written",
        arguments: [
            (["export", "-o", "x.xcstrings"], "slider-speech: error: --format is required (xcstrings or android)"),
            (["export", "--format", "po", "-o", "x"], "slider-speech: error: --format: 'po' is not one of xcstrings, android"),
            (["export", "--format", "android"], "slider-speech: error: -o OUT is required"),
            (["export", "--format", "android", "-o", "res", "extra"], "slider-speech: error: unexpected argument 'extra'"),
            (
                ["export", "--format", "xcstrings", "-o", "."],
                "slider-speech: error: -o: '.' is a directory (give the .xcstrings file to write)"
            ),
            (
                ["export", "--format", "xcstrings", "--catalog", "no-such-folder", "-o", "x.xcstrings"],
                "slider-speech: error: --catalog: no-such-folder: cannot read the catalog directory (no such file or directory)"
            ),
            (
                ["export", "--format", "android", "--catalog", "Examples/Locales", "-o", "res"],
                "slider-speech: error: cannot export: demo.speed.value (en): =1 selects one exact number, which neither a String Catalog nor an Android plural can (only =0 has a counterpart; Android's quantity is also a whole number)"
            ),
        ])
    func usage(arguments: [String], line: String) throws {
        let folder = Self.temporary()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Examples/Locales is given from the package root.
        let resolved = arguments.map { $0 == "Examples/Locales" ? Tool.packageRoot + "/Examples/Locales" : $0 }
        let result = try Tool.run(resolved, directory: folder.path)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == line + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    }

    @Test("A res folder that cannot be made is a write error")
    func unwritable() throws {
        let folder = Self.temporary()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "".write(to: folder.appendingPathComponent("file"), atomically: true, encoding: .utf8)
        let result = try Tool.run(["export", "--format", "android", "-o", "file/res"], directory: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr == "slider-speech: error: -o: cannot write 'file': is not a directory\n")
    }

    @Test("--help names the formats and the article")
    func help() throws {
        let result = try Tool.run(["export", "--help"])
        #expect(result.status == 0)
        #expect(
            result.stdout.hasPrefix(
                "Usage: slider-speech export --format xcstrings|android [--catalog DIR]... [--locale L]...\n"
                    + "                            [--all-locales] [--overwrite-edits] -o OUT\n"))
        #expect(result.stdout.contains("Documentation: Sources/SliderSpeechExport/SliderSpeechExport.docc/ExportingCatalogs.md"))
        let usage = try Tool.run(["--help"])
        #expect(usage.stdout.contains("  export    the catalogs as an Xcode String Catalog or Android resources\n"))
    }
}
