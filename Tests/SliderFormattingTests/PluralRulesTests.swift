import SliderFormatting
import TestSupport
import Testing

/// CLDR 42's plural categories as ICU 72 selects them, one row a locale.
struct PluralRow: Sendable, CustomTestStringConvertible {
    let locale: String
    let cardinalCategories: [PluralCategory]
    let ordinalCategories: [PluralCategory]
    /// Cardinal categories of 0, 1, 1.0, 2, 5, 21, 22, 101, 1.5 (as written).
    let cardinal: [PluralCategory]
    /// Ordinal categories of 1, 2, 3, 11.
    let ordinal: [PluralCategory]
    var testDescription: String { locale }

    static let cardinalNumbers = ["0", "1", "1.0", "2", "5", "21", "22", "101", "1.5"]
    static let ordinalNumbers = ["1", "2", "3", "11"]

    private static let others4 = Array(repeating: PluralCategory.other, count: 4)
    private static let others9 = Array(repeating: PluralCategory.other, count: 9)

    static let all: [PluralRow] = [
        PluralRow(
            locale: "en-US", cardinalCategories: ["one", "other"],
            ordinalCategories: ["one", "two", "few", "other"],
            cardinal: ["other", "one", "other", "other", "other", "other", "other", "other", "other"],
            ordinal: ["one", "two", "few", "other"]),
        // Spanish `one` is n = 1, so 1.0 is one too.
        PluralRow(
            locale: "es-MX", cardinalCategories: ["one", "many", "other"], ordinalCategories: ["other"],
            cardinal: ["other", "one", "one", "other", "other", "other", "other", "other", "other"],
            ordinal: others4),
        // French `one` is i = 0,1: 0 and 1.5 too.
        PluralRow(
            locale: "fr-FR", cardinalCategories: ["one", "many", "other"],
            ordinalCategories: ["one", "other"],
            cardinal: ["one", "one", "one", "other", "other", "other", "other", "other", "one"],
            ordinal: ["one", "other", "other", "other"]),
        PluralRow(
            locale: "de-DE", cardinalCategories: ["one", "other"], ordinalCategories: ["other"],
            cardinal: ["other", "one", "other", "other", "other", "other", "other", "other", "other"],
            ordinal: others4),
        PluralRow(
            locale: "ja-JP", cardinalCategories: ["other"], ordinalCategories: ["other"],
            cardinal: others9, ordinal: others4),
        PluralRow(
            locale: "ar-EG", cardinalCategories: ["zero", "one", "two", "few", "many", "other"],
            ordinalCategories: ["other"],
            cardinal: ["zero", "one", "one", "two", "few", "many", "many", "other", "other"],
            ordinal: others4),
        PluralRow(
            locale: "he-IL", cardinalCategories: ["one", "two", "other"], ordinalCategories: ["other"],
            cardinal: ["other", "one", "other", "two", "other", "other", "other", "other", "other"],
            ordinal: others4),
        PluralRow(
            locale: "ru-RU", cardinalCategories: ["one", "few", "many", "other"],
            ordinalCategories: ["other"],
            cardinal: ["many", "one", "other", "few", "many", "one", "few", "one", "other"],
            ordinal: others4),
        PluralRow(
            locale: "pl-PL", cardinalCategories: ["one", "few", "many", "other"],
            ordinalCategories: ["other"],
            cardinal: ["many", "one", "other", "few", "many", "many", "few", "many", "other"],
            ordinal: others4),
        PluralRow(
            locale: "hi-IN", cardinalCategories: ["one", "other"],
            ordinalCategories: ["one", "two", "few", "many", "other"],
            cardinal: ["one", "one", "one", "other", "other", "other", "other", "other", "other"],
            ordinal: ["one", "two", "two", "other"]),
        PluralRow(
            locale: "zh-Hans-CN", cardinalCategories: ["other"], ordinalCategories: ["other"],
            cardinal: others9, ordinal: others4),
        PluralRow(
            locale: "pt-BR", cardinalCategories: ["one", "many", "other"], ordinalCategories: ["other"],
            cardinal: ["one", "one", "one", "other", "other", "other", "other", "other", "one"],
            ordinal: others4),
    ]
}

@Suite("PluralRules: CLDR categories from ICU")
struct PluralRulesTests {
    @Test("Categories and selection in each locale", .pinnedToICU72, arguments: PluralRow.all)
    func locale(row: PluralRow) throws {
        let locale = try ICULocale(row.locale)
        let cardinal = try PluralRules.shared(locale: locale, kind: .cardinal)
        let ordinal = try PluralRules.shared(locale: locale, kind: .ordinal)
        #expect(cardinal.categories == row.cardinalCategories)
        #expect(ordinal.categories == row.ordinalCategories)
        #expect(try PluralRow.cardinalNumbers.map { try cardinal.category(ofDecimal: $0) } == row.cardinal)
        #expect(try PluralRow.ordinalNumbers.map { try ordinal.category(ofDecimal: $0) } == row.ordinal)
    }

    @Test("Integer-valued doubles select as integers")
    func doubles() throws {
        let english = try PluralRules.shared(locale: ICULocale("en"), kind: .cardinal)
        #expect(try english.category(of: 1) == "one")
        #expect(try english.category(of: 1.0) == "one")
        #expect(try english.category(of: 1.5) == "other")
        #expect(try english.category(of: .nan) == "other")
        #expect(try english.category(ofDecimal: "1") == "one")
        #expect(try english.category(ofDecimal: "1.0") == "other")
    }

    @Test("A number selects as its formatter writes it")
    func formatted() throws {
        let locale = try ICULocale("en")
        let english = try PluralRules.shared(locale: locale, kind: .cardinal)
        let twoDigits = try NumberFormat.shared(skeleton: ".00", locale: locale)
        let integer = try NumberFormat.shared(skeleton: "precision-integer", locale: locale)
        #expect(try english.category(of: 1, formattedWith: twoDigits) == "other")
        #expect(try english.category(of: 1, formattedWith: integer) == "one")
        #expect(try english.category(of: 1.2, formattedWith: integer) == "one")
    }

    @Test(
        "Exponents and signs as written",
        arguments: [
            ("fr", "1e6", "many"), ("fr", "1000000", "many"), ("fr", "1.0e6", "many"),
            ("fr", "1000", "other"), ("ru", "-21", "one"), ("en", "1.50e-1", "other"),
            ("en", "10e-1", "other"),
        ])
    func written(locale: String, number: String, category: String) throws {
        let rules = try PluralRules.shared(locale: ICULocale(locale), kind: .cardinal)
        #expect(try rules.category(ofDecimal: number) == PluralCategory(rawValue: category))
    }

    @Test("Text that is not a JSON number is an error", arguments: ["nan", "1.", "one"])
    func invalid(text: String) throws {
        let rules = try PluralRules.shared(locale: ICULocale("en"), kind: .cardinal)
        #expect(throws: FormattingError.invalidNumber(text)) { try rules.category(ofDecimal: text) }
    }

    @Test("Samples come from ICU, duplicates removed")
    func samples() throws {
        let english = try PluralRules.shared(locale: ICULocale("en"), kind: .cardinal)
        #expect(english.samples(of: "one") == [1])
        // ICU lists integer samples only when a category has any (not CLDR's 0.0~1.5).
        #expect(
            english.samples(of: "other")
                == [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 100, 1000, 10000, 100000, 1_000_000])
        #expect(english.samples(of: "few") == [])
        let russian = try PluralRules.shared(locale: ICULocale("ru"), kind: .cardinal)
        #expect(russian.samples(of: "other") == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.1, 1.2, 1.3, 1.4, 1.5])
        // CLDR's "1c6" and 1000000 are one double: ICU lists it twice; here it is once.
        let french = try PluralRules.shared(locale: ICULocale("fr"), kind: .cardinal)
        #expect(french.samples(of: "many") == [1_000_000, 2_000_000, 3_000_000, 4_000_000, 5_000_000, 6_000_000])
    }

    @Test(
        "Integers in a category",
        arguments: [
            ("fr", "many", [Int]()), ("fr", "one", [0, 1]), ("ar", "two", [2]), ("ar", "zero", [0]),
            ("en", "few", []), ("ru", "few", [2, 3, 4, 22, 23, 24]),
        ])
    func integers(locale: String, category: String, integers: [Int]) throws {
        let rules = try PluralRules.shared(locale: ICULocale(locale), kind: .cardinal)
        #expect(rules.integers(in: PluralCategory(rawValue: category), upTo: 30) == integers)
    }

    @Test("Integers up to 999 by default")
    func integersDefault() throws {
        let russian = try PluralRules.shared(locale: ICULocale("ru"), kind: .cardinal)
        let one = russian.integers(in: "one")
        #expect(one.first == 1)
        #expect(one.last == 991)
        #expect(one.count == 90)
    }
}
