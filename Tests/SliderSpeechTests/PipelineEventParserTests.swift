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

    /// What the pipeline answers for `bytes` (the byte parser, else the tree).
    static func pipeline(_ bytes: [UInt8]) -> Answer {
        bytes.withUnsafeBufferPointer { buffer in answer { () throws(PipelineLineError) in try PipelineEvent.parse(buffer) } }
    }

    /// What the tree parser answers for `bytes`.
    static func tree(_ bytes: [UInt8]) -> Answer {
        bytes.withUnsafeBufferPointer { buffer in
            answer { () throws(PipelineLineError) in try PipelineEvent.parseWithTree(buffer) }
        }
    }

    /// What the byte parser makes of `bytes`, or `nil` where it leaves the line to the tree.
    static func fast(_ bytes: [UInt8]) -> Answer? {
        bytes.withUnsafeBufferPointer { buffer in PipelineEventParser.parse(buffer).map { .event($0.type, $0.event) } }
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
            let bytes = Array(Self.line(&random).utf8)
            let tree = Self.tree(bytes)
            #expect(Self.pipeline(bytes) == tree, "\(String(decoding: bytes, as: UTF8.self))")
            if let fast = Self.fast(bytes) {
                taken += 1
                #expect(fast == tree, "\(String(decoding: bytes, as: UTF8.self))")
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
        #expect(Self.fast(Array(line.utf8)) == expected)
        #expect(Self.tree(Array(line.utf8)) == expected)
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
        let bytes = Array(line.utf8)
        #expect(Self.fast(bytes) == nil)
        #expect(Self.pipeline(bytes) == .error(error))
    }

    @Test("An escaped but valid line is the tree parser's, and gives the same event")
    func escaped() {
        let bytes = Array(#"{"type":"incr\u0065ment","thumb":"lo\u0077er"}"#.utf8)
        #expect(Self.fast(bytes) == nil)
        #expect(Self.pipeline(bytes) == .event("increment", .adjust(.increment, thumb: .lower)))
    }

    /// The one schema both readers use: every type takes exactly the fields its table row says,
    /// in the byte reader and in the tree (a line with each field a type does not take is the
    /// tree's error), and each type's name reads back as that type.
    @Test("Every event type and field, through both readers", arguments: PipelineEvent.Kind.allCases)
    func schema(kind: PipelineEvent.Kind) {
        #expect(PipelineEvent.Kind(name: kind.name) == kind)
        for (field, key) in PipelineEvent.Fields.keys {
            let value = field == .thumb ? #""upper""# : "7"
            let line = Array(#"{"type":"\#(kind.name)","\#(key)":\#(value)}"#.utf8)
            if kind.fields.contains(field) {
                let expected: Answer =
                    kind.numberField == field || field == .thumb && kind.numberField == nil
                    ? .event(kind.name, kind.event(thumb: field == .thumb ? .upper : nil, number: 7)!)
                    : .error("\(kind.numberField!.key): missing")
                #expect(Self.tree(line) == expected, "\(kind) \(key)")
                #expect(Self.pipeline(line) == expected, "\(kind) \(key)")
            } else {
                #expect(Self.fast(line) == nil, "\(kind) \(key)")
                #expect(Self.pipeline(line) == .error("\(key): not a field of \(kind.name)"), "\(kind) \(key)")
            }
        }
    }
}
