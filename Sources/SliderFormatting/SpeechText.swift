internal import CICUShim

/// Text for a speech engine, by ICU's character data.
public enum SpeechText {
    /// `text` without format characters (bidi marks and isolates, the zero-width space, the
    /// Arabic letter mark) but the zero-width non-joiner and joiner, which shape the letters
    /// and part the words of Persian and the Indic scripts as in the text; without a space
    /// separator other than U+0020 whose characters right before and right after it in the
    /// text are both decimal digits (of any script), as where a locale groups digits with a
    /// no-break, narrow no-break or thin space: Russian's "1 077,48" (U+00A0) is "1077,48",
    /// which a speech engine reads as one number; with control characters and other space,
    /// line and paragraph separators — no-break spaces among them — as plain spaces. U+0020
    /// between digits stays, and a format character between a digit and the space parts them.
    ///
    /// Since a space goes or stays by both its neighbours, the speech form of a text is not
    /// always its pieces' speech forms joined ("1 " and "000" against "1 000"): make it of the
    /// whole text.
    /// - Parameter text: Any text.
    /// - Returns: The text as a speech engine should get it.
    public static func speechForm(of text: String) -> String {
        TextTraits.analyze(text).speech
    }
}
