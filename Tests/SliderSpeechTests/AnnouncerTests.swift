import SliderCore
@_spi(SliderSpeechInternals) import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// The price filter of the StepLogic article with the demo's catalog.
func priceAnnouncer(_ locale: String = "en", label: String? = nil, spec: String? = nil) throws -> SliderAnnouncer {
    let json =
        spec ?? """
            {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
             "thumbLabels": ["Minimum price", "Maximum price"], "valueStyle": {"currency": "USD", "precision": 0},
             "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1],
             "countMessage": "{count, plural, =0 {No stays} one {# stay} other {# stays}}"}
            """
    return try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(locale))
}

/// The announcements of an event as `kind politeness: text`.
func said(_ announcer: inout SliderAnnouncer, _ event: SliderEvent) throws -> [String] {
    try announcer.handle(event).announcements.map { "\($0.kind.rawValue) \($0.politeness.rawValue): \($0.text)" }
}

@Suite("Announcements of events (the Announcements article)")
struct AnnouncerEventTests {
    @Test("Focus says the element's spoken text for the platform", .pinnedToICU72)
    func focus() throws {
        var announcer = try priceAnnouncer()
        #expect(
            try said(&announcer, .focus(thumb: .lower)) == [
                "focus assertive: Minimum price, $60, adjustable. Swipe up or down with one finger to adjust the value."
            ])
        #expect(
            try announcer.handle(.focus(thumb: .upper), platform: .web).announcements.map(\.text) == [
                "Maximum price, slider, $180"
            ])
        #expect(
            try announcer.handle(.focus(thumb: .upper), platform: .android).announcements.map(\.text) == [
                "Maximum price, $180, slider. \"Swipe up\" or \"Swipe down\" to adjust"
            ])
    }

    @Test("Moves: the value, or the limit instead; then the count when it changed", .pinnedToICU72)
    func moves() throws {
        var announcer = try priceAnnouncer()
        #expect(try said(&announcer, .adjust(.increment, thumb: .lower)) == ["value assertive: 65 US dollars"])  // 186 still
        #expect(
            try said(&announcer, .adjust(.increment, thumb: .lower)) == [
                "value assertive: 70 US dollars", "count polite: 172 stays",
            ])
        #expect(
            try said(&announcer, .adjust(.end, thumb: .lower)) == [
                "limit assertive: $150, must stay at least $30 below Maximum price", "count polite: 33 stays",
            ])
        #expect(
            try said(&announcer, .adjust(.home, thumb: .upper)) == [
                "limit assertive: $180, must stay at least $30 above Minimum price"
            ])
        #expect(
            try said(&announcer, .adjust(.end, thumb: .upper)) == ["value assertive: 300 US dollars", "count polite: 71 stays"])
        #expect(try said(&announcer, .adjust(.increment, thumb: .upper)) == ["limit assertive: $300, highest"])
        #expect(
            try said(&announcer, .adjust(.home, thumb: .lower)) == ["value assertive: 20 US dollars", "count polite: 240 stays"])
        #expect(try said(&announcer, .adjust(.decrement, thumb: .lower)) == ["limit assertive: $20, lowest"])
        #expect(
            try said(&announcer, .set(212.5, thumb: .upper)) == ["value assertive: 215 US dollars", "count polite: 227 stays"])
    }

    @Test("Held by the other thumb when there is no minimum span", .pinnedToICU72)
    func otherThumb() throws {
        var announcer = try priceAnnouncer(
            spec: """
                {"kind": "range", "bounds": [20, 300], "step": 5, "value": [180, 180], "thumbLabels": ["Minimum price", "Maximum price"],
                 "valueStyle": {"currency": "USD", "precision": 0}}
                """)
        #expect(try said(&announcer, .adjust(.decrement, thumb: .upper)) == ["limit assertive: $180, can't pass Minimum price"])
        #expect(try said(&announcer, .adjust(.increment, thumb: .lower)) == ["limit assertive: $180, can't pass Maximum price"])
    }

    @Test("Drags say nothing until they end; then the value and the count when they changed", .pinnedToICU72)
    func drags() throws {
        var announcer = try priceAnnouncer()
        #expect(try said(&announcer, .dragStart(x: 250)) == [])
        #expect(try said(&announcer, .dragMove(translation: 29.2)) == [])
        #expect(try said(&announcer, .dragMove(translation: 14.6)) == [])
        #expect(try said(&announcer, .dragEnd) == ["value assertive: 195 US dollars", "count polite: 205 stays"])
        #expect(try said(&announcer, .dragStart(x: 250)) == [])
        #expect(try said(&announcer, .dragMove(translation: 1)) == [])
        #expect(try said(&announcer, .dragEnd) == [])  // nothing changed
    }

    @Test("A tick slider's drag end says the tick it settled on")
    func tickDrag() throws {
        var announcer = try SliderAnnouncer(
            description: SliderDescription(
                json: #"{"kind": "ticks", "bounds": [0.5, 2], "value": 1, "ticks": [0.5, 1, 1.5, 2]}"#),
            locale: ICULocale("en"))
        _ = try announcer.handle(.dragStart(x: 100))
        _ = try announcer.handle(.dragMove(translation: 58.4))
        #expect(try said(&announcer, .dragEnd) == ["value assertive: 1.5"])
    }

    @Test("Counts come from the app's plural message: zero, one and other")
    func counts() throws {
        var announcer = try priceAnnouncer(
            spec: """
                {"kind": "range", "bounds": [0, 10], "step": 1, "value": [0, 10], "histogram": [0, 1, 0, 5, 0, 0, 0, 0, 0, 0],
                 "countMessage": "{count, plural, =0 {No stays} one {# stay} other {# stays}}"}
                """)
        #expect(try announcer.count()?.content.text == "6 stays")
        #expect(try said(&announcer, .set(2, thumb: .upper)) == ["value assertive: 2", "count polite: 1 stay"])
        #expect(try said(&announcer, .set(1, thumb: .upper)) == ["value assertive: 1", "count polite: No stays"])
    }

    @Test("Without the app's count message, the built-in one counts results", .pinnedToICU72)
    func builtInCount() throws {
        let announcer = try SliderAnnouncer(
            description: SliderDescription(json: #"{"kind": "range", "value": [0, 1], "histogram": [3, 4]}"#),
            locale: ICULocale("ar"))
        #expect(try announcer.count()?.content.text == "٧ نتائج")
    }

    @Test("A bad event is an error and changes nothing")
    func badEvent() throws {
        var announcer = try priceAnnouncer()
        #expect(throws: AnnouncementError.invalidEvent(SliderEventError.thumbRequired)) {
            try announcer.handle(.adjust(.increment, thumb: nil))
        }
        #expect(throws: AnnouncementError.invalidEvent(SliderEventError.noDragInProgress)) { try announcer.handle(.dragEnd) }
        #expect(announcer.control.model.value(of: .lower) == 60)
        let error = try #require(throws: AnnouncementError.self) { try announcer.handle(.set(.nan, thumb: nil)) }
        #expect(error.code == .invalidEvent)
        #expect(error.field == "thumb")
        #expect(error.reason == "required for a range slider (lower or upper)")
        #expect(error.eventError?.code == .thumbRequired)
        #expect(error.descriptionError == nil && error.localizationError == nil)
    }

    @Test("The announcers of one localization share what they say alike: made by the first, its error too")
    func localeTextsShared() throws {
        // An app catalog of this test's own, so that the localization is new here.
        let french = CatalogFile(
            path: "App/shared-texts/fr.json", localeTag: "fr",
            messages: [CatalogMessage(id: "slider.role.web", pattern: "glissière")])
        let catalogs = CatalogSet(directories: [CatalogDirectory(path: "App/shared-texts", files: [french]), .builtIn])
        let locale = try ICULocale("fr")
        _ = try SliderAnnouncer(
            description: SliderDescription(json: #"{"kind": "range", "bounds": [0, 10], "value": [2, 8]}"#), locale: locale,
            catalogs: catalogs)
        let single = try SliderAnnouncer(
            description: SliderDescription(json: #"{"kind": "slider", "value": 0.5}"#), locale: locale, catalogs: catalogs)
        // Kept: asked for again, the same messages. (Another suite may empty every cache between
        // two asks, which makes them anew: one ask in three suffices.)
        let sameTwice = try (0..<3).contains { _ in
            let first = try LocaleTexts.of(single.localization)
            let again = try LocaleTexts.of(single.localization)
            return first.focusMessages.indices.allSatisfy { first.focusMessages[$0] === again.focusMessages[$0] }
        }
        #expect(sameTwice)
        let texts = try LocaleTexts.of(single.localization)
        #expect(texts.roleWords == [.ios: "réglable", .android: "curseur", .web: "glissière"])
        #expect(try single.elements()[0].spoken[.web]?.text == "Valeur, glissière, 0,5")

        // A broken message fails the first announcer and every later one, with the same error.
        let broken = CatalogFile(
            path: "App/shared-broken/en.json", localeTag: "en",
            messages: [CatalogMessage(id: "slider.role.android", pattern: "slider {")])
        let brokenSet = CatalogSet(directories: [CatalogDirectory(path: "App/shared-broken", files: [broken]), .builtIn])
        var errors: [String] = []
        for _ in 0..<2 {
            let error = try #require(throws: AnnouncementError.self) {
                try SliderAnnouncer(
                    description: SliderDescription(json: #"{"kind": "slider", "value": 0.5}"#), locale: ICULocale("en"),
                    catalogs: brokenSet)
            }
            #expect(error.code == .catalogMessage)
            #expect(error.field == "slider.role.android")
            errors.append(error.description)
        }
        #expect(errors[0] == errors[1])
    }

    @Test("A catalog message the announcer says that does not parse is a catalog fault, not the caller's")
    func catalogFault() throws {
        let broken = CatalogFile(
            path: "App/en.json", localeTag: "en", messages: [CatalogMessage(id: "slider.hint.ios", pattern: "Swipe {up")])
        let catalogs = CatalogSet(directories: [CatalogDirectory(path: "App", files: [broken]), .builtIn])
        let error = try #require(throws: AnnouncementError.self) {
            try SliderAnnouncer(
                description: SliderDescription(json: #"{"kind": "slider", "value": 0.5}"#), locale: ICULocale("en"),
                catalogs: catalogs)
        }
        #expect(error.code == .catalogMessage)
        #expect(error.field == "slider.hint.ios")
        #expect(error.localizationError?.code == .badPattern)
        #expect(error.descriptionError == nil)
        #expect(
            error.description
                == "built-in catalog: slider.hint.ios: message syntax error at offset 6: a '{' is never closed (U_UNMATCHED_BRACES)"
        )
    }

    @Test("A description's text that cannot be used names its field")
    func descriptionFault() throws {
        let error = try #require(throws: AnnouncementError.self) {
            try SliderAnnouncer(
                description: SliderDescription(json: #"{"kind": "slider", "value": 1, "valueStyle": {"currency": "QQQ"}}"#),
                locale: ICULocale("en"))
        }
        #expect(error.code == .invalidDescription)
        #expect(error.field == "valueStyle.currency")
        #expect(error.reason == "'QQQ' is not a currency ICU knows")
        #expect(error.descriptionError?.code == .unusableText)
        #expect(error.descriptionError?.field == "valueStyle.currency")
        #expect(error.descriptionError?.description == "valueStyle.currency: 'QQQ' is not a currency ICU knows")
    }
}

@Suite("Summaries and tick texts (the Announcements article)")
struct SummaryTests {
    @Test(
        "Bound-aware summaries", .pinnedToICU72,
        arguments: [
            ("[60, 180]", "$60 to $180", "$60 – $180"),
            ("[20, 180]", "up to $180", "$20 – $180"),
            ("[60, 300]", "$60 or more", "$60 – $300"),
            ("[20, 300]", "any price", "$20 – $300"),
        ])
    func summaries(_ range: String, _ speech: String, _ display: String) throws {
        let announcer = try priceAnnouncer(
            spec: """
                {"kind": "range", "bounds": [20, 300], "step": 5, "value": \(range), "valueStyle": {"currency": "USD", "precision": 0},
                 "anyValueText": "any price"}
                """)
        let summary = try #require(try announcer.summary())
        #expect(summary.content.text == speech)
        #expect(summary.display == display)
    }

    @Test("Both at the bounds without a name for the thing: any value", .pinnedToICU72)
    func anyValue() throws {
        let announcer = try SliderAnnouncer(
            description: SliderDescription(json: #"{"kind": "range", "value": [0, 1]}"#), locale: ICULocale("ru"))
        #expect(try announcer.summary()?.content.text == "любое значение")
    }

    @Test("On a labelled tick the value is its label; between labelled ticks it says so; the mark's position")
    func ticks() throws {
        let json = """
            {"kind": "ticks", "bounds": [1, 5], "value": 3, "snapsToTicks": false, "ticks": [1, 2, 3, 4, 5],
             "tickLabels": {"1": "Poor", "2": "Fair", "3": "Good", "4": "Very good", "5": "Excellent"}, "label": "Rating"}
            """
        var announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale("en"))
        let element = try announcer.element(.value)
        #expect(element.valueText == "Good")
        #expect(element.tick?.text.text == "mark 3 of 5")
        #expect(element.tick?.label == "Good")
        #expect(try said(&announcer, .set(2.5, thumb: nil)) == ["value assertive: 2.5, between Fair and Good"])
        #expect(try announcer.element(.value).tick == nil)
        // Not snapping and continuous: an arrow moves by a twentieth of the length, page to the next tick.
        #expect(try said(&announcer, .adjust(.increment, thumb: nil)) == ["value assertive: 2.7, between Fair and Good"])
        #expect(try said(&announcer, .adjust(.pageIncrement, thumb: nil)) == ["value assertive: Good"])
        #expect(try said(&announcer, .adjust(.end, thumb: nil)) == ["value assertive: Excellent"])
        #expect(try said(&announcer, .adjust(.increment, thumb: nil)) == ["limit assertive: Excellent, highest"])
    }
}

@Suite("Text direction and speech forms (the TextDirectionAndSpeechForms article)")
struct DirectionTests {
    @Test("Right to left: inserted values and labels isolated in the text form, no controls in speech", .pinnedToICU72)
    func arabic() throws {
        var announcer = try priceAnnouncer(
            "ar",
            spec: """
                {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
                 "thumbLabels": ["السعر الأدنى", "السعر الأقصى"], "valueStyle": {"currency": "USD", "precision": 0}}
                """)
        #expect(announcer.layoutDirection == .rightToLeft)
        let focus = try #require(try announcer.handle(.focus(thumb: .lower)).announcements.first)
        #expect(
            focus.text
                == "\u{2068}السعر الأدنى\u{2069}، \u{2068}\u{200F}٦٠\u{A0}US$\u{200E}\u{2069}، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة."
        )
        #expect(focus.speech == "السعر الأدنى، ٦٠ دولار أمريكي، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.")
        let limit = try #require(try announcer.handle(.adjust(.end, thumb: .lower)).announcements.first)
        #expect(
            limit.text
                == "\u{2068}\u{200F}١٥٠\u{A0}US$\u{200E}\u{2069}، يجب أن تظل القيمة أدنى من «\u{2068}السعر الأقصى\u{2069}» بمقدار \u{2068}\u{200F}٣٠\u{A0}US$\u{200E}\u{2069} على الأقل"
        )
        #expect(limit.speech == "١٥٠ دولار أمريكي، يجب أن تظل القيمة أدنى من «السعر الأقصى» بمقدار ٣٠ دولار أمريكي على الأقل")
    }

    @Test("Hebrew is right to left too; the description may force the track left to right")
    func hebrew() throws {
        let announcer = try priceAnnouncer("he")
        #expect(announcer.layoutDirection == .rightToLeft)
        let forced = try priceAnnouncer("he", spec: #"{"kind": "slider", "value": 0.5, "layoutDirection": "ltr"}"#)
        #expect(forced.layoutDirection == .leftToRight)
        #expect(forced.localization.direction == .rightToLeft)
    }

    @Test("A label with bidi overrides is isolated even in a left-to-right sentence; speech drops them")
    func hostileLabel() throws {
        let label = "Price\u{202E}evil"
        let announcer = try SliderAnnouncer(
            description: SliderDescription(json: #"{"kind": "slider", "value": 0.5, "label": "\#(label)"}"#),
            locale: ICULocale("en"))
        let spoken = try #require(try announcer.element(.value).spoken[.web])
        #expect(spoken.text == "\u{2068}Price\u{202E}evil\u{2069}, slider, 0.5")
        #expect(spoken.speech == "Priceevil, slider, 0.5")
    }

    @Test("Speech forms: format controls dropped, no-break spaces and controls as spaces")
    func speechForm() {
        #expect(SpeechText.speechForm(of: "\u{2068}\u{200F}٦٠\u{A0}US$\u{200E}\u{2069}\u{202F}x\u{61C}\ty") == "٦٠ US$ x y")
    }

    @Test("A 1 MB label is formatted whole")
    func hugeLabel() throws {
        let label = String(repeating: "label ", count: 174_763)
        let announcer = try SliderAnnouncer(
            description: SliderDescription(json: #"{"kind": "slider", "value": 0.5, "label": "\#(label)"}"#),
            locale: ICULocale("de"))
        let spoken = try #require(try announcer.element(.value).spoken[.ios])
        #expect(spoken.text.hasPrefix(label))
        #expect(spoken.text.utf8.count > 1_048_576)
    }
}

@Suite("Right-to-left text in a left-to-right sentence")
struct MixedDirectionTests {
    @Test("An Arabic label in an English sentence is isolated; an English one is not")
    func arabicLabelInEnglish() throws {
        let arabic = try SliderAnnouncer(
            description: SliderDescription(json: #"{"kind": "slider", "value": 0.5, "label": "السعر"}"#), locale: ICULocale("en"))
        #expect(try arabic.element(.value).spoken[.web]?.text == "\u{2068}السعر\u{2069}, slider, 0.5")
        let english = try SliderAnnouncer(
            description: SliderDescription(json: #"{"kind": "slider", "value": 0.5, "label": "Price"}"#), locale: ICULocale("en"))
        #expect(try english.element(.value).spoken[.web]?.text == "Price, slider, 0.5")
    }

    @Test(
        "Base direction by the first strong character",
        arguments: [
            ("سعر 60", LayoutDirection?.some(.rightToLeft)), ("Price سعر", .leftToRight), ("60 $", nil), ("", nil),
            ("שלום", .rightToLeft),
        ])
    func baseDirection(_ text: String, _ direction: LayoutDirection?) {
        #expect(LayoutDirection.of(text) == direction)
    }
}
