internal import CICUShim

/// An ICU number formatter for one skeleton and locale, shared across threads.
///
/// ICU's `UNumberFormatter` is immutable and thread-safe; each format call writes into a result
/// object that belongs to the calling thread (kept inside the shim), so a shared formatter
/// costs one C call per value and never shares a result.
/// ```swift
/// let usd = try NumberFormat.shared(style: .currency(code: "USD", precision: nil),
///                                   locale: ICULocale("fr-FR"))
/// try usd.format(1234.5)            // "1 234,50 $US" (with U+202F and U+00A0)
/// try usd.format(decimal: "0.1")    // exact: no binary rounding on the way
/// ```
public final class NumberFormat: @unchecked Sendable {
    /// The ICU number skeleton, such as "currency/USD precision-integer".
    public let skeleton: String
    /// The locale the numbers are written for.
    public let locale: ICULocale
    // An `ssicu_number_formatter`, owned by this object. Immutable after init, hence Sendable.
    // Internal so plural rules can select on numbers this formatter writes; never public.
    let handle: OpaquePointer

    /// Opens a formatter that is not shared (see ``shared(skeleton:locale:)``).
    /// - Parameters:
    ///   - skeleton: An ICU number skeleton, such as `currency/USD precision-integer`.
    ///   - locale: The locale to write for.
    /// - Throws: ``FormattingError/Code/invalidSkeleton`` when ICU rejects the skeleton.
    public init(skeleton: String, locale: ICULocale) throws(FormattingError) {
        var status: Int32 = 0
        let handle = ShimText.withUTF8(skeleton) { text, length in
            ssicu_number_formatter_open(text, length, locale.icuID, &status)
        }
        guard let handle, status <= 0 else {
            throw .invalidSkeleton(
                skeleton, ICUError(code: status, operation: "unumf_openForSkeletonAndLocale"))
        }
        self.skeleton = skeleton
        self.locale = locale
        self.handle = handle
    }

    deinit { ssicu_number_formatter_close(handle) }

    /// The shared formatter for a skeleton in a locale, opened on first use.
    /// - Parameters:
    ///   - skeleton: An ICU number skeleton.
    ///   - locale: The locale to write for.
    /// - Returns: The formatter, the same instance for the same skeleton and locale.
    /// - Throws: ``FormattingError/Code/invalidSkeleton`` (also on later calls: failures are
    ///   cached).
    public static func shared(skeleton: String, locale: ICULocale) throws(FormattingError) -> NumberFormat {
        try cache.value(for: FormatterKey(locale: locale, text: skeleton)) {
            Result { () throws(FormattingError) in try NumberFormat(skeleton: skeleton, locale: locale) }
        }.get()
    }

    /// The shared formatter for a style in a locale.
    /// - Parameters:
    ///   - style: The value style.
    ///   - locale: The locale to write for.
    /// - Returns: The shared formatter for the style's skeleton.
    /// - Throws: ``FormattingError/Code/unknownCurrency`` for a currency code ICU does not know as
    ///   ISO 4217 (`QQQ`, `US`, `usd`) — ICU's skeletons accept any three letters;
    ///   ``FormattingError/Code/invalidSkeleton`` when ICU rejects the rest (an unknown unit).
    public static func shared(style: NumberStyle, locale: ICULocale) throws(FormattingError) -> NumberFormat {
        if case .currency(let code, _) = style, !CurrencyCodes.isKnown(code) {
            throw .unknownCurrency(code)
        }
        return try shared(skeleton: style.skeleton, locale: locale)
    }

    /// Formats a double.
    /// - Parameter value: Any double.
    /// - Returns: The number as the locale writes it.
    /// - Throws: ``FormattingError/Code/icu`` when ICU fails (it does not for any double,
    ///   NaN and infinities included, with a valid formatter).
    public func format(_ value: Double) throws(FormattingError) -> String {
        let handle = handle  // (captured alone: see displayText(_:))
        do {
            return try ShimText.read(operation: "unumf_formatDouble", converted: true) { out, capacity, status in
                ssicu_number_format_double(handle, value, out, capacity, status)
            }
        } catch {
            throw .icu(error)
        }
    }

    /// Formats a decimal number given as text, exactly: "1234.50", "-3.25", "1e6".
    /// - Parameter decimal: A decimal number as JSON writes it.
    /// - Returns: The number as the locale writes it, from its exact decimal value.
    /// - Throws: ``FormattingError/Code/invalidNumber`` when `decimal` is not a finite number as
    ///   JSON writes it (`nan`, `inf`, `1.`, `0x10`, `+1`).
    public func format(decimal: String) throws(FormattingError) -> String {
        guard let number = DecimalText(decimal) else { throw .invalidNumber(decimal) }
        return try format(number)
    }

    /// Formats a double with the name of its currency or unit replaced: this formatter names
    /// it in full (`unit-width-full-name`), and a catalog gives the name's form where CLDR's is
    /// wrong for the language ("19,99 evri" is said "19,99 evra" in Slovenian).
    /// - Parameters:
    ///   - value: Any double.
    ///   - integerName: The name for a number written without fraction digits ("19", "1 000"),
    ///     or `nil` to keep ICU's.
    ///   - decimalName: The name for a number written with fraction digits ("19,99", "2,00":
    ///     CLDR's plural operand v is not 0), or `nil` to keep ICU's.
    /// - Returns: ICU's text of the value with the name in its place (ICU's fields say where),
    ///   or ICU's text as it is when the name chosen is `nil` or the text names nothing.
    /// - Throws: ``FormattingError/Code/icu`` when ICU fails.
    package func format(_ value: Double, integerName: String?, decimalName: String?) throws(FormattingError) -> String {
        let handle = handle
        do {
            return try ShimText.withName(integerName) { integer, integerLength throws(ICUError) in
                try ShimText.withName(decimalName) { decimal, decimalLength throws(ICUError) in
                    try ShimText.read(operation: "unumf_formatDouble", converted: true) { out, capacity, status in
                        ssicu_number_format_renamed(
                            handle, value, integer, integerLength, decimal, decimalLength, out, capacity, status)
                    }
                }
            }
        } catch {
            throw .icu(error)
        }
    }

    func format(_ number: DecimalText) throws(FormattingError) -> String {
        do throws(ICUError) {
            return try ShimText.withUTF8(number.text) { text, length throws(ICUError) in
                try ShimText.read(operation: "unumf_formatDecimal", converted: true) { out, capacity, status in
                    ssicu_number_format_decimal(handle, text, length, out, capacity, status)
                }
            }
        } catch {
            throw .icu(error)
        }
    }

    /// `value` as ``format(_:)`` writes it, with the number fields ICU reports for it: where
    /// the integer digits, the separators, the sign and the currency or unit are, as UTF-8
    /// offsets. For the web page's number templates, which write numbers as ICU does.
    /// - Parameter value: Any double.
    /// - Returns: The text and its fields.
    /// - Throws: ``FormattingError/Code/icu`` when ICU fails.
    package func fields(_ value: Double) throws(FormattingError) -> NumberFields {
        let handle = handle
        do {
            return try NumberFields.read(operation: "ufmtval_nextPosition") {
                out, capacity, fields, fieldCapacity, count, status in
                ssicu_number_format_fields(handle, value, out, capacity, fields, fieldCapacity, count, status)
            }
        } catch {
            throw .icu(error)
        }
    }

    private static let cache = SharedCache<FormatterKey, Result<NumberFormat, FormattingError>>(limit: 256)
}

/// A plural's number as ICU's MessageFormat writes and selects it in one locale: the locale's
/// default decimal format (`NumberFormat::createInstance`) for `#`, its cardinal plural rules
/// for the variant. One C call a number; ICU's objects are used only under this object's lock.
package final class MessageNumber: @unchecked Sendable {
    /// The locale the numbers are written for.
    package let locale: ICULocale
    // An `ssicu_message_number`, owned by this object.
    private let handle: Locked<OpaquePointer>

    private init?(locale: ICULocale) {
        var status: Int32 = 0
        guard let handle = ssicu_message_number_open(locale.icuID, &status), status <= 0 else { return nil }
        self.locale = locale
        self.handle = Locked(handle)
    }

    deinit { handle.withLock { ssicu_message_number_close($0) } }

    /// The shared pair for `locale`; `nil` when ICU cannot open it (also on later calls).
    package static func shared(locale: ICULocale) -> MessageNumber? {
        cache.value(for: locale) { MessageNumber(locale: locale) }
    }

    /// A CLDR plural category, as a plural's variant names it.
    package enum Category: Int, CaseIterable, Sendable {
        case zero, one, two, few, many, other

        /// The category a variant's keyword names; `nil` for any other word (which no number
        /// selects).
        package init?(keyword: String) {
            guard let found = Self.allCases.first(where: { $0.keyword == keyword }) else { return nil }
            self = found
        }

        /// The keyword: "zero", "one", "two", "few", "many", "other".
        package var keyword: String { Self.keywords[rawValue] }

        private static let keywords = ["zero", "one", "two", "few", "many", "other"]

        /// The category of a NUL-terminated ASCII keyword, read without making a string.
        init?(keyword bytes: UnsafePointer<CChar>) {
            let word: StaticString
            switch UInt8(bitPattern: bytes[0]) {
            case UInt8(ascii: "z"): (word, self) = ("zero", .zero)
            case UInt8(ascii: "o") where UInt8(bitPattern: bytes[1]) == UInt8(ascii: "n"): (word, self) = ("one", .one)
            case UInt8(ascii: "o"): (word, self) = ("other", .other)
            case UInt8(ascii: "t"): (word, self) = ("two", .two)
            case UInt8(ascii: "f"): (word, self) = ("few", .few)
            case UInt8(ascii: "m"): (word, self) = ("many", .many)
            default: return nil
            }
            let same = word.withUTF8Buffer { expected in
                expected.indices.allSatisfy { UInt8(bitPattern: bytes[$0]) == expected[$0] } && bytes[expected.count] == 0
            }
            if !same { return nil }
        }
    }

    /// `value` as MessageFormat writes `#`, and the plural category MessageFormat selects for
    /// it; `nil` when ICU fails.
    package func format(_ value: Double) -> (text: String, category: Category?)? {
        handle.withLock { handle -> (text: String, category: Category?)? in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { keyword in
                keyword[0] = 0
                let text = try? ShimText.read(operation: "NumberFormat::format", converted: true) { out, capacity, status in
                    ssicu_message_number_format(handle, value, out, capacity, keyword.baseAddress!, 32, status)
                }
                guard let text else { return nil }
                return (text, Category(keyword: keyword.baseAddress!))
            }
        }
    }

    /// `value` as MessageFormat writes a number that is not whole (``format(_:)``'s text), with
    /// its number fields (see ``NumberFormat/fields(_:)``); `nil` when ICU fails or the locale's
    /// default format is not a decimal format.
    package func fields(_ value: Double) -> NumberFields? {
        handle.withLock { handle in
            try? NumberFields.read(operation: "ufmtval_nextPosition") { out, capacity, fields, fieldCapacity, count, status in
                ssicu_message_number_fields(handle, value, out, capacity, fields, fieldCapacity, count, status)
            }
        }
    }

    private static let cache = SharedCache<ICULocale, MessageNumber?>(limit: 64)
}

/// A formatted number and its number fields, as ICU reports them.
package struct NumberFields: Hashable, Sendable {
    /// One field: ICU's `UNumberFormatFields` value (``integer``, ``grouping``, …) and where it
    /// is, as UTF-8 offsets into ``text``.
    package struct Field: Hashable, Sendable {
        package let field: Int32
        package let range: Range<Int>
    }

    /// ICU's `UNUM_INTEGER_FIELD`.
    package static let integer: Int32 = 0
    /// ICU's `UNUM_FRACTION_FIELD`.
    package static let fraction: Int32 = 1
    /// ICU's `UNUM_DECIMAL_SEPARATOR_FIELD`.
    package static let decimalSeparator: Int32 = 2
    /// ICU's `UNUM_GROUPING_SEPARATOR_FIELD`.
    package static let grouping: Int32 = 6

    /// The text.
    package let text: String
    /// The fields, in ICU's order.
    package let fields: [Field]

    /// Reads a text and its fields from a shim call, growing the buffers as it asks.
    static func read(
        operation: String,
        _ body: (
            UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<ssicu_number_field>, Int32,
            UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>
        ) -> Int32
    ) throws(ICUError) -> NumberFields {
        var capacity = 256
        var fieldCapacity: Int32 = 32
        while true {
            var status: Int32 = 0
            var count: Int32 = 0
            var fields = [ssicu_number_field](repeating: ssicu_number_field(), count: Int(fieldCapacity))
            var bytes = [CChar](repeating: 0, count: capacity)
            let length = bytes.withUnsafeMutableBufferPointer { text in
                fields.withUnsafeMutableBufferPointer { found in
                    body(text.baseAddress!, Int32(capacity), found.baseAddress!, fieldCapacity, &count, &status)
                }
            }
            if status == ShimText.overflow {
                capacity = Swift.max(capacity, Int(length) + 1)
                fieldCapacity = Swift.max(fieldCapacity, count)
                continue
            }
            guard status <= 0, Int(length) <= capacity else { throw ICUError(code: status, operation: operation) }
            let text = String(decoding: bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return NumberFields(
                text: text,
                fields: fields.prefix(Int(count)).map { Field(field: $0.field, range: Int($0.start)..<Int($0.limit)) })
        }
    }
}
