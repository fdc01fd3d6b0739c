import Foundation
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// Negotiation for the tags apps send (React Spectrum's slider locales, regional and legacy
/// tags), the script rule for numbers, and the structure of every shipped catalog.
@Suite("Negotiation for every shipped language and the script rule")
struct LocaleNegotiationTableTests {
    /// The 34 locales React Spectrum ships for its slider, each with the catalog of its own
    /// language it must reach (`sr-SP` is React Spectrum's Serbian in Latin script).
    static let reactSpectrum: [(String, String)] = [
        ("ar-AE", "ar"), ("bg-BG", "bg"), ("cs-CZ", "cs"), ("da-DK", "da"), ("de-DE", "de"), ("el-GR", "el"),
        ("en-US", "en"), ("es-ES", "es"), ("et-EE", "et"), ("fi-FI", "fi"), ("fr-FR", "fr"), ("he-IL", "he"),
        ("hr-HR", "hr"), ("hu-HU", "hu"), ("it-IT", "it"), ("ja-JP", "ja"), ("ko-KR", "ko"), ("lt-LT", "lt"),
        ("lv-LV", "lv"), ("nb-NO", "nb"), ("nl-NL", "nl"), ("pl-PL", "pl"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT"),
        ("ro-RO", "ro"), ("ru-RU", "ru"), ("sk-SK", "sk"), ("sl-SI", "sl"), ("sr-SP", "sr-Latn"), ("sv-SE", "sv"),
        ("tr-TR", "tr"), ("uk-UA", "uk"), ("zh-CN", "zh-Hans"), ("zh-TW", "zh-Hant"),
    ]

    @Test(
        "React Spectrum's 34 slider locales each reach a catalog of their own language", .pinnedToICU72, arguments: reactSpectrum)
    func reactSpectrumTag(_ requested: String, _ catalog: String) throws {
        let localization = Localization(locale: try ICULocale(requested))
        #expect(localization.catalogLocale == (try ICULocale(catalog)), "\(requested)")
    }

    @Test(
        "Regional, legacy and script tags", .pinnedToICU72,
        arguments: [
            ("pt-PT", "pt-PT"), ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"), ("pt-BR", "pt-BR"), ("nb-NO", "nb"), ("no", "nb"),
            ("sr-Latn-RS", "sr-Latn"), ("sr-ME", "sr-Latn"), ("sr", "sr-Latn"), ("sr-Cyrl", "sr-Latn"), ("fil-PH", "fil"),
            ("zh-SG", "zh-Hans"), ("zh-MO", "zh-Hant"), ("zh-HK", "zh-Hant"), ("fa-IR", "fa"), ("ur-PK", "ur"),
            ("fi", "fi"),
        ])
    func regionalTag(_ requested: String, _ catalog: String) throws {
        let localization = Localization(locale: try ICULocale(requested))
        #expect(localization.catalogLocale == (try ICULocale(catalog)), "\(requested)")
    }

    @Test(
        "Numbers use the requested locale, with the catalog's script where the two differ", .pinnedToICU72,
        arguments: [
            ("sr", "sr-Latn"), ("sr-Cyrl", "sr-Latn"), ("sr-Cyrl-RS", "sr-Latn-RS"), ("sr-RS", "sr-Latn-RS"),
            ("sr-SP", "sr-Latn-SP"), ("sr-Latn-ME", "sr-Latn-ME"), ("es-MX", "es-MX"), ("pt-AO", "pt-AO"),
            ("zh-SG", "zh-SG"), ("zh-MO", "zh-MO"), ("zh-TW", "zh-TW"), ("ka", "ka"), ("no", "no"),
        ])
    func formattingLocale(_ requested: String, _ expected: String) throws {
        let localization = Localization(locale: try ICULocale(requested))
        #expect(localization.formattingLocale == (try ICULocale(expected)), "\(requested)")
    }

    @Test("A request for sr speaks and formats in Latin script: the count and the unit's name", .pinnedToICU72)
    func serbianInLatin() throws {
        let serbian = Localization(locale: try ICULocale("sr"))
        // sr-Latn.json: {count, plural, =0 {Nema rezultata} one {# rezultat} few {# rezultata} other {# rezultata}}
        #expect(try serbian.format("slider.count.results", ["count": .number(1234)]).text == "1.234 rezultata")
        #expect(try serbian.format("slider.count.results", ["count": .number(21)]).text == "21 rezultat")
        let description = try SliderDescription(
            json:
                #"{"kind": "slider", "bounds": [0, 100], "value": 60, "label": "Cena", "valueStyle": {"unit": "length-kilometer"}}"#
        )
        let announcer = try SliderAnnouncer(description: description, locale: ICULocale("sr"))
        // ICU's sr-Latn unit name: 60 → "60 kilometara" (sr-Cyrl would say "60 километара").
        #expect(try announcer.elements()[0].spoken[.web]?.text == "Cena, klizač, 60 kilometara")
        #expect(
            try announcer.elements()[0].spoken[.ios]?.text
                == "Cena, 60 kilometara, podesivo. Prevucite nagore ili nadole jednim prstom da biste podesili vrednost.")
    }
}

/// Every catalog file in `Locales/` and `Examples/Locales/`, read with Foundation's JSON reader
/// and checked against ICU's plural rules directly, apart from the project's validator.
@Suite("Every shipped catalog, structurally")
struct CatalogStructureTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The messages of one catalog file: id → pattern.
    static func messages(_ folder: String, _ tag: String) throws -> [String: String] {
        let url = root.appendingPathComponent(folder).appendingPathComponent("\(tag).json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var patterns: [String: String] = [:]
        for (id, value) in object {
            if let text = value as? String {
                patterns[id] = text
            } else if let entry = value as? [String: Any], let text = entry["message"] as? String {
                patterns[id] = text
            }
        }
        return patterns
    }

    /// Every (folder, locale tag) pair on disk.
    static let files: [(String, String)] = {
        var pairs: [(String, String)] = []
        for folder in ["Locales", "Examples/Locales"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") { pairs.append((folder, String(name.dropLast(5)))) }
        }
        return pairs
    }()

    @Test("45 locales or more are shipped, each in both catalogs")
    func count() {
        let builtIn = Set(Self.files.filter { $0.0 == "Locales" }.map(\.1))
        let demo = Set(Self.files.filter { $0.0 == "Examples/Locales" }.map(\.1))
        #expect(builtIn.count >= 45)
        #expect(builtIn == demo)
        for tag in ["pt-PT", "nb", "sr-Latn", "fil", "fa", "ur", "fi", "sv", "zh-Hans", "zh-Hant"] {
            #expect(builtIn.contains(tag), "\(tag)")
        }
    }

    @Test("Complete: each file has exactly the source's message ids", arguments: files)
    func complete(_ folder: String, _ tag: String) throws {
        let source = try Self.messages(folder, "en")
        let catalog = try Self.messages(folder, tag)
        #expect(Set(catalog.keys) == Set(source.keys), "\(folder)/\(tag)")
    }

    @Test(
        "Every plural category the locale uses has a variant, and every message renders for every ICU sample with no brace left",
        arguments: files)
    func pluralsAndRendering(_ folder: String, _ tag: String) throws {
        let locale = try ICULocale(tag)
        let rules = try PluralRules(locale: locale, kind: .cardinal)
        for (id, pattern) in try Self.messages(folder, tag) {
            let parsed = try ParsedMessage(pattern: pattern)
            let plurals = parsed.arguments.filter {
                if case .plural = $0.kind { return true }
                return false
            }
            for argument in plurals {
                let selectors = Set(argument.variants.map(\.selector))
                for category in rules.categories {
                    #expect(selectors.contains(category.rawValue), "\(folder)/\(tag) \(id): no '\(category)' variant")
                }
            }
            let format = try MessageFormat(pattern: pattern, locale: locale)
            var base: [String: MessageFormat.Value] = [:]
            for argument in parsed.arguments where !plurals.contains(argument) {
                base[argument.name] = .string("X")
            }
            let samples = plurals.isEmpty ? [nil] : rules.categories.flatMap { rules.samples(of: $0) }.map { Optional($0) }
            #expect(!samples.isEmpty, "\(tag): ICU gave no plural samples")
            for sample in samples {
                var arguments = base
                if let sample { for argument in plurals { arguments[argument.name] = .number(sample) } }
                let text = try format.format(arguments)
                #expect(
                    !text.contains("{") && !text.contains("}"),
                    "\(folder)/\(tag) \(id) with \(sample.map { "\($0)" } ?? "no number"): \(text)")
                // The amount's name gives nothing where CLDR's name stays (every locale but a few).
                #expect(!text.isEmpty || id == AmountNames.id, "\(folder)/\(tag) \(id)")
            }
        }
    }
}
