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

    @Test("A text whose only format characters are join controls is its own speech form")
    func joinControlsAlone() {
        let persian = "\u{6A9}\u{62A}\u{627}\u{628}\u{200C}\u{647}\u{627}"
        #expect(!TextTraits.analyze(persian).traits.speechDiffers)
        #expect(TextTraits.analyze(persian + "\u{200F}").traits.speechDiffers)
    }
}
