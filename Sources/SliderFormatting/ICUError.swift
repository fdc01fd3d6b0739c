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

    /// One line: the operation and ICU's name for the failure.
    public var description: String { "\(operation) failed: \(name)" }
}

/// Why a locale, number, style or message could not be used.
///
/// ```swift
/// do {
///     _ = try ICULocale("english")
/// } catch {
///     error.code == .invalidLocale   // true
///     error.input                    // "english"
/// }
/// ```
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct FormattingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`invalidLocale`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// The tag is not well-formed BCP 47 as a whole, or ICU has no data for its language.
        public static let invalidLocale = Code("invalidLocale")
        /// The code is not an ISO 4217 currency code ICU knows. Codes are upper case: `usd` is
        /// rejected with a hint rather than silently accepted.
        public static let unknownCurrency = Code("unknownCurrency")
        /// ICU rejected the number skeleton (``FormattingError/icuError`` says how).
        public static let invalidSkeleton = Code("invalidSkeleton")
        /// The text is not a finite decimal number as JSON writes it (`-3.25`, `1e6`), or it
        /// has more than 999 digits before or after the point once written out
        /// (`1e999999999`).
        public static let invalidNumber = Code("invalidNumber")
        /// The message pattern does not parse, or ICU rejects one of its arguments
        /// (``FormattingError/syntaxError`` says where).
        public static let messageSyntax = Code("messageSyntax")
        /// Any other ICU failure (``FormattingError/icuError``).
        public static let icu = Code("icu")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The text at fault, as given: the locale tag, the currency code, the skeleton, the number
    /// or the message pattern; empty for an ICU failure that has none.
    public let input: String
    /// ICU's own error, when ICU reported one.
    public let icuError: ICUError?
    /// Where and why ICU rejects a message pattern (``Code/messageSyntax``).
    public let syntaxError: MessageSyntaxError?

    /// The error behind this one, whichever it is: ``icuError`` or ``syntaxError``; `nil` when
    /// the fault is the input's alone.
    public var cause: (any Error)? { icuError ?? syntaxError.map { $0 as any Error } }

    private init(_ code: Code, input: String, icuError: ICUError? = nil, syntaxError: MessageSyntaxError? = nil) {
        self.code = code
        self.input = input
        self.icuError = icuError
        self.syntaxError = syntaxError
    }

    /// A locale tag ICU has no data for.
    package static func invalidLocale(_ tag: String) -> FormattingError { FormattingError(.invalidLocale, input: tag) }
    /// A currency code that is not ISO 4217.
    package static func unknownCurrency(_ code: String) -> FormattingError {
        FormattingError(.unknownCurrency, input: code)
    }
    /// A number skeleton ICU rejects.
    package static func invalidSkeleton(_ skeleton: String, _ error: ICUError) -> FormattingError {
        FormattingError(.invalidSkeleton, input: skeleton, icuError: error)
    }
    /// Text that is not a finite decimal number as JSON writes it.
    package static func invalidNumber(_ text: String) -> FormattingError { FormattingError(.invalidNumber, input: text) }
    /// A message pattern that does not parse.
    package static func messageSyntax(_ pattern: String, _ error: MessageSyntaxError) -> FormattingError {
        FormattingError(.messageSyntax, input: pattern, syntaxError: error)
    }
    /// Any other ICU failure.
    package static func icu(_ error: ICUError) -> FormattingError { FormattingError(.icu, input: "", icuError: error) }

    /// One line for people: what is wrong and, where it helps, what was expected.
    public var description: String {
        switch code {
        case .invalidLocale:
            return "'\(input)' is not a locale ICU has data for (expected a BCP 47 tag such as en-US)"
        case .unknownCurrency:
            let upper = input.uppercased()
            if upper != input, CurrencyCodes.isKnown(upper) {
                return "'\(input)' is not an ISO 4217 currency code (codes are upper case: '\(upper)')"
            }
            return "'\(input)' is not an ISO 4217 currency code ICU knows"
        case .invalidSkeleton:
            return "'\(input)' is not a valid ICU number skeleton (\(icuError?.name ?? ""))"
        case .invalidNumber:
            return "'\(input)' is not a finite decimal number as JSON writes it, such as -3.25 or 1e6,"
                + " with at most \(DecimalText.maximumDigits) digits before and after the point"
        default:
            return syntaxError?.description ?? icuError?.description ?? code.name
        }
    }
}
