internal import CICUShim

/// An ICU number range formatter for one skeleton and locale, shared across threads: display
/// text for a range such as "$60 – $180", as the locale writes ranges.
///
/// Like ``NumberFormat``, ICU's `UNumberRangeFormatter` is thread-safe and each call uses the
/// calling thread's own result. ICU merges what the ends share ("60–180 €") and marks equal
/// ends as approximate ("~$60").
public final class NumberRangeFormat: @unchecked Sendable {
    /// The ICU number skeleton used for both ends.
    public let skeleton: String
    /// The locale the range is written for.
    public let locale: ICULocale
    // An `ssicu_number_range_formatter`, owned by this object.
    let handle: OpaquePointer

    /// Opens a range formatter that is not shared (see ``shared(skeleton:locale:)``).
    /// - Parameters:
    ///   - skeleton: An ICU number skeleton for both ends.
    ///   - locale: The locale to write for.
    /// - Throws: ``FormattingError/Code/invalidSkeleton`` when ICU rejects the skeleton.
    public init(skeleton: String, locale: ICULocale) throws(FormattingError) {
        var status: Int32 = 0
        let handle = ShimText.withUTF8(skeleton) { text, length in
            ssicu_number_range_formatter_open(text, length, locale.icuID, &status)
        }
        guard let handle, status <= 0 else {
            throw .invalidSkeleton(
                skeleton,
                ICUError(code: status, operation: "unumrf_openForSkeletonWithCollapseAndIdentityFallback"))
        }
        self.skeleton = skeleton
        self.locale = locale
        self.handle = handle
    }

    deinit { ssicu_number_range_formatter_close(handle) }

    /// The shared range formatter for a skeleton in a locale, opened on first use.
    /// - Parameters:
    ///   - skeleton: An ICU number skeleton for both ends.
    ///   - locale: The locale to write for.
    /// - Returns: The formatter, the same instance for the same skeleton and locale.
    /// - Throws: ``FormattingError/Code/invalidSkeleton``.
    public static func shared(skeleton: String, locale: ICULocale) throws(FormattingError) -> NumberRangeFormat {
        try cache.value(for: FormatterKey(locale: locale, text: skeleton)) {
            Result { () throws(FormattingError) in try NumberRangeFormat(skeleton: skeleton, locale: locale) }
        }.get()
    }

    /// The shared range formatter for a style in a locale.
    /// - Parameters:
    ///   - style: The value style of both ends.
    ///   - locale: The locale to write for.
    /// - Returns: The shared range formatter for the style's skeleton.
    /// - Throws: ``FormattingError/Code/unknownCurrency``, ``FormattingError/Code/invalidSkeleton``.
    public static func shared(style: NumberStyle, locale: ICULocale) throws(FormattingError) -> NumberRangeFormat {
        if case .currency(let code, _) = style, !CurrencyCodes.isKnown(code) {
            throw .unknownCurrency(code)
        }
        return try shared(skeleton: style.skeleton, locale: locale)
    }

    /// Formats the range `lower`…`upper`: "$60 – $180" in en-US for
    /// `currency/USD precision-integer`.
    /// - Parameters:
    ///   - lower: The lower end.
    ///   - upper: The upper end.
    /// - Returns: The range as the locale writes ranges.
    /// - Throws: ``FormattingError/Code/icu`` when ICU fails.
    public func format(_ lower: Double, _ upper: Double) throws(FormattingError) -> String {
        let handle = handle  // (captured alone: see NumberFormat.displayText(_:))
        do {
            return try ShimText.read(operation: "unumrf_formatDoubleRange", converted: true) { out, capacity, status in
                ssicu_number_range_format_double(handle, lower, upper, out, capacity, status)
            }
        } catch {
            throw .icu(error)
        }
    }

    private static let cache = SharedCache<FormatterKey, Result<NumberRangeFormat, FormattingError>>(limit: 64)
}
