import CICUShim

/// What a text needs when it is inserted into a sentence, by ICU's character data.
public struct TextTraits: Hashable, Sendable {
    /// It has characters that run right to left (an Arabic or Hebrew word, a right-to-left mark).
    public let hasRightToLeft: Bool
    /// It holds explicit bidi embeddings, overrides or isolates, which must not leak into the
    /// sentence around it.
    public let hasBidiControls: Bool
    /// Its speech form differs from it (``SpeechText/speechForm(of:)``).
    public let speechDiffers: Bool

    /// The traits of `text`, in one pass.
    public init(of text: String) {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            (hasRightToLeft, hasBidiControls, speechDiffers) = (false, false, false)
            return
        }
        let traits = ShimText.withUTF8(text) { bytes, length in ssicu_text_traits(bytes, length) }
        hasRightToLeft = traits & Int32(SSICU_TRAIT_RTL) != 0
        hasBidiControls = traits & Int32(SSICU_TRAIT_BIDI_CONTROLS) != 0
        speechDiffers = traits & Int32(SSICU_TRAIT_SPEECH_DIFFERS) != 0
    }
}
