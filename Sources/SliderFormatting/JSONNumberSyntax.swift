/// The grammar of a JSON number, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, scanned in
/// one place for the JSON reader, decimal text given to ICU and the tool's arguments.
package enum JSONNumberSyntax {
    /// A number found at the start of some bytes.
    package struct Number: Hashable, Sendable {
        /// Where the number ends (the index after its last byte).
        package let end: Int
        /// The digits before the point.
        package let integerDigits: Int
        /// The digits after the point.
        package let fractionDigits: Int
        /// The exponent, saturated at ±1,000,000,000 (beyond ICU's range either way).
        package let exponent: Int
    }

    /// Why the bytes do not start with a number, and where the scan stopped.
    package struct Fault: Error, Hashable, Sendable {
        /// What the grammar wanted where it stopped.
        package enum Kind: Hashable, Sendable {
            /// The bytes end after a minus sign.
            case endOfInput
            /// A digit follows a leading 0 (`01`).
            case leadingZero
            /// Neither a digit nor (first) a minus sign.
            case notADigit
            /// The point has no digit after it (`1.`).
            case noFractionDigit
            /// The exponent has no digit (`1e`, `1e+`).
            case noExponentDigit
        }

        /// What is wrong.
        package let kind: Kind
        /// The index of the byte the scan stopped at (the count of bytes at their end).
        package let position: Int
    }

    /// Scans the number that starts at `start`; what follows it is left to the caller.
    /// - Parameters:
    ///   - bytes: UTF-8 bytes.
    ///   - start: Where the number should start.
    /// - Returns: The number's extent and digits, or where and why it is not one.
    package static func scan<Bytes: RandomAccessCollection>(_ bytes: Bytes, from start: Int) -> Result<Number, Fault>
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = start
        let end = bytes.endIndex
        func isDigit(_ position: Int) -> Bool {
            position < end && bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9")
        }
        func digits() -> Int {
            let from = index
            while isDigit(index) { index += 1 }
            return index - from
        }
        if index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end else {
            return .failure(Fault(kind: index == start ? .notADigit : .endOfInput, position: index))
        }
        let integerDigits: Int
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { return .failure(Fault(kind: .leadingZero, position: index)) }
            integerDigits = 1
        } else {
            integerDigits = digits()
            if integerDigits == 0 { return .failure(Fault(kind: .notADigit, position: index)) }
        }
        var fractionDigits = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = digits()
            if fractionDigits == 0 { return .failure(Fault(kind: .noFractionDigit, position: index)) }
        }
        var exponent = 0
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var negative = false
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                negative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let from = index
            while isDigit(index) {
                exponent = Swift.min(exponent * 10 + Int(bytes[index] - UInt8(ascii: "0")), 1_000_000_000)
                index += 1
            }
            if index == from { return .failure(Fault(kind: .noExponentDigit, position: index)) }
            if negative { exponent = -exponent }
        }
        return .success(
            Number(end: index, integerDigits: integerDigits, fractionDigits: fractionDigits, exponent: exponent))
    }

    /// The number that is the whole of `text`, or `nil` when `text` is anything else.
    /// - Parameter text: Any text.
    /// - Returns: The number's digits.
    package static func number(_ text: String) -> Number? {
        let bytes = Array(text.utf8)
        guard case .success(let number) = scan(bytes, from: 0), number.end == bytes.count else { return nil }
        return number
    }

    /// Whether `text` is a number exactly as JSON writes it.
    /// - Parameter text: Any text.
    /// - Returns: `true` for `-3.25`, `1e6`, `0`; `false` for `01`, `.5`, `+1`, `1.`, `nan`.
    package static func isNumber(_ text: String) -> Bool { number(text) != nil }
}
