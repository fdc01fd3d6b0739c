import Foundation
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechExport
@testable import SliderSpeechValidation

/// The Swift and Kotlin of the article on the exported strings on devices, which no SDK here
/// compiles: every string they use is in the export of the built-in catalog, in every locale,
/// with the arguments they pass.
@Suite("The device examples use strings the export has, with their arguments")
struct DeviceExamplesTests {
    static let article =
        SliderSpeechBinary.packageRoot + "/Sources/SliderSpeechExport/SliderSpeechExport.docc/ExportedStringsOnDevices.md"

    /// The article's code blocks of a language.
    static func blocks(_ language: String) throws -> [String] {
        let text = try String(contentsOfFile: article, encoding: .utf8)
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```" + language {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A use of a string: its id or name, and how many format arguments the call passes.
    struct Use: Hashable, CustomStringConvertible {
        let name: String
        let arguments: Int
        var description: String { "\(name) with \(arguments)" }
    }

    /// Each call `prefix…)` in `code`: the name after `prefix` and the call's arguments after it
    /// (commas outside parentheses and strings counted); `skipping` arguments are not format
    /// arguments (a plural's quantity).
    static func uses(of prefix: String, in code: String, nameEnd: Character, skipping: Int = 0) -> [Use] {
        var uses: [Use] = []
        var rest = code[...]
        while let start = rest.firstRange(of: prefix) {
            var index = start.upperBound
            var name = ""
            while index < rest.endIndex, rest[index] != nameEnd, rest[index] != ")", rest[index] != "," {
                name.append(rest[index])
                index = rest.index(after: index)
            }
            if index < rest.endIndex, rest[index] == nameEnd, nameEnd == "\"" { index = rest.index(after: index) }
            var depth = 0
            var commas = 0
            var quoted = false
            while index < rest.endIndex {
                let character = rest[index]
                if character == "\"" { quoted.toggle() }
                if !quoted {
                    if character == "(" { depth += 1 }
                    if character == ")" {
                        if depth == 0 { break }
                        depth -= 1
                    }
                    if character == ",", depth == 0 { commas += 1 }
                }
                index = rest.index(after: index)
            }
            uses.append(Use(name: name, arguments: commas - skipping))
            rest = rest[index...]
        }
        return uses
    }

    /// The highest argument position (`%3$@` → 3) a text uses, 0 for none.
    static func highestPosition(_ text: String) -> Int {
        var highest = 0
        var scalars = text.unicodeScalars[...]
        while let percent = scalars.firstIndex(of: "%") {
            scalars = scalars[scalars.index(after: percent)...]
            let digits = scalars.prefix { $0.properties.numericType == .decimal }
            if !digits.isEmpty, scalars.dropFirst(digits.count).first == "$",
                let number = Int(String(String.UnicodeScalarView(digits)))
            {
                highest = max(highest, number)
            }
            if scalars.first == "%" { scalars = scalars.dropFirst() }
        }
        return highest
    }

    @Test("Swift: each localized(id, …) names a String Catalog string whose every locale takes those arguments")
    func swift() throws {
        let code = try Self.blocks("swift").joined(separator: "\n")
        let uses = Self.uses(of: "localized(\"", in: code, nameEnd: "\"")
        #expect(
            Set(uses.map(\.description)) == [
                "slider.thumb.lowerNamed with 1", "slider.limit.lowest with 1", "slider.limit.lowest.reason with 0",
                "slider.count.results with 1", "slider.limit.spanBelow.reason with 2", "slider.thumb.lower with 0",
                "slider.limit.otherThumb with 2", "slider.range.between with 2", "slider.tick.between with 3",
            ])
        let export = CatalogExport(catalogs: .builtIn, locales: .all)
        let messages = Dictionary(uniqueKeysWithValues: try export.messages(.stringCatalog).map { ($0.id, $0) })
        for use in uses {
            let message = try #require(messages[use.name], "\(use.name) is not in the String Catalog export")
            #expect(message.signature.names.count == use.arguments, "\(use)")
            #expect(message.localizations.count == 45, "\(use)")
            for localization in message.localizations {
                let texts =
                    localization.message.text.map { [$0] }
                    ?? localization.message.variants(rules: localization.rules, exactZeroIsZero: true).map(\.pieces)
                for pieces in texts {
                    let text = StringCatalogExport.value(pieces, countPosition: message.signature.countPosition)
                    #expect(Self.highestPosition(text) <= use.arguments, "\(use) \(localization.tag): \(text)")
                }
            }
        }
    }

    @Test("Kotlin: each R.string and R.plurals names an Android string of the export whose every locale takes those arguments")
    func kotlin() throws {
        let code = try Self.blocks("kotlin").joined(separator: "\n")
        let strings = Self.uses(of: "getString(R.string.", in: code, nameEnd: ",")
        let plurals = Self.uses(of: "getQuantityString(R.plurals.", in: code, nameEnd: ",", skipping: 1)
        #expect(
            Set(strings.map(\.description)) == [
                "slider_thumb_lowerNamed with 1", "slider_limit_lowest with 1", "slider_limit_lowest_reason with 0",
                "slider_count_results_zero with 0", "slider_thumb_upper with 0", "slider_limit_highest with 1",
                "slider_limit_spanAbove_reason with 2", "slider_range_upTo with 1",
            ])
        #expect(plurals.map(\.description) == ["slider_count_results with 1"])
        let files = try CatalogExport(catalogs: .builtIn, locales: .all).androidResources()
        #expect(files.count == 45)
        for file in files {
            let root = try XMLDocumentParser.parse(Array(file.text.utf8))
            var texts: [String: [String]] = [:]
            for element in root.children {
                guard let name = element.attributes["name"] else { continue }
                let key = (element.name == "plurals" ? "plurals:" : "string:") + name
                texts[key] = element.name == "plurals" ? element.children.map(\.text) : [element.text]
            }
            for (uses, kind) in [(strings, "string:"), (plurals, "plurals:")] {
                for use in uses {
                    let found = try #require(texts[kind + use.name], "\(file.path): no \(kind)\(use.name)")
                    for text in found {
                        #expect(Self.highestPosition(text) <= use.arguments, "\(file.path) \(use): \(text)")
                    }
                    if file.path.hasPrefix("values/") {
                        #expect(found.map(Self.highestPosition).max() == use.arguments, "\(use)")
                    }
                }
            }
        }
    }
}
