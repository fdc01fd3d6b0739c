/// The value of an argument of a catalog message, as ``PreparedMessage/format(_:)`` takes it.
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
