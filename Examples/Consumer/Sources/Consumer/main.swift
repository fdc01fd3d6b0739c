import SliderCore

// The reference price filter of SPEC §1.4, driven through the public API.
do {
    var price = try RangeSlider(
        bounds: SliderBounds(lower: 20, upper: 300), step: 5, minimumSpan: 30, lower: 60, upper: 180)
    let stays = try Histogram(counts: [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1] as [Int])
    print("range \(price.lower)…\(price.upper): \(stays.matches(in: price)) stays")
    let moved = price.adjust(.lower, .end)
    print("lower End → \(moved.value), limited by \(moved.limitedBy?.rawValue ?? "nothing")")
} catch {
    print("error: \(error)")
}
