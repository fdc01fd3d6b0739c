import Foundation
import Testing

@testable import SliderSpeech
@testable import SliderSpeechExport
@testable import SliderSpeechValidation

/// `export`, message by message: what each kind of message becomes in a String Catalog and in
/// Android resources, written out in full, and what each format cannot say.
@Suite("Catalog export: messages to String Catalogs and Android resources")
struct CatalogExportTests {
    /// An export of an `en` and an `fr` catalog (no built-in catalog).
    static func export(_ messages: [String: [(id: String, pattern: String)]], sameAsSource: Set<String> = []) -> CatalogExport {
        let files = messages.map { tag, entries in
            CatalogFile(
                path: "test/\(tag).json", localeTag: tag,
                messages: entries.map {
                    CatalogMessage(
                        id: $0.id, pattern: $0.pattern, note: tag == "en" ? "Note." : nil,
                        sameAsSource: sameAsSource.contains("\(tag) \($0.id)"))
                })
        }
        return CatalogExport(catalogs: CatalogSet(directories: [CatalogDirectory(path: "test", files: files)]))
    }

    /// One locale's localization of one id, re-serialized compactly with sorted keys.
    static func localization(_ catalog: String, id: String, locale: String) throws -> String {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(catalog.utf8)) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        let string = try #require(strings[id] as? [String: Any])
        let localizations = try #require(string["localizations"] as? [String: Any])
        let value = try #require(localizations[locale])
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    /// The lines of one locale's `strings.xml` between `<resources>` and `</resources>`, each
    /// record's fingerprint written `#` (``masked(_:)``).
    static func androidLines(_ files: [CatalogExport.File], folder: String) throws -> [String] {
        let file = try #require(files.first { $0.path == folder + "/slider_speech_strings.xml" })
        let lines = masked(file.text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Array(lines.dropFirst(3).dropLast(2))
    }

    /// A text with the fingerprints of each record (`slider-speech export from test: fr 1ab2c,
    /// en 3de4f`, or Android's `slider-speech export from test: 1ab2c`) written `#`: the records
    /// themselves are checked in ``ExportRecordTests``.
    static func masked(_ text: String) -> String {
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            // A record starts its line (Android) or follows a JSON `\n` (a String Catalog's comment).
            guard let record = line.firstRange(of: "slider-speech export"),
                line[..<record.lowerBound].allSatisfy({ $0 == " " }) || line[..<record.lowerBound].hasSuffix("\\n"),
                let colon = line[record.upperBound...].firstRange(of: ": ")
            else { return String(line) }
            let start = record.lowerBound..<colon.upperBound
            var rest = line[start.upperBound...]
            var tail = ""
            if rest.hasSuffix(" -->") {
                rest = rest.dropLast(4)
                tail = " -->"
            }
            // A String Catalog's comment is one JSON string: its record ends at the quote.
            if let quote = rest.firstIndex(of: "\"") {
                tail = String(rest[quote...]) + tail
                rest = rest[..<quote]
            }
            let parts = rest.split(separator: ",").map { part -> String in
                let words = part.split(separator: " ")
                return words.count == 2 ? "\(words[0]) #" : "#"
            }
            return String(line[..<start.upperBound]) + parts.joined(separator: ", ") + tail
        }.joined(separator: "\n")
    }

    @Test(
        "Each kind of message, in both formats (fr)",
        arguments: [
            (
                "a plural with =0", "count",
                "{count, plural, =0 {No results} one {# result} other {# results}}",
                "{count, plural, =0 {Aucun résultat} one {# résultat} many {# de résultats} other {# résultats}}",
                #"{"variations":{"plural":{"many":{"stringUnit":{"state":"translated","value":"%1$lld de résultats"}},"one":{"stringUnit":{"state":"translated","value":"%1$lld résultat"}},"other":{"stringUnit":{"state":"translated","value":"%1$lld résultats"}},"zero":{"stringUnit":{"state":"translated","value":"Aucun résultat"}}}}}"#,
                [
                    "    <!-- count: Note.",

                    "         Arguments: %1$d = count.",

                    "         slider-speech export from test: # -->",
                    #"    <plurals name="count">"#,
                    #"        <item quantity="one">%1$d résultat</item>"#,
                    #"        <item quantity="many">%1$d de résultats</item>"#,
                    #"        <item quantity="other">%1$d résultats</item>"#,
                    "    </plurals>",
                    "    <!-- count, its =0 variant: what to say for a count of 0, the count written in (Android plurals have no exact zero)",

                    "         slider-speech export from test: # -->",
                    #"    <string name="count_zero">Aucun résultat</string>"#,
                ]
            ),
            (
                "named arguments reordered by the translation", "limit.span",
                "{value}, must stay at least {span} below {other}",
                "{other} : {value}, au moins {span} en dessous",
                #"{"stringUnit":{"state":"translated","value":"%3$@ : %1$@, au moins %2$@ en dessous"}}"#,
                [
                    "    <!-- limit.span: Note.",

                    "         Arguments: %1$s = value, %2$s = span, %3$s = other.",

                    "         slider-speech export from test: # -->",
                    #"    <string name="limit_span">%3$s : %1$s, au moins %2$s en dessous</string>"#,
                ]
            ),
            (
                "text around the plural, and a second argument", "found",
                "Found {count, plural, one {# stay} other {# stays}} in {city}",
                "{count, plural, one {# logement trouvé} other {# logements trouvés}} à {city}",
                #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%1$lld logement trouvé à %2$@"}},"other":{"stringUnit":{"state":"translated","value":"%1$lld logements trouvés à %2$@"}}}}}"#,
                [
                    "    <!-- found: Note.",

                    "         Arguments: %1$d = count, %2$s = city.",

                    "         slider-speech export from test: # -->",
                    #"    <plurals name="found">"#,
                    #"        <item quantity="one">%1$d logement trouvé à %2$s</item>"#,
                    #"        <item quantity="other">%1$d logements trouvés à %2$s</item>"#,
                    "    </plurals>",
                ]
            ),
            (
                "a translation without the source's plural says it for every number", "items",
                "{count, plural, one {# item} other {# items}}",
                "{count} article(s)",
                #"{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%1$lld article(s)"}}}}}"#,
                [
                    "    <!-- items: Note.",

                    "         Arguments: %1$d = count.",

                    "         slider-speech export from test: # -->",
                    #"    <plurals name="items">"#,
                    #"        <item quantity="other">%1$d article(s)</item>"#,
                    "    </plurals>",
                ]
            ),
            (
                "hostile text: quotes, percent, markup, line break, runs of white space, no-break space", "hostile",
                "It''s 100% \"sure\" <b> & co\n  two\ttabs {n} ",
                "C''est 100\u{A0}% « sûr » <b> & co\n  deux\ttabs {n} ",
                #"{"stringUnit":{"state":"translated","value":"C'est 100\#u{A0}%% « sûr » <b> & co\n  deux\ttabs %1$@ "}}"#,
                [
                    "    <!-- hostile: Note.",

                    "         Arguments: %1$s = n.",

                    "         slider-speech export from test: # -->",
                    #"    <string name="hostile">C\'est 100\u00A0%% « sûr » &lt;b&gt; &amp; co\n\u0020\u0020deux\ttabs %1$s\u0020</string>"#,
                ]
            ),
            (
                "@ and ? at the start, a backslash, a lone #", "start",
                #"@home, ? \ #1"#,
                #"@maison, ? \ #1"#,
                #"{"stringUnit":{"state":"translated","value":"@maison, ? \\ #1"}}"#,
                [
                    "    <!-- start: Note.",

                    "         slider-speech export from test: # -->",
                    #"    <string name="start">\@maison, ? \\ #1</string>"#,
                ]
            ),
            (
                "a percent sign in a string without arguments, which Android does not format", "percent",
                "100% sure",
                "100 % sûr",
                #"{"stringUnit":{"state":"translated","value":"100 %% sûr"}}"#,
                [
                    "    <!-- percent: Note.",

                    "         slider-speech export from test: # -->",
                    #"    <string name="percent" formatted="false">100 % sûr</string>"#,
                ]
            ),
            (
                "a question mark first", "unknown",
                "?Unknown",
                "?Inconnu",
                #"{"stringUnit":{"state":"translated","value":"?Inconnu"}}"#,
                [
                    "    <!-- unknown: Note.",

                    "         slider-speech export from test: # -->",
                    #"    <string name="unknown">\?Inconnu</string>"#,
                ]
            ),
        ])
    func messages(
        name: String, id: String, source: String, french: String, stringCatalog: String, android: [String]
    ) throws {
        let export = Self.export(["en": [(id, source)], "fr": [(id, french)]])
        #expect(try Self.localization(try export.stringCatalog(), id: id, locale: "fr") == stringCatalog)
        #expect(try Self.androidLines(try export.androidResources(), folder: "values-fr") == android)
    }

    @Test("A whole String Catalog, as written")
    func wholeStringCatalog() throws {
        let export = Self.export([
            "en": [("count", "{count, plural, =0 {No results} one {# result} other {# results}}"), ("label", "Price")],
            "fr": [("count", "{count, plural, one {# résultat} other {# résultats}}"), ("label", "Prix")],
        ])
        // Xcode's own formatting: `"key" : value`, two spaces a level, no line feed at the end.
        #expect(
            try Self.masked(export.stringCatalog()) == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "count" : {
                      "comment" : "Note.\\nArguments: %1$lld = count.\\nslider-speech export from test: en #, fr #",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%1$lld result"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%1$lld results"
                                }
                              },
                              "zero" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "No results"
                                }
                              }
                            }
                          }
                        },
                        "fr" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%1$lld résultat"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%1$lld résultats"
                                }
                              }
                            }
                          }
                        }
                      }
                    },
                    "label" : {
                      "comment" : "Note.\\nslider-speech export from test: en #, fr #",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Price"
                          }
                        },
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Prix"
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test("A whole Android res tree, as written")
    func wholeAndroidTree() throws {
        let export = Self.export([
            "en": [("count", "{count, plural, =0 {No results} one {# result} other {# results}}"), ("label", "Price")],
            "fr": [("count", "{count, plural, one {# résultat} other {# résultats}}"), ("label", "Prix")],
        ])
        let files = try export.androidResources()
        #expect(files.map(\.path) == ["values-fr/slider_speech_strings.xml", "values/slider_speech_strings.xml"])
        #expect(
            Self.masked(files[1].text) == """
                <?xml version="1.0" encoding="utf-8"?>
                <resources xmlns:tools="http://schemas.android.com/tools" tools:locale="en">
                    <!-- Written by slider-speech export from its catalogs; each export rewrites this file: edit the catalogs, not this file (a text changed here is kept, and named in a warning, unless an export is told to overwrite edits). -->
                    <!-- count: Note.
                         Arguments: %1$d = count.
                         slider-speech export from test: # -->
                    <plurals name="count">
                        <item quantity="one">%1$d result</item>
                        <item quantity="other">%1$d results</item>
                    </plurals>
                    <!-- count, its =0 variant: what to say for a count of 0, the count written in (Android plurals have no exact zero)
                         slider-speech export from test: # -->
                    <string name="count_zero">No results</string>
                    <!-- label: Note.
                         slider-speech export from test: # -->
                    <string name="label">Price</string>
                </resources>

                """)
        // French has no =0: its zero string is what French says for 0, the `one` variant, with
        // the count written in (English's has no argument, so no locale's may have one).
        #expect(
            Self.masked(files[0].text) == """
                <?xml version="1.0" encoding="utf-8"?>
                <resources xmlns:tools="http://schemas.android.com/tools">
                    <!-- Written by slider-speech export from its catalogs; each export rewrites this file: edit the catalogs, not this file (a text changed here is kept, and named in a warning, unless an export is told to overwrite edits). -->
                    <!-- count: Note.
                         Arguments: %1$d = count.
                         slider-speech export from test: # -->
                    <plurals name="count">
                        <item quantity="one">%1$d résultat</item>
                        <item quantity="other">%1$d résultats</item>
                    </plurals>
                    <!-- count, its =0 variant: what to say for a count of 0, the count written in (Android plurals have no exact zero)
                         slider-speech export from test: # -->
                    <string name="count_zero">0 résultat</string>
                    <!-- label: Note.
                         slider-speech export from test: # -->
                    <string name="label">Prix</string>
                </resources>

                """)
    }

    @Test(
        "=0 and the locale's own zero category",
        arguments: [
            (
                "Latvian: the zero category (0, 10–20, 30, …) wins; =0 is its own Android string", "lv",
                "{count, plural, =0 {Nav} zero {# rezultātu} one {# rezultāts} other {# rezultāti}}",
                #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%1$lld rezultāts"}},"other":{"stringUnit":{"state":"translated","value":"%1$lld rezultāti"}},"zero":{"stringUnit":{"state":"translated","value":"%1$lld rezultātu"}}}}}"#,
                [
                    #"        <item quantity="zero">%1$d rezultātu</item>"#,
                    #"        <item quantity="one">%1$d rezultāts</item>"#,
                    #"        <item quantity="other">%1$d rezultāti</item>"#,
                    "    </plurals>",
                    "    <!-- count, its =0 variant: what to say for a count of 0, the count written in (Android plurals have no exact zero)",

                    "         slider-speech export from test: # -->",
                    #"    <string name="count_zero">Nav</string>"#,
                ]
            ),
            (
                "Latvian without a zero variant: =0 cannot stand for 10–20", "lv",
                "{count, plural, =0 {Nav} one {# rezultāts} other {# rezultāti}}",
                #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%1$lld rezultāts"}},"other":{"stringUnit":{"state":"translated","value":"%1$lld rezultāti"}}}}}"#,
                [
                    #"        <item quantity="one">%1$d rezultāts</item>"#,
                    #"        <item quantity="other">%1$d rezultāti</item>"#,
                    "    </plurals>",
                    "    <!-- count, its =0 variant: what to say for a count of 0, the count written in (Android plurals have no exact zero)",

                    "         slider-speech export from test: # -->",
                    #"    <string name="count_zero">Nav</string>"#,
                ]
            ),
            (
                "Arabic, whose zero category is 0 alone: =0 is the zero variant", "ar",
                "{count, plural, =0 {لا نتائج} one {نتيجة واحدة} other {# نتيجة}}",
                #"{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"نتيجة واحدة"}},"other":{"stringUnit":{"state":"translated","value":"%1$lld نتيجة"}},"zero":{"stringUnit":{"state":"translated","value":"لا نتائج"}}}}}"#,
                [
                    #"        <item quantity="zero">لا نتائج</item>"#,
                    #"        <item quantity="one">نتيجة واحدة</item>"#,
                    #"        <item quantity="other">%1$d نتيجة</item>"#,
                    "    </plurals>",
                    "    <!-- count, its =0 variant: what to say for a count of 0, the count written in (Android plurals have no exact zero)",

                    "         slider-speech export from test: # -->",
                    #"    <string name="count_zero">لا نتائج</string>"#,
                ]
            ),
            (
                "Japanese: =0 is the String Catalog's zero; a category Japanese never uses is left out", "ja",
                "{count, plural, =0 {結果なし} one {#件} other {#件の結果}}",
                #"{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%1$lld件の結果"}},"zero":{"stringUnit":{"state":"translated","value":"結果なし"}}}}}"#,
                [
                    #"        <item quantity="other">%1$d件の結果</item>"#,
                    "    </plurals>",
                    "    <!-- count, its =0 variant: what to say for a count of 0, the count written in (Android plurals have no exact zero)",

                    "         slider-speech export from test: # -->",
                    #"    <string name="count_zero">結果なし</string>"#,
                ]
            ),
        ])
    func zero(name: String, locale: String, pattern: String, stringCatalog: String, android: [String]) throws {
        let export = Self.export([
            "en": [("count", "{count, plural, =0 {No results} one {# result} other {# results}}")],
            locale: [("count", pattern)],
        ])
        #expect(try Self.localization(try export.stringCatalog(), id: "count", locale: locale) == stringCatalog)
        let folder = "values-" + locale
        // After the count's comment (its note, arguments and record) and `<plurals>`.
        #expect(try Array(Self.androidLines(try export.androidResources(), folder: folder).dropFirst(4)) == android)
    }

    @Test("A text equal to the source on purpose is marked in both formats")
    func sameAsSource() throws {
        let export = Self.export(["en": [("role", "slider")], "fil": [("role", "slider")]], sameAsSource: ["fil role"])
        #expect(
            try Self.localization(try export.stringCatalog(), id: "role", locale: "fil")
                == #"{"sameAsSource":true,"stringUnit":{"state":"translated","value":"slider"}}"#)
        #expect(
            try Self.androidLines(try export.androidResources(), folder: "values-fil") == [
                "    <!-- role: Note.", "         slider-speech export from test: # -->",
                #"    <string name="role" tools:ignore="untranslated">slider</string>"#,
            ])
    }

    @Test(
        "What neither format can say is an error naming the message and the locale",
        arguments: [
            (
                "{gender, select, female {She} other {They}}", nil, "select",
                "x (en): {gender, select, …} chooses a text by a word, which neither format can"
            ),
            (
                "{n, selectordinal, one {#st} other {#th}}", nil, "selectordinal",
                "x (en): {n, selectordinal, …}: neither format has ordinal plurals"
            ),
            (
                "{a, plural, one {{b, plural, one {x} other {y}}} other {z}}", nil, "nested-plural",
                "x (en): a plural of {b} inside another argument"
            ),
            (
                "{a, plural, other {#}} and {b, plural, other {#}}", nil, "nested-plural",
                "x (en): two plurals in one message; give each its own message"
            ),
            (
                "{n, plural, offset:1 one {#} other {#}}", nil, "plural-offset",
                "x (en): the plural has offset:1, which neither format has"
            ),
            (
                "{value, plural, =1 {normal} one {# time} other {# times}}", nil, "exact-value",
                "x (en): =1 selects one exact number, which neither a String Catalog nor an Android plural can (only =0 has a counterpart; Android's quantity is also a whole number)"
            ),
            (
                "{value, number, ::percent}", nil, "formatted-argument",
                "x (en): {value, number, ::percent} is formatted by ICU; the formats take the app's text for it (give the argument as {value})"
            ),
            ("{n, choice, 0#none|1#one}", nil, "choice", "x (en): {n, choice, …} (ChoiceFormat) has no counterpart"),
            ("{a} and {b}", "{a} et {c}", "argument", "x (fr): {c} is an argument the source message does not have"),
            (
                "{n} items", "{n, plural, one {# article} other {# articles}}", "argument",
                "x (fr): a plural of {n} where the source message has none"
            ),
            (
                "{count, plural, one {# item} other {# items}}", "{total, plural, one {# article} other {# articles}}",
                "argument",
                "x (fr): the plural counts {total}, the source's counts {count}"
            ),
        ] as [(String, String?, String, String)])
    func errors(source: String, french: String?, code: String, message: String) {
        var messages: [String: [(id: String, pattern: String)]] = ["en": [("x", source)]]
        if let french { messages["fr"] = [("x", french)] }
        let export = Self.export(messages)
        for format in CatalogExport.Format.allCases {
            #expect {
                _ = try export.files(format)
            } throws: { error in
                guard let error = error as? CatalogExportError else { return false }
                return error.code.rawValue == code && error.description == message
            }
        }
    }

    @Test("An error's line names the message and locale, or the locale alone")
    func errorDescription() {
        #expect(
            CatalogExportError(code: .select, id: "a.b", locale: "fr", reason: "why").description == "a.b (fr): why")
        #expect(CatalogExportError(code: .catalogFile, id: "", locale: "fr", reason: "why").description == "fr: why")
    }

    @Test(
        "Ids Android cannot name are errors there",
        arguments: [
            (
                ["slider count"],
                "slider count (en): cannot be an Android resource name (letters, digits, '_', '.' and '-' only, not starting with a digit)"
            ),
            (
                ["1st"],
                "1st (en): cannot be an Android resource name (letters, digits, '_', '.' and '-' only, not starting with a digit)"
            ),
            (["a.b", "a_b"], "a_b (en): its Android resource name 'a_b' is also the name of a.b"),
        ])
    func resourceNames(ids: [String], message: String) throws {
        let export = Self.export(["en": ids.map { ($0, "Text") }])
        _ = try export.stringCatalog()
        #expect {
            _ = try export.androidResources()
        } throws: { error in
            (error as? CatalogExportError)?.description == message
        }
    }

    @Test(
        "Locale tags to Android folders, and back through the validator's reader",
        arguments: [
            ("fr", "values-fr"), ("pt-BR", "values-pt-rBR"), ("sr-Latn", "values-b+sr+Latn"), ("es-419", "values-b+es+419"),
            ("zh-Hant", "values-b+zh+Hant"), ("he", "values-he"), ("id", "values-id"), ("fil", "values-fil"),
            ("yi", "values-yi"), ("ca-ES-valencia", "values-b+ca+ES+valencia"), ("sr-Latn-RS", "values-b+sr+Latn+RS"),
        ])
    func folders(tag: String, folder: String) {
        #expect(AndroidLocaleFolder.folder(for: tag) == folder)
        #expect(AndroidResourceReader.localeTag(ofFolder: folder)?.lowercased() == tag.lowercased())
    }

    @Test("Tags no folder can name", arguments: ["x", "english", "en-US-x-private-stuff", ""])
    func badFolders(tag: String) {
        #expect(AndroidLocaleFolder.folder(for: tag) == nil)
    }
}

@Suite("Catalog export: hostile text read back")
struct CatalogExportReadBackTests {
    static let hostile = [
        "It's 100% \"sure\" <b> & co\n  two\ttabs", "@home", "?query", "back\\slash", "a]]>b", "x -- y -",
        "\u{A0}no-break\u{202F}narrow", "bidi \u{2067}\u{05D0}\u{2069} isolate", "tab\tand\u{7F}delete", "emoji 👍🏽 ok",
    ]

    @Test("Android: the validator's reader gets each text back", arguments: hostile)
    func android(text: String) throws {
        let pattern = text.replacing("'", with: "''")
        let export = CatalogExportTests.export(["en": [("t", pattern)]])
        let file = try #require(try export.androidResources().first)
        let read = AndroidResourceReader.read(bytes: Array(file.text.utf8), path: "values/strings.xml", locale: "")
        #expect(read.failure == nil)
        // Without arguments, Android formats nothing: a percent sign is written as it is.
        #expect(read.entries.first?.entry.variants.first?.text == text)
    }

    @Test("String Catalog: the validator's reader gets each text back, % doubled", arguments: hostile)
    func stringCatalog(text: String) throws {
        let pattern = text.replacing("'", with: "''")
        let export = CatalogExportTests.export(["en": [("t", pattern)]])
        let catalog = try StringCatalogReader.read(bytes: Array(try export.stringCatalog().utf8), path: "x.xcstrings")
        #expect(catalog.strings.first?.entries["en"]?.variants.first?.text == text.replacing("%", with: "%%"))
    }
}

/// The validator on texts as `export` writes them: specifiers alone are no words, and a
/// text marked as equal to the source on purpose is not `untranslated`.
@Suite("Validation of exported texts: untranslated")
struct ExportedTextValidationTests {
    static func androidFindings(source: String, french: String) throws -> [String] {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("untranslated-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (folder, body) in [("values", source), ("values-fr", french)] {
            let directory = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let text = """
                <?xml version="1.0" encoding="utf-8"?>
                <resources xmlns:tools="http://schemas.android.com/tools">
                    \(body)
                </resources>
                """
            try Data(text.utf8).write(to: directory.appendingPathComponent("strings.xml"))
        }
        return try CatalogValidator().validate(paths: [root.path]).findings.map {
            "\($0.line):\($0.column ?? 0): \($0.severity.rawValue) \($0.rule.id): \($0.locale) \($0.id ?? ""): \($0.message)"
        }
    }

    @Test(
        "Android",
        arguments: [
            (#"<string name="a">%1$s, %2$s</string>"#, #"<string name="a">%1$s, %2$s</string>"#, [String]()),
            (
                #"<string name="a">volume slider</string>"#, #"<string name="a">volume slider</string>"#,
                ["3:5: warning untranslated: fr a: identical to the source: volume slider"]
            ),
            (
                #"<string name="a">volume slider</string>"#,
                #"<string name="a" tools:ignore="untranslated">volume slider</string>"#, []
            ),
            (#"<string name="a">100%</string>"#, #"<string name="a">100 %</string>"#, []),
            (#"<string name="a" formatted="false">%d%</string>"#, #"<string name="a" formatted="false">%d %</string>"#, []),
            (
                #"<string name="a">%1$d%</string>"#, #"<string name="a">%1$d %</string>"#,
                [
                    "3:5: error syntax: en a: a lone '%' at the end (write %% for a percent sign)",
                    "3:5: error syntax: fr a: a lone '%' at the end (write %% for a percent sign)",
                ]
            ),
            (
                #"<plurals name="p"><item quantity="one">%1$d</item><item quantity="other">%1$d</item></plurals>"#,
                #"<plurals name="p"><item quantity="one">%1$d</item><item quantity="many">%1$d</item><item quantity="other">%1$d</item></plurals>"#,
                []
            ),
        ])
    func android(source: String, french: String, expected: [String]) throws {
        #expect(try Self.androidFindings(source: source, french: french) == expected)
    }

    static func catalog(french: String) -> String {
        """
        {"sourceLanguage": "en", "strings": {
          "a": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "volume slider %1$lld"}},
            "fr": \(french)
          }}
        }}
        """
    }

    @Test(
        "String Catalog",
        arguments: [
            (
                #"{"stringUnit": {"state": "translated", "value": "volume slider %1$lld"}}"#,
                ["4:50: warning untranslated: fr a: identical to the source: volume slider %1$lld"]
            ),
            (#"{"sameAsSource": true, "stringUnit": {"state": "translated", "value": "volume slider %1$lld"}}"#, []),
        ])
    func stringCatalog(french: String, expected: [String]) {
        let findings = CatalogValidator.validateStringCatalog(bytes: Array(Self.catalog(french: french).utf8), path: "x")
        #expect(
            findings.findings.map {
                "\($0.line):\($0.column ?? 0): \($0.severity.rawValue) \($0.rule.id): \($0.locale) \($0.id ?? ""): \($0.message)"
            } == expected)
    }
}
