/// Bidi isolation of text inserted into a sentence: the one place that writes isolates.
///
/// An isolate keeps an inserted text's direction from leaking into the sentence around it (digits
/// and a currency sign stay in their order in an Arabic sentence) and closes any embedding or
/// override the text opens and leaves unclosed, so a hostile label cannot reorder what follows it.
enum BidiIsolation {
    /// Which isolate opens the text.
    enum Direction {
        /// U+2068 FIRST STRONG ISOLATE: the text's own first strong character decides.
        case firstStrong
        /// U+2066 LEFT-TO-RIGHT ISOLATE.
        case leftToRight
        /// U+2067 RIGHT-TO-LEFT ISOLATE.
        case rightToLeft
    }

    /// U+2066 LEFT-TO-RIGHT ISOLATE (E2 81 A6).
    static let leftToRightIsolate: StaticString = "\u{2066}"
    /// U+2067 RIGHT-TO-LEFT ISOLATE (E2 81 A7).
    static let rightToLeftIsolate: StaticString = "\u{2067}"
    /// U+2068 FIRST STRONG ISOLATE (E2 81 A8).
    static let firstStrongIsolate: StaticString = "\u{2068}"
    /// U+2069 POP DIRECTIONAL ISOLATE (E2 81 A9).
    static let popDirectionalIsolate: StaticString = "\u{2069}"
    /// The UTF-8 length of each isolate character.
    static let markLength = 3

    /// `text` between an isolate of `direction` and PDI.
    static func isolate(_ text: String, direction: Direction = .firstStrong) -> String {
        let opener: StaticString
        switch direction {
        case .firstStrong: opener = firstStrongIsolate
        case .leftToRight: opener = leftToRightIsolate
        case .rightToLeft: opener = rightToLeftIsolate
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 2 * markLength)
        result += opener.description
        result += text
        result += popDirectionalIsolate.description
        return result
    }

    /// Whether UTF-8 text is one isolate as a whole: it opens with LRI, RLI or FSI whose PDI is
    /// its last character (a value message's text, isolated already). LRI, RLI and FSI are
    /// E2 81 A6 to E2 81 A8 and PDI is E2 81 A9; E2 only ever starts a character, so these bytes
    /// are those characters wherever they are found.
    static func isIsolated(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        guard count >= 2 * markLength, bytes[0] == 0xE2, bytes[1] == 0x81, (0xA6...0xA8).contains(bytes[2]),
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
