import Testing

@testable import SliderFormatting

@Suite("The C baseline for the formatting benchmark")
struct BenchmarkBaselineTests {
    @Test("The C loop writes what the Swift layer writes", arguments: ["en-US", "fr-FR", "ar-EG", "ja-JP"])
    func sameStrings(tag: String) throws {
        let locale = try ICULocale(tag)
        let values = (0..<200).map { Double($0) * 13.37 - 500 }
        let swift = try NumberFormat.shared(style: .currency(code: "USD", precision: nil), locale: locale)
        let c = try BenchmarkBaseline.currencyStrings(locale: locale, currency: "USD", values: values)
        #expect(c == (try values.map { try swift.format($0) }))
    }

    @Test("The C loop runs every round")
    func loop() throws {
        let locale = try ICULocale("en-US")
        let values: [Double] = [1, 1234.5]  // "$1.00" and "$1,234.50": 5 + 9 bytes
        let total = try BenchmarkBaseline.currencyLoop(
            locale: locale, currency: "USD", values: values, rounds: 3)
        #expect(total == 3 * (5 + 9))
    }
}
