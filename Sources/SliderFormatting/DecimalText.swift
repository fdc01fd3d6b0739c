/// A decimal number written as JSON writes it (`-3.25`, `1e6`, `0.50`), checked, with the
/// fraction digits it shows.
///
/// ICU formats such text exactly (`unumf_formatDecimal`), and CLDR's plural operands depend on
/// the digits as written: "1.0" shows one fraction digit, "1" none.
struct DecimalText: Hashable, Sendable {
    /// The text as given.
    let text: String
    /// The fraction digits of the number written out without an exponent (CLDR operand `v`):
    /// 2 for "1.50", 0 for "1.5e1", 3 for "1.50e-1", 0 for "1e6".
    let visibleFractionDigits: Int

    /// Checks `text` against JSON's number grammar:
    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    /// - Returns: `nil` for anything else (`nan`, `inf`, `1.`, `.5`, `+1`, `0x10`, `01`, ""),
    ///   and for numbers with more than ``maximumDigits`` digits on either side of the point
    ///   once written out (`1e999999999`).
    init?(_ text: String) {
        var bytes = text.utf8[...]
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func digits() -> Substring.UTF8View {
            let run = bytes.prefix(while: isDigit)
            bytes = bytes[run.endIndex...]
            return run
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let integer = digits()
        guard !integer.isEmpty, integer.count == 1 || integer.first != UInt8(ascii: "0") else {
            return nil
        }
        var fractionCount = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionCount = digits().count
            guard fractionCount > 0 else { return nil }
        }
        var exponent = 0
        if let marker = bytes.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            var negative = false
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                negative = sign == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            let exponentDigits = digits()
            guard !exponentDigits.isEmpty else { return nil }
            // Saturate: an exponent past a billion is out of ICU's range either way.
            for digit in exponentDigits {
                exponent = min(exponent * 10 + Int(digit - UInt8(ascii: "0")), 1_000_000_000)
            }
            if negative { exponent = -exponent }
        }
        guard bytes.isEmpty else { return nil }
        // Written out, the number must fit ICU's precision limits; "1e999999999" would be a
        // billion digits (ICU writes them all, for minutes).
        let integerDigits = integer.count + exponent
        let fractionDigits = fractionCount - exponent
        guard integerDigits <= Self.maximumDigits, fractionDigits <= Self.maximumDigits else {
            return nil
        }
        self.text = text
        self.visibleFractionDigits = max(0, fractionDigits)
    }

    /// The most digits a number may have before or after its decimal point once written out
    /// without an exponent: ICU's own limit for fraction digits in a skeleton.
    static let maximumDigits = 999
}
