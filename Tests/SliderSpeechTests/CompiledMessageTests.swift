import SliderFormatting
import Testing

@testable import SliderSpeech

/// The compiled form of a message (``CompiledMessage``), written out: which shapes compile,
/// what they write in text and speech forms, where an isolate goes, and when the compiled form
/// declines so that MessageFormat decides.
@Suite("Compiled messages")
struct CompiledMessageTests {
    static func compiled(_ pattern: String, _ locale: String = "en") throws -> CompiledMessage? {
        CompiledMessage.compiled(pattern: pattern, locale: try ICULocale(locale))
    }

    @Test(
        "Which shapes compile",
        arguments: [
            ("Plain text, it''s '{'quoted'}'", true),
            ("{label}, {value}, {role}. {hint}", true),
            ("{count, plural, =0 {No stays} one {# stay} other {# stays}}", true),
            ("{n, plural, offset:1 =0 {none} other {# and {name}}}", true),
            ("{a, plural, other {{b, plural, one {#} other {# of {a}}}}}", true),
            ("{n, plural, =1.5 {one and a half} other {#}}", true),
            ("{n, plural, =1e0 {one} other {#}}", false),
            ("{n, selectordinal, one {#st} other {#th}}", false),
            ("{g, select, female {she} other {they}}", false),
            ("{v, number, ::currency/USD}", false),
            ("{v, number}", false),
            ("{v, spellout}", false),
            ("{n, plural, other {{g, select, other {x}}}}", false),
            ("{n, choice, 0#none|1#one}", false),
        ])
    func shapes(pattern: String, compiles: Bool) throws {
        _ = try MessageFormat(pattern: pattern, locale: ICULocale("en"))
        #expect((try Self.compiled(pattern) != nil) == compiles)
    }

    @Test("A count message, written out in English and Arabic")
    func count() throws {
        let english = try #require(try Self.compiled("{count, plural, =0 {No stays} one {# stay} other {# stays}}"))
        #expect(english.names == ["count"])
        let texts = [0, 1, 2, 1_234, -1].map { number in english.formatBytes({ _ in .number(Double(number)) })?.text }
        #expect(texts == ["No stays", "1 stay", "2 stays", "1,234 stays", "-1 stay"])
        // The category of the number as written: 1.0005 is written "1", which is "one".
        #expect(english.formatBytes({ _ in .number(1.0005) })?.text == "1 stay")
        #expect(english.formatBytes({ _ in .number(1.5) })?.text == "1.5 stays")
        let arabic = try #require(try Self.compiled("{count, plural, one {# نتيجة} other {# نتائج}}", "ar-EG"))
        #expect(arabic.formatBytes({ _ in .number(1_234) })?.text == "١٬٢٣٤ نتائج")
        #expect(arabic.formatBytes({ _ in .number(1) })?.text == "١ نتيجة")
    }

    @Test("An offset: =N matches the number itself, the category and # take the number less the offset")
    func offset() throws {
        let message = try #require(
            try Self.compiled(
                "{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others ({n} in all)}}"))
        let texts = [0, 1, 2, 3].map { number in message.formatBytes({ _ in .number(Double(number)) })?.text }
        #expect(texts == ["nobody", "you", "you and 1 other", "you and 2 others (3 in all)"])
    }

    @Test("Text and speech forms: the pattern's own text and each argument's, one string where they are the same")
    func forms() throws {
        let message = try #require(try Self.compiled("{label},\u{A0}{value}"))
        let plain = try #require(
            message.format({ slot in
                slot == 0 ? .text("Price", speech: "Price", isolated: false) : .text("$60", speech: "$60", isolated: false)
            }))
        #expect(plain.text == "Price,\u{A0}$60")
        #expect(plain.speech == "Price, $60")
        let same = try #require(try Self.compiled("{label}, {value}"))
        let one = try #require(
            same.format({ slot in
                slot == 0 ? .text("Price", speech: "Price", isolated: false) : .text("$60", speech: "$60", isolated: false)
            }))
        #expect(one.text == "Price, $60")
        #expect(one.speech == "Price, $60")
    }

    @Test("An isolated argument is written between FSI and PDI in the text form only")
    func isolated() throws {
        let message = try #require(try Self.compiled("{value}، أدنى قيمة", "ar"))
        let formatted = try #require(
            message.format({ _ in .text("\u{200F}٦٠\u{A0}US$\u{200E}", speech: "٦٠ دولار أمريكي", isolated: true) }))
        #expect(formatted.text == "\u{2068}\u{200F}٦٠\u{A0}US$\u{200E}\u{2069}، أدنى قيمة")
        #expect(formatted.speech == "٦٠ دولار أمريكي، أدنى قيمة")
        // The same from bytes that are valid only during the call.
        var text = "\u{200F}٦٠\u{A0}US$\u{200E}"
        var speech = "٦٠ دولار أمريكي"
        let fromBytes = text.withUTF8 { text in
            speech.withUTF8 { speech in message.formatBytes({ _ in .text(text, speech: speech, isolated: true) }) }
        }
        #expect(fromBytes == formatted)
    }

    @Test(
        "A message longer than the first walk's stack buffer is written by a walk of its own",
        arguments: [500, 511, 512, 513, 5_000])
    func long(length: Int) throws {
        let message = try #require(try Self.compiled("{label}: {count, plural, one {# item} other {# items}}"))
        let label = String(repeating: "é", count: length / 2) + String(repeating: "x", count: length % 2)
        let formatted = try #require(
            message.format({ $0 == 0 ? .text(label, speech: label + "!", isolated: true) : .number(1_000) }))
        #expect(formatted.text == "\u{2068}" + label + "\u{2069}: 1,000 items")
        #expect(formatted.speech == label + "!: 1,000 items")
    }

    @Test("It declines where MessageFormat decides: a missing argument, a text for a plural, a number that is not finite")
    func declines() throws {
        let message = try #require(try Self.compiled("{count, plural, one {# {unit}} other {# {unit}s}}"))
        #expect(message.names == ["count", "unit"])
        #expect(message.formatBytes({ $0 == 0 ? .number(2) : nil }) == nil)
        #expect(message.format({ _ in .text("2", speech: "2", isolated: false) }) == nil)
        #expect(message.format({ $0 == 0 ? .number(.nan) : .text("m", speech: "m", isolated: false) }) == nil)
        #expect(message.format({ $0 == 0 ? .number(.infinity) : .text("m", speech: "m", isolated: false) }) == nil)
        #expect(
            message.format({ $0 == 0 ? .number(2) : .text("m", speech: "m", isolated: false) })
                == LocalizedText(text: "2 ms", speech: "2 ms"))
        // Through a prepared message, MessageFormat answers where the compiled form declines.
        let prepared = try Localization(locale: ICULocale("en")).prepare(
            pattern: "{count, plural, one {# {unit}} other {# {unit}s}}", source: "test")
        #expect(try prepared.format(["count": .number(2)]).text == "2 {unit}s")
        #expect(throws: LocalizationError.self) { try prepared.format(["count": .text("2"), "unit": .text("m")]) }
    }

    @Test("A number in a plain argument is written as MessageFormat writes it")
    func plainNumber() throws {
        let message = try #require(try Self.compiled("mark {position} of {count}", "de"))
        #expect(message.formatBytes({ $0 == 0 ? .number(1_234.5) : .number(2) })?.text == "mark 1.234,5 of 2")
    }

    @Test("Binding writes constant texts in; the rest stays an argument")
    func binding() throws {
        let localization = Localization(locale: try ICULocale("he"))
        let prepared = try localization.prepare(pattern: "{label}, {value}, {role}. {hint}", source: "test")
            .binding(["role": .catalogText("מחוון"), "hint": .text("Swipe")])
        let formatted = try prepared.format(["label": .text("מחיר"), "value": .text("$60")])
        // In a right-to-left locale every inserted text is isolated; a catalog text never.
        #expect(formatted.text == "\u{2068}מחיר\u{2069}, \u{2068}$60\u{2069}, מחוון. \u{2068}Swipe\u{2069}")
        #expect(formatted.speech == "מחיר, $60, מחוון. Swipe")
        #expect(prepared.slot("label") == 0 && prepared.slot("value") == 1)
    }
}
