/// A text of a slider description: literal, or an id to look up in the catalogs
/// (`{"key": "demo.price.minimum"}`).
///
/// Frozen: a text is given or looked up, as the slider description format says; a new case
/// would be a new major version.
public enum TextSource: Hashable, Sendable {
    /// The text as it is.
    case literal(String)
    /// A message id, looked up in the app's catalogs and then the built-in ones.
    case key(String)
}

/// How a slider's value is written: a plain number, a skeleton, currency, percent, a unit or a
/// catalog message.
///
/// Frozen: a `switch` over its cases may be exhaustive. They are the value styles of the slider
/// description format (its `valueStyle`), where every other number format is a
/// ``skeleton(_:)`` and every other wording a ``message(_:)``; a new case would be a new major
/// version, with the format's.
public enum ValueStyle: Hashable, Sendable {
    /// A plain number with at most as many fraction digits as the step has decimal places.
    case number
    /// Any ICU number skeleton, as it is.
    case skeleton(String)
    /// Money in an ISO 4217 currency; the currency's own fraction digits unless `precision`.
    case currency(code: String, precision: Int?)
    /// The value × 100 as a percentage.
    case percent
    /// A measure unit with its full name, such as `length-kilometer`.
    case unit(String)
    /// A catalog message with a numeric `{value}` argument ("1.5 times").
    case message(TextSource)
}
