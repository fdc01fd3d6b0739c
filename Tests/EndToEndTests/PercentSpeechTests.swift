import Foundation
import TestSupport
import Testing

/// A percentage said in words where ICU's long name keeps the sign (Arabic's zero, two, few and
/// many; Korean, Vietnamese, Chinese), heard through espeak-ng: what the tool's speech form says
/// holds the language's word for percent, as espeak-ng pronounces it, and the number, where the
/// display text's sign is dropped or read in English.
///
/// Needs `espeak-ng` (Debian: `apt-get install espeak-ng`), as ``SpeechTests`` does.
@Suite("Percentages said in words, heard through espeak-ng")
struct PercentSpeechTests {
    static let spec = #"{"kind": "slider", "bounds": [0, 1], "step": 0.005, "value": 0.5, "valueStyle": {"percent": true}}"#

    /// The locale, espeak-ng's voice, the value, the display text, the speech form, the
    /// catalog's word alone, and whether espeak-ng misreads the display text (drops the sign or
    /// says it in English).
    static let cases: [(String, String, Double, String, String, String, Bool)] = [
        ("ar", "ar", 0.5, "٥٠٪\u{61C}", "٥٠ بالمائة", "بالمائة", true),
        ("ar", "ar", 0.02, "٢٪\u{61C}", "٢ بالمائة", "بالمائة", true),
        ("ar", "ar", 0.015, "١٫٥٪\u{61C}", "١٫٥ بالمائة", "بالمائة", true),
        ("ko", "ko", 0.5, "50%", "50퍼센트", "퍼센트", true),
        ("ko", "ko", 0.125, "12.5%", "12.5퍼센트", "퍼센트", true),
        ("vi", "vi", 0.5, "50%", "50 phần trăm", "phần trăm", false),
        ("zh-Hans", "cmn", 0.5, "50%", "百分之50", "百分之", true),
        ("zh-Hans", "cmn", 0.015, "1.5%", "百分之1.5", "百分之", true),
        ("zh-Hant", "yue", 0.5, "50%", "百分之50", "百分之", true),
    ]

    /// espeak-ng's phonemes of `text` (`-x -q`), without pause and stress marks and spaces
    /// (a syllable's stress moves with its neighbours).
    static func phonemes(_ text: String, voice: String, engine: URL) -> String {
        guard let child = try? ChildProcess(engine.path, ["-v", voice, "-x", "-q", text]) else { return "" }
        let said = String(decoding: child.finish().stdout, as: UTF8.self)
        return said.replacingOccurrences(of: "_|", with: "").replacingOccurrences(of: "_!", with: "")
            .filter { !$0.isWhitespace && $0 != "'" && $0 != "," }
    }

    @Test(
        "The speech form of a percentage says the language's word, and espeak-ng says it",
        .enabled(if: SpeechTests.runs, "espeak-ng is not installed and CI is not set: the speech tests are skipped"),
        arguments: cases.indices)
    func percentInWords(_ index: Int) throws {
        let (locale, voice, value, text, speech, word, misread) = Self.cases[index]
        let engine = try #require(SpeechTests.engine, "espeak-ng is required when CI is set (apt-get install espeak-ng)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("percent-speech-\(getpid())-\(index)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("percent.json").path
        try Self.spec.write(toFile: path, atomically: true, encoding: .utf8)
        let run = try Tool.run(
            ["pipeline", "--spec", path, "--locale", locale], input: #"{"type":"set","value":\#(value)}"# + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdoutLines.first)
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let announcement = try #require((answer["announcements"] as? [[String: Any]])?.first)
        // A value the move changed, the screen reader says by itself from aria-valuetext: the
        // announcement is that field, the speech form, in both forms. One the move did not change
        // (the slider's own 0.5), the app posts: its text form shows the display text.
        let screenReader = announcement["delivery"] as? String == "screenReader"
        #expect(announcement["text"] as? String == (screenReader ? speech : text))
        #expect(announcement["speech"] as? String == speech)

        let heard = Self.phonemes(speech, voice: voice, engine: engine)
        let wordHeard = Self.phonemes(word, voice: voice, engine: engine)
        // The number alone: its decimal digits and separator (not 百, which is a number too).
        let number = String(
            speech.filter { character in
                character == "." || character == "٫"
                    || character.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal }
            })
        let numberHeard = Self.phonemes(number, voice: voice, engine: engine)
        #expect(!wordHeard.isEmpty && heard.contains(wordHeard), "\(locale): \(heard) lacks \(wordHeard)")
        #expect(!numberHeard.isEmpty && heard.contains(numberHeard), "\(locale): \(heard) lacks \(numberHeard)")
        // The display text, said as it is, loses the word: the reason the speech form exists.
        let shown = Self.phonemes(text, voice: voice, engine: engine)
        #expect(shown.contains(wordHeard) == !misread, "\(locale): espeak-ng says \(text) as \(shown)")
    }
}
