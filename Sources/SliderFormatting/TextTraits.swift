internal import CICUShim

/// What a text needs when it is inserted into a sentence, by ICU's character data.
public struct TextTraits: Hashable, Sendable {
    /// It has characters that run right to left (an Arabic or Hebrew word, a right-to-left mark).
    public let hasRightToLeft: Bool
    /// It holds explicit bidi embeddings, overrides or isolates, which must not leak into the
    /// sentence around it.
    public let hasBidiControls: Bool
    /// Its speech form differs from it (``SpeechText/speechForm(of:)``).
    public let speechDiffers: Bool

    init(bits traits: Int32) {
        hasRightToLeft = traits & Int32(SSICU_TRAIT_RTL) != 0
        hasBidiControls = traits & Int32(SSICU_TRAIT_BIDI_CONTROLS) != 0
        speechDiffers = traits & Int32(SSICU_TRAIT_SPEECH_DIFFERS) != 0
    }

    /// The traits of `text` and its speech form (``SpeechText/speechForm(of:)``), with one
    /// call into ICU at most: printable ASCII, the common case, is decided without one.
    /// - Parameter text: Any text.
    /// - Returns: The traits, and the speech form (`text` itself when it needs no change).
    public static func analyze(_ text: String) -> Analysis {
        let (traits, speech) = text.withUTF8Buffer { analyze(utf8: $0) }
        return Analysis(traits: traits, speech: speech ?? text)
    }

    /// A text's traits and its speech form, as ``analyze(_:)`` finds them.
    public struct Analysis: Hashable, Sendable {
        /// What the text needs when it is inserted into a sentence.
        public let traits: TextTraits
        /// The text's speech form (``SpeechText/speechForm(of:)``): the text itself when it
        /// needs no change.
        public let speech: String

        /// The `traits` and `speech` form of a text.
        public init(traits: TextTraits, speech: String) {
            self.traits = traits
            self.speech = speech
        }
    }

    /// ``analyze(_:)`` of UTF-8 text in place.
    /// - Parameter text: Well-formed UTF-8.
    /// - Returns: The traits, and the speech form; `nil` when it is the text itself.
    package static func analyze(utf8 text: UnsafeBufferPointer<UInt8>) -> (traits: TextTraits, speech: String?) {
        if isPrintableASCII(text) { return (TextTraits(bits: 0), nil) }
        let base = UnsafeRawPointer(text.baseAddress!).assumingMemoryBound(to: CChar.self)
        let length = Int32(clamping: text.count)
        var bits: Int32 = 0
        // A speech form is never longer than its text.
        let speech = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Int(length)) { buffer -> String? in
            var status: Int32 = 0
            let written = buffer.withMemoryRebound(to: CChar.self) { out in
                ssicu_speech_form_with_traits(base, length, out.baseAddress!, Int32(out.count), &bits, &status)
            }
            guard bits & Int32(SSICU_TRAIT_SPEECH_DIFFERS) != 0, status <= 0, written <= buffer.count else { return nil }
            return String(wellFormedUTF8: UnsafeBufferPointer(rebasing: buffer[..<Int(written)]))
        }
        return (TextTraits(bits: bits), speech)
    }

    /// Whether UTF-8 text is printable ASCII only (every byte from 0x20 to 0x7E), by the shim's
    /// one rule (`ssicu_is_printable_ascii`): such text has no traits, is its own speech form and
    /// needs no escape in a line written for people (``TerminalText``).
    /// - Parameter text: UTF-8 text.
    /// - Returns: `true` for printable ASCII, and for no text at all.
    @inline(__always)
    package static func isPrintableASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        return ssicu_is_printable_ascii(UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self), text.count)
    }
}
