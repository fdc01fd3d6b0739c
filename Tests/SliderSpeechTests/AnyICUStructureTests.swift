import SliderCore
import SliderFormatting
import Testing

@testable import SliderSpeech

/// What the ICU 72 tables of this target check (``Trait/pinnedToICU72``), reduced to what holds
/// on any ICU: in every built-in locale the price filter's announcements are filled (no `{`
/// left), carry a digit of the locale, balance the isolates they insert, and speak no format
/// control. These run everywhere.
@Suite("Announcements: their structure on any ICU version")
struct AnyICUStructureTests {
    /// Whether `text` holds a decimal digit of any script.
    static func hasDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType == .decimal }
    }

    /// The number of isolate initiators (LRI, RLI, FSI) minus that of isolate terminators (PDI),
    /// never below zero on the way: 0 when every isolate is closed and none is closed twice.
    static func isolatesBalanced(_ text: String) -> Bool {
        var open = 0
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066, 0x2067, 0x2068: open += 1
            case 0x2069:
                open -= 1
                if open < 0 { return false }
            default: continue
            }
        }
        return open == 0
    }

    static func check(_ content: LocalizedText, _ context: String) {
        #expect(!content.text.isEmpty && !content.speech.isEmpty, "\(context)")
        #expect(!content.text.contains("{") && !content.text.contains("}"), "\(context): \(content.text)")
        #expect(isolatesBalanced(content.text), "\(context): \(content.text.unicodeScalars.map { $0.escaped(asASCII: true) })")
        #expect(
            !content.speech.unicodeScalars.contains { $0.properties.generalCategory == .format && !$0.properties.isJoinControl },
            "\(context): \(content.speech)")
    }

    @Test("Focus, value, limit, summary and count of the price filter", arguments: CatalogDirectory.builtIn.localeTags.sorted())
    func priceFilter(tag: String) throws {
        var announcer = try priceAnnouncer(tag)
        let focus = try #require(try announcer.handle(.focus(thumb: .lower)).announcements.first)
        Self.check(LocalizedText(text: focus.text, speech: focus.speech), "\(tag) focus")
        #expect(Self.hasDigit(focus.text), "\(tag) focus: \(focus.text)")
        let value = try announcer.handle(.adjust(.increment, thumb: .lower)).announcements
        #expect(value.map(\.kind) == [.value], "\(tag)")
        for announcement in value {
            Self.check(LocalizedText(text: announcement.text, speech: announcement.speech), "\(tag) value")
        }
        let limit = try announcer.handle(.adjust(.end, thumb: .lower)).announcements
        #expect(limit.map(\.kind) == [.limit, .count], "\(tag)")
        for announcement in limit {
            Self.check(LocalizedText(text: announcement.text, speech: announcement.speech), "\(tag) \(announcement.kind)")
            #expect(Self.hasDigit(announcement.text), "\(tag): \(announcement.text)")
        }
        let summary = try #require(try announcer.summary())
        Self.check(summary.content, "\(tag) summary")
        #expect(Self.hasDigit(summary.display), "\(tag) summary display")
        let count = try #require(try announcer.count())
        Self.check(count.content, "\(tag) count")
    }

    @Test(
        "Value texts of currencies, percent and units have the locale's digits",
        arguments: ["en", "ar", "fa", "he", "ru", "ja", "bn"])
    func valueTexts(tag: String) throws {
        var texts: Set<String> = []
        for style in [#"{"currency": "USD"}"#, #"{"currency": "EUR"}"#, #"{"percent": true}"#, #"{"unit": "length-kilometer"}"#] {
            let json = #"{"kind": "slider", "bounds": [0, 100], "value": 0, "valueStyle": \#(style)}"#
            let announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(tag))
            let content = try announcer.spokenValue(60)
            Self.check(content, "\(tag) \(style)")
            #expect(Self.hasDigit(content.text), "\(tag) \(style): \(content.text)")
            texts.insert(content.text)
        }
        #expect(texts.count == 4, "\(tag): \(texts)")
    }
}
