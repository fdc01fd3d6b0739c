import CICUShim
import TestSupport
import Testing

@testable import SliderFormatting

/// The shim writes a formatted value in one pass when the caller's buffer has room for any text
/// of its length (three bytes a UTF-16 code unit), and the long way otherwise: the conversion
/// that checks the room character by character, the field repair by a looked-up shape, the
/// names text converted and then given its speech form. Both ways must write the same bytes.
@Suite("One pass and the long way write the same display and speech texts")
struct ShimFastPathTests {
    /// Locales whose values hold no letters, letters of either direction, right-to-left marks,
    /// no-break spaces, and digits of other scripts.
    static let locales = [
        "en-US", "fr-FR", "de-CH", "ar-EG", "fa-IR", "he-IL", "ur-PK", "ja-JP", "ru-RU", "hi-IN-u-nu-deva", "my-MM",
        "bn-BD", "th-TH-u-nu-thai", "sv-SE",
    ]
    /// Each skeleton with the one naming its currency or unit in full, as the announcer pairs them.
    static let skeletons: [(display: String, names: String)] = [
        ("currency/USD", "currency/USD unit-width-full-name"),
        ("currency/EUR precision-integer", "currency/EUR precision-integer unit-width-full-name"),
        ("measure-unit/speed-kilometer-per-hour", "measure-unit/speed-kilometer-per-hour unit-width-full-name"),
        ("percent", "percent unit-width-full-name"),
        ("compact-short currency/JPY", "compact-long currency/JPY unit-width-full-name"),
    ]

    /// The bytes a shim call writes into a buffer of `capacity`, or `nil` when they do not fit.
    static func written(
        capacity: Int, _ call: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
    ) -> [UInt8]? {
        var status: Int32 = 0
        var bytes = [CChar](repeating: 0x55, count: capacity)
        let length = bytes.withUnsafeMutableBufferPointer { call($0.baseAddress!, Int32(capacity), &status) }
        guard status <= 0, Int(length) <= capacity else { return nil }
        return bytes.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    }

    @Test("Seeded values in 14 locales and 5 styles: the display text", arguments: skeletons.map(\.display))
    func displayBothWays(skeleton: String) throws {
        var random = SeededRandom(seed: 2_026)
        var compared = 0
        for tag in Self.locales {
            let format = try NumberFormat(skeleton: skeleton, locale: ICULocale(tag))
            let handle = format.handle
            for _ in 0..<60 {
                let value = Double(Int64(random.next(4_000_000_000))) / 100 - 10_000_000
                let call = { (out: UnsafeMutablePointer<CChar>, capacity: Int32, status: UnsafeMutablePointer<Int32>) in
                    ssicu_number_format_double_display(handle, value, out, capacity, status)
                }
                let roomy = try #require(Self.written(capacity: 1_024, call))
                // Exactly the room the text needs, and its NUL: the long way.
                let tight = try #require(Self.written(capacity: roomy.count + 1, call))
                #expect(tight == roomy, "\(tag) \(skeleton) \(value)")
                #expect(String(decoding: roomy, as: UTF8.self) == (try format.displayText(value)))
                compared += 1
            }
        }
        #expect(compared == Self.locales.count * 60)
    }

    @Test("Seeded values in 14 locales and 5 styles: the names text's speech form", arguments: skeletons)
    func speechBothWays(display: String, names: String) throws {
        var random = SeededRandom(seed: 1_077)
        for tag in Self.locales {
            let locale = try ICULocale(tag)
            let format = try NumberFormat(skeleton: display, locale: locale)
            let namesFormat = try NumberFormat(skeleton: names, locale: locale)
            let (handle, namesHandle) = (format.handle, namesFormat.handle)
            for _ in 0..<60 {
                let value = Double(Int64(random.next(400_000_000))) / 100 - 1_000_000
                var displayLength: Int32 = 0
                var traits: Int32 = 0
                let call = { (out: UnsafeMutablePointer<CChar>, capacity: Int32, status: UnsafeMutablePointer<Int32>) in
                    ssicu_number_format_spoken(
                        handle, namesHandle, value, out, capacity, &displayLength, &traits, status)
                }
                let roomy = try #require(Self.written(capacity: 2_048, call))
                let (roomyDisplay, roomyTraits) = (displayLength, traits)
                let tight = try #require(Self.written(capacity: roomy.count + 1, call))
                #expect(tight == roomy, "\(tag) \(names) \(value)")
                #expect(displayLength == roomyDisplay && traits == roomyTraits)
                // And against the speech form made of the names text in UTF-8, the other code path.
                let speech = String(decoding: roomy[Int(roomyDisplay)...], as: UTF8.self)
                #expect(speech == SpeechText.speechForm(of: try namesFormat.format(value)), "\(tag) \(names) \(value)")
            }
        }
    }

    @Test(
        "The names text's speech form made from UTF-16 drops the spaces that group digits",
        arguments: ["fr-FR", "ru-RU", "sv-SE"])
    func groupingSpaceFromUTF16(tag: String) throws {
        let locale = try ICULocale(tag)
        let format = try NumberFormat(skeleton: "currency/USD", locale: locale)
        let namesFormat = try NumberFormat(skeleton: "currency/USD unit-width-full-name", locale: locale)
        let (handle, namesHandle) = (format.handle, namesFormat.handle)
        var displayLength: Int32 = 0
        var traits: Int32 = 0
        let bytes = try #require(
            Self.written(capacity: 2_048) { out, capacity, status in
                ssicu_number_format_spoken(handle, namesHandle, 1_234_567, out, capacity, &displayLength, &traits, status)
            })
        let display = String(decoding: bytes[..<Int(displayLength)], as: UTF8.self)
        let speech = String(decoding: bytes[Int(displayLength)...], as: UTF8.self)
        // ICU groups the digits with U+00A0 or U+202F in the display and names texts.
        #expect(display.unicodeScalars.contains { $0 == "\u{A0}" || $0 == "\u{202F}" }, "\(display.debugDescription)")
        #expect(speech.hasPrefix("1234567,00 "), "\(speech.debugDescription)")
        #expect(!speech.unicodeScalars.contains { $0 == "\u{A0}" || $0 == "\u{202F}" })
    }

    @Test(
        "UTF-16 to UTF-8 with room and without: the same bytes, surrogate pairs included",
        arguments: [
            "", "abc", "\u{E9}t\u{E9}", "\u{20AC}\u{A0}5", "\u{1F600} x \u{1D7D8}", String(repeating: "\u{10348}", count: 40),
        ])
    func conversionBothWays(text: String) throws {
        // (Through the left-to-right visual order, which changes nothing in these texts and
        // writes ICU's UTF-16 back with the shim's converter.)
        let expected = Array(text.utf8)
        let units = text.utf16.count
        for capacity in [expected.count + 1, units * 3 + 1, 4 * units + 8] {
            let bytes = Self.written(capacity: capacity) { out, room, status in
                ssicu_bidi_visual(text, Int32(expected.count), false, out, room, status)
            }
            #expect(bytes == expected, "capacity \(capacity)")
        }
    }
}
