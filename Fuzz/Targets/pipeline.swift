// Fuzz target: pipeline lines (the EventPipeline article) for a price filter, in JSON Lines and SSML, in a
// left-to-right and a right-to-left locale.
import SliderFormatting
import SliderSpeech

let priceFilter = """
    {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
     "thumbLabels": ["Minimum price", "<b>Maximum</b> & \\"price\\""], "valueStyle": {"currency": "USD", "precision": 0},
     "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1],
     "countMessage": "{count, plural, =0 {No stays} one {# stay} other {# stays}}"}
    """
let announcers: [SliderAnnouncer] = ["en", "ar"].map { tag in
    try! SliderAnnouncer(description: SliderDescription(json: priceFilter), locale: ICULocale(tag))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let announcer = announcers[bytes.count % announcers.count]
    var sessions = [
        PipelineSession(announcer: announcer, format: .jsonLines), PipelineSession(announcer: announcer, format: .ssml),
    ]
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
        for index in sessions.indices { _ = sessions[index].process(line) }
    }
    return 0
}
