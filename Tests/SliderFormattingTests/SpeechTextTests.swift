import Testing

@testable import SliderFormatting

@Suite("The speech form of a text")
struct SpeechTextTests {
    @Test(
        "Join controls stay, other format characters go, separators become spaces",
        arguments: [
            // Persian "I want" (می‌خواهم) and "books" (کتاب‌ها): the zero-width non-joiner parts the word.
            (
                "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}",
                "\u{645}\u{6CC}\u{200C}\u{62E}\u{648}\u{627}\u{647}\u{645}"
            ),
            (
                "\u{2068}\u{6A9}\u{62A}\u{627}\u{628}\u{200C}\u{647}\u{627}\u{2069}",
                "\u{6A9}\u{62A}\u{627}\u{628}\u{200C}\u{647}\u{627}"
            ),
            // Malayalam's chillu through the joiner, Hindi's half form through the non-joiner.
            ("\u{D28}\u{D4D}\u{200D}", "\u{D28}\u{D4D}\u{200D}"),
            ("\u{915}\u{94D}\u{200C}\u{937}", "\u{915}\u{94D}\u{200C}\u{937}"),
            // A zero-width space, bidi marks and the Arabic letter mark go; a no-break space is a space.
            ("a\u{200B}b\u{200F}\u{61C}c\u{A0}d", "abc d"),
        ])
    func speechForm(text: String, speech: String) {
        #expect(SpeechText.speechForm(of: text) == speech)
        #expect(SpeechText.speechForm(of: text).unicodeScalars.map(\.value) == speech.unicodeScalars.map(\.value))
    }

    /// A text, its traits (right to left, bidi controls, speech differs) and its speech form.
    struct Analyzed: Sendable, CustomTestStringConvertible {
        let text: String
        let rightToLeft: Bool
        let bidiControls: Bool
        let speechDiffers: Bool
        let speech: String
        var testDescription: String { text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
    }

    @Test(
        "The traits and the speech form come from one pass over the text, whatever comes first",
        arguments: [
            Analyzed(text: "Hello, world", rightToLeft: false, bidiControls: false, speechDiffers: false, speech: "Hello, world"),
            Analyzed(text: "a\tb\u{7F}", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "a b "),
            // The narrow no-break space between digits groups them and goes; the one before $US is a space.
            Analyzed(
                text: "1\u{202F}077,48\u{A0}$US", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "1077,48 $US"),
            Analyzed(text: "x\u{2028}y\u{2029}", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "x y "),
            Analyzed(text: "ab\u{200D}c", rightToLeft: false, bidiControls: false, speechDiffers: false, speech: "ab\u{200D}c"),
            Analyzed(text: "\u{E4}\u{200E}", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "\u{E4}"),
            // Hebrew: right to left, its own speech form.
            Analyzed(
                text: "\u{5E9}\u{5DC}\u{5D5}\u{5DD}", rightToLeft: true, bidiControls: false, speechDiffers: false,
                speech: "\u{5E9}\u{5DC}\u{5D5}\u{5DD}"),
            // An override after the text is known to be right to left is still a bidi control.
            Analyzed(
                text: "\u{5E9}\u{5DC} \u{202E}x\u{202C}", rightToLeft: true, bidiControls: true, speechDiffers: true,
                speech: "\u{5E9}\u{5DC} x"),
            Analyzed(
                text: "\u{2067}\u{645}\u{631}\u{62D}\u{628}\u{627}\u{2069}", rightToLeft: true, bidiControls: true,
                speechDiffers: true, speech: "\u{645}\u{631}\u{62D}\u{628}\u{627}"),
            // The Arabic letter mark is right to left and goes; a right-to-left mark after Arabic goes.
            Analyzed(
                text: "\u{61C}\u{661}\u{662}", rightToLeft: true, bidiControls: false, speechDiffers: true,
                speech: "\u{661}\u{662}"),
            Analyzed(
                text: "\u{645}\u{631}\u{200F} 12", rightToLeft: true, bidiControls: false, speechDiffers: true,
                speech: "\u{645}\u{631} 12"),
            // A left-to-right isolate in a left-to-right text: controls, not right to left.
            Analyzed(text: "\u{2066}ab\u{2069}", rightToLeft: false, bidiControls: true, speechDiffers: true, speech: "ab"),
        ])
    func traitsAndSpeech(_ expected: Analyzed) {
        Self.check(expected)
    }

    /// Holds `text`'s analysis and speech form to `expected`.
    static func check(_ expected: Analyzed) {
        let analysis = TextTraits.analyze(expected.text)
        #expect(analysis.traits.hasRightToLeft == expected.rightToLeft)
        #expect(analysis.traits.hasBidiControls == expected.bidiControls)
        #expect(analysis.traits.speechDiffers == expected.speechDiffers)
        #expect(analysis.speech.unicodeScalars.map(\.value) == expected.speech.unicodeScalars.map(\.value))
        #expect(SpeechText.speechForm(of: expected.text) == expected.speech)
    }

    @Test(
        "A space separator other than U+0020 right between two decimal digits goes; elsewhere it is a space",
        arguments: [
            // No-break, narrow no-break, thin and figure spaces between ASCII digits.
            Analyzed(text: "1\u{A0}077,48", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1077,48"),
            Analyzed(text: "1\u{202F}000", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1000"),
            Analyzed(text: "1\u{2009}000", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1000"),
            Analyzed(text: "1\u{2007}000", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1000"),
            // Russian and French currency as ICU writes them: only the space before the currency stays.
            Analyzed(
                text: "1\u{202F}234,50\u{A0}$US", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "1234,50 $US"),
            Analyzed(
                text: "1\u{A0}077,48\u{A0}\u{434}\u{43E}\u{43B}\u{43B}\u{430}\u{440}\u{430} \u{421}\u{428}\u{410}",
                rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "1077,48 \u{434}\u{43E}\u{43B}\u{43B}\u{430}\u{440}\u{430} \u{421}\u{428}\u{410}"),
            Analyzed(
                text: "-1\u{202F}234,50\u{A0}\u{20AC}", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "-1234,50 \u{20AC}"),
            // Several groups.
            Analyzed(
                text: "1\u{A0}000\u{A0}000", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1000000"),
            Analyzed(
                text: "12\u{202F}345\u{202F}678,9", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "12345678,9"),
            // Arabic-Indic digits (one thousand: ١ ٠٠٠), Persian digits, Devanagari digits (१ ०००).
            Analyzed(
                text: "\u{661}\u{A0}\u{660}\u{660}\u{660}", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "\u{661}\u{660}\u{660}\u{660}"),
            Analyzed(
                text: "\u{6F1}\u{202F}\u{6F2}\u{6F3}\u{6F4}", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "\u{6F1}\u{6F2}\u{6F3}\u{6F4}"),
            Analyzed(
                text: "\u{967}\u{A0}\u{966}\u{966}\u{966}", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "\u{967}\u{966}\u{966}\u{966}"),
            // Digits of two scripts, fullwidth digits, and mathematical bold digits (four UTF-8 bytes each).
            Analyzed(
                text: "1\u{A0}\u{966}\u{A0}\u{661}", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "1\u{966}\u{661}"),
            Analyzed(
                text: "\u{FF11}\u{A0}\u{FF10}", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "\u{FF11}\u{FF10}"),
            Analyzed(
                text: "\u{1D7CF}\u{A0}\u{1D7CE}", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "\u{1D7CF}\u{1D7CE}"),
            // Between a digit and a letter, a sign or a number that is not a decimal digit: a space.
            Analyzed(text: "5\u{A0}km", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "5 km"),
            Analyzed(text: "km\u{A0}5", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "km 5"),
            Analyzed(text: "60\u{A0}%", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "60 %"),
            Analyzed(text: "2\u{A0}\u{BD}", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "2 \u{BD}"),
            Analyzed(text: "\u{B2}\u{A0}3", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "\u{B2} 3"),
            // U+0020 between digits stays: it may part two numbers.
            Analyzed(text: "1 000", rightToLeft: false, bidiControls: false, speechDiffers: false, speech: "1 000"),
            Analyzed(text: "1 000\u{A0}000", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1 000000"),
            // At the start or the end of the text: a space.
            Analyzed(text: "\u{A0}1", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: " 1"),
            Analyzed(text: "1\u{A0}", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1 "),
            Analyzed(text: "\u{202F}", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: " "),
            // Two spaces between digits: neither stands right between them.
            Analyzed(text: "1\u{A0}\u{A0}2", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1  2"),
            // Controls, tabs and line separators between digits are spaces still.
            Analyzed(text: "1\t2", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1 2"),
            Analyzed(text: "1\u{2028}2", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1 2"),
            // Bidi marks as ICU writes them around a number go, and the group space goes.
            Analyzed(text: "\u{200F}1\u{A0}000", rightToLeft: true, bidiControls: false, speechDiffers: true, speech: "1000"),
            Analyzed(
                text: "\u{200E}-1\u{A0}000\u{A0}\u{20AC}\u{200E}", rightToLeft: false, bidiControls: false,
                speechDiffers: true, speech: "-1000 \u{20AC}"),
            Analyzed(
                text: "\u{2068}\u{200F}\u{661}\u{A0}\u{660}\u{660}\u{660}\u{2069}", rightToLeft: true, bidiControls: true,
                speechDiffers: true, speech: "\u{661}\u{660}\u{660}\u{660}"),
            // A mark between the digit and the space: the space does not stand right between digits.
            Analyzed(text: "1\u{200F}\u{A0}000", rightToLeft: true, bidiControls: false, speechDiffers: true, speech: "1 000"),
            Analyzed(text: "1\u{A0}\u{200E}000", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1 000"),
            // What follows the space is looked at ahead: its traits still count.
            Analyzed(text: "1\u{A0}\u{5D0}", rightToLeft: true, bidiControls: false, speechDiffers: true, speech: "1 \u{5D0}"),
            Analyzed(
                text: "1\u{A0}\u{2067}2\u{2069}", rightToLeft: false, bidiControls: true, speechDiffers: true, speech: "1 2"),
            Analyzed(
                text: "1\u{A0}\u{200D}2", rightToLeft: false, bidiControls: false, speechDiffers: true, speech: "1 \u{200D}2"),
        ])
    func groupingSpaces(_ expected: Analyzed) {
        Self.check(expected)
    }

    @Test("A text whose only format characters are join controls is its own speech form")
    func joinControlsAlone() {
        let persian = "\u{6A9}\u{62A}\u{627}\u{628}\u{200C}\u{647}\u{627}"
        #expect(!TextTraits.analyze(persian).traits.speechDiffers)
        #expect(TextTraits.analyze(persian + "\u{200F}").traits.speechDiffers)
    }
}
