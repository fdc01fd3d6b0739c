import Testing

@testable import SliderFormatting

@Suite("The JSON number grammar, scanned once (no ICU)")
struct JSONNumberSyntaxTests {
    @Test(
        "A number's extent and digits; what follows it is left alone",
        arguments: [
            ("0", 1, 1, 0, 0), ("-3.25", 5, 1, 2, 0), ("1.50e-1", 7, 1, 2, -1), ("12E+6,", 5, 2, 0, 6),
            ("7]", 1, 1, 0, 0), ("1e99999999999", 13, 1, 0, 1_000_000_000), ("-0.0", 4, 1, 1, 0),
        ])
    func scanned(text: String, end: Int, integerDigits: Int, fractionDigits: Int, exponent: Int) throws {
        let number = try JSONNumberSyntax.scan(Array(text.utf8), from: 0).get()
        #expect(
            number
                == JSONNumberSyntax.Number(
                    end: end, integerDigits: integerDigits, fractionDigits: fractionDigits, exponent: exponent))
    }

    @Test(
        "Where and why a text is not a number",
        arguments: [
            ("-", JSONNumberSyntax.Fault.Kind.endOfInput, 1), ("01", .leadingZero, 1), ("-x", .notADigit, 1),
            ("", .notADigit, 0), ("1.", .noFractionDigit, 2), ("1.e5", .noFractionDigit, 2), ("1e", .noExponentDigit, 2),
            ("1e+", .noExponentDigit, 3), ("+1", .notADigit, 0),
        ])
    func faults(text: String, kind: JSONNumberSyntax.Fault.Kind, position: Int) {
        #expect(
            JSONNumberSyntax.scan(Array(text.utf8), from: 0) == .failure(JSONNumberSyntax.Fault(kind: kind, position: position)))
    }

    @Test("A whole text is a number only when nothing follows", arguments: ["1 ", " 1", "1,5", "1e6x", "١", "nan"])
    func notWhole(text: String) {
        #expect(!JSONNumberSyntax.isNumber(text))
    }

    @Test("Scanning starts where asked")
    func offset() throws {
        let bytes = Array(#"{"a":-12.5}"#.utf8)
        let number = try JSONNumberSyntax.scan(bytes[5...], from: 5).get()
        #expect(number.end == 10)
        #expect(number.fractionDigits == 1)
    }
}
