/// A String Catalog with a key written twice in one object: the later member is blanked out
/// (its bytes become spaces, its line breaks stay), so the rest of the file can be read and
/// checked, and the duplicate is one finding at its line.
enum DuplicateKeys {
    /// The most duplicates set aside in one file: each costs one more parse of the file.
    static let limit = 64

    /// Blanks the member whose key starts at `line` and `column` (1-based, columns in Unicode
    /// scalars) out of a JSON document: its key, value and one comma beside it.
    /// - Returns: Whether a member was found there and blanked.
    static func blankMember(in bytes: inout [UInt8], line: Int, column: Int) -> Bool {
        guard let start = offset(in: bytes, line: line, column: column), bytes[start] == UInt8(ascii: "\"") else {
            return false
        }
        var index = start
        guard skipString(bytes, &index) else { return false }
        skipSpace(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipSpace(bytes, &index)
        guard skipValue(bytes, &index) else { return false }
        var end = index
        var after = index
        skipSpace(bytes, &after)
        var from = start
        if after < bytes.count, bytes[after] == UInt8(ascii: ",") {
            end = after + 1
        } else {
            // The last member: the comma before it goes.
            var before = start - 1
            while before >= 0, isSpace(bytes[before]) { before -= 1 }
            if before >= 0, bytes[before] == UInt8(ascii: ",") { from = before }
        }
        for position in from..<end where bytes[position] != 0x0A && bytes[position] != 0x0D {
            bytes[position] = UInt8(ascii: " ")
        }
        return true
    }

    /// The byte offset of a line and column.
    static func offset(in bytes: [UInt8], line: Int, column: Int) -> Int? {
        var index = 0
        var currentLine = 1
        while currentLine < line {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            currentLine += 1
        }
        var currentColumn = 1
        while index < bytes.count, currentColumn < column {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            currentColumn += 1
        }
        return index < bytes.count ? index : nil
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func skipSpace(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    }

    /// Steps over a string that starts at `index`.
    static func skipString(_ bytes: [UInt8], _ index: inout Int) -> Bool {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                index += 1
                return true
            default: index += 1
            }
        }
        return false
    }

    /// Steps over one value: a string, an object or array (nested ones within), or a literal.
    static func skipValue(_ bytes: [UInt8], _ index: inout Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""): return skipString(bytes, &index)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString(bytes, &index) else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default: break
                }
                index += 1
            }
            return false
        default:
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ","),
                bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "]")
            {
                index += 1
            }
            return true
        }
    }
}
