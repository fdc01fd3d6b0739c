#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The value as the properties that only assistive technology reads carry it: VoiceOver's
/// `accessibilityValue`, TalkBack's `stateDescription` and the web's `aria-valuetext`.
///
/// A screen reader speaks these with its own voice and shows them on a braille display; nobody
/// sees them on screen. So they carry the value's speech form, as the description's
/// ``SpeechValues`` chooses it ("60 US dollars" for "$60" by default), and no Unicode format
/// character (general category Cf: bidi marks, isolates, the Arabic letter mark, the zero-width
/// space), which a braille display shows as a code. The one exception is the zero-width
/// non-joiner or joiner between two letters (or a letter's marks) of a word, which shapes the
/// word in Persian and the Indic scripts. The element's own direction and language place the
/// text.
enum AssistiveValue {
    /// The field's text of a value whose speech form is `speech`: `speech` without any format
    /// character, but a joiner between two letters. A speech form (``LocalizedText/speech``)
    /// has dropped every format character but the joiners already, so text without a joiner is
    /// returned as it is after one look at its bytes; a joiner at the edge of a word, or beside
    /// a digit, space or sign, goes here, and so would any other format character beside it.
    /// - Parameter speech: The value's speech form.
    /// - Returns: The text of `accessibilityValue`, `stateDescription` and `aria-valuetext`.
    static func field(_ speech: String) -> String {
        guard mayNeedChange(speech) else { return speech }
        var kept = String.UnicodeScalarView()
        let scalars = Array(speech.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            guard scalar.properties.generalCategory == .format else {
                kept.append(scalar)
                continue
            }
            guard scalar.properties.isJoinControl, index > 0, index + 1 < scalars.count,
                isLetterOrMark(scalars[index - 1]), isLetterOrMark(scalars[index + 1])
            else { continue }
            kept.append(scalar)
        }
        return String(kept)
    }

    /// `value` with its speech form as the fields carry it (``field(_:)``): what the screen
    /// reader says from them, on focus and after a move. Its text form stays the display text.
    static func said(_ value: SpokenValue) -> SpokenValue {
        guard mayNeedChange(value.content.speech) else { return value }
        let cleaned = field(value.content.speech)
        return SpokenValue(content: LocalizedText(text: value.content.text, speech: cleaned), traits: value.traits)
    }

    /// Whether ``field(_:)`` may change a speech form: whether it holds a joiner.
    private static func mayNeedChange(_ speech: String) -> Bool {
        speech.utf8.withContiguousStorageIfAvailable { containsJoiner($0) } ?? true
    }

    /// Whether UTF-8 text holds a zero-width non-joiner or joiner (E2 80 8C, E2 80 8D): the only
    /// format characters a speech form keeps, and so the only ones ``field(_:)`` may have to
    /// take out of one. Each lead byte E2 is found by `memchr`, so a value in the Latin,
    /// Cyrillic or Arabic script costs next to nothing.
    static func containsJoiner(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 3 else { return false }
        var offset = 0
        while offset + 2 < bytes.count {
            guard let found = memchr(base + offset, 0xE2, bytes.count - 2 - offset) else { return false }
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if bytes[at + 1] == 0x80, bytes[at + 2] == 0x8C || bytes[at + 2] == 0x8D { return true }
            offset = at + 1
        }
        return false
    }

    /// A letter, or a mark that belongs to one (a virama before a joiner in the Indic scripts).
    private static func isLetterOrMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .nonspacingMark,
            .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }
}
