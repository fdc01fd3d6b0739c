import Foundation
import Testing

@testable import SliderSpeech
@testable import SliderSpeechExport
@testable import SliderSpeechValidation

/// The built-in catalog exported in both formats and read back by the validator: no finding in
/// any of its locales.
@Suite("Export round trip: the built-in catalog through validate")
struct ExportRoundTripTests {
    /// Writes files under a new temporary folder and returns the folder.
    static func write(_ files: [CatalogExport.File]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString)")
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url)
        }
        return root
    }

    static let builtInLocales = CatalogSet.builtIn.localeTags

    @Test("The built-in catalog has the locales the round trip covers")
    func locales() {
        #expect(Self.builtInLocales.count >= 17)
        #expect(Self.builtInLocales.count == 45)
    }

    /// What an app sets or posts, by format: not the screen readers' own role words, hints and
    /// spoken texts, not the speech-only percentage, and on Android not the tick's place; and
    /// each limit message's reason alone, which an app posts when the value changed.
    static let stringCatalogIDs = [
        "slider.count.results", "slider.limit.highest", "slider.limit.highest.reason", "slider.limit.lowest",
        "slider.limit.lowest.reason", "slider.limit.otherThumb", "slider.limit.otherThumb.reason",
        "slider.limit.spanAbove", "slider.limit.spanAbove.reason", "slider.limit.spanBelow",
        "slider.limit.spanBelow.reason", "slider.range.any", "slider.range.between",
        "slider.range.orMore", "slider.range.upTo", "slider.thumb.lower", "slider.thumb.lowerNamed", "slider.thumb.upper",
        "slider.thumb.upperNamed", "slider.thumb.value", "slider.tick.between", "slider.tick.position",
    ]

    @Test("The built-in catalog has 27 message ids; a String Catalog gets the 17 an app sets or posts and 5 reasons")
    func exportedIDs() throws {
        let ids = try #require(try CatalogDirectory.builtIn.file(forTag: "en")).ids
        #expect(ids.count == 27)
        #expect(try CatalogExport().messages(.stringCatalog).map(\.id) == Self.stringCatalogIDs)
        #expect(
            try CatalogExport().messages(.android).map(\.id) == Self.stringCatalogIDs.filter { $0 != "slider.tick.position" })
        #expect(
            CatalogExport.leftOut(.stringCatalog).keys.sorted() == [
                "slider.hint.android", "slider.hint.ios", "slider.hint.web", "slider.role.adjustable",
                "slider.role.android", "slider.role.web", "slider.spoken.android", "slider.spoken.ios",
                "slider.spoken.web", "slider.value.amountName", "slider.value.percent",
            ])
    }

    @Test("String Catalog: every locale, every message, no finding")
    func stringCatalog() throws {
        let files = try CatalogExport(locales: .all).files(.stringCatalog)
        #expect(files.map(\.path) == ["Localizable.xcstrings"])
        let root = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try CatalogValidator().validate(paths: [root.appendingPathComponent("Localizable.xcstrings").path])
        #expect(report.findings.map(\.description) == [])
        // The 17 messages an app sets or posts and the 5 limit reasons, in each of the 45 locales.
        #expect(report.messages == 22 * 45)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(files[0].text.utf8)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        #expect(strings.count == 22)
        for (id, string) in strings {
            let localizations = try #require(string["localizations"] as? [String: Any], "\(id)")
            #expect(localizations.keys.sorted() == Self.builtInLocales, "\(id)")
        }
    }

    @Test("Android: every locale's folder, every message, no finding")
    func android() throws {
        let files = try CatalogExport(locales: .all).files(.android)
        #expect(files.count == Self.builtInLocales.count)
        let root = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try CatalogValidator().validate(paths: [root.path])
        #expect(report.findings.map(\.description) == [])
        #expect(report.files == Self.builtInLocales.count)
        // The 16 messages an Android app sets or posts, the 5 limit reasons and the =0 string of
        // the count, in each of the 45 locales.
        #expect(report.messages == (16 + 5 + 1) * 45)
        for file in files {
            let folder = String(file.path.dropLast("/slider_speech_strings.xml".count))
            let tag = try #require(AndroidResourceReader.localeTag(ofFolder: folder))
            #expect(Self.builtInLocales.contains(tag.isEmpty ? "en" : tag), "\(folder)")
            #expect(file.text.hasSuffix("</resources>\n"))
            #expect(!file.text.utf8.starts(with: [0xEF, 0xBB, 0xBF]))
        }
    }

    @Test("The output is the same on every run")
    func deterministic() throws {
        #expect(try CatalogExport().stringCatalog() == CatalogExport().stringCatalog())
        #expect(try CatalogExport().androidResources() == CatalogExport().androidResources())
    }
}
