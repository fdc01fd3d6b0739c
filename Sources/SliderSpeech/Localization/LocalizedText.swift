import SliderFormatting

/// A text in the two forms SliderSpeech gives everything it says: for display and for speech.
///
/// - ``text``: for display and for platform properties. In right-to-left locales, values and
///   app labels inserted into translated sentences are isolated (U+2068 FSI … U+2069 PDI) so
///   digits and currency signs keep their order.
/// - ``speech``: for a speech engine. No bidi or other format controls, no-break spaces as
///   plain spaces, control characters as spaces.
public struct LocalizedText: Hashable, Sendable, CustomStringConvertible {
    /// The text form.
    public let text: String
    /// The speech form.
    public let speech: String

    /// A text whose speech form is derived from it.
    /// - Parameter text: The text form.
    public init(_ text: String) {
        self.text = text
        let speech = Self.speechForm(of: text)
        // Where nothing changes, the speech form is the same string, not a copy.
        self.speech = speech == text ? text : speech
    }

    /// A text whose speech form is known: the speech form of its pieces, joined.
    init(text: String, speech: String) {
        self.text = text
        self.speech = speech
    }

    /// The text form.
    public var description: String { text }

    /// `text` with every format control (bidi marks and isolates, zero-width characters,
    /// Arabic letter mark, byte order mark) removed, and no-break spaces, line and paragraph
    /// separators and control characters turned into plain spaces (ICU's character data).
    /// - Parameter text: Any text.
    /// - Returns: The text without format controls, with plain spaces.
    public static func speechForm(of text: String) -> String {
        SpeechText.speechForm(of: text)
    }
}

/// Bidi isolation of inserted text.
enum BidiIsolation {
    /// `text` between FSI and PDI. The isolate also closes any embedding or override the
    /// text opens and leaves unclosed, so a hostile label cannot reorder what follows it.
    static func isolate(_ text: String) -> String {
        var result = "\u{2068}"
        result.reserveCapacity(text.utf8.count + 6)
        result += text
        result += "\u{2069}"
        return result
    }

    /// Whether `text` is one isolate as a whole: it opens with FSI, LRI or RLI whose PDI is its
    /// last character (a value message's text, isolated already).
    static func isIsolated(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isIsolated(utf8: $0) }
    }

    /// ``isIsolated(_:)`` of well-formed UTF-8. LRI, RLI and FSI (U+2066 to U+2068) are
    /// E2 81 A6 to E2 81 A8 and PDI (U+2069) is E2 81 A9; E2 only ever starts a character, so
    /// these bytes are those characters wherever they are found.
    static func isIsolated(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 6, bytes[0] == 0xE2, bytes[1] == 0x81, (0xA6...0xA8).contains(bytes[2]),
            bytes[count - 3] == 0xE2, bytes[count - 2] == 0x81, bytes[count - 1] == 0xA9
        else { return false }
        var depth = 0
        var index = 0
        while index + 2 < count {
            if bytes[index] == 0xE2, bytes[index + 1] == 0x81 {
                if (0xA6...0xA8).contains(bytes[index + 2]) {
                    depth += 1
                    index += 3
                    continue
                }
                if bytes[index + 2] == 0xA9 {
                    depth -= 1
                    index += 3
                    if depth == 0 { return index == count }
                    continue
                }
            }
            index += 1
        }
        return false
    }
}
