import SliderCore
import TestSupport
import Testing

@testable import SliderFormatting

@Suite("The JSON number grammar, scanned once (no ICU)")
struct JSONNumberSyntaxTests {
    static func scan(_ text: String) -> Result<JSONNumberSyntax.Number, JSONNumberSyntax.Fault> {
        Array(text.utf8).withUnsafeBufferPointer { JSONNumberSyntax.scan($0, from: 0) }
    }

    @Test(
        "A number's extent and digits; what follows it is left alone",
        arguments: [
            ("0", 1, 1, 0, 0, 0), ("-3.25", 5, 1, 2, 0, nil), ("1.50e-1", 7, 1, 2, -1, nil), ("12E+6,", 5, 2, 0, 6, nil),
            ("7]", 1, 1, 0, 0, 7), ("1e99999999999", 13, 1, 0, 1_000_000_000, nil), ("-0.0", 4, 1, 1, 0, nil),
            ("-42}", 3, 2, 0, 0, -42), ("1e0", 3, 1, 0, 0, nil),
        ] as [(String, Int, Int, Int, Int, Int64?)])
    func scanned(text: String, end: Int, integerDigits: Int, fractionDigits: Int, exponent: Int, whole: Int64?) throws {
        let number = try Self.scan(text).get()
        #expect(
            number
                == JSONNumberSyntax.Number(
                    end: end, integerDigits: integerDigits, fractionDigits: fractionDigits, exponent: exponent,
                    wholeValue: whole))
    }

    /// The whole value is read only where it is exact and its text is its value's plain form
    /// (``NumberText/plain(_:)``): at most 15 digits, no fraction, no exponent, not `-0`.
    @Test(
        "A whole number's value, read by the scan",
        arguments: [
            ("999999999999999", 999_999_999_999_999), ("-999999999999999", -999_999_999_999_999),
            ("1000000000000000", nil), ("0", 0), ("-0", nil), ("10", 10), ("1.0", nil), ("5e2", nil),
            ("123456789012345678901234567890", nil),
        ] as [(String, Int64?)])
    func whole(text: String, value: Int64?) throws {
        let number = try Self.scan(text).get()
        #expect(number.wholeValue == value)
        if let value { #expect(NumberText.plain(Double(value)) == text) }
    }

    /// Property: over seeded random numbers written as JSON writes them, the whole value is the
    /// one Swift's own conversion gives wherever the text is a whole number's plain form, and
    /// nothing else.
    @Test("The whole value agrees with Swift's conversion and NumberText.plain")
    func wholeProperty() throws {
        var random = SeededRandom(seed: 1_515)
        for _ in 0..<20_000 {
            let digits = Int(random.next(20)) + 1
            var text = random.next(2) == 0 ? "-" : ""
            text += String(Int(random.next(9)) + 1)
            for _ in 1..<digits { text += String(random.next(10)) }
            if random.next(4) == 0 { text += ".5" }
            let number = try Self.scan(text).get()
            let value = try #require(Double(text))
            // Written as the whole number's own digits (not "12.5", not 16 digits or more).
            let isPlain = NumberText.wholeNumber(value) != nil && NumberText.plain(value) == text
            #expect((number.wholeValue != nil) == isPlain, "\(text)")
            if let whole = number.wholeValue { #expect(Double(whole) == value, "\(text)") }
        }
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
            Self.scan(text) == .failure(JSONNumberSyntax.Fault(kind: kind, position: position)))
    }

    @Test("A whole text is a number only when nothing follows", arguments: ["1 ", " 1", "1,5", "1e6x", "١", "nan"])
    func notWhole(text: String) {
        #expect(!JSONNumberSyntax.isNumber(text))
    }

    /// The counts reader's question (``JSONNumberSyntax/wholeNumber(_:from:)``) answers as the
    /// full scan does: the whole value and the end where the scan finds a whole number, `nil`
    /// for everything else, over seeded random bytes of number-like text.
    @Test("The whole-number question agrees with the full scan")
    func wholeNumberAgrees() {
        var random = SeededRandom(seed: 77)
        let alphabet = Array("0123456789-.eE+,] x".utf8)
        for _ in 0..<50_000 {
            let length = Int(random.next(12))
            let bytes = (0..<length).map { _ in alphabet[Int(random.next(UInt64(alphabet.count)))] }
            bytes.withUnsafeBufferPointer { buffer in
                let start = buffer.isEmpty ? 0 : Int(random.next(UInt64(buffer.count)))
                let whole = JSONNumberSyntax.wholeNumber(buffer, from: start)
                let scanned = JSONNumberSyntax.scan(buffer, from: start)
                if case .success(let number) = scanned, let value = number.wholeValue {
                    #expect(whole?.value == value && whole?.end == number.end, "\(bytes) from \(start)")
                } else {
                    #expect(whole == nil, "\(bytes) from \(start)")
                }
            }
        }
    }

    @Test("Scanning starts where asked")
    func offset() throws {
        let bytes = Array(#"{"a":-12.5}"#.utf8)
        let number = try bytes.withUnsafeBufferPointer { JSONNumberSyntax.scan($0, from: 5) }.get()
        #expect(number.end == 10)
        #expect(number.fractionDigits == 1)
    }
}
