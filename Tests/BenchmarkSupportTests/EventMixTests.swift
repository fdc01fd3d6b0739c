import BenchmarkSupport
import SliderCore
import SliderFormatting
import SliderSpeech
import Testing

@Suite("The seeded event mix the event cases replay")
struct EventMixTests {
    static let priceFilter = """
        {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
         "valueStyle": {"currency": "USD"},
         "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1]}
        """

    @Test("The same seed gives the same mix; another seed another", arguments: [1, 2, 99] as [UInt64])
    func seeded(seed: UInt64) {
        let first = EventMix(count: 500, seed: seed, bounds: 20...300, width: 320)
        let again = EventMix(count: 500, seed: seed, bounds: 20...300, width: 320)
        let other = EventMix(count: 500, seed: seed + 1, bounds: 20...300, width: 320)
        #expect(first.lines == again.lines)
        #expect(first.lines != other.lines)
    }

    @Test("The mix has exactly the count asked for, and its input one line each", arguments: [1, 2, 3, 17, 1000])
    func count(count: Int) {
        let mix = EventMix(count: count, seed: 5, bounds: 20...300, width: 320)
        #expect(mix.events.count == count)
        #expect(mix.lines.count == count)
        #expect(mix.input.filter { $0 == 0x0A }.count == count)
    }

    @Test("The first lines are written out as the pipeline reads them")
    func firstLines() {
        let mix = EventMix(count: 4, seed: 1, bounds: 20...300, width: 320)
        for (event, line) in zip(mix.events, mix.lines) {
            let text = String(decoding: line, as: UTF8.self)
            switch event {
            case .focus(let thumb): #expect(text == #"{"type":"focus","thumb":"\#(thumb!.rawValue)"}"#)
            case .adjust(let action, let thumb):
                #expect(text == #"{"type":"\#(action.rawValue)","thumb":"\#(thumb!.rawValue)"}"#)
            case .set(let value, let thumb):
                #expect(text == #"{"type":"set","thumb":"\#(thumb!.rawValue)","value":\#(Int(value))}"#)
            case .dragStart(let x): #expect(text == #"{"type":"dragStart","x":\#(Int(x))}"#)
            case .dragMove(let dx): #expect(text == #"{"type":"dragMove","dx":\#(Int(dx))}"#)
            case .dragEnd: #expect(text == #"{"type":"dragEnd"}"#)
            }
        }
    }

    @Test("Every line is accepted by a pipeline, values and counts change and limits happen")
    func realistic() throws {
        let mix = EventMix(count: 2_000, seed: 1, bounds: 20...300, width: 320)
        var session = PipelineSession(
            announcer: try SliderAnnouncer(description: SliderDescription(json: Self.priceFilter), locale: ICULocale("en-US")))
        var kinds: [String: Int] = [:]
        var outputs: [String] = []
        for line in mix.lines {
            let processed = session.process(line[...])
            let output = try #require(processed)
            #expect(output.error == nil)
            outputs += output.lines
        }
        for output in outputs {
            for kind in ["\"kind\":\"value\"", "\"kind\":\"count\"", "\"kind\":\"limit\"", "\"kind\":\"focus\""]
            where output.contains(kind) {
                kinds[kind, default: 0] += 1
            }
        }
        for kind in ["\"kind\":\"value\"", "\"kind\":\"count\"", "\"kind\":\"limit\"", "\"kind\":\"focus\""] {
            #expect(kinds[kind, default: 0] >= 100, "\(kind): \(kinds[kind, default: 0])")
        }
        #expect(session.rejected == 0)
    }

    @Test("Both thumbs move, and every kind of event is in the mix")
    func variety() {
        let mix = EventMix(count: 2_000, seed: 1, bounds: 20...300, width: 320)
        var names: Set<String> = []
        for line in mix.lines {
            let text = String(decoding: line, as: UTF8.self)
            let type = text.split(separator: "\"")[3]
            names.insert(String(type))
            if text.contains("\"thumb\"") { names.insert(text.contains("lower") ? "lower" : "upper") }
        }
        #expect(
            names == [
                "focus", "increment", "decrement", "pageIncrement", "pageDecrement", "home", "end", "set", "dragStart",
                "dragMove", "dragEnd", "lower", "upper",
            ])
    }
}
