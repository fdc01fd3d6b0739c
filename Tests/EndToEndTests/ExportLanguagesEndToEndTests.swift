import Foundation
import TestSupport
import Testing

/// The export into an app's own files, through the built binary, on the committed scenario in
/// `Tests/Fixtures/ExportIntoApp`: an app whose String Catalog and `res` tree are in en, de and
/// fr (strings of its own: a plural, one with two arguments) and whose slider catalog
/// (`Locales/`) is in en, de, pl, ar and ja.
///
/// The rule: the export writes the app's languages and no other; every built-in word goes into
/// each of them; afterwards `validate` on the app finds nothing new but the app's own slider
/// strings missing in the app's languages its slider catalog lacks (French here), and the
/// export names each of them in a warning. The app's own strings and files stay byte for byte,
/// and the same export again changes no byte.
@Suite("export into an app's languages: the committed scenario, both formats")
struct ExportLanguagesEndToEndTests {
    static let fixture = Tool.packageRoot + "/Tests/Fixtures/ExportIntoApp"
    /// The app's own slider strings, from its slider catalog.
    static let sliderIDs = [
        "hotel.price.any", "hotel.price.label", "hotel.price.maximum", "hotel.price.minimum", "hotel.stays.count",
    ]

    /// A copy of the scenario in a scratch folder.
    static func scenario() throws -> Scratch {
        let scratch = try Scratch("export-languages")
        for folder in ["App", "Locales"] {
            try FileManager.default.copyItem(atPath: fixture + "/" + folder, toPath: scratch.at(folder))
        }
        return scratch
    }

    /// `validate --format json` of a path: each finding as rule, locale and id (`.` and `-` as
    /// `_`, as Android names have them).
    static func findings(_ path: String) throws -> [String] {
        let result = try Tool.run(["validate", "--format", "json", path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        return findings.map { finding in
            let id = String((finding["id"] as? String ?? "").map { $0 == "." || $0 == "-" ? "_" : $0 })
            return "\(finding["rule"] as? String ?? "") \(finding["locale"] as? String ?? "") \(id)"
        }.sorted()
    }

    /// What the scenario's export must name: French lacks the app's five slider strings.
    static let frenchWarning =
        "slider-speech: warning: fr: %@ has no fr translation of 5 messages, missing from the export's fr (the app "
        + "says them in en there): hotel.price.label, hotel.price.minimum, hotel.price.maximum, hotel.price.any, "
        + "hotel.stays.count"

    @Test("String Catalog: en, de and fr only; validate finds only French's missing slider strings, each named")
    func stringCatalog() throws {
        let scratch = try Self.scenario()
        let path = scratch.at("App/Localizable.xcstrings")
        let before = try #require(scratch.read("App/Localizable.xcstrings"))
        #expect(try Self.findings(path) == [])
        let export = try Tool.run(["export", "--format", "xcstrings", "--catalog", scratch.at("Locales"), "-o", path])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stderr == Self.frenchWarning.replacingOccurrences(of: "%@", with: scratch.at("Locales")) + "\n")
        #expect(
            export.stdout
                == "wrote \(path): 27 strings of the export changed (27 added, 0 updated), 4 of the catalog's own kept\n")
        // Nothing new but each missing French slider string, as the warning names them.
        #expect(try Self.findings(path) == Self.sliderIDs.map { "missing-key fr \($0.replacingOccurrences(of: ".", with: "_"))" })
        let text = try #require(scratch.read("App/Localizable.xcstrings"))
        #expect(ExportIntoAppEndToEndTests.onlyAdded(before, text))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: [String: Any]])
        var languages = Set<String>()
        for string in strings.values { languages.formUnion((string["localizations"] as? [String: Any])?.keys ?? [:].keys) }
        #expect(languages == ["de", "en", "fr"])
        // The built-in words in French, although the slider catalog has none.
        let lower = try #require(strings["slider.thumb.lower"]?["localizations"] as? [String: [String: [String: String]]])
        #expect(lower["fr"]?["stringUnit"]?["value"] == "Valeur minimale")
        #expect(lower["de"]?["stringUnit"]?["value"] == "Mindestwert")
        // The same export again: no byte changes.
        let again = try Tool.run(["export", "--format", "xcstrings", "--catalog", scratch.at("Locales"), "-o", path])
        #expect(again.status == 0)
        #expect(scratch.read("App/Localizable.xcstrings") == text)
    }

    @Test("Android: values, values-de and values-fr only; validate finds only French's missing slider strings; aapt compiles")
    func android() throws {
        let scratch = try Self.scenario()
        let res = scratch.at("App/res")
        let appFiles = try ["values", "values-de", "values-fr"].map { folder in
            try #require(scratch.read("App/res/\(folder)/strings.xml"))
        }
        #expect(try Self.findings(res) == [])
        let export = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("Locales"), "-o", res])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stderr == Self.frenchWarning.replacingOccurrences(of: "%@", with: scratch.at("Locales")) + "\n")
        #expect(
            export.stdoutLines == ["values-de", "values-fr", "values"].map { "wrote \(res)/\($0)/slider_speech_strings.xml" })
        // The count's =0 string goes with the count.
        #expect(
            try Self.findings(res)
                == (Self.sliderIDs + ["hotel.stays.count_zero"]).map {
                    "missing-key fr \($0.replacingOccurrences(of: ".", with: "_"))"
                }
                .sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: res).sorted() == ["values", "values-de", "values-fr"])
        for (folder, text) in zip(["values", "values-de", "values-fr"], appFiles) {
            #expect(scratch.read("App/res/\(folder)/strings.xml") == text, "\(folder)")
        }
        let french = try #require(scratch.read("App/res/values-fr/slider_speech_strings.xml"))
        #expect(french.contains(#"<string name="slider_thumb_lower">Valeur minimale</string>"#))
        let written = try ["values", "values-de", "values-fr"].map { folder in
            try #require(scratch.read("App/res/\(folder)/slider_speech_strings.xml"))
        }
        let again = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("Locales"), "-o", res])
        #expect(again.status == 0)
        for (folder, text) in zip(["values", "values-de", "values-fr"], written) {
            #expect(scratch.read("App/res/\(folder)/slider_speech_strings.xml") == text, "\(folder)")
        }
        if AndroidExportAaptTests.runs {
            let compiled = try AndroidExportAaptTests.compile(res: res)
            #expect(compiled.status == 0, "aapt package: \(compiled.errors)")
            #expect(compiled.configurations["fr"]?.strings["slider_thumb_lower"] == "Valeur minimale")
            #expect(compiled.configurations["de"]?.strings["hotel_price_label"] == "Preis pro Nacht")
            #expect(compiled.configurations["(default)"]?.plurals["nights"] == ["one": "%d night", "other": "%d nights"])
        }
    }

    @Test("Asked for: --locale adds a language the app lacks; --all-locales writes every catalog's")
    func asked() throws {
        let scratch = try Self.scenario()
        let res = scratch.at("App/res")
        let export = try Tool.run([
            "export", "--format", "android", "--catalog", scratch.at("Locales"), "--locale", "pl", "-o", res,
        ])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: res).sorted() == [
                "values", "values-de", "values-fr", "values-pl",
            ])
        let all = try Tool.run([
            "export", "--format", "xcstrings", "--catalog", scratch.at("Locales"), "--all-locales", "-o",
            scratch.at("App/Localizable.xcstrings"),
        ])
        #expect(all.status == 0)
        let text = try #require(scratch.read("App/Localizable.xcstrings"))
        #expect(text.contains(#""ja" : {"#) && text.contains(#""ar" : {"#) && text.contains(#""sv" : {"#))
    }
}
