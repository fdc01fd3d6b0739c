internal import CICUShim

/// An error status from ICU, with ICU's own name for it.
///
/// ICU reports failures as `UErrorCode` values; positive ones are errors, negative ones
/// warnings. Only errors become an `ICUError`: a warning (ICU fell back to a parent locale,
/// say) is success.
public struct ICUError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU's numeric status code (`UErrorCode`).
    public let code: Int32
    /// ICU's name for the code (`u_errorName`), such as `U_ILLEGAL_ARGUMENT_ERROR`.
    public let name: String
    /// The ICU operation that failed, such as `unumf_openForSkeletonAndLocale`.
    public let operation: String

    package init(code: Int32, operation: String) {
        self.code = code
        self.name = Self.name(of: code)
        self.operation = operation
    }

    /// ICU's name for a status code.
    static func name(of code: Int32) -> String { String(cString: ssicu_error_name(code)) }

    public var description: String { "\(operation) failed: \(name)" }
}

/// Why a locale, number, style or message could not be used.
public enum FormattingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The tag is not well-formed BCP 47 as a whole, or ICU has no data for its language.
    case invalidLocale(String)
    /// The code is not an ISO 4217 currency code ICU knows. Codes are upper case: `usd` is
    /// rejected with a hint rather than silently accepted.
    case unknownCurrency(String)
    /// ICU rejected the number skeleton.
    case invalidSkeleton(String, ICUError)
    /// The text is not a finite decimal number as JSON writes it (`-3.25`, `1e6`), or it has
    /// more than 999 digits before or after the point once written out (`1e999999999`).
    case invalidNumber(String)
    /// The message pattern does not parse, or ICU rejects one of its arguments.
    case messageSyntax(MessageSyntaxError)
    /// Any other ICU failure.
    case icu(ICUError)

    public var description: String {
        switch self {
        case .invalidLocale(let tag):
            return "'\(tag)' is not a locale ICU has data for (expected a BCP 47 tag such as en-US)"
        case .unknownCurrency(let code):
            let upper = code.uppercased()
            if upper != code, CurrencyCodes.isKnown(upper) {
                return "'\(code)' is not an ISO 4217 currency code (codes are upper case: '\(upper)')"
            }
            return "'\(code)' is not an ISO 4217 currency code ICU knows"
        case .invalidSkeleton(let skeleton, let error):
            return "'\(skeleton)' is not a valid ICU number skeleton (\(error.name))"
        case .invalidNumber(let text):
            return "'\(text)' is not a finite decimal number as JSON writes it, such as -3.25 or 1e6,"
                + " with at most \(DecimalText.maximumDigits) digits before and after the point"
        case .messageSyntax(let error):
            return error.description
        case .icu(let error):
            return error.description
        }
    }
}
