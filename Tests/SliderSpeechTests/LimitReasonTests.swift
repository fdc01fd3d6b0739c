import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// What the app posts when a move changed the value and stopped short: the limit message's
/// reason, the parts after its leading value, taken from the message's structure — in every
/// built-in locale, for every kind of limit.
@Suite("Limit reasons: the message's parts after the value, whole, in every locale")
struct LimitReasonTests {
    enum Kind: String, CaseIterable, Sendable {
        case lowest, highest, otherThumb, spanBelow, spanAbove
    }

    /// A move of the price filter that changes the value and stops at a limit of `kind`: the
    /// limit announcement, and the value it stopped at.
    static func stop(_ kind: Kind, locale: String) throws -> (limit: Announcement, value: Double) {
        // Without a minimum span the lower thumb is held by the upper one.
        let spec: String? =
            kind == .otherThumb
            ? """
            {"kind": "range", "bounds": [20, 300], "step": 5, "value": [100, 180],
             "thumbLabels": ["Minimum price", "Maximum price"], "valueStyle": {"currency": "USD", "precision": 0}}
            """ : nil
        var announcer = try priceAnnouncer(locale, spec: spec)
        let event: SliderEvent
        let value: Double
        switch kind {
        case .lowest: (event, value) = (.set(-5, thumb: .lower), 20)
        case .highest: (event, value) = (.set(1000, thumb: .upper), 300)
        case .spanBelow: (event, value) = (.adjust(.end, thumb: .lower), 150)
        case .spanAbove: (event, value) = (.adjust(.home, thumb: .upper), 90)
        case .otherThumb: (event, value) = (.set(250, thumb: .lower), 180)
        }
        let limit = try #require(try announcer.handle(event).announcements.first)
        return (limit, value)
    }

    static let rows: [(String, Kind)] = CatalogSet.builtIn.localeTags.sorted().flatMap { tag in
        Kind.allCases.map { (tag, $0) }
    }

    /// Quotation marks (Unicode's Quotation_Mark), but an apostrophe inside a word ("can't").
    static func quotationMarks(_ text: String) -> Int {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.filter { index in
            let scalar = scalars[index]
            guard scalar.properties.isQuotationMark else { return false }
            guard scalar == "'" || scalar == "\u{2019}" else { return true }
            let letterBefore = index > 0 && scalars[index - 1].properties.isAlphabetic
            let letterAfter = index + 1 < scalars.count && scalars[index + 1].properties.isAlphabetic
            return !(letterBefore && letterAfter)
        }.count
    }

    @Test(
        "The post is the message after its value and joining mark: quotes balanced, nothing stray at its start",
        .pinnedToICU72, arguments: rows)
    func reasonIsWhole(_ tag: String, _ kind: Kind) throws {
        let (limit, value) = try Self.stop(kind, locale: tag)
        #expect(limit.kind == .limit && limit.delivery == .app, "\(tag) \(kind)")
        let post = try #require(limit.post, "\(tag) \(kind)")
        let said = try ValueTextFormatter(
            style: .currency(code: "USD", precision: 0), step: 5, localization: Localization(locale: ICULocale(tag))
        ).value(value)
        // The speech form: the value's, the joining mark, then the post, nothing else.
        let full = Array(limit.speech.unicodeScalars)
        let reason = Array(post.speech.unicodeScalars)
        let valueScalars = Array(said.speech.unicodeScalars)
        #expect(full.starts(with: valueScalars), "\(tag) \(kind): \(limit.speech)")
        #expect(full.count > valueScalars.count + reason.count, "\(tag) \(kind): \(limit.speech) / \(post.speech)")
        #expect(Array(full.suffix(reason.count)) == reason, "\(tag) \(kind): \(limit.speech) / \(post.speech)")
        let joint = full.dropFirst(valueScalars.count).dropLast(reason.count)
        #expect(
            !joint.isEmpty
                && joint.allSatisfy {
                    $0.properties.isTerminalPunctuation || $0.properties.isWhitespace || $0.properties.isDash
                },
            "\(tag) \(kind): joined by '\(String(String.UnicodeScalarView(joint)))'")
        // The text form ends with the post's text too (isolates and all).
        #expect(limit.text.hasSuffix(post.text), "\(tag) \(kind): \(limit.text) / \(post.text)")
        // Every quotation mark of the message is in the post, and they pair up.
        for (form, whole, part) in [("speech", limit.speech, post.speech), ("text", limit.text, post.text)] {
            #expect(Self.quotationMarks(part) == Self.quotationMarks(whole), "\(tag) \(kind) \(form): \(part)")
            #expect(Self.quotationMarks(part) % 2 == 0, "\(tag) \(kind) \(form): \(part)")
        }
        // Nothing stray at the start: no space, clause mark, dash or closing bracket.
        let first = try #require(reason.first, "\(tag) \(kind)")
        #expect(
            !first.properties.isWhitespace && !first.properties.isTerminalPunctuation && !first.properties.isDash
                && first.properties.generalCategory != .closePunctuation,
            "\(tag) \(kind): \(post.speech)")
    }

    @Test(
        "Urdu: each post written out, the name's opening quotation mark kept",
        .pinnedToICU72,
        arguments: [
            (Kind.lowest, "سب سے کم قدر"),
            (.highest, "سب سے زیادہ قدر"),
            (.otherThumb, #""Maximum price" سے آگے جانا ممکن نہیں"#),
            (.spanBelow, #""Maximum price" سے کم از کم 30 امریکی ڈالر نیچے رہنا ضروری ہے"#),
            (.spanAbove, #""Minimum price" سے 30 امریکی ڈالر یا اس سے زیادہ اوپر رہنا ضروری ہے"#),
        ])
    func urdu(_ kind: Kind, _ expected: String) throws {
        let post = try #require(try Self.stop(kind, locale: "ur").limit.post)
        #expect(post.speech == expected)
    }

    @Test(
        "Posts in other scripts and quotation styles, written out",
        .pinnedToICU72,
        arguments: [
            ("ar", Kind.otherThumb, "لا يمكن تجاوز «Maximum price»"),
            ("he", .spanAbove, "הערך חייב להישאר לפחות 30 דולר אמריקאי מעל ”Minimum price”"),
            ("fa", .lowest, "کمترین مقدار"),
            ("ja", .otherThumb, "Maximum priceより先には動かせません"),
            ("zh-Hans", .spanBelow, "必须比Maximum price至少低30美元"),
            ("de", .otherThumb, "kann nicht über den Regler „Maximum price“ hinaus"),
            ("fr", .spanAbove, "doit rester au moins 30 dollars des États-Unis au-dessus du curseur « Minimum price »"),
            ("en", .otherThumb, "can't pass Maximum price"),
        ])
    func written(_ tag: String, _ kind: Kind, _ expected: String) throws {
        let post = try #require(try Self.stop(kind, locale: tag).limit.post)
        #expect(post.speech == expected)
    }
}
