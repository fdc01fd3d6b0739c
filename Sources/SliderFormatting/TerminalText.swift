/// Text made safe for a line a terminal or a log shows people: whatever it holds, it stays one
/// line and cannot reorder or hide what follows it.
///
/// Line breaks (LF, CR, VT, FF, NEL, U+2028, U+2029), the other C0 and C1 controls and DEL,
/// and the bidi embeddings and overrides (U+202A–U+202E) are written as escapes: `\n`, `\r`,
/// `\t`, else `\u{202E}`. Which characters these are comes from ICU's character data
/// (``CharacterClasses``: general categories Cc, Zl and Zp; the bidi classes of embeddings,
/// isolates and marks). Every byte of input the tool echoes (file names, ids, patterns,
/// labels, event text) goes through ``escaped(_:)``, which escapes the bidi isolates
/// (U+2066–U+2069) and marks (U+200E, U+200F, U+061C) too. Text the tool composed — an
/// announcement in Arabic, with the isolates it inserts around values and the marks ICU writes
/// in numbers — goes through ``escapedKeepingBidi(_:)``, which keeps marks and every isolate
/// that is closed on the same line, so right-to-left text still displays right.
///
/// ```swift
/// TerminalText.escaped("a\nslider-speech: error: forged")   // "a\\nslider-speech: error: forged"
/// TerminalText.escapedKeepingBidi("\u{2068}$60\u{2069}")      // unchanged
/// ```
package enum TerminalText {
    /// `text` on one line, every control, line break, bidi control, isolate and mark escaped.
    package static func escaped(_ text: String) -> String {
        if isPlainASCII(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) || isIsolate(scalar) || isMark(scalar) {
                append(escape: scalar, to: &result)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` on one line with controls, line breaks and bidi embeddings and overrides escaped;
    /// marks and balanced isolates (each opener closed by a later U+2069) kept, unbalanced ones
    /// escaped.
    package static func escapedKeepingBidi(_ text: String) -> String {
        if isPlainASCII(text) { return text }
        let scalars = Array(text.unicodeScalars)
        // Which isolates pair up: an opener with the nearest following unmatched U+2069.
        var balanced = [Bool](repeating: false, count: scalars.count)
        var open: [Int] = []
        for (index, scalar) in scalars.enumerated() where isIsolate(scalar) {
            if isIsolateCloser(scalar) {
                if let opener = open.popLast() {
                    balanced[opener] = true
                    balanced[index] = true
                }
            } else {
                open.append(index)
            }
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for (index, scalar) in scalars.enumerated() {
            if needsEscape(scalar) || (isIsolate(scalar) && !balanced[index]) {
                append(escape: scalar, to: &result)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isPlainASCII(_ text: String) -> Bool {
        text.withUTF8Buffer(TextTraits.isPrintableASCII)
    }

    /// Line breaks, C0 and C1 controls, DEL, U+2028, U+2029, and U+202A–U+202E.
    private static let alwaysEscaped = CharacterClasses.controls.union(CharacterClasses.lineSeparators)
        .union(CharacterClasses.bidiEmbeddings)

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool { alwaysEscaped.contains(scalar.value) }
    private static func isIsolate(_ scalar: Unicode.Scalar) -> Bool {
        isIsolateCloser(scalar) || CharacterClasses.isolateOpeners.contains(scalar.value)
    }
    private static func isIsolateCloser(_ scalar: Unicode.Scalar) -> Bool {
        CharacterClasses.isolateClosers.contains(scalar.value)
    }
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool { CharacterClasses.bidiMarks.contains(scalar.value) }

    private static func append(escape scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
