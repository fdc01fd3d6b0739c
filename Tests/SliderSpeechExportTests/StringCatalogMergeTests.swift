import Foundation
import Testing

@testable import SliderSpeech
@testable import SliderSpeechExport
@testable import SliderSpeechValidation

/// Merging into an app's String Catalog: the file's own formatting and strings kept byte for
/// byte, the export's strings where Xcode sorts them, a translator's work kept, strings an
/// earlier export wrote removed or marked stale — each case written out in full.
@Suite("Catalog export: merging into a String Catalog")
struct StringCatalogMergeTests {
    static func export(_ english: [(String, String)], _ french: [(String, String)]) -> CatalogExport {
        CatalogExport(
            catalogs: CatalogSet(directories: [ExportIntoAppTests.directory("A", ["en": english, "fr": french])]))
    }

    static let export = export([("a.one", "One"), ("a.two", "Two")], [("a.one", "Un"), ("a.two", "Deux")])

    static func merge(
        _ export: CatalogExport = export, into text: String, overwritingEdits: Bool = false
    ) throws -> CatalogExport.StringCatalogMerge {
        try export.stringCatalog(mergingInto: Array(text.utf8), overwritingEdits: overwritingEdits)
    }

    /// A string's localization value, `state value`, from a catalog's text.
    static func unit(_ text: String, _ id: String, _ locale: String) throws -> String {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        let string = try #require(strings[id] as? [String: Any], "\(id)")
        let localizations = try #require(string["localizations"] as? [String: Any])
        let localization = try #require(localizations[locale] as? [String: Any], "\(id) \(locale)")
        let unit = try #require(localization["stringUnit"] as? [String: String])
        return "\(unit["state"] ?? "") \(unit["value"] ?? "")"
    }

    /// A localization of a string as Xcode writes it, at its depth in a catalog.
    static func localization(_ locale: String, _ value: String, state: String = "translated") -> String {
        """
                "\(locale)" : {
                  "stringUnit" : {
                    "state" : "\(state)",
                    "value" : "\(value)"
                  }
                }
        """
    }

    /// A string with a comment, as Xcode writes it at its depth in a catalog; `localizations`
    /// from ``localization(_:_:state:)``.
    static func entry(_ id: String, comment: String, _ localizations: String...) -> String {
        """
            "\(id)" : {
              "comment" : "\(comment)",
              "extractionState" : "manual",
              "localizations" : {
        \(localizations.joined(separator: ",\n"))
              }
            }
        """
    }

    /// The app's own two strings in ``appCatalog``, one of them empty.
    static let appStrings = """
            "Alpha" : {
              "extractionState" : "extracted_with_value",
              "localizations" : {
        \(localization("fr", "Alpha", state: "needs_review"))
              }
            },
            "zeta" : {

            }
        """

    /// An app's catalog as Xcode writes it: two strings of its own, one of them empty.
    static let appCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
        \(appStrings)
          },
          "version" : "1.0"
        }
        """

    @Test("Nothing there (or only white space): the export's own catalog")
    func empty() throws {
        for existing in ["", " \n", "\u{FEFF}"] {
            let merge = try Self.merge(into: existing)
            #expect(merge.text == (try Self.export.stringCatalog()))
            #expect(merge.added == ["a.one", "a.two"])
            #expect(merge.updated == [] && merge.kept == 0)
        }
    }

    @Test("An Xcode-written catalog: its strings kept byte for byte, the export's added where Xcode's order puts them")
    func xcodeCatalog() throws {
        let merge = try Self.merge(into: Self.appCatalog)
        #expect(merge.added == ["a.one", "a.two"])
        #expect(merge.updated == [] && merge.kept == 2 && merge.keptEdits == [])
        // "a.one" sorts before "Alpha": punctuation before letters, case after letters. The app's
        // strings follow byte for byte.
        let note = #"Note.\nslider-speech export from A: en #, fr #"#
        #expect(
            CatalogExportTests.masked(merge.text) == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                \(Self.entry("a.one", comment: note, Self.localization("en", "One"), Self.localization("fr", "Un"))),
                \(Self.entry("a.two", comment: note, Self.localization("en", "Two"), Self.localization("fr", "Deux"))),
                \(Self.appStrings)
                  },
                  "version" : "1.0"
                }
                """)
        // The same export again changes no byte; the result reads back as a String Catalog.
        #expect(try Self.merge(into: merge.text).text == merge.text)
        _ = try StringCatalogReader.read(bytes: Array(merge.text.utf8), path: "x.xcstrings")
    }

    @Test("An update changes the lines of what changed and nothing else")
    func update() throws {
        let first = try Self.merge(into: Self.appCatalog).text
        let changed = Self.export([("a.one", "One"), ("a.two", "Two")], [("a.one", "Un"), ("a.two", "Deux !")])
        let merge = try Self.merge(changed, into: first)
        #expect(merge.updated == ["a.two"] && merge.added == [] && merge.keptEdits == [])
        let before = first.split(separator: "\n", omittingEmptySubsequences: false)
        let after = merge.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(before.count == after.count)
        let differing = zip(before, after).filter { $0 != $1 }.map { String($1).trimmingCharacters(in: .whitespaces) }
        // The comment (its record of fr) and the French value.
        #expect(differing.count == 2)
        #expect(differing.last == #""value" : "Deux !""#)
        #expect(differing.first?.hasPrefix(#""comment" : "Note.\nslider-speech export from A: en "#) == true)
    }

    @Test("A translator's work is kept: an edit since the export, a state new or needs_review, a text with no record")
    func translatorsWork() throws {
        var text = try Self.merge(into: Self.appCatalog).text
        // In Xcode: a.one's French edited, a.two's French marked for review.
        text = text.replacingOccurrences(of: #""value" : "Un""#, with: #""value" : "Un seul""#)
        text = text.replacingOccurrences(
            of: "\"state\" : \"translated\",\n            \"value\" : \"Deux\"",
            with: "\"state\" : \"needs_review\",\n            \"value\" : \"Deux\"")
        #expect(try Self.unit(text, "a.two", "fr") == "needs_review Deux")
        // The catalogs change every text.
        let changed = Self.export([("a.one", "One!"), ("a.two", "Two!")], [("a.one", "Un !"), ("a.two", "Deux !")])
        let merge = try Self.merge(changed, into: text)
        #expect(
            merge.keptEdits == [
                .init(id: "a.one", locale: "fr", reason: "it was changed since the export wrote it"),
                .init(id: "a.two", locale: "fr", reason: "its state is needs_review"),
            ])
        #expect(try Self.unit(merge.text, "a.one", "en") == "translated One!")
        #expect(try Self.unit(merge.text, "a.one", "fr") == "translated Un seul")
        #expect(try Self.unit(merge.text, "a.two", "en") == "translated Two!")
        #expect(try Self.unit(merge.text, "a.two", "fr") == "needs_review Deux")
        // Kept again the next time: the record still says what the export wrote.
        let again = try Self.merge(changed, into: merge.text)
        #expect(again.text == merge.text && again.keptEdits == merge.keptEdits)
        // Unless told to overwrite them.
        let overwritten = try Self.merge(changed, into: merge.text, overwritingEdits: true)
        #expect(overwritten.keptEdits == [])
        #expect(try Self.unit(overwritten.text, "a.one", "fr") == "translated Un !")
        #expect(try Self.unit(overwritten.text, "a.two", "fr") == "translated Deux !")
        #expect(try Self.merge(changed, into: overwritten.text).keptEdits == [])
    }

    @Test("A string of the export's id with no record: the same text gets a record, another text is kept")
    func noRecord() throws {
        let existing = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a.one" : {
                  "localizations" : {
            \([Self.localization("en", "One"), Self.localization("fr", "Un (Xcode)"), Self.localization("sw", "Moja")]
                .joined(separator: ",\n"))
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let merge = try Self.merge(into: existing)
        #expect(
            merge.keptEdits == [
                .init(id: "a.one", locale: "fr", reason: "it differs from the export's, and no record says the export wrote it")
            ])
        #expect(try Self.unit(merge.text, "a.one", "fr") == "translated Un (Xcode)")
        #expect(try Self.unit(merge.text, "a.one", "sw") == "translated Moja")
        // The record holds en alone: only what the export wrote.
        #expect(CatalogExportTests.masked(merge.text).contains(#""comment" : "Note.\nslider-speech export from A: en #","#))
    }

    @Test("A string an earlier export wrote and this one does not: removed, or marked stale where someone changed it")
    func earlierStrings() throws {
        let first = try Self.merge(into: Self.appCatalog).text
        let fewer = Self.export([("a.one", "One")], [("a.one", "Un")])
        let removed = try Self.merge(fewer, into: first)
        #expect(removed.removed == ["a.two"] && removed.markedStale == [])
        #expect(!removed.text.contains("a.two"))
        // What an earlier export and this one wrote alike is gone, line for line.
        #expect(removed.text == (try Self.merge(fewer, into: Self.appCatalog).text))
        let edited = first.replacingOccurrences(of: #""value" : "Deux""#, with: #""value" : "Deux (revu)""#)
        let stale = try Self.merge(fewer, into: edited)
        #expect(stale.removed == [] && stale.markedStale == ["a.two"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(stale.text.utf8)) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: [String: Any]])
        #expect(strings["a.two"]?["extractionState"] as? String == "stale")
        #expect(try Self.unit(stale.text, "a.two", "fr") == "translated Deux (revu)")
        // Marked once: the next export changes nothing.
        let again = try Self.merge(fewer, into: stale.text)
        #expect(again.text == stale.text && again.markedStale == [])
    }

    @Test("An earlier export's role word, hint and spoken text (no record): removed where they are the catalog's text")
    func leftOutBuiltIns() throws {
        let existing = """
            {
              "sourceLanguage" : "en",
              "strings" : {
            \(Self.entry("slider.hint.ios", comment: "Old.", Self.localization("en", "Swipe up or down with one finger to adjust the value.")))
            ,
            \(Self.entry(
                "slider.role.adjustable", comment: "Old.", Self.localization("en", "adjustable"),
                Self.localization("sw", "inayoweza kurekebishwa")))
              },
              "version" : "1.0"
            }
            """
        let export = CatalogExport(catalogs: .builtIn, locales: .only([]))
        let merge = try Self.merge(export, into: existing)
        #expect(merge.removed == ["slider.hint.ios"])
        // Its Swahili is someone's: the string stays, marked stale.
        #expect(merge.markedStale == ["slider.role.adjustable"])
        #expect(!merge.text.contains("slider.hint.ios"))
        #expect(merge.text.contains("inayoweza kurekebishwa"))
    }

    @Test("Keys that differ only by normalization are two strings, both kept byte for byte")
    func normalization() throws {
        let composed = "caf\u{E9} x"
        let decomposed = "cafe\u{301} x"
        let existing = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "\(composed)" : {

                },
                "\(decomposed)" : {
                  "comment" : "NFD"
                }
              },
              "version" : "1.0"
            }
            """
        let merge = try Self.merge(into: existing)
        #expect(merge.kept == 2)
        #expect(merge.text.utf8.count > existing.utf8.count)
        #expect(
            merge.text.contains("\"\(composed)\" : {\n\n    },\n    \"\(decomposed)\" : {\n      \"comment\" : \"NFD\"\n    }"))
    }

    @Test("A file in another style: its own line breaks, indentation, separator and escaping for what is new")
    func otherStyles() throws {
        let oneLine = #"{"sourceLanguage":"en","strings":{"Z":{"comment":"a\/b"}},"version":"1.0"}"#
        let merge = try Self.merge(Self.export([("a.one", "One")], [("a.one", "Un")]), into: oneLine)
        #expect(
            CatalogExportTests.masked(merge.text)
                == #"{"sourceLanguage":"en","strings":{"a.one":{"comment":"Note.\nslider-speech export from A: en #, fr #","extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"One"}},"fr":{"stringUnit":{"state":"translated","value":"Un"}}}},"Z":{"comment":"a\/b"}},"version":"1.0"}"#
        )
        let windows =
            "{\r\n    \"sourceLanguage\": \"en\",\r\n    \"strings\": {\r\n        \"Z\": {}\r\n    },\r\n    \"version\": \"1.0\"\r\n}\r\n"
        let crlf = try Self.merge(Self.export([("a.one", "One")], [("a.one", "Un")]), into: windows)
        #expect(
            CatalogExportTests.masked(crlf.text)
                == [
                    "{", "    \"sourceLanguage\": \"en\",", "    \"strings\": {", "        \"a.one\": {",
                    "            \"comment\": \"Note.\\nslider-speech export from A: en #, fr #\",",
                    "            \"extractionState\": \"manual\",", "            \"localizations\": {",
                    "                \"en\": {", "                    \"stringUnit\": {",
                    "                        \"state\": \"translated\",", "                        \"value\": \"One\"",
                    "                    }", "                },", "                \"fr\": {",
                    "                    \"stringUnit\": {", "                        \"state\": \"translated\",",
                    "                        \"value\": \"Un\"", "                    }", "                }",
                    "            }", "        },", "        \"Z\": {}", "    },", "    \"version\": \"1.0\"", "}", "",
                ].joined(separator: "\r\n"))
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
            _ = try Self.merge(into: existing)
        } throws: { error in
            guard let error = error as? CatalogExportError else { return false }
            return error.code == .existingCatalog && error.reason == reason && error.description == reason
        }
    }

    @Test("The languages of a String Catalog: every localization of every string, as spelled")
    func languages() {
        let text = """
            {"sourceLanguage":"en","strings":{"a":{"localizations":{"fr":{},"pt-BR":{}}},"b":{"localizations":{"FR":{},"de":{}}},"c":{}}}
            """
        #expect(CatalogExport.languages(ofStringCatalog: Array(text.utf8)) == ["de", "fr", "pt-BR"])
        #expect(CatalogExport.languages(ofStringCatalog: Array("not json".utf8)) == [])
    }
}
