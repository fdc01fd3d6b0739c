import SliderCore
import SliderFormatting
import TestSupport
import Testing

@Suite("ICULocale: BCP 47 tags ICU has data for (the LocalesAndPlurals article)")
struct ICULocaleTests {
    @Test(
        "Tags are canonicalized", .pinnedToICU72,
        arguments: [
            ("en", "en"),
            ("EN-us", "en-US"),
            ("zh-hant-tw", "zh-Hant-TW"),
            ("ZH-hans-cn", "zh-Hans-CN"),
            ("es-419", "es-419"),
            ("iw", "he"),  // deprecated code: ICU gives its replacement
            ("mo", "ro"),
            ("in", "id"),
            ("sr-latn", "sr-Latn"),
            ("en-u-nu-arab", "en-u-nu-arab"),
            ("fil", "fil"),
        ])
    func canonical(tag: String, identifier: String) throws {
        #expect(try ICULocale(tag).identifier == identifier)
    }

    @Test(
        "What is not a locale ICU has data for is rejected",
        arguments: [
            "english",  // well-formed (a 7-letter language subtag), but no such language
            "xx-YY", "../../etc/passwd", "", "en_US", "en-", "123", "und", "x-private", "tlh",
            "qaa", "en--US", "en US", "en\u{0}", "ar-EG-",
        ])
    func rejected(tag: String) {
        #expect(throws: FormattingError.invalidLocale(tag)) { try ICULocale(tag) }
    }

    @Test("The error names the tag")
    func errorText() {
        #expect(
            FormattingError.invalidLocale("xx-YY").description
                == "'xx-YY' is not a locale ICU has data for (expected a BCP 47 tag such as en-US)")
    }

    @Test(
        "Likely subtags fill in script and region",
        arguments: [
            ("zh-TW", "zh-Hant-TW"), ("zh", "zh-Hans-CN"), ("en", "en-Latn-US"),
            ("ar", "ar-Arab-EG"), ("sr", "sr-Cyrl-RS"), ("pt", "pt-Latn-BR"),
        ])
    func maximized(tag: String, maximized: String) throws {
        #expect(try ICULocale(tag).maximized.identifier == maximized)
    }

    @Test("The language is the first subtag", arguments: [("zh-Hant-TW", "zh"), ("iw-IL", "he"), ("es-419", "es")])
    func language(tag: String, language: String) throws {
        #expect(try ICULocale(tag).language == language)
    }

    @Test(
        "Direction comes from ICU",
        arguments: [
            ("ar", LayoutDirection.rightToLeft), ("ar-EG", .rightToLeft), ("he", .rightToLeft),
            ("fa", .rightToLeft), ("ur", .rightToLeft), ("en", .leftToRight),
            ("ja", .leftToRight), ("zh-Hant-TW", .leftToRight), ("az-Arab", .rightToLeft),
        ])
    func direction(tag: String, direction: LayoutDirection) throws {
        #expect(try ICULocale(tag).direction == direction)
    }

    static let available = [
        "en", "es", "fr", "de", "it", "pt-BR", "ja", "zh-Hans", "zh-Hant", "ko", "ru", "pl", "uk",
        "ar", "he", "hi", "tr",
    ]

    @Test(
        "Negotiation follows ICU's locale matcher, else the fallback", .pinnedToICU72,
        arguments: [
            ("es-MX", "es"), ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-CN", "zh-Hans"),
            ("zh", "zh-Hans"), ("pt-PT", "pt-BR"), ("pt", "pt-BR"), ("de-CH", "de"),
            ("en-GB", "en"), ("fi", "en"), ("ar-EG", "ar"), ("he-IL", "he"), ("fr-CA", "fr"),
            ("nb", "en"), ("ja-JP", "ja"), ("uk-UA", "uk"),
        ])
    func negotiate(requested: String, expected: String) throws {
        let available = try Self.available.map(ICULocale.init)
        let chosen = ICULocale.negotiate(
            try ICULocale(requested), available: available, fallback: try ICULocale("en"))
        #expect(chosen.identifier == expected)
    }

    @Test("With nothing available, the fallback is the answer")
    func negotiateEmpty() throws {
        let chosen = ICULocale.negotiate(
            try ICULocale("fr"), available: [], fallback: try ICULocale("en"))
        #expect(chosen.identifier == "en")
    }

    @Test("ICU and CLDR versions are reported", .pinnedToICU72)
    func versions() {
        #expect(ICUInfo.icuVersion.hasPrefix("72."))
        #expect(ICUInfo.cldrVersion == "42.0")
        #expect(ICUInfo.unicodeVersion == "15.0")
    }
}
