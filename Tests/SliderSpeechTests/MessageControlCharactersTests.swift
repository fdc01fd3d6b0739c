import Testing

@testable import SliderSpeech

@Suite("The one control-character rule of messages")
struct MessageControlCharactersTests {
    @Test(
        "The first C0 control other than tab and line feed, with its scalar offset",
        arguments: [
            ("plain text", nil),
            ("tab\tand\nline feed", nil),
            ("a\u{0}b", "U+0000 (NUL)@1"),
            ("é\u{1B}[31m", "U+001B (ESC)@1"),
            ("carriage\r\n", "U+000D (CR)@8"),
            ("🙂\u{7}", "U+0007 (BEL)@1"),
            ("\u{1F}", "U+001F (US)@0"),
            ("delete \u{7F} and NEL \u{85} are not C0", nil),
        ] as [(String, String?)])
    func first(text: String, expected: String?) {
        let found = MessageControlCharacters.first(in: text).map {
            "\(MessageControlCharacters.name(of: $0.scalar))@\($0.offset)"
        }
        #expect(found == expected)
    }
}
