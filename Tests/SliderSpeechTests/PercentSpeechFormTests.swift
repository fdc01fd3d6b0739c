import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// A percentage's speech form, said through the catalog's `slider.value.percent`
/// (``PercentWords``) and never through ICU's long name of percent.
@Suite("Percentages said through the catalog's slider.value.percent")
struct PercentSpeechFormTests {
    /// The locales of the announcements below.
    static let locales = ["en-US", "fr-FR", "de-DE", "ar-EG", "sl", "lt", "bn", "ja"]

    /// A formatter of `style` in `tag`, as an announcer makes it.
    static func formatter(_ tag: String, _ style: ValueStyle, speechValues: SpeechValues = .names) throws -> ValueTextFormatter {
        let localization = Localization.shared(locale: try ICULocale(tag), catalogs: .builtIn)
        return try ValueTextFormatter(style: style, step: 0.005, localization: localization, speechValues: speechValues)
    }

    @Test(
        "A percentage makes no long-name formatter; a currency, a unit and permille do",
        arguments: locales, [SpeechValues.names, .spellout, .display])
    func noLongName(tag: String, speechValues: SpeechValues) throws {
        for style in [ValueStyle.percent, .skeleton("%x100 .0"), .skeleton("measure-unit/concentr-percent")] {
            #expect(try Self.formatter(tag, style, speechValues: speechValues).names == nil, "\(style)")
        }
        for style in [ValueStyle.currency(code: "EUR", precision: nil), .unit("length-kilometer"), .skeleton("permille")] {
            #expect(try Self.formatter(tag, style, speechValues: speechValues).names != nil, "\(style)")
        }
    }

    @Test(
        "Each skeleton word that writes a percent sign is named in full by one list and said through the catalog",
        .pinnedToICU72,
        arguments: [
            ("percent", 50.0, "50\u{A0}%", "measure-unit/concentr-percent sign-negative unit-width-full-name"),
            ("%", 50.0, "50\u{A0}%", "measure-unit/concentr-percent sign-negative unit-width-full-name"),
            ("unit/percent", 50.0, "50\u{A0}%", "measure-unit/concentr-percent sign-negative unit-width-full-name"),
            (
                "measure-unit/concentr-percent", 50.0, "50\u{A0}%",
                "measure-unit/concentr-percent sign-negative unit-width-full-name"
            ),
            (
                "measure-unit/concentr-percent unit-width-full-name", 50.0, "50 процентов",
                "measure-unit/concentr-percent sign-negative unit-width-full-name"
            ),
            ("%x100", 0.5, "50\u{A0}%", "measure-unit/concentr-percent scale/100 sign-negative unit-width-full-name"),
            (
                "percent scale/100", 0.5, "50\u{A0}%",
                "measure-unit/concentr-percent scale/100 sign-negative unit-width-full-name"
            ),
        ] as [(String, Double, String, String)])
    func percentSign(skeleton: String, value: Double, text: String, names: String) throws {
        #expect(ValueTextFormatter.namesSkeleton(ValueTextFormatter.zeroWithoutSign(skeleton)) == names)
        let formatter = try Self.formatter("ru", .skeleton(skeleton))
        #expect(formatter.names == nil)
        #expect(try formatter.value(value) == LocalizedText(text: text, speech: "50 процентов"))
    }

    @Test("Permille is no percent sign: ICU names it in full", .pinnedToICU72)
    func permille() throws {
        #expect(
            ValueTextFormatter.namesSkeleton("permille sign-negative")
                == "measure-unit/concentr-permille sign-negative unit-width-full-name")
        let formatter = try Self.formatter("ru", .skeleton("permille"))
        #expect(formatter.names != nil)
        let value = try formatter.value(50)
        #expect(value.text == "50\u{A0}‰")
        #expect(value.speech == "50 промилле")
    }

    /// The skeletons of the plural tests: two fraction digits always, up to four.
    static let fixed = "percent scale/100 .00"
    static let upToFour = "percent scale/100 .####"

    @Test(
        "The plural form follows the number as shown: its fraction digits, trailing zeros too",
        .pinnedToICU72,
        arguments: [
            ("sl", upToFour, 0.01, "1\u{A0}%", "1 odstotek"),
            ("sl", upToFour, 0.015, "1,5\u{A0}%", "1,5 odstotka"),
            ("sl", fixed, 0.015, "1,50\u{A0}%", "1,50 odstotka"),
            ("sl", fixed, 0.01, "1,00\u{A0}%", "1,00 odstotka"),  // few, then the offset plural's few
            ("sl", upToFour, 0.010001, "1,0001\u{A0}%", "1,0001 odstotka"),
            ("sl", upToFour, 0.020001, "2,0001\u{A0}%", "2,0001 odstotka"),
            ("sl", fixed, 0.03, "3,00\u{A0}%", "3,00 odstotka"),
            ("sl", upToFour, 0.05, "5\u{A0}%", "5 odstotkov"),
            ("sl", fixed, 0.05, "5,00\u{A0}%", "5,00 odstotka"),
            ("lt", upToFour, 0.01, "1\u{A0}%", "1 procentas"),
            ("lt", upToFour, 0.015, "1,5\u{A0}%", "1,5 procento"),
            ("lt", fixed, 0.015, "1,50\u{A0}%", "1,50 procento"),
            ("lt", fixed, 0.01, "1,00\u{A0}%", "1,00 procentas"),  // n = 1: one, as CLDR has it
            ("lt", upToFour, 0.010001, "1,0001\u{A0}%", "1,0001 procento"),
            ("lt", upToFour, 0.020001, "2,0001\u{A0}%", "2,0001 procento"),
            ("lt", upToFour, 0.05, "5\u{A0}%", "5 procentai"),
            ("lt", fixed, 0.05, "5,00\u{A0}%", "5,00 procentai"),
            ("ru", upToFour, 0.01, "1\u{A0}%", "1 процент"),
            ("ru", upToFour, 0.015, "1,5\u{A0}%", "1,5 процента"),
            ("ru", fixed, 0.015, "1,50\u{A0}%", "1,50 процента"),
            ("ru", fixed, 0.01, "1,00\u{A0}%", "1,00 процента"),
            ("ru", upToFour, 0.010001, "1,0001\u{A0}%", "1,0001 процента"),
            ("ru", upToFour, 0.020001, "2,0001\u{A0}%", "2,0001 процента"),
            ("ru", upToFour, 0.05, "5\u{A0}%", "5 процентов"),
            ("ru", fixed, 0.05, "5,00\u{A0}%", "5,00 процента"),
            ("pl", upToFour, 0.01, "1%", "1 procent"),
            ("pl", fixed, 0.015, "1,50%", "1,50 procent"),
            ("pl", upToFour, 0.020001, "2,0001%", "2,0001 procent"),
            ("pl", fixed, 0.05, "5,00%", "5,00 procent"),
            ("fr", upToFour, 0.01, "1\u{A0}%", "1 pour cent"),
            ("fr", fixed, 0.015, "1,50\u{A0}%", "1,50 pour cent"),
            ("fr", upToFour, 0.020001, "2,0001\u{A0}%", "2,0001 pour cent"),
            ("fr", fixed, 0.05, "5,00\u{A0}%", "5,00 pour cent"),
            ("en", upToFour, 0.01, "1%", "1 percent"),
            ("en", fixed, 0.015, "1.50%", "1.50 percent"),
            ("en", upToFour, 0.020001, "2.0001%", "2.0001 percent"),
            ("en", fixed, 0.05, "5.00%", "5.00 percent"),
        ] as [(String, String, Double, String, String)])
    func pluralAsShown(tag: String, skeleton: String, value: Double, text: String, speech: String) throws {
        let said = try Self.formatter(tag, .skeleton(skeleton)).value(value)
        #expect(said.text == text)
        #expect(said.speech == speech)
    }

    /// A localization of `tag` whose `slider.value.percent` is `pattern` (the built-in
    /// catalog for the rest).
    static func localization(_ tag: String, percent pattern: String) throws -> Localization {
        let directory = CatalogDirectory(
            path: "app",
            files: [
                CatalogFile(
                    path: "app/\(tag).json", localeTag: tag,
                    messages: [CatalogMessage(id: "slider.value.percent", pattern: pattern)])
            ])
        return Localization(locale: try ICULocale(tag), catalogs: CatalogSet(directories: [directory, .builtIn]))
    }

    /// The speech form of `value` in `tag` with `skeleton`, through `pattern` as the percent message.
    static func said(_ tag: String, _ skeleton: String, _ value: Double, pattern: String) throws -> String {
        let localization = try localization(tag, percent: pattern)
        return try ValueTextFormatter(style: .skeleton(skeleton), step: 0, localization: localization).value(value).speech
    }

    @Test(
        "The category selected is CLDR's for the number as shown (a message that names it)",
        .pinnedToICU72,
        arguments: [
            ("en", upToFour, 0.01, "1: one"), ("en", upToFour, 0.015, "1.5: other"), ("en", fixed, 0.015, "1.50: other"),
            ("en", fixed, 0.01, "1.00: other"), ("en", upToFour, 0.020001, "2.0001: other"), ("en", upToFour, 0.05, "5: other"),
            ("fr", upToFour, 0.01, "1: one"), ("fr", upToFour, 0.015, "1,5: one"), ("fr", fixed, 0.015, "1,50: one"),
            ("fr", fixed, 0.01, "1,00: one"), ("fr", upToFour, 0.020001, "2,0001: other"), ("fr", upToFour, 0.05, "5: other"),
            ("pl", upToFour, 0.01, "1: one"), ("pl", upToFour, 0.015, "1,5: other"), ("pl", fixed, 0.015, "1,50: other"),
            ("pl", fixed, 0.01, "1,00: other"), ("pl", upToFour, 0.020001, "2,0001: other"), ("pl", upToFour, 0.02, "2: few"),
            ("pl", upToFour, 0.05, "5: many"), ("pl", fixed, 0.05, "5,00: other"),
            ("ru", upToFour, 0.01, "1: one"), ("ru", upToFour, 0.015, "1,5: other"), ("ru", fixed, 0.015, "1,50: other"),
            ("ru", fixed, 0.01, "1,00: other"), ("ru", upToFour, 0.020001, "2,0001: other"), ("ru", upToFour, 0.02, "2: few"),
            ("ru", upToFour, 0.05, "5: many"), ("ru", fixed, 0.05, "5,00: other"),
            ("lt", upToFour, 0.01, "1: one"), ("lt", upToFour, 0.015, "1,5: many"), ("lt", fixed, 0.015, "1,50: many"),
            ("lt", fixed, 0.01, "1,00: one"), ("lt", upToFour, 0.020001, "2,0001: many"), ("lt", upToFour, 0.05, "5: few"),
            ("lt", fixed, 0.05, "5,00: few"), ("lt", upToFour, 0.1, "10: other"),
            ("sl", upToFour, 0.01, "1: one"), ("sl", upToFour, 0.015, "1,5: few"), ("sl", fixed, 0.015, "1,50: few"),
            ("sl", fixed, 0.01, "1,00: few"), ("sl", upToFour, 0.020001, "2,0001: few"), ("sl", upToFour, 0.02, "2: two"),
            ("sl", upToFour, 0.05, "5: other"), ("sl", fixed, 0.05, "5,00: few"),
        ] as [(String, String, Double, String)])
    func categoryAsShown(tag: String, skeleton: String, value: Double, speech: String) throws {
        let pattern =
            "{count, plural, zero {{value}: zero} one {{value}: one} two {{value}: two} few {{value}: few} "
            + "many {{value}: many} other {{value}: other}}"
        #expect(try Self.said(tag, skeleton, value, pattern: pattern) == speech)
    }

    @Test("=N, an offset, # and a plain {count} with the number as shown", .pinnedToICU72)
    func offsetAndPound() throws {
        let pattern =
            "{count, plural, offset:1 =0 {none} =1 {exactly one} one {{value}: # more, one} "
            + "other {{value}: # more, other; {count} in all}}"
        #expect(try Self.said("en", Self.fixed, 0, pattern: pattern) == "none")
        #expect(try Self.said("en", Self.fixed, 0.01, pattern: pattern) == "exactly one")
        // 2.00 less 1 is 1.00, which is other in English (MessageFormat would write it "1": one).
        #expect(try Self.said("en", Self.fixed, 0.02, pattern: pattern) == "2.00: 1.00 more, other; 2.00 in all")
        #expect(try Self.said("en", Self.upToFour, 0.02, pattern: pattern) == "2: 1 more, one")
        #expect(try Self.said("en", Self.fixed, 0.015, pattern: pattern) == "1.50: 0.50 more, other; 1.50 in all")
        #expect(try Self.said("ru", Self.fixed, 0.02, pattern: pattern) == "2,00: 1,00 more, other; 2,00 in all")
    }

    @Test("A message of another shape goes to MessageFormat, which selects on the number as it writes it", .pinnedToICU72)
    func otherShape() throws {
        let pattern = "{count, plural, one {{count, number}: one} other {{count, number}: other}}"
        #expect(try Self.said("en", Self.fixed, 0.01, pattern: pattern) == "1: one")
        #expect(try Self.said("en", Self.fixed, 0.015, pattern: pattern) == "1.5: other")
    }

    /// Each announcement of `events` as `kind: text | speech` (focus with its platform).
    static func transcript(_ tag: String) throws -> [String] {
        let json = #"""
            {"kind": "slider", "bounds": [-0.05, 1], "step": 0.005, "value": 0.5, "label": "Opacity",
             "valueStyle": {"percent": true}}
            """#
        var announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(tag))
        var lines: [String] = []
        for platform in Platform.all {
            for said in try announcer.handle(.focus(thumb: nil), platform: platform).announcements {
                lines.append("\(said.kind.rawValue) \(platform.id): \(said.text) | \(said.speech)")
            }
        }
        let events: [SliderEvent] =
            [0.015, 0.01, 0.02, 0.03, 0.05, 0.21, 1, -0.03, 0].map { .set($0, thumb: nil) }
            + [.adjust(.increment, thumb: nil), .adjust(.home, thumb: nil), .adjust(.decrement, thumb: nil)]
        for event in events {
            for said in try announcer.handle(event).announcements {
                lines.append("\(said.kind.rawValue): \(said.text) | \(said.speech)")
            }
        }
        return lines
    }

    /// The announcements as they were when the speech form still made ICU's long name and
    /// dropped it: the same bytes now that it is not made. A value the screen reader says by
    /// itself after a move is the value field's text (its speech form) in both forms.
    static let announcements: [String: [String]] = [
        "en-US": [
            "focus ios: Opacity, 50%, adjustable. Swipe up or down with one finger to adjust the value. | Opacity, 50 percent, adjustable. Swipe up or down with one finger to adjust the value.",
            "focus android: Opacity, 50%, slider. \"Swipe up\" or \"Swipe down\" to adjust | Opacity, 50 percent, slider. \"Swipe up\" or \"Swipe down\" to adjust",
            "focus web: Opacity, slider, 50% | Opacity, slider, 50 percent",
            "value: 1.5 percent | 1.5 percent",
            "value: 1 percent | 1 percent",
            "value: 2 percent | 2 percent",
            "value: 3 percent | 3 percent",
            "value: 5 percent | 5 percent",
            "value: 21 percent | 21 percent",
            "value: 100 percent | 100 percent",
            "value: -3 percent | -3 percent",
            "value: 0 percent | 0 percent",
            "value: 0.5 percent | 0.5 percent",
            "value: -5 percent | -5 percent",
            "limit: -5%, lowest | -5 percent, lowest",
        ],
        "fr-FR": [
            "focus ios: Opacity, 50\u{A0}%, réglable. Balayez vers le haut ou vers le bas avec un doigt pour régler la valeur. | Opacity, 50 pour cent, réglable. Balayez vers le haut ou vers le bas avec un doigt pour régler la valeur.",
            "focus android: Opacity, 50\u{A0}%, curseur. \"Balayer l'écran vers le haut\" ou \"Balayer l'écran vers le bas\" pour ajuster | Opacity, 50 pour cent, curseur. \"Balayer l'écran vers le haut\" ou \"Balayer l'écran vers le bas\" pour ajuster",
            "focus web: Opacity, potentiomètre, 50\u{A0}% | Opacity, potentiomètre, 50 pour cent",
            "value: 1,5 pour cent | 1,5 pour cent",
            "value: 1 pour cent | 1 pour cent",
            "value: 2 pour cent | 2 pour cent",
            "value: 3 pour cent | 3 pour cent",
            "value: 5 pour cent | 5 pour cent",
            "value: 21 pour cent | 21 pour cent",
            "value: 100 pour cent | 100 pour cent",
            "value: -3 pour cent | -3 pour cent",
            "value: 0 pour cent | 0 pour cent",
            "value: 0,5 pour cent | 0,5 pour cent",
            "value: -5 pour cent | -5 pour cent",
            "limit: -5\u{A0}%, minimum | -5 pour cent, minimum",
        ],
        "de-DE": [
            "focus ios: Opacity, 50\u{A0}%, einstellbar. Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen. | Opacity, 50 Prozent, einstellbar. Zum Anpassen des Wertes mit einem Finger nach oben oder unten streichen.",
            "focus android: Opacity, 50\u{A0}%, Schieberegler. Zum Anpassen „Nach oben wischen“ oder „Nach unten wischen“ | Opacity, 50 Prozent, Schieberegler. Zum Anpassen „Nach oben wischen“ oder „Nach unten wischen“",
            "focus web: Opacity, Schieber, 50\u{A0}% | Opacity, Schieber, 50 Prozent",
            "value: 1,5 Prozent | 1,5 Prozent",
            "value: 1 Prozent | 1 Prozent",
            "value: 2 Prozent | 2 Prozent",
            "value: 3 Prozent | 3 Prozent",
            "value: 5 Prozent | 5 Prozent",
            "value: 21 Prozent | 21 Prozent",
            "value: 100 Prozent | 100 Prozent",
            "value: -3 Prozent | -3 Prozent",
            "value: 0 Prozent | 0 Prozent",
            "value: 0,5 Prozent | 0,5 Prozent",
            "value: -5 Prozent | -5 Prozent",
            "limit: -5\u{A0}%, niedrigster Wert | -5 Prozent, niedrigster Wert",
        ],
        "ar-EG": [
            "focus ios: \u{2068}Opacity\u{2069}، \u{2068}٥٠٪\u{61C}\u{2069}، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة. | Opacity، ٥٠ بالمائة، قابل للتعديل. اسحب بإصبع واحد لأعلى أو لأسفل لضبط القيمة.",
            "focus android: \u{2068}Opacity\u{2069}، \u{2068}٥٠٪\u{61C}\u{2069}، شريط التمرير. الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل | Opacity، ٥٠ بالمائة، شريط التمرير. الإيماءتان \"التمرير للأعلى\" أو \"التمرير للأسفل\" لإجراء التعديل",
            "focus web: \u{2068}Opacity\u{2069}، شريط سَحْب، \u{2068}٥٠٪\u{61C}\u{2069} | Opacity، شريط سَحْب، ٥٠ بالمائة",
            "value: ١٫٥ بالمائة | ١٫٥ بالمائة",
            "value: ١ بالمائة | ١ بالمائة",
            "value: ٢ بالمائة | ٢ بالمائة",
            "value: ٣ بالمائة | ٣ بالمائة",
            "value: ٥ بالمائة | ٥ بالمائة",
            "value: ٢١ بالمائة | ٢١ بالمائة",
            "value: ١٠٠ بالمائة | ١٠٠ بالمائة",
            "value: -٣ بالمائة | -٣ بالمائة",
            "value: ٠ بالمائة | ٠ بالمائة",
            "value: ٠٫٥ بالمائة | ٠٫٥ بالمائة",
            "value: -٥ بالمائة | -٥ بالمائة",
            "limit: \u{2068}\u{61C}-٥٪\u{61C}\u{2069}، أدنى قيمة | -٥ بالمائة، أدنى قيمة",
        ],
        "sl": [
            "focus ios: Opacity, 50\u{A0}%, nastavljivo. Z enim prstom povlecite navzgor ali navzdol, da prilagodite vrednost. | Opacity, 50 odstotkov, nastavljivo. Z enim prstom povlecite navzgor ali navzdol, da prilagodite vrednost.",
            "focus android: Opacity, 50\u{A0}%, drsnik. »Vlečenje navzgor« ali »Vlečenje navzdol«, če želite prilagoditi. | Opacity, 50 odstotkov, drsnik. »Vlečenje navzgor« ali »Vlečenje navzdol«, če želite prilagoditi.",
            "focus web: Opacity, drsnik, 50\u{A0}% | Opacity, drsnik, 50 odstotkov",
            "value: 1,5 odstotka | 1,5 odstotka",
            "value: 1 odstotek | 1 odstotek",
            "value: 2 odstotka | 2 odstotka",
            "value: 3 odstotki | 3 odstotki",
            "value: 5 odstotkov | 5 odstotkov",
            "value: 21 odstotkov | 21 odstotkov",
            "value: 100 odstotkov | 100 odstotkov",
            "value: −3 odstotki | −3 odstotki",
            "value: 0 odstotkov | 0 odstotkov",
            "value: 0,5 odstotka | 0,5 odstotka",
            "value: −5 odstotkov | −5 odstotkov",
            "limit: −5\u{A0}%, najnižja vrednost | −5 odstotkov, najnižja vrednost",
        ],
        "lt": [
            "focus ios: Opacity, 50\u{A0}%, reguliuojamas. Norėdami koreguoti vertę, perbraukite vienu pirštu aukštyn arba žemyn. | Opacity, 50 procentų, reguliuojamas. Norėdami koreguoti vertę, perbraukite vienu pirštu aukštyn arba žemyn.",
            "focus android: Opacity, 50\u{A0}%, šliaužiklis. Jei norite koreguoti, naudokite gestą „Perbraukti aukštyn“ arba „Perbraukti žemyn“ | Opacity, 50 procentų, šliaužiklis. Jei norite koreguoti, naudokite gestą „Perbraukti aukštyn“ arba „Perbraukti žemyn“",
            "focus web: Opacity, šliaužiklis, 50\u{A0}% | Opacity, šliaužiklis, 50 procentų",
            "value: 1,5 procento | 1,5 procento",
            "value: 1 procentas | 1 procentas",
            "value: 2 procentai | 2 procentai",
            "value: 3 procentai | 3 procentai",
            "value: 5 procentai | 5 procentai",
            "value: 21 procentas | 21 procentas",
            "value: 100 procentų | 100 procentų",
            "value: −3 procentai | −3 procentai",
            "value: 0 procentų | 0 procentų",
            "value: 0,5 procento | 0,5 procento",
            "value: −5 procentai | −5 procentai",
            "limit: −5\u{A0}%, mažiausia vertė | −5 procentai, mažiausia vertė",
        ],
        "bn": [
            "focus ios: Opacity, ৫০%, সামঞ্জস্যযোগ্য। মান পরিবর্তন করতে এক আঙুল দিয়ে উপরে বা নিচে সোয়াইপ করুন। | Opacity, ৫০ শতাংশ, সামঞ্জস্যযোগ্য। মান পরিবর্তন করতে এক আঙুল দিয়ে উপরে বা নিচে সোয়াইপ করুন।",
            "focus android: Opacity, ৫০%, স্লাইডার। অ্যাডজাস্ট করার জন্য \"উপরের দিকে সোয়াইপ করুন\" বা \"নিচের দিকে সোয়াইপ করুন\" | Opacity, ৫০ শতাংশ, স্লাইডার। অ্যাডজাস্ট করার জন্য \"উপরের দিকে সোয়াইপ করুন\" বা \"নিচের দিকে সোয়াইপ করুন\"",
            "focus web: Opacity, slider, ৫০% | Opacity, slider, ৫০ শতাংশ",
            "value: ১.৫ শতাংশ | ১.৫ শতাংশ",
            "value: ১ শতাংশ | ১ শতাংশ",
            "value: ২ শতাংশ | ২ শতাংশ",
            "value: ৩ শতাংশ | ৩ শতাংশ",
            "value: ৫ শতাংশ | ৫ শতাংশ",
            "value: ২১ শতাংশ | ২১ শতাংশ",
            "value: ১০০ শতাংশ | ১০০ শতাংশ",
            "value: -৩ শতাংশ | -৩ শতাংশ",
            "value: ০ শতাংশ | ০ শতাংশ",
            "value: ০.৫ শতাংশ | ০.৫ শতাংশ",
            "value: -৫ শতাংশ | -৫ শতাংশ",
            "limit: -৫%, সর্বনিম্ন | -৫ শতাংশ, সর্বনিম্ন",
        ],
        "ja": [
            "focus ios: Opacity、50%、調整可能。1本指で上または下にスワイプして値を調整します。 | Opacity、50 パーセント、調整可能。1本指で上または下にスワイプして値を調整します。",
            "focus android: Opacity、50%、スライダー。「上にスワイプ」または「下にスワイプ」を調整 | Opacity、50 パーセント、スライダー。「上にスワイプ」または「下にスワイプ」を調整",
            "focus web: Opacity、スライダー、50% | Opacity、スライダー、50 パーセント",
            "value: 1.5 パーセント | 1.5 パーセント",
            "value: 1 パーセント | 1 パーセント",
            "value: 2 パーセント | 2 パーセント",
            "value: 3 パーセント | 3 パーセント",
            "value: 5 パーセント | 5 パーセント",
            "value: 21 パーセント | 21 パーセント",
            "value: 100 パーセント | 100 パーセント",
            "value: -3 パーセント | -3 パーセント",
            "value: 0 パーセント | 0 パーセント",
            "value: 0.5 パーセント | 0.5 パーセント",
            "value: -5 パーセント | -5 パーセント",
            "limit: -5%、下限 | -5 パーセント、下限",
        ],
    ]

    @Test("A percent slider's announcements, text and speech, byte for byte", .pinnedToICU72, arguments: locales)
    func announcementsUnchanged(tag: String) throws {
        let lines = try Self.transcript(tag)
        let expected = try #require(Self.announcements[tag])
        #expect(lines == expected)
        #expect(lines.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
    }
}
