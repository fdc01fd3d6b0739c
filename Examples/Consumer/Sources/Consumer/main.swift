import SliderCore
import SliderFormatting
import SliderSpeech

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The reference price filter (SliderCore's Step logic article), driven through the public API of
// each runtime library: an app that only announces links no validator, exporter or libxml2.
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
    #if os(Linux)
        // The runtime alone: libxml2 (the Android resource reader's) is not mapped into an app.
        if let maps = readMaps(), maps.contains("libxml2") {
            print("error: libxml2 is mapped into a program that links only the runtime")
            exit(1)
        }
        print("libxml2 not mapped")
    #endif
} catch {
    // A failure must fail the CI step that runs this program.
    print("error: \(error)")
    exit(1)
}

#if os(Linux)
    /// This process's memory map, as the kernel lists it.
    func readMaps() -> String? {
        guard let file = fopen("/proc/self/maps", "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
#endif
