import Foundation
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// What the validator used to miss on real apps' files, each on a small catalog of its own,
/// with the finding written out in full.
@Suite("Misses: empty translations, control characters, substitutions")
struct MissesTests {
    typealias C = Catalogs

    @Test("An empty translation the catalog counts as translated: the user sees a blank")
    func emptyStringCatalog() {
        let catalog = C.stringCatalog([
            ("Export", "", [("en", C.unit("Export")), ("es", C.unit("")), ("nl", C.unit("Exporteren"))]),
            ("Blank", "", [("en", C.unit("")), ("es", C.unit("")), ("nl", C.unit(""))]),
        ])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:46: error empty-translation: es Export: is empty: the user sees a blank where the source has text"
            ])
    }

    @Test("An empty Android plural item")
    func emptyPluralItem() throws {
        let source = C.resources(
            #"    <plurals name="files"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals>"#)
        let polish = C.resources(
            #"    <plurals name="files"><item quantity="one">%d plik</item><item quantity="few"/><item quantity="many">%d plików</item><item quantity="other">%d pliku</item></plurals>"#
        )
        #expect(
            C.findings(android: ["values": source, "values-pl": polish]) == [
                "values-pl:3:62: error empty-translation: pl files [plural=few]: the variant plural=few is empty: the user sees a blank"
            ])
    }

    @Test("A C0 control character in a message is an error naming the entry, in every format")
    func controlCharacters() throws {
        let catalog = C.stringCatalog(key: "Find", [("en", C.unit("Find…")), ("vi", C.unit(#"T\u0018ìm…"#))])
        #expect(
            C.findings(stringCatalog: catalog) == [
                "4:46: error control-character: vi Find: U+0018 (CAN) at offset 1: a control character in the text"
            ])
        let source = C.resources(#"    <string name="a">Tab\tand line\nare fine</string>"#)
        let german = C.resources(#"    <string name="a">Ein \u0000 NUL</string>"#)
        #expect(
            C.findings(android: ["values": source, "values-de": german]) == [
                "values-de:3:5: error control-character: de a: U+0000 (NUL) at offset 4: a control character in the text"
            ])
        #expect(
            C.findings(json: ["en": #"{"a": "Bell"}"#, "fr": #"{"a": "Cloche \u0007"}"#]) == [
                "fr.json:1:2: error control-character: fr a: U+0007 (BEL) at offset 7: a control character in the message"
            ])
    }

    @Test("A substitution whose variant refers to itself, directly or through another")
    func selfReference() {
        let localization = #"""
            {"stringUnit": {"state": "translated", "value": "%#@a@"}, "substitutions": {
              "a": {"formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%arg item %#@a@"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg items %#@b@"}}}}},
              "b": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%#@a@"}},
                "other": {"stringUnit": {"state": "translated", "value": "%arg"}}}}}}}
            """#
        #expect(
            C.findings(stringCatalog: C.stringCatalog(key: "%lld items %lld", [("en", localization)])) == [
                "4:3: error syntax: en %lld items %lld [a]: the substitution a refers to itself: %#@a@ would never be filled",
                "7:3: error syntax: en %lld items %lld [b]: the substitution b refers to itself through %#@a@: %#@b@ would never be filled",
            ])
    }

    @Test("Keys that are canonically equivalent but not the same code points are two strings, as in Xcode")
    func codePointKeys() {
        let catalog = C.stringCatalog([
            ("\u{E9}t\u{E9}", "", [("en", C.unit("Summer")), ("fr", C.unit("Été"))]),
            ("e\u{301}te\u{301}", "", [("en", C.unit("Summer, decomposed")), ("fr", C.unit("Été, décomposé"))]),
        ])
        let report = CatalogValidator.validateStringCatalog(bytes: Array(catalog.utf8), path: "App.xcstrings")
        #expect(report.findings.map(Catalogs.line) == [])
        #expect(report.messages == 4)
        // The runtime's catalogs, looked up by `String`, still refuse them as one key.
        #expect(throws: JSONParseError.self) { try JSONParser.parse(Array(#"{"\#u{E9}": 1, "e\#u{301}": 2}"#.utf8)) }
    }
}

/// What the Android resource compiler refuses and what Mozilla's compare-locales reports,
/// each at its line; `AndroidCompilerEndToEndTests` runs aapt on the same files.
@Suite("Android: what aapt refuses and compare-locales reports")
struct AndroidCompilerRulesTests {
    typealias C = Catalogs

    @Test(
        "Each file aapt refuses gets a finding at its line (an error; a warning where aapt2 --legacy only warns)",
        arguments: [
            (
                #"<string name="a">A</string>"# + "\n" + #"    <string name="a">B</string>"#,
                [
                    "values:4:5: error invalid-resource: en a: the string 'a' is defined again (first at line 3), which aapt refuses"
                ]
            ),
            (
                #"<string>No name</string>"#,
                ["values:3:5: error invalid-resource: en : <string> has no name, which aapt requires"]
            ),
            (
                #"<string name="a">Bad \u12G4 escape</string>"#,
                [
                    #"values:3:5: error invalid-resource: en a: '\u12G4' is an invalid \u escape (four hexadecimal digits must follow), which aapt refuses"#
                ]
            ),
            (
                #"<string name="int">Integer</string>"#,
                [
                    "values:3:5: error invalid-resource: en int: the name 'int' is a Java keyword, which aapt refuses (it names a field of R)"
                ]
            ),
            (
                #"<string name="a">It's here</string>"#,
                [
                    #"values:3:5: error invalid-resource: en a: an apostrophe that is neither escaped (\') nor inside double quotes, which aapt refuses"#
                ]
            ),
            (
                #"<string name="a">%d of %s</string>"#,
                [
                    #"values:3:5: warning invalid-resource: en a: has more than one '%' and one without a position, which aapt2 refuses unless run with --legacy (as the Android Gradle plugin runs it, with a warning): number them (%1$s, %2$d), write %% for a percent sign, or mark the string formatted="false""#
                ]
            ),
            (
                #"<string name="a">Tap "Save"</string>"#,
                [
                    #"values:3:5: warning invalid-resource: en a: a double quote that is not escaped: Android drops it, so the text shows no quotation mark (write \")"#
                ]
            ),
        ])
    func refused(_ body: String, _ expected: [String]) throws {
        #expect(C.findings(android: ["values": C.resources("    " + body)]) == expected)
    }

    @Test(
        "What aapt takes passes: escaped and quoted apostrophes, a quoted whole text, positions, formatted=false",
        arguments: [
            #"<string name="a">It\'s here</string>"#, #"<string name="a">"It's here"</string>"#,
            #"<string name="a">" keep  spaces "</string>"#, #"<string name="a">%1$d of %2$s</string>"#,
            #"<string name="a" formatted="false">%d of %s</string>"#, #"<string name="a">Say \"hi\"</string>"#,
            #"<string name="a">\u00e9t\u00e9</string>"#,
        ])
    func accepted(_ body: String) throws {
        #expect(C.findings(android: ["values": C.resources("    " + body)]) == [])
    }

    @Test("A placeholder inside an attribute is an argument: a translation that drops it lacks it")
    func attributePlaceholder() throws {
        let source = C.resources(#"    <string name="terms">Read the <a href="%2$s">terms</a>, %1$s</string>"#)
        let german = C.resources(#"    <string name="terms">Lies die <a href="%2$s">Bedingungen</a>, %1$s</string>"#)
        let french = C.resources(#"    <string name="terms">Lisez les conditions, %1$s</string>"#)
        #expect(
            C.findings(android: ["values": source, "values-de": german, "values-fr": french]) == [
                "values-fr:3:5: error argument-mismatch: fr terms: lacks argument 2 (%2$s), which the source has"
            ])
    }

    @Test("A reference to another string used as a translation")
    func reference() throws {
        let source = C.resources(#"    <string name="ok">OK</string>"# + "\n" + #"    <string name="yes">@string/ok</string>"#)
        let french = C.resources(
            #"    <string name="ok">@string/accept</string>"# + "\n" + #"    <string name="yes">@string/ok</string>"#)
        #expect(
            C.findings(android: ["values": source, "values-fr": french]) == [
                "values-fr:3:5: warning resource-reference: fr ok: is a reference to another string (@string/accept), where the source has text of its own"
            ])
    }

    @Test("A translation of a string the source marks translatable=\"false\"")
    func notTranslatable() throws {
        let source = C.resources(#"    <string name="url" translatable="false">https://example.org</string>"#)
        let french = C.resources(#"    <string name="url">https://example.fr</string>"#)
        #expect(
            C.findings(android: ["values": source, "values-fr": french]) == [
                "values-fr:3:5: error not-translatable: fr url: is translated, but the source marks it translatable=\"false\" (values/strings.xml:3): Android uses this copy, which the source no longer changes"
            ])
    }

    @Test("A version folder the source has and a locale lacks, where the source changed the text")
    func versionFolder() throws {
        let folders = [
            "values": C.resources(#"    <string name="a">Allow access</string>"# + "\n" + #"    <string name="b">Open</string>"#),
            "values-v29": C.resources(
                #"    <string name="a">Allow all the time</string>"# + "\n" + #"    <string name="b">Open</string>"#),
            "values-fr": C.resources(
                #"    <string name="a">Autoriser l’accès</string>"# + "\n" + #"    <string name="b">Ouvrir</string>"#),
            "values-de": C.resources(
                #"    <string name="a">Zugriff erlauben</string>"# + "\n" + #"    <string name="b">Öffnen</string>"#),
            "values-de-v29": C.resources(#"    <string name="a">Immer erlauben</string>"#),
        ]
        #expect(
            C.findings(android: folders).filter { $0.contains("missing-qualified") } == [
                "values-fr:3:5: warning missing-qualified-translation: fr a: the source has two texts for it, “Allow access” and, for v29, “Allow all the time” (values-v29/strings.xml), but no values-…-v29 folder of fr has it: fr shows this one translation for both, so it is wrong for one of them (see which, and translate the other where it belongs)"
            ])
    }
}
