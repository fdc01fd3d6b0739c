/// SSML 1.1 documents for a speech engine.
public enum SSML {
    /// One `<speak>` document on one line, `xml:lang` set, the text escaped so that markup in
    /// it (`<break time="9s"/>`) is spoken literally, never obeyed.
    /// - Parameters:
    ///   - speech: The speech form of an announcement.
    ///   - language: The `xml:lang`, a BCP 47 tag.
    /// - Returns: The document, on one line.
    public static func document(_ speech: String, language: String) -> String {
        "<speak version=\"1.1\" xmlns=\"http://www.w3.org/2001/10/synthesis\" xml:lang=\"\(escape(language))\">"
            + escape(speech) + "</speak>"
    }

    /// Text escaped for XML content and attribute values: `& < > " '` as entities (`'` as
    /// `&#39;`); characters
    /// XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; U+FFFE and
    /// U+FFFF) and line breaks dropped or made spaces, so a document stays on one line.
    /// - Parameter text: Any text.
    /// - Returns: The escaped text.
    public static func escape(_ text: String) -> String { XMLEscape.escaped(text, xmlCharactersOnly: true) }
}
