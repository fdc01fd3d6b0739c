import SliderFormatting
import TestSupport
import Testing

/// What ICU 72 (CLDR 42) writes, one row a locale. Invisible characters are escaped:
/// U+00A0 no-break space, U+202F narrow no-break space, U+200F right-to-left mark,
/// U+200E left-to-right mark, U+061C Arabic letter mark.
struct CurrencyRow: Sendable, CustomTestStringConvertible {
    let locale: String
    let usd: String  // 1234.5 USD
    let eur: String  // 1234.5 EUR
    let jpy: String  // 1234.5 JPY: no fraction digits, rounded half to even
    var testDescription: String { locale }

    static let all: [CurrencyRow] = [
        CurrencyRow(locale: "en-US", usd: "$1,234.50", eur: "€1,234.50", jpy: "¥1,234"),
        CurrencyRow(
            locale: "es-MX", usd: "USD\u{A0}1,234.50", eur: "EUR\u{A0}1,234.50", jpy: "JPY\u{A0}1,234"),
        CurrencyRow(
            locale: "fr-FR", usd: "1\u{202F}234,50\u{A0}$US", eur: "1\u{202F}234,50\u{A0}€",
            jpy: "1\u{202F}234\u{A0}JPY"),
        CurrencyRow(locale: "de-DE", usd: "1.234,50\u{A0}$", eur: "1.234,50\u{A0}€", jpy: "1.234\u{A0}¥"),
        CurrencyRow(locale: "ja-JP", usd: "$1,234.50", eur: "€1,234.50", jpy: "￥1,234"),
        CurrencyRow(
            locale: "ar-EG", usd: "\u{200F}١٬٢٣٤٫٥٠\u{A0}US$", eur: "\u{200F}١٬٢٣٤٫٥٠\u{A0}€",
            jpy: "\u{200F}١٬٢٣٤\u{A0}JP¥"),
        CurrencyRow(
            locale: "he-IL", usd: "\u{200F}1,234.50\u{A0}\u{200F}$", eur: "\u{200F}1,234.50\u{A0}\u{200F}€",
            jpy: "\u{200F}1,234\u{A0}\u{200F}¥"),
        CurrencyRow(
            locale: "ru-RU", usd: "1\u{A0}234,50\u{A0}$", eur: "1\u{A0}234,50\u{A0}€", jpy: "1\u{A0}234\u{A0}¥"),
        // Polish does not group a four-digit number.
        CurrencyRow(locale: "pl-PL", usd: "1234,50\u{A0}USD", eur: "1234,50\u{A0}€", jpy: "1234\u{A0}JPY"),
        CurrencyRow(locale: "hi-IN", usd: "$1,234.50", eur: "€1,234.50", jpy: "JP¥1,234"),
        CurrencyRow(locale: "zh-Hans-CN", usd: "US$1,234.50", eur: "€1,234.50", jpy: "JP¥1,234"),
        CurrencyRow(
            locale: "pt-BR", usd: "US$\u{A0}1.234,50", eur: "€\u{A0}1.234,50", jpy: "JP¥\u{A0}1.234"),
    ]
}

struct MeasureRow: Sendable, CustomTestStringConvertible {
    let locale: String
    let percent: String  // 0.605 with step 0.005
    let negativePercent: String  // -0.25 (as a decimal text)
    let fiveKilometers: String
    let oneKilometer: String
    let range: String  // 60…180 USD, precision-integer
    var testDescription: String { locale }

    static let all: [MeasureRow] = [
        MeasureRow(
            locale: "en-US", percent: "60.5%", negativePercent: "-25%",
            fiveKilometers: "5 kilometers", oneKilometer: "1 kilometer", range: "$60 – $180"),
        MeasureRow(
            locale: "es-MX", percent: "60.5%", negativePercent: "-25%",
            fiveKilometers: "5 kilómetros", oneKilometer: "1 kilómetro", range: "USD\u{A0}60-180"),
        MeasureRow(
            locale: "fr-FR", percent: "60,5\u{A0}%", negativePercent: "-25\u{A0}%",
            fiveKilometers: "5\u{A0}kilomètres", oneKilometer: "1\u{A0}kilomètre",
            range: "60–180\u{A0}$US"),
        MeasureRow(
            locale: "de-DE", percent: "60,5\u{A0}%", negativePercent: "-25\u{A0}%",
            fiveKilometers: "5 Kilometer", oneKilometer: "1 Kilometer", range: "60–180\u{A0}$"),
        MeasureRow(
            locale: "ja-JP", percent: "60.5%", negativePercent: "-25%",
            fiveKilometers: "5 キロメートル", oneKilometer: "1 キロメートル", range: "$60 ～ $180"),
        MeasureRow(
            locale: "ar-EG", percent: "٦٠٫٥٪\u{61C}", negativePercent: "\u{61C}-٢٥٪\u{61C}",
            fiveKilometers: "٥ كيلومتر", oneKilometer: "١ كيلومتر", range: "\u{200F}٦٠–١٨٠\u{A0}US$"),
        // Hebrew puts the number after the singular unit.
        MeasureRow(
            locale: "he-IL", percent: "60.5%", negativePercent: "\u{200E}-25%",
            fiveKilometers: "5 קילומטרים", oneKilometer: "קילומטר 1",
            range: "\u{200F}60–180\u{A0}\u{200F}$"),
        MeasureRow(
            locale: "ru-RU", percent: "60,5\u{A0}%", negativePercent: "-25\u{A0}%",
            fiveKilometers: "5 километров", oneKilometer: "1 километр", range: "60–180\u{A0}$"),
        MeasureRow(
            locale: "pl-PL", percent: "60,5%", negativePercent: "-25%",
            fiveKilometers: "5 kilometrów", oneKilometer: "1 kilometr", range: "60–180\u{A0}USD"),
        MeasureRow(
            locale: "hi-IN", percent: "60.5%", negativePercent: "-25%",
            fiveKilometers: "5 किलोमीटर", oneKilometer: "1 किलोमीटर", range: "$60 – $180"),
        MeasureRow(
            locale: "zh-Hans-CN", percent: "60.5%", negativePercent: "-25%",
            fiveKilometers: "5公里", oneKilometer: "1公里", range: "US$60-180"),
        MeasureRow(
            locale: "pt-BR", percent: "60,5%", negativePercent: "-25%",
            fiveKilometers: "5 quilômetros", oneKilometer: "1 quilômetro", range: "US$\u{A0}60–180"),
    ]
}

@Suite("NumberFormat: currency, percent and units per locale (ICU 72, CLDR 42)")
struct NumberFormatTests {
    @Test("Currency in each locale", .pinnedToICU72, arguments: CurrencyRow.all)
    func currency(row: CurrencyRow) throws {
        let locale = try ICULocale(row.locale)
        func format(_ code: String) throws -> String {
            try NumberFormat.shared(style: .currency(code: code, precision: nil), locale: locale)
                .format(1234.5)
        }
        #expect(try format("USD") == row.usd)
        #expect(try format("EUR") == row.eur)
        #expect(try format("JPY") == row.jpy)
    }

    @Test("Percent, units and a currency range in each locale", .pinnedToICU72, arguments: MeasureRow.all)
    func measures(row: MeasureRow) throws {
        let locale = try ICULocale(row.locale)
        let percent = try NumberFormat.shared(style: .percent(step: 0.005), locale: locale)
        #expect(try percent.format(0.605) == row.percent)
        let plainPercent = try NumberFormat.shared(style: .percent(step: 0), locale: locale)
        #expect(try plainPercent.format(decimal: "-0.25") == row.negativePercent)
        let kilometers = try NumberFormat.shared(
            style: .unit("length-kilometer", step: 0), locale: locale)
        #expect(try kilometers.format(5) == row.fiveKilometers)
        #expect(try kilometers.format(1) == row.oneKilometer)
        let range = try NumberRangeFormat.shared(
            style: .currency(code: "USD", precision: 0), locale: locale)
        #expect(try range.format(60, 180) == row.range)
    }

    @Test(
        "Plain numbers show at most the step's digits",
        arguments: [(1.5, "1.5"), (1.75, "1.75"), (2, "2"), (1.125, "1.12"), (1234.5, "1,234.5")])
    func plain(value: Double, text: String) throws {
        let format = try NumberFormat.shared(style: .plain(step: 0.25), locale: ICULocale("en-US"))
        #expect(try format.format(value) == text)
    }

    @Test(
        "Decimal text is formatted exactly (precision-unlimited drops trailing zeros)",
        arguments: [
            ("1234.50", "1,234.5"), ("-3.25", "-3.25"), ("1e6", "1,000,000"),
            ("0.1", "0.1"), ("12345678901234567890.125", "12,345,678,901,234,567,890.125"),
        ])
    func decimal(text: String, formatted: String) throws {
        let format = try NumberFormat.shared(skeleton: "precision-unlimited", locale: ICULocale("en-US"))
        #expect(try format.format(decimal: text) == formatted)
    }

    @Test("Output longer than the first buffer comes back whole")
    func longOutput() throws {
        let digits = String(repeating: "9", count: 999)
        let format = try NumberFormat.shared(skeleton: "group-auto", locale: ICULocale("fr-FR"))
        let text = try format.format(decimal: digits)
        // 999 digits in 333 groups of three, joined by U+202F.
        #expect(text == Array(repeating: "999", count: 333).joined(separator: "\u{202F}"))
        #expect(text.unicodeScalars.count == 1_331)
    }

    @Test("The same formatter is shared for the same locale and skeleton")
    func shared() throws {
        let locale = try ICULocale("en-US")
        let first = try NumberFormat.shared(skeleton: "currency/USD", locale: locale)
        let second = try NumberFormat.shared(style: .currency(code: "USD", precision: nil), locale: locale)
        #expect(first === second)
        #expect(first.skeleton == "currency/USD")
        #expect(first.locale == locale)
    }
}

@Suite("Formatting errors")
struct FormattingErrorTests {
    @Test("Currency codes ICU does not know are rejected", arguments: ["QQQ", "US", "usd", "", "USDX"])
    func unknownCurrency(code: String) throws {
        let locale = try ICULocale("en-US")
        #expect(throws: FormattingError.unknownCurrency(code)) {
            try NumberFormat.shared(style: .currency(code: code, precision: nil), locale: locale)
        }
        #expect(throws: FormattingError.unknownCurrency(code)) {
            try NumberRangeFormat.shared(style: .currency(code: code, precision: nil), locale: locale)
        }
    }

    @Test("Historic ISO codes ICU knows are accepted")
    func historicCurrency() throws {
        let format = try NumberFormat.shared(
            style: .currency(code: "DEM", precision: nil), locale: ICULocale("de-DE"))
        #expect(try format.format(1) == "1,00\u{A0}DM")
    }

    @Test("A lower-case code is rejected with a hint")
    func lowerCaseHint() {
        #expect(
            FormattingError.unknownCurrency("usd").description
                == "'usd' is not an ISO 4217 currency code (codes are upper case: 'USD')")
        #expect(
            FormattingError.unknownCurrency("QQQ").description
                == "'QQQ' is not an ISO 4217 currency code ICU knows")
    }

    @Test("A bad skeleton carries ICU's error name")
    func badSkeleton() throws {
        let locale = try ICULocale("en-US")
        let thrown = #expect(throws: FormattingError.self) {
            try NumberFormat.shared(skeleton: "precision-bogus", locale: locale)
        }
        guard let error = thrown, error.code == .invalidSkeleton, let icu = error.icuError else {
            Issue.record("expected invalidSkeleton, got \(String(describing: thrown))")
            return
        }
        #expect(error.input == "precision-bogus")
        #expect(icu.name == "U_NUMBER_SKELETON_SYNTAX_ERROR")
        #expect(icu.code == 65811)
        #expect(icu.operation == "unumf_openForSkeletonAndLocale")
        #expect(
            error.description
                == "'precision-bogus' is not a valid ICU number skeleton (U_NUMBER_SKELETON_SYNTAX_ERROR)")
        // Failures are cached: the second call fails the same way.
        #expect(throws: error) { try NumberFormat.shared(skeleton: "precision-bogus", locale: locale) }
        #expect(throws: FormattingError.self) {
            try NumberRangeFormat.shared(skeleton: "precision-bogus", locale: locale)
        }
    }

    @Test("An unknown unit is a bad skeleton")
    func unknownUnit() throws {
        #expect(throws: FormattingError.self) {
            try NumberFormat.shared(style: .unit("length-furlongish", step: 0), locale: ICULocale("en"))
        }
    }

    @Test("Decimal text that is not a JSON number is rejected", arguments: ["nan", "inf", "1.", "0x10", "", "1e999999999"])
    func invalidNumber(text: String) throws {
        let format = try NumberFormat.shared(skeleton: "", locale: ICULocale("en-US"))
        #expect(throws: FormattingError.invalidNumber(text)) { try format.format(decimal: text) }
    }
}
