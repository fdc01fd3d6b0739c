// Fuzz target: a slider description (the SliderDescriptionFormat article) through every announcement it makes: the
// elements with their platform properties, the summary, the count, and a run of events the
// input's last bytes choose.
import SliderCore
import SliderFormatting
import SliderSpeech

let locales = ["en", "ar-EG", "ru", "ja", "he", "de-CH", "fr"].compactMap { try? ICULocale($0) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDescription(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let description = try? SliderDescription(jsonBytes: bytes) else { return 0 }
    let locale = locales[bytes.count % locales.count]
    guard var announcer = try? SliderAnnouncer(description: description, locale: locale) else { return 0 }
    _ = try? announcer.elements()
    _ = try? announcer.summary()
    _ = try? announcer.count()
    let thumb: Thumb? = description.kind == .range ? .lower : nil
    let events: [SliderEvent] = [
        .focus(thumb: thumb), .adjust(.increment, thumb: thumb), .adjust(.end, thumb: thumb),
        .adjust(.pageDecrement, thumb: thumb), .adjust(.home, thumb: thumb), .set(Double(bytes.last ?? 0) / 7, thumb: thumb),
        .dragStart(x: Double(bytes.first ?? 0)), .dragMove(translation: Double(Int(bytes.last ?? 0) - 128)), .dragEnd,
    ]
    for (index, event) in events.enumerated() where index < 2 || bytes.count % (index + 1) != 0 {
        _ = try? announcer.handle(event, platform: .web)
    }
    return 0
}
