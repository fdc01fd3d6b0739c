internal import CICUShim

/// Which plural rules: for counts ("1 stay", "2 stays") or for ranks ("1st", "2nd").
public enum PluralKind: String, Sendable {
    /// Rules for counts: "1 stay", "2 stays".
    case cardinal
    /// Rules for ranks: "1st", "2nd".
    case ordinal
}

/// A locale's CLDR plural rules, from ICU: its categories, the category of a number, and
/// samples of each category. Nothing here is a table of ours: no plural rules are written by hand.
///
/// Selection follows CLDR's operands, which see the digits as written: in English "1" is
/// `one` but "1.0" is `other`.
/// ```swift
/// let russian = try PluralRules.shared(locale: ICULocale("ru"), kind: .cardinal)
/// russian.categories                         // [.one, .few, .many, .other]
/// try russian.category(of: 21)               // .one
/// try russian.category(ofDecimal: "1.5")     // .other
/// ```
public final class PluralRules: @unchecked Sendable {
    /// The locale whose rules these are.
    public let locale: ICULocale
    /// Cardinal or ordinal.
    public let kind: PluralKind
    /// The categories the locale uses, in CLDR's order: zero, one, two, few, many, other.
    public let categories: [PluralCategory]
    // ICU's `PluralRules::getSamples` is not `const`; the samples are read once, at init, so
    // that no ICU call here mutates shared state.
    private let sampleTable: [PluralCategory: [Double]]
    // The category of each integer from 0 through ``integerLimit``, read once at init.
    private let integerCategories: [PluralCategory]
    // An `ssicu_plural_rules`, owned by this object. Selection on it is thread-safe.
    private let handle: OpaquePointer

    /// Opens the rules of a locale (not shared; see ``shared(locale:kind:)``).
    /// - Parameters:
    ///   - locale: The locale whose rules to open.
    ///   - kind: Cardinal (counts) or ordinal (ranks).
    /// - Throws: ``FormattingError/Code/icu`` when ICU cannot open them.
    public init(locale: ICULocale, kind: PluralKind) throws(FormattingError) {
        var status: Int32 = 0
        guard let handle = ssicu_plural_rules_open(locale.icuID, kind == .ordinal, &status),
            status <= 0
        else {
            throw .icu(ICUError(code: status, operation: "uplrules_openForType"))
        }
        let keywords: String
        do {
            keywords = try ShimText.read(operation: "uplrules_getKeywords") { out, capacity, status in
                ssicu_plural_rules_keywords(handle, out, capacity, status)
            }
        } catch {
            ssicu_plural_rules_close(handle)
            throw .icu(error)
        }
        let categories = keywords.split(separator: " ").map { PluralCategory(rawValue: String($0)) }.sorted()
        var sampleTable: [PluralCategory: [Double]] = [:]
        for category in categories {
            sampleTable[category] = Self.readSamples(handle, category)
        }
        var integerCategories: [PluralCategory] = []
        integerCategories.reserveCapacity(Self.integerLimit + 1)
        do {
            for integer in 0...Self.integerLimit {
                integerCategories.append(try Self.select(handle, Double(integer)))
            }
        } catch {
            ssicu_plural_rules_close(handle)
            throw .icu(error)
        }
        self.integerCategories = integerCategories
        self.locale = locale
        self.kind = kind
        self.categories = categories
        self.sampleTable = sampleTable
        self.handle = handle
    }

    deinit { ssicu_plural_rules_close(handle) }

    /// The shared rules of a locale, opened on first use.
    /// - Parameters:
    ///   - locale: The locale whose rules to open.
    ///   - kind: Cardinal (counts) or ordinal (ranks).
    /// - Returns: The rules, the same instance for the same locale and kind.
    /// - Throws: ``FormattingError/Code/icu`` when ICU cannot open them.
    public static func shared(locale: ICULocale, kind: PluralKind) throws(FormattingError) -> PluralRules {
        try cache.value(for: Key(locale: locale, kind: kind)) {
            Result { () throws(FormattingError) in try PluralRules(locale: locale, kind: kind) }
        }.get()
    }

    /// The category of a double. An integer-valued double selects as an integer (1.0 as "1");
    /// other values as their shortest decimal text. Counts and positions are integers, so this
    /// is what they use. ICU selects NaN and the infinities as "other".
    /// - Parameter value: Any number.
    /// - Returns: The category, one of ``categories``.
    /// - Throws: ``FormattingError/Code/icu`` when ICU fails to select.
    public func category(of value: Double) throws(FormattingError) -> PluralCategory {
        do {
            return try Self.select(handle, value)
        } catch {
            throw .icu(error)
        }
    }

    private static func select(_ handle: OpaquePointer, _ value: Double) throws(ICUError) -> PluralCategory {
        PluralCategory(
            rawValue: try ShimText.read(operation: "uplrules_select", capacity: 8, converted: true) { out, capacity, status in
                ssicu_plural_rules_select(handle, value, out, capacity, status)
            })
    }

    /// The category of a decimal number as written, keeping its visible fraction digits:
    /// "1.0" is `other` in English while "1" is `one`; "1e6" is the integer 1000000.
    ///
    /// ICU formats the text exactly, with exactly the fraction digits it shows, and selects on
    /// that formatted number (`uplrules_selectFormatted`).
    /// - Parameter text: A decimal number as JSON writes it, with the fraction digits it shows.
    /// - Returns: The category, one of ``categories``.
    /// - Throws: ``FormattingError/Code/invalidNumber`` for text that is not a finite number as
    ///   JSON writes it (see ``NumberFormat/format(decimal:)``).
    public func category(ofDecimal text: String) throws(FormattingError) -> PluralCategory {
        guard let number = DecimalText(text) else { throw .invalidNumber(text) }
        let digits = number.visibleFractionDigits
        let exact = try NumberFormat.shared(
            skeleton: digits == 0 ? "precision-integer" : "." + String(repeating: "0", count: digits),
            locale: locale)
        do throws(ICUError) {
            let keyword = try ShimText.withUTF8(number.text) { decimal, length throws(ICUError) in
                try ShimText.read(operation: "uplrules_selectFormatted", capacity: 8, converted: true) {
                    out, capacity, status in
                    ssicu_plural_rules_select_formatted_decimal(
                        handle, exact.handle, decimal, length, out, capacity, status)
                }
            }
            return PluralCategory(rawValue: keyword)
        } catch {
            throw .icu(error)
        }
    }

    /// The category of `value` as `format` writes it: with `.00` precision 1 is "1.00", which is
    /// `other` in English. Use it for value text so the words agree with the digits shown.
    /// - Parameters:
    ///   - value: The value.
    ///   - format: The formatter whose text the category must agree with.
    /// - Returns: The category, one of ``categories``.
    /// - Throws: ``FormattingError/Code/icu`` when ICU fails.
    public func category(of value: Double, formattedWith format: NumberFormat) throws(FormattingError)
        -> PluralCategory
    {
        do {
            let keyword = try ShimText.read(operation: "uplrules_selectFormatted", capacity: 8, converted: true) {
                out, capacity, status in
                ssicu_plural_rules_select_formatted(handle, format.handle, value, out, capacity, status)
            }
            return PluralCategory(rawValue: keyword)
        } catch {
            throw .icu(error)
        }
    }

    /// Sample values ICU gives for a category (`icu::PluralRules::getSamples`), duplicates
    /// removed, in ICU's order. ICU lists a category's integer samples, and its decimal samples
    /// only when it has no integer ones (Russian `other`: 0.1, 0.2, …); as doubles they lose the
    /// digits they were written with (CLDR's "1.0" comes back as 1). Empty for a category the
    /// locale does not use.
    /// - Parameter category: A category (``PluralCategory/one``, ``PluralCategory/few``).
    /// - Returns: The samples, empty for a category the locale does not use.
    public func samples(of category: PluralCategory) -> [Double] {
        sampleTable[category] ?? []
    }

    /// The rules as ICU writes them (`icu::PluralRules::getRules`), for a page that chooses
    /// plural forms without ICU: "one: i  in 1..1 and v  in 0..0; other: ".
    package var ruleText: String {
        let handle = handle
        return
            (try? ShimText.read(operation: "PluralRules::getRules", capacity: 512, converted: true) { out, capacity, status in
                ssicu_plural_rules_description(handle, out, capacity, status)
            }) ?? ""
    }

    /// The largest integer ``integers(in:upTo:)`` reaches: the categories of 0 through 999 are
    /// read from ICU once, when the rules are opened.
    public static let integerLimit = 999

    /// Every integer from 0 through `limit` that selects `category`, in order.
    /// - Parameters:
    ///   - category: A category (``PluralCategory/one``, ``PluralCategory/few``).
    ///   - limit: The last integer to consider; at most ``integerLimit`` is used.
    /// - Returns: The integers, empty for a category the locale does not use.
    public func integers(in category: PluralCategory, upTo limit: Int = PluralRules.integerLimit) -> [Int] {
        guard limit >= 0, sampleTable[category] != nil else { return [] }
        return (0...Swift.min(limit, Self.integerLimit)).filter { integerCategories[$0] == category }
    }

    // MARK: - Private

    private struct Key: Hashable, Sendable {
        let locale: ICULocale
        let kind: PluralKind
    }

    private static let cache = SharedCache<Key, Result<PluralRules, FormattingError>>(limit: 128)

    private static func readSamples(_ handle: OpaquePointer, _ category: PluralCategory) -> [Double] {
        // ICU stops at the capacity without saying whether there were more; its sample lists
        // are a few dozen values at most.
        let capacity = 256
        var values = [Double](repeating: 0, count: capacity)
        var status: Int32 = 0
        let count = values.withUnsafeMutableBufferPointer { buffer in
            ssicu_plural_rules_samples(handle, category.rawValue, buffer.baseAddress, Int32(capacity), &status)
        }
        guard status <= 0 else { return [] }
        var seen: Set<Double> = []
        return values.prefix(Int(count)).filter { seen.insert($0).inserted }
    }
}
