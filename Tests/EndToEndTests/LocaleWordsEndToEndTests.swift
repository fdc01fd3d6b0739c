import Foundation
import TestSupport
import Testing

/// What each platform's screen reader says on focus, and a limit, in 22 locales (the 17 of the
/// original catalog and five new ones, two of them right to left), through the built binary.
/// The expected sentences are the catalogs' own patterns filled by hand with the catalogs'
/// words and ICU's number (`slider-speech format --skeleton precision-integer 60 100`): label
/// "demo.price.minimum" of Examples/Locales, the value 60, then the upper bound 100 refused.
@Suite("Each locale's platform words, end to end")
struct LocaleWordsEndToEndTests {
    static let spec = #"{"kind": "slider", "bounds": [0, 100], "step": 1, "value": 60, "label": {"key": "demo.price.minimum"}}"#

    /// Locale, then the iOS, Android and web focus sentences and the limit at the upper bound.
    static let expected: [(String, String, String, String, String)] = [
        (
            "en", "Minimum price, 60, adjustable. Swipe up or down with one finger to adjust the value.",
            "Minimum price, 60, slider. \"Swipe up\" or \"Swipe down\" to adjust", "Minimum price, slider, 60", "100, highest"
        ),
        (
            "es", "Precio mínimo, 60, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
            "Precio mínimo, 60, control deslizante. Haz los gestos Deslizar hacia arriba o Deslizar hacia abajo para ajustar",
            "Precio mínimo, deslizador, 60", "100, máximo"
        ),
        (
            "fr", "Prix minimum, 60, réglable. Balayez vers le haut ou vers le bas avec un doigt pour régler la valeur.",
            "Prix minimum, 60, curseur. \"Balayer l'écran vers le haut\" ou \"Balayer l'écran vers le bas\" pour ajuster",
            "Prix minimum, potentiomètre, 60", "100, maximum"
        ),
        (
            "de", "Mindestpreis, 60, einstellbar. Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
            "Mindestpreis, 60, Schieberegler. Zum Anpassen „Nach oben wischen“ oder „Nach unten wischen“",
            "Mindestpreis, Schieber, 60", "100, höchster Wert"
        ),
        (
            "it", "Prezzo minimo, 60, regolabile. Scorri verso l’alto o verso il basso con un dito per regolare il valore.",
            "Prezzo minimo, 60, cursore. \"Scorri verso l'alto\" o \"Scorri verso il basso\" per regolare",
            "Prezzo minimo, cursore d'avanzamento, 60", "100, massimo"
        ),
        (
            "pt-BR", "Preço mínimo, 60, ajustável. Deslize um dedo para cima ou para baixo para ajustar o valor.",
            "Preço mínimo, 60, controle deslizante. Deslizar para cima ou Deslizar para baixo para ajustar",
            "Preço mínimo, deslizante, 60", "100, máximo"
        ),
        ("ja", "最低価格、60、調整可能。1本指で上または下にスワイプして値を調整します。", "最低価格、60、スライダー。「上にスワイプ」または「下にスワイプ」を調整", "最低価格、スライダー、60", "100、上限"),
        ("zh-Hans", "最低价格，60，可调整。单指向上或向下轻扫以调整数值。", "最低价格，60，滑块。“向上滑动”或“向下滑动”即可调整", "最低价格，滑块，60", "100，已是最高"),
        ("zh-Hant", "最低價格，60，可調整。單指向上或向下滑動來調整數值。", "最低價格，60，滑桿。可調整「向上滑動」或「向下滑動」手勢", "最低價格，滑桿，60", "100，已達最高"),
        (
            "ko", "최저 가격, 60, 조절 가능. 값을 조절하려면 한 손가락으로 위 또는 아래로 쓸어넘기십시오.", "최저 가격, 60, 슬라이더. \"위로 스와이프\" 또는 \"아래로 스와이프\" 동작으로 조정",
            "최저 가격, 슬라이더, 60", "100, 최대"
        ),
        (
            "ru", "Минимальная цена, 60, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
            "Минимальная цена, 60, ползунок. Для настройки используйте жесты \"Вверх\" и \"Вниз\"",
            "Минимальная цена, ползунок, 60", "100, наибольшее значение"
        ),
        (
            "pl", "Cena minimalna, 60, regulowany. Przesuń jednym palcem w górę lub w dół, aby zmienić wartość.",
            "Cena minimalna, 60, suwak. „Przesuń w górę” lub „Przesuń w dół”, aby zmienić", "Cena minimalna, suwak, 60",
            "100, najwyższa wartość"
        ),
        (
            "uk", "Мінімальна ціна, 60, регульований. Проведіть одним пальцем угору або вниз, щоб змінити значення.",
            "Мінімальна ціна, 60, повзунок. Щоб змінити, виконайте один із таких жестів: \"Провести пальцем угору\" або \"Провести пальцем униз\"",
            "Мінімальна ціна, повзунок, 60", "100, найбільше значення"
        ),
        (
            "ar", "السعر الأدنى، ٦٠، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
            "السعر الأدنى، ٦٠، شريط التمرير. الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل",
            "السعر الأدنى، شريط سَحْب، ٦٠", "١٠٠، أعلى قيمة"
        ),
        (
            "he", "מחיר מינימלי, 60, ניתן לכוונון. יש להחליק באצבע אחת למעלה או למטה כדי לכוונן את הערך.",
            "מחיר מינימלי, 60, פס הזזה. 'החלקה מעלה' או 'החלקה מטה' לכוונון", "מחיר מינימלי, פס עוצמה, 60",
            "100, הערך הגבוה ביותר"
        ),
        (
            "hi", "न्यूनतम कीमत, 60, अडजस्ट किया जा सकता है। मान बदलने के लिए एक उंगली से ऊपर या नीचे स्वाइप करें।",
            "न्यूनतम कीमत, 60, स्लाइडर। अडजस्ट करने के लिए, \"ऊपर स्वाइप करें\" या \"नीचे स्वाइप करें\" में से कोई एक इस्तेमाल करें", "न्यूनतम कीमत, स्लाइडर, 60",
            "100, सबसे ज़्यादा मान"
        ),
        (
            "tr", "En düşük fiyat, 60, ayarlanabilir. Değeri ayarlamak için tek parmakla yukarı veya aşağı kaydırın.",
            "En düşük fiyat, 60, kaydırma çubuğu. Düzenlemek için \"Yukarı hızlıca kaydırma\" veya \"Aşağı hızlıca kaydırma\"",
            "En düşük fiyat, sürgü, 60", "100, en yüksek değer"
        ),
        (
            "fa", "حداقل قیمت، ۶۰، قابل تنظیم. برای تنظیم مقدار، با یک انگشت تند به بالا یا پایین بکشید.",
            "حداقل قیمت، ۶۰، لغزنده. برای تنظیم کردن، از «تند کشیدن به‌بالا» یا «تند کشیدن به‌پایین» استفاده کنید",
            "حداقل قیمت، لغزنده، ۶۰", "۱۰۰، بیشترین مقدار"
        ),
        (
            "ur", "کم از کم قیمت، 60، قابلِ تبدیل۔ قدر ایڈجسٹ کرنے کے لیے ایک انگلی سے اوپر یا نیچے سوائپ کریں۔",
            "کم از کم قیمت، 60، سلائیڈر۔ ایڈجسٹ کرنے کے لیے \"اوپر سوائپ کریں\" یا نیچے سوائپ کریں", "کم از کم قیمت، سلائیڈر، 60",
            "100، سب سے زیادہ قدر"
        ),
        (
            "pt-PT", "Preço mínimo, 60, ajustável. Passe um dedo para cima ou para baixo para ajustar o valor.",
            "Preço mínimo, 60, controlo de deslize. \"Deslizar para cima\" ou \"Deslizar para baixo\" para ajustar",
            "Preço mínimo, barra deslizante, 60", "100, valor máximo"
        ),
        (
            "sr-Latn", "Najniža cena, 60, podesivo. Prevucite nagore ili nadole jednim prstom da biste podesili vrednost.",
            "Najniža cena, 60, klizač. Prevlačenje nagore ili Prevlačenje nadole da biste prilagodili",
            "Najniža cena, klizač, 60", "100, najviša vrednost"
        ),
        (
            "fi", "Vähimmäishinta, 60, säädettävä. Säädä arvoa pyyhkäisemällä yhdellä sormella ylös tai alas.",
            "Vähimmäishinta, 60, liukusäädin. \"Pyyhkäise ylös\" tai \"Pyyhkäise alas\" säätääksesi",
            "Vähimmäishinta, liukusäädin, 60", "100, suurin arvo"
        ),

    ]

    /// The right-to-left locales, whose text form carries isolates around inserted texts: for
    /// them the speech form (no format controls) is compared.
    static let rightToLeft: Set<String> = ["ar", "he", "fa", "ur"]

    /// The announcements of a focus on `platform`, an End and an increment refused at the bound.
    static func said(_ locale: String, platform: String) throws -> [[String: Any]] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-words-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("slider.json")
        try spec.write(to: file, atomically: true, encoding: .utf8)
        let result = try Tool.run(
            [
                "pipeline", "--spec", file.path, "--catalog", "Examples/Locales", "--locale", locale, "--platform",
                platform,
            ],
            input: #"{"type": "focus"}"# + "\n" + #"{"type": "end"}"# + "\n" + #"{"type": "increment"}"# + "\n")
        #expect(result.status == 0, "\(locale) \(platform): \(result.stderr)")
        return try result.stdoutLines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return (object?["announcements"] as? [[String: Any]])?.first ?? [:]
        }
    }

    /// The speech form of a sentence: the same words without format controls (Persian's
    /// zero-width non-joiner is one), as the announcement's speech form is defined.
    /// The speech form of a sentence: no format characters but the join controls (Persian's
    /// zero-width non-joiner stays).
    static func speech(_ sentence: String) -> String {
        String(
            String.UnicodeScalarView(
                sentence.unicodeScalars.filter { $0.properties.generalCategory != .format || $0.properties.isJoinControl }))
    }

    @Test("Focus on iOS, Android and the web, and the limit at the bound", .pinnedToICU72, arguments: expected)
    func words(_ locale: String, _ ios: String, _ android: String, _ web: String, _ limit: String) throws {
        for (platform, sentence) in [("ios", ios), ("android", android), ("web", web)] {
            let said = try Self.said(locale, platform: platform)
            #expect(said.count == 3, "\(locale) \(platform)")
            guard said.count == 3 else { continue }
            #expect(said[0]["kind"] as? String == "focus")
            if !Self.rightToLeft.contains(locale) {
                #expect(said[0]["text"] as? String == sentence, "\(locale) \(platform)")
            }
            #expect(said[0]["speech"] as? String == Self.speech(sentence), "\(locale) \(platform) speech")
            #expect(said[2]["kind"] as? String == "limit")
            #expect(said[2]["speech"] as? String == Self.speech(limit), "\(locale) limit")
        }
    }

    /// The element of `spec` as `announce --format json` prints it.
    static func element(_ spec: String, locale: String, catalog: Bool = false) throws -> [String: Any] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-words-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("element-\(UUID().uuidString).json")
        try spec.write(to: file, atomically: true, encoding: .utf8)
        let result = try Tool.run(
            ["announce", "--spec", file.path, "--locale", locale, "--format", "json"]
                + (catalog ? ["--catalog", "Examples/Locales"] : []))
        #expect(result.status == 0, "\(locale): \(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return (object?["elements"] as? [[String: Any]])?.first ?? [:]
    }

    @Test(
        "Hungarian playback speeds: the suffix's vowel follows the number as it is read",
        .pinnedToICU72,
        arguments: [
            (0.5, "félszeres", "félszeres"), (0.75, "háromnegyedszeres", "háromnegyedszeres"), (1, "normál", "normál"),
            (1.25, "\u{2066}1,25-szoros\u{2069}", "1,25-szoros"), (1.5, "másfélszeres", "másfélszeres"),
            (1.75, "\u{2066}1,75-szoros\u{2069}", "1,75-szoros"), (2, "kétszeres", "kétszeres"),
        ] as [(Double, String, String)])
    func hungarianSpeeds(_ value: Double, _ text: String, _ speech: String) throws {
        let spec = """
            {"kind": "ticks", "bounds": [0.5, 2], "step": 0.25, "value": \(value), "ticks": [0.5, 1, 1.5, 2],
             "snapsToTicks": false, "label": {"key": "demo.speed.label"}, "valueStyle": {"message": {"key": "demo.speed.value"}}}
            """
        let element = try Self.element(spec, locale: "hu", catalog: true)
        #expect(element["value"] as? String == text)
        #expect((element["spoken"] as? [String: Any])?["web"] as? String == "Lejátszási sebesség, csúszka, \(speech)")
    }

    @Test(
        "Prices with cents in sl, hr and sr-Latn: the currency in the genitive singular, through the binary",
        .pinnedToICU72,
        arguments: [
            ("sl", "EUR", "Cena, drsnik, 19,99 evra"), ("sl", "USD", "Cena, drsnik, 19,99 ameriškega dolarja"),
            ("hr", "USD", "Cena, klizač, 19,99 američkog dolara"), ("sr-Latn", "RSD", "Cena, klizač, 19,99 srpskog dinara"),
        ])
    func pricesWithCents(_ locale: String, _ currency: String, _ web: String) throws {
        let spec = """
            {"kind": "slider", "bounds": [0, 100], "step": 0.01, "value": 19.99, "label": "Cena",
             "valueStyle": {"currency": "\(currency)", "precision": 2}}
            """
        let element = try Self.element(spec, locale: locale)
        #expect((element["spoken"] as? [String: Any])?["web"] as? String == web)
    }
}
