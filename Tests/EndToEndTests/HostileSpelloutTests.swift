import Foundation
import TestSupport
import Testing

/// Values ICU's spell-out rules cannot say (2^53 and beyond in magnitude), through the built
/// binary: `{value, spellout}`, `{value, ordinal}` and `speechValues: "spellout"` speak the
/// value's digits, in every locale, never a wrong number.
@Suite("Spell-out at 2^53 and beyond, end to end", .pinnedToICU72)
struct HostileSpelloutTests {
    /// The locales' group separators, written out: en and ja a comma, ru U+00A0, fr U+202F.
    static let separators = ["en": ",", "ru": "\u{A0}", "fr": "\u{202F}", "ja": ","]

    /// 1e308 in digits, grouped by `separator`: 309 digits.
    static func tenToThe308(_ separator: String) -> String {
        "100" + String(repeating: separator + "000", count: 102)
    }

    /// 2^53, 2^53 + 2 and -2^53 in digits, grouped by `separator` ("9,007,199,254,740,992").
    static func grouped(_ groups: [String], _ separator: String) -> String { groups.joined(separator: separator) }

    static let cases: [(value: String, locale: String, expected: String)] = ["en", "ru", "fr", "ja"].flatMap { locale in
        let separator = separators[locale]!
        let big = tenToThe308(separator)
        let twoTo53 = grouped(["9", "007", "199", "254", "740", "992"], separator)
        let twoTo53Plus2 = grouped(["9", "007", "199", "254", "740", "994"], separator)
        return [
            ("1e308", locale, big + " | " + big),
            ("9007199254740992", locale, twoTo53 + " | " + twoTo53),
            ("9007199254740994", locale, twoTo53Plus2 + " | " + twoTo53Plus2),
            // A negative value is isolated (U+2066 … U+2069) so that its minus stays before it.
            ("-9007199254740992", locale, "\u{2066}-" + twoTo53 + " | -" + twoTo53 + "\u{2069}"),
        ]
    }

    static func valueText(_ json: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let elements = object?["elements"] as? [[String: Any]]
        return try #require(elements?.first?["value"] as? String)
    }

    @Test("{value, spellout} and {value, ordinal} speak digits at 2^53 and beyond", arguments: cases)
    func messageDigits(value: String, locale: String, expected: String) throws {
        let spec =
            #"{"kind": "slider", "bounds": [-1e308, 1e308], "value": \#(value), "label": "L", "#
            + #""valueStyle": {"message": "{value, spellout} | {value, ordinal}"}}"#
        let result = try Tool.run(["announce", "--spec", "-", "--locale", locale, "--format", "json"], input: spec)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.valueText(result.stdout) == expected)
    }

    @Test(
        "Below 2^53 the words stay",
        arguments: [
            (
                "en", "9007199254740991", "{value, spellout}",
                "nine quadrillion seven trillion one hundred ninety-nine billion two hundred fifty-four million "
                    + "seven hundred forty thousand nine hundred ninety-one"
            ),
            ("en", "21", "{value, spellout} | {value, ordinal}", "twenty-one | 21st"),
            ("ja", "-12", "{value, spellout} | {value, ordinal}", "マイナス十二 | 第−12"),
        ])
    func wordsBelow(locale: String, value: String, message: String, expected: String) throws {
        let spec =
            #"{"kind": "slider", "bounds": [-1e308, 1e308], "value": \#(value), "label": "L", "#
            + #""valueStyle": {"message": "\#(message)"}}"#
        let result = try Tool.run(["announce", "--spec", "-", "--locale", locale, "--format", "json"], input: spec)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.valueText(result.stdout) == expected)
    }

    @Test("A rule set given as the style goes with the type; other arguments keep theirs")
    func styledArgument() throws {
        let message =
            "{value, spellout, %spellout-numbering-year} = {value, ordinal, %digits-ordinal} ({value, number, ::percent})"
        let spec =
            #"{"kind": "slider", "bounds": [-1e308, 1e308], "value": 1e20, "label": "L", "valueStyle": {"message": "\#(message)"}}"#
        let result = try Tool.run(["announce", "--spec", "-", "--locale", "en", "--format", "json"], input: spec)
        #expect(result.status == 0, "\(result.stderr)")
        let digits = "100,000,000,000,000,000,000"
        // (The percent sign makes the text isolated, U+2066 … U+2069, as any such value text is.)
        #expect(try Self.valueText(result.stdout) == "\u{2066}" + digits + " = " + digits + " (" + digits + "%)\u{2069}")
    }

    @Test("speechValues spellout speaks digits from 2^53 on", arguments: ["en", "ru", "fr", "ja"])
    func speechValuesDigits(locale: String) throws {
        // The speech form drops the no-break spaces that group the digits in ru and fr.
        let separator = ["en": ",", "ru": "", "fr": "", "ja": ","][locale]!
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spellout-\(UUID().uuidString).json")
        try #"{"kind": "slider", "bounds": [-1e308, 1e308], "value": 0, "label": "L", "speechValues": "spellout"}"#
            .write(to: folder, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = [1e308, 9_007_199_254_740_992, -9_007_199_254_740_992].map { #"{"type":"set","value":\#($0)}"# }
        let result = try Tool.run(
            ["pipeline", "--spec", folder.path, "--locale", locale], input: events.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let speeches = try result.stdoutLines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let announcements = object?["announcements"] as? [[String: Any]]
            return try #require(announcements?.first?["speech"] as? String)
        }
        let twoTo53 = Self.grouped(["9", "007", "199", "254", "740", "992"], separator)
        #expect(speeches == [Self.tenToThe308(separator), twoTo53, "-" + twoTo53])
    }
}
