import SliderFormatting

/// Writes JSON compactly on one line (for JSON Lines) or indented for people.
///
/// Strings escape `"`, `\`, every control character, U+2028/U+2029 (which end a line in some
/// readers) and the bidi formatting characters (marks, embeddings, overrides, isolates), so any
/// text — a hostile label included — stays one JSON string on one line and cannot reorder what
/// a terminal shows around it. A JSON reader gets the characters back unchanged.
/// Output is built as UTF-8 bytes, with runs that need no escape copied whole.
package enum JSONWriter {
    /// The value on one line.
    package static func compact(_ value: JSONValue) -> String {
        let output = OutputBuffer(capacity: 256)
        write(value, into: output, indent: nil, level: 0)
        return output.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The value indented by two spaces a level; arrays of numbers and strings stay on one line.
    package static func pretty(_ value: JSONValue) -> String {
        let output = OutputBuffer()
        write(value, into: output, indent: 2, level: 0)
        return output.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    private static func write(_ value: JSONValue, into output: OutputBuffer, indent: Int?, level: Int) {
        switch value {
        case .null: output.append("null")
        case .bool(let flag): output.append(flag ? "true" : "false")
        case .number(let number): output.append(utf8Of: number.value.isFinite ? number.text : "null")
        case .string(let text): writeString(text, into: output)
        case .array(let items):
            guard !items.isEmpty else {
                output.append("[]")
                return
            }
            // Numbers, strings and the like stay on one line: `"limits": [20, 150]`.
            let inline = indent != nil && items.allSatisfy(\.isScalar)
            output.append(UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                if position > 0 { output.append(inline ? ", " : ",") }
                if !inline { newline(into: output, indent: indent, level: level + 1) }
                write(item, into: output, indent: indent, level: level + 1)
            }
            if !inline { newline(into: output, indent: indent, level: level) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.entries.isEmpty else {
                output.append("{}")
                return
            }
            output.append(UInt8(ascii: "{"))
            for (position, entry) in object.entries.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: output, indent: indent, level: level + 1)
                writeString(entry.key, into: output)
                output.append(indent == nil ? ":" : ": ")
                write(entry.value, into: output, indent: indent, level: level + 1)
            }
            newline(into: output, indent: indent, level: level)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(into output: OutputBuffer, indent: Int?, level: Int) {
        guard let indent else { return }
        output.append(0x0A)
        for _ in 0..<(indent * level) { output.append(UInt8(ascii: " ")) }
    }

    /// The characters beyond ASCII written as `\u` escapes, from ICU's data: the line and
    /// paragraph separators and the bidi controls. JSON itself (RFC 8259) must escape only `"`,
    /// `\` and U+0000–U+001F; DEL is escaped as well, and these so that a string stays on one
    /// line and cannot reorder what a terminal shows around it.
    private static let escapedScalars = CharacterClasses.lineSeparators.union(CharacterClasses.bidiControls)

    /// What the escaping reads, made once and kept for the life of the process (as raw
    /// memory, so that reading it in the loop costs no reference counting).
    private final class Tables: @unchecked Sendable {
        /// For each byte: 1 when it must be escaped (`"`, `\`, a control, DEL), 2 when it is
        /// the lead byte of a sequence that may be one of ``escapedScalars``, 0 otherwise.
        let attention: UnsafeMutablePointer<UInt8>
        /// ``escapedScalars`` below U+10000 as bits, a bit a scalar, so that a letter of a
        /// block one of them shares (Arabic and U+061C) is told apart with one load.
        let basicPlane: UnsafeMutablePointer<UInt64>
        let escapedScalars = JSONWriter.escapedScalars

        init() {
            basicPlane = .allocate(capacity: 0x10000 / 64)
            basicPlane.initialize(repeating: 0, count: 0x10000 / 64)
            for value in JSONWriter.escapedScalars where value < 0x10000 {
                basicPlane[Int(value / 64)] |= 1 << UInt64(value % 64)
            }
            attention = .allocate(capacity: 256)
            attention.initialize(repeating: 0, count: 256)
            for byte in 0..<0x20 { attention[byte] = 1 }
            attention[0x22] = 1
            attention[0x5C] = 1
            attention[0x7F] = 1
            for value in JSONWriter.escapedScalars {
                if let scalar = Unicode.Scalar(value), let lead = String(Character(scalar)).utf8.first {
                    attention[Int(lead)] = 2
                }
            }
        }
    }

    private static let tables = Tables()

    /// Whether any of the eight bytes of `word` is a control, `"`, `\`, DEL or beyond ASCII:
    /// the escaping's fast path skips eight plain bytes at a time.
    @inline(__always)
    private static func needsAttention(_ word: UInt64) -> Bool {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        func hasByte(_ byte: UInt8) -> Bool {
            let difference = word ^ (ones &* UInt64(byte))
            return (difference &- ones) & ~difference & highBits != 0
        }
        let belowSpace = (word &- ones &* 0x20) & ~word & highBits != 0
        return word & highBits != 0 || belowSpace || hasByte(0x22) || hasByte(0x5C) || hasByte(0x7F)
    }

    /// Whether `byte` is ASCII that a JSON string holds as it is: not a control, `"`, `\` or DEL.
    @inline(__always)
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C
    }

    /// Appends `text` as a JSON string literal: runs that need no escape in one copy each;
    /// `"`, `\`, the controls and DEL as short escapes where JSON has one (`\n`) and `\u00XX`
    /// otherwise; the ``escapedScalars`` as `\u` escapes of their UTF-16 units (`\u200e`, a
    /// surrogate pair beyond U+FFFF). Room for the longest escaping (six bytes a byte) is made
    /// once, and the bytes are written in place.
    package static func writeString(_ text: String, into output: OutputBuffer) {
        // A native or small string's bytes in place; another (bridged) made native first.
        if text.utf8.withContiguousStorageIfAvailable({ writeString(utf8: $0, into: output) }) != nil { return }
        var text = text
        text.withUTF8 { writeString(utf8: $0, into: output) }
    }

    /// ``writeString(_:into:)`` appending to an array.
    package static func writeString(_ text: String, into output: inout [UInt8]) {
        let buffer = OutputBuffer(capacity: text.utf8.count + 16)
        writeString(text, into: buffer)
        buffer.withBytes { output.append(contentsOf: $0) }
    }

    /// ``writeString(_:into:)`` of text given as its UTF-8 bytes.
    package static func writeString(utf8 bytes: UnsafeBufferPointer<UInt8>, into output: OutputBuffer) {
        output.append(UInt8(ascii: "\""))
        if bytes.count <= piece {
            writeEscaped(bytes, into: output)
            output.append(UInt8(ascii: "\""))
            return
        }
        // Long text goes in pieces that end on a scalar's first byte, so the room made for the
        // longest escaping stays small whatever the text's length.
        var pieceStart = 0
        while pieceStart < bytes.count {
            var pieceEnd = Swift.min(pieceStart + piece, bytes.count)
            while pieceEnd < bytes.count, pieceEnd > pieceStart, bytes[pieceEnd] & 0xC0 == 0x80 { pieceEnd -= 1 }
            if pieceEnd == pieceStart { pieceEnd = Swift.min(pieceStart + piece, bytes.count) }
            writeEscaped(UnsafeBufferPointer(rebasing: bytes[pieceStart..<pieceEnd]), into: output)
            pieceStart = pieceEnd
        }
        output.append(UInt8(ascii: "\""))
    }

    /// The most bytes of text escaped in one piece.
    private static let piece = 4096

    /// Appends the escaped form of `bytes`, without quotes.
    private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into output: OutputBuffer) {
        guard let source = bytes.baseAddress else { return }
        let count = bytes.count
        // Most text needs no escape: found so, it is copied whole. Plain ASCII is told by
        // arithmetic, eight bytes at a time; the tables are reached only past it.
        var index = 0
        while index < count {
            if index + 8 <= count, !needsAttention(UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self)) {
                index += 8
            } else if isPlainASCII(source[index]) {
                index += 1
            } else {
                break
            }
        }
        if index == count {
            output.append(bytes)
            return
        }
        let tables = Self.tables
        let table = tables.attention
        let basicPlane = tables.basicPlane
        // Each byte becomes at most six (`\u00XX`; a four-byte scalar, twelve).
        let scanned = index
        output.withUnsafeSpace(count * 6) { start in
            // Only locals of this closure and static helpers: nothing captured is written, so
            // no access needs checking at run time.
            var out = start
            var index = scanned
            var runStart = 0
            while index < count {
                let byte = source[index]
                switch table[Int(byte)] {
                case 0:
                    index += 1
                    // After a plain ASCII byte, eight plain bytes at a time.
                    while byte < 0x80, index + 8 <= count,
                        !needsAttention(UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self))
                    {
                        index += 8
                    }
                case 1:
                    copyRun(source, from: runStart, to: index, into: &out)
                    // JSON's two-character escapes; any other byte here is a control, \u00XX.
                    let short: UInt8
                    switch byte {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): short = byte
                    case 0x0A: short = UInt8(ascii: "n")
                    case 0x0D: short = UInt8(ascii: "r")
                    case 0x09: short = UInt8(ascii: "t")
                    case 0x08: short = UInt8(ascii: "b")
                    case 0x0C: short = UInt8(ascii: "f")
                    default: short = 0
                    }
                    if short != 0 {
                        out[0] = UInt8(ascii: "\\")
                        out[1] = short
                        out += 2
                    } else {
                        unicodeEscape(UInt32(byte), into: &out)
                    }
                    index += 1
                    runStart = index
                default:
                    // A lead byte some escaped scalar shares: decode that one sequence.
                    let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                    guard index + length <= count else {
                        index += 1
                        continue
                    }
                    var value = UInt32(byte) & (0xFF >> UInt32(length + 1))
                    for offset in 1..<length { value = value << 6 | UInt32(source[index + offset] & 0x3F) }
                    let escaped =
                        value < 0x10000
                        ? basicPlane[Int(value >> 6)] & (1 << UInt64(value & 63)) != 0
                        : tables.escapedScalars.contains(value)
                    guard escaped else {
                        index += length
                        continue
                    }
                    copyRun(source, from: runStart, to: index, into: &out)
                    if value > 0xFFFF {
                        let offset = value - 0x10000
                        unicodeEscape(0xD800 + (offset >> 10), into: &out)
                        unicodeEscape(0xDC00 + (offset & 0x3FF), into: &out)
                    } else {
                        unicodeEscape(value, into: &out)
                    }
                    index += length
                    runStart = index
                }
            }
            copyRun(source, from: runStart, to: index, into: &out)
            return out - start
        }
    }

    /// Copies the bytes `from..<to` of `source` to `out` and moves `out` past them.
    @inline(__always)
    private static func copyRun(
        _ source: UnsafePointer<UInt8>, from: Int, to: Int, into out: inout UnsafeMutablePointer<UInt8>
    ) {
        guard to > from else { return }
        out.update(from: source + from, count: to - from)
        out += to - from
    }

    /// Writes `\uXXXX` for a UTF-16 unit at `out` and moves `out` past it.
    @inline(__always)
    private static func unicodeEscape(_ unit: UInt32, into out: inout UnsafeMutablePointer<UInt8>) {
        func hex(_ digit: UInt32) -> UInt8 { digit < 10 ? 0x30 + UInt8(digit) : 0x57 + UInt8(digit) }
        out[0] = UInt8(ascii: "\\")
        out[1] = UInt8(ascii: "u")
        out[2] = hex((unit >> 12) & 0xF)
        out[3] = hex((unit >> 8) & 0xF)
        out[4] = hex((unit >> 4) & 0xF)
        out[5] = hex(unit & 0xF)
        out += 6
    }
}
