/// Numbers written where no locale applies: in error messages, JSON output and the places of a
/// step. Shared by the modules of this package; not public API.
package enum NumberText {
    /// `value` as a person writes it: a whole number without `.0` (`20`, not `20.0`), any other
    /// in Swift's shortest round-trip form (`0.25`, `1e+16`, `nan`, `inf`).
    /// - Parameter value: Any number.
    /// - Returns: The text.
    package static func plain(_ value: Double) -> String {
        if let whole = wholeNumber(value) { return String(whole) }
        return String(describing: value)
    }

    /// The most digits of a whole number written in full: below 10^15 in magnitude every whole
    /// `Double` is exact, and ``plain(_:)``, JSON output and the JSON readers write and read it
    /// as its digits.
    @inlinable package static var wholeDigits: Int { 15 }

    /// `value` as a whole number, when it is one below 10^15 in magnitude (at most
    /// ``wholeDigits`` digits): the numbers written as their digits; `nil` for any other.
    /// - Parameter value: Any number.
    /// - Returns: The whole number (0 for minus zero).
    @inlinable
    package static func wholeNumber(_ value: Double) -> Int64? {
        guard value.isFinite, value == value.rounded(), Swift.abs(value) < 1e15 else { return nil }
        return Int64(value)
    }

    /// The number of decimal places in the shortest decimal text of `value`, counted on the
    /// text rather than by float arithmetic: 0.25 → 2, 0.1 → 1, 1e-05 → 5, 1.0 → 0, 1e+16 → 0.
    /// - Parameter value: Any number.
    /// - Returns: The places; 0 for a number that is not finite.
    package static func decimalPlaces(of value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let text = String(describing: value.magnitude)
        let parts = text.split(separator: "e", maxSplits: 1)
        let mantissa = parts[0]
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var fraction = Substring("")
        if let dot = mantissa.firstIndex(of: ".") {
            fraction = mantissa[mantissa.index(after: dot)...]
        }
        // "1.0" is how Swift writes a whole number: its zero is not a decimal place.
        while fraction.last == "0" { fraction = fraction.dropLast() }
        return Swift.max(0, fraction.count - exponent)
    }
}
