import Foundation
import SliderFormatting
import SliderSpeechTesting
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechValidation

/// The shipped catalogs, checked with the categories and samples ICU gives each locale — no
/// list of languages or categories in this file.
@Suite("Shipped catalogs")
struct CatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let directories = ["Locales", "Examples/Locales"]

    static func load(_ directory: String) throws -> CatalogDirectory {
        try CatalogDirectory.load(from: root.appendingPathComponent(directory).path)
    }

    @Test("At least the 17 locales of the product, every file named by a locale ICU knows")
    func locales() throws {
        for directory in Self.directories {
            let tags = try Self.load(directory).files.map(\.localeTag)
            for tag in [
                "en", "es", "fr", "de", "it", "pt-BR", "ja", "zh-Hans", "zh-Hant", "ko", "ru", "pl", "uk", "ar", "he", "hi", "tr",
            ] {
                #expect(tags.contains(tag), "\(directory) lacks \(tag)")
            }
            for tag in tags { #expect((try? ICULocale(tag)) != nil, "\(directory)/\(tag).json") }
        }
    }

    @Test("The embedded built-in catalog is the Locales folder", arguments: [0])
    func embedded(_: Int) throws {
        let disk = try Self.load("Locales")
        #expect(try CatalogDirectory.builtIn.files.map(\.localeTag) == disk.files.map(\.localeTag))
        for file in try disk.files {
            #expect(
                try CatalogDirectory.builtIn.file(forTag: file.localeTag)?.messages.map(\.pattern)
                    == file.messages.map(\.pattern))
        }
    }

    @Test("Every file has every key of the source and no other", arguments: directories)
    func keys(_ directory: String) throws {
        let catalogs = try Self.load(directory)
        let source = try #require(try catalogs.file(forTag: "en"))
        for file in try catalogs.files {
            #expect(file.ids == source.ids, "\(file.path)")
        }
    }

    @Test("Every plural argument has each category ICU gives its locale, and no other", arguments: directories)
    func pluralCategories(_ directory: String) throws {
        for file in try Self.load(directory).files {
            let locale = try ICULocale(file.localeTag)
            for message in file.messages {
                let parsed = try ParsedMessage(pattern: message.pattern)
                for argument in parsed.arguments {
                    let kind: PluralKind
                    switch argument.kind {
                    case .plural: kind = .cardinal
                    case .selectordinal: kind = .ordinal
                    default: continue
                    }
                    let needed = try PluralRules.shared(locale: locale, kind: kind).categories.map(\.rawValue)
                    let given = argument.variants.map(\.selector).filter { !$0.hasPrefix("=") }
                    #expect(Set(given) == Set(needed), "\(file.path) \(message.id): \(given) but ICU gives \(needed)")
                }
            }
        }
    }

    @Test("Every message renders for each plural sample of its locale, with no brace left", arguments: directories)
    func rendering(_ directory: String) throws {
        for file in try Self.load(directory).files {
            let locale = try ICULocale(file.localeTag)
            let rules = try PluralRules.shared(locale: locale, kind: .cardinal)
            let samples: [Double] = rules.categories.flatMap { Array(rules.samples(of: $0).prefix(4)) } + [0, 1, 2, 186, 1.5]
            for message in file.messages {
                let format = try MessageFormat(pattern: message.pattern, locale: locale)
                let names = Set(try ParsedMessage(pattern: message.pattern).arguments.map(\.name))
                for sample in samples {
                    var arguments: [String: MessageFormat.Value] = [:]
                    for name in names {
                        arguments[name] = ["count", "value", "position"].contains(name) ? .number(sample) : .string("‹\(name)›")
                    }
                    let text = try format.format(arguments)
                    #expect(!text.contains("{") && !text.contains("}"), "\(file.path) \(message.id) for \(sample): \(text)")
                    // The amount's name gives nothing where CLDR's name stays (every locale but a few).
                    #expect(!text.isEmpty || message.id == AmountNames.id, "\(file.path) \(message.id) for \(sample)")
                }
            }
        }
    }

    @Test("The project's catalogs validate with no finding at all", arguments: directories)
    func validates(_ directory: String) throws {
        let report = try CatalogValidator().validate(paths: [Self.root.appendingPathComponent(directory).path])
        #expect(report.findings.isEmpty, "\(report.text)")
        #expect(report.files >= 17)
    }
}

@Suite("Locale negotiation against the built-in catalog (the CatalogFormat article)")
struct NegotiationTests {
    @Test(
        .pinnedToICU72,
        arguments: [
            ("es-MX", "es"), ("es-419", "es"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-CN", "zh-Hans"),
            ("zh", "zh-Hans"),
            ("de-CH", "de"), ("pt-PT", "pt-PT"), ("pt-AO", "pt-PT"), ("pt-MZ", "pt-PT"), ("pt", "pt-BR"), ("en-GB", "en"),
            ("ar-EG", "ar"), ("he-IL", "he"),
            ("fi", "fi"), ("fi-FI", "fi"), ("sr-Latn-RS", "sr-Latn"), ("sr-ME", "sr-Latn"), ("fil-PH", "fil"),
            ("sv-SE", "sv"), ("sk-SK", "sk"), ("sl-SI", "sl"), ("ro-RO", "ro"), ("in", "id"), ("ms-MY", "ms"), ("sw", "en"),
            ("ga", "en"),
        ])
    func negotiates(_ requested: String, _ catalog: String) throws {
        let localization = Localization(locale: try ICULocale(requested))
        #expect(localization.catalogLocale == (try ICULocale(catalog)))
    }

    @Test("Numbers follow the requested locale even where only its language is translated", .pinnedToICU72)
    func numbersFollowTheRequest() throws {
        let mexico = Localization(locale: try ICULocale("es-MX"))
        let spain = Localization(locale: try ICULocale("es-ES"))
        let mexican = try mexico.format("slider.range.between", ["lower": .number(1234.5), "upper": .number(20000)]).text
        let spanish = try spain.format("slider.range.between", ["lower": .number(1234.5), "upper": .number(20000)]).text
        #expect(mexican == "de 1,234.5 a 20,000")
        #expect(spanish == "de 1.234,5 a 20.000")
    }

    @Test("A missing message falls back to the source, message by message")
    func fallback() throws {
        let directory = CatalogDirectory(
            path: "app",
            files: [
                CatalogFile(
                    path: "app/en.json", localeTag: "en", messages: [CatalogMessage(id: "app.only", pattern: "Only in English")]),
                CatalogFile(
                    path: "app/fr.json", localeTag: "fr",
                    messages: [CatalogMessage(id: "slider.role.web", pattern: "glissière")]),
            ])
        let french = Localization(locale: try ICULocale("fr-CA"), catalogs: CatalogSet(directories: [directory, .builtIn]))
        #expect(french.catalogLocale == (try ICULocale("fr")))
        #expect(try french.format("app.only").text == "Only in English")
        #expect(try french.format("slider.role.web").text == "glissière")  // the app's wins
        #expect(try french.format("slider.role.adjustable").text == "réglable")  // built-in French
        #expect(throws: LocalizationError.missingMessage("no.such")) { try french.format("no.such") }
    }
}

@Suite("The test-suite helper")
struct ExpectValidCatalogsTests {
    @Test("The project's catalogs pass in one line")
    func projectCatalogs() throws {
        let report = expectValidCatalogs(
            CatalogTests.root.appendingPathComponent("Locales").path,
            CatalogTests.root.appendingPathComponent("Examples/Locales").path,
            strict: true)
        // Every file has every message of its source: 27 built-in, 11 demo.
        let files = try CatalogTests.directories.map { directory in
            try FileManager.default.contentsOfDirectory(atPath: CatalogTests.root.appendingPathComponent(directory).path)
                .filter { $0.hasSuffix(".json") }.count
        }
        #expect(files[0] >= 19 && files[1] >= 19)
        #expect(report?.messages == files[0] * 27 + files[1] * 11)
    }

    @Test("A broken catalog fails the test with one issue a finding")
    func brokenCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"n": "{n, plural, one {# x} other {# y}}"}"#.write(
            to: folder.appendingPathComponent("en.json"), atomically: true, encoding: .utf8)
        try #"{"n": "{n, plural, one {# x} few {# y}}"}"#.write(
            to: folder.appendingPathComponent("ru.json"), atomically: true, encoding: .utf8)
        withKnownIssue {
            expectValidCatalogs(folder.path)
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.hasSuffix(
                    "error missing-other: ru n: a plural, selectordinal or select argument has no 'other' variant")
            }
        }
    }
}

@Suite("Embedded catalogs are parsed lazily")
struct LazyCatalogTests {
    @Test("Negotiating and speaking one locale parses only the files that locale looks up")
    func onlyTheNegotiatedLocale() throws {
        let directory = CatalogDirectory(path: "<test>", embedded: EmbeddedCatalogs.files)
        #expect(directory.parsedFileCount == 0)
        #expect(directory.localeTags.count == EmbeddedCatalogs.files.count)
        #expect(directory.localeTags.contains("fr"))
        #expect(directory.parsedFileCount == 0)
        let french = try #require(try directory.file(forTag: "FR"))
        #expect(french.localeTag == "fr")
        #expect(directory.parsedFileCount == 1)
        _ = try directory.file(forTag: "fr")
        #expect(directory.parsedFileCount == 1)
        #expect(try directory.files.count == EmbeddedCatalogs.files.count)
        #expect(directory.parsedFileCount == EmbeddedCatalogs.files.count)
    }

    @Test("An embedded directory equals the same files parsed at once")
    func equality() throws {
        let lazy = CatalogDirectory(path: "<test>", embedded: EmbeddedCatalogs.files)
        let eager = CatalogDirectory(path: "<test>", files: try lazy.files)
        #expect(lazy == eager)
        #expect(lazy.hashValue == eager.hashValue)
    }
}

@Suite("An embedded catalog file that does not parse is an error, never left out")
struct EmbeddedCatalogFaultTests {
    static let broken = CatalogDirectory(
        path: "<test>",
        embedded: [
            (path: "Locales/en.json", text: #"{"slider.role.web": "slider"}"#),
            (path: "Locales/fr.json", text: #"{"slider.role.web": 3}"#),
        ])

    @Test("The file's lookup and the whole listing throw the file's CatalogError, every time")
    func lookups() throws {
        #expect(try Self.broken.file(forTag: "en")?["slider.role.web"]?.pattern == "slider")
        for _ in 0..<2 {
            let error = try #require(throws: CatalogError.self) { try Self.broken.file(forTag: "fr") }
            #expect(error.code == .notACatalog)
            #expect(error.file == "Locales/fr.json")
            #expect(
                error.description
                    == #"Locales/fr.json:1: slider.role.web: expected a pattern string or {"message": …, "description": …}, got a number"#
            )
        }
        #expect(throws: CatalogError.self) { try Self.broken.files }
        #expect(Self.broken.localeTags == ["en", "fr"])
    }

    @Test("A message looked up through the broken file is a localization error naming both")
    func localization() throws {
        let french = Localization(locale: try ICULocale("fr"), catalogs: CatalogSet(directories: [Self.broken]))
        let error = try #require(throws: LocalizationError.self) { try french.format("slider.role.web") }
        #expect(error.code == .catalogFile)
        #expect(error.source == "slider.role.web")
        #expect(error.catalogError?.file == "Locales/fr.json")
        #expect(
            error.description
                == #"slider.role.web: catalog file does not parse: Locales/fr.json:1: slider.role.web: expected a pattern string or {"message": …, "description": …}, got a number"#
        )
        // English does not reach the French file: it is not an error there.
        let english = Localization(locale: try ICULocale("en"), catalogs: CatalogSet(directories: [Self.broken]))
        #expect(try english.format("slider.role.web").text == "slider")
    }

    @Test("The announcer reports it as a catalog fault, not the caller's")
    func announcer() throws {
        let catalogs = CatalogSet(directories: [Self.broken, .builtIn])
        let error = try #require(throws: AnnouncementError.self) {
            try SliderAnnouncer(
                description: SliderDescription(json: #"{"kind": "slider", "value": 0.5}"#), locale: ICULocale("fr"),
                catalogs: catalogs)
        }
        #expect(error.code == .catalogMessage)
        #expect(error.localizationError?.code == .catalogFile)
        #expect(error.localizationError?.catalogError?.code == .notACatalog)
    }
}
