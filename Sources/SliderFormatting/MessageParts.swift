internal import CICUShim

/// A pattern as ICU's `MessagePattern` parses it: the flat list of parts, with the pattern's
/// UTF-16 text to read them and a map from ICU's UTF-16 offsets to Unicode scalar offsets.
struct MessageParts {
    let parts: [ssicu_message_part]
    private let utf16: [UInt16]
    private let scalarOffsets: [Int]

    /// Parses `pattern` with ICU.
    /// - Throws: ``MessageSyntaxError`` where ICU stops.
    init(pattern: String) throws(MessageSyntaxError) {
        // ICU's parser recurses per level: a pattern nested too deep never reaches it.
        try MessageNesting.check(pattern)
        let utf16 = Array(pattern.utf16)
        let scalarOffsets = Self.scalarOffsets(of: pattern)
        var status: Int32 = 0
        var errorOffset: Int32 = -1
        let handle = ShimText.withUTF8(pattern) { text, length in
            ssicu_message_pattern_open(text, length, &errorOffset, &status)
        }
        guard let handle, status <= 0 else {
            let offset = scalarOffsets[Int(max(0, min(errorOffset, Int32(utf16.count))))]
            throw MessageSyntaxError.icu(offset: offset, icuName: ICUError.name(of: status))
        }
        defer { ssicu_message_pattern_close(handle) }
        self.parts = (0..<ssicu_message_pattern_part_count(handle)).map {
            ssicu_message_pattern_part(handle, $0)
        }
        self.utf16 = utf16
        self.scalarOffsets = scalarOffsets
    }

    /// The pattern text from one UTF-16 offset to another.
    func text(from start: Int32, to end: Int32) -> String {
        String(decoding: utf16[Int(start)..<Int(end)], as: UTF16.self)
    }

    /// The pattern text a part covers.
    func text(of part: ssicu_message_part) -> String {
        text(from: part.index, to: part.index + part.length)
    }

    /// The text a part covers without the white space around it, and where that starts.
    /// ICU's style parts keep the space after the comma (`{v, number, ::.##}` has " ::.##");
    /// ICU trims it when it formats.
    func trimmedText(of part: ssicu_message_part) -> (text: String, start: Int32) {
        var start = Int(part.index)
        var end = Int(part.index + part.length)
        func isSpace(_ unit: UInt16) -> Bool {
            Unicode.Scalar(unit)?.properties.isPatternWhitespace ?? false
        }
        while start < end, isSpace(utf16[start]) { start += 1 }
        while end > start, isSpace(utf16[end - 1]) { end -= 1 }
        return (text(from: Int32(start), to: Int32(end)), Int32(start))
    }

    /// A UTF-16 offset as an offset in Unicode scalars.
    func scalarOffset(_ utf16Offset: Int32) -> Int {
        scalarOffsets[Int(utf16Offset)]
    }

    /// For each UTF-16 offset (and the end), how many scalars come before it.
    static func scalarOffsets(of text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf16.count + 1)
        for (index, scalar) in text.unicodeScalars.enumerated() {
            offsets.append(contentsOf: repeatElement(index, count: UTF16.width(scalar)))
        }
        offsets.append(text.unicodeScalars.count)
        return offsets
    }
}
