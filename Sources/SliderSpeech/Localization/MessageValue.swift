/// The value of an argument of a catalog message, as ``PreparedMessage/format(_:)`` takes it:
/// what SliderSpeech inserts into its own messages, with the isolation and speech form each
/// kind of value needs. `MessageFormat.Value` (SliderFormatting) is the plain ICU argument beneath it, a number
/// or a text inserted as it is.
///
/// Frozen: a `switch` over its cases may be exhaustive. They are the four ways a catalog message
/// inserts a value — text to isolate, text of the catalog's own language, a number, a text with
/// its own speech form; a new case would be a new major version.
public enum MessageValue: Hashable, Sendable {
    /// A text inserted as it is (a label, a formatted value); isolated where the direction
    /// of the sentence requires it.
    case text(String)
    /// A text already in the catalog's language (a role word, a hint): never isolated.
    case catalogText(String)
    /// A number, formatted by the message's own pattern in the requested locale.
    case number(Double)
    /// A text with a speech form of its own (a value whose speech names its currency in
    /// full): its text form is inserted as ``text(_:)`` is, its speech form as it is given.
    case spoken(LocalizedText)
}
