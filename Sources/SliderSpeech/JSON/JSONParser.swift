import SliderCore
import SliderFormatting

/// Why a text is not the JSON asked for, with the line and column (from 1) of the fault.
package struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package let line: Int
    package let column: Int

    package var description: String { "line \(line), column \(column): \(message)" }
}

/// A strict RFC 8259 reader.
///
/// Stricter than Foundation's where strictness protects the user: a duplicate key, a lone
/// surrogate escape (`"\ud800"`), invalid UTF-8, a control character inside a string and
/// nesting deeper than ``maximumDepth`` are errors, never silently repaired.
package struct JSONParser {
    /// The deepest nesting accepted, so hostile input cannot exhaust the stack.
    package static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    // Where the last key's column was counted to, on the line that starts at `columnLineStart`:
    // the next key on the same line counts on from there, so the keys of a one-line document
    // cost one pass over it, not one pass each.
    private var columnLineStart = 0
    private var columnPosition = 0
    private var columnValue = 1

    /// Whether two keys are duplicates when their code points are equal (as RFC 8259 compares
    /// names, and Xcode reads String Catalogs), rather than when Swift's `String` finds them
    /// canonically equivalent ("é" and "e" + U+0301).
    private var keysByCodePoints = false

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Parses a whole document: one value, with only white space around it.
    /// - Parameters:
    ///   - bytes: The document.
    ///   - keysByCodePoints: Whether keys are told apart by their code points, so that "é" and
    ///     "e" + U+0301 are two keys; by default they are one, a duplicate, as the catalogs'
    ///     `String`-keyed lookups would see them.
    package static func parse(_ bytes: [UInt8], keysByCodePoints: Bool = false) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes)
        parser.keysByCodePoints = keysByCodePoints
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    /// Parses a whole document given as text.
    package static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    private func error(_ message: String, at position: Int? = nil) -> JSONParseError {
        JSONParseError(message: message, line: line, column: column(at: position ?? index))
    }

    /// The column (from 1) of a byte on the current line, in Unicode scalars: UTF-8
    /// continuation bytes are skipped.
    private func column(at position: Int) -> Int {
        var column = 1
        var cursor = lineStart
        while cursor < position, cursor < bytes.count {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        return column
    }

    /// ``column(at:)`` for positions that only move forward, as keys do: counted on from the
    /// previous key when it is on the same line.
    private mutating func keyColumn(at position: Int) -> Int {
        if columnLineStart != lineStart || position < columnPosition {
            columnLineStart = lineStart
            columnPosition = lineStart
            columnValue = 1
        }
        var cursor = columnPosition
        var column = columnValue
        while cursor < position, cursor < bytes.count {
            if bytes[cursor] & 0xC0 != 0x80 { column += 1 }
            cursor += 1
        }
        columnPosition = cursor
        columnValue = column
        return column
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    private func describeByte(_ byte: UInt8) -> String {
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    private mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object(try parseObject())
        case UInt8(ascii: "["): return .array(try parseArray())
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("unexpected \(describeByte(bytes[index])), expected a value")
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let start = index
        let count = word.utf8CodeUnitCount
        let available = min(count, bytes.count - start)
        let matches = word.withUTF8Buffer { expected in
            (0..<available).allSatisfy { bytes[start + $0] == expected[$0] }
        }
        guard matches else { throw error("unexpected \(describeByte(bytes[index])), expected a value") }
        guard available == count else { throw error("unexpected end of input in '\(word)'") }
        index += count
    }

    private mutating func enter() throws(JSONParseError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(JSONParseError) -> JSONObject {
        try enter()
        defer { depth -= 1 }
        index += 1
        var entries: [JSONObject.Entry] = []
        var seen = Set<String>()
        var seenCodePoints = Set<[UInt8]>()
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return JSONObject(entries: entries)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input in an object") }
            guard bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeByte(bytes[index])), expected a key in double quotes")
            }
            let keyLine = line
            let keyStart = index
            let keyColumn = keyColumn(at: keyStart)
            let key = try parseString()
            let unique: Bool
            if !keysByCodePoints {
                unique = seen.insert(key).inserted
            } else if entries.count < 8 {
                // Most objects have a few keys: compared one by one, they need no set.
                unique = !entries.contains { $0.key.utf8.elementsEqual(key.utf8) }
            } else {
                if seenCodePoints.isEmpty { for entry in entries { seenCodePoints.insert(Array(entry.key.utf8)) } }
                unique = seenCodePoints.insert(Array(key.utf8)).inserted
            }
            guard unique else { throw error("duplicate key \"\(key)\"", at: keyStart) }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error(
                    index < bytes.count
                        ? "unexpected \(describeByte(bytes[index])), expected ':'" : "unexpected end of input, expected ':'")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            entries.append(JSONObject.Entry(key: key, value: value, line: keyLine, column: keyColumn))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return JSONObject(entries: entries)
            } else {
                throw error("unexpected \(describeByte(bytes[index])), expected ',' or '}'")
            }
        }
    }

    /// An array; while every item is a whole number from 0 written plainly, kept as compact
    /// counts, and while every item is a number, as numbers alone (see ``JSONArray``).
    private mutating func parseArray() throws(JSONParseError) -> JSONArray {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        var counts = CompactCounts()
        var numbers: [Double] = []
        var written: [Int: JSONNumber] = [:]
        var form = ArrayForm.counts
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return JSONArray(items)
        }
        while true {
            skipWhitespace()
            let startsNumber =
                index < bytes.count && (bytes[index] == UInt8(ascii: "-") || (bytes[index] >= 0x30 && bytes[index] <= 0x39))
            if form == .counts, startsNumber, bytes[index] != UInt8(ascii: "-"),
                let (whole, end) = bytes.withUnsafeBufferPointer({ JSONNumberSyntax.wholeNumber($0, from: index) })
            {
                index = end
                if counts.count == counts.capacity {
                    // Each further item takes at least two bytes ("0,"): grow by doubling, but
                    // never past what the rest of the document can hold.
                    let most = counts.count + (bytes.count - index) / 2 + 1
                    counts.reserveCapacity(Swift.min(Swift.max(16, counts.count * 2), most))
                }
                counts.append(Int(whole))
            } else if form != .values, startsNumber {
                if form == .counts {
                    form = .numbers
                    numbers = counts.map(Double.init)
                    counts = CompactCounts()
                }
                let number = try parseNumber()
                if !number.isPlain { written[numbers.count] = number }
                numbers.append(number.value)
            } else {
                if form == .counts {
                    items = counts.map { .number(JSONNumber(plainValue: Double($0))) }
                    counts = CompactCounts()
                } else if form == .numbers {
                    items.reserveCapacity(numbers.count + 1)
                    for (position, value) in numbers.enumerated() {
                        items.append(.number(written[position] ?? JSONNumber(plainValue: value)))
                    }
                    numbers = []
                    written = [:]
                }
                form = .values
                items.append(try parseValue())
            }
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                switch form {
                case .counts: return JSONArray(counts: counts)
                case .numbers: return JSONArray(numbers: numbers, written: written)
                case .values: return JSONArray(items)
                }
            } else {
                throw error("unexpected \(describeByte(bytes[index])), expected ',' or ']'")
            }
        }
    }

    /// How an array is kept while it is read: it starts as counts and only ever widens.
    private enum ArrayForm {
        case counts, numbers, values
    }

    /// The number at `index`, by the one JSON number grammar.
    private func scanNumber() -> Result<JSONNumberSyntax.Number, JSONNumberSyntax.Fault> {
        bytes.withUnsafeBufferPointer { JSONNumberSyntax.scan($0, from: index) }
    }

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        let start = index
        switch scanNumber() {
        case .success(let number):
            index = number.end
            // A whole number of at most 15 digits, as nearly all are: its value without a string
            // or strtod, and no text kept (see ``JSONNumber``).
            if let whole = number.wholeValue { return JSONNumber(wholeValue: whole) }
        case .failure(let fault):
            index = fault.position
            switch fault.kind {
            case .endOfInput: throw error("unexpected end of input in a number")
            case .leadingZero: throw error("a number may not start with 0")
            case .notADigit: throw error("unexpected \(describeByte(bytes[index])) in a number")
            case .noFractionDigit: throw error("expected a digit after the decimal point")
            case .noExponentDigit: throw error("expected a digit in the exponent")
            }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // The grammar is a subset of what Double's parser takes; out of range gives ±inf.
        let value = Double(text) ?? (text.hasPrefix("-") ? -.infinity : .infinity)
        return JSONNumber(text: text, value: value)
    }

    private mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        // The common case, no escape: the bytes between the quotes are the string.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character \(describeByte(byte)) in a string (escape it)") }
            if byte < 0x80 { index += 1 } else { try skipUTF8Sequence() }
        }
        // With escapes: collect UTF-8, escapes encoded, and decode once at the end.
        var utf8 = Array(bytes[start..<index])
        var runStart = index
        while true {
            guard index < bytes.count else { throw error("unexpected end of input in a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                utf8.append(contentsOf: bytes[runStart..<index])
                index += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: bytes[runStart..<index])
                utf8.append(contentsOf: UTF8.encode(try parseEscape())!)
                runStart = index
            case 0x00..<0x20:
                throw error("control character \(describeByte(byte)) in a string (escape it)")
            case 0x00..<0x80:
                index += 1
            default:
                try skipUTF8Sequence()
            }
        }
    }

    /// Steps over one well-formed UTF-8 sequence, or throws.
    private mutating func skipUTF8Sequence() throws(JSONParseError) {
        switch UTF8Sequence.length(in: bytes, at: index) {
        case .success(let length):
            index += length
        case .failure(.invalidLead(let byte)), .failure(.invalidContinuation(let byte)):
            throw error("invalid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))")
        case .failure(.truncated):
            throw error("invalid UTF-8 (truncated sequence)")
        case .failure(.overlongOrSurrogate):
            throw error("invalid UTF-8 (overlong or surrogate sequence)")
        }
    }

    private mutating func parseEscape() throws(JSONParseError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("unexpected end of input in an escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let first = try parseHex4()
            switch first {
            case 0xD800...0xDBFF:
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("lone surrogate \\u\(hex(first)) (a high surrogate needs a low one after it)", at: start)
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00...0xDFFF).contains(second) else {
                    throw error("lone surrogate \\u\(hex(first)) (followed by \\u\(hex(second)))", at: start)
                }
                let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                return Unicode.Scalar(combined)!
            case 0xDC00...0xDFFF:
                throw error("lone surrogate \\u\(hex(first))", at: start)
            default:
                return Unicode.Scalar(first)!
            }
        default:
            throw error("unknown escape \\\(describeByte(byte))", at: start)
        }
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("unexpected end of input in a \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
