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
            Analyzed(
                text: "1\u{202F}077,48\u{A0}$US", rightToLeft: false, bidiControls: false, speechDiffers: true,
                speech: "1 077,48 $US"),
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
        let analysis = TextTraits.analyze(expected.text)
        #expect(analysis.traits.hasRightToLeft == expected.rightToLeft)
        #expect(analysis.traits.hasBidiControls == expected.bidiControls)
        #expect(analysis.traits.speechDiffers == expected.speechDiffers)
        #expect(analysis.speech.unicodeScalars.map(\.value) == expected.speech.unicodeScalars.map(\.value))
        #expect(SpeechText.speechForm(of: expected.text) == expected.speech)
    }

    @Test("A text whose only format characters are join controls is its own speech form")
    func joinControlsAlone() {
        let persian = "\u{6A9}\u{62A}\u{627}\u{628}\u{200C}\u{647}\u{627}"
        #expect(!TextTraits.analyze(persian).traits.speechDiffers)
        #expect(TextTraits.analyze(persian + "\u{200F}").traits.speechDiffers)
    }
}
