@_spi(SliderSpeechInternals) import SliderFormatting

/// An amount of money or of a unit said with the catalog's name of its currency or unit, where
/// CLDR's long name has the wrong form for the language.
///
/// ICU names a currency or unit by the number's plural category ("1,5 kilometri" in Slovenian,
/// "1,50 američkih dolara" in Croatian), and a plural category cannot say what these languages
/// need: after a number written with fraction digits the name takes the genitive singular
/// ("1,5 kilometra", "1,50 američkog dolara"). The catalog's `slider.value.amountName` gives the
/// name in the form the number takes, selected on two arguments: `{written}` — `decimal` for a
/// number written with fraction digits (CLDR's plural operand v is not 0: "1,5", "19,99",
/// "2,00"), `integer` otherwise — and `{unit}` — the currency's ISO 4217 code (`EUR`), or the
/// unit with its type, `_` for `-` (`length_kilometer`), since a select
/// keyword cannot hold a hyphen. Where the message gives nothing (an empty text), CLDR's name
/// stays: the source locale's message gives nothing anywhere. The name replaces ICU's in ICU's
/// text of the value, where ICU's fields say it is, so the number, its digits and its place
/// stay ICU's: in the speech form, and in the display text of a value style that writes the
/// name in full (`unit-width-full-name`), which would otherwise show what is not said.
struct AmountNames: Sendable {
    /// The formatter that names the currency or unit in full.
    private let names: NumberFormat
    /// The catalog's name for a number written without and with fraction digits; `nil` where
    /// CLDR's stays.
    private let integer: String?
    private let decimal: String?

    /// The message id.
    static let id = "slider.value.amountName"

    /// `nil` when the skeleton names no single currency or unit, or the catalog gives no name
    /// for it in either form (the common case: then an amount costs nothing more).
    /// - Parameters:
    ///   - names: The formatter that names the currency or unit in full.
    ///   - localization: The catalogs and locale.
    /// - Throws: ``AnnouncementError`` when the catalog's message does not parse or format.
    init?(names: NumberFormat, localization: Localization) throws(AnnouncementError) {
        // Every announcer of a value style and localization asks for the same two names:
        // worked out once.
        let key = Key(localization: ObjectIdentifier(localization), skeleton: names.skeleton)
        let given: Given
        if let cached = Self.given.cachedValue(for: key) {
            given = cached
        } else {
            let made = try Self.names(skeleton: names.skeleton, localization: localization)
            given = Self.given.value(for: key) { made }
        }
        guard given.integer != nil || given.decimal != nil else { return nil }
        self.names = names
        self.integer = given.integer
        self.decimal = given.decimal
    }

    /// The names the catalog gives for the unit of `skeleton`, for a number written without and
    /// with fraction digits.
    private static func names(skeleton: String, localization: Localization) throws(AnnouncementError) -> Given {
        guard let unit = unit(inSkeleton: skeleton) else { return Given(localization: localization, integer: nil, decimal: nil) }
        let message: PreparedMessage
        do {
            guard try localization.pattern(id) != nil else {
                return Given(localization: localization, integer: nil, decimal: nil)
            }
            message = try localization.prepare(id)
        } catch {
            throw .catalogMessage(error)
        }
        func name(_ written: String) throws(AnnouncementError) -> String? {
            do {
                let said = try message.format(["written": .catalogText(written), "unit": .catalogText(unit)]).text
                return said.isEmpty ? nil : said
            } catch {
                throw .catalogMessage(error)
            }
        }
        return Given(localization: localization, integer: try name("integer"), decimal: try name("decimal"))
    }

    /// A localization, by identity, and a names skeleton.
    private struct Key: Hashable, Sendable {
        let localization: ObjectIdentifier
        let skeleton: String
    }

    /// The names the message gives for a unit, `nil` where it gives nothing; with the
    /// localization they are for, kept alive so that no other takes its identity while cached.
    private struct Given: Sendable {
        let localization: Localization
        let integer: String?
        let decimal: String?
    }

    /// The names given so far. At most 1,024 keys, emptied by `SharedCaches.removeAll()`.
    private static let given = SharedCache<Key, Given>(limit: 1_024)

    /// The `{unit}` of a skeleton: the code of its `currency/…`, the unit of its
    /// `measure-unit/…` (which has its type: `length-kilometer`), or the unit of its `unit/…`
    /// with the type ICU gives it (`unit/kilometer` is `length-kilometer`; a unit outside ICU's
    /// list keeps its identifier alone), `-` written `_`; `nil` for none, or for a unit divided
    /// by another (`per-measure-unit/…`), which no catalog names.
    static func unit(inSkeleton skeleton: String) -> String? {
        var found: String?
        for word in skeleton.split(separator: " ") {
            if word.hasPrefix("per-measure-unit/") { return nil }
            for prefix in ["currency/", "measure-unit/", "unit/"] where word.hasPrefix(prefix) {
                guard found == nil else { return nil }
                var unit = String(word.dropFirst(prefix.count))
                if prefix == "unit/", let type = MeasureUnitType.of(unit) { unit = type + "-" + unit }
                found = String(unit.map { $0 == "-" ? "_" : $0 })
            }
        }
        return found
    }

    /// The catalog's names for a number written without and with fraction digits (for the web
    /// page's data); `nil` where CLDR's stays.
    var forms: (integer: String?, decimal: String?) { (integer, decimal) }

    /// The speech form of `value` named in full, with the catalog's name where it gives one for
    /// the number's form (ICU's elsewhere); `nil` when ICU fails.
    func speech(_ value: Double) -> String? {
        guard let text = try? names.format(value, integerName: integer, decimalName: decimal) else { return nil }
        return SpeechText.speechForm(of: text)
    }

    /// The display text of `value` by `format`, a display formatter that writes the name in
    /// full, with the catalog's name where it gives one for the number's form.
    /// - Throws: ``FormattingError`` when ICU fails.
    func displayText(_ value: Double, format: NumberFormat) throws(FormattingError) -> String {
        try format.displayText(value, integerName: integer, decimalName: decimal)
    }

    /// The display text of a range by `format`, which writes the name in full, each name in the
    /// form of the number it belongs to.
    /// - Throws: ``FormattingError`` when ICU fails.
    func rangeText(_ lower: Double, _ upper: Double, format: NumberRangeFormat) throws(FormattingError) -> String {
        try format.displayText(lower, upper, integerName: integer, decimalName: decimal)
    }
}
