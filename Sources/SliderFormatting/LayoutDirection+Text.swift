internal import CICUShim
public import SliderCore

extension LayoutDirection {
    /// The direction of a text by its first strong character, as the Unicode bidi algorithm
    /// decides a paragraph's (ICU's `ubidi_getBaseDirection`).
    ///
    /// ```swift
    /// LayoutDirection.of("سعر 60")     // .rightToLeft
    /// LayoutDirection.of("60 $")       // nil
    /// ```
    /// - Parameter text: Any text.
    /// - Returns: The direction, or `nil` when the text has no strong character.
    public static func of(_ text: String) -> LayoutDirection? {
        let direction = ShimText.withUTF8(text) { bytes, length in ssicu_text_base_direction(bytes, length) }
        switch Int(direction) {
        case Int(SSICU_DIRECTION_LTR): return .leftToRight
        case Int(SSICU_DIRECTION_RTL): return .rightToLeft
        default: return nil
        }
    }
}
