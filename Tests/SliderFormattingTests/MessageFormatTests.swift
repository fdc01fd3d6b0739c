import SliderFormatting
import TestSupport
import Testing

/// The English count pattern formatted in each locale: the number is the locale's, the branch
/// is the locale's plural category (`one` or else `other`: this pattern has no others).
struct MessageRow: Sendable, CustomTestStringConvertible {
    let locale: String
    /// Formatted for 1, 2, 5, 186, 1234.
    let texts: [String]
    var testDescription: String { locale }

    static let counts: [Double] = [1, 2, 5, 186, 1234]
    static let pattern = "{count, plural, one {# stay} other {# stays}}"

    private static let english = ["1 stay", "2 stays", "5 stays", "186 stays", "1,234 stays"]

    static let all: [MessageRow] = [
        MessageRow(locale: "en-US", texts: english),
        MessageRow(locale: "es-MX", texts: english),
        MessageRow(locale: "fr-FR", texts: ["1 stay", "2 stays", "5 stays", "186 stays", "1\u{202F}234 stays"]),
        MessageRow(locale: "de-DE", texts: ["1 stay", "2 stays", "5 stays", "186 stays", "1.234 stays"]),
        // Japanese has only `other`.
        MessageRow(locale: "ja-JP", texts: ["1 stays", "2 stays", "5 stays", "186 stays", "1,234 stays"]),
        // Arabic `two` and `few` are not in the pattern, so they fall to `other`.
        MessageRow(locale: "ar-EG", texts: ["١ stay", "٢ stays", "٥ stays", "١٨٦ stays", "١٬٢٣٤ stays"]),
        MessageRow(locale: "he-IL", texts: english),
        MessageRow(locale: "ru-RU", texts: ["1 stay", "2 stays", "5 stays", "186 stays", "1\u{A0}234 stays"]),
        MessageRow(locale: "pl-PL", texts: ["1 stay", "2 stays", "5 stays", "186 stays", "1\u{A0}234 stays"]),
        MessageRow(locale: "hi-IN", texts: english),
        MessageRow(locale: "zh-Hans-CN", texts: ["1 stays", "2 stays", "5 stays", "186 stays", "1,234 stays"]),
        MessageRow(locale: "pt-BR", texts: ["1 stay", "2 stays", "5 stays", "186 stays", "1.234 stays"]),
    ]
}

@Suite("MessageFormat: named arguments, plurals, selects (ICU 72)")
struct MessageFormatTests {
    @Test("A plural message with # in each locale", .pinnedToICU72, arguments: MessageRow.all)
    func plural(row: MessageRow) throws {
        let message = try MessageFormat.shared(pattern: MessageRow.pattern, locale: ICULocale(row.locale))
        #expect(try MessageRow.counts.map { try message.format(["count": .number($0)]) } == row.texts)
    }

    @Test("The stays count of the price filter", arguments: [(0.0, "No stays"), (1, "1 stay"), (186, "186 stays")])
    func stays(count: Double, text: String) throws {
        let message = try MessageFormat.shared(
            pattern: "{count, plural, =0 {No stays} one {# stay} other {# stays}}", locale: ICULocale("en"))
        #expect(try message.format(["count": .number(count)]) == text)
    }

    @Test("Select, selectordinal, skeletons and plain arguments")
    func kinds() throws {
        let locale = try ICULocale("en")
        let message = try MessageFormat(
            pattern: "{name} is {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}"
                + " at {speed, number, ::.##}× ({mood, select, happy {glad} other {meh}})",
            locale: locale)
        let text = try message.format([
            "name": .string("Ada"), "rank": .number(22), "speed": .number(1.5),
            "mood": .string("happy"), "unused": .number(1),
        ])
        #expect(text == "Ada is 22nd at 1.5× (glad)")
        #expect(message.pattern.hasPrefix("{name}"))
        #expect(message.locale == locale)
    }

    @Test("A number skeleton inside an argument uses the locale's digits")
    func skeletonInArgument() throws {
        let message = try MessageFormat(pattern: "{value, number, ::.##}×", locale: ICULocale("ar-EG"))
        #expect(try message.format(["value": .number(1.5)]) == "١٫٥×")
    }

    @Test("A missing argument stays in the output as {name}")
    func missingArgument() throws {
        let message = try MessageFormat(
            pattern: "Hello {name}, {count, plural, one {# stay} other {# stays}}", locale: ICULocale("en"))
        #expect(try message.format(["count": .number(2)]) == "Hello {name}, 2 stays")
    }

    @Test("Text given to a plural argument is ICU's error")
    func wrongArgumentType() throws {
        let message = try MessageFormat(pattern: MessageRow.pattern, locale: ICULocale("en"))
        #expect(throws: FormattingError.icu(ICUError(code: 1, operation: "MessageFormat::format"))) {
            try message.format(["count": .string("many")])
        }
        #expect(ICUError(code: 1, operation: "MessageFormat::format").name == "U_ILLEGAL_ARGUMENT_ERROR")
    }

    @Test("A 2,000-character label formats whole")
    func longLabel() throws {
        let label = String(repeating: "Prix à la nuit, ", count: 125)
        #expect(label.count == 2_000)
        let message = try MessageFormat(
            pattern: "{label}: {count, plural, one {# séjour} other {# séjours}}", locale: ICULocale("fr-FR"))
        let text = try message.format(["label": .string(label), "count": .number(1234)])
        #expect(text == label + ": 1\u{202F}234 séjours")
    }

    @Test("Apostrophes quote as ICU4C does")
    func apostrophes() throws {
        let message = try MessageFormat(
            pattern: "It''s '{'literal'}' {n, plural, offset:1 one {#} other {# and ''#''}}", locale: ICULocale("en"))
        #expect(try message.format(["n": .number(3)]) == "It's {literal} 2 and '2'")
    }

    @Test("# inside a select nested in a plural is literal text in ICU4C")
    func poundInNestedSelect() throws {
        let message = try MessageFormat(
            pattern: "{count, plural, other {{kind, select, hotel {# hotels} other {# stays}}}}",
            locale: ICULocale("en"))
        #expect(try message.format(["count": .number(3), "kind": .string("hotel")]) == "# hotels")
    }
}

@Suite("Message syntax errors with offsets in Unicode scalars")
struct MessageSyntaxErrorTests {
    static func syntaxError(_ pattern: String) -> MessageSyntaxError? {
        do {
            _ = try MessageFormat(pattern: pattern, locale: ICULocale("en"))
            return nil
        } catch {
            if error.code == .messageSyntax, let syntax = error.syntaxError { return syntax }
            Issue.record("not a syntax error: \(error)")
            return nil
        }
    }

    @Test(
        "Each fault is found where it is",
        arguments: [
            // The brace left open.
            ("Hello {name", 6, "U_UNMATCHED_BRACES", MessageSyntaxError.Code.unmatchedBraces),
            ("{a, select, other {text", 18, "U_UNMATCHED_BRACES", MessageSyntaxError.Code.unmatchedBraces),
            // A plural cut short: ICU's own offset, the start of its variants.
            ("{count, plural, one {# stay} other {# stays}", 15, "U_PATTERN_SYNTAX_ERROR", MessageSyntaxError.Code.malformed),
            // The type word of an unknown argument type.
            ("{count, pluriel, one {#} other {#}}", 8, "U_ILLEGAL_ARGUMENT_ERROR", MessageSyntaxError.Code.unknownArgumentType),
            (
                "héllo 👍 {count, pluriel, one {#} other {#}}", 16, "U_ILLEGAL_ARGUMENT_ERROR",
                MessageSyntaxError.Code.unknownArgumentType
            ),
            // The style ICU rejects.
            ("é {v, number, ::foo}", 14, "U_NUMBER_SKELETON_SYNTAX_ERROR", MessageSyntaxError.Code.invalidArgumentStyle),
            ("{0 x}", 1, "U_PATTERN_SYNTAX_ERROR", MessageSyntaxError.Code.malformed),
            ("{a, plural, other {x} z}", 22, "U_PATTERN_SYNTAX_ERROR", MessageSyntaxError.Code.malformed),
        ])
    func located(pattern: String, offset: Int, icuName: String, code: MessageSyntaxError.Code) throws {
        let error = try #require(Self.syntaxError(pattern))
        #expect(error.offset == offset)
        #expect(error.icuName == icuName)
        #expect(error.code == code)
    }

    @Test(
        "A plural, select or selectordinal without other is flagged at its brace",
        arguments: [
            ("{count, plural, one {#}}", 0),
            ("x {a, select, f {y}}", 2),
            ("{n, selectordinal, one {#st}}", 0),
            ("{a, select, other {{n, plural, one {#}}}}", 19),
            ("ça {a, select, other {{n, plural, one {#}}}}", 22),
        ])
    func missingOther(pattern: String, offset: Int) throws {
        let error = try #require(Self.syntaxError(pattern))
        #expect(error.code == .missingOther)
        #expect(error.icuName == "U_DEFAULT_KEYWORD_MISSING")
        #expect(error.offset == offset)
    }

    @Test("The description says where and why")
    func description() throws {
        let error = try #require(Self.syntaxError("{count, pluriel, one {#} other {#}}"))
        #expect(error.reason == "unknown argument type 'pluriel'")
        #expect(
            FormattingError.messageSyntax("{count, pluriel, one {#} other {#}}", error).description
                == "message syntax error at offset 8: unknown argument type 'pluriel' (U_ILLEGAL_ARGUMENT_ERROR)")
    }

    @Test("Shared messages cache failures too")
    func sharedFailure() throws {
        let locale = try ICULocale("en")
        for _ in 0..<2 {
            #expect(throws: FormattingError.self) {
                try MessageFormat.shared(pattern: "Hello {name", locale: locale)
            }
        }
    }
}
