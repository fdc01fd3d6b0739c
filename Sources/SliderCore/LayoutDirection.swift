/// Which way text and a slider's track run: the direction of a locale's script, of a text, or
/// of a track on screen.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable, Codable {
    /// Left to right (Latin, Cyrillic, …): a track's lower bound is at the left.
    case leftToRight = "ltr"
    /// Right to left (Arabic, Hebrew, …): a track's lower bound is at the right, and touches
    /// and drags are mirrored.
    case rightToLeft = "rtl"
}
