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
        guard let first = text.unicodeScalars.first, "\u{2066}"..."\u{2068}" ~= first,
            text.unicodeScalars.last == "\u{2069}"
        else { return false }
        var depth = 0
        var index = 0
        let count = text.unicodeScalars.count
        for scalar in text.unicodeScalars {
            index += 1
            switch scalar {
            case "\u{2066}"..."\u{2068}": depth += 1
            case "\u{2069}":
                depth -= 1
                if depth == 0 { return index == count }
            default: break
            }
        }
        return false
    }
}
