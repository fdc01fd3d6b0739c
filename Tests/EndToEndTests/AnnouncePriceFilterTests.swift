import Foundation
import TestSupport
import Testing

@Suite("announce: the price filter and bad input, end to end")
struct AnnouncePriceFilterTests {
    @Test("The thumbs' effective limits: lower aria-valuemax 150, upper aria-valuemin 90", .pinnedToICU72)
    func limits() throws {
        let result = try Tool.run(["announce", "--spec", "Examples/price-filter.json", "--format", "json"])
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        let lowerWeb = try #require(elements[0]["web"] as? [String: Any])
        let upperWeb = try #require(elements[1]["web"] as? [String: Any])
        #expect(lowerWeb["aria-valuemin"] as? Int == 20)
        #expect(lowerWeb["aria-valuemax"] as? Int == 150)
        #expect(lowerWeb["aria-valuenow"] as? Int == 60)
        #expect(lowerWeb["aria-valuetext"] as? String == "60 US dollars")
        #expect(upperWeb["aria-valuemin"] as? Int == 90)
        #expect(upperWeb["aria-valuemax"] as? Int == 300)
        #expect(upperWeb["aria-label"] as? String == "Maximum price")
        let count = try #require(document["count"] as? [String: Any])
        #expect(count["value"] as? Int == 186)
        #expect(count["text"] as? String == "186 stays")
        let summary = try #require(document["summary"] as? [String: String])
        #expect(summary == ["text": "$60 to $180", "speech": "60 US dollars to 180 US dollars", "display": "$60 – $180"])
        #expect(document["catalogLocale"] as? String == "en")
    }

    @Test("Text output names each thumb, its value, limits and what each platform says", .pinnedToICU72)
    func text() throws {
        let result = try Tool.run(["announce", "--spec", "Examples/price-filter.json", "--locale", "es-MX", "--platform", "web"])
        #expect(result.status == 0)
        #expect(
            result.stdoutLines == [
                "locale es-MX (catalog es), text ltr, track ltr",
                "",
                "lower: Precio mínimo",
                "  value      USD\u{A0}60",
                "    speech   60 dólares estadounidenses",
                "  now        60, limits 20…150",
                "  web        Precio mínimo, deslizador, USD\u{A0}60",
                "    speech   Precio mínimo, deslizador, 60 dólares estadounidenses",
                "",
                "upper: Precio máximo",
                "  value      USD\u{A0}180",
                "    speech   180 dólares estadounidenses",
                "  now        180, limits 90…300",
                "  web        Precio máximo, deslizador, USD\u{A0}180",
                "    speech   Precio máximo, deslizador, 180 dólares estadounidenses",
                "",
                "summary    de USD\u{A0}60 a USD\u{A0}180   (display: USD\u{A0}60-180)",
                "  speech   de 60 dólares estadounidenses a 180 dólares estadounidenses",
                "count      186 alojamientos",
            ])
    }

    @Test(
        "Bad descriptions: one line naming the field, exit status 2",
        arguments: [
            (#"{"kind": "range", "value": [180, 60], "bounds": [20, 300]}"#, "value: lower 180 is greater than upper 60"),
            (#"{"kind": "slider", "value": 1, "stpe": 1}"#, "stpe: unknown field"),
            (#"{"kind": "slider", "value": "1"}"#, "value: expected a number, got a string"),
            (
                #"{"kind": "slider", "value": 1, "valueStyle": {"currency": "QQQ"}}"#,
                "valueStyle.currency: 'QQQ' is not a currency ICU knows"
            ),
            (
                #"{"kind": "slider", "value": 1, "valueStyle": {"currency": "US"}}"#,
                "valueStyle.currency: 'US' is not a currency ICU knows"
            ),
            (
                #"{"kind": "slider", "value": 1, "label": {"key": "no.such.key"}}"#,
                "label: no message 'no.such.key' in the catalogs"
            ),
            (
                #"{"kind": "range", "value": [0, 1], "histogram": [1], "countMessage": "{count, plural, one {#}}"}"#,
                "countMessage: message syntax error at offset 0: a plural or select argument has no 'other' variant (U_DEFAULT_KEYWORD_MISSING)"
            ),
            ("{\"kind\": \"slider\",", "not JSON: line 1, column 19: unexpected end of input in an object"),
        ])
    func badDescription(_ spec: String, _ message: String) throws {
        let result = try Tool.run(["announce", "--spec", "-"], input: spec)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "slider-speech: error: standard input: \(message)\n")
    }

    @Test(
        "Usage errors: exit status 2 with one line",
        arguments: [
            (["announce"], "slider-speech: error: --spec FILE is required\n"),
            (["announce", "--spec", "Examples/price-filter.json", "--locale", "xx-YY"], nil),
            (
                ["announce", "--spec", "Examples/price-filter.json", "--format", "yaml"],
                "slider-speech: error: --format: 'yaml' is not one of text, json\n"
            ),
            (
                ["announce", "--spec", "/no/such/file.json"],
                "slider-speech: error: --spec: cannot read '/no/such/file.json': no such file or directory\n"
            ),
            (["nonsense"], "slider-speech: error: unknown command 'nonsense' (see slider-speech --help)\n"),
        ] as [([String], String?)])
    func usage(_ arguments: [String], _ message: String?) throws {
        let result = try Tool.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("slider-speech: error: "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        if let message { #expect(result.stderr == message) }
    }

    @Test(
        "Every command has help with an example, and --version",
        arguments: ["demo", "announce", "pipeline", "format", "plural", "validate", "locales"])
    func help(_ command: String) throws {
        let result = try Tool.run([command, "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Usage: slider-speech \(command)"))
        #expect(result.stdout.contains("Example:"))
        let version = try Tool.run([command, "--version"])
        #expect(version.stdout == "slider-speech 0.1.0\n")
    }
}
