internal import CICUShim

/// Text for a speech engine, by ICU's character data.
public enum SpeechText {
    /// `text` without format characters (bidi marks and isolates, the zero-width space, the
    /// Arabic letter mark) but the zero-width non-joiner and joiner, which shape the letters
    /// and part the words of Persian and the Indic scripts as in the text; with control
    /// characters and space, line and paragraph separators — no-break spaces among them — as
    /// plain spaces.
    /// - Parameter text: Any text.
    /// - Returns: The text as a speech engine should get it.
    public static func speechForm(of text: String) -> String {
        TextTraits.analyze(text).speech
    }
}
