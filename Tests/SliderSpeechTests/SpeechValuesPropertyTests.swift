import Foundation
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// Over every built-in locale, four currencies and four units, with seeded random values: the
/// speech form is ICU's full-name formatting of the value, and names the currency in words —
/// never its symbol in that locale nor its ISO code.
@Suite("Speech forms of values: a property over the built-in locales")
struct SpeechValuesPropertyTests {
    /// Where a currency's full name holds its own symbol in that locale: none among USD, EUR,
    /// JPY and GBP in the built-in locales (the local currencies that do are written out below).
    static let ownSymbolInName: Set<String> = []

    static func values(seed: UInt64) -> [Double] {
        var state = seed
        return (0..<12).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let cents = Double((state >> 33) % 2_000_000) - 500_000
            return (cents / 100).rounded()
        } + [0, 1, 2, 5, 21]
    }

    @Test(
        "Currencies: the speech is ICU's full name and holds neither symbol nor ISO code",
        arguments: ["USD", "EUR", "JPY", "GBP"])
    func currencies(code: String) throws {
        for tag in CatalogSet.builtIn.localeTags.sorted() {
            let locale = try ICULocale(tag)
            let json =
                #"{"kind": "slider", "bounds": [-1e7, 1e7], "value": 0, "valueStyle": {"currency": "\#(code)", "precision": 0}}"#
            let announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: locale)
            let full = try NumberFormat(
                skeleton: "currency/\(code) precision-integer sign-negative unit-width-full-name", locale: locale)
            let symbol = try #require(CurrencySymbol.of(code, locale: locale))
            for value in Self.values(seed: UInt64(tag.utf8.count) &* 31 &+ UInt64(code.utf8.first!)) {
                let speech = try announcer.spokenValue(value).speech
                #expect(speech == SpeechText.speechForm(of: try full.format(value)), "\(tag) \(code) \(value)")
                let words = speech.split { !$0.isLetter }.map(String.init)
                #expect(!words.contains(code), "\(tag) \(code): \(speech)")
                if symbol != code, !Self.ownSymbolInName.contains("\(tag) \(code)") {
                    #expect(!speech.contains(symbol), "\(tag) \(code): \(speech) holds \(symbol)")
                }
            }
        }
    }

    @Test(
        "Units: the speech is ICU's full name",
        arguments: ["length-kilometer", "speed-kilometer-per-hour", "digital-megabyte", "mass-kilogram"])
    func units(unit: String) throws {
        for tag in CatalogSet.builtIn.localeTags.sorted() {
            let locale = try ICULocale(tag)
            let json =
                #"{"kind": "slider", "bounds": [-1e7, 1e7], "value": 0, "valueStyle": {"skeleton": "measure-unit/\#(unit) precision-integer"}}"#
            let announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: locale)
            let full = try NumberFormat(
                skeleton: "measure-unit/\(unit) precision-integer sign-negative unit-width-full-name", locale: locale)
            for value in Self.values(seed: UInt64(tag.utf8.count) &* 17 &+ UInt64(unit.utf8.count)) {
                #expect(
                    try announcer.spokenValue(value).speech == SpeechText.speechForm(of: try full.format(value)),
                    "\(tag) \(unit) \(value)")
            }
        }
    }

    @Test(
        "A local currency's full name may hold its own symbol: written out", .pinnedToICU72,
        arguments: [
            ("pl", "PLN", "60\u{A0}zł", "60 złotych polskich", "zł"),
            ("sv", "SEK", "60\u{A0}kr", "60 svenska kronor", "kr"),
            ("tr", "TRY", "₺60", "₺60 Türk lirası", "₺"),
        ])
    func localCurrency(tag: String, code: String, text: String, speech: String, symbol: String) throws {
        let json = #"{"kind": "slider", "bounds": [0, 100], "value": 0, "valueStyle": {"currency": "\#(code)", "precision": 0}}"#
        let announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(tag))
        #expect(try announcer.spokenValue(60) == LocalizedText(text: text, speech: speech))
        #expect(CurrencySymbol.of(code, locale: try ICULocale(tag)) == symbol)
    }
}
