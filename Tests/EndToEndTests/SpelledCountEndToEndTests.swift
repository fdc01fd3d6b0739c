import Foundation
import Testing

/// `slider-speech announce --format json` with `speechValues: "spellout"`: the count's speech
/// form says its number in words, its text form keeps the digits.
@Suite("Spelled-out count, end to end")
struct SpelledCountEndToEndTests {
    @Test(
        "announce --format json: count text in digits, speech in words",
        arguments: [
            ("en", "55 results", "fifty-five results"),
            ("es", "55 resultados", "cincuenta y cinco resultados"),
            ("ru", "55 результатов", "пятьдесят пять результатов"),
            ("ar", "٥٥ نتيجة", "خمسة وخمسون نتيجة"),
            ("ja", "55件の結果", "五十五件の結果"),
        ])
    func count(locale: String, text: String, speech: String) throws {
        let spec =
            #"{"kind": "range", "bounds": [0, 10], "step": 1, "value": [0, 10], "histogram": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], "speechValues": "spellout"}"#
        let result = try Tool.run(["announce", "--spec", "-", "--locale", locale, "--format", "json"], input: spec)
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let count = try #require(document["count"] as? [String: Any])
        #expect(count["value"] as? Int == 55)
        #expect(count["text"] as? String == text)
        #expect(count["speech"] as? String == speech)
    }
}
