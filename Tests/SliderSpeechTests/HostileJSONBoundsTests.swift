import SliderSpeech
import Testing

/// The JSON reader's costs: key columns cost one pass over a line however many keys it holds
/// (timed against the same keys one to a line), and a number is 16 bytes, keeping its text only when the text is not its value's
/// plain form.
@Suite("JSON reader bounds")
struct HostileJSONBoundsTests {
    @Test("The columns of 100,000 keys on one line cost one pass over it", arguments: [1_000, 100_000])
    func oneLineKeys(count: Int) throws {
        let entries = (0..<count).map { #""\#($0)": "L\#($0)""# }
        let bytes = Array(("{" + entries.joined(separator: ",") + "}").utf8)
        // The same keys one to a line, whose columns are short counts: a column counted from the
        // line's start for each key on one line would take thousands of times longer (100,000
        // keys on a 1.6 MB line: about 8·10¹⁰ bytes looked at), a count carried on from the key
        // before about as long.
        let perLine = Array(("{\n" + entries.joined(separator: ",\n") + "\n}").utf8)
        let clock = ContinuousClock()
        let perLineTime = try clock.measure { _ = try JSONParser.parse(perLine) }
        var value: JSONValue?
        let oneLineTime = try clock.measure { value = try JSONParser.parse(bytes) }
        #expect(oneLineTime < perLineTime * 20 + .seconds(2), "\(oneLineTime) on one line, \(perLineTime) one a line")
        guard case .object(let object)? = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.entries.count == count)
        // The last key's column, counted on from the keys before it: "{" plus each entry and comma.
        let lastColumn = 2 + (0..<(count - 1)).map { #""\#($0)": "L\#($0)","#.count }.reduce(0, +)
        #expect(object.entries.last?.column == lastColumn)
        #expect(object.entries.last?.line == 1)
    }

    @Test("Keys on later lines count their columns from their own line")
    func columnsPerLine() throws {
        let value = try JSONParser.parse("{\"a\": 1,\n  \"bé\": 2, \"c\": 3}")
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.entries.map(\.line) == [1, 2, 2])
        #expect(object.entries.map(\.column) == [2, 3, 12])
    }

    @Test("A number is 16 bytes and a value node 24 (it was 32): a histogram of n counts is 24 n bytes of tree")
    func nodeSize() {
        #expect(MemoryLayout<JSONNumber>.stride == 16)
        #expect(MemoryLayout<JSONValue>.stride == 24)
    }

    @Test(
        "Every number keeps its text as written and its value",
        arguments: [
            ("0", 0.0), ("-0", -0.0), ("7", 7.0), ("-42", -42.0), ("1.0", 1.0), ("1.50", 1.5), ("1e3", 1000.0),
            ("123456789012345", 123_456_789_012_345.0), ("-123456789012345", -123_456_789_012_345.0),
            ("1234567890123456", 1_234_567_890_123_456.0), ("9007199254740993", 9_007_199_254_740_992.0),
            ("1e999", Double.infinity), ("0.1", 0.1),
        ] as [(String, Double)])
    func numberText(text: String, value: Double) throws {
        guard case .array(let items) = try JSONParser.parse("[\(text)]"), case .number(let number)? = items.first else {
            Issue.record("not a number array")
            return
        }
        #expect(number.text == text)
        #expect(number.value == value)
        #expect(number.value.sign == value.sign)
    }

    @Test("Numbers are equal when their texts and values are: 1 and 1.0 differ")
    func equality() throws {
        let value = try JSONParser.parse("[1, 1.0, 1, -0, 0]")
        guard case .array(let items) = value else {
            Issue.record("not an array")
            return
        }
        #expect(items[0] == items[2])
        #expect(items[0] != items[1])
        #expect(items[3] != items[4])
        #expect(items[0] == .number(1))
        #expect(Set(items).count == 4)
    }

    @Test("An array of numbers only is kept as 8 bytes a number, with each text as written")
    func compactNumbers() throws {
        guard case .array(let numbers) = try JSONParser.parse("[3, -0, 1.0, 2e2, 42, 1e999]") else {
            Issue.record("not an array")
            return
        }
        #expect(numbers.isCompactNumbers)
        #expect(
            numbers.map { item -> String in if case .number(let number) = item { number.text } else { "?" } } == [
                "3", "-0", "1.0", "2e2", "42", "1e999",
            ])
        #expect(
            numbers
                == JSONArray([
                    .number(3), .number(JSONNumber(text: "-0", value: -0.0)), .number(JSONNumber(text: "1.0", value: 1)),
                    .number(JSONNumber(text: "2e2", value: 200)), .number(42),
                    .number(JSONNumber(text: "1e999", value: .infinity)),
                ]))
        guard case .array(let mixed) = try JSONParser.parse(#"[1, 2, "three", 4, [5]]"#) else {
            Issue.record("not an array")
            return
        }
        #expect(!mixed.isCompactNumbers)
        #expect(mixed == JSONArray([.number(1), .number(2), .string("three"), .number(4), .array([.number(5)])]))
    }

    @Test(
        "A \\u escape cut short or broken is an error with its place, never a trap (the fuzzer's inputs)",
        arguments: [
            (#"{"k,\U": "afosged\u2null'2e"#, "line 1, column 5: unknown escape \\'U'"),
            (#"{"k": "afosged\u2null'2e"#, "line 1, column 18: expected four hex digits after \\u"),
            (#""\u12"#, "line 1, column 4: unexpected end of input in a \\u escape"),
            (#""\u"#, "line 1, column 4: unexpected end of input in a \\u escape"),
            (#"["\ud800\u"]"#, "line 1, column 11: unexpected end of input in a \\u escape"),
        ])
    func brokenEscapes(text: String, expected: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.description == expected)
        }
    }
}
