import Testing

@testable import SliderSpeech

@Suite("Strict JSON reading")
struct JSONParserTests {
    @Test("Values, key order, key lines and number texts")
    func values() throws {
        let document = try JSONParser.parse("{\n  \"b\": [1, -2.50, 1e3, true, null],\n  \"a\": \"x\\u00e9\\ud83d\\ude00\"\n}")
        guard case .object(let object) = document else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["b", "a"])
        #expect(object.entries.map(\.line) == [2, 3])
        #expect(object["a"] == .string("xé😀"))
        guard case .array(let items)? = object["b"] else {
            Issue.record("not an array")
            return
        }
        #expect(items[1] == .number(JSONNumber(text: "-2.50", value: -2.5)))
        #expect(items[2] == .number(JSONNumber(text: "1e3", value: 1000)))
        #expect(items[3] == .bool(true))
        #expect(items[4] == .null)
    }

    @Test(
        "Faults with their line and column",
        arguments: [
            ("", "line 1, column 1: unexpected end of input, expected a value"),
            ("{\"a\": 1,}", "line 1, column 9: unexpected '}', expected a key in double quotes"),
            ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\""),
            ("[1 2]", "line 1, column 4: unexpected '2', expected ',' or ']'"),
            ("\"\\ud800\"", "line 1, column 2: lone surrogate \\ud800 (a high surrogate needs a low one after it)"),
            ("\"\\udc00\"", "line 1, column 2: lone surrogate \\udc00"),
            ("\"a\nb\"", "line 1, column 3: control character byte 0xA in a string (escape it)"),
            ("01", "line 1, column 2: a number may not start with 0"),
            ("nan", "line 1, column 1: unexpected 'n', expected a value"),
            ("[1.]", "line 1, column 4: expected a digit after the decimal point"),
            ("{\"a\": 1} x", "line 1, column 10: unexpected text after the JSON value"),
            ("\n\n  {\"k\" 1}", "line 3, column 8: unexpected '1', expected ':'"),
            ("\"\\x\"", "line 1, column 2: unknown escape \\'x'"),
            ("{\"a\": [1, 2", "line 1, column 12: unexpected end of input, expected ',' or ']'"),
        ])
    func faults(_ text: String, _ message: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Invalid UTF-8 is an error, not a replacement character")
    func invalidUTF8() {
        for bytes: [UInt8] in [
            [0x22, 0xFF, 0x22], [0x22, 0xC3, 0x22], [0x22, 0xE0, 0x80, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
        ] {
            #expect(throws: JSONParseError.self) { try JSONParser.parse(bytes) }
        }
    }

    @Test("Nesting deeper than the limit is an error, not a stack overflow")
    func depth() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParseError(message: "nesting deeper than 256 levels", line: 1, column: 257)) {
            try JSONParser.parse(deep)
        }
        let fine = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect((try? JSONParser.parse(fine)) != nil)
    }
}

@Suite("JSON writing")
struct JSONWriterTests {
    @Test("Hostile text stays one string on one line")
    func escaping() throws {
        let text = "<break time=\"9s\"/> & \\ \n\u{0}\u{2028}\u{7F}é"
        #expect(JSONWriter.compact(.string(text)) == #""<break time=\"9s\"/> & \\ \n\u0000\u2028\u007fé""#)
        #expect(try JSONParser.parse(JSONWriter.compact(.string(text))) == .string(text))
    }

    @Test(
        "Numbers: whole values without a fraction, others shortest; non-finite as null",
        arguments: [
            (186.0, "186"), (-3.25, "-3.25"), (0.1, "0.1"), (1e-7, "1e-07"), (1e20, "1e+20"), (Double.nan, "null"), (-0.0, "0"),
        ])
    func numbers(_ value: Double, _ text: String) {
        #expect(JSONWriter.compact(.number(value)) == text)
    }

    @Test("Objects keep their order, compact and pretty")
    func objects() {
        let value = JSONValue.object(
            JSONObject([
                "seq": .number(1), "event": .string("increment"), "range": .array([.number(65), .number(180)]),
                "empty": .array([]), "nested": .array([.array([])]),
            ]))
        #expect(JSONWriter.compact(value) == #"{"seq":1,"event":"increment","range":[65,180],"empty":[],"nested":[[]]}"#)
        #expect(
            JSONWriter.pretty(value) == """
                {
                  "seq": 1,
                  "event": "increment",
                  "range": [65, 180],
                  "empty": [],
                  "nested": [
                    []
                  ]
                }
                """)
    }
}

@Suite("JSON writing of bidi controls")
struct JSONBidiTests {
    @Test("Bidi marks, embeddings, overrides and isolates are escaped; other text is not")
    func bidi() throws {
        let text = "a\u{202E}b\u{2068}c\u{2069}\u{200F}\u{61C}é✓"
        let written = JSONWriter.compact(.string(text))
        #expect(written == #""a\u202eb\u2068c\u2069\u200f\u061cé✓""#)
        #expect(try JSONParser.parse(written) == .string(text))
    }
}
