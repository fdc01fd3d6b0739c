import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// Each rule of the ValidationRules article on a catalog that triggers it and only it, with the finding written
/// out; a clean catalog; and the cases other validators get wrong.
@Suite("Translation validation (the ValidationRules article)")
struct ValidatorTests {
    static let source = """
        {
          "count": "{count, plural, one {# stay} other {# stays}}",
          "rank": "{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
          "greeting": "{gender, select, female {Welcome, {name}} other {Welcome}}",
          "hello": "Hello",
          "pair": "{label}, {value}"
        }
        """

    /// The findings for a source and one translation, as text lines.
    static func findings(_ files: [String: String], strict: Bool = false) throws -> [String] {
        let input = files.sorted { $0.key < $1.key }.map { (path: "dir/\($0.key).json", bytes: Array($0.value.utf8)) }
        let result = try CatalogValidator().validate(files: input, directory: "dir")
        return ValidationReport(findings: result.findings, files: files.count, messages: result.messages, strict: strict)
            .findings.map(\.description)
    }

    /// A French catalog equal to a clean one but for one message.
    static func french(_ id: String, _ pattern: String) -> String {
        var messages: [(String, String)] = [
            ("count", "{count, plural, one {# séjour} many {# de séjours} other {# séjours}}"),
            ("rank", "{n, selectordinal, one {#er} other {#e}}"),
            ("greeting", "{gender, select, female {Bienvenue, {name}} other {Bienvenue}}"),
            ("hello", "Bonjour"),
            ("pair", "{label} : {value}"),
        ]
        if let index = messages.firstIndex(where: { $0.0 == id }) {
            messages[index].1 = pattern
        } else {
            messages.append((id, pattern))
        }
        return "{\n" + messages.map { "  \"\($0.0)\": \"\($0.1)\"" }.joined(separator: ",\n") + "\n}\n"
    }

    @Test("A clean catalog has no finding")
    func clean() throws {
        #expect(try Self.findings(["en": Self.source, "fr": Self.french("hello", "Bonjour")]) == [])
    }

    @Test(
        "Each rule alone",
        arguments: [
            (
                "json", ["en": source, "fr": "{\"count\": 3}"],
                [
                    "dir/fr.json:1: error json: fr: count: expected a pattern string or {\"message\": …, \"description\": …}, got a number"
                ]
            ),
            (
                "locale", ["en": source, "french": french("hello", "Bonjour")],
                [
                    "dir/french.json:1: error locale: french: 'french' is not a locale tag ICU has data for, so the file's plural rules are unknown"
                ]
            ),
            (
                "syntax", ["en": source, "fr": french("hello", "Bonjour {")],
                ["dir/fr.json:5: error syntax: fr hello: a '{' is never closed at offset 8 (U_UNMATCHED_BRACES)"]
            ),
            (
                "missing-key",
                [
                    "en": source,
                    "fr": french("hello", "Bonjour").replacingFirst("  \"pair\": \"{label} : {value}\"\n", with: "")
                        .replacingFirst(",\n}", with: "\n}"),
                ],
                ["dir/fr.json:1: error missing-key: fr pair: missing: dir/en.json has it at line 6"]
            ),
            (
                "extra-key", ["en": source, "fr": french("bye", "Au revoir")],
                ["dir/fr.json:7: warning extra-key: fr bye: not in the source catalog dir/en.json"]
            ),
            (
                "missing-other", ["en": source, "fr": french("greeting", "{gender, select, female {Bienvenue, {name}}}")],
                [
                    "dir/fr.json:4: error missing-other: fr greeting: a plural, selectordinal or select argument has no 'other' variant"
                ]
            ),
            (
                "untranslated", ["en": source, "fr": french("hello", "Hello")],
                ["dir/fr.json:5: warning untranslated: fr hello: identical to the source: Hello"]
            ),
            (
                "argument-type-mismatch", ["en": source, "fr": french("pair", "{label} : {value, number}")],
                ["dir/fr.json:6: error argument-type-mismatch: fr pair [value]: {value} is plain in the source, number here"]
            ),
            (
                "render", ["en": "{\"a\": \"Open '{'menu'}'\"}", "fr": "{\"a\": \"Ouvrir '{'menu'}'\"}"],
                [
                    "dir/en.json:1: error render: en a: renders with a brace: Open {menu}",
                    "dir/fr.json:1: error render: fr a: renders with a brace: Ouvrir {menu}",
                ]
            ),
        ] as [(String, [String: String], [String])])
    func rule(_ name: String, _ files: [String: String], _ expected: [String]) throws {
        let actual = try Self.findings(files)
        #expect(actual == expected, "\(name)")
    }

    @Test("French without many: a warning, reached only by 1000000 and up", .pinnedToICU72)
    func frenchMany() throws {
        #expect(
            try Self.findings([
                "en": Self.source, "fr": Self.french("count", "{count, plural, one {# séjour} other {# séjours}}"),
            ]) == [
                "dir/fr.json:2: warning missing-plural-category: fr count [count]: lacks 'many', which 1000000 takes (no number from 0 to 999 does)"
            ])
    }

    @Test("Arabic without two and few: errors naming the numbers", .pinnedToICU72)
    func arabic() throws {
        let arabic = """
            {"count": "{count, plural, zero {لا إقامات} one {إقامة واحدة} many {# إقامة} other {# إقامة}}",
             "rank": "{n, selectordinal, other {#}}", "greeting": "{gender, select, female {أهلًا، {name}} other {أهلًا}}",
             "hello": "مرحبًا", "pair": "{label}، {value}"}
            """
        #expect(
            try Self.findings(["en": Self.source, "ar": arabic]) == [
                "dir/ar.json:1: error missing-plural-category: ar count [count]: lacks 'two', which 2 takes",
                "dir/ar.json:1: error missing-plural-category: ar count [count]: lacks 'few', which 3, 4, 5, 6, 7, 8, … take",
            ])
    }

    @Test("Slovenian one without #: 'one' is 1, 101, 201 …, so the number must be said", .pinnedToICU72)
    func slovenianOne() throws {
        let slovenian = """
            {"count": "{count, plural, one {bivanje} two {# bivanji} few {# bivanja} other {# bivanj}}",
             "rank": "{n, selectordinal, other {#.}}", "greeting": "{gender, select, female {Dobrodošli, {name}} other {Dobrodošli}}",
             "hello": "Zdravo", "pair": "{label}, {value}"}
            """
        #expect(
            try Self.findings(["en": Self.source, "sl": slovenian]) == [
                "dir/sl.json:1: error argument-mismatch: sl count [count=one]: drops #, but 'one' is not one number: 1, 101, 201, 301, 401, 501, … all do; keep # or use =N"
            ])
    }

    @Test("English one may drop #: only 1 takes it")
    func englishOne() throws {
        let british = Self.source.replacingFirst("one {# stay}", with: "one {One stay}")
        #expect(try Self.findings(["en": Self.source, "en-GB": british]).filter { !$0.contains("untranslated") } == [])
    }

    @Test("Russian without other: missing-other, not syntax")
    func russianOther() throws {
        let russian = """
            {"count": "{count, plural, one {# вариант} few {# варианта} many {# вариантов}}",
             "rank": "{n, selectordinal, other {#-й}}", "greeting": "{gender, select, female {Добро пожаловать, {name}} other {Добро пожаловать}}",
             "hello": "Привет", "pair": "{label}, {value}"}
            """
        #expect(
            try Self.findings(["en": Self.source, "ru": russian]) == [
                "dir/ru.json:1: error missing-other: ru count: a plural, selectordinal or select argument has no 'other' variant"
            ])
    }

    @Test("English with few: a category English never uses", .pinnedToICU72)
    func englishFew() throws {
        let british = Self.source.replacingFirst("one {# stay}", with: "one {# stay} few {# stays}")
        #expect(
            try Self.findings(["en": Self.source, "en-GB": british]).filter { !$0.contains("untranslated") } == [
                "dir/en-GB.json:2: warning unused-plural-category: en-GB count [count]: has 'few', a category en-GB never uses for numbers (it uses one, other)"
            ])
    }

    @Test("A translator who renamed {count} to {cuenta}, or plural to pluriel")
    func renamed() throws {
        #expect(
            try Self.findings([
                "en": Self.source,
                "fr": Self.french("count", "{cuenta, plural, one {# séjour} many {# de séjours} other {# séjours}}"),
            ]) == [
                "dir/fr.json:2: error argument-mismatch: fr count: uses {cuenta}, which the source does not have",
                "dir/fr.json:2: error argument-mismatch: fr count: lacks {count}, which the source has",
            ])
        #expect(
            try Self.findings([
                "en": Self.source, "fr": Self.french("count", "{count, pluriel, one {# séjour} other {# séjours}}"),
            ]) == [
                "dir/fr.json:2: error syntax: fr count: unknown argument type 'pluriel' at offset 8 (U_ILLEGAL_ARGUMENT_ERROR)"
            ])
    }

    @Test("A renamed argument inside one variant only is caught in that variant")
    func renamedInVariant() throws {
        #expect(
            try Self.findings([
                "en": Self.source, "fr": Self.french("greeting", "{gender, select, female {Bienvenue, {nom}} other {Bienvenue}}"),
            ]) == [
                "dir/fr.json:4: error argument-mismatch: fr greeting [gender=female]: uses {nom}, which the source does not have",
                "dir/fr.json:4: error argument-mismatch: fr greeting [gender=female]: lacks {name}, which the source has",
            ])
    }

    @Test("A fullwidth comma inside an argument, a right-to-left mark inside the syntax")
    func controlCharacters() throws {
        #expect(
            try Self.findings(["en": Self.source, "fr": Self.french("pair", "{label\u{200F}} : {value}")]) == [
                "dir/fr.json:6: error control-character: fr pair: right-to-left mark (U+200F) in the syntax at offset 6"
            ])
        let fullwidth = try Self.findings([
            "en": Self.source, "fr": Self.french("count", "{count，plural, one {# séjour} many {# de séjours} other {# séjours}}"),
        ])
        #expect(
            fullwidth == ["dir/fr.json:2: error control-character: fr count: fullwidth comma (U+FF0C) in the syntax at offset 6"])
    }

    @Test("Typography in text passes: a French no-break space, a Japanese wave dash, fullwidth punctuation")
    func typographyInText() throws {
        #expect(try Self.findings(["en": Self.source, "fr": Self.french("pair", "{label}\u{A0}: {value}")]) == [])
        let japanese = """
            {"count": "{count, plural, other {#泊（宿泊）～}}", "rank": "{n, selectordinal, other {#番目}}",
             "greeting": "{gender, select, female {ようこそ、{name}さん｛歓迎｝} other {ようこそ}}", "hello": "こんにちは", "pair": "{label}、{value}"}
            """
        #expect(try Self.findings(["en": Self.source, "ja": japanese]) == [])
    }

    @Test("An ordinal turned into a cardinal plural")
    func ordinalToCardinal() throws {
        #expect(
            try Self.findings(["en": Self.source, "fr": Self.french("rank", "{n, plural, one {#er} many {#e} other {#e}}")]) == [
                "dir/fr.json:3: error argument-type-mismatch: fr rank [n]: {n} is selectordinal in the source, plural here"
            ])
    }

    @Test("A file that is not JSON; a file name that is not a locale")
    func files() throws {
        #expect(
            try Self.findings(["en": Self.source, "de": "not json"]) == [
                "dir/de.json:1: error json: de: not JSON: column 1: unexpected 'n', expected a value"
            ])
        #expect(
            try Self.findings(["en": Self.source, "xx-YY": Self.french("hello", "Bonjour")]) == [
                "dir/xx-YY.json:1: error locale: xx-YY: 'xx-YY' is not a locale tag ICU has data for, so the file's plural rules are unknown"
            ])
    }

    @Test("--strict makes warnings errors")
    func strict() throws {
        #expect(
            try Self.findings(["en": Self.source, "fr": Self.french("hello", "Hello")], strict: true) == [
                "dir/fr.json:5: error untranslated: fr hello: identical to the source: Hello"
            ])
    }

    @Test("No source catalog is an input error, not a finding")
    func noSource() throws {
        let error = try #require(throws: CatalogError.self) {
            try CatalogValidator().validate(files: [(path: "dir/fr.json", bytes: Array("{}".utf8))], directory: "dir")
        }
        #expect(error.code == .noSourceCatalog)
        #expect(error.file == "dir" && error.line == nil && error.column == nil)
        #expect(error.description == "dir: no source catalog en.json to compare with")
    }
}

@Suite("Invisible characters in syntax positions")
struct SyntaxCharacterScanTests {
    @Test(arguments: [
        ("{label\u{200F}}", [6]),
        ("{count\u{A0}, plural, other {#}}", [6]),
        ("{count, plural, one\u{200B} {#} other {#}}", [19]),
        ("{n, number, ::currency/USD\u{202E}}", [26]),
        ("Prix\u{A0}: {value}\u{200F}", []),  // text, not syntax
        ("'{'\u{200F}'}' {a}", []),  // quoted literal text
        ("{count, plural, other {#\u{FF5B}x\u{FF5D}}}", []),  // fullwidth braces in text
        ("\u{FF5B}count\u{FF5D}", []),  // a fullwidth brace is text where text is
        ("{count\u{FF0C}plural, one {#} other {#}}", [6]),
        ("{g, select, a {{x\u{2066}}} other {}}", [17]),
    ])
    func scan(_ pattern: String, _ offsets: [Int]) {
        #expect(SyntaxCharacterScan.scan(pattern).map(\.offset) == offsets)
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
