import SliderFormatting

/// JSON string literals for pipeline answers, written into the output buffer a run of bytes at
/// a time, byte for byte what ``JSONWriter/writeString(_:into:)`` writes.
enum PipelineJSON {
    /// The scalars ``JSONWriter`` escapes beyond ASCII: line separators and bidi controls.
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

    /// Appends `text` as a JSON string literal, as ``JSONWriter/writeString(_:into:)`` does:
    /// runs that need no escape in one copy each; `"`, `\`, the controls, DEL and the escaped
    /// scalars as JSONWriter writes them (`\n`, `\u200e`, a surrogate pair beyond U+FFFF).
    static func writeString(_ text: String, into output: inout [UInt8]) {
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

    /// Appends the bytes of a literal.
    static func append(_ literal: StaticString, to output: inout [UInt8]) {
        literal.withUTF8Buffer { output.append(contentsOf: $0) }
    }
}
