import Foundation
import Testing

/// Bad input of every kind the tool meets, each with what the specification gives it: an
/// error naming the field and exit status 2, an error record in the pipeline, or the documented
/// handling — never a crash (a signal would show as status 128 + n) and never a lost valid line.
@Suite("Bad input, end to end")
struct BadInputTests {
    enum Expect: Sendable {
        /// Exit status 2, stdout empty, one stderr line `slider-speech: error: …` containing this.
        case usage(String)
        /// Exit status 0 and stdout containing this.
        case handled(String)
        /// Exit status 0 and the web spoken text starting with a label of this many characters.
        case handledLabel(length: Int)
        /// Pipeline: exit status 1, these result lines exactly.
        case records([String])
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let input: String
        let expect: Expect
        var testDescription: String { name }
    }

    static func announce(_ name: String, _ spec: String, _ expect: Expect, locale: String = "en") -> Row {
        Row(
            name: name, arguments: ["announce", "--spec", "-", "--locale", locale, "--format", "json"], input: spec,
            expect: expect)
    }

    static let price = #""bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180]"#

    static func pipeline(_ name: String, _ lines: [String], _ records: [String]) -> Row {
        Row(
            name: name, arguments: ["pipeline", "--spec", "Examples/price-filter.json"],
            input: lines.joined(separator: "\n") + "\n", expect: .records(records))
    }

    static let rows: [Row] = [
        // the StepLogic article, row by row.
        announce(
            "NaN-like bound (1e999)", #"{"kind": "range", "bounds": [0, 1e999], "value": [0, 1]}"#,
            .usage("bounds[1]: 1e999 is not a finite number")),
        announce(
            "-infinity bound", #"{"kind": "range", "bounds": [-1e999, 1], "value": [0, 1]}"#,
            .usage("bounds[0]: -1e999 is not a finite number")),
        announce(
            "infinite step", #"{"kind": "slider", "step": 1e999, "value": 0}"#, .usage("step: 1e999 is not a finite number")),
        announce(
            "infinite minimum span", #"{"kind": "range", "minimumSpan": 1e999, "value": [0, 1]}"#,
            .usage("minimumSpan: 1e999 is not a finite number")),
        announce("infinite value", #"{"kind": "slider", "value": -1e999}"#, .usage("value: -1e999 is not a finite number")),
        announce(
            "infinite range end", #"{"kind": "range", "value": [0, 1e999]}"#, .usage("value[1]: 1e999 is not a finite number")),
        announce(
            "infinite neutral value", #"{"kind": "ticks", "value": 0, "neutralValue": 1e999}"#,
            .usage("neutralValue: 1e999 is not a finite number")),
        announce(
            "reversed bounds", #"{"kind": "slider", "bounds": [10, 0], "value": 5}"#,
            .usage("bounds: lower 10 is greater than upper 0")),
        announce("zero-length bounds", #"{"kind": "slider", "bounds": [5, 5], "value": 5}"#, .handled(#""aria-valuenow": 5"#)),
        announce("negative step", #"{"kind": "slider", "step": -1, "value": 0}"#, .usage("step: -1 is negative")),
        announce(
            "step longer than the bounds", #"{"kind": "slider", "step": 50, "value": 0.5}"#, .handled(#""aria-valuenow": 0.5"#)),
        announce(
            "negative minimum span",
            #"{"kind": "range", "minimumSpan": -3, \#(price)}"#.replacingOccurrences(of: #""minimumSpan": 30, "#, with: ""),
            .handled(#""aria-valuemax": 180"#)),
        announce(
            "minimum span longer than the bounds", #"{"kind": "range", "bounds": [0, 10], "minimumSpan": 50, "value": [2, 3]}"#,
            .handled(#""limits": [0, 0]"#)),
        announce(
            "reversed range", #"{"kind": "range", "value": [0.9, 0.1]}"#, .usage("value: lower 0.9 is greater than upper 0.1")),
        announce(
            "value outside the bounds is clamped", #"{"kind": "slider", "bounds": [0, 10], "value": 99}"#,
            .handled(#""aria-valuenow": 10"#)),
        announce(
            "range outside the bounds is clamped, not pushed apart",
            #"{"kind": "range", "bounds": [0, 10], "minimumSpan": 5, "value": [-4, 1]}"#, .handled(#""now": 1"#)),
        announce(
            "neutral value outside the range", #"{"kind": "ticks", "value": 0, "neutralValue": 3}"#,
            .usage("neutralValue: 3 is outside the bounds 0…1")),
        announce(
            "ticks outside the range are dropped",
            #"{"kind": "ticks", "value": 0.5, "ticks": [-5, 0.5, 7], "snapsToTicks": false}"#, .handled(#""text": "mark 1 of 1""#)
        ),
        announce("empty histogram", #"{"kind": "range", "value": [0, 1], "histogram": []}"#, .usage("histogram: is empty")),
        announce(
            "negative count", #"{"kind": "range", "value": [0, 1], "histogram": [3, -1]}"#,
            .usage("histogram[1]: -1 is not a count")),
        announce(
            "fractional count", #"{"kind": "range", "value": [0, 1], "histogram": [0.5]}"#,
            .usage("histogram[0]: 0.5 is not a count")),
        announce(
            "huge count", #"{"kind": "range", "value": [0, 1], "histogram": [1e30]}"#,
            .usage("histogram[0]: 1e+30 is not a count")),
        // Malformed and truncated JSON.
        announce("empty input", "", .usage("not JSON: line 1, column 1: unexpected end of input, expected a value")),
        announce(
            "truncated object", #"{"kind": "range", "bounds": [20, 3"#,
            .usage("not JSON: line 1, column 35: unexpected end of input, expected ',' or ']'")),
        announce(
            "trailing comma", #"{"kind": "slider", "value": 1,}"#,
            .usage("not JSON: line 1, column 31: unexpected '}', expected a key in double quotes")),
        announce(
            "single quotes", "{'kind': 'slider'}",
            .usage("not JSON: line 1, column 2: unexpected ''', expected a key in double quotes")),
        announce(
            "duplicate key", #"{"kind": "slider", "value": 1, "value": 2}"#,
            .usage("not JSON: line 1, column 32: duplicate key \"value\"")),
        announce(
            "text after the object", #"{"kind": "slider", "value": 1} {}"#,
            .usage("not JSON: line 1, column 32: unexpected text after the JSON value")),
        announce(
            "NaN literal", #"{"kind": "slider", "value": NaN}"#,
            .usage("not JSON: line 1, column 29: unexpected 'N', expected a value")),
        announce(
            "leading zero", #"{"kind": "slider", "value": 01}"#,
            .usage("not JSON: line 1, column 30: a number may not start with 0")),
        announce("deep nesting", String(repeating: "[", count: 10_000), .usage("nesting deeper than 256 levels")),
        announce("not an object", "[]", .usage("expected a JSON object, got an array")),
        // Wrong types.
        announce("kind as a number", #"{"kind": 1, "value": 1}"#, .usage("kind: expected a string, got a number")),
        announce("value as a string", #"{"kind": "slider", "value": "0.5"}"#, .usage("value: expected a number, got a string")),
        announce(
            "bounds as an object", #"{"kind": "slider", "bounds": {"lower": 0}, "value": 0}"#,
            .usage("bounds: expected an array of 2 numbers, got an object")),
        announce(
            "three bounds", #"{"kind": "slider", "bounds": [0, 1, 2], "value": 0}"#,
            .usage("bounds: expected an array of 2 numbers, got 3")),
        announce(
            "label as a number", #"{"kind": "slider", "value": 0, "label": 5}"#,
            .usage("label: expected a string or {\"key\": \"message.id\"}, got a number")),
        announce(
            "snapsToTicks as a string", #"{"kind": "ticks", "value": 0, "snapsToTicks": "yes"}"#,
            .usage("snapsToTicks: expected true or false, got a string")),
        announce(
            "histogram of strings", #"{"kind": "range", "value": [0, 1], "histogram": ["1"]}"#,
            .usage("histogram[0]: expected a number, got a string")),
        announce(
            "geometry as a number", #"{"kind": "slider", "value": 0, "geometry": 320}"#,
            .usage("geometry: expected an object, got a number")),
        // Unknown fields.
        announce("unknown field", #"{"kind": "slider", "value": 0, "colour": "red"}"#, .usage("colour: unknown field")),
        announce(
            "a range field on a slider", #"{"kind": "slider", "value": 0, "thumbLabels": ["a", "b"]}"#,
            .usage("thumbLabels: not a field of kind slider")),
        announce(
            "unknown style field", #"{"kind": "slider", "value": 0, "valueStyle": {"percent": true, "digits": 2}}"#,
            .usage("valueStyle.digits: unknown field")),
        announce("unknown kind", #"{"kind": "knob", "value": 0}"#, .usage("kind: 'knob' is not range, slider or ticks")),
        // Locales, currencies, units, skeletons, keys.
        announce(
            "locale xx-YY", #"{"kind": "slider", "value": 0}"#, .usage("--locale: 'xx-YY' is not a locale"), locale: "xx-YY"),
        announce(
            "locale ../../etc/passwd", #"{"kind": "slider", "value": 0}"#, .usage("--locale: '../../etc/passwd'"),
            locale: "../../etc/passwd"),
        announce("locale english", #"{"kind": "slider", "value": 0}"#, .usage("--locale: 'english'"), locale: "english"),
        announce("locale with an underscore", #"{"kind": "slider", "value": 0}"#, .usage("--locale: 'en_US'"), locale: "en_US"),
        announce("empty locale", #"{"kind": "slider", "value": 0}"#, .usage("--locale: "), locale: ""),
        announce(
            "currency QQQ", #"{"kind": "slider", "value": 0, "valueStyle": {"currency": "QQQ"}}"#,
            .usage("valueStyle.currency: 'QQQ' is not a currency ICU knows")),
        announce(
            "currency US", #"{"kind": "slider", "value": 0, "valueStyle": {"currency": "US"}}"#,
            .usage("valueStyle.currency: 'US' is not a currency ICU knows")),
        announce(
            "currency in lower case", #"{"kind": "slider", "value": 0, "valueStyle": {"currency": "usd"}}"#,
            .usage("valueStyle.currency: ")),
        announce(
            "unknown unit", #"{"kind": "slider", "value": 0, "valueStyle": {"unit": "length-parsec-ish"}}"#,
            .usage("valueStyle.unit: 'length-parsec-ish' is not a unit ICU knows")),
        announce(
            "bad skeleton", #"{"kind": "slider", "value": 0, "valueStyle": {"skeleton": "precision-bogus"}}"#,
            .usage("valueStyle.skeleton: 'precision-bogus' is not an ICU number skeleton")),
        announce(
            "missing catalog key", #"{"kind": "slider", "value": 0, "label": {"key": "no.such.id"}}"#,
            .usage("label: no message 'no.such.id' in the catalogs")),
        announce(
            "broken count message",
            #"{"kind": "range", "value": [0, 1], "histogram": [1], "countMessage": "{count, plural, one {#}"}"#,
            .usage("countMessage: ")),
        announce(
            "count message with an unknown type",
            #"{"kind": "range", "value": [0, 1], "histogram": [1], "countMessage": "{count, pluriel, other {#}}"}"#,
            .usage("countMessage: ")),
        // Text that must be handled, not rejected.
        announce(
            "a 1 MB label is formatted whole",
            #"{"kind": "slider", "value": 0, "label": "\#(String(repeating: "x", count: 1_048_576))y"}"#,
            .handledLabel(length: 1_048_577)),
        announce(
            "lone surrogate escape", #"{"kind": "slider", "value": 0, "label": "\ud800"}"#, .usage("lone surrogate \\ud800")),
        announce("surrogate pair escape", #"{"kind": "slider", "value": 0, "label": "\ud83d\ude00"}"#, .handled("😀, slider, 0")),
        announce(
            "bidi override in a label is isolated", #"{"kind": "slider", "value": 0, "label": "A\u202eB"}"#,
            .handled(#""aria-label": "A\u202eB""#)),
        announce(
            "SSML in a label is text", #"{"kind": "slider", "value": 0, "label": "<break time=\"9s\"/>"}"#,
            .handled(#"<break time=\"9s\"/>, slider, 0"#)),
        announce(
            "JSON in a label stays a string", #"{"kind": "slider", "value": 0, "label": "\"}, {\"injected\": true"}"#,
            .handled(#"\"}, {\"injected\": true, slider, 0"#)),
        announce(
            "control characters in a label", #"{"kind": "slider", "value": 0, "label": "a\u0000b\u0007c"}"#,
            .handled(#""web": "a b c, slider, 0""#)),
        Row(
            name: "invalid UTF-8 in a description", arguments: ["announce", "--spec", "-"],
            input: "{\"kind\": \"slider\", \"value\": 0, \"label\": \"\u{FFFD}\"}",
            expect: .handled("\u{FFFD}")),
        // Pipeline lines: an error record each, the next valid line unaffected.
        pipeline(
            "pipeline: invalid UTF-8 and a lone surrogate",
            [
                "{\"type\":\"focus\",\"thumb\":\"lo\u{FFFD}\"}", #"{"type":"focus","thumb":"\udc00"}"#,
                #"{"type":"increment","thumb":"lower"}"#,
            ],
            [
                #"{"seq":1,"error":"thumb: 'lo\#u{FFFD}' is not a thumb (lower or upper)"}"#,
                #"{"seq":2,"error":"not JSON: column 26: lone surrogate \\udc00"}"#,
                #"{"seq":3,"event":"increment","range":[65,180],"limitedBy":null,"announcements":[{"text":"65 US dollars","speech":"65 US dollars","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#,
            ]),
        pipeline(
            "pipeline: truncated, wrong types, unknown fields",
            [
                #"{"type":"set","thumb":"upper","value":"#, #"{"type":"set","thumb":"upper","value":null}"#,
                #"{"type":"home","thumb":"lower","speed":2}"#, #"{"type":"end","thumb":"upper"}"#,
            ],
            [
                #"{"seq":1,"error":"not JSON: column 39: unexpected end of input, expected a value"}"#,
                #"{"seq":2,"error":"value: expected a number, got null"}"#,
                #"{"seq":3,"error":"speed: unknown field"}"#,
                #"{"seq":4,"event":"end","range":[60,300],"limitedBy":null,"announcements":[{"text":"300 US dollars","speech":"300 US dollars","politeness":"assertive","kind":"value","delivery":"screenReader","post":null},{"text":"224 stays","speech":"224 stays","politeness":"polite","kind":"count","delivery":"app","post":{"text":"224 stays","speech":"224 stays"}}]}"#,
            ]),
    ]

    @Test(arguments: rows)
    func badInput(_ row: Row) throws {
        let result = try Tool.run(row.arguments, input: row.input)
        #expect(result.status < 128, "killed by a signal")
        switch row.expect {
        case .usage(let message):
            #expect(result.status == 2)
            #expect(result.stdout == "")
            #expect(result.stderr.hasPrefix("slider-speech: error: "))
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        case .handled(let output):
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains(output))
        case .handledLabel(let length):
            #expect(result.status == 0)
            let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let element = try #require((document["elements"] as? [[String: Any]])?.first)
            let label = try #require(element["label"] as? String)
            #expect(label.count == length)
            #expect((element["spoken"] as? [String: String])?["web"] == label + ", slider, 0")
        case .records(let lines):
            #expect(result.status == 1)
            #expect(result.stdoutLines == lines)
        }
    }

    @Test("At least 60 bad inputs")
    func count() {
        #expect(Self.rows.count >= 60)
    }
}
