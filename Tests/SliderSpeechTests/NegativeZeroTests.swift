import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// A value of -0, or one that rounds to zero, is shown and said as "0" (ICU 72 writes "-0").
@Suite("Negative zero")
struct NegativeZeroTests {
    /// The value text of a single slider over -1…1 with `style` in `locale`.
    static func valueText(_ value: Double, style: String, locale: String = "en") throws -> String {
        let json = #"{"kind": "slider", "bounds": [-1, 1], "value": 0, "valueStyle": \#(style)}"#
        let announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale(locale))
        return try announcer.valueText(value)
    }

    @Test(
        "-0 and values rounding to zero are written without a sign", .pinnedToICU72,
        arguments: [
            (-0.0, #"{"skeleton": "precision-integer"}"#, "en", "0"),
            (-0.4, #"{"skeleton": "precision-integer"}"#, "en", "0"),
            (-0.0, #"{"currency": "USD"}"#, "en", "$0.00"),
            (-0.001, #"{"currency": "USD"}"#, "en", "$0.00"),
            (-0.4, #"{"currency": "USD", "precision": 0}"#, "en", "$0"),
            (-0.0, #"{"percent": true}"#, "en", "0%"),
            (-0.0, #"{"unit": "length-kilometer"}"#, "en", "0 kilometers"),
            (-0.0, #"{"skeleton": ""}"#, "en", "0"),
            (-0.0, #"{"currency": "USD"}"#, "ar", "\u{200F}٠٫٠٠\u{A0}US$\u{200E}"),
            (-0.4, #"{"currency": "EUR", "precision": 0}"#, "de", "0\u{A0}€"),
            // Negative values keep their sign.
            (-0.6, #"{"skeleton": "precision-integer"}"#, "en", "-1"),
            (-0.5, #"{"currency": "USD"}"#, "en", "-$0.50"),
        ])
    func zero(value: Double, style: String, locale: String, expected: String) throws {
        #expect(try Self.valueText(value, style: style, locale: locale) == expected)
    }

    @Test(
        "A skeleton's own sign option decides, with -0 first made 0", .pinnedToICU72,
        arguments: [
            (-0.0, "sign-always", "+0"),
            (-0.4, "sign-always precision-integer", "-0"),
            (-0.4, "+! precision-integer", "-0"),
            (-0.0, "sign-except-zero", "0"),
            (-0.4, "sign-except-zero precision-integer", "0"),
            (-0.0, "currency/USD sign-accounting", "$0.00"),
            (-0.001, "currency/USD sign-accounting", "($0.00)"),
            (-0.001, "currency/USD ()", "($0.00)"),
        ])
    func ownSign(value: Double, skeleton: String, expected: String) throws {
        #expect(try Self.valueText(value, style: #"{"skeleton": "\#(skeleton)"}"#) == expected)
    }

    @Test(
        "sign-negative is added only to skeletons without a sign option",
        arguments: [
            ("", "sign-negative"),
            ("precision-integer", "precision-integer sign-negative"),
            ("currency/USD", "currency/USD sign-negative"),
            ("sign-always", "sign-always"),
            ("currency/USD sign-accounting-except-zero", "currency/USD sign-accounting-except-zero"),
            ("+? .00", "+? .00"),
            ("()! currency/EUR", "()! currency/EUR"),
            ("@@+ +-", "@@+ +-"),
            ("@@+", "@@+ sign-negative"),
        ])
    func skeleton(given: String, expected: String) {
        #expect(ValueTextFormatter.zeroWithoutSign(given) == expected)
    }
}
