import Foundation
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechExport
@testable import SliderSpeechValidation

/// The export's rules for going into an app: which locales, what it warns about, what it
/// refuses, how it merges into a String Catalog, and how it reads the names an app's Android
/// files define — each written out in full.
@Suite("Catalog export into an app")
struct ExportIntoAppTests {
    /// A catalog directory of files given as locale → [(id, pattern)].
    static func directory(_ path: String, _ files: [String: [(String, String)]]) -> CatalogDirectory {
        CatalogDirectory(
            path: path,
            files: files.map { tag, entries in
                CatalogFile(
                    path: "\(path)/\(tag).json", localeTag: tag,
                    messages: entries.map { CatalogMessage(id: $0.0, pattern: $0.1, note: tag == "en" ? "Note." : nil) })
            })
    }

    static let app = directory(
        "App/Locales",
        [
            "en": [("app.a", "Apples"), ("app.b", "Bananas")], "fr": [("app.a", "Pommes"), ("app.only", "Seulement")],
            "pl": [("app.a", "Jabłka")],
        ])

    @Test("The locales written: the app catalogs' (with en), all with .all, the built-in's where there is no app catalog")
    func locales() {
        let withApp = CatalogSet(directories: [Self.app, .builtIn])
        #expect(CatalogExport(catalogs: withApp).exportedLocaleTags == ["en", "fr", "pl"])
        #expect(CatalogExport(catalogs: withApp, locales: .all).exportedLocaleTags.count == 45)
        #expect(CatalogExport(catalogs: .builtIn).exportedLocaleTags.count == 45)
        #expect(CatalogExport(catalogs: .builtIn).exportedLocaleTags.first == "en")
    }

    @Test("Warnings: a key only in a translation (naming it and its file); each message a locale lacks, named")
    func warnings() throws {
        let withApp = CatalogSet(directories: [Self.app, .builtIn])
        #expect(
            try CatalogExport(catalogs: withApp).warnings().map(\.description) == [
                "App/Locales/fr.json: app.only (fr): no en catalog has this id, so it is not exported (add it to en.json)",
                "fr: App/Locales has no fr translation of 1 message, missing from the export's fr (the app says it in en "
                    + "there): app.b",
                "pl: App/Locales has no pl translation of 1 message, missing from the export's pl (the app says it in en "
                    + "there): app.b",
            ])
        let all = try CatalogExport(catalogs: withApp, locales: .all).warnings()
        // The 42 locales App/Locales has no file for, and fr and pl, which lack app.b.
        #expect(all.filter { $0.code == .untranslatedLocale }.count == 44)
        #expect(
            all.first { $0.locale == "de" }?.description
                == "de: App/Locales has no de translation of 2 messages, missing from the export's de (the app says them in en "
                + "there): app.a, app.b"
        )
        // A locale the built-in catalog lacks: its messages are missing there, each named.
        let swahili = CatalogSet(directories: [
            Self.directory("Sw", ["en": [("app.a", "A")], "sw": [("app.a", "A sw")]]), .builtIn,
        ])
        #expect(
            try CatalogExport(catalogs: swahili).warnings().map(\.description) == [
                "sw: the built-in catalog has no sw translation of 17 messages, missing from the export's sw (the app says "
                    + "them in en there): slider.thumb.lower, slider.thumb.upper, slider.thumb.value, "
                    + "slider.thumb.lowerNamed, slider.thumb.upperNamed, slider.range.between, slider.range.any, "
                    + "slider.range.upTo, slider.range.orMore, slider.limit.lowest, slider.limit.highest, "
                    + "slider.limit.otherThumb, slider.limit.spanBelow, slider.limit.spanAbove, slider.tick.position, "
                    + "slider.tick.between, slider.count.results"
            ])
        // On Android, less the tick's place, which no property of a view takes.
        #expect(
            try CatalogExport(catalogs: swahili).warnings(.android).first?.description.contains("16 messages") == true)
    }

    @Test("A regional language gets what differs from its language; alone, it takes its language's messages")
    func regional() throws {
        let app = Self.directory(
            "App",
            [
                "en": [("a", "Colour"), ("b", "Centre")], "fr": [("a", "Couleur"), ("b", "Centre")],
                "fr-CA": [("a", "Couleur"), ("b", "Milieu")],
            ])
        let both = CatalogExport(catalogs: CatalogSet(directories: [app, .builtIn]), locales: .only(["fr", "fr-CA"]))
        let bothMessages = try both.messages(.stringCatalog)
        // fr-CA: only b, which it says otherwise; none of the built-in messages (French's own).
        #expect(bothMessages.filter { $0.localizations.contains { $0.tag == "fr-CA" } }.map(\.id) == ["b"])
        #expect(try both.warnings().isEmpty)
        // fr-CA alone: everything, the built-in messages from French.
        let alone = CatalogExport(catalogs: CatalogSet(directories: [app, .builtIn]), locales: .only(["fr-CA"]))
        let aloneMessages = try alone.messages(.stringCatalog)
        #expect(aloneMessages.allSatisfy { $0.localizations.contains { $0.tag == "fr-CA" } })
        let lower = try #require(aloneMessages.first { $0.id == "slider.thumb.lower" }?.localizations.last)
        #expect(lower.tag == "fr-CA" && lower.message.text == [.text("Valeur minimale")])
        #expect(try alone.warnings().isEmpty)
        // A regional tag in another script does not fall back across it.
        #expect(CatalogExport.parents(of: "zh-TW") == ["zh-Hant"])
        #expect(CatalogExport.parents(of: "fr-CA") == ["fr-Latn", "fr"])
        #expect(CatalogExport.parents(of: "sr-Latn") == [])
        #expect(CatalogExport.parents(of: "es-419") == ["es-Latn", "es"])
    }

    @Test(
        "Control characters: every C0 but tab and line feed is an error naming the id, locale and character",
        arguments: [
            ("\u{0}", "U+0000 (NUL) at offset 1"), ("\u{1}", "U+0001 (SOH) at offset 1"), ("\u{B}", "U+000B (VT) at offset 1"),
            ("\r", "U+000D (CR) at offset 1"), ("\u{1F}", "U+001F (US) at offset 1"),
        ])
    func controlCharacters(character: String, named: String) throws {
        let catalogs = CatalogSet(directories: [Self.directory("A", ["en": [("t", "a\(character)b")]])])
        for format in CatalogExport.Format.allCases {
            #expect {
                _ = try CatalogExport(catalogs: catalogs).files(format)
            } throws: { error in
                (error as? CatalogExportError)?.description
                    == "t (en): the message has the control character \(named), which no screen reader should be given (Android cannot even store U+0000); remove it"
            }
        }
        let allowed = CatalogSet(directories: [Self.directory("A", ["en": [("t", "a\tb\nc\u{7F}")]])])
        #expect(try CatalogExport(catalogs: allowed).androidResources().count == 1)
    }

    @Test("Every Java keyword aapt rejects is refused as a resource name; a name merely containing one is not")
    func javaKeywords() throws {
        #expect(AndroidResourceExport.javaKeywords.count == 54)
        for keyword in AndroidResourceExport.javaKeywords {
            let catalogs = CatalogSet(directories: [Self.directory("A", ["en": [(keyword, "Text")]])])
            #expect(throws: CatalogExportError.self, "\(keyword)") { try CatalogExport(catalogs: catalogs).androidResources() }
            #expect(try CatalogExport(catalogs: catalogs).stringCatalog().contains("\"\(keyword)\""))
        }
        let fine = CatalogSet(directories: [Self.directory("A", ["en": [("app.int", "x"), ("Class", "y"), ("newer", "z")]])])
        #expect(try CatalogExport(catalogs: fine).androidResources().count == 1)
    }

    @Test(
        "The zero string of a locale without =0 has the count written in, in the locale's digits",
        arguments: [
            ("fr", "{count, plural, one {# élément} other {# éléments}}", "0 élément"),
            (
                "ar", "{count, plural, zero {لا شيء} one {عنصر} two {عنصران} few {# عناصر} many {# عنصرًا} other {# عنصر}}",
                "لا شيء"
            ),
            ("ar", "{count, plural, one {عنصر} other {# عنصر}}", "٠ عنصر"),
            ("lv", "{count, plural, zero {# vienību} one {# vienība} other {# vienības}}", "0 vienību"),
            ("fr", "{count, plural, =0 {Rien pour {name}} one {# pour {name}} other {# pour {name}}}", "Rien pour %2$s"),
            ("fr", "{count, plural, one {{count} pour {name}} other {# pour {name}}}", "0 pour %2$s"),
        ])
    func zeroStrings(locale: String, pattern: String, zero: String) throws {
        let catalogs = CatalogSet(directories: [
            Self.directory(
                "A",
                [
                    "en": [("n", "{count, plural, =0 {None for {name}} one {# for {name}} other {# for {name}}}")],
                    locale: [("n", pattern)],
                ])
        ])
        let files = try CatalogExport(catalogs: catalogs).androidResources()
        let folder = try #require(AndroidLocaleFolder.folder(for: locale))
        let text = try #require(files.first { $0.path == folder + "/slider_speech_strings.xml" }?.text)
        #expect(text.contains(#"    <string name="n_zero">\#(zero)</string>"#), "\(text)")
    }
}

@Suite("Catalog export: the names an app's Android files define")
struct AndroidResourceTreeTests {
    @Test(
        "Strings and plurals of <resources>, by the name R has; comments, CDATA and other kinds are not definitions",
        arguments: [
            (
                #"<resources><string name="a">x</string><plurals name="b"><item quantity="one">y</item></plurals></resources>"#,
                ["string a", "plurals b"]
            ),
            (
                #"<?xml version="1.0"?><!-- <string name="c"/> --><resources><string name='d'>x</string></resources>"#,
                ["string d"]
            ),
            (
                #"<resources><item type="string" name="e">x</item><item name="f" type="plurals"/><item type="dimen" name="g">1dp</item></resources>"#,
                ["string e", "plurals f"]
            ),
            (
                #"<resources><string-array name="h"><item>x</item></string-array><string name="i"><![CDATA[<string name="j"/>]]></string></resources>"#,
                ["string i"]
            ),
            (
                #"<resources><declare-styleable name="k"><attr name="l"/></declare-styleable><string name="m.n-o">x</string></resources>"#,
                ["string m.n-o"]
            ),
            ("<resources>\n  <string\n    name = \"p\"\n    translatable=\"false\">x</string>\n</resources>", ["string p"]),
            (
                #"<resources><string name="q&amp;r">x</string><string/><string name="s"/></resources>"#,
                ["string q&r", "string s"]
            ),
            ("not xml <string name=\"t\">", []), ("", []),
        ])
    func definitions(xml: String, expected: [String]) {
        #expect(AndroidResourceTree.definitions(in: Array(xml.utf8)).map { "\($0.type) \($0.name)" } == expected)
    }

    @Test("A definition compares as R's field name: m.n-o and m_n_o are one")
    func fieldNames() {
        #expect(
            AndroidResourceTree.Definition(type: "string", name: "m.n-o").key
                == AndroidResourceTree.Definition(type: "string", name: "m_n_o").key)
        #expect(
            AndroidResourceTree.Definition(type: "string", name: "x").key
                != AndroidResourceTree.Definition(type: "plurals", name: "x").key)
    }

    @Test("Property: a file of random definitions among comments yields exactly them, in order")
    func randomFiles() {
        var random = SeededRandom(seed: 24)
        for _ in 0..<200 {
            var expected: [String] = []
            var xml = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:tools=\"http://schemas.android.com/tools\">\n"
            for index in 0..<Int.random(in: 0...12, using: &random) {
                let name = "n\(index)_\(Int.random(in: 0...999, using: &random))"
                switch Int.random(in: 0...4, using: &random) {
                case 0:
                    xml += "    <string name=\"\(name)\" tools:ignore=\"x\">a &lt; b</string>\n"
                    expected.append("string \(name)")
                case 1:
                    xml += "    <plurals name='\(name)'>\n        <item quantity=\"other\">%d</item>\n    </plurals>\n"
                    expected.append("plurals \(name)")
                case 2: xml += "    <!-- <string name=\"\(name)\">commented out</string> -->\n"
                case 3: xml += "    <color name=\"\(name)\">#fff</color>\n"
                default:
                    xml += "    <item type=\"string\" name=\"\(name)\"/>\n"
                    expected.append("string \(name)")
                }
            }
            xml += "</resources>\n"
            #expect(AndroidResourceTree.definitions(in: Array(xml.utf8)).map { "\($0.type) \($0.name)" } == expected, "\(xml)")
        }
    }
}
