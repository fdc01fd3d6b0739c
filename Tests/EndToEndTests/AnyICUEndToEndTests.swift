import Foundation
import Testing

/// What the ICU 72 tables of the end-to-end tests check, reduced to what holds on any ICU: exit
/// statuses, one JSON document or line a record, every value text filled and with the locale's
/// digits. These run everywhere; the strings themselves are checked where ICU 72 is loaded.
@Suite("The tool's outputs: their structure on any ICU version")
struct AnyICUEndToEndTests {
    static let locales = ["en", "ar", "he", "ru", "ja", "de", "fa", "zh-Hant"]

    static func hasDigit(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.numericType == .decimal }
    }

    @Test("announce --format json: exit 0, two elements, each text filled and with a digit", arguments: locales)
    func announce(locale: String) throws {
        let result = try Tool.run(["announce", "--spec", "Examples/price-filter.json", "--locale", locale, "--format", "json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let elements = try #require(document["elements"] as? [[String: Any]])
        #expect(elements.count == 2)
        for element in elements {
            let web = try #require(element["web"] as? [String: Any])
            let text = try #require(web["aria-valuetext"] as? String)
            #expect(Self.hasDigit(text), "\(locale): \(text)")
            let spoken = try #require(element["spoken"] as? [String: String])
            #expect(Set(spoken.keys) == ["ios", "android", "web"])
            for sentence in spoken.values { #expect(!sentence.isEmpty && !sentence.contains("{"), "\(locale): \(sentence)") }
        }
        let summary = try #require(document["summary"] as? [String: String])
        #expect(summary["text"].map(Self.hasDigit) == true && summary["display"].map(Self.hasDigit) == true, "\(summary)")
    }

    @Test("pipeline: one JSON line an event, in order, exit 0", arguments: locales)
    func pipeline(locale: String) throws {
        let events = #"{"type":"focus","thumb":"lower"}"# + "\n" + #"{"type":"increment","thumb":"lower"}"# + "\n"
        let result = try Tool.run(["pipeline", "--spec", "Examples/price-filter.json", "--locale", locale], input: events)
        #expect(result.status == 0)
        #expect(result.stdoutLines.count == 2)
        for (index, line) in result.stdoutLines.enumerated() {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(record["seq"] as? Int == index + 1)
            let announcements = try #require(record["announcements"] as? [[String: Any]])
            #expect(!announcements.isEmpty)
            for announcement in announcements {
                #expect((announcement["text"] as? String).map(Self.hasDigit) == true, "\(locale) \(line)")
            }
        }
    }

    @Test("format and plural: exit 0, one line with a digit or a category")
    func formatAndPlural() throws {
        let currency = try Tool.run(["format", "--locale", "fr-FR", "--currency", "USD", "1234.5"])
        #expect(currency.status == 0)
        #expect(currency.stdoutLines.count == 1 && Self.hasDigit(currency.stdout))
        let plural = try Tool.run(["plural", "--locale", "ar", "3"])
        #expect(plural.status == 0)
        #expect(plural.stdoutLines.count == 1)
        #expect(["zero", "one", "two", "few", "many", "other"].contains { plural.stdout.contains($0) }, "\(plural.stdout)")
    }

    @Test("demo: exit 0 and output in each locale asked for", arguments: ["en", "ar", "ja"])
    func demo(locale: String) throws {
        let result = try Tool.run(["demo", "--locale", locale])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdoutLines.count > 10)
    }
}
