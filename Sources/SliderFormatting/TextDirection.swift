internal import CICUShim

/// Which way a locale's script, or a text, runs.
public enum TextDirection: String, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    /// The direction of `text` by its first strong character, as the Unicode bidi algorithm
    /// decides a paragraph's (ICU's `ubidi_getBaseDirection`); `nil` when it has none ("60 $").
    public static func of(_ text: String) -> TextDirection? {
        let direction = ShimText.withUTF8(text) { bytes, length in ssicu_text_base_direction(bytes, length) }
        switch Int(direction) {
        case Int(SSICU_DIRECTION_LTR): return .leftToRight
        case Int(SSICU_DIRECTION_RTL): return .rightToLeft
        default: return nil
        }
    }
}
