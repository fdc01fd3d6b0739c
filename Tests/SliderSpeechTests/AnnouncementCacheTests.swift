import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// The announcer's caches beside the grid cache: count messages by count, limit announcements
/// by what decides them, and the range's matches between events. What an announcer says is
/// the same with them and without them, over seeded random event streams, and they stay
/// bounded.
@Suite("The count and limit caches")
struct AnnouncementCacheTests {
    /// The price filter: a range with a minimum span, labels and a histogram, so that moves
    /// meet every limit and change the count.
    static let priceFilter = """
        {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
         "thumbLabels": ["Minimum price", "Maximum price"], "valueStyle": {"currency": "USD"},
         "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1],
         "countMessage": "{count, plural, =0 {No stays} one {# stay} other {# stays}}"}
        """

    /// A seeded stream of the events a screen-reader user makes: adjusts of both thumbs, sets
    /// (some beyond the bounds or past the other thumb), whole drags, and focus.
    static func events(seed: UInt64, count: Int) -> [SliderEvent] {
        var random = SeededRandom(seed: seed)
        var events: [SliderEvent] = []
        while events.count < count {
            let thumb: Thumb = random.next(2) == 0 ? .lower : .upper
            switch random.next(10) {
            case 0..<5: events.append(.adjust(AdjustAction.allCases[Int(random.next(6))], thumb: thumb))
            case 5, 6: events.append(.set(Double(random.next(340)) - 20, thumb: thumb))
            case 7:
                events.append(.dragStart(x: Double(random.next(321))))
                events.append(.dragMove(translation: Double(random.next(200)) - 100))
                events.append(.dragEnd)
            default: events.append(.focus(thumb: thumb))
            }
        }
        return events
    }

    /// The price filter with thumbs that may meet (no minimum span): a thumb stops at the
    /// other, whose label the limit names.
    static let meetingThumbs = priceFilter.replacingOccurrences(of: #""minimumSpan": 30, "#, with: "")

    @Test(
        "With and without the caches, the same results for every event of a seeded stream",
        arguments: ["en-US", "fr-FR", "ar-EG", "ru-RU", "ja-JP", "pl-PL"], [priceFilter, meetingThumbs])
    func sameWithAndWithout(tag: String, json: String) throws {
        let description = try SliderDescription(json: json)
        let locale = try ICULocale(tag)
        var cached = try SliderAnnouncer(description: description, locale: locale)
        var uncached = try SliderAnnouncer(description: description, locale: locale, cachesValues: false)
        let platforms = Platform.all
        var limits = 0
        var counts = 0
        var reasons: Set<String> = []
        for (index, event) in Self.events(seed: UInt64(tag.utf8.count) * 7_919, count: 3_000).enumerated() {
            let platform = platforms[index % platforms.count]
            let expected = try uncached.handle(event, platform: platform)
            let result = try cached.handle(event, platform: platform)
            #expect(result == expected, "\(tag) event \(index): \(event)")
            limits += expected.announcements.filter { $0.kind == .limit }.count
            if let reason = expected.outcome.move?.limitedBy { reasons.insert("\(reason)") }
            counts += expected.announcements.filter { $0.kind == .count }.count
        }
        // The stream met every limit the slider has and changed counts, so both caches were used.
        #expect(reasons == (json.contains("minimumSpan") ? ["bound", "minimumSpan"] : ["bound", "otherThumb"]))
        #expect(limits > 100)
        #expect(counts > 100)
        #expect(cached.cachedLimitCount > 0)
        #expect(cached.cachedCountCount > 0)
        #expect(uncached.cachedLimitCount == 0)
        #expect(uncached.cachedCountCount == 0)
    }

    @Test("The count cache is bounded: a histogram of millions of results keeps at most 4,096 counts")
    func countBound() throws {
        // 4,000 slices of 2,000 to 2,096 results (about 8 million in all): every slice a thumb
        // crosses changes the count, and the counts of the two sweeps are more than 4,096.
        let slices = (0..<4_000).map { String(2_000 + $0 % 97) }.joined(separator: ",")
        let description = try SliderDescription(
            json: """
                {"kind": "range", "bounds": [0, 4000], "step": 1, "value": [0, 4000], "histogram": [\(slices)]}
                """)
        var announcer = try SliderAnnouncer(description: description, locale: ICULocale("en-US"))
        var said = 0
        for lower in stride(from: 1.0, through: 3_999, by: 1) {
            said += try announcer.handle(.set(lower, thumb: .lower)).announcements.filter { $0.kind == .count }.count
        }
        _ = try announcer.handle(.set(0, thumb: .lower))
        for upper in stride(from: 3_999.0, through: 1, by: -1) {
            said += try announcer.handle(.set(upper, thumb: .upper)).announcements.filter { $0.kind == .count }.count
        }
        #expect(said > 7_900)
        #expect(announcer.cachedCountCount == SliderAnnouncer.valueCacheLimit)
        // A count formatted now says what it says without the cache.
        let uncached = try SliderAnnouncer(description: description, locale: ICULocale("en-US"), cachesValues: false)
        #expect(try announcer.countText(2_500) == (try uncached.countText(2_500)))
        #expect(try announcer.countText(2_500).text == "2,500 results")
    }

    @Test("A copy shares its announcer's caches, and the state each has is its own")
    func copies() throws {
        let description = try SliderDescription(json: Self.priceFilter)
        var announcer = try SliderAnnouncer(description: description, locale: ICULocale("en-US"))
        var copy = announcer
        _ = try announcer.handle(.adjust(.home, thumb: .lower))
        _ = try announcer.handle(.adjust(.decrement, thumb: .lower))
        #expect(copy.cachedLimitCount == 1)
        // The copy is still where the announcer started: its count before differs.
        let result = try copy.handle(.adjust(.home, thumb: .lower))
        #expect(result.announcements.map(\.speech) == ["20.00 US dollars", "202 stays"])
        #expect(announcer.control.model.value(of: .lower) == 20)
    }
}

/// The pipeline's event types, found by length and first byte before a whole comparison.
@Suite("Pipeline event types by name")
struct PipelineEventKindTests {
    @Test("Every type's name is found, and only it", arguments: PipelineEvent.Kind.allCases)
    func names(kind: PipelineEvent.Kind) {
        let bytes = Array(kind.name.utf8)
        #expect(bytes.withUnsafeBufferPointer { PipelineEvent.Kind(utf8: $0) } == kind)
    }

    @Test(
        "A name one byte off, cut short, longer or in another case is no type",
        arguments: [
            "", "e", "sets", "Set", "sex", "end ", "hom", "homes", "focuses", "Focus", "dragend", "dragEndd", "dragMov",
            "dragStarT", "decrementt", "dxcrement", "increment\u{0}", "pageIncrements", "pageXncrement",
            "pageDecrementt", "pagedecrement", "incremenT",
        ])
    func nearMisses(name: String) {
        let bytes = Array(name.utf8)
        #expect(bytes.withUnsafeBufferPointer { PipelineEvent.Kind(utf8: $0) } == nil)
    }
}

/// Catalog files by tag, and what an announcer works out from a pattern once.
@Suite("Catalog lookups and patterns worked out once")
struct CatalogLookupTests {
    @Test("A catalog file is found by its tag in any case, and a tag without one is nil")
    func fileByTag() throws {
        let directory = CatalogDirectory.builtIn
        let brazilian = try #require(try directory.file(forTag: "pt-BR"))
        #expect(brazilian.localeTag == "pt-BR")
        #expect(try directory.file(forTag: "PT-br") == brazilian)
        #expect(try directory.file(forTag: "pt-br") == brazilian)
        #expect(try directory.file(forTag: "zh-hans")?.localeTag == "zh-Hans")
        #expect(try directory.file(forTag: "pt") == nil)
        #expect(try directory.file(forTag: "xx") == nil)
    }

    @Test("A limit's reason is split off once, and the same every time; a message without one has none")
    func reasonPatterns() {
        let pattern = "{value}, must stay at least {span} below {other}"
        #expect(LimitReasons.reasonPattern(of: pattern) == "must stay at least {span} below {other}")
        #expect(LimitReasons.reasonPattern(of: pattern) == "must stay at least {span} below {other}")
        #expect(LimitReasons.reasonPattern(of: "{value}、下限") == "下限")
        #expect(LimitReasons.reasonPattern(of: "lowest: {value}") == nil)
        #expect(LimitReasons.reasonPattern(of: "{value}, not {value}") == nil)
        #expect(LimitReasons.reasonPattern(of: "{value}, not {value}") == nil)
    }

    @Test("A count message that passed its check passes again; one that failed fails again, naming its field")
    func spokenChecks() throws {
        try SpokenMessageCheck.check("{count, plural, one {# stay} other {# stays}}", arguments: ["count"], field: "countMessage")
        try SpokenMessageCheck.check("{count, plural, one {# stay} other {# stays}}", arguments: ["count"], field: "countMessage")
        for _ in 0..<2 {
            let error = #expect(throws: AnnouncementError.self) {
                try SpokenMessageCheck.check("{count} in {city}", arguments: ["count"], field: "countMessage")
            }
            #expect(error?.description.contains("countMessage") == true)
            #expect(error?.description.contains("{city}") == true)
        }
        // The same pattern with the argument it uses given passes.
        try SpokenMessageCheck.check("{count} in {city}", arguments: ["count", "city"], field: "countMessage")
    }
}
