import Foundation
import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechWeb

/// The fragment's attributes in every built-in locale, under each `speechValues` choice: no
/// format character in any of them (`aria-valuetext` is the value's speech form, placed by the
/// fragment's `dir` and `lang`), while the visible value keeps the display text with its bidi
/// repair. (The element's script writes the same field as it moves: BrowserTests checks it in
/// Chromium against `pipeline` and `announce`.)
@Suite("HTML fragments: the attributes assistive technology reads")
struct ValueFieldAttributesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let locales: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Locales").path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    static let demoCatalogs = try! CatalogSet(appDirectories: [root.appendingPathComponent("Examples/Locales").path])

    /// The currency of a locale's region, as ICU's `¤¤` writes it in the locale with its likely
    /// subtags.
    static func ownCurrency(_ tag: String) throws -> String {
        let written = try MessageFormat(pattern: "{value, number, ¤¤0}", locale: try ICULocale(tag).maximized)
            .format(["value": .number(0)])
        return String(written.unicodeScalars.filter { ("A"..."Z").contains($0) }.map(Character.init))
    }

    /// The sliders (description, the values set, the catalogs).
    static func sliders(_ tag: String, _ choice: SpeechValues) throws -> [(String, [Double], CatalogSet)] {
        let speech = #""speechValues": "\#(choice.rawValue)""#
        func slider(_ bounds: String, _ step: Double, _ style: String?) -> String {
            let valueStyle = style.map { #""valueStyle": \#($0), "# } ?? ""
            return
                #"{"kind": "slider", "bounds": \#(bounds), "step": \#(step), "value": 0.5, "label": "x", \#(valueStyle)\#(speech)}"#
        }
        return [
            (slider("[-100, 300]", 5, #"{"currency": "USD", "precision": 0}"#), [-100, -20, 0, 60, 300], .builtIn),
            (slider("[-50, 50]", 0.5, #"{"currency": "EUR"}"#), [-50, -1.5, 0, 2.5, 50], .builtIn),
            (slider("[-50, 50]", 0.5, #"{"currency": "\#(try ownCurrency(tag))"}"#), [-50, -1.5, 0, 2.5, 50], .builtIn),
            (slider("[-0.05, 1]", 0.01, #"{"percent": true}"#), [-0.05, -0.03, 0, 0.25, 1], .builtIn),
            (slider("[-10, 100]", 0.5, #"{"unit": "length-kilometer"}"#), [-10, -2.5, 0, 5, 100], .builtIn),
            (slider("[-10, 10]", 0.5, nil), [-10, -2.5, 0, 1.5, 10], .builtIn),
            (slider("[-2, 2]", 0.25, #"{"message": "{value} times"}"#), [-2, -0.5, 0, 1.5, 2], .builtIn),
            (
                slider("[-2, 2]", 0.25, #"{"message": {"key": "demo.speed.value"}}"#), [-2, -0.5, 0, 1.5, 2], demoCatalogs
            ),
            (
                #"""
                {"kind": "ticks", "bounds": [-1, 1], "step": 0.1, "value": 0.5, "snapsToTicks": false, "ticks": [-1, 0, 1],
                 "label": {"key": "demo.balance.label"},
                 "tickLabels": {"-1": {"key": "demo.balance.left"}, "0": {"key": "demo.balance.center"},
                                "1": {"key": "demo.balance.right"}}, \#(speech)}
                """#, [-1, -0.3, 0, 0.3, 1], demoCatalogs
            ),
        ]
    }

    /// Every attribute of the fragment's tags, by name, in order, with its value unescaped.
    static func attributes(_ html: String) -> [(String, String)] {
        var found: [(String, String)] = []
        var rest = Substring(html)
        while let equals = rest.range(of: "=\"") {
            let name = rest[..<equals.lowerBound].reversed().prefix { $0.isLetter || $0 == "-" }.reversed()
            let after = rest[equals.upperBound...]
            guard let close = after.firstIndex(of: "\"") else { break }
            let raw = String(after[..<close])
            let value = raw.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&")
            found.append((String(name), value))
            rest = after[after.index(after: close)...]
        }
        return found
    }

    @Test(
        "No format character in any attribute of the fragment; aria-valuetext is the field, the visible value the display text",
        arguments: locales)
    func attributesClean(tag: String) throws {
        #expect(Self.locales.count == 45)
        for choice in SpeechValues.allCases {
            for (json, values, catalogs) in try Self.sliders(tag, choice) {
                var announcer = try SliderAnnouncer(
                    description: SliderDescription(json: json), locale: ICULocale(tag), catalogs: catalogs)
                for value in values {
                    _ = try announcer.handle(.set(value, thumb: nil))
                    let context = "\(tag) \(choice) \(json.prefix(120)) \(value)"
                    let element = try announcer.element(.value)
                    let html = try SliderHTML.fragment(announcer)
                    let attributes = Self.attributes(html)
                    #expect(attributes.count >= 12, "\(context)")
                    for (name, text) in attributes {
                        #expect(formatCharacters(text).isEmpty, "\(context) \(name)=\(text.debugDescription)")
                    }
                    #expect(attributes.first { $0.0 == "aria-valuetext" }?.1 == element.assistiveValueText, "\(context)")
                    #expect(
                        html.contains("aria-hidden=\"true\">\(SliderHTML.escape(element.valueText))</span>"), "\(context)")
                }
            }
        }
    }
}
