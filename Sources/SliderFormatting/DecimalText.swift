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
        guard let number = JSONNumberSyntax.number(text) else { return nil }
        // Written out, the number must fit ICU's precision limits; "1e999999999" would be a
        // billion digits (ICU writes them all, for minutes).
        let integerDigits = number.integerDigits + number.exponent
        let fractionDigits = number.fractionDigits - number.exponent
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
