/// The one escaper of text put into HTML and XML: the web fragment, the review page and SSML.
package enum XMLEscape {
    /// `text` for element content and attribute values: `&`, `<`, `>`, `"` and `'` as `&amp;`,
    /// `&lt;`, `&gt;`, `&quot;` and `&#39;` (a character reference, which HTML and XML both read).
    ///
    /// With `xmlCharactersOnly`, the characters XML 1.0 does not allow (C0 controls other than
    /// tab, line feed and carriage return; U+FFFE and U+FFFF) are dropped, and line breaks (tab,
    /// line feed, carriage return, NEL, U+2028, U+2029) become spaces, so that an SSML document
    /// stays one line an XML parser accepts. HTML keeps them: the page shows them as they are.
    /// - Parameters:
    ///   - text: Any text.
    ///   - xmlCharactersOnly: Whether to drop what XML 1.0 does not allow and flatten line breaks.
    /// - Returns: The escaped text.
    package static func escaped(_ text: String, xmlCharactersOnly: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // (A where clause would bind to the last pattern of a case only.)
            case "\t", "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}":
                if xmlCharactersOnly { result += " " } else { result.unicodeScalars.append(scalar) }
            case "\u{0}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}":
                if !xmlCharactersOnly { result.unicodeScalars.append(scalar) }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
