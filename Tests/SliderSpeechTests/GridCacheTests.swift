import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// The grid cache of formatted values (each announcer's, at most 4,096 values): what an
/// announcer says is the same with and without it, on first visits and on repeats, and its
/// memory stays bounded however many distinct values a slider meets. (That
/// `SharedCaches.removeAll()` empties it is tested with the other caches, in SharedCacheTests,
/// whose suite runs one test at a time.)
@Suite("The grid cache of formatted values")
struct GridCacheTests {
    static let styles = [
        #"{"currency": "USD"}"#, #"{"currency": "EUR", "precision": 0}"#, #"{"percent": true}"#,
        #"{"unit": "length-kilometer"}"#, #"{"skeleton": ".##"}"#, #"{"message": "{value, number} times"}"#,
    ]
    static let locales = ["en-US", "fr-FR", "de-DE", "ar-EG", "ja-JP", "hi-IN"]

    /// A continuous slider over a wide range, in `style`, its values said as `speechValues` asks.
    static func description(style: String, speechValues: String) throws -> SliderDescription {
        try SliderDescription(
            json: """
                {"kind": "slider", "bounds": [-1000000, 1000000], "step": 0, "value": 0, "label": "Amount",
                 "valueStyle": \(style), "speechValues": "\(speechValues)"}
                """)
    }

    /// Seeded values: with cents, large, small, negative, zero and minus zero, each twice (the
    /// second time from the cache).
    static func values(seed: UInt64, count: Int) -> [Double] {
        var random = SeededRandom(seed: seed)
        var values: [Double] = [0, -0.0, 0.005, -0.005, 999_999.995]
        for _ in 0..<count {
            let cents = Double(Int64(random.next(200_000_000))) - 100_000_000
            let scale = [1.0, 0.01, 0.001, 100][Int(random.next(4))]
            values.append(max(-1_000_000, min(1_000_000, cents * scale / 100)))
        }
        return values + values.shuffled(using: &random)
    }

    @Test("With and without the cache, the same value texts, focus sentences and elements", arguments: styles)
    func sameWithAndWithout(style: String) throws {
        for (index, tag) in Self.locales.enumerated() {
            for speechValues in ["names", "display", "spellout"] {
                let description = try Self.description(style: style, speechValues: speechValues)
                let locale = try ICULocale(tag)
                var cached = try SliderAnnouncer(description: description, locale: locale)
                var uncached = try SliderAnnouncer(description: description, locale: locale, cachesValues: false)
                for value in Self.values(seed: UInt64(index * 31 + style.count), count: 60) {
                    let context = "\(tag) \(style) \(speechValues) \(value)"
                    #expect(try cached.valueText(value) == (try uncached.valueText(value)), "\(context)")
                    #expect(try cached.spokenValue(value) == (try uncached.spokenValue(value)), "\(context)")
                    let moved = try cached.handle(.set(value, thumb: nil))
                    #expect(moved == (try uncached.handle(.set(value, thumb: nil))), "\(context)")
                    for platform in Platform.all {
                        let focus = try cached.handle(.focus(thumb: nil), platform: platform)
                        #expect(focus == (try uncached.handle(.focus(thumb: nil), platform: platform)), "\(context) \(platform)")
                    }
                    #expect(try cached.elements() == (try uncached.elements()), "\(context)")
                }
                #expect(uncached.cachedValueCount == 0)
                if !style.contains("message") || speechValues != "spellout" { #expect(cached.cachedValueCount > 0) }
            }
        }
    }

    @Test("A stepped slider's grid: moving back and forth formats each position once")
    func gridPositions() throws {
        let description = try SliderDescription(
            json: #"{"kind": "slider", "bounds": [20, 300], "step": 5, "value": 60, "valueStyle": {"currency": "USD"}}"#)
        var announcer = try SliderAnnouncer(description: description, locale: try ICULocale("en-US"))
        var said: [String] = []
        for _ in 0..<3 {
            for _ in 0..<10 { said.append(try announcer.handle(.adjust(.increment, thumb: nil)).announcements[0].text) }
            for _ in 0..<10 { said.append(try announcer.handle(.adjust(.decrement, thumb: nil)).announcements[0].text) }
        }
        #expect(said.prefix(3) == ["65.00 US dollars", "70.00 US dollars", "75.00 US dollars"])
        #expect(said.prefix(20) == said[20..<40])
        // $60 to $110: eleven positions.
        #expect(announcer.cachedValueCount == 11)
    }

    @Test("The bound holds: 10,000 distinct values leave at most 4,096 in the cache, and the newest are kept")
    func bounded() throws {
        let description = try Self.description(style: #"{"currency": "USD"}"#, speechValues: "names")
        let announcer = try SliderAnnouncer(description: description, locale: try ICULocale("en-US"))
        #expect(SliderAnnouncer.valueCacheLimit == 4_096)
        for step in 0..<10_000 {
            _ = try announcer.spokenValue(Double(step) * 0.01)
            #expect(announcer.cachedValueCount <= 4_096)
        }
        #expect(announcer.cachedValueCount == 4_096)
        // The newest value is a hit and writes what it wrote before.
        #expect(try announcer.spokenValue(99.99).text == "$99.99")
        #expect(announcer.cachedValueCount == 4_096)
    }

    @Test("Bounded for a huge histogram and for a million ticks")
    func boundedLargeDescriptions() throws {
        let counts = (0..<1_000).map { _ in "10000" }.joined(separator: ", ")  // 10 million in all
        let histogram = try SliderDescription(
            json: """
                {"kind": "range", "bounds": [0, 1000000], "step": 0, "value": [0, 1000000], "histogram": [\(counts)],
                 "valueStyle": {"currency": "USD"}}
                """)
        var range = try SliderAnnouncer(description: histogram, locale: try ICULocale("de-DE"))
        for step in 1...5_000 { _ = try range.handle(.set(Double(step) * 0.37, thumb: .lower)) }
        #expect(range.cachedValueCount <= 4_096)
        #expect(try range.count()?.value ?? 0 > 9_000_000)

        let ticks = (0..<1_000_000).map { String($0) }.joined(separator: ", ")
        let ticked = try SliderDescription(
            json: #"{"kind": "ticks", "bounds": [0, 999999], "step": 1, "value": 0, "ticks": [\#(ticks)]}"#)
        var ticksAnnouncer = try SliderAnnouncer(description: ticked, locale: try ICULocale("en-US"))
        for _ in 0..<5_000 { _ = try ticksAnnouncer.handle(.adjust(.increment, thumb: nil)) }
        #expect(ticksAnnouncer.cachedValueCount <= 4_096)
        #expect(ticksAnnouncer.cachedValueCount > 0)
    }

    @Test("An announcer's cache is emptied, and its copies share it")
    func emptied() throws {
        let description = try Self.description(style: #"{"currency": "USD"}"#, speechValues: "names")
        let announcer = try SliderAnnouncer(description: description, locale: try ICULocale("fr-FR"))
        let copy = announcer
        let first = try announcer.spokenValue(12.5)
        #expect(copy.cachedValueCount == 1)
        copy.removeCachedValues()
        #expect(announcer.cachedValueCount == 0)
        #expect(try announcer.spokenValue(12.5) == first)
    }
}
