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

    /// Whether U+20xx, given by the last two bytes of its UTF-8 (E2 xx xx), is written escaped:
    /// U+200E/200F (marks), U+2028/2029 (separators), U+202A–202E and U+2066–2069 (bidi
    /// embeddings, overrides and isolates).
    private static func isEscapedE2(_ second: UInt8, _ third: UInt8) -> Bool {
        switch (second, third) {
        case (0x80, 0x8E...0x8F), (0x80, 0xA8...0xAE), (0x81, 0xA6...0xA9): return true
        default: return false
        }
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
                case 0xE2 where index + 2 < bytes.count && Self.isEscapedE2(bytes[index + 1], bytes[index + 2]):
                    // U+2000–U+20BF: the line and paragraph separators and the bidi controls.
                    let scalar = 0x2000 | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
                    escape("\\u" + String(scalar, radix: 16), skipping: 3)
                case 0xD8 where index + 1 < bytes.count && bytes[index + 1] == 0x9C:
                    escape("\\u061c", skipping: 2)  // Arabic letter mark
                default:
                    index += 1
                }
            }
            flush(upTo: bytes.count)
        }
        output.append(UInt8(ascii: "\""))
    }
}
