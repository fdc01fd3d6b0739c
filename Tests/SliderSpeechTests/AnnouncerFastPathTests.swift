import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// The announcer's fast path: a value's two forms from one call into ICU
/// (``NumberFormat/spokenText(_:names:)``), and the focus sentence written by its compiled form
/// (``CompiledMessage``) with its role word and hint bound once and the value straight from
/// ICU's bytes. Each is held to the separate steps, byte for byte, in every built-in locale:
/// the display text, the names formatter's text and the speech form made one by one, and ICU's
/// MessageFormat given each argument isolated where the locale needs it.
@Suite("The announcer's fast path agrees with the separate steps")
struct AnnouncerFastPathTests {
    static let styles = [
        #"{"currency": "USD"}"#, #"{"currency": "EUR", "precision": 0}"#, #"{"percent": true}"#,
        #"{"unit": "length-kilometer"}"#, #"{"skeleton": ".##"}"#,
    ]
    static let labels = [
        "Minimum price", "السعر", "מחיר", "\u{202E}evil", "\u{2068}isolated\u{2069}", "a\u{A0}b\u{200B}c", "Prix « TTC »",
    ]
    /// Values with cents, negative, zero (and minus zero), and one so long that the first buffer
    /// is too small for both forms.
    static let values: [Double] = [60, 1234.56, -3.5, 0, -0.0, 0.001, 1e300]

    /// The old path's value: the display text, then the names formatter's text or the display
    /// text, each made into its speech form on its own.
    static func separately(_ format: NumberFormat, names: NumberFormat?, _ value: Double) throws -> LocalizedText {
        let text = try format.displayText(value)
        guard let names else { return LocalizedText(text) }
        return LocalizedText(text: text, speech: SpeechText.speechForm(of: try names.format(value)))
    }

    @Test("One call gives the display text, its traits and the speech form", arguments: styles)
    func spokenText(style: String) throws {
        for tag in CatalogSet.builtIn.localeTags {
            let locale = try ICULocale(tag)
            let skeleton: String
            switch try SliderDescription(json: #"{"kind": "slider", "bounds": [0, 1], "value": 0, "valueStyle": \#(style)}"#)
                .valueStyle
            {
            case .currency(let code, let precision): skeleton = NumberStyle.currency(code: code, precision: precision).skeleton
            case .percent: skeleton = NumberStyle.percent(step: 0).skeleton
            case .unit(let unit): skeleton = NumberStyle.unit(unit, step: 0).skeleton
            case .skeleton(let text): skeleton = text
            default:
                Issue.record("unexpected style \(style)")
                continue
            }
            let format = try NumberFormat(skeleton: skeleton, locale: locale)
            let names = ValueTextFormatter.namesSkeleton(skeleton).flatMap { try? NumberFormat(skeleton: $0, locale: locale) }
            for value in Self.values {
                for chosen in names == nil ? [nil] : [names, nil] {
                    let expected = try Self.separately(format, names: chosen, value)
                    let (text, traits, speech) = try format.spokenText(value, names: chosen)
                    #expect(Array(text.utf8) == Array(expected.text.utf8), "\(tag) \(style) \(value)")
                    #expect(Array(speech.utf8) == Array(expected.speech.utf8), "\(tag) \(style) \(value)")
                    #expect(traits == TextTraits.analyze(expected.text).traits, "\(tag) \(style) \(value)")
                }
            }
        }
    }

    @Test("The focus sentence through the fast path is MessageFormat's, byte for byte", arguments: labels)
    func focusSentence(label: String) throws {
        for tag in CatalogSet.builtIn.localeTags {
            for style in Self.styles {
                for speechValues in ["names", "display"] {
                    let json = """
                        {"kind": "range", "bounds": [-10, 2000], "value": [0, 100], "thumbLabels": [\(jsonString(label)), "Max"],
                         "valueStyle": \(style), "speechValues": "\(speechValues)"}
                        """
                    let description = try SliderDescription(json: json)
                    let localization = Localization.shared(locale: try ICULocale(tag), catalogs: .builtIn)
                    let texts = try SliderTexts(description: description, localization: localization)
                    for platform in Platform.all {
                        let pattern = try #require(try localization.pattern("slider.spoken.\(platform.id)"))
                        let icu = try MessageFormat(pattern: pattern, locale: localization.formattingLocale)
                        for id in [SliderElement.ID.lower, .upper] {
                            for value in Self.values {
                                let spoken = try texts.values.spoken(value)
                                let label = texts.thumbLabels[id]!
                                let constants: [String: MessageFormat.Value] = [
                                    "role": .string(texts.roleWords[platform]!), "hint": .string(texts.hints[platform] ?? ""),
                                ]
                                let expected = LocalizedText(
                                    text: try icu.format(
                                        constants.merging([
                                            "label": .string(localization.isolatedIfNeeded(label)),
                                            "value": .string(localization.isolatedIfNeeded(spoken.content.text)),
                                        ]) { $1 }),
                                    speech: SpeechText.speechForm(
                                        of: try icu.format(
                                            constants.merging([
                                                "label": .string(label), "value": .string(spoken.content.speech),
                                            ]) { $1 })))
                                for traits in [spoken.traits, nil] {
                                    let filled = try #require(
                                        texts.focusText(
                                            platform, id, value: SpokenValue(content: spoken.content, traits: traits)),
                                        "\(tag) \(platform)")
                                    #expect(Array(filled.text.utf8) == Array(expected.text.utf8), "\(tag) \(platform) \(value)")
                                    #expect(
                                        Array(filled.speech.utf8) == Array(expected.speech.utf8), "\(tag) \(platform) \(value)")
                                }
                                // The value written in straight from ICU's bytes; a percentage said in
                                // words goes through the catalog's message instead.
                                guard let direct = texts.focusText(platform, id, at: value) else {
                                    #expect(style.contains("percent") && speechValues == "names", "\(tag) \(platform)")
                                    continue
                                }
                                #expect(Array(direct.text.utf8) == Array(expected.text.utf8), "\(tag) \(platform) \(value)")
                                #expect(Array(direct.speech.utf8) == Array(expected.speech.utf8), "\(tag) \(platform) \(value)")
                            }
                        }
                        // A range has no one thumb, so no sentence for it.
                        #expect(texts.focusText(platform, .value, value: try texts.values.spoken(1)) == nil)
                    }
                }
            }
        }
    }

    @Test(
        "Focus announcements through the fast path, written out", .pinnedToICU72,
        arguments: [
            (
                "en-US", Platform.ios, Thumb.lower,
                "Minimum price, $60.00, adjustable. Swipe up or down with one finger to adjust the value.",
                "Minimum price, 60.00 US dollars, adjustable. Swipe up or down with one finger to adjust the value."
            ),
            (
                "en-US", .web, .upper, "Maximum price, slider, $180.00", "Maximum price, slider, 180.00 US dollars"
            ),
            (
                "ar-EG", .web, .lower,
                "\u{2068}Minimum price\u{2069}، شريط سَحْب، \u{2068}\u{200F}٦٠٫٠٠\u{A0}US$\u{200E}\u{2069}",
                "Minimum price، شريط سَحْب، ٦٠٫٠٠ دولار أمريكي"
            ),
        ])
    func written(locale: String, platform: Platform, thumb: Thumb, text: String, speech: String) throws {
        let json = """
            {"kind": "range", "bounds": [20, 300], "step": 5, "value": [60, 180],
             "thumbLabels": ["Minimum price", "Maximum price"], "valueStyle": {"currency": "USD"}}
            """
        var announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(locale))
        let said = try announcer.handle(.focus(thumb: thumb), platform: platform).announcements
        #expect(said.map(\.text) == [text])
        #expect(said.map(\.speech) == [speech])
    }

    @Test(
        "One isolate as a whole, found in the UTF-8",
        arguments: [
            ("\u{2068}x\u{2069}", true), ("\u{2066}\u{2069}", true), ("\u{2067}ab\u{2068}c\u{2069}\u{2069}", true),
            ("\u{2068}a\u{2069}b\u{2068}c\u{2069}", false), ("\u{2068}x", false), ("x\u{2069}", false), ("\u{2068}", false),
            ("\u{2069}\u{2068}x\u{2069}", false), ("\u{2068}\u{2068}x\u{2069}", false), ("\u{202A}x\u{202C}", false), ("", false),
            ("\u{2068}\u{2067}x\u{2069}y\u{2069}", true),
        ])
    func isolated(text: String, whole: Bool) {
        #expect(text.withUTF8Buffer(BidiIsolation.isIsolated) == whole)
    }

    func jsonString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
