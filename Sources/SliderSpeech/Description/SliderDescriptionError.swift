/// Why a slider description was rejected: the field at fault and what is wrong.
///
/// ```
/// bounds: lower 300 is greater than upper 20
/// valueStyle.currency: 'QQQ' is not a currency ICU knows
/// stpe: unknown field
/// ```
///
/// ```swift
/// do {
///     _ = try SliderDescription(json: #"{"kind": "slider", "value": 0, "stpe": 1}"#)
/// } catch {
///     error.code == .unknownField   // true
///     error.field                   // "stpe"
/// }
/// ```
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct SliderDescriptionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`unknownField`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// The document is not JSON, or not a JSON object (``SliderDescriptionError/field`` is
        /// empty).
        public static let notJSON = Code("notJSON")
        /// A field the description needs is missing (`kind`, `value`).
        public static let missingField = Code("missingField")
        /// A field no description has, or one the description's kind does not have.
        public static let unknownField = Code("unknownField")
        /// A field's JSON type is wrong: a string where a number is needed, an array of the
        /// wrong length.
        public static let wrongType = Code("wrongType")
        /// A field's value is not one it can take: not a finite number, outside the bounds,
        /// reversed, empty, not one of the names it accepts, not one of the ticks.
        public static let invalidValue = Code("invalidValue")
        /// A field that the rest of the description rules out: two thumb labels for a slider
        /// with one thumb, a count message without a histogram, a precision without a currency.
        public static let notAllowed = Code("notAllowed")
        /// A text of the description that the catalogs or ICU cannot use: a key no catalog
        /// has, a currency, unit, skeleton or message ICU rejects. Found when the description
        /// is announced, not when it is read.
        public static let unusableText = Code("unusableText")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The field, as a path: `bounds`, `valueStyle.currency`, `tickLabels.1`, `histogram[3]`.
    /// Empty when the fault is with the whole document.
    public let field: String
    /// What is wrong, in a few words and without the field's name.
    public let reason: String

    private init(_ code: Code, field: String, reason: String) {
        self.code = code
        self.field = field
        self.reason = reason
    }

    /// A document that is not JSON or not a JSON object.
    package static func notJSON(reason: String) -> SliderDescriptionError {
        SliderDescriptionError(.notJSON, field: "", reason: reason)
    }

    /// A field the description needs and does not have.
    package static func missingField(_ field: String, reason: String) -> SliderDescriptionError {
        SliderDescriptionError(.missingField, field: field, reason: reason)
    }

    /// A field no description (or none of this kind) has.
    package static func unknownField(_ field: String, reason: String = "unknown field") -> SliderDescriptionError {
        SliderDescriptionError(.unknownField, field: field, reason: reason)
    }

    /// A field of the wrong JSON type or length.
    package static func wrongType(_ field: String, reason: String) -> SliderDescriptionError {
        SliderDescriptionError(.wrongType, field: field, reason: reason)
    }

    /// A value the field cannot take.
    package static func invalidValue(_ field: String, reason: String) -> SliderDescriptionError {
        SliderDescriptionError(.invalidValue, field: field, reason: reason)
    }

    /// A field the rest of the description rules out.
    package static func notAllowed(_ field: String, reason: String) -> SliderDescriptionError {
        SliderDescriptionError(.notAllowed, field: field, reason: reason)
    }

    /// A text the catalogs or ICU cannot use.
    package static func unusableText(_ field: String, reason: String) -> SliderDescriptionError {
        SliderDescriptionError(.unusableText, field: field, reason: reason)
    }

    /// One line: the field, then what is wrong with it.
    public var description: String { field.isEmpty ? reason : "\(field): \(reason)" }
}
