import Foundation
import TestSupport
import Testing

/// `slider-speech demo` run as a process: its whole default output, written out (en, es, ar,
/// ru, ja). Moves are captioned by symbols (↑ ↓ ⇥ ⇤ =) and the thumb's name in the locale, the
/// summary by ↔ and the count by #, so no English is left in another locale's output. Text forms: right-to-left sentences isolate inserted values and labels
/// (U+2068 … U+2069); ICU's own marks (U+200F, U+061C) and no-break spaces are shown escaped. A
/// move's new value, which the screen reader says by itself, is the value field's text: the
/// speech form, with no mark or isolate.
@Suite("demo, end to end")
struct DemoEndToEndTests {
    static let expected: [String] = [
        "== en ==",
        "",
        "Price range",
        "  Minimum price, $60, adjustable. Swipe up or down with one finger to adjust the value.",
        "  Maximum price, $180, adjustable. Swipe up or down with one finger to adjust the value.",
        "  ↔ $60 to $180  ·  $60 – $180",
        "  # 186 stays",
        "  ↑ Minimum price → 65 US dollars",
        "  ⇥ Minimum price → $150, must stay at least $30 below Maximum price  ·  33 stays",
        "  ⇤ Maximum price → $180, must stay at least $30 above Minimum price",
        "",
        "Playback speed",
        "  Playback speed, normal, adjustable. Swipe up or down with one finger to adjust the value.",
        "  ↑ → 1.5 times",
        "  ⇥ → 2 times",
        "  ↑ → \u{2066}2 times\u{2069}, highest",
        "",
        "Balance",
        "  Balance, Center, adjustable. Swipe up or down with one finger to adjust the value.",
        "  ↓ → -0.1, between Left and Center",
        "  ⇊ → Left",
        "  = 0.3 → 0.3, between Center and Right",
        "",
        "== es ==",
        "",
        "Rango de precios",
        "  Precio mínimo, 60\u{A0}US$\u{200E}, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
        "  Precio máximo, 180\u{A0}US$\u{200E}, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
        "  ↔ de 60\u{A0}US$\u{200E} a 180\u{A0}US$\u{200E}  ·  60-180\u{A0}US$\u{200E}",
        "  # 186 alojamientos",
        "  ↑ Precio mínimo → 65 dólares estadounidenses",
        "  ⇥ Precio mínimo → 150\u{A0}US$\u{200E}, debe quedar al menos 30\u{A0}US$\u{200E} por debajo del control «Precio máximo»  ·  33 alojamientos",
        "  ⇤ Precio máximo → 180\u{A0}US$\u{200E}, debe quedar al menos 30\u{A0}US$\u{200E} por encima del control «Precio mínimo»",
        "",
        "Velocidad de reproducción",
        "  Velocidad de reproducción, normal, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
        "  ↑ → 1,5 veces",
        "  ⇥ → 2 veces",
        "  ↑ → \u{2066}2 veces\u{2069}, máximo",
        "",
        "Balance de audio",
        "  Balance de audio, Centro, ajustable. Desliza un dedo hacia arriba o hacia abajo para ajustar el valor.",
        "  ↓ → -0,1, entre Izquierda y Centro",
        "  ⇊ → Izquierda",
        "  = 0,3 → 0,3, entre Centro y Derecha",
        "",
        "== ar ==",
        "",
        "نطاق السعر",
        "  \u{2068}السعر الأدنى\u{2069}، \u{2068}\u{200F}٦٠\u{A0}US$\u{200E}\u{2069}، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
        "  \u{2068}السعر الأقصى\u{2069}، \u{2068}\u{200F}١٨٠\u{A0}US$\u{200E}\u{2069}، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
        "  ↔ من \u{2068}\u{200F}٦٠\u{A0}US$\u{200E}\u{2069} إلى \u{2068}\u{200F}١٨٠\u{A0}US$\u{200E}\u{2069}  ·  \u{200F}٦٠–١٨٠\u{A0}US$\u{200E}",
        "  # ١٨٦ مكان إقامة",
        "  ↑ السعر الأدنى → ٦٥ دولار أمريكي",
        "  ⇥ السعر الأدنى → \u{2068}\u{200F}١٥٠\u{A0}US$\u{200E}\u{2069}، يجب أن تظل القيمة أدنى من «\u{2068}السعر الأقصى\u{2069}» بمقدار \u{2068}\u{200F}٣٠\u{A0}US$\u{200E}\u{2069} على الأقل  ·  ٣٣ مكان إقامة",
        "  ⇤ السعر الأقصى → \u{2068}\u{200F}١٨٠\u{A0}US$\u{200E}\u{2069}، يجب أن تظل القيمة أعلى من «\u{2068}السعر الأدنى\u{2069}» بمقدار \u{2068}\u{200F}٣٠\u{A0}US$\u{200E}\u{2069} على الأقل",
        "",
        "سرعة التشغيل",
        "  \u{2068}سرعة التشغيل\u{2069}، \u{2068}عادية\u{2069}، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
        "  ↑ → ١٫٥ مرة",
        "  ⇥ → ضعف السرعة",
        "  ↑ → \u{2068}ضعف السرعة\u{2069}، أعلى قيمة",
        "",
        "التوازن",
        "  \u{2068}التوازن\u{2069}، \u{2068}الوسط\u{2069}، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
        "  ↓ → -٠٫١، بين «اليسار» و«الوسط»",
        "  ⇊ → اليسار",
        "  = ٠٫٣ → ٠٫٣، بين «الوسط» و«اليمين»",
        "",
        "== ru ==",
        "",
        "Диапазон цен",
        "  Минимальная цена, 60\u{A0}$, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        "  Максимальная цена, 180\u{A0}$, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        "  ↔ минимум 60\u{A0}$, максимум 180\u{A0}$  ·  60–180\u{A0}$",
        "  # 186 вариантов жилья",
        "  ↑ Минимальная цена → 65 долларов США",
        "  ⇥ Минимальная цена → 150\u{A0}$, значение должно быть ниже, чем «Максимальная цена»; минимальная разница — 30\u{A0}$  ·  33 варианта жилья",
        "  ⇤ Максимальная цена → 180\u{A0}$, значение должно быть выше, чем «Минимальная цена»; минимальная разница — 30\u{A0}$",
        "",
        "Скорость воспроизведения",
        "  Скорость воспроизведения, обычная, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        "  ↑ → 1,5 раза",
        "  ⇥ → 2 раза",
        "  ↑ → \u{2066}2 раза\u{2069}, наибольшее значение",
        "",
        "Баланс",
        "  Баланс, По центру, элемент регулировки. Смахните вверх или вниз одним пальцем, чтобы настроить значение.",
        "  ↓ → -0,1, между отметками «Слева» и «По центру»",
        "  ⇊ → Слева",
        "  = 0,3 → 0,3, между отметками «По центру» и «Справа»",
        "",
        "== ja ==",
        "",
        "価格帯",
        "  最低価格、$60、調整可能。1本指で上または下にスワイプして値を調整します。",
        "  最高価格、$180、調整可能。1本指で上または下にスワイプして値を調整します。",
        "  ↔ $60から$180まで  ·  $60 ～ $180",
        "  # 186件の宿泊施設",
        "  ↑ 最低価格 → 65米ドル",
        "  ⇥ 最低価格 → $150、最高価格より$30以上低くなければなりません  ·  33件の宿泊施設",
        "  ⇤ 最高価格 → $180、最低価格より$30以上高くなければなりません",
        "",
        "再生速度",
        "  再生速度、標準、調整可能。1本指で上または下にスワイプして値を調整します。",
        "  ↑ → 1.5倍速",
        "  ⇥ → 2倍速",
        "  ↑ → 2倍速、上限",
        "",
        "バランス",
        "  バランス、中央、調整可能。1本指で上または下にスワイプして値を調整します。",
        "  ↓ → -0.1、左と中央の間",
        "  ⇊ → 左",
        "  = 0.3 → 0.3、中央と右の間",
    ]

    @Test("The default demo says, in five languages, exactly this", .pinnedToICU72)
    func defaultDemo() throws {
        let result = try Tool.run(["demo"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let lines = result.stdoutLines
        #expect(lines.count == Self.expected.count)
        for (line, expected) in zip(lines, Self.expected) {
            #expect(line == expected)
        }
    }

    @Test("English names the prices and the stays; Arabic counts in Arabic-Indic digits", .pinnedToICU72)
    func keyFacts() throws {
        let english = try Tool.run(["demo", "--locale", "en"]).stdout
        for fact in ["Minimum price", "$60", "$180", "186 stays"] {
            #expect(english.contains(fact))
        }
        let arabic = try Tool.run(["demo", "--locale", "ar"]).stdout
        #expect(arabic.contains("١٨٦"))
    }

    @Test("A release binary copied alone still finds its catalogs and demo files")
    func binaryAlone() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slider-speech-alone-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("slider-speech")
        try? FileManager.default.removeItem(at: copy)
        // Copied by `cp` in a child of its own: a file this process held open for writing could
        // be inherited by a child another test spawns meanwhile, and exec would then fail with
        // "text file busy".
        #expect(try ChildProcess("/bin/cp", [Tool.binary, copy.path]).finish().status == 0)
        let result = try ChildProcess(copy.path, ["demo", "--locale", "ja"], directory: folder.path).finish()
        #expect(result.status == 0)
        #expect(String(decoding: result.stdout, as: UTF8.self).contains("186件の宿泊施設"))
    }

    @Test("A bad locale is one line on standard error and exit status 2", arguments: ["xx-YY", "english", "../../etc/passwd"])
    func badLocale(_ tag: String) throws {
        let result = try Tool.run(["demo", "--locale", tag])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("slider-speech: error: --locale: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }
}
