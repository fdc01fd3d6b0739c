import SliderCore
import SliderFormatting
import SliderSpeech

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The reference price filter of SPEC §1.4, driven through the public API of each library.
do {
    var price = try RangeSlider(
        bounds: SliderBounds(lower: 20, upper: 300), step: 5, minimumSpan: 30, lower: 60, upper: 180)
    let stays = try Histogram(counts: [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1] as [Int])
    print("range \(price.lower)…\(price.upper): \(stays.matches(in: price)) stays")
    let moved = price.adjust(.lower, .end)
    print("lower End → \(moved.value), limited by \(moved.limitedBy?.rawValue ?? "nothing")")

    let german = try ICULocale("de-DE")
    print(try NumberFormat.shared(style: .currency(code: "EUR", precision: nil), locale: german).format(1234.5))

    let description = try SliderDescription(
        .range(price), thumbLabels: [.literal("Mindestpreis"), .literal("Höchstpreis")],
        valueStyle: .currency(code: "EUR", precision: 0), histogram: stays,
        countMessage: .literal("{count, plural, one {# Unterkunft} other {# Unterkünfte}}"))
    var announcer = try SliderAnnouncer(description: description, locale: german)
    for element in try announcer.elements() {
        print(element.spoken[.ios]?.speech ?? "")
        print("aria-valuenow \(element.aria.valueNow), aria-valuemax \(element.aria.valueMax)")
    }
    for announcement in try announcer.handle(.adjust(.decrement, thumb: .upper)).announcements {
        print("\(announcement.kind.rawValue): \(announcement.speech)")
    }
} catch {
    // A failure must fail the CI step that runs this program.
    print("error: \(error)")
    exit(1)
}
