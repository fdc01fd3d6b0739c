/// The one rule on control characters in a message's text, shared by the validator (its
/// `control-character` findings) and the exporters (which refuse such a message): a C0 control
/// character (U+0000 … U+001F) is never part of a message a screen reader should speak, and
/// Android's resource compiler cannot store a NUL at all. Tab and line feed are allowed, as
/// every catalog format can carry them.
package enum MessageControlCharacters {
    /// The first disallowed control character of `text`, with its offset in Unicode scalars
    /// from 0, or `nil` when there is none.
    package static func first(in text: String) -> (scalar: Unicode.Scalar, offset: Int)? {
        var offset = 0
        for scalar in text.unicodeScalars {
            if isDisallowed(scalar) { return (scalar, offset) }
            offset += 1
        }
        return nil
    }

    /// Whether `scalar` is a C0 control character other than tab and line feed.
    package static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 && scalar != "\t" && scalar != "\n"
    }

    /// How a finding or an error names the character: `U+0000 (NUL)`.
    package static func name(of scalar: Unicode.Scalar) -> String {
        let names = [
            "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR", "SO", "SI",
            "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC", "FS", "GS", "RS", "US",
        ]
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return scalar.value < 0x20 ? "\(code) (\(names[Int(scalar.value)]))" : code
    }
}
