/// Why a slider description was rejected: the field at fault and what is wrong.
///
/// ```
/// bounds: lower 300 is greater than upper 20
/// valueStyle.currency: 'QQQ' is not a currency ICU knows
/// stpe: unknown field
/// ```
public struct SliderDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The field, as a path: `bounds`, `valueStyle.currency`, `tickLabels.1`, `histogram[3]`.
    /// Empty when the fault is with the whole document.
    public let field: String
    /// What is wrong, in a few words.
    public let reason: String

    /// An error for a field.
    /// - Parameters:
    ///   - field: The field, as a path; empty for the whole document.
    ///   - reason: What is wrong, in a few words.
    public init(field: String, reason: String) {
        self.field = field
        self.reason = reason
    }

    /// One line: the field, then what is wrong with it.
    public var description: String { field.isEmpty ? reason : "\(field): \(reason)" }
}
