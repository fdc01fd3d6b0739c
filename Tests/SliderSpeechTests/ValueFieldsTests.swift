import Foundation
import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// What assistive technology reads by itself — VoiceOver's `accessibilityValue`, TalkBack's
/// `stateDescription`, the web's `aria-valuetext` — in every built-in locale, under each
/// `speechValues` choice: the value's speech form, with no format character but a joiner
/// between two letters of a word; the value a move says is that field, in both forms.
@Suite("Value fields: what assistive technology reads by itself")
struct ValueFieldsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The built-in catalog's locales, from `Locales/` (45).
    static let locales: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Locales").path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The demo's catalogs: the playback speed's value message and the balance's tick labels.
    static let demoCatalogs = try! CatalogSet(appDirectories: [root.appendingPathComponent("Examples/Locales").path])

    /// The currency of a locale's region, as ICU knows it: the ISO code a decimal pattern's `¤¤`
    /// writes in the locale with its likely subtags (`da` → `da-Latn-DK` → DKK).
    static func ownCurrency(_ tag: String) throws -> String {
        let locale = try ICULocale(tag).maximized
        let written = try MessageFormat(pattern: "{value, number, ¤¤0}", locale: locale).format(["value": .number(0)])
        let code = String(written.unicodeScalars.filter { ("A"..."Z").contains($0) }.map(Character.init))
        #expect(code.count == 3 && code != "XXX", "\(tag): ICU wrote \(written.debugDescription)")
        return code
    }

    /// One slider and the values a test sets it to: a negative value, zero, each bound, and
    /// values inside.
    struct Case: Sendable {
        let name: String
        let json: String
        let values: [Double]
        var catalogs: CatalogSet = .builtIn
    }

    /// The sliders every locale is tried with: USD, EUR and the locale's own currency, a
    /// percentage, a unit, a plain number, a value message (a literal "{value} times" and the
    /// demo's translated one), and tick labels on a tick and between two.
    static func cases(tag: String, speechValues: SpeechValues) throws -> [Case] {
        let choice = #""speechValues": "\#(speechValues.rawValue)""#
        func slider(_ bounds: String, _ step: Double, _ start: Double, _ style: String?) -> String {
            let valueStyle = style.map { #""valueStyle": \#($0), "# } ?? ""
            return #"{"kind": "slider", "bounds": \#(bounds), "step": \#(step), "value": \#(start), \#(valueStyle)\#(choice)}"#
        }
        let own = try ownCurrency(tag)
        return [
            Case(
                name: "USD", json: slider("[-100, 300]", 1, 100, #"{"currency": "USD", "precision": 0}"#),
                values: [-100, -20, 0, 1, 2, 5, 60, 300]),
            Case(name: "EUR", json: slider("[-50, 50]", 0.5, 10, #"{"currency": "EUR"}"#), values: [-50, -1.5, 0, 2.5, 50]),
            Case(name: own, json: slider("[-50, 50]", 0.5, 10, #"{"currency": "\#(own)"}"#), values: [-50, -1.5, 0, 2.5, 50]),
            Case(
                name: "percent", json: slider("[-0.05, 1]", 0.01, 0.5, #"{"percent": true}"#), values: [-0.05, -0.03, 0, 0.25, 1]),
            Case(
                name: "kilometer", json: slider("[-10, 100]", 0.5, 20, #"{"unit": "length-kilometer"}"#),
                values: [-10, -2.5, 0, 1, 5, 100]),
            Case(name: "number", json: slider("[-10, 10]", 0.5, 3, nil), values: [-10, -2.5, 0, 1.5, 10]),
            Case(
                name: "times", json: slider("[-2, 2]", 0.25, 1, #"{"message": "{value} times"}"#), values: [-2, -0.5, 0, 1.5, 2]),
            Case(
                name: "demo.speed.value", json: slider("[-2, 2]", 0.25, 1, #"{"message": {"key": "demo.speed.value"}}"#),
                values: [-2, -0.5, 0, 1.5, 2], catalogs: demoCatalogs),
            Case(
                name: "balance",
                json: #"""
                    {"kind": "ticks", "bounds": [-1, 1], "step": 0.1, "value": 0.5, "snapsToTicks": false, "ticks": [-1, 0, 1],
                     "tickLabels": {"-1": {"key": "demo.balance.left"}, "0": {"key": "demo.balance.center"},
                                    "1": {"key": "demo.balance.right"}}, \#(choice)}
                    """#,
                values: [-1, -0.3, 0, 0.3, 1], catalogs: demoCatalogs),
        ]
    }

    /// The string values of `json` at `path` (object keys).
    static func string(_ json: JSONValue, _ path: [String]) -> String? {
        var value = json
        for key in path {
            guard case .object(let object) = value, let inner = object[key] else { return nil }
            value = inner
        }
        guard case .string(let text) = value else { return nil }
        return text
    }

    @Test(
        "Every field only assistive technology reads holds no format character, in every locale and under each speechValues choice; a move's value is that field",
        arguments: locales)
    func noFormatCharacters(tag: String) throws {
        #expect(Self.locales.count == 45)
        var screenReaderValues = 0
        for choice in SpeechValues.allCases {
            for slider in try Self.cases(tag: tag, speechValues: choice) {
                var announcer = try SliderAnnouncer(
                    description: SliderDescription(json: slider.json), locale: ICULocale(tag), catalogs: slider.catalogs)
                for value in slider.values {
                    let context = "\(tag) \(choice) \(slider.name) \(value)"
                    let result = try announcer.handle(.set(value, thumb: nil))
                    let element = try announcer.element(.value)
                    let field = element.assistiveValueText
                    #expect(!field.isEmpty, "\(context)")
                    #expect(formatCharacters(field).isEmpty, "\(context): \(formatCharacters(field)) in \(field)")
                    // The three platforms' fields, in the model and in announce's JSON.
                    #expect(element.voiceOver.accessibilityValue == field, "\(context)")
                    #expect(element.talkBack.stateDescription == field, "\(context)")
                    #expect(element.aria.valueText == field, "\(context)")
                    let json = AnnouncementJSON.element(element)
                    for path in [["ios", "accessibilityValue"], ["android", "stateDescription"], ["web", "aria-valuetext"]] {
                        #expect(Self.string(json, path) == field, "\(context) \(path)")
                    }
                    #expect(Self.string(json, ["value"]) == element.valueText, "\(context)")
                    // What each screen reader says on focus holds the field's words.
                    for platform in Platform.all {
                        let spoken = try #require(element.spoken[platform], "\(context)")
                        #expect(spoken.speech.contains(field), "\(context) \(platform): \(spoken.speech) lacks \(field)")
                    }
                    // The field is the value's speech form as the choice makes it: the display
                    // text as a speech engine gets it under `display`.
                    #expect(element.value == value, "\(context): the value is on the slider's grid")
                    let spokenValue = try announcer.spokenValue(element.value)
                    #expect(field == spokenValue.speech, "\(context)")
                    if choice == .display {
                        #expect(field == SpeechText.speechForm(of: element.valueText), "\(context)")
                    }
                    // A value the move changed, the screen reader says by itself from the field:
                    // the announcement is the field in both forms. One the app posts keeps the
                    // display text as its text form.
                    for announcement in result.announcements where announcement.kind == .value {
                        if announcement.delivery == .screenReader {
                            screenReaderValues += 1
                            #expect(announcement.text == field, "\(context)")
                            #expect(announcement.speech == field, "\(context)")
                        } else {
                            #expect(announcement.text == element.valueText, "\(context)")
                            #expect(announcement.speech == field, "\(context)")
                        }
                    }
                }
            }
        }
        #expect(screenReaderValues > 100, "\(tag): only \(screenReaderValues) moves said a value")
    }

    @Test(
        "Currencies, units and percent are named in words in the fields (names, spellout), shown as displayed (display)",
        arguments: locales)
    func namedOrShown(tag: String) throws {
        let locale = try ICULocale(tag)
        // Spelled-out plain numbers leave a currency, percent or unit value as names says it.
        let named = try Self.cases(tag: tag, speechValues: .names)
        let spelled = try Self.cases(tag: tag, speechValues: .spellout)
        for (names, spellout) in zip(named, spelled)
        where !["number", "times", "demo.speed.value", "balance"].contains(names.name) {
            var first = try SliderAnnouncer(description: SliderDescription(json: names.json), locale: locale)
            var second = try SliderAnnouncer(description: SliderDescription(json: spellout.json), locale: locale)
            for value in names.values {
                _ = try first.handle(.set(value, thumb: nil))
                _ = try second.handle(.set(value, thumb: nil))
                #expect(
                    try first.element(.value).assistiveValueText == second.element(.value).assistiveValueText,
                    "\(tag) \(names.name) \(value)")
            }
        }
        for choice in SpeechValues.allCases {
            let cases = try Self.cases(tag: tag, speechValues: choice).filter { ["USD", "EUR"].contains($0.name) }
            for slider in cases {
                var announcer = try SliderAnnouncer(description: SliderDescription(json: slider.json), locale: locale)
                let symbol = try #require(CurrencySymbol.of(slider.name, locale: locale))
                for value in slider.values {
                    _ = try announcer.handle(.set(value, thumb: nil))
                    let element = try announcer.element(.value)
                    let context = "\(tag) \(choice) \(slider.name) \(value): \(element.assistiveValueText)"
                    if choice == .display {
                        #expect(element.assistiveValueText.contains(symbol), "\(context)")
                    } else {
                        #expect(!element.assistiveValueText.contains(symbol), "\(context) holds \(symbol)")
                    }
                }
            }
        }
    }

    @Test("The fields of the price filter, written out: shown text, field, and the value a move says", .pinnedToICU72)
    func writtenOut() throws {
        // locale: (value shown, field, the field after an increment)
        let expected: [String: (String, String, String)] = [
            "en": ("$60", "60 US dollars", "65 US dollars"),
            "da": ("60\u{A0}US$\u{200E}", "60 amerikanske dollar", "65 amerikanske dollar"),
            "sv": ("60\u{A0}US$\u{200E}", "60 amerikanska dollar", "65 amerikanska dollar"),
            "bg": ("60\u{A0}щ.д.\u{200E}", "60 щатски долара", "65 щатски долара"),
            "pl": ("60\u{A0}USD", "60 dolarów amerykańskich", "65 dolarów amerykańskich"),
            "ar": ("\u{200F}٦٠\u{A0}US$\u{200E}", "٦٠ دولار أمريكي", "٦٥ دولار أمريكي"),
            "he": ("\u{200F}60\u{A0}\u{200F}$", "60 דולר אמריקאי", "65 דולר אמריקאי"),
            "fa": ("\u{200E}$۶۰", "۶۰ دلار آمریکا", "۶۵ دلار آمریکا"),
        ]
        for (tag, (shown, field, next)) in expected {
            var announcer = try priceAnnouncer(tag)
            let element = try announcer.element(.lower)
            #expect(element.valueText == shown, "\(tag)")
            #expect(element.assistiveValueText == field, "\(tag)")
            let said = try announcer.handle(.adjust(.increment, thumb: .lower)).announcements
            #expect(said.map(\.text) == [next], "\(tag)")
            #expect(said.map(\.speech) == [next], "\(tag)")
            #expect(said.map(\.delivery) == [.screenReader], "\(tag)")
        }
    }

    @Test("Under display the field is the display text without its marks: no left-to-right mark before a minus", .pinnedToICU72)
    func displayWithoutMarks() throws {
        // locale: (value shown, field) of -5 in a plain number slider.
        let expected: [String: (String, String)] = [
            "ar": ("\u{61C}-\u{665}", "-\u{665}"),
            "he": ("\u{200E}-5", "-5"),
            "fa": ("\u{200E}\u{2212}\u{6F5}", "\u{2212}\u{6F5}"),
        ]
        for (tag, (shown, field)) in expected {
            let json = #"{"kind": "slider", "bounds": [-10, 10], "step": 1, "value": -5, "speechValues": "display"}"#
            let element = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(tag)).element(.value)
            #expect(element.valueText == shown, "\(tag)")
            #expect(element.assistiveValueText == field, "\(tag)")
        }
    }

    @Test("An English value message on an English page: the field holds no isolate (the element's dir places it)")
    func englishMessage() throws {
        let json =
            #"{"kind": "ticks", "bounds": [0.5, 2], "value": 1.5, "ticks": [0.5, 1, 1.5, 2], "valueStyle": {"message": "{value} times"}}"#
        let element = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale("en")).element(.value)
        #expect(element.valueText == "\u{2066}1.5 times\u{2069}")
        #expect(element.aria.valueText == "1.5 times")
        #expect(element.spoken[.web]?.speech == "Value, slider, 1.5 times")
    }

    @Test(
        "A text's field: its speech form, where a joiner stays between two letters of a word and goes anywhere else",
        arguments: [
            ("می\u{200C}خواهم", "می\u{200C}خواهم"),  // Persian: the non-joiner parts the word
            ("क्\u{200D}ष", "क्\u{200D}ष"),  // Devanagari: a virama, the joiner, a letter
            ("\u{200D}Center\u{200C}", "Center"),  // at the word's edges
            ("1\u{200D}5", "15"),  // between digits
            ("a\u{200C} b", "a b"),  // before a space
            ("\u{200F}\u{200D}٦", "٦"),  // after a mark the speech form drops: at the edge
            ("a\u{200E}\u{200D}b", "a\u{200D}b"),  // a mark between the letter and the joiner goes first
            ("\u{200F}٦٠\u{A0}US$\u{200E}", "٦٠ US$"),  // marks
            ("\u{2066}1.5 times\u{2069}", "1.5 times"),  // isolates
            ("\u{61C}-\u{665}", "-\u{665}"),  // the Arabic letter mark
            ("soft\u{AD}ware\u{200B}", "software"),  // the soft hyphen, the zero-width space
            ("\u{600}12", "12"),  // an Arabic number sign
            ("Zoë, Ωμέγα, Жёлтый", "Zoë, Ωμέγα, Жёлтый"),  // letters only: returned as given
        ])
    func joiners(text: String, field: String) {
        let made = AssistiveValue.field(SpeechText.speechForm(of: text))
        #expect(made == field)
        #expect(formatCharacters(made).isEmpty)
    }

    @Test(
        "A joiner is found wherever it is, among other characters that start with the same byte",
        arguments: [
            ("", false), ("ab", false), ("\u{200C}", true), ("x\u{200D}", true), ("\u{200D}x", true),
            ("\u{200E}\u{2066}\u{2014}€", false), ("\u{2014}\u{2014}\u{200C}", true), ("€\u{200B}\u{200D}", true),
            ("\u{2028}\u{200F}", false), ("٦٠ دولار أمريكي", false), ("می\u{200C}خواهم", true),
        ])
    func findsJoiners(text: String, found: Bool) {
        var copy = text
        #expect(copy.withUTF8 { AssistiveValue.containsJoiner($0) } == found)
    }

    @Test("A tick label with joiners at its edges: the field and the focus speech drop them, the word's joiner stays")
    func tickLabelJoiners() throws {
        let json = #"""
            {"kind": "ticks", "bounds": [0, 2], "value": 0, "ticks": [0, 1, 2],
             "tickLabels": {"0": "\u200dCenter\u200c", "1": "\u200cمی\u200cخواهم", "2": "Right"}}
            """#
        var announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale("en"))
        let center = try announcer.element(.value)
        #expect(center.valueText == "\u{200D}Center\u{200C}")
        #expect(center.assistiveValueText == "Center")
        #expect(center.spoken[.web]?.speech == "Value, slider, Center")
        let moved = try announcer.handle(.adjust(.increment, thumb: nil)).announcements
        #expect(moved.map(\.text) == ["می\u{200C}خواهم"])
        #expect(moved.map(\.speech) == ["می\u{200C}خواهم"])
        let focus = try announcer.handle(.focus(thumb: nil), platform: .web).announcements
        #expect(focus.map(\.speech) == ["Value, slider, می\u{200C}خواهم"])
    }

    @Test(
        "The locale's own currency is ICU's: a few written out",
        arguments: [
            ("da", "DKK"), ("ar", "EGP"), ("pt-BR", "BRL"), ("pt-PT", "EUR"), ("sr-Latn", "RSD"), ("zh-Hant", "TWD"),
            ("fil", "PHP"),
        ])
    func ownCurrencies(tag: String, code: String) throws {
        #expect(try Self.ownCurrency(tag) == code)
    }
}
