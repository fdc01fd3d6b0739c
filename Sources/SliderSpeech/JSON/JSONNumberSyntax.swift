/// The grammar of a JSON number: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
package enum JSONNumberSyntax {
    /// Whether `text` is a number exactly as JSON writes it.
    package static func isNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            var count = 0
            while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
                bytes.removeFirst()
                count += 1
            }
            return count
        }
        if bytes.first == 0x2D { bytes.removeFirst() }
        if bytes.first == 0x30 {
            bytes.removeFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == 0x2E {
            bytes.removeFirst()
            if digits() == 0 { return false }
        }
        if let byte = bytes.first, byte == 0x65 || byte == 0x45 {
            bytes.removeFirst()
            if let sign = bytes.first, sign == 0x2B || sign == 0x2D { bytes.removeFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }
}
