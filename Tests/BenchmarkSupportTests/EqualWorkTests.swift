import BenchmarkSupport
import SliderCore
import SliderFormatting
import SliderSpeech
import Testing

/// The benchmark's equal-work C baselines (`icu-c/focus`, `icu-c/count`) write the same text as
/// the project's announcer for the same values: they do the same work. The speech forms are
/// compared exactly; the text forms exactly apart from the direction marks and isolates the
/// project adds around a currency sign (French's "20,01 ‎$US") and, in a right-to-left
/// locale, around the label and value (which C's plain concatenation does not add).
@Suite("The C baselines do the project's work")
struct EqualWorkTests {
    /// The benchmark's price filter, continuous (its focus case), with its count message.
    static let filter = """
        {"kind": "range", "bounds": [20, 300], "step": 0, "minimumSpan": 30, "value": [60, 180],
         "thumbLabels": ["Minimum price", "Maximum price"], "valueStyle": {"currency": "USD"},
         "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1],
         "countMessage": "{count, plural, =0 {No stays} one {# stay} other {# stays}}"}
        """
    static let variants = [
        (selector: "=0", text: "No stays"), (selector: "one", text: "# stay"), (selector: "other", text: "# stays"),
    ]

    static func withoutMarks(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !TextMarks.isMark($0) }))
    }

    /// The text forms are the same, apart from the marks the project added.
    static func sameText(_ c: String, _ project: String) -> Bool {
        c == project || (withoutMarks(c) == withoutMarks(project) && withoutMarks(project) != project)
    }

    @Test("icu-c/focus writes the project's focus sentences", arguments: ["en-US", "fr-FR", "de-DE", "ja-JP", "ar-EG"])
    func focus(tag: String) throws {
        let locale = try ICULocale(tag)
        let description = try SliderDescription(json: Self.filter)
        let base = try SliderAnnouncer(description: description, locale: locale, cachesValues: false)
        let loop = try FocusLoop(announcer: base)
        for (step, lower) in [20.01, 60, 61.37, 123.45, 249.99].enumerated() {
            var announcer = base
            _ = try announcer.handle(.set(20, thumb: .lower))
            _ = try announcer.handle(.set(lower + 50.005, thumb: .upper))
            _ = try announcer.handle(.set(lower, thumb: .lower))
            for (label, thumb) in [Thumb.lower, .upper].enumerated() {
                let value = thumb == .lower ? lower : lower + 50.005
                for (row, platform) in Platform.all.enumerated() {
                    var copy = announcer
                    let said = try #require(try copy.handle(.focus(thumb: thumb), platform: platform).announcements.first)
                    let c = try loop.sentence(value, label: label, pattern: row)
                    let context = "\(tag) \(platform) \(thumb) \(value) (\(step))"
                    #expect(Self.sameText(c.text, said.text), "\(context): \(c.text) for \(said.text)")
                    #expect(c.speech == said.speech, "\(context): \(c.speech) for \(said.speech)")
                    if tag == "en-US" { #expect(c.text == said.text, "\(context): no marks in English") }
                }
            }
        }
    }

    @Test("icu-c/count writes the project's count messages", arguments: ["en-US", "fr-FR", "de-DE", "ja-JP", "ar-EG"])
    func count(tag: String) throws {
        let locale = try ICULocale(tag)
        let announcer = try SliderAnnouncer(description: try SliderDescription(json: Self.filter), locale: locale)
        let loop = try CountLoop(locale: locale, variants: Self.variants)
        for count in [0, 1, 2, 5, 11, 21, 101, 1_000, 1_234, 99_999, 1_000_001] {
            let project = try announcer.countText(count)
            let c = try loop.message(count)
            #expect(Self.sameText(c.text, project.text), "\(tag) \(count): \(c.text) for \(project.text)")
            #expect(c.speech == project.speech, "\(tag) \(count): \(c.speech) for \(project.speech)")
        }
    }

    @Test("The timed runs count the bytes of both forms")
    func runs() throws {
        let locale = try ICULocale("en-US")
        let count = try CountLoop(locale: locale, variants: Self.variants)
        // "No stays" twice, "1 stay" twice, "2 stays" twice.
        #expect(try count.run(0..<3) == 2 * (8 + 6 + 7))
        let announcer = try SliderAnnouncer(description: try SliderDescription(json: Self.filter), locale: locale)
        let focus = try FocusLoop(announcer: announcer)
        let sentence = try focus.sentence(60, label: 0, pattern: 2)
        #expect(sentence.text == "Minimum price, slider, $60.00")
        #expect(sentence.speech == "Minimum price, slider, 60.00 US dollars")
        #expect(try focus.run(60, label: 0, pattern: 2) == sentence.text.utf8.count + sentence.speech.utf8.count)
    }
}

/// The bidi marks, embeddings and isolates the project may add in a right-to-left locale.
enum TextMarks {
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        ["\u{200E}", "\u{200F}", "\u{061C}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}"].contains(scalar)
    }
}
