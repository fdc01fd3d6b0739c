import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// `"sameAsSource": true` in a catalog entry: read by the catalog, honoured by `untranslated`
/// in any catalog, rejected when it is not a boolean.
@Suite("sameAsSource")
struct SameAsSourceTests {
    static let source = """
        {
          "role": {"message": "Slider", "description": "TalkBack's word"},
          "hello": "Hello"
        }
        """

    static func findings(_ translation: String, strict: Bool = true) throws -> [String] {
        let files = [("en", source), ("fil", translation)].map {
            CatalogValidator.InputFile(path: "dir/\($0.0).json", bytes: Array($0.1.utf8))
        }
        return try CatalogValidator().validate(files: files, directory: "dir", strict: strict).findings.map(\.description)
    }

    @Test("The flag is read beside message and description; it defaults to false")
    func parsed() throws {
        let text = #"""
            {"role": {"message": "Slider", "description": "TalkBack: value_seek_bar", "sameAsSource": true},
             "hello": {"message": "Kumusta"}, "bye": "Paalam", "off": {"message": "Hi", "sameAsSource": false}}
            """#
        let file = try CatalogFile(bytes: Array(text.utf8), path: "dir/fil.json")
        #expect(
            file["role"]
                == CatalogMessage(
                    id: "role", pattern: "Slider", note: "TalkBack: value_seek_bar", line: 1, column: 2,
                    sameAsSource: true))
        #expect(file["hello"]?.sameAsSource == false)
        #expect(file["bye"]?.sameAsSource == false)
        #expect(file["off"]?.sameAsSource == false)
    }

    @Test(
        "A flag that is not a boolean, or an unknown field, is an error naming the entry",
        arguments: [
            (
                #"{"role": {"message": "Slider", "sameAsSource": "yes"}}"#,
                #"dir/fil.json:1: role: expected "sameAsSource" to be true or false"#
            ),
            (
                #"{"role": {"message": "Slider", "sameAsSource": 1}}"#,
                #"dir/fil.json:1: role: expected "sameAsSource" to be true or false"#
            ),
            (
                #"{"role": {"message": "Slider", "same": true}}"#,
                "dir/fil.json:1: role: unknown field 'same' (expected message, description and sameAsSource)"
            ),
        ])
    func rejected(_ text: String, _ expected: String) {
        #expect(throws: CatalogError.self) { try CatalogFile(bytes: Array(text.utf8), path: "dir/fil.json") }
        do {
            _ = try CatalogFile(bytes: Array(text.utf8), path: "dir/fil.json")
        } catch {
            #expect(error.description == expected)
            #expect(error.code == .notACatalog)
        }
    }

    @Test("Marked: no untranslated finding, even with --strict")
    func silenced() throws {
        let filipino =
            #"{"role": {"message": "Slider", "description": "TalkBack's value_seek_bar", "sameAsSource": true}, "hello": "Kumusta"}"#
        #expect(try Self.findings(filipino) == [])
    }

    @Test("Unmarked, or marked false: the warning stays; the mark covers only its own entry")
    func notSilenced() throws {
        #expect(
            try Self.findings(#"{"role": "Slider", "hello": "Kumusta"}"#, strict: false) == [
                "dir/fil.json:1: warning untranslated: fil role: identical to the source: Slider"
            ])
        #expect(
            try Self.findings(#"{"role": {"message": "Slider", "sameAsSource": false}, "hello": "Kumusta"}"#) == [
                "dir/fil.json:1: error untranslated: fil role: identical to the source: Slider"
            ])
        #expect(
            try Self.findings(#"{"role": {"message": "Slider", "sameAsSource": true}, "hello": "Hello"}"#) == [
                "dir/fil.json:1: error untranslated: fil hello: identical to the source: Hello"
            ])
    }

    @Test("The mark does not hide other rules: a wrong argument is still an error")
    func otherRulesStay() throws {
        let source = #"{"pair": "{label}, {value} units"}"#
        let translation = #"{"pair": {"message": "{label}, {valor} units", "sameAsSource": true}}"#
        let files = [("en", source), ("fil", translation)].map {
            CatalogValidator.InputFile(path: "dir/\($0.0).json", bytes: Array($0.1.utf8))
        }
        let result = try CatalogValidator().validate(files: files, directory: "dir")
        #expect(
            result.findings.map(\.description) == [
                "dir/fil.json:1: error argument-mismatch: fil pair: uses {valor}, which the source does not have",
                "dir/fil.json:1: error argument-mismatch: fil pair: lacks {value}, which the source has",
            ])
    }
}
