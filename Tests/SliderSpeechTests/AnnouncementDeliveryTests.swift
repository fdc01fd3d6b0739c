import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// Who says each announcement: the screen reader by itself (focus, a value that changed) or the
/// app, which posts ``Announcement/post`` — so that each thing is said once.
@Suite("Announcements say who speaks them: the screen reader or the app")
struct AnnouncementDeliveryTests {
    /// The announcements of an event as `kind delivery: post speech` (`-` when nothing is posted).
    static func posts(_ announcer: inout SliderAnnouncer, _ event: SliderEvent) throws -> [String] {
        try announcer.handle(event).announcements.map {
            "\($0.kind.rawValue) \($0.delivery.rawValue): \($0.post?.speech ?? "-")"
        }
    }

    @Test("The price filter, event by event: what the app posts", .pinnedToICU72)
    func priceFilter() throws {
        var announcer = try priceAnnouncer()
        let steps: [(SliderEvent, [String])] = [
            (.focus(thumb: .lower), ["focus screenReader: -"]),
            (.adjust(.increment, thumb: .lower), ["value screenReader: -"]),
            (.adjust(.increment, thumb: .lower), ["value screenReader: -", "count app: 172 stays"]),
            // The value changed and stopped short: the screen reader says "$150", the app why.
            (
                .adjust(.end, thumb: .lower),
                ["limit app: must stay at least 30 US dollars below Maximum price", "count app: 33 stays"]
            ),
            // Pushed again: nothing changed, so the value is posted with the reason.
            (
                .adjust(.increment, thumb: .lower),
                ["limit app: 150 US dollars, must stay at least 30 US dollars below Maximum price"]
            ),
            (.adjust(.home, thumb: .upper), ["limit app: 180 US dollars, must stay at least 30 US dollars above Minimum price"]),
            (.adjust(.end, thumb: .upper), ["value screenReader: -", "count app: 71 stays"]),
            (.adjust(.increment, thumb: .upper), ["limit app: 300 US dollars, highest"]),
            // End at the end moves nothing and is no limit: the app posts the value.
            (.adjust(.end, thumb: .upper), ["value app: 300 US dollars"]),
            (.adjust(.home, thumb: .lower), ["value screenReader: -", "count app: 240 stays"]),
            (.adjust(.decrement, thumb: .lower), ["limit app: 20 US dollars, lowest"]),
            (.adjust(.home, thumb: .lower), ["value app: 20 US dollars"]),
            (.set(212.5, thumb: .upper), ["value screenReader: -", "count app: 227 stays"]),
            (.set(215, thumb: .upper), ["value app: 215 US dollars"]),
            // A page that reaches past the bound: the value changed, so the app posts "highest" alone.
            (.set(280, thumb: .upper), ["value screenReader: -", "count app: 239 stays"]),
            (.adjust(.pageIncrement, thumb: .upper), ["limit app: highest", "count app: 240 stays"]),
            (.dragStart(x: 20), []),
            (.dragMove(translation: 58.4), []),
            (.dragEnd, ["value screenReader: -", "count app: 210 stays"]),
        ]
        for (index, (event, expected)) in steps.enumerated() {
            #expect(try Self.posts(&announcer, event) == expected, "step \(index + 1): \(event)")
        }
    }

    @Test("Held by the other thumb: after a move the reason alone, at the thumb the whole message", .pinnedToICU72)
    func otherThumb() throws {
        var announcer = try priceAnnouncer(
            spec: """
                {"kind": "range", "bounds": [20, 300], "step": 5, "value": [100, 180], "thumbLabels": ["Minimum price", "Maximum price"],
                 "valueStyle": {"currency": "USD", "precision": 0}}
                """)
        #expect(try Self.posts(&announcer, .set(250, thumb: .lower)) == ["limit app: can't pass Maximum price"])
        #expect(
            try Self.posts(&announcer, .adjust(.increment, thumb: .lower)) == [
                "limit app: 180 US dollars, can't pass Maximum price"
            ])
    }

    @Test("A tick slider: a tick the screen reader says, a push past the last one the app posts", .pinnedToICU72)
    func ticks() throws {
        let json =
            #"{"kind": "ticks", "bounds": [0.5, 2], "step": 0.25, "value": 1, "ticks": [0.5, 1, 1.5, 2], "label": "Speed"}"#
        var announcer = try SliderAnnouncer(description: SliderDescription(json: json), locale: ICULocale("en"))
        #expect(try Self.posts(&announcer, .adjust(.end, thumb: nil)) == ["value screenReader: -"])
        #expect(try Self.posts(&announcer, .adjust(.increment, thumb: nil)) == ["limit app: 2, highest"])
        #expect(try Self.posts(&announcer, .adjust(.increment, thumb: nil)) == ["limit app: 2, highest"])
    }

    @Test("Arabic: the reason without the value, isolated as the full message isolates it", .pinnedToICU72)
    func arabic() throws {
        var announcer = try priceAnnouncer("ar")
        let result = try announcer.handle(.adjust(.end, thumb: .lower))
        let limit = try #require(result.announcements.first)
        let post = try #require(limit.post)
        #expect(limit.delivery == .app)
        #expect(post.speech == "يجب أن تظل القيمة أدنى من «Maximum price» بمقدار ٣٠ دولار أمريكي على الأقل")
        #expect(
            post.text
                == "يجب أن تظل القيمة أدنى من «\u{2068}Maximum price\u{2069}» بمقدار \u{2068}\u{200F}٣٠\u{A0}US$\u{200E}\u{2069} على الأقل"
        )
        #expect(limit.speech == "١٥٠ دولار أمريكي، " + post.speech)
    }

    @Test(
        "Reasons of limit patterns: the parts after the leading {value} and its joining mark, or none",
        arguments: [
            ("{value}, lowest", "lowest"),
            ("{value}، أدنى قيمة", "أدنى قيمة"),
            ("{value}、下限", "下限"),
            ("{value}，已是最低", "已是最低"),
            ("{value}、{other}を超えられません", "{other}を超えられません"),
            // An apostrophe is text: quoted again, it writes the same.
            ("{value}, can't pass {other}", "can''t pass {other}"),
            ("{value}, it''s the lowest", "it''s the lowest"),
            // A quotation mark opens the reason: it is the reason's, never the joining mark's.
            (#"{value}، "{other}" سے آگے جانا ممکن نہیں"#, #""{other}" سے آگے جانا ممکن نہیں"#),
            ("{value}, „{other}“ hinaus", "„{other}“ hinaus"),
            ("{value}; «{other}»", "«{other}»"),
            ("{value}, (lowest)", "(lowest)"),
            ("{value}, '{'lowest'}'", "'{'lowest'}'"),
            ("{value} — lowest", "lowest"),
            // A hyphen against the value inflects it: no joining mark, no reason of its own.
            ("{value}-nál nem lehet kisebb", nil),
            ("{value}: {other, select, lower {below} other {above}}", "{other, select, lower {below} other {above}}"),
            ("Lowest: {value}", nil),
            ("{value}", nil),
            ("{value}, ", nil),
            ("{value}lowest", nil),
            ("{value}, {value} again", nil),
            ("{value}, {span, plural, one {# {value}} other {#}}", nil),
            ("{value}, {broken", nil),
        ] as [(String, String?)])
    func reasonPatterns(_ pattern: String, _ reason: String?) {
        #expect(LimitReasons.reasonPattern(of: pattern) == reason)
    }

    @Test("Every built-in locale's five limit messages have a reason, and the full message ends with it")
    func everyLocale() throws {
        for tag in CatalogSet.builtIn.localeTags.sorted() {
            var announcer = try priceAnnouncer(tag)
            // Each moves the value and stops short: the span (lower: 60 → 150), a bound (upper:
            // 180 → 300; lower: 150 → 20), the span (upper: 300 → 50).
            let events: [SliderEvent] = [
                .adjust(.end, thumb: .lower), .set(1000, thumb: .upper), .set(-5, thumb: .lower), .set(20, thumb: .upper),
            ]
            for event in events {
                let limit = try #require(try announcer.handle(event).announcements.first, "\(tag) \(event)")
                #expect(limit.kind == .limit, "\(tag) \(event)")
                let post = try #require(limit.post, "\(tag) \(event)")
                #expect(post != limit.content && !post.speech.isEmpty, "\(tag) \(event): \(post.speech)")
                #expect(limit.speech.hasSuffix(post.speech), "\(tag) \(event): \(limit.speech) / \(post.speech)")
            }
            var touching = try priceAnnouncer(
                tag,
                spec: """
                    {"kind": "range", "bounds": [20, 300], "step": 5, "value": [100, 180], "valueStyle": {"currency": "USD"}}
                    """)
            let other = try #require(try touching.handle(.set(250, thumb: .lower)).announcements.first)
            #expect(other.kind == .limit && other.post.map { other.speech.hasSuffix($0.speech) } == true, "\(tag)")
        }
    }

    @Test("Property: each thing once — over seeded random moves, the value is said once, by the screen reader or by the app")
    func eachThingOnce() throws {
        let specs = [
            nil,
            #"{"kind": "ticks", "bounds": [0.5, 2], "step": 0.25, "value": 1, "ticks": [0.5, 1, 1.5, 2], "label": "Speed"}"#,
            #"{"kind": "slider", "bounds": [0, 10], "step": 1, "value": 5, "label": "Level"}"#,
            #"{"kind": "range", "bounds": [0, 100], "step": 10, "value": [40, 60], "label": "Span"}"#,
        ]
        var random = SeededRandom(seed: 0x5EED_0025)
        for spec in specs {
            var announcer = try priceAnnouncer(spec: spec)
            let isRange: Bool
            if case .range = announcer.control.model { isRange = true } else { isRange = false }
            for step in 0..<600 {
                let thumb: Thumb? = isRange ? (random.next(2) == 0 ? .lower : .upper) : nil
                let event: SliderEvent
                switch random.next(10) {
                case 0: event = .focus(thumb: thumb)
                case 1: event = .set(Double(random.next(400)) - 50, thumb: thumb)
                default: event = .adjust(AdjustAction.allCases[Int(random.next(6))], thumb: thumb)
                }
                let before = announcer.control.model.value(of: thumb)
                let result = try announcer.handle(event)
                let context = "\(spec ?? "price filter") step \(step): \(event)"
                for announcement in result.announcements {
                    #expect((announcement.delivery == .screenReader) == (announcement.post == nil), "\(context)")
                    switch announcement.kind {
                    case .focus: #expect(announcement.delivery == .screenReader, "\(context)")
                    case .count: #expect(announcement.post == announcement.content, "\(context)")
                    case .value, .limit: break
                    }
                }
                guard case .adjust = event else { continue }
                guard let move = result.outcome.move else { continue }
                let value = try announcer.spokenValue(move.value).speech
                let posts = result.announcements.filter { $0.kind != .count }.compactMap(\.post)
                #expect(move.changed == (move.value != before), "\(context)")
                let first = try #require(result.announcements.first, "\(context)")
                #expect(first.speech.hasPrefix(value), "\(context)")
                if move.changed {
                    // The screen reader says the new value; the app posts no value, at most the reason.
                    #expect(!posts.contains { $0.speech.hasPrefix(value) }, "\(context): \(posts)")
                    #expect(first.kind == .value ? first.delivery == .screenReader : first.post != first.content, "\(context)")
                    if let post = first.post { #expect(first.speech.hasSuffix(post.speech), "\(context)") }
                } else {
                    // Nothing the screen reader would say: the app posts the value, with the reason.
                    #expect(posts.map(\.speech) == [first.speech], "\(context): \(posts)")
                }
            }
        }
    }
}
