import SliderSpeech

/// Reads Android string resources: a `res` directory (its `values*/*.xml` files) or one
/// `strings.xml`; `<string>`, `<plurals>` with `<item quantity>`, `<string-array>` (each item
/// as `name[index]`), `translatable="false"`, `tools:ignore`, Android's escapes, CDATA and
/// `<xliff:g>`; folder qualifiers mapped to BCP 47 tags.
package enum AndroidResourceReader {
    /// A file's strings, or why it could not be read.
    package struct File: Sendable {
        package var path: String
        package var locale: String
        package var entries: [(entry: LocalizedEntry, ignore: Set<String>)] = []
        package var failure: XMLDocumentParser.Failure?
    }

    /// The BCP 47 tag a `values` folder's qualifiers name, `""` for the unqualified folder
    /// (and for folders whose qualifiers name no locale: `values-night`, `values-v21`), or
    /// `nil` for a folder that is not a values folder.
    package static func localeTag(ofFolder folder: String) -> String? {
        let parts = folder.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "values" else { return nil }
        var rest = parts.dropFirst()
        // A mobile country or network code may come first.
        while let first = rest.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") { rest = rest.dropFirst() }
        guard let first = rest.first else { return "" }
        let legacy = ["iw": "he", "in": "id", "ji": "yi", "tl": "fil"]
        if first.hasPrefix("b+") {
            let subtags = first.dropFirst(2).split(separator: "+").map(String.init)
            guard let language = subtags.first else { return "" }
            return ([legacy[language.lowercased()] ?? language.lowercased()] + subtags.dropFirst()).joined(separator: "-")
        }
        guard first.count == 2 || first.count == 3, first.allSatisfy({ $0.isASCII && $0.isLowercase }),
            !["ldrtl", "ldltr", "land", "port", "car", "tv"].contains(first)
        else { return "" }
        var tag = legacy[first] ?? first
        if let region = rest.dropFirst().first, region.hasPrefix("r"), region.count == 3 || region.count == 4 {
            tag += "-" + region.dropFirst().uppercased()
        }
        return tag
    }

    /// Reads one resource file's bytes.
    package static func read(bytes: [UInt8], path: String, locale: String) -> File {
        var file = File(path: path, locale: locale)
        let root: XMLElement
        do {
            root = try XMLDocumentParser.parse(bytes)
        } catch {
            file.failure = error
            return file
        }
        guard root.name == "resources" else {
            file.failure = .init(
                line: root.line, column: root.column, message: "the root element is <\(root.name)>, not <resources>")
            return file
        }
        if let declared = root.attributes["tools:locale"], !declared.isEmpty, locale.isEmpty {
            file.locale = declared
        }
        for element in root.children {
            let place = LocalizedEntry.Place(line: element.line, column: element.column)
            guard let name = element.attributes["name"] else { continue }
            let ignore = Set(
                (element.attributes["tools:ignore"] ?? "").split(separator: ",").map {
                    String($0.filter { !$0.isWhitespace })
                })
            let translatable = element.attributes["translatable"] != "false"
            let sameAsSource = ignore.contains("untranslated")
            // `formatted="false"`: no format string, so no specifiers ("%d%" is text).
            func specifiers(_ text: String) -> FormatSpecifierParser.Result {
                element.attributes["formatted"] == "false"
                    ? FormatSpecifierParser.Result() : FormatSpecifierParser.parse(text, dialect: .android)
            }
            // An entry of this element, with its flags; one that holds a single text has one variant.
            func makeEntry(key: String, place: LocalizedEntry.Place, text: String? = nil) -> LocalizedEntry {
                var entry = LocalizedEntry(key: key, locale: file.locale, file: path, place: place)
                entry.translatable = translatable
                entry.sameAsSource = sameAsSource
                if let text {
                    entry.variants = [
                        LocalizedEntry.Variant(
                            choices: [], text: text, countPositions: [:], place: place, specifiers: specifiers(text))
                    ]
                }
                return entry
            }
            switch element.name {
            case "string":
                file.entries.append((makeEntry(key: name, place: place, text: unescape(element.text)), ignore))
            case "plurals":
                var entry = makeEntry(key: name, place: place)
                var categories: [(category: String, place: LocalizedEntry.Place)] = []
                for item in element.children where item.name == "item" {
                    let itemPlace = LocalizedEntry.Place(line: item.line, column: item.column)
                    let category = item.attributes["quantity"] ?? ""
                    categories.append((category, itemPlace))
                    let text = unescape(item.text)
                    entry.variants.append(
                        LocalizedEntry.Variant(
                            choices: [("plural", category)], text: text, countPositions: [:], place: itemPlace,
                            specifiers: specifiers(text)))
                }
                entry.groups = [LocalizedEntry.PluralGroup(name: "plural", categories: categories, place: place)]
                file.entries.append((entry, ignore))
            case "string-array":
                for (index, item) in element.children.filter({ $0.name == "item" }).enumerated() {
                    let itemPlace = LocalizedEntry.Place(line: item.line, column: item.column)
                    file.entries.append(
                        (makeEntry(key: "\(name)[\(index)]", place: itemPlace, text: unescape(item.text)), ignore))
                }
            default:
                continue
            }
        }
        return file
    }

    /// Android's escapes (`\'`, `\"`, `\n`, `\t`, `\@`, `\?`, `\\`, `\uXXXX`), double quotes that
    /// keep white space, and white space collapsed elsewhere.
    package static func unescape(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false
        var lastWasSpace = false
        while let scalar = scalars.popFirst() {
            if scalar == "\\", let next = scalars.popFirst() {
                lastWasSpace = false
                switch next {
                case "n": output.append("\n")
                case "t": output.append("\t")
                case "u":
                    let digits = String(String.UnicodeScalarView(scalars.prefix(4)))
                    if digits.count == 4, let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
                        output.append(decoded)
                        scalars = scalars.dropFirst(4)
                    } else {
                        output.append("u")
                    }
                default: output.append(next)
                }
                continue
            }
            if scalar == "\"" {
                quoted.toggle()
                continue
            }
            if !quoted, scalar.properties.isWhitespace {
                if !lastWasSpace { output.append(" ") }
                lastWasSpace = true
                continue
            }
            lastWasSpace = false
            output.append(scalar)
        }
        return String(output).trimmingSuffix(while: { $0 == " " }).trimmingPrefixSpace()
    }
}

extension String {
    func trimmingPrefixSpace() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        return String(text)
    }
}
