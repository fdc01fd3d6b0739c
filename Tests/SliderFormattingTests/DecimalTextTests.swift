import Testing

@testable import SliderFormatting

@Suite("Decimal text as JSON writes it (no ICU)")
struct DecimalTextTests {
    @Test(
        "JSON numbers are accepted with their visible fraction digits",
        arguments: [
            ("0", 0), ("1", 0), ("-3.25", 2), ("1.0", 1), ("1.50", 2), ("1e6", 0), ("1E+6", 0),
            ("1.5e1", 0), ("1.50e-1", 3), ("-0", 0), ("12345678901234567890", 0),
        ])
    func accepted(text: String, fractionDigits: Int) throws {
        let number = try #require(DecimalText(text))
        #expect(number.visibleFractionDigits == fractionDigits)
    }

    @Test(
        "Anything else is rejected",
        arguments: [
            "", "nan", "NaN", "inf", "-inf", "Infinity", "1.", ".5", "+1", "0x10", "01", "1e",
            "1e+", "--1", "1 ", " 1", "1,5", "١", "1e999999999", "1e-999999999",
        ])
    func rejected(text: String) {
        #expect(DecimalText(text) == nil)
    }
}
