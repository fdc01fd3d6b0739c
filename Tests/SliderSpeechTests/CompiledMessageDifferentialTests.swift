import Foundation
import SliderFormatting
import Testing

@testable import SliderSpeech

/// The one fast path (``CompiledMessage``) held to ICU's MessageFormat: every message of the
/// built-in catalogs (`Locales/`) and of the example catalogs (`Examples/Locales/`), in every
/// locale each is written for, with every number ICU gives as a sample of each plural category
/// of that locale, the `=N` values of the message, and texts of every direction, quoting
/// characters, controls and nothing at all. A text is given to MessageFormat isolated exactly
/// where the compiled form isolates it, so any difference is the compiled form's; the speech
/// form is held to MessageFormat's text with each argument's speech form, in its speech form.
@Suite("Compiled messages agree with ICU MessageFormat")
struct CompiledMessageDifferentialTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The catalogs: the built-in ones and the examples'.
    static let directories: [(name: String, directory: CatalogDirectory)] = [
        ("Locales", .builtIn),
        ("Examples/Locales", try! CatalogDirectory.load(from: root.appendingPathComponent("Examples/Locales").path)),
    ]

    /// Texts for plain arguments, each with a speech form of its own where it has one.
    static let texts: [(text: String, speech: String)] = [
        ("Minimum price", "Minimum price"),
        ("السعر الأدنى ٦٠", "السعر الأدنى ٦٠"),
        ("60 $ שקל", "60 dollars"),
        ("it's '{x}' '' # {0}", "it's '{x}' '' # {0}"),
        ("\u{202E}evil\u{2066}\n\t\u{0}\u{200F}\u{A0}x\u{2028}y\u{61C}", "evil x y"),
        ("\u{2068}\u{200F}٦٠\u{A0}US$\u{200E}\u{2069}", "٦٠ دولار أمريكي"),
        ("", ""),
    ]

    /// Numbers for plain arguments and plurals besides the locale's samples.
    static let numbers: [Double] = [
        0, 1, 2, 3, 5, 11, 21, 22, 100, 101, 1_000, 1_234, 12_345.5, 1_000_000, -1, -2.5, -0.0, 0.5, 1.5, 0.25, 1.0005,
        2.999_9, 1e15, 123_456_789.125,
    ]

    /// The numbers a plural of `pattern` in `locale` is tried with: ICU's samples of every
    /// category, the explicit values, and ``numbers``.
    static func pluralNumbers(_ pattern: String, locale: ICULocale) throws -> [Double] {
        let rules = try PluralRules.shared(locale: locale, kind: .cardinal)
        var found = numbers
        for category in rules.categories { found += rules.samples(of: category) }
        for argument in try ParsedMessage(pattern: pattern).arguments {
            for variant in argument.variants where variant.selector.hasPrefix("=") {
                if let value = Double(variant.selector.dropFirst()) { found += [value, value + 1] }
            }
        }
        var seen = Set<Double>()
        return found.filter { seen.insert($0).inserted || ($0 == 0 && $0.sign == .minus) }
    }

    /// The arguments of one formatting: by slot, what the compiled form gets and what
    /// MessageFormat gets for the text form and for the speech form.
    struct Case {
        var compiled: [CompiledMessage.Value] = []
        var text: [String: MessageFormat.Value] = [:]
        var speech: [String: MessageFormat.Value] = [:]
    }

    /// Compares one formatting; returns whether the compiled form answered.
    @discardableResult
    static func compare(
        _ compiled: CompiledMessage, _ icu: MessageFormat, _ arguments: Case, _ context: @autoclosure () -> String
    ) throws -> Bool {
        let formatted = compiled.format({ arguments.compiled[$0] })
        let expectedText = try icu.format(arguments.text)
        let expectedSpeech = SpeechText.speechForm(of: try icu.format(arguments.speech))
        guard let formatted else {
            Issue.record("not compiled at format time: \(context())")
            return false
        }
        #expect(Array(formatted.text.utf8) == Array(expectedText.utf8), "\(context())")
        #expect(Array(formatted.speech.utf8) == Array(expectedSpeech.utf8), "\(context())")
        return true
    }

    /// Every message of `directory`, in each of its locales: compiled, and as MessageFormat
    /// writes it for every combination tried. Returns the messages and formattings compared.
    static func compareAll(_ directory: CatalogDirectory, name: String) throws -> (messages: Int, formattings: Int) {
        var messages = 0
        var formattings = 0
        for file in try directory.files {
            let localization = Localization(locale: try ICULocale(file.localeTag), catalogs: CatalogSet(directories: [directory]))
            let locale = localization.formattingLocale
            // The amount's name is asked twice per value style, never per announcement: a select,
            // which MessageFormat formats.
            for id in file.ids where id != AmountNames.id {
                let pattern = try #require(file[id]).pattern
                let icu = try MessageFormat(pattern: pattern, locale: locale)
                guard let compiled = CompiledMessage.compiled(pattern: pattern, locale: locale) else {
                    Issue.record("\(name)/\(file.localeTag).json \(id) is not compiled: \(pattern)")
                    continue
                }
                messages += 1
                let plurals = Set(
                    try ParsedMessage(pattern: pattern).arguments.compactMap { argument -> String? in
                        if case .plural = argument.kind { return argument.name }
                        return nil
                    })
                let pluralNumbers = try Self.pluralNumbers(pattern, locale: locale)
                // Enough rounds that every text and number meets every slot.
                let rounds =
                    compiled.names.isEmpty ? 1 : max(pluralNumbers.count, texts.count + numbers.count) + compiled.names.count
                for round in 0..<rounds {
                    var arguments = Case()
                    for (slot, name) in compiled.names.enumerated() {
                        let pick = round + slot * 3
                        if plurals.contains(name) {
                            let number = pluralNumbers[pick % pluralNumbers.count]
                            arguments.compiled.append(.number(number))
                            arguments.text[name] = .number(number)
                            arguments.speech[name] = .number(number)
                        } else if pick % (texts.count + numbers.count) >= texts.count {
                            let number = numbers[pick % (texts.count + numbers.count) - texts.count]
                            arguments.compiled.append(.number(number))
                            arguments.text[name] = .number(number)
                            arguments.speech[name] = .number(number)
                        } else {
                            let given = texts[pick % (texts.count + numbers.count)]
                            let argument = localization.argument(.spoken(LocalizedText(text: given.text, speech: given.speech)))
                            guard case .text(_, _, let isolated) = argument else { throw CancellationError() }
                            arguments.compiled.append(argument)
                            arguments.text[name] = .string(isolated ? BidiIsolation.isolate(given.text) : given.text)
                            arguments.speech[name] = .string(given.speech)
                        }
                    }
                    try compare(compiled, icu, arguments, "\(name)/\(file.localeTag).json \(id) round \(round)")
                    formattings += 1
                }
            }
        }
        return (messages, formattings)
    }

    @Test("Every message of the built-in and example catalogs, in every locale", arguments: [0, 1])
    func everyCatalogMessage(directory index: Int) throws {
        let (name, directory) = Self.directories[index]
        let (messages, formattings) = try Self.compareAll(directory, name: name)
        // Every message counted: the test cannot pass by comparing none.
        let expected = try directory.files.reduce(0) { $0 + $1.ids.filter { $0 != AmountNames.id }.count }
        #expect(messages == expected, "\(name)")
        #expect(messages > 0 && formattings > messages * 5, "\(name): \(messages) messages, \(formattings) formattings")
    }

    @Test("A plural of every shape, in locales of every plural system, on ICU's samples and more")
    func pluralShapes() throws {
        let patterns = [
            "{count, plural, =0 {No stays} one {# stay} other {# stays}}",
            "Found: {n, plural, offset:1 =0 {none} =1 {you} one {you and # other} other {you and # others ({n} in all)}}!",
            "{n, plural, one {'#' is # '{'x'}'} other {'''#''' {n} # it''s}} {n}",
            "{a, plural, other {{b, plural, one {# b of {a}} other {# bs, # of {a}}}}}",
            "{n, plural, zero {z #} one {o #} two {t #} few {f #} many {m #} other {x #}} {label}",
            "{n, plural, =1.5 {one and a half} =-1 {minus one} =0 {none} other {#}}",
            "{n, plural, one {#} other {#}}{n, plural, one {!} other {?}}",
            "{n, plural, other {}}",
        ]
        let locales = ["en", "ar-EG", "ru", "pl", "cs", "fr", "lv", "ga", "cy", "sl", "ja", "he", "fa", "bn", "hi-IN", "pt-PT"]
        var compared = 0
        for tag in locales {
            let locale = try ICULocale(tag)
            let localization = Localization(locale: locale)
            for pattern in patterns {
                let icu = try MessageFormat(pattern: pattern, locale: locale)
                let compiled = try #require(CompiledMessage.compiled(pattern: pattern, locale: locale), "\(pattern)")
                let numbers = try Self.pluralNumbers(pattern, locale: locale)
                for (index, number) in numbers.enumerated() {
                    var arguments = Case()
                    for name in compiled.names {
                        if name == "label" {
                            let argument = localization.argument(.text("Prix"))
                            guard case .text(_, _, let isolated) = argument else { throw CancellationError() }
                            arguments.compiled.append(argument)
                            arguments.text[name] = .string(isolated ? BidiIsolation.isolate("Prix") : "Prix")
                            arguments.speech[name] = .string("Prix")
                        } else {
                            // A second plural gets another sample, so the two vary apart.
                            let value = name == "b" ? numbers[(index * 7 + 3) % numbers.count] : number
                            arguments.compiled.append(.number(value))
                            arguments.text[name] = .number(value)
                            arguments.speech[name] = .number(value)
                        }
                    }
                    if try Self.compare(compiled, icu, arguments, "\(tag) \(pattern) \(number)") { compared += 1 }
                }
            }
        }
        #expect(compared > locales.count * patterns.count * 20)
    }

    @Test("Prepared messages: named arguments of every kind, bound ones, through the compiled form")
    func preparedMessages() throws {
        for tag in ["en", "ar", "he", "ja", "de", "ru", "fa"] {
            let localization = Localization(locale: try ICULocale(tag))
            for platform in ["ios", "android", "web"] {
                let id = "slider.spoken.\(platform)"
                let pattern = try #require(try localization.pattern(id))
                let icu = try MessageFormat(pattern: pattern, locale: localization.formattingLocale)
                let bound = try localization.prepare(id).binding(["role": .catalogText("ROLE"), "hint": .catalogText("HINT")])
                #expect(bound.compiled != nil)
                for given in Self.texts {
                    let value = LocalizedText(text: "$60", speech: "60 dollars")
                    let formatted = try bound.format(["label": .text(given.text), "value": .spoken(value)])
                    let expected = try icu.format([
                        "label": .string(localization.isolatedIfNeeded(given.text)),
                        "value": .string(localization.isolatedIfNeeded("$60")), "role": .string("ROLE"),
                        "hint": .string("HINT"),
                    ])
                    let expectedSpeech = try icu.format([
                        "label": .string(given.text), "value": .string("60 dollars"), "role": .string("ROLE"),
                        "hint": .string("HINT"),
                    ])
                    #expect(formatted.text == expected, "\(tag) \(id) \(given.text)")
                    #expect(formatted.speech == SpeechText.speechForm(of: expectedSpeech), "\(tag) \(id) \(given.text)")
                }
            }
            // A number given to a plain argument, as the tick position gives one.
            let position = try localization.format("slider.tick.position", ["position": .number(1_234), "count": .number(2)])
            let pattern = try #require(try localization.pattern("slider.tick.position"))
            let icu = try MessageFormat(pattern: pattern, locale: localization.formattingLocale)
            #expect(position.text == (try icu.format(["position": .number(1_234), "count": .number(2)])), "\(tag)")
        }
    }
}
