import SliderFormatting
import TestSupport
import Testing

/// The display text of a value whose currency or unit is written in full, with a catalog's name
/// in place of ICU's (``NumberFormat/displayText(_:integerName:decimalName:)`` and the range's),
/// and the type ICU gives a unit (``MeasureUnitType``).
@Suite("Display texts with a catalog's name of the currency or unit")
struct RenamedDisplayTextTests {
    static let kilometers = "measure-unit/length-kilometer unit-width-full-name .##"

    @Test(
        "The name after a decimal, and ICU's after a whole number, written out",
        .pinnedToICU72,
        arguments: [
            ("sl", kilometers, 1.5, "kilometra", "1,5 kilometra"),
            ("sl", kilometers, 2.01, "kilometra", "2,01 kilometra"),
            ("sl", kilometers, -0.5, "kilometra", "\u{2212}0,5 kilometra"),
            ("sl", kilometers, 5, "kilometra", "5 kilometrov"),
            ("hr", "currency/USD unit-width-full-name", 19.99, "američkog dolara", "19,99 američkog dolara"),
            ("hr", "currency/USD unit-width-full-name", 19, "američkog dolara", "19,00 američkog dolara"),
            ("sr-Latn", "measure-unit/duration-week unit-width-full-name .#", 1.5, "nedelje", "1,5 nedelje"),
            (
                "ar", "currency/USD unit-width-full-name", 1.5, "دولار",
                "\u{661}\u{66B}\u{665}\u{660} \u{62F}\u{648}\u{644}\u{627}\u{631}"
            ),
            ("ar", "currency/USD unit-width-full-name", 1.5, "US dollar", "\u{661}\u{66B}\u{665}\u{660} US dollar"),
        ] as [(String, String, Double, String, String)])
    func writtenOut(_ tag: String, _ skeleton: String, _ value: Double, _ name: String, _ expected: String) throws {
        let format = try NumberFormat(skeleton: skeleton, locale: ICULocale(tag))
        let text = try format.displayText(value, integerName: nil, decimalName: name)
        #expect(text == expected)
    }

    @Test("Without a name for the number's form, the display text is displayText(_:)'s", .pinnedToICU72)
    func withoutName() throws {
        // A currency is written with fraction digits ("3,00"), so its whole numbers take the
        // decimal name; a unit with `.##` writes 3 without them.
        for (tag, skeleton, whole) in [
            ("sl", Self.kilometers, true), ("ar", "currency/USD unit-width-full-name", false), ("fa", Self.kilometers, true),
        ] {
            let format = try NumberFormat(skeleton: skeleton, locale: ICULocale(tag))
            for value in [0.0, 1, 1.5, -2.25, 1_000.5] {
                #expect(try format.displayText(value, integerName: nil, decimalName: nil) == format.displayText(value))
            }
            if whole {
                #expect(try format.displayText(3, integerName: nil, decimalName: "X") == format.displayText(3))
            } else {
                #expect(try format.displayText(3, integerName: "X", decimalName: nil) == format.displayText(3))
            }
            #expect(try format.displayText(3.5, integerName: "X", decimalName: nil) == format.displayText(3.5))
        }
    }

    @Test(
        "A range: a name written once after both numbers goes by the second",
        .pinnedToICU72,
        arguments: [
            ("sl", 1.5, 2.5, "1,5–2,5 kilometra"),
            ("sl", 1.5, 3, "1,5–3 kilometri"),
            ("sl", 1, 2.5, "1–2,5 kilometra"),
            ("hr", 1.5, 2.5, "1,5 – 2,5 kilometra"),
            ("sr-Latn", 0.5, 1.5, "0,5–1,5 kilometra"),
            // Equal ends: ICU writes one number, approximately.
            ("sl", 1.5, 1.5, "~1,5 kilometra"),
            ("sl", 2, 2, "~2 kilometra"),
        ] as [(String, Double, Double, String)])
    func range(_ tag: String, _ lower: Double, _ upper: Double, _ expected: String) throws {
        let format = try NumberRangeFormat(skeleton: Self.kilometers, locale: ICULocale(tag))
        #expect(try format.displayText(lower, upper, integerName: nil, decimalName: "kilometra") == expected)
    }

    /// `text` without its format characters (direction marks and isolates).
    static func withoutFormatCharacters(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.properties.generalCategory != .format }))
    }

    @Test(
        "Property: the renamed display text is the renamed text with marks, its name whole in either paragraph direction",
        .pinnedToICU72)
    func wholeEitherWay() throws {
        var random = SeededRandom(seed: 0xD15_9_1A7)
        let skeletons = [
            "currency/USD unit-width-full-name", "currency/EUR unit-width-full-name .00",
            Self.kilometers, "measure-unit/duration-hour unit-width-full-name .#",
        ]
        // A Latin, an Arabic and a Hebrew name, as an app's catalog may give them, and how each
        // is shown from left to right.
        let names = [("name X", "name X"), ("اسم", "مسا"), ("שם", "םש")]
        for tag in ["sl", "hr", "ar", "ar-EG", "fa", "he", "ur", "en", "ja", "th", "bn"] {
            for skeleton in skeletons {
                let format = try NumberFormat(skeleton: skeleton, locale: ICULocale(tag))
                for (name, shown) in names {
                    for _ in 0..<12 {
                        let value = (Double(random.next(2_000_000)) - 1_000_000) / 100
                        let text = try format.displayText(value, integerName: name, decimalName: name)
                        let plain = try format.format(value, integerName: name, decimalName: name)
                        #expect(
                            Self.withoutFormatCharacters(text) == Self.withoutFormatCharacters(plain),
                            "\(tag) \(skeleton) \(value): \(text)")
                        #expect(plain.contains(name), "\(tag) \(skeleton) \(value): \(plain)")
                        // On screen the name stays whole and in its own order in either paragraph
                        // direction.
                        for rightToLeft in [false, true] {
                            #expect(
                                BidiText.visual(text, rightToLeft: rightToLeft).contains(shown),
                                "\(tag) \(skeleton) \(value) rtl \(rightToLeft): \(text)")
                        }
                    }
                }
            }
        }
    }

    @Test(
        "The type ICU gives a unit",
        arguments: [
            ("kilometer", "length"), ("kilometer-per-hour", "speed"), ("meter-per-second", "speed"),
            ("celsius", "temperature"), ("liter-per-100-kilometer", "consumption"), ("gigabyte", "digital"),
            ("week", "duration"), ("percent", "concentr"),
            // Outside ICU's list of units: a compound ICU formats but has no type for.
            ("meter-per-hour", nil),
            // Not a unit ICU can read.
            ("no-such-unit", nil), ("", nil),
        ] as [(String, String?)])
    func unitType(_ identifier: String, _ type: String?) {
        #expect(MeasureUnitType.of(identifier) == type)
    }
}
