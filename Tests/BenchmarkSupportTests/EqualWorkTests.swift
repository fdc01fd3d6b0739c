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

    @Test(
        "The C loops' speech form of a number is the project's: grouping spaces between digits go, marks go, separators are spaces",
        arguments: [
            ("1\u{202F}077,48\u{A0}$US", "1077,48 $US"), ("\u{661}\u{A0}\u{660}\u{667}\u{667}", "\u{661}\u{660}\u{667}\u{667}"),
            ("12\u{A0}\u{200E}34", "12 34"), ("1\u{A0}\u{A0}2", "1  2"), ("1 2", "1 2"), ("a\u{A0}1", "a 1"),
            ("\u{1D7CF}\u{2009}\u{1D7D0}", "\u{1D7CF}\u{1D7D0}"), ("x\u{200C}y\u{2028}z\u{9}", "x\u{200C}y z "),
            ("\u{E0020}5\u{A0}6", "56"), ("5\u{A0}", "5 "), ("\u{A0}5", " 5"),
        ])
    func speechFormTable(text: String, speech: String) {
        #expect(BaselineSpeech.speechForm(of: text) == speech)
        #expect(SpeechText.speechForm(of: text) == speech)
    }

    @Test("The C loops' speech form equals the project's on 5,000 seeded random texts")
    func speechFormRandom() {
        // Digits of four scripts (one outside the BMP), space separators, U+0020, format
        // characters (bidi marks, isolates, the joiners, a tag outside the BMP), controls, line
        // and paragraph separators, letters and signs.
        let alphabet: [Unicode.Scalar] = [
            "0", "7", "\u{661}", "\u{6F5}", "\u{966}", "\u{1D7D8}", "\u{A0}", "\u{202F}", "\u{2009}", "\u{3000}", " ",
            "\u{200E}", "\u{200F}", "\u{2068}", "\u{2069}", "\u{200C}", "\u{200D}", "\u{E0041}", "\u{9}", "\u{85}",
            "\u{2028}", "\u{2029}", "a", "\u{645}", "$", ",", "\u{20AC}",
        ]
        var generator = SeededGenerator(seed: 31)
        var differ: [String] = []
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...12, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<count { scalars.append(alphabet.randomElement(using: &generator)!) }
            let text = String(scalars)
            if BaselineSpeech.speechForm(of: text) != SpeechText.speechForm(of: text) { differ.append(text) }
        }
        let first = differ.first.map { $0.unicodeScalars.map { String($0.value, radix: 16) } } ?? []
        #expect(differ.isEmpty, "\(differ.count) differ, the first: \(first)")
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
