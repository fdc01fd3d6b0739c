/// Where and why ICU rejects a message pattern.
///
/// Offsets count Unicode scalars from the start of the pattern (ICU counts UTF-16 code units;
/// they are converted). ICU itself reports offset 0 for an unmatched brace and for a missing
/// `other`; this layer points at the innermost brace that was still open instead, and at the
/// type word of an argument type ICU does not know.
public struct MessageSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fault's offset in Unicode scalars from the start of the pattern.
    public let offset: Int
    /// ICU's name for the error: `U_PATTERN_SYNTAX_ERROR`, `U_UNMATCHED_BRACES`,
    /// `U_DEFAULT_KEYWORD_MISSING` (plural, select or selectordinal without `other`),
    /// `U_ILLEGAL_ARGUMENT_ERROR` (an argument type such as `pluriel`), …
    public let icuName: String
    /// What is wrong, in a few English words: "unknown argument type 'pluriel'".
    public let reason: String

    /// Whether a plural, select or selectordinal argument lacks its `other` variant.
    public var isMissingOther: Bool { icuName == "U_DEFAULT_KEYWORD_MISSING" }

    package init(offset: Int, icuName: String, reason: String? = nil) {
        self.offset = offset
        self.icuName = icuName
        self.reason = reason ?? Self.reason(forICUName: icuName)
    }

    /// One line: the offset, what is wrong and ICU's name for it.
    public var description: String {
        "message syntax error at offset \(offset): \(reason) (\(icuName))"
    }

    private static func reason(forICUName name: String) -> String {
        switch name {
        case "U_UNMATCHED_BRACES": return "a '{' is never closed"
        case "U_DEFAULT_KEYWORD_MISSING": return "a plural or select argument has no 'other' variant"
        case "U_DUPLICATE_KEYWORD": return "a plural or select argument repeats a variant"
        case "U_PATTERN_SYNTAX_ERROR": return "the pattern is malformed here"
        case "U_ARGUMENT_TYPE_MISMATCH": return "an argument is used with two types"
        default: return "ICU rejects the pattern"
        }
    }
}
