import SliderFormatting

/// A text in the two forms SliderSpeech gives everything it says (SPEC §3.4, §3.5).
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
    public init(_ text: String) {
        self.text = text
        self.speech = Self.speechForm(of: text)
    }

    /// A text whose speech form is known: the speech form of its pieces, joined.
    init(text: String, speech: String) {
        self.text = text
        self.speech = speech
    }

    public var description: String { text }

    /// `text` with every format control (bidi marks and isolates, zero-width characters,
    /// Arabic letter mark, byte order mark) removed, and no-break spaces, line and paragraph
    /// separators and control characters turned into plain spaces (ICU's character data).
    public static func speechForm(of text: String) -> String {
        SpeechText.speechForm(of: text)
    }
}

/// Bidi isolation of inserted text.
enum BidiIsolation {
    static let firstStrongIsolate: Unicode.Scalar = "\u{2068}"
    static let popDirectionalIsolate: Unicode.Scalar = "\u{2069}"

    /// `text` between FSI and PDI. The isolate also closes any embedding or override the
    /// text opens and leaves unclosed, so a hostile label cannot reorder what follows it.
    static func isolate(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(firstStrongIsolate)
        scalars.append(contentsOf: text.unicodeScalars)
        scalars.append(popDirectionalIsolate)
        return String(scalars)
    }

    /// Whether `text` holds an explicit bidi formatting character (marks, embeddings,
    /// overrides, isolates). These are fixed code points of the Unicode bidi algorithm, not
    /// locale data.
    static func containsBidiControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }
    }
}
