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
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(value, into: &output, indent: nil, level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// The value indented by two spaces a level; arrays of numbers and strings stay on one line.
    package static func pretty(_ value: JSONValue) -> String {
        var output: [UInt8] = []
        write(value, into: &output, indent: 2, level: 0)
        return String(decoding: output, as: UTF8.self)
    }

    private static func write(_ value: JSONValue, into output: inout [UInt8], indent: Int?, level: Int) {
        switch value {
        case .null: output += "null".utf8
        case .bool(let flag): output += (flag ? "true" : "false").utf8
        case .number(let number): output += (number.value.isFinite ? number.text : "null").utf8
        case .string(let text): writeString(text, into: &output)
        case .array(let items):
            guard !items.isEmpty else {
                output += "[]".utf8
                return
            }
            // Numbers, strings and the like stay on one line: `"limits": [20, 150]`.
            let inline = indent != nil && items.allSatisfy(\.isScalar)
            output.append(UInt8(ascii: "["))
            for (position, item) in items.enumerated() {
                if position > 0 { output += (inline ? ", " : ",").utf8 }
                if !inline { newline(into: &output, indent: indent, level: level + 1) }
                write(item, into: &output, indent: indent, level: level + 1)
            }
            if !inline { newline(into: &output, indent: indent, level: level) }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            guard !object.entries.isEmpty else {
                output += "{}".utf8
                return
            }
            output.append(UInt8(ascii: "{"))
            for (position, entry) in object.entries.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                newline(into: &output, indent: indent, level: level + 1)
                writeString(entry.key, into: &output)
                output += (indent == nil ? ":" : ": ").utf8
                write(entry.value, into: &output, indent: indent, level: level + 1)
            }
            newline(into: &output, indent: indent, level: level)
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(into output: inout [UInt8], indent: Int?, level: Int) {
        guard let indent else { return }
        output.append(0x0A)
        output += repeatElement(UInt8(ascii: " "), count: indent * level)
    }

    /// The characters beyond ASCII written as `\u` escapes, from ICU's data: the line and
    /// paragraph separators and the bidi controls. JSON itself (RFC 8259) must escape only `"`,
    /// `\` and U+0000–U+001F; DEL is escaped as well, and these so that a string stays on one
    /// line and cannot reorder what a terminal shows around it.
    private static let escapedScalars = CharacterClasses.lineSeparators.union(CharacterClasses.bidiControls)

    /// For each byte: 1 when it must be escaped (`"`, `\`, a control, DEL), 2 when it is the
    /// lead byte of a sequence that may be one of ``escapedScalars``, 0 otherwise.
    private static let attention: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for byte in 0..<0x20 { table[byte] = 1 }
        table[0x22] = 1
        table[0x5C] = 1
        table[0x7F] = 1
        for value in escapedScalars {
            if let scalar = Unicode.Scalar(value), let lead = String(Character(scalar)).utf8.first { table[Int(lead)] = 2 }
        }
        return table
    }()

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// Appends `text` as a JSON string literal: runs that need no escape in one copy each;
    /// `"`, `\`, the controls and DEL as short escapes where JSON has one (`\n`) and `\u00XX`
    /// otherwise; the ``escapedScalars`` as `\u` escapes of their UTF-16 units (`\u200e`, a
    /// surrogate pair beyond U+FFFF).
    package static func writeString(_ text: String, into output: inout [UInt8]) {
        var text = text
        output.append(UInt8(ascii: "\""))
        text.withUTF8 { bytes in
            attention.withUnsafeBufferPointer { table in
                var runStart = 0
                var index = 0
                func flush() {
                    if index > runStart { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                }
                func unicodeEscape(_ unit: UInt32) {
                    output.append(UInt8(ascii: "\\"))
                    output.append(UInt8(ascii: "u"))
                    for shift in [12, 8, 4, 0] as [UInt32] { output.append(hexDigits[Int((unit >> shift) & 0xF)]) }
                }
                while index < bytes.count {
                    let byte = bytes[index]
                    switch table[Int(byte)] {
                    case 0:
                        index += 1
                    case 1:
                        flush()
                        output.append(UInt8(ascii: "\\"))
                        switch byte {
                        case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
                        case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
                        case 0x0A: output.append(UInt8(ascii: "n"))
                        case 0x0D: output.append(UInt8(ascii: "r"))
                        case 0x09: output.append(UInt8(ascii: "t"))
                        case 0x08: output.append(UInt8(ascii: "b"))
                        case 0x0C: output.append(UInt8(ascii: "f"))
                        default:
                            output.removeLast()
                            unicodeEscape(UInt32(byte))
                        }
                        index += 1
                        runStart = index
                    default:
                        // A lead byte some escaped scalar shares: decode that one sequence.
                        let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                        guard index + length <= bytes.count else {
                            index += 1
                            continue
                        }
                        var value = UInt32(byte) & (0xFF >> UInt32(length + 1))
                        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                        guard escapedScalars.contains(value) else {
                            index += length
                            continue
                        }
                        flush()
                        if value > 0xFFFF {
                            let offset = value - 0x10000
                            unicodeEscape(0xD800 + (offset >> 10))
                            unicodeEscape(0xDC00 + (offset & 0x3FF))
                        } else {
                            unicodeEscape(value)
                        }
                        index += length
                        runStart = index
                    }
                }
                flush()
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}
