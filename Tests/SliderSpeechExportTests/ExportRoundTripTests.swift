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

    @Test("The built-in catalog has 27 message ids, 25 of them exported (all but the two speech-only ones)")
    func exportedIDs() throws {
        let ids = try #require(try CatalogDirectory.builtIn.file(forTag: "en")).ids
        #expect(ids.count == 27)
        #expect(ids.contains("slider.value.percent") && ids.contains("slider.value.amountName"))
        let exported = try CatalogExport().messages().map(\.id)
        #expect(exported.count == 25)
        #expect(!exported.contains("slider.value.percent") && !exported.contains("slider.value.amountName"))
    }

    @Test("String Catalog: every locale, every message, no finding")
    func stringCatalog() throws {
        let files = try CatalogExport().files(.stringCatalog)
        #expect(files.map(\.path) == ["Localizable.xcstrings"])
        let root = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try CatalogValidator().validate(paths: [root.appendingPathComponent("Localizable.xcstrings").path])
        #expect(report.findings.map(\.description) == [])
        // Every message but the speech-only slider.value.percent and slider.value.amountName (25 of 27), in
        // each of the 45 locales.
        #expect(report.messages == 25 * 45)
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(files[0].text.utf8)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: [String: Any]])
        #expect(strings.count == 25)
        for (id, string) in strings {
            let localizations = try #require(string["localizations"] as? [String: Any], "\(id)")
            #expect(localizations.keys.sorted() == Self.builtInLocales, "\(id)")
        }
    }

    @Test("Android: every locale's folder, every message, no finding")
    func android() throws {
        let files = try CatalogExport().files(.android)
        #expect(files.count == Self.builtInLocales.count)
        let root = try Self.write(files)
        defer { try? FileManager.default.removeItem(at: root) }
        let report = try CatalogValidator().validate(paths: [root.path])
        #expect(report.findings.map(\.description) == [])
        #expect(report.files == Self.builtInLocales.count)
        // Every message but the speech-only slider.value.percent and slider.value.amountName (25 of 27),
        // and the =0 string of the count, in each of the 45 locales.
        #expect(report.messages == (25 + 1) * 45)
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
