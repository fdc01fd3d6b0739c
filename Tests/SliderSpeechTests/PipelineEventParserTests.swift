import SliderCore
import TestSupport
import Testing

@testable import SliderSpeech

/// The byte parser of pipeline lines against the JSON tree parser: on seeded random lines —
/// well formed, and broken in every way the generator knows — the pipeline's answer (event or
/// error message) is the tree parser's, and the byte parser takes only lines the tree parser
/// takes, with the same event.
@Suite("Pipeline event lines read from bytes")
struct PipelineEventParserTests {
    /// What a line gave: its type and event, or its error message.
    enum Answer: Hashable, CustomStringConvertible {
        case event(String, SliderEvent)
        case error(String)
        var description: String {
            switch self {
            case .event(let type, let event): "\(type): \(event)"
            case .error(let message): "error: \(message)"
            }
        }
    }

    static func answer(_ body: () throws(PipelineLineError) -> (type: String, event: SliderEvent)) -> Answer {
        do {
            let parsed = try body()
            return .event(parsed.type, parsed.event)
        } catch {
            return .error(error.message)
        }
    }

    static let types = [
        "focus", "increment", "decrement", "pageIncrement", "pageDecrement", "home", "end", "set", "dragStart",
        "dragMove", "dragEnd", "jump", "Focus", "", "incr\\u0065ment", "sét",
    ]
    static let keys = ["thumb", "value", "x", "dx", "type", "other", "thu\\u006db", "Thumb"]
    static let values = [
        #""lower""#, #""upper""#, #""middle""#, #""lówer""#, #""lo\u0077er""#, #""""#, "1", "-0", "0.5", "212.5",
        "1e3", "2E-2", "-14", "01", "1.", "-", "1e400", "-1e999", ".5", "true", "false", "null", "[]", "{}", "[1]",
        #"{"a": 1}"#, "nan", "0x10", "+1",
    ]
    static let spaces = ["", "", "", " ", "\t", "\r", "  "]

    static func line(_ random: inout SeededRandom) -> String {
        func pick(_ options: [String]) -> String { options[Int(random.next() % UInt64(options.count))] }
        var members: [String] = []
        if random.next() % 8 != 0 { members.append(#""type"\#(pick(spaces)):\#(pick(spaces))"\#(pick(types))""#) }
        for _ in 0..<Int(random.next() % 3) {
            members.append(#""\#(pick(keys))"\#(pick(spaces)):\#(pick(spaces))\#(pick(values))"#)
        }
        members.shuffle(using: &random)
        var text =
            pick(spaces) + "{" + pick(spaces) + members.joined(separator: pick(spaces) + "," + pick(spaces)) + pick(spaces) + "}"
            + pick(spaces)
        // Some lines are broken further: cut short, a byte changed, or text after the object.
        switch random.next() % 10 {
        case 0: text = String(text.prefix(Int(random.next() % UInt64(text.count + 1))))
        case 1:
            var bytes = Array(text.utf8)
            if !bytes.isEmpty { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
            text = String(decoding: bytes, as: UTF8.self)
        case 2: text += pick(["x", ",", "}", " {}", "\u{0}"])
        default: break
        }
        return text
    }

    @Test("10,000 seeded lines: the pipeline answers as the tree parser does; the byte parser takes only what the tree takes")
    func differential() {
        var random = SeededRandom(seed: 15)
        var taken = 0
        var left = 0
        for _ in 0..<10_000 {
            let bytes = Array(Self.line(&random).utf8)[...]
            let tree = Self.answer { () throws(PipelineLineError) in try PipelineEvent.parseWithTree(bytes) }
            let pipeline = Self.answer { () throws(PipelineLineError) in try PipelineEvent.parse(bytes) }
            #expect(pipeline == tree, "\(String(decoding: bytes, as: UTF8.self))")
            if let fast = PipelineEventParser.parse(bytes) {
                taken += 1
                #expect(Answer.event(fast.type, fast.event) == tree, "\(String(decoding: bytes, as: UTF8.self))")
            } else {
                left += 1
            }
        }
        // Both paths are exercised.
        #expect(taken > 1_000)
        #expect(left > 1_000)
    }

    @Test(
        "Lines the byte parser takes, written out",
        arguments: [
            (#"{"type":"increment","thumb":"lower"}"#, Answer.event("increment", .adjust(.increment, thumb: .lower))),
            (#" { "type" : "set" , "value" : 212.5 , "thumb" : "upper" } "#, .event("set", .set(212.5, thumb: .upper))),
            (#"{"thumb":"upper","type":"focus"}"#, .event("focus", .focus(thumb: .upper))),
            (#"{"type":"dragStart","x":-1.5e2}"#, .event("dragStart", .dragStart(x: -150))),
            (#"{"type":"dragMove","dx":14}"#, .event("dragMove", .dragMove(translation: 14))),
            ("{\"type\":\"dragEnd\"}\r", .event("dragEnd", .dragEnd)),
            (#"{"type":"home"}"#, .event("home", .adjust(.home, thumb: nil))),
        ])
    func taken(line: String, expected: Answer) throws {
        let parsed = try #require(PipelineEventParser.parse(Array(line.utf8)[...]))
        #expect(Answer.event(parsed.type, parsed.event) == expected)
    }

    @Test(
        "Lines left to the tree parser, with its errors written out",
        arguments: [
            (#"{"type":"set","value":1e400}"#, "value: 1e400 is not a finite number"),
            (#"{"type":"focus","thumb":"middle"}"#, "thumb: 'middle' is not a thumb (lower or upper)"),
            (#"{"type":"focus","type":"end"}"#, "not JSON: column 17: duplicate key \"type\""),
            (#"{"type":"dragStart","thumb":"lower"}"#, "thumb: not a field of dragStart"),
            (#"{"type":"set","thumb":"lower"}"#, "value: missing"),
            (#"{"type":"set","value":"1"}"#, "value: expected a number, got a string"),
            (#"{"thumb":"lower"}"#, "type: missing"),
            (#"{"type":"focus","speed":2}"#, "speed: unknown field"),
            (#"{"type":"set","value":01}"#, "not JSON: column 24: a number may not start with 0"),
            (#"[]"#, "expected a JSON object, got an array"),
        ])
    func left(line: String, error: String) {
        let bytes = Array(line.utf8)[...]
        #expect(PipelineEventParser.parse(bytes) == nil)
        #expect(Self.answer { () throws(PipelineLineError) in try PipelineEvent.parse(bytes) } == .error(error))
    }

    @Test("An escaped but valid line is the tree parser's, and gives the same event")
    func escaped() {
        let bytes = Array(#"{"type":"incr\u0065ment","thumb":"lo\u0077er"}"#.utf8)[...]
        #expect(PipelineEventParser.parse(bytes) == nil)
        #expect(
            Self.answer { () throws(PipelineLineError) in try PipelineEvent.parse(bytes) }
                == .event("increment", .adjust(.increment, thumb: .lower)))
    }
}
