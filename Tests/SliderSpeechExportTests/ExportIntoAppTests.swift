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

    @Test("Warnings: a key only in a translation (naming it and its file); a locale a directory does not translate")
    func warnings() throws {
        let withApp = CatalogSet(directories: [Self.app, .builtIn])
        #expect(
            try CatalogExport(catalogs: withApp).warnings().map(\.description) == [
                "App/Locales/fr.json: app.only (fr): no en catalog has this id, so it is not exported (add it to en.json)"
            ])
        let all = try CatalogExport(catalogs: withApp, locales: .all).warnings()
        #expect(all.filter { $0.code == .untranslatedLocale }.count == 42)
        #expect(
            all.first { $0.locale == "de" }?.description
                == "de: App/Locales has no de file: its 2 messages are missing from the export's de (the app says them in en there)"
        )
        // A locale the built-in catalog lacks: its messages are missing there.
        let swahili = CatalogSet(directories: [
            Self.directory("Sw", ["en": [("app.a", "A")], "sw": [("app.a", "A sw")]]), .builtIn,
        ])
        // The built-in catalog's 25 exported messages (27 ids less the speech-only slider.value.percent and
        // slider.value.amountName).
        #expect(
            try CatalogExport(catalogs: swahili).warnings().map(\.description) == [
                "sw: the built-in catalog has no sw file: its 25 messages are missing from the export's sw (the app says them in en there)"
            ])
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

@Suite("Catalog export: merging into a String Catalog")
struct StringCatalogMergeTests {
    static let export = CatalogExport(
        catalogs: CatalogSet(directories: [
            ExportIntoAppTests.directory(
                "A", ["en": [("a.one", "One"), ("a.two", "Two")], "fr": [("a.one", "Un"), ("a.two", "Deux")]])
        ]))

    @Test("Nothing there (or only white space): the export's own catalog")
    func empty() throws {
        for existing in ["", " \n", "\u{FEFF}"] {
            let merge = try Self.export.stringCatalog(mergingInto: Array(existing.utf8))
            #expect(merge.text == (try Self.export.stringCatalog()))
            #expect(merge.added == ["a.one", "a.two"])
            #expect(merge.updated == [] && merge.kept == 0)
        }
    }

    @Test("The app's strings, states and comments kept; the export's brought up to date, their other locales kept")
    func merge() throws {
        let existing = #"""
            {"sourceLanguage": "en", "version": "1.1", "strings": {
              "zeta": {"comment": "Last.", "localizations": {"fr": {"stringUnit": {"state": "needs_review", "value": "Z"}}}},
              "a.two": {"comment": "Old.", "extractionState": "stale", "shouldTranslate": true,
                        "localizations": {"fr": {"stringUnit": {"state": "new", "value": "Vieux"}},
                                          "de": {"stringUnit": {"state": "translated", "value": "Zwei"}}}},
              "Alpha": {"extractionState": "extracted_with_value"}
            }}
            """#
        let merge = try Self.export.stringCatalog(mergingInto: Array(existing.utf8))
        #expect(merge.added == ["a.one"])
        #expect(merge.updated == ["a.two"])
        #expect(merge.kept == 2)
        #expect(
            merge.text == """
                {
                  "sourceLanguage": "en",
                  "version": "1.1",
                  "strings": {
                    "Alpha": {
                      "extractionState": "extracted_with_value"
                    },
                    "a.one": {
                      "comment": "Note.",
                      "extractionState": "manual",
                      "localizations": {
                        "en": {
                          "stringUnit": {
                            "state": "translated",
                            "value": "One"
                          }
                        },
                        "fr": {
                          "stringUnit": {
                            "state": "translated",
                            "value": "Un"
                          }
                        }
                      }
                    },
                    "a.two": {
                      "comment": "Note.",
                      "extractionState": "stale",
                      "shouldTranslate": true,
                      "localizations": {
                        "de": {
                          "stringUnit": {
                            "state": "translated",
                            "value": "Zwei"
                          }
                        },
                        "en": {
                          "stringUnit": {
                            "state": "translated",
                            "value": "Two"
                          }
                        },
                        "fr": {
                          "stringUnit": {
                            "state": "translated",
                            "value": "Deux"
                          }
                        }
                      }
                    },
                    "zeta": {
                      "comment": "Last.",
                      "localizations": {
                        "fr": {
                          "stringUnit": {
                            "state": "needs_review",
                            "value": "Z"
                          }
                        }
                      }
                    }
                  }
                }

                """)
        // The merged catalog reads back as a String Catalog, and merging again changes nothing.
        _ = try StringCatalogReader.read(bytes: Array(merge.text.utf8), path: "x.xcstrings")
        #expect(try Self.export.stringCatalog(mergingInto: Array(merge.text.utf8)).text == merge.text)
    }

    @Test(
        "What is not a String Catalog of the source language is refused",
        arguments: [
            ("{", "is not a String Catalog: not JSON: line 1, column 2: unexpected end of input in an object"),
            ("true", "is JSON but not an object, so not a String Catalog"),
            (#"{"sourceLanguage": 1}"#, #"has no "sourceLanguage" string, so it is not a String Catalog"#),
            (#"{"sourceLanguage": "fr", "strings": {}}"#, "has sourceLanguage 'fr', not the export's source 'en'"),
            (#"{"sourceLanguage": "en", "strings": "x"}"#, #"its "strings" is a string, not an object"#),
            (
                #"{"sourceLanguage": "en", "strings": {}, "strings": {}}"#,
                #"is not a String Catalog: not JSON: line 1, column 41: duplicate key "strings""#
            ),
        ])
    func refusals(existing: String, reason: String) {
        #expect {
            _ = try Self.export.stringCatalog(mergingInto: Array(existing.utf8))
        } throws: { error in
            guard let error = error as? CatalogExportError else { return false }
            return error.code == .existingCatalog && error.reason == reason && error.description == reason
        }
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
