import SliderFormatting

/// The symbol a locale writes for a currency, as ICU's number formatter writes it: "US$" in ar,
/// "$" in en, "zł" for PLN in pl; for tests that check a speech form never holds it.
package enum CurrencySymbol {
    /// The currency's symbol in `locale`: zero formatted in that currency at the default (short)
    /// unit width, without its digits, spaces and bidi marks; `nil` when ICU fails.
    package static func of(_ code: String, locale: ICULocale) -> String? {
        guard let formatter = try? NumberFormat(skeleton: "currency/\(code) precision-integer", locale: locale),
            let text = try? formatter.format(0)
        else { return nil }
        let symbol = String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter { scalar in
                    let properties = scalar.properties
                    return !properties.isWhitespace && properties.numericType == nil
                        && properties.generalCategory != .format
                }))
        return symbol.isEmpty ? nil : symbol
    }
}
