import SliderCore

/// The grammar of a JSON number, `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, scanned in
/// one place for the JSON reader, the pipeline's event lines, decimal text given to ICU and the
/// tool's arguments.
///
/// The scan also reads the value of the number nearly every document is full of — a whole
/// number written plainly in at most ``NumberText/wholeDigits`` digits — so that a reader
/// needs no string and no `strtod` for it.
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
        /// The value of a whole number written with neither a fraction nor an exponent in at
        /// most ``NumberText/wholeDigits`` digits, exact as a `Double`; `nil` for any other
        /// (and for `-0`, whose text is not its value's).
        package let wholeValue: Int64?

        package init(end: Int, integerDigits: Int, fractionDigits: Int, exponent: Int, wholeValue: Int64?) {
            self.end = end
            self.integerDigits = integerDigits
            self.fractionDigits = fractionDigits
            self.exponent = exponent
            self.wholeValue = wholeValue
        }
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

        package init(kind: Kind, position: Int) {
            self.kind = kind
            self.position = position
        }
    }

    /// Scans the number that starts at `start`; what follows it is left to the caller.
    /// - Parameters:
    ///   - bytes: UTF-8 bytes (every read is checked against their count here).
    ///   - start: Where the number should start, an index of `bytes` or their end.
    /// - Returns: The number's extent, digits and whole value, or where and why it is not one.
    package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Result<Number, Fault> {
        let integer: Integer
        switch Integer.scan(bytes, from: start) {
        case .success(let found): integer = found
        case .failure(let fault): return .failure(fault)
        }
        let end = bytes.count
        var index = integer.end
        if !integer.continues(in: bytes) {
            return .success(
                Number(
                    end: index, integerDigits: integer.digits, fractionDigits: 0, exponent: 0, wholeValue: integer.wholeValue))
        }
        var fractionDigits = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let from = index
            while Integer.digit(in: bytes, at: index) != nil { index += 1 }
            fractionDigits = index - from
            if fractionDigits == 0 { return .failure(Fault(kind: .noFractionDigit, position: index)) }
        }
        var exponent = 0
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            var negativeExponent = false
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                negativeExponent = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let from = index
            while let value = Integer.digit(in: bytes, at: index) {
                exponent = Swift.min(exponent * 10 + Int(value), 1_000_000_000)
                index += 1
            }
            if index == from { return .failure(Fault(kind: .noExponentDigit, position: index)) }
            if negativeExponent { exponent = -exponent }
        }
        return .success(
            Number(
                end: index, integerDigits: integer.digits, fractionDigits: fractionDigits, exponent: exponent,
                wholeValue: nil))
    }

    /// The whole number at `start` — ``Number/wholeValue`` of a number with neither a fraction
    /// nor an exponent — and where it ends; `nil` for any other text, which ``scan(_:from:)``
    /// reads. The reader of the counts of a histogram, a million numbers at a time, asks this
    /// first: it makes no ``Number``.
    /// - Parameters:
    ///   - bytes: UTF-8 bytes (every read is checked against their count here).
    ///   - start: Where the number should start, an index of `bytes` or their end.
    /// - Returns: The value and the index after the number.
    package static func wholeNumber(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (value: Int64, end: Int)? {
        guard case .success(let integer) = Integer.scan(bytes, from: start), !integer.continues(in: bytes),
            let value = integer.wholeValue
        else { return nil }
        return (value, integer.end)
    }

    /// The sign and integer digits that start every number: the one reading of them.
    private struct Integer {
        let end: Int
        let digits: Int
        /// The value when the number is whole (see ``Number/wholeValue``): few enough digits
        /// to be exact, and not `-0`.
        let wholeValue: Int64?

        /// Whether a fraction or an exponent follows.
        func continues(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard end < bytes.count else { return false }
            let next = bytes[end]
            return next == UInt8(ascii: ".") || next == UInt8(ascii: "e") || next == UInt8(ascii: "E")
        }

        /// The digit at `position`, or `nil` past the end or for any other byte.
        @inline(__always)
        static func digit(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt8? {
            guard position < bytes.count else { return nil }
            let value = bytes[position] &- UInt8(ascii: "0")
            return value <= 9 ? value : nil
        }

        @inline(__always)
        static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Result<Integer, Fault> {
            precondition(start >= 0 && start <= bytes.count, "JSONNumberSyntax: \(start) is outside 0...\(bytes.count)")
            var index = start
            let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            guard index < bytes.count else {
                return .failure(Fault(kind: index == start ? .notADigit : .endOfInput, position: index))
            }
            let digitsStart = index
            let wholeDigits = NumberText.wholeDigits
            var magnitude: Int64 = 0
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
                if digit(in: bytes, at: index) != nil { return .failure(Fault(kind: .leadingZero, position: index)) }
            } else {
                while let value = digit(in: bytes, at: index) {
                    if index - digitsStart < wholeDigits { magnitude = magnitude &* 10 &+ Int64(value) }
                    index += 1
                }
                if index == digitsStart { return .failure(Fault(kind: .notADigit, position: index)) }
            }
            let digits = index - digitsStart
            let whole = digits <= wholeDigits && !(negative && magnitude == 0)
            return .success(
                Integer(end: index, digits: digits, wholeValue: whole ? (negative ? -magnitude : magnitude) : nil))
        }
    }

    /// The number that is the whole of `text`, or `nil` when `text` is anything else.
    /// - Parameter text: Any text.
    /// - Returns: The number's digits.
    package static func number(_ text: String) -> Number? {
        text.withUTF8Buffer { bytes in
            guard case .success(let number) = scan(bytes, from: 0), number.end == bytes.count else { return nil }
            return number
        }
    }

    /// Whether `text` is a number exactly as JSON writes it.
    /// - Parameter text: Any text.
    /// - Returns: `true` for `-3.25`, `1e6`, `0`; `false` for `01`, `.5`, `+1`, `1.`, `nan`.
    package static func isNumber(_ text: String) -> Bool { number(text) != nil }
}
