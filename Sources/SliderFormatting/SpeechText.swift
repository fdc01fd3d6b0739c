internal import CICUShim

/// Text for a speech engine, by ICU's character data.
public enum SpeechText {
    /// `text` without format characters (bidi marks and isolates, zero-width characters, the
    /// Arabic letter mark), with control characters and space, line and paragraph separators —
    /// no-break spaces among them — as plain spaces.
    public static func speechForm(of text: String) -> String {
        // Printable ASCII needs nothing: the common case, decided without a call into ICU.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        let result = try? ShimText.withUTF8(text) { bytes, length throws(ICUError) in
            try ShimText.read(operation: "ssicu_speech_form", capacity: Int(length) + 1) { out, capacity, status in
                ssicu_speech_form(bytes, length, out, capacity, status)
            }
        }
        return result ?? text
    }
}
