/// Writes JSON compactly on one line (for JSON Lines) or indented for people.
///
/// Strings escape `"`, `\`, every control character, and U+2028/U+2029 (which end a line in
/// some readers), so any text — a hostile label included — stays one JSON string on one line.
package enum JSONWriter {
    /// The value on one line.
    package static func compact(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output, indent: nil, level: 0)
        return output
    }

    /// The value indented by two spaces a level.
    package static func pretty(_ value: JSONValue) -> String {
        var output = ""
        write(value, into: &output, indent: "  ", level: 0)
        return output
    }

    private static func write(_ value: JSONValue, into output: inout String, indent: String?, level: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += number.value.isFinite ? number.text : "null"
        case .string(let text): writeString(text, into: &output)
        case .array(let items):
            guard !items.isEmpty else { output += "[]"; return }
            // Numbers, strings and the like stay on one line: `"limits": [20, 150]`.
            let inline = indent != nil && items.allSatisfy(\.isScalar)
            output += "["
            for (position, item) in items.enumerated() {
                if position > 0 { output += inline ? ", " : "," }
                if !inline { newline(into: &output, indent: indent, level: level + 1) }
                write(item, into: &output, indent: indent, level: level + 1)
            }
            if !inline { newline(into: &output, indent: indent, level: level) }
            output += "]"
        case .object(let object):
            guard !object.entries.isEmpty else { output += "{}"; return }
            output += "{"
            for (position, entry) in object.entries.enumerated() {
                if position > 0 { output += "," }
                newline(into: &output, indent: indent, level: level + 1)
                writeString(entry.key, into: &output)
                output += indent == nil ? ":" : ": "
                write(entry.value, into: &output, indent: indent, level: level + 1)
            }
            newline(into: &output, indent: indent, level: level)
            output += "}"
        }
    }

    private static func newline(into output: inout String, indent: String?, level: Int) {
        guard let indent else { return }
        output += "\n"
        for _ in 0..<level { output += indent }
    }

    /// Appends `text` as a JSON string literal.
    package static func writeString(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let digits = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
