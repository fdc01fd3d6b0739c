import Foundation
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// Android resources (`res/values*/strings.xml`, read with libxml2) through the validator: a
/// table of defects with each finding written out; folder qualifiers; escapes; the fixture
/// that passes clean; a refused DOCTYPE; and a real app's resources, where present.
@Suite("Android resources (strings.xml)")
struct AndroidResourceFormatTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let source = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="greeting">Hello, %1$s</string>
            <plurals name="results">
                <item quantity="one">%d result</item>
                <item quantity="other">%d results</item>
            </plurals>
        </resources>
        """

    /// The findings for `values/strings.xml` and one more folder, as
    /// `folder:line:column: severity rule: locale id [variant]: message`.
    static func findings(folder: String, _ text: String) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("android-\(UUID().uuidString)/res")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        for (name, contents) in [("values", source), (folder, text)] {
            let directory = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try contents.write(to: directory.appendingPathComponent("strings.xml"), atomically: true, encoding: .utf8)
        }
        return try CatalogValidator().validate(paths: [root.path]).findings.map {
            let file = $0.file.replacingOccurrences(of: root.path + "/", with: "").replacingOccurrences(
                of: "/strings.xml", with: "")
            return
                "\(file):\($0.line):\($0.column.map(String.init) ?? "-"): \($0.severity.rawValue) \($0.rule.id): \($0.locale) \($0.id ?? "")"
                + ($0.variant.map { " [\($0)]" } ?? "") + ": \($0.message)"
        }
    }

    static func file(greeting: String = "Bonjour, %1$s", _ items: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="greeting">\(greeting)</string>
            <plurals name="results">
        \(items)
            </plurals>
        </resources>
        """
    }

    @Test(
        "Each defect with its finding written out", .pinnedToICU72,
        arguments: [
            (
                "French 'many' missing is a warning", "values-fr",
                file(#"        <item quantity="one">%d résultat</item>\#n        <item quantity="other">%d résultats</item>"#),
                [
                    "values-fr:4:5: warning missing-plural-category: fr results [plural]: lacks 'many', which 1000000 takes (no number from 0 to 999 does)"
                ]
            ),
            (
                "Arabic 'two' missing is an error", "values-ar",
                file(
                    greeting: "مرحبا، %1$s",
                    #"        <item quantity="zero">لا نتائج</item><item quantity="one">نتيجة</item>\#n        <item quantity="few">%d نتائج</item><item quantity="many">%d نتيجة</item><item quantity="other">%d نتيجة</item>"#
                ),
                ["values-ar:4:5: error missing-plural-category: ar results [plural]: lacks 'two', which 2 takes"]
            ),
            (
                "%d against %s", "values-de",
                file(
                    greeting: "Hallo, %1$d",
                    #"        <item quantity="one">%d Ergebnis</item>\#n        <item quantity="other">%d Ergebnisse</item>"#),
                [
                    "values-de:3:5: error argument-type-mismatch: de greeting: argument 1 is object (%1$s) in the source, integer (%1$d) here"
                ]
            ),
            (
                "A dropped %d in Slovenian 'one', which 1, 101, 201 reach", "values-sl",
                file(
                    greeting: "Pozdravljeni, %1$s",
                    #"        <item quantity="one">en rezultat</item><item quantity="two">%d rezultata</item>\#n        <item quantity="few">%d rezultati</item><item quantity="other">%d rezultatov</item>"#
                ),
                [
                    "values-sl:5:9: error argument-mismatch: sl results [plural=one]: drops the count %d (argument 1), but 'one' is not one number: 1, 101, 201, 301, 401, 501, … all do"
                ]
            ),
            (
                "values-iw is read as Hebrew", "values-iw",
                file(
                    greeting: "שלום, %1$s",
                    #"        <item quantity="one">תוצאה אחת</item>\#n        <item quantity="other">%d תוצאות</item>"#),
                ["values-iw:4:5: error missing-plural-category: he results [plural]: lacks 'two', which 2 takes"]
            ),
            (
                "A malformed XML file: its parse error with its line and column, and nothing else", "values-fr",
                "<?xml version=\"1.0\"?>\n<resources>\n    <string name=\"greeting\">Bonjour</strin>\n</resources>\n",
                ["values-fr:3:44: error xml: fr : Opening and ending tag mismatch: string line 3 and strin"]
            ),
        ])
    func defect(_ name: String, _ folder: String, _ text: String, _ expected: [String]) throws {
        let found = try Self.findings(folder: folder, text).map {
            $0.replacingOccurrences(
                of: #"/[^ ]*/res/values/strings.xml"#, with: "values/strings.xml", options: .regularExpression)
        }
        #expect(found == expected, "\(name)")
    }

    @Test(
        "Folder qualifiers to BCP 47; qualifiers that are no locale are ignored",
        arguments: [
            ("values", ""), ("values-fr", "fr"), ("values-pt-rBR", "pt-BR"), ("values-b+sr+Latn", "sr-Latn"),
            ("values-b+es+419", "es-419"), ("values-iw", "he"), ("values-in", "id"), ("values-tl", "fil"),
            ("values-night", ""), ("values-v21", ""), ("values-land", ""), ("values-sw600dp", ""),
            ("values-fr-rCA-night", "fr-CA"), ("layout", nil), ("drawable-fr", nil),
        ])
    func qualifiers(_ folder: String, _ tag: String?) {
        #expect(AndroidResourceReader.localeTag(ofFolder: folder) == tag)
    }

    @Test(
        "Android's escapes, CDATA and xliff:g",
        arguments: [
            (#"The store\'s open"#, "The store's open"), (#"Say \"hi\""#, #"Say "hi""#), (#"a\nb"#, "a\nb"),
            (#"\@string \?attr"#, "@string ?attr"), ("  many   spaces  ", "many spaces"), (#"\u00e9t\u00e9"#, "été"),
        ])
    func escapes(_ written: String, _ read: String) {
        #expect(AndroidResourceReader.unescape(written) == read)
    }

    @Test("The byte-by-byte plain-text test agrees with the scalar-by-scalar one (seeded, 20,000 texts)")
    func plainTextByBytes() {
        // Every white space character Unicode has, the escapes' characters, letters of several
        // scripts, and CJK punctuation that shares a first byte with U+3000.
        let pieces: [String] = [
            " ", "  ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2009}",
            "\u{200A}", "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}", "\\", "\"", "'", "a", "Zé", "й",
            "ع", "日本", "、", "。", "€", "\u{200B}", "\u{2010}", "\u{1F600}", "x",
        ]
        var random = SeededRandom(seed: 20_261_207)
        var plain = 0
        for _ in 0..<20_000 {
            let text = (0..<Int(random.next(7))).map { _ in pieces[Int(random.next(UInt64(pieces.count)))] }.joined()
            let expected = AndroidResourceReader.isPlainScalars(text)
            if expected { plain += 1 }
            #expect(AndroidResourceReader.isPlain(text) == expected, "\(Array(text.unicodeScalars))")
        }
        // Both answers drawn often enough to mean something.
        #expect(plain > 1000 && plain < 19_000, "\(plain)")
    }

    @Test("Unescaping keeps the scalars it does not change, in several scripts, around escapes")
    func unescapeKeepsScalars() {
        #expect(AndroidResourceReader.unescape(#"日本語 \"x\" \u00e9\n😀  é"#) == "日本語 \"x\" é\n😀 é")
        #expect(AndroidResourceReader.unescape("ع\u{A0}\u{A0}ب\tй") == "ع ب й")
    }

    @Test("CDATA and <xliff:g> are read as their text; translatable=false is not compared")
    func cdataAndXliff() {
        let text = #"""
            <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
              <string name="a">From <xliff:g id="low">%1$s</xliff:g> <![CDATA[<b>now</b>]]></string>
              <string name="b" translatable="false">Brand</string>
            </resources>
            """#
        let file = AndroidResourceReader.read(bytes: Array(text.utf8), path: "strings.xml", locale: "en")
        #expect(file.failure == nil)
        #expect(file.entries.map { $0.entry.variants.map(\.text) } == [["From %1$s <b>now</b>"], ["Brand"]])
        #expect(file.entries.map(\.entry.translatable) == [true, false])
        #expect(file.entries.map { "\($0.entry.place.line):\($0.entry.place.column)" } == ["2:3", "3:3"])
    }

    @Test("A DOCTYPE with an external entity is refused before parsing: the entity is never read")
    func doctypeRefused() throws {
        let secret = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID().uuidString)")
        try "TOP-SECRET-CONTENT".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE resources [ <!ENTITY leak SYSTEM "file://\(secret.path)"> ]>
            <resources><string name="a">&leak;</string></resources>
            """
        let file = AndroidResourceReader.read(bytes: Array(text.utf8), path: "strings.xml", locale: "en")
        #expect(file.entries.isEmpty)
        #expect(file.failure?.message == "a DOCTYPE is not allowed (no DTD or entity is read, so none can be used)")
        #expect(file.failure.map { "\($0.line):\($0.column)" } == "2:1")
        // Even past the DOCTYPE check, libxml2 loads no external entity: the loader refuses all.
        let body = Array("<resources><string name=\"a\">x</string></resources>".utf8)
        #expect((try? XMLDocumentParser.parse(body))?.children.first?.text == "x")
    }

    @Test("The price filter res tree, written to resemble an app's, passes clean (values-night merged into the source)")
    func cleanFixture() throws {
        let path = Self.packageRoot.appendingPathComponent("Tests/Fixtures/Android/res").path
        let report = try CatalogValidator().validate(paths: [path])
        #expect(report.findings.map(\.description) == [])
        #expect(report.files == 7)
        #expect(report.messages == 55)
    }

    @Test("A real app's resources: the plural defects its README names, and nothing else", .pinnedToICU72)
    func realResources() throws {
        guard let res = ReferenceData.path("real-catalogs/fossify-clock/res", what: "real Android resources") else { return }
        let report = try CatalogValidator().validate(paths: [res.path])
        #expect(
            report.findings.map { "\($0.severity.rawValue) \($0.locale) \($0.id ?? "") \($0.message)" } == [
                "error ar group_alarm_count lacks 'zero', which 0 takes",
                "error ar group_alarm_count lacks 'two', which 2 takes",
                "error ar group_alarm_count lacks 'few', which 3, 4, 5, 6, 7, 8, … take",
                "error ar group_alarm_count lacks 'many', which 11, 12, 13, 14, 15, 16, … take",
                "warning fr group_alarm_count lacks 'many', which 1000000 takes (no number from 0 to 999 does)",
                "error ru group_alarm_count lacks 'few', which 2, 3, 4, 22, 23, 24, … take",
                "error ru group_alarm_count lacks 'many', which 0, 5, 6, 7, 8, 9, … take",
            ])
    }
}
