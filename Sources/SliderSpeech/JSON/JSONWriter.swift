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

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The characters beyond ASCII written as `\u` escapes, from ICU's data: the line and
    /// paragraph separators and the bidi controls. JSON itself (RFC 8259) must escape only `"`,
    /// `\` and U+0000–U+001F; DEL is escaped as well, and these so that a string stays on one
    /// line and cannot reorder what a terminal shows around it.
    private static let escapedScalars = CharacterClasses.lineSeparators.union(CharacterClasses.bidiControls)

    /// Which UTF-8 lead bytes begin one of ``escapedScalars``: only a sequence that starts with
    /// one of them is decoded, so other text is copied byte by byte at ASCII's speed.
    private static let escapedLeadBytes: [Bool] = {
        var leads = [Bool](repeating: false, count: 256)
        for value in escapedScalars {
            if let scalar = Unicode.Scalar(value), let lead = String(Character(scalar)).utf8.first {
                leads[Int(lead)] = true
            }
        }
        return leads
    }()

    /// `\u` followed by four lower-case hex digits of a UTF-16 code unit.
    private static func unicodeEscape(_ unit: UInt32) -> String {
        let hex = String(unit, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Appends `text` as a JSON string literal.
    package static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            func flush(upTo end: Int) {
                if end > runStart { output.append(contentsOf: bytes[runStart..<end]) }
            }
            func escape(_ escaped: String, skipping count: Int) {
                flush(upTo: index)
                output += escaped.utf8
                index += count
                runStart = index
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""): escape("\\\"", skipping: 1)
                case UInt8(ascii: "\\"): escape("\\\\", skipping: 1)
                case 0x0A: escape("\\n", skipping: 1)
                case 0x0D: escape("\\r", skipping: 1)
                case 0x09: escape("\\t", skipping: 1)
                case 0x08: escape("\\b", skipping: 1)
                case 0x0C: escape("\\f", skipping: 1)
                case 0x00..<0x20, 0x7F:
                    escape(
                        "\\u00" + String(decoding: [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0x0F)]], as: UTF8.self),
                        skipping: 1)
                case 0xC0...0xF7 where Self.escapedLeadBytes[Int(byte)]:
                    let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                    guard index + length <= bytes.count else {
                        index += 1
                        continue
                    }
                    var value = UInt32(byte) & (0xFF >> UInt32(length + 1))
                    for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                    guard Self.escapedScalars.contains(value) else {
                        index += length
                        continue
                    }
                    if value > 0xFFFF {
                        let offset = value - 0x10000
                        escape(
                            Self.unicodeEscape(0xD800 + (offset >> 10)) + Self.unicodeEscape(0xDC00 + (offset & 0x3FF)),
                            skipping: length)
                    } else {
                        escape(Self.unicodeEscape(value), skipping: length)
                    }
                default:
                    index += 1
                }
            }
            flush(upTo: bytes.count)
        }
        output.append(UInt8(ascii: "\""))
    }
}
