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

    /// Text escaped for XML content and attribute values: `& < > " '` as entities; characters
    /// XML 1.0 does not allow (C0 controls but tab, line feed and carriage return; U+FFFE and
    /// U+FFFF) and line breaks dropped or made spaces, so a document stays on one line.
    /// - Parameter text: Any text.
    /// - Returns: The escaped text.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": result += " "
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
