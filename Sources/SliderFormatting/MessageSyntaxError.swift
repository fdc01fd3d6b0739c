/// Where and why ICU rejects a message pattern.
///
/// Offsets count Unicode scalars from the start of the pattern (ICU counts UTF-16 code units;
/// they are converted). ICU itself reports offset 0 for an unmatched brace and for a missing
/// `other`; this layer points at the innermost brace that was still open instead, and at the
/// type word of an argument type ICU does not know.
///
/// ```swift
/// do {
///     _ = try ParsedMessage(pattern: "{count, plural, one {# stay}}")
/// } catch {
///     error.code == .missingOther   // true
///     error.offset                  // 0, the argument's "{"
/// }
/// ```
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct MessageSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`unmatchedBraces`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// A `{` is never closed (ICU's `U_UNMATCHED_BRACES`).
        public static let unmatchedBraces = Code("unmatchedBraces")
        /// A plural, selectordinal or select argument has no `other` variant
        /// (`U_DEFAULT_KEYWORD_MISSING`).
        public static let missingOther = Code("missingOther")
        /// A plural or select argument repeats a variant (`U_DUPLICATE_KEYWORD`).
        public static let duplicateVariant = Code("duplicateVariant")
        /// The pattern is malformed at the offset (`U_PATTERN_SYNTAX_ERROR`).
        public static let malformed = Code("malformed")
        /// One argument is used with two types (`U_ARGUMENT_TYPE_MISMATCH`).
        public static let argumentTypeMismatch = Code("argumentTypeMismatch")
        /// An argument's type is not one ICU knows (`{n, pluriel}`); the offset is its type word.
        public static let unknownArgumentType = Code("unknownArgumentType")
        /// ICU rejects an argument's style (a skeleton or a date pattern); the offset is the style.
        public static let invalidArgumentStyle = Code("invalidArgumentStyle")
        /// Arguments nest deeper than this package accepts; the offset is the `{` one level too
        /// deep.
        public static let nestedTooDeep = Code("nestedTooDeep")
        /// ICU rejects the pattern for another reason (``MessageSyntaxError/icuName`` says which).
        public static let rejected = Code("rejected")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The fault's offset in Unicode scalars from the start of the pattern.
    public let offset: Int
    /// ICU's name for the error: `U_PATTERN_SYNTAX_ERROR`, `U_UNMATCHED_BRACES`,
    /// `U_DEFAULT_KEYWORD_MISSING` (plural, select or selectordinal without `other`),
    /// `U_ILLEGAL_ARGUMENT_ERROR` (an argument type such as `pluriel`), …; `nesting-limit` for
    /// ``Code/nestedTooDeep``, which is this package's limit, not ICU's.
    public let icuName: String
    /// What is wrong, in a few English words: "unknown argument type 'pluriel'".
    public let reason: String

    private init(_ code: Code, offset: Int, icuName: String, reason: String) {
        self.code = code
        self.offset = offset
        self.icuName = icuName
        self.reason = reason
    }

    /// ICU's error `icuName` at `offset`, its code and reason read from the name.
    package static func icu(offset: Int, icuName: String) -> MessageSyntaxError {
        let (code, reason): (Code, String) =
            switch icuName {
            case "U_UNMATCHED_BRACES": (.unmatchedBraces, "a '{' is never closed")
            case "U_DEFAULT_KEYWORD_MISSING": (.missingOther, "a plural or select argument has no 'other' variant")
            case "U_DUPLICATE_KEYWORD": (.duplicateVariant, "a plural or select argument repeats a variant")
            case "U_PATTERN_SYNTAX_ERROR": (.malformed, "the pattern is malformed here")
            case "U_ARGUMENT_TYPE_MISMATCH": (.argumentTypeMismatch, "an argument is used with two types")
            default: (.rejected, "ICU rejects the pattern")
            }
        return MessageSyntaxError(code, offset: offset, icuName: icuName, reason: reason)
    }

    /// An argument type ICU does not know, its type word at `offset`.
    package static func unknownArgumentType(_ type: String, offset: Int, icuName: String) -> MessageSyntaxError {
        MessageSyntaxError(.unknownArgumentType, offset: offset, icuName: icuName, reason: "unknown argument type '\(type)'")
    }

    /// A style of argument `argument` that ICU rejects, the style at `offset`.
    package static func invalidArgumentStyle(_ style: String, argument: String, offset: Int, icuName: String)
        -> MessageSyntaxError
    {
        MessageSyntaxError(
            .invalidArgumentStyle, offset: offset, icuName: icuName,
            reason: "ICU rejects the style '\(style)' of argument '\(argument)'")
    }

    /// Arguments nested deeper than `limit`, the `{` one level too deep at `offset`.
    package static func nestedTooDeep(offset: Int, limit: Int) -> MessageSyntaxError {
        MessageSyntaxError(
            .nestedTooDeep, offset: offset, icuName: "nesting-limit",
            reason: "arguments nest more than \(limit) levels deep (the most accepted)")
    }

    /// One line: the offset, what is wrong and ICU's name for it.
    public var description: String {
        "message syntax error at offset \(offset): \(reason) (\(icuName))"
    }
}
