import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// The output buffer the pipeline writes its answers into, the numbers and strings written
/// into it, and a session's answers written into a buffer and into an array.
@Suite("Pipeline output buffer")
struct PipelineOutputTests {
    @Test(
        "Whole numbers in decimal digits",
        arguments: [
            (0, "0"), (7, "7"), (10, "10"), (-1, "-1"), (65, "65"), (200_000, "200000"),
            (999_999_999_999_999, "999999999999999"), (Int64.max, "9223372036854775807"),
            (Int64.min, "-9223372036854775808"),
        ] as [(Int64, String)])
    func decimal(value: Int64, text: String) {
        let buffer = OutputBuffer(capacity: 1)
        buffer.appendDecimal(value)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == text)
    }

    @Test(
        "Numbers as JSON writes them",
        arguments: [
            (0, "0"), (-0.0, "0"), (60, "60"), (-14, "-14"), (212.5, "212.5"), (0.1, "0.1"), (1e15, "1000000000000000.0"),
            (1e16, "1e+16"),
            (999_999_999_999_999, "999999999999999"), (-999_999_999_999_999, "-999999999999999"), (1e-7, "1e-07"),
            (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
        ] as [(Double, String)])
    func number(value: Double, text: String) {
        let buffer = OutputBuffer(capacity: 1)
        buffer.appendJSONNumber(value)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == text)
    }

    @Test("Appends grow the buffer and keep every byte, in order; truncate takes back the end")
    func growth() {
        let buffer = OutputBuffer(capacity: 1)
        var expected: [UInt8] = []
        var random = SeededRandom(seed: 3)
        for round in 0..<2_000 {
            let length = Int(random.next() % 40)
            let piece = (0..<length).map { UInt8(truncatingIfNeeded: round &+ $0) }
            piece.withUnsafeBufferPointer { buffer.append($0) }
            buffer.append(UInt8(ascii: "|"))
            expected += piece
            expected.append(UInt8(ascii: "|"))
        }
        buffer.append("end")
        expected += Array("end".utf8)
        #expect(buffer.count == expected.count)
        #expect(buffer.bytes == expected)
        buffer.truncate(to: 5)
        #expect(buffer.bytes == Array(expected[0..<5]))
        buffer.removeAll()
        #expect(buffer.isEmpty)
        buffer.append(#"{"seq":"#)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == #"{"seq":"#)
    }

    /// Long strings go through the eight-bytes-at-a-time skip and in pieces of 4,096 bytes:
    /// runs of plain text of every length, escapes at every offset of a word, and scalars of
    /// two, three and four bytes across the pieces' ends.
    @Test("Long strings: the same bytes as the model written a scalar at a time")
    func longStrings() {
        var random = SeededRandom(seed: 29)
        for _ in 0..<300 {
            var text = String.UnicodeScalarView()
            let length = Int(random.next() % 9_000)
            for _ in 0..<length {
                let roll = random.next() % 40
                let scalar: Unicode.Scalar =
                    roll == 0
                    ? JSONStringTests.pool[Int(random.next() % UInt64(JSONStringTests.pool.count))]
                    : Unicode.Scalar(UInt8(0x61 + random.next() % 26))
                text.append(scalar)
            }
            let string = String(text)
            let buffer = OutputBuffer(capacity: 8)
            JSONWriter.writeString(string, into: buffer)
            #expect(buffer.bytes == JSONStringTests.model(string))
        }
    }

    @Test(
        "Plain runs of every length around an escape",
        arguments: [
            "\"", "\\", "\n", "\u{0}", "\u{7F}", "\u{200E}", "\u{2028}", "😀", "é", "\u{61C}",
        ] as [Unicode.Scalar])
    func runsAroundEscapes(special: Unicode.Scalar) {
        for before in 0..<20 {
            for after in 0..<20 {
                let string = String(repeating: "x", count: before) + String(special) + String(repeating: "y", count: after)
                let buffer = OutputBuffer()
                JSONWriter.writeString(string, into: buffer)
                #expect(buffer.bytes == JSONStringTests.model(string), "\(before) + \(special.value) + \(after)")
            }
        }
    }

    static let priceFilter = """
        {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
         "thumbLabels": ["Minimum price", "Maximum price"], "valueStyle": {"currency": "USD", "precision": 0},
         "countMessage": "{count, plural, one {# stay} other {# stays}}", "histogram": [1, 2, 3, 4]}
        """

    @Test("A session's answers: the same bytes into a buffer, into an array, and as lines")
    func answersAlike() throws {
        let announcer = try SliderAnnouncer(
            description: try SliderDescription(json: Self.priceFilter), locale: ICULocale("en-US"))
        var intoBuffer = PipelineSession(announcer: announcer)
        var intoArray = PipelineSession(announcer: announcer)
        var asLines = PipelineSession(announcer: announcer)
        let lines = [
            #"{"type":"increment","thumb":"lower"}"#, #"{"type":"end","thumb":"lower"}"#, #"{"type":"jump"}"#,
            #"{"type":"set","thumb":"upper","value":212.5}"#, "  ", #"{"type":"focus","thumb":"upper"}"#,
        ]
        let buffer = OutputBuffer()
        var array: [UInt8] = []
        var joined = ""
        for line in lines {
            let bytes = Array(line.utf8)[...]
            let first = intoBuffer.process(bytes, into: buffer)
            let second = intoArray.process(bytes, into: &array)
            let third = asLines.process(bytes)
            #expect(first?.error == second?.error)
            #expect(first?.error == third?.error)
            for text in third?.lines ?? [] { joined += text + "\n" }
        }
        #expect(buffer.bytes == array)
        #expect(String(decoding: array, as: UTF8.self) == joined)
        let answers = joined.split(separator: "\n").map(String.init)
        #expect(
            answers == [
                #"{"seq":1,"event":"increment","range":[65,180],"limitedBy":null,"announcements":[{"text":"65 US dollars","speech":"65 US dollars","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#,
                #"{"seq":2,"event":"end","range":[150,180],"limitedBy":"minimumSpan","announcements":[{"text":"$150, must stay at least $30 below Maximum price","speech":"150 US dollars, must stay at least 30 US dollars below Maximum price","politeness":"assertive","kind":"limit","delivery":"app","post":{"text":"must stay at least $30 below Maximum price","speech":"must stay at least 30 US dollars below Maximum price"}},{"text":"0 stays","speech":"0 stays","politeness":"polite","kind":"count","delivery":"app","post":{"text":"0 stays","speech":"0 stays"}}]}"#,
                #"{"seq":3,"error":"type: 'jump' is not an event type (decrement, dragEnd, dragMove, dragStart, end, focus, home, increment, pageDecrement, pageIncrement, set)"}"#,
                #"{"seq":4,"event":"set","range":[150,215],"limitedBy":null,"announcements":[{"text":"215 US dollars","speech":"215 US dollars","politeness":"assertive","kind":"value","delivery":"screenReader","post":null},{"text":"3 stays","speech":"3 stays","politeness":"polite","kind":"count","delivery":"app","post":{"text":"3 stays","speech":"3 stays"}}]}"#,
                #"{"seq":5,"event":"focus","range":[150,215],"limitedBy":null,"announcements":[{"text":"Maximum price, $215, adjustable. Swipe up or down with one finger to adjust the value.","speech":"Maximum price, 215 US dollars, adjustable. Swipe up or down with one finger to adjust the value.","politeness":"assertive","kind":"focus","delivery":"screenReader","post":null}]}"#,
            ])
    }

    @Test("Copies of a session write their own answers: the scratch buffer is not shared")
    func copiesApart() throws {
        let announcer = try SliderAnnouncer(
            description: try SliderDescription(json: Self.priceFilter), locale: ICULocale("en-US"))
        var original = PipelineSession(announcer: announcer)
        var first: [UInt8] = []
        _ = original.process(Array(#"{"type":"increment","thumb":"lower"}"#.utf8)[...], into: &first)
        var copy = original
        var fromCopy: [UInt8] = []
        var fromOriginal: [UInt8] = []
        _ = copy.process(Array(#"{"type":"home","thumb":"upper"}"#.utf8)[...], into: &fromCopy)
        _ = original.process(Array(#"{"type":"increment","thumb":"lower"}"#.utf8)[...], into: &fromOriginal)
        #expect(
            String(decoding: fromCopy, as: UTF8.self)
                == #"{"seq":2,"event":"home","range":[65,95],"limitedBy":"minimumSpan","announcements":[{"text":"$95, must stay at least $30 above Minimum price","speech":"95 US dollars, must stay at least 30 US dollars above Minimum price","politeness":"assertive","kind":"limit","delivery":"app","post":{"text":"must stay at least $30 above Minimum price","speech":"must stay at least 30 US dollars above Minimum price"}},{"text":"0 stays","speech":"0 stays","politeness":"polite","kind":"count","delivery":"app","post":{"text":"0 stays","speech":"0 stays"}}]}"#
                + "\n")
        #expect(
            String(decoding: fromOriginal, as: UTF8.self)
                == #"{"seq":2,"event":"increment","range":[70,180],"limitedBy":null,"announcements":[{"text":"70 US dollars","speech":"70 US dollars","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#
                + "\n")
    }
}
