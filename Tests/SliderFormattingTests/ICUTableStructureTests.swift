import SliderFormatting
import TestSupport
import Testing

/// What the ICU 72 tables check, reduced to what holds on any ICU: these run everywhere, the
/// tables with their strings only where ICU 72 is loaded (``Trait/pinnedToICU72``).
@Suite("ICU tables: their structure on any ICU version")
struct ICUTableStructureTests {
    static func hasDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType == .decimal }
    }

    @Test("Plural rules: 'other' is a category, and every selection is one of the locale's", arguments: PluralRow.all)
    func plurals(row: PluralRow) throws {
        let locale = try ICULocale(row.locale)
        for (kind, numbers) in [(PluralKind.cardinal, PluralRow.cardinalNumbers), (.ordinal, PluralRow.ordinalNumbers)] {
            let rules = try PluralRules.shared(locale: locale, kind: kind)
            #expect(rules.categories.contains("other"), "\(row.locale) \(kind)")
            for number in numbers {
                #expect(rules.categories.contains(try rules.category(ofDecimal: number)), "\(row.locale) \(number)")
            }
        }
    }

    @Test("A plural message fills every argument and picks one of its variants", arguments: MessageRow.all)
    func messages(row: MessageRow) throws {
        let message = try MessageFormat.shared(pattern: MessageRow.pattern, locale: ICULocale(row.locale))
        for count in MessageRow.counts {
            let text = try message.format(["count": .number(count)])
            #expect(!text.contains("{") && !text.contains("#"), "\(row.locale) \(count): \(text)")
            #expect(text.hasSuffix(" stay") || text.hasSuffix(" stays"), "\(row.locale) \(count): \(text)")
            #expect(Self.hasDigit(text), "\(row.locale) \(count): \(text)")
        }
    }

    @Test("Currencies: each code written its own way, with the locale's digits", arguments: CurrencyRow.all)
    func currencies(row: CurrencyRow) throws {
        let locale = try ICULocale(row.locale)
        var texts: Set<String> = []
        for code in ["USD", "EUR", "JPY"] {
            let text = try NumberFormat.shared(style: .currency(code: code, precision: nil), locale: locale).format(1234.5)
            #expect(Self.hasDigit(text), "\(row.locale) \(code): \(text)")
            texts.insert(text)
        }
        #expect(texts.count == 3, "\(row.locale): \(texts)")
    }

    @Test("The versions are reported as numbers")
    func versions() {
        #expect(ICUInfo.icuMajorVersion != nil)
        #expect(ICUInfo.cldrVersion.split(separator: ".").allSatisfy { Int($0) != nil })
        #expect(!ICUInfo.unicodeVersion.isEmpty)
    }
}
