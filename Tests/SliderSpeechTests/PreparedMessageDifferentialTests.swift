import SliderFormatting
import Testing

@testable import SliderSpeech

/// ``PreparedMessage`` fills a pattern that only inserts arguments (`{label}, {value}, {role}`)
/// by concatenation instead of calling ICU. These tests hold it to ICU's own MessageFormat:
/// every such built-in pattern, in every built-in locale, with ordinary, right-to-left,
/// apostrophe-laden and hostile arguments. Isolation is added the same way on both sides
/// (``Localization/isolatedIfNeeded(_:)`` before ICU sees the text), so any difference is the
/// concatenation's.
@Suite("Prepared messages agree with ICU MessageFormat")
struct PreparedMessageDifferentialTests {
    /// One set of argument values: every argument of a pattern gets `value`.
    struct Arguments: CustomStringConvertible, Sendable {
        let name: String
        let value: String
        var description: String { name }
    }

    static let argumentSets = [
        Arguments(name: "ordinary", value: "Minimum price"),
        Arguments(name: "right-to-left", value: "السعر الأدنى ٦٠"),
        Arguments(name: "mixed direction with digits", value: "60 $ שקל"),
        Arguments(name: "apostrophes and braces", value: "it's '{x}' '' #"),
        Arguments(
            name: "hostile", value: "\u{202E}evil\u{2066}\n\t\u{0}\u{200F}\u{A0}x\u{2028}y\u{61C}"),
        Arguments(name: "empty", value: ""),
    ]

    /// The built-in ids whose patterns in `localization` hold only text and plain arguments.
    static func plainMessages(_ localization: Localization) throws -> [(id: String, pattern: String, names: [String])] {
        var found: [(id: String, pattern: String, names: [String])] = []
        let ids = Set(try CatalogDirectory.builtIn.files.flatMap(\.ids)).sorted()
        for id in ids {
            guard let pattern = try localization.pattern(id) else { continue }
            let parsed = try ParsedMessage(pattern: pattern)
            var names: [String] = []
            var plain = true
            for node in parsed.nodes {
                switch node {
                case .text: continue
                case .pound: plain = false
                case .argument(let argument):
                    if case .plain = argument.kind { names.append(argument.name) } else { plain = false }
                }
            }
            if plain { found.append((id, pattern, names)) }
        }
        return found
    }

    @Test("Every plain built-in pattern, text and speech", arguments: CatalogDirectory.builtIn.localeTags)
    func agrees(tag: String) throws {
        let localization = Localization(locale: try ICULocale(tag))
        let messages = try Self.plainMessages(localization)
        // Each locale has plain patterns (the spoken forms, the range sentences): the test
        // cannot pass by finding none.
        #expect(messages.count >= 5, "\(tag): \(messages.map(\.id))")
        for message in messages {
            let icu = try MessageFormat.shared(pattern: message.pattern, locale: localization.locale)
            for arguments in Self.argumentSets {
                var values: [String: MessageValue] = [:]
                var icuValues: [String: MessageFormat.Value] = [:]
                for name in message.names {
                    values[name] = .text(arguments.value)
                    icuValues[name] = .string(localization.isolatedIfNeeded(arguments.value))
                }
                let prepared = try localization.prepare(message.id).format(values)
                let expected = try icu.format(icuValues)
                #expect(prepared.text == expected, "\(tag) \(message.id) \(arguments)")
                #expect(prepared.speech == SpeechText.speechForm(of: expected), "\(tag) \(message.id) \(arguments)")
            }
        }
    }

    @Test("Slotted and bound messages agree with ICU too", arguments: ["en", "ar", "he", "ja", "de"])
    func slotted(tag: String) throws {
        let localization = Localization(locale: try ICULocale(tag))
        for platform in ["ios", "android", "web"] {
            let id = "slider.spoken.\(platform)"
            let pattern = try #require(try localization.pattern(id))
            let icu = try MessageFormat.shared(pattern: pattern, locale: localization.locale)
            let bound = try localization.prepare(id).binding(["role": .catalogText("ROLE"), "hint": .catalogText("HINT")])
            let slotted = bound.slotted(["label", "value"])
            for arguments in Self.argumentSets {
                let text = try slotted.format(slots: [.text(arguments.value), .text("$60")])
                let expected = try icu.format([
                    "label": .string(localization.isolatedIfNeeded(arguments.value)),
                    "value": .string(localization.isolatedIfNeeded("$60")), "role": .string("ROLE"), "hint": .string("HINT"),
                ])
                #expect(text.text == expected, "\(tag) \(id) \(arguments)")
                #expect(text.speech == SpeechText.speechForm(of: expected), "\(tag) \(id) \(arguments)")
            }
        }
    }
}
