internal import CICUShim

/// Text for a speech engine, by ICU's character data.
public enum SpeechText {
    /// `text` without format characters (bidi marks and isolates, zero-width characters, the
    /// Arabic letter mark), with control characters and space, line and paragraph separators —
    /// no-break spaces among them — as plain spaces.
    /// - Parameter text: Any text.
    /// - Returns: The text as a speech engine should get it.
    public static func speechForm(of text: String) -> String {
        TextTraits.analyze(text).speech
    }
}
