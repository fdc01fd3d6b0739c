import Foundation
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// The speech form of values: currencies, units and percent named in full by ICU
/// (`speechValues` "names", the default), the display text ("display"), or plain numbers in
/// words ("spellout"); the text form keeps the display text throughout.
@Suite("Speech forms of values")
struct SpeechValuesTests {
    static let styles: [String: String] = [
        "USD": #"{"currency": "USD", "precision": 0}"#, "EUR": #"{"currency": "EUR"}"#, "percent": #"{"percent": true}"#,
        "km": #"{"unit": "length-kilometer"}"#, "spell": #"{"skeleton": ".#"}"#,
        // A percentage with a step of 0.005 (one decimal).
        "percent.#": #"{"percent": true}"#,
    ]

    static func announcer(_ locale: String, style: String, speechValues: String? = nil, step: Double = 0.5) throws
        -> SliderAnnouncer
    {
        let field = speechValues.map { #", "speechValues": "\#($0)""# } ?? ""
        let json = #"{"kind": "slider", "bounds": [0, 100], "step": \#(step), "value": 0, "valueStyle": \#(style)\#(field)}"#
        return try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(locale))
    }

    @Test(
        "Text and speech forms, written out", .pinnedToICU72,
        arguments: [
            ("en", "USD", 1, "$1", "1 US dollar"),
            ("en", "USD", 2, "$2", "2 US dollars"),
            ("en", "USD", 5, "$5", "5 US dollars"),
            ("en", "USD", 21, "$21", "21 US dollars"),
            ("en", "USD", 60, "$60", "60 US dollars"),
            ("en", "EUR", 1.5, "€1.50", "1.50 euros"),
            ("en", "percent", 0.6, "60%", "60 percent"),
            ("en", "km", 1, "1 kilometer", "1 kilometer"),
            ("en", "km", 5, "5 kilometers", "5 kilometers"),
            ("en", "spell", 60, "60", "sixty"),
            ("en", "spell", 12.5, "12.5", "twelve point five"),
            ("en", "spell", 21, "21", "twenty-one"),
            ("es", "USD", 1, "1\u{A0}US$\u{200E}", "1 dólar estadounidense"),
            ("es", "USD", 2, "2\u{A0}US$\u{200E}", "2 dólares estadounidenses"),
            ("es", "USD", 5, "5\u{A0}US$\u{200E}", "5 dólares estadounidenses"),
            ("es", "USD", 21, "21\u{A0}US$\u{200E}", "21 dólares estadounidenses"),
            ("es", "USD", 60, "60\u{A0}US$\u{200E}", "60 dólares estadounidenses"),
            ("es", "EUR", 1.5, "1,50\u{A0}€", "1,50 euros"),
            ("es", "percent", 0.6, "60\u{A0}%", "60 por ciento"),
            ("es", "km", 1, "1 kilómetro", "1 kilómetro"),
            ("es", "km", 5, "5 kilómetros", "5 kilómetros"),
            ("es", "spell", 60, "60", "sesenta"),
            ("es", "spell", 12.5, "12,5", "doce coma cinco"),
            ("es", "spell", 21, "21", "veintiuno"),
            ("pl", "USD", 1, "1\u{A0}USD", "1 dolar amerykański"),
            ("pl", "USD", 2, "2\u{A0}USD", "2 dolary amerykańskie"),
            ("pl", "USD", 5, "5\u{A0}USD", "5 dolarów amerykańskich"),
            ("pl", "USD", 21, "21\u{A0}USD", "21 dolarów amerykańskich"),
            ("pl", "USD", 60, "60\u{A0}USD", "60 dolarów amerykańskich"),
            ("pl", "EUR", 1.5, "1,50\u{A0}€", "1,50 euro"),
            ("pl", "percent", 0.6, "60%", "60 procent"),
            ("pl", "km", 1, "1 kilometr", "1 kilometr"),
            ("pl", "km", 5, "5 kilometrów", "5 kilometrów"),
            ("pl", "spell", 60, "60", "sześćdziesiąt"),
            ("pl", "spell", 12.5, "12,5", "dwanaście przecinek pięć"),
            ("pl", "spell", 21, "21", "dwadzieścia jeden"),
            ("ru", "USD", 1, "1\u{A0}$", "1 доллар США"),
            ("ru", "USD", 2, "2\u{A0}$", "2 доллара США"),
            ("ru", "USD", 5, "5\u{A0}$", "5 долларов США"),
            ("ru", "USD", 21, "21\u{A0}$", "21 доллар США"),
            ("ru", "USD", 60, "60\u{A0}$", "60 долларов США"),
            ("ru", "EUR", 1.5, "1,50\u{A0}€", "1,50 евро"),
            ("ru", "percent", 0.6, "60\u{A0}%", "60 процентов"),
            ("ru", "km", 1, "1 километр", "1 километр"),
            ("ru", "km", 5, "5 километров", "5 километров"),
            ("ru", "spell", 60, "60", "шестьдесят"),
            ("ru", "spell", 12.5, "12,5", "двенадцать целых пять десятых"),
            ("ru", "spell", 21, "21", "двадцать один"),
            ("ar", "USD", 1, "\u{200F}١\u{A0}US$\u{200E}", "١ دولار أمريكي"),
            ("ar", "USD", 2, "\u{200F}٢\u{A0}US$\u{200E}", "٢ دولار أمريكي"),
            ("ar", "USD", 5, "\u{200F}٥\u{A0}US$\u{200E}", "٥ دولار أمريكي"),
            ("ar", "USD", 21, "\u{200F}٢١\u{A0}US$\u{200E}", "٢١ دولار أمريكي"),
            ("ar", "USD", 60, "\u{200F}٦٠\u{A0}US$\u{200E}", "٦٠ دولار أمريكي"),
            ("ar", "EUR", 1.5, "\u{200F}١٫٥٠\u{A0}€", "١٫٥٠ يورو"),
            ("ar", "percent", 0.6, "٦٠٪\u{61C}", "٦٠ بالمائة"),
            // A percentage in words through the catalog's slider.value.percent, its plural form
            // chosen by the number as shown (1 %, not 100), where ICU keeps the sign (ar, ko, vi,
            // zh) and where CLDR's forms are wrong (lt, sl, sr-Latn).
            ("ar", "percent", 0.02, "٢٪\u{61C}", "٢ بالمائة"),
            ("ko", "percent", 0.5, "50%", "50퍼센트"),
            ("vi", "percent.#", 0.015, "1,5%", "1,5 phần trăm"),
            ("zh-Hans", "percent", 0.5, "50%", "百分之50"),
            ("zh-Hant", "percent", 0.21, "21%", "百分之21"),
            ("ru", "percent", 0.01, "1\u{A0}%", "1 процент"),
            ("ru", "percent", 0.03, "3\u{A0}%", "3 процента"),
            ("ru", "percent", 0.5, "50\u{A0}%", "50 процентов"),
            ("ru", "percent.#", 0.015, "1,5\u{A0}%", "1,5 процента"),
            ("lt", "percent", 0.5, "50\u{A0}%", "50 procentų"),
            ("lt", "percent.#", 0.015, "1,5\u{A0}%", "1,5 procento"),
            ("sl", "percent", 0.03, "3\u{A0}%", "3 odstotki"),
            ("sl", "percent.#", 0.015, "1,5\u{A0}%", "1,5 odstotka"),
            ("sl", "percent", 2.04, "204\u{A0}%", "204 odstotki"),
            ("sl", "percent", -0.03, "\u{2212}3\u{A0}%", "\u{2212}3 odstotki"),
            ("sr-Latn", "percent.#", 0.015, "1,5%", "1,5 odsto"),
            ("fi", "percent", 0.01, "1\u{A0}%", "1 prosentti"),
            ("ro", "percent", 0.21, "21\u{A0}%", "21 de procente"),
            ("fil", "percent", 0.04, "4%", "4 na porsyento"),
            ("bn", "percent", 0.5, "\u{9EB}\u{9E6}%", "৫০ শতাংশ"),
            ("ar", "km", 1, "١ كيلومتر", "١ كيلومتر"),
            ("ar", "km", 5, "٥ كيلومتر", "٥ كيلومتر"),
            ("ar", "spell", 60, "٦٠", "ستون"),
            ("ar", "spell", 12.5, "١٢٫٥", "إثنا عشر فاصل خمسة"),
            ("ar", "spell", 21, "٢١", "واحد وعشرون"),
            ("ja", "USD", 1, "$1", "1米ドル"),
            ("ja", "USD", 2, "$2", "2米ドル"),
            ("ja", "USD", 5, "$5", "5米ドル"),
            ("ja", "USD", 21, "$21", "21米ドル"),
            ("ja", "USD", 60, "$60", "60米ドル"),
            ("ja", "EUR", 1.5, "€1.50", "1.50ユーロ"),
            ("ja", "percent", 0.6, "60%", "60 パーセント"),
            ("ja", "km", 1, "1 キロメートル", "1 キロメートル"),
            ("ja", "km", 5, "5 キロメートル", "5 キロメートル"),
            ("ja", "spell", 60, "60", "六十"),
            ("ja", "spell", 12.5, "12.5", "十二・五"),
            ("ja", "spell", 21, "21", "二十一"),
        ] as [(String, String, Double, String, String)])
    func written(locale: String, style: String, value: Double, text: String, speech: String) throws {
        let announcer = try Self.announcer(
            locale, style: try #require(Self.styles[style]), speechValues: style == "spell" ? "spellout" : nil,
            step: style == "percent.#" ? 0.005 : 0.5)
        let content = try announcer.spokenValue(value)
        #expect(content.text == text)
        #expect(content.speech == speech)
        #expect(try announcer.valueText(value) == text)
    }

    @Test("display: the speech form is the display text without format controls", .pinnedToICU72)
    func display() throws {
        let arabic = try Self.announcer("ar", style: #"{"currency": "USD", "precision": 0}"#, speechValues: "display")
        #expect(try arabic.spokenValue(60) == LocalizedText(text: "\u{200F}٦٠\u{A0}US$\u{200E}", speech: "٦٠ US$"))
        let english = try Self.announcer("en", style: #"{"currency": "USD", "precision": 0}"#, speechValues: "display")
        #expect(try english.spokenValue(60).speech == "$60")
    }

    @Test(
        "spellout: plain numbers in words as the display rounds them; digits where words would be wrong", .pinnedToICU72,
        arguments: [
            ("en", 12.25, "12.2", "twelve point two"),  // the display's one fraction digit (half-even)
            ("en", -3, "-3", "minus three"),
            ("en", -0.0, "0", "zero"),
            ("de", 21, "21", "einundzwanzig"),  // ICU writes soft hyphens: "ein\u{AD}und\u{AD}zwanzig"
            ("km", 21, "21", "ម្ភៃមួយ"),  // ICU writes a zero-width space between the words
            (
                "en", 9_007_199_254_740_991, "9,007,199,254,740,991",
                "nine quadrillion seven trillion one hundred ninety-nine billion two hundred fifty-four million seven hundred forty thousand nine hundred ninety-one"
            ),
            ("en", 9_007_199_254_740_992, "9,007,199,254,740,992", "9,007,199,254,740,992"),  // 2^53: digits
            ("en", -18_014_398_509_481_984, "-18,014,398,509,481,984", "-18,014,398,509,481,984"),  // -2^54
            ("ur", 60, "60", "60"),  // ICU's rules for ur are English
            ("bn", 60, "৬০", "৬০"),
        ] as [(String, Double, String, String)])
    func spellout(locale: String, value: Double, text: String, speech: String) throws {
        let json = #"{"kind": "slider", "bounds": [-1e20, 1e20], "step": 0.5, "value": 0, "speechValues": "spellout"}"#
        let announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(locale))
        let content = try announcer.spokenValue(value)
        #expect(content.text == text)
        #expect(content.speech == speech)
    }

    static func counter(_ locale: String, countMessage: String? = nil, speechValues: String = "spellout") throws
        -> SliderAnnouncer
    {
        let message = countMessage.map { #", "countMessage": "\#($0)""# } ?? ""
        let json =
            #"{"kind": "range", "bounds": [0, 10], "step": 1, "value": [0, 10], "histogram": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "speechValues": "\#(speechValues)"\#(message)}"#
        return try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(locale))
    }

    @Test(
        "spellout: the count's number in words in the speech form, digits in the text form (slider.count.results)",
        .pinnedToICU72,
        arguments: [
            ("en", 0, "No results", "No results"),
            ("en", 1, "1 result", "one result"),
            ("en", 2, "2 results", "two results"),
            ("en", 12, "12 results", "twelve results"),
            ("en", 21, "21 results", "twenty-one results"),
            ("en", 186, "186 results", "one hundred eighty-six results"),
            ("en", 1234, "1,234 results", "one thousand two hundred thirty-four results"),
            ("es", 1, "1 resultado", "uno resultado"),
            ("es", 12, "12 resultados", "doce resultados"),
            ("es", 21, "21 resultados", "veintiuno resultados"),
            ("es", 186, "186 resultados", "ciento ochenta y seis resultados"),
            ("ru", 1, "1 результат", "один результат"),
            ("ru", 2, "2 результата", "два результата"),
            ("ru", 5, "5 результатов", "пять результатов"),
            ("ru", 12, "12 результатов", "двенадцать результатов"),
            ("ru", 21, "21 результат", "двадцать один результат"),
            ("ru", 186, "186 результатов", "сто восемьдесят шесть результатов"),
            ("ar", 1, "نتيجة واحدة", "نتيجة واحدة"),
            ("ar", 2, "نتيجتان", "نتيجتان"),
            ("ar", 5, "٥ نتائج", "خمسة نتائج"),
            ("ar", 12, "١٢ نتيجة", "إثنا عشر نتيجة"),
            ("ar", 21, "٢١ نتيجة", "واحد وعشرون نتيجة"),
            ("ar", 186, "١٨٦ نتيجة", "مائة وستة وثمانون نتيجة"),
            ("ja", 0, "結果なし", "結果なし"),
            ("ja", 1, "1件の結果", "一件の結果"),
            ("ja", 12, "12件の結果", "十二件の結果"),
            ("ja", 21, "21件の結果", "二十一件の結果"),
            ("ja", 186, "186件の結果", "百八十六件の結果"),
            // At 2^53 and beyond, and where ICU's rules are another language's, digits.
            ("en", 9_007_199_254_740_992, "9,007,199,254,740,992 results", "9,007,199,254,740,992 results"),
            ("ur", 12, "12 نتائج", "12 نتائج"),
            ("bn", 12, "১২টি ফলাফল", "১২টি ফলাফল"),
        ] as [(String, Int, String, String)])
    func spelledCount(locale: String, count: Int, text: String, speech: String) throws {
        let content = try Self.counter(locale).countText(count)
        #expect(content.text == text)
        #expect(content.speech == speech)
    }

    @Test(
        "spellout: a plural's offset, a plain {count} and {count, number} in the app's count message",
        arguments: [
            (
                "{count, plural, offset:1 =0 {nobody} =1 {you} other {you and # others}}", 5, "you and 4 others",
                "you and four others"
            ),
            ("{count, plural, offset:1 =0 {nobody} =1 {you} other {you and # others}}", 1, "you", "you"),
            ("{count} found", 12, "12 found", "twelve found"),
            ("{count, number} found", 12, "12 found", "twelve found"),
            ("{count, number, ::.00} found", 12, "12.00 found", "12.00 found"),  // a style of the app's own
            ("{count, plural, other {#: {count}}}", 3, "3: 3", "three: three"),
            // An ordinal has no cardinal words: its `#` keeps the digits.
            ("{count, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} stay", 2, "2nd stay", "2nd stay"),
            ("No # here: {count}", 7, "No # here: 7", "No # here: seven"),  // a `#` outside a plural is text
        ] as [(String, Int, String, String)])
    func spelledCountMessage(pattern: String, count: Int, text: String, speech: String) throws {
        let content = try Self.counter("en", countMessage: pattern).countText(count)
        #expect(content.text == text)
        #expect(content.speech == speech)
    }

    @Test("names and display keep the count's digits in the speech form; spellout's count announcement has words")
    func countDigits() throws {
        #expect(
            try Self.counter("en", speechValues: "names").countText(12) == LocalizedText(text: "12 results", speech: "12 results")
        )
        #expect(try Self.counter("ru", speechValues: "display").countText(21).speech == "21 результат")
        var announcer = try Self.counter("en")
        let result = try announcer.handle(.adjust(.increment, thumb: .lower))
        let count = try #require(result.announcements.last)
        #expect(count.kind == .count)
        #expect(count.text == "54 results")  // 55 less the first bin's 1
        #expect(count.speech == "fifty-four results")
    }

    @Test("spellout keeps names for currencies, units and percent", .pinnedToICU72)
    func spelloutKeepsNames() throws {
        let usd = try Self.announcer("en", style: #"{"currency": "USD", "precision": 0}"#, speechValues: "spellout")
        #expect(try usd.spokenValue(60).speech == "60 US dollars")
        let percent = try Self.announcer("es", style: #"{"percent": true}"#, speechValues: "spellout")
        #expect(try percent.spokenValue(0.6).speech == "60 por ciento")
    }

    @Test("The rule set is the locale's own default, %spellout-numbering; ur and bn have none of their own", .pinnedToICU72)
    func ruleSets() throws {
        let english = try #require(SpelloutFormat.shared(locale: try ICULocale("en")))
        #expect(english.ruleSet == "%spellout-numbering")
        #expect(english.rulesLocale == "en")
        #expect(SpelloutFormat.shared(locale: try ICULocale("ur")) == nil)
        #expect(SpelloutFormat.shared(locale: try ICULocale("bn")) == nil)
        #expect(SpelloutFormat.shared(locale: try ICULocale("pt-BR"))?.rulesLocale == "pt")
    }

    @Test("One spell-out format used from 8 threads at once gives what one thread gives", .pinnedToICU72)
    func threads() async throws {
        let format = try #require(SpelloutFormat.shared(locale: try ICULocale("ru")))
        let expected = (0..<200).map { format.words(decimal: String($0)) }
        let results = await withTaskGroup(of: [String?].self) { group in
            for _ in 0..<8 { group.addTask { (0..<200).map { format.words(decimal: String($0)) } } }
            var all: [[String?]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
        #expect(expected[21] == "двадцать один")
    }

    @Test(
        "Names apply to focus, value, limit and summary speech and to the value fields; the other text forms keep the display text",
        .pinnedToICU72)
    func announcements() throws {
        var announcer = try priceAnnouncer("es")
        let focus = try announcer.handle(.focus(thumb: .lower)).announcements[0]
        #expect(
            focus.text
                == "Minimum price, 60\u{A0}US$\u{200E}, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor."
        )
        #expect(
            focus.speech
                == "Minimum price, 60 dólares estadounidenses, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor."
        )
        let element = try announcer.element(.lower)
        #expect(element.valueText == "60\u{A0}US$\u{200E}")
        #expect(element.assistiveValueText == "60 dólares estadounidenses")
        // The screen reader says the changed value by itself from the field: the announcement is
        // that field, in both forms.
        let value = try announcer.handle(.adjust(.increment, thumb: .lower)).announcements[0]
        #expect(value.delivery == .screenReader)
        #expect(value.text == "65 dólares estadounidenses")
        #expect(value.speech == "65 dólares estadounidenses")
        let limit = try announcer.handle(.adjust(.end, thumb: .lower)).announcements[0]
        #expect(
            limit.speech
                == "150 dólares estadounidenses, debe quedar al menos 30 dólares estadounidenses por debajo del control «Maximum price»"
        )
        let summary = try #require(try announcer.summary())
        #expect(summary.content.speech == "de 150 dólares estadounidenses a 180 dólares estadounidenses")
        #expect(summary.content.text == "de 150\u{A0}US$\u{200E} a 180\u{A0}US$\u{200E}")
    }

    @Test("speechValues must be names, display or spellout")
    func field() throws {
        #expect(throws: SliderDescriptionError.self) {
            try SliderDescription(json: #"{"kind": "slider", "value": 0, "speechValues": "words"}"#)
        }
        #expect(try SliderDescription(json: #"{"kind": "slider", "value": 0}"#).speechValues == .names)
        #expect(
            try SliderDescription(json: #"{"kind": "slider", "value": 0, "speechValues": "display"}"#).speechValues == .display)
    }

    @Test(
        "The names skeleton of a display skeleton",
        arguments: [
            ("currency/USD precision-integer sign-negative", "currency/USD precision-integer sign-negative unit-width-full-name"),
            ("percent scale/100 sign-negative", "measure-unit/concentr-percent scale/100 sign-negative unit-width-full-name"),
            ("%x100 .#", "measure-unit/concentr-percent scale/100 .# unit-width-full-name"),
            ("measure-unit/length-meter unit-width-short", "measure-unit/length-meter unit-width-full-name"),
            ("currency/EUR unit-width-iso-code", "currency/EUR unit-width-full-name"),
        ])
    func namesSkeleton(display: String, names: String) {
        #expect(ValueTextFormatter.namesSkeleton(display) == names)
    }

    @Test("A plain skeleton has nothing to name")
    func plainSkeleton() {
        #expect(ValueTextFormatter.namesSkeleton("precision-integer sign-negative") == nil)
        #expect(ValueTextFormatter.namesSkeleton("") == nil)
    }
}
