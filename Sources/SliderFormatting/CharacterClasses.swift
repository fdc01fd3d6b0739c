internal import CICUShim

/// The characters the JSON writer escapes, the validator looks for in a pattern's syntax, lines
/// written for people escape (``TerminalText``) and the review page shows as marks, read from
/// ICU's character data once, on first use. Nothing here is a hand-written table.
package enum CharacterClasses {
    /// Line and paragraph separators (general categories Zl and Zp): U+2028, U+2029. Some
    /// JSON readers and terminals take them for line ends.
    package static let lineSeparators = scalars(SSICU_CHARS_LINE_SEPARATORS)
    /// The bidi controls (the Unicode property Bidi_Control): the marks, embeddings, overrides
    /// and isolates, and the Arabic letter mark.
    package static let bidiControls = scalars(SSICU_CHARS_BIDI_CONTROLS)
    /// The control characters (general category Cc): the C0 controls, DEL and the C1 controls,
    /// line feed and tab among them.
    package static let controls = scalars(SSICU_CHARS_CONTROLS)
    /// The bidi embeddings and overrides and their terminator (bidi classes LRE, RLE, LRO, RLO,
    /// PDF): U+202A–U+202E. Unlike an isolate, one left open reorders the rest of its line.
    package static let bidiEmbeddings = scalars(SSICU_CHARS_BIDI_EMBEDDINGS)
    /// The bidi isolate initiators (bidi classes LRI, RLI, FSI): U+2066–U+2068.
    package static let isolateOpeners = scalars(SSICU_CHARS_ISOLATE_OPENERS)
    /// The bidi isolate terminator (bidi class PDI): U+2069.
    package static let isolateClosers = scalars(SSICU_CHARS_ISOLATE_CLOSERS)
    /// The bidi marks: the bidi controls that are neither embeddings nor isolates (U+200E
    /// left-to-right mark, U+200F right-to-left mark, U+061C Arabic letter mark).
    package static let bidiMarks = bidiControls.subtracting(bidiEmbeddings).subtracting(isolateOpeners)
        .subtracting(isolateClosers)
    /// Characters that look like nothing or like a plain space: space separators other than
    /// U+0020 (no-break spaces among them) and format characters (zero-width characters, the
    /// byte order mark, the bidi controls).
    package static let invisible = scalars(SSICU_CHARS_INVISIBLE)
    /// Characters that stand for a MessageFormat syntax character under NFKC (a fullwidth or
    /// small brace, comma, number sign, vertical line or apostrophe), each with the ASCII
    /// character it stands for.
    package static let syntaxLookalikes: [UInt32: Unicode.Scalar] = {
        var folds: [UInt32: Unicode.Scalar] = [:]
        for value in scalars(SSICU_CHARS_SYNTAX_LOOKALIKES) {
            let ascii = ssicu_char_nfkc_ascii(Int32(bitPattern: value))
            if ascii >= 0, let scalar = Unicode.Scalar(UInt32(ascii)) { folds[value] = scalar }
        }
        return folds
    }()

    /// ICU's name of a character, in lower case: "right-to-left mark", "fullwidth comma".
    /// - Parameter scalar: Any character.
    /// - Returns: The name, or `U+XXXX` for a character without one.
    package static func name(of scalar: Unicode.Scalar) -> String {
        let name = try? ShimText.read(operation: "u_charName", capacity: 96) { out, capacity, status in
            ssicu_char_name(Int32(bitPattern: scalar.value), out, capacity, status)
        }
        guard let name, !name.isEmpty else { return "U+" + String(scalar.value, radix: 16, uppercase: true) }
        return name.lowercased()
    }

    /// The code points of one class. ICU failing to build its own sets from constant patterns
    /// would be a broken ICU; the class is then empty, which the tests of each class catch.
    private static func scalars(_ which: Int) -> Set<UInt32> {
        var capacity: Int32 = 256
        while true {
            var status: Int32 = 0
            var ranges = [Int32](repeating: 0, count: Int(capacity))
            let count = ssicu_char_class_ranges(Int32(which), &ranges, capacity, &status)
            // U_BUFFER_OVERFLOW_ERROR (15): ask again with room for every range.
            if status == 15, count * 2 > capacity {
                capacity = count * 2
                continue
            }
            guard status <= 0 else { return [] }
            var result = Set<UInt32>()
            for index in 0..<Int(count) {
                for value in ranges[2 * index]...ranges[2 * index + 1] { result.insert(UInt32(value)) }
            }
            return result
        }
    }
}
