import SliderFormatting

/// A text in the two forms SliderSpeech gives everything it says: for display and for speech.
///
/// It is a text-and-speech pair, whatever its name suggests: it holds no locale, key or
/// catalog, only the two strings a localization produced (or an app gave), and two pairs are
/// equal when both strings are.
///
/// - ``text``: for display (the value fields only assistive technology reads carry the speech
///   form: ``SliderElement/assistiveValueText``). In right-to-left locales, values and
///   app labels inserted into translated sentences are isolated (U+2068 FSI … U+2069 PDI) so
///   digits and currency signs keep their order.
/// - ``speech``: for a speech engine. No bidi or other format controls (the zero-width
///   non-joiner and joiner stay); a no-break, narrow no-break or thin space with a decimal digit
///   right before and right after it removed, as where a locale groups thousands ("1 077" is
///   "1077"); other no-break spaces as plain spaces; control characters as spaces. The speech
///   form of a message is that of the whole sentence: a grouping space between the catalog's
///   text and a number or text inserted into it goes just as one inside a number does.
public struct LocalizedText: Hashable, Sendable, CustomStringConvertible {
    /// The text form.
    public let text: String
    /// The speech form.
    public let speech: String

    /// A text whose speech form is derived from it (`SpeechText.speechForm(of:)`, SliderFormatting).
    /// - Parameter text: The text form.
    public init(_ text: String) {
        self.text = text
        let speech = SpeechText.speechForm(of: text)
        // Where nothing changes, the speech form is the same string, not a copy.
        self.speech = speech == text ? text : speech
    }

    /// A text whose speech form is known: the speech form of the whole text, which its maker
    /// put together from its pieces' (`CompiledMessage` joins them as `SpeechJoiner` tells).
    init(text: String, speech: String) {
        self.text = text
        self.speech = speech
    }

    /// The text form.
    public var description: String { text }
}
