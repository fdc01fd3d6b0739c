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
    public static func analyze(_ text: String) -> (traits: TextTraits, speech: String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return (TextTraits(bits: 0), text)
        }
        var bits: Int32 = 0
        var speech = text
        ShimText.withUTF8(text) { bytes, length in
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(length) + 1) { buffer in
                var status: Int32 = 0
                let written = ssicu_speech_form_with_traits(
                    bytes, length, buffer.baseAddress!, Int32(buffer.count), &bits, &status)
                if bits & Int32(SSICU_TRAIT_SPEECH_DIFFERS) != 0, status <= 0, written <= buffer.count {
                    speech = String(
                        decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(written)), as: UTF8.self)
                }
            }
        }
        return (TextTraits(bits: bits), speech)
    }
}
