import SliderSpeech

/// Reads Android string resources: a `res` directory (its `values*/*.xml` files) or one
/// `strings.xml`; `<string>`, `<plurals>` with `<item quantity>`, `<string-array>` (each item
/// as `name[index]`), `translatable="false"`, `formatted="false"`, `tools:ignore`, Android's
/// escapes and quoting, CDATA, markup and `<xliff:g>`; folder qualifiers mapped to BCP 47 tags.
///
/// What the resource compiler rejects is recorded as it reads (an unescaped apostrophe, an
/// invalid `\u` escape, an element without a name, a name that is a Java keyword), each at its
/// line, as aapt reports it.
package enum AndroidResourceReader {
    /// One resource of a file, with the lint checks its `tools:ignore` turns off.
    package struct Item: Sendable {
        package var entry: LocalizedEntry
        package var ignore: Set<String>
        /// The resource type aapt files it under (`string`, `plurals`, `array`): one name may
        /// be used once a type and folder.
        package var type: String
        /// The name as written (an array item's entry is `name[index]`).
        package var name: String
        /// Whether the element says `translatable="false"`.
        package var untranslatable: Bool
    }

    /// A file's strings, or why it could not be read.
    package struct File: Sendable {
        package var path: String
        package var locale: String
        /// The folder's qualifiers other than the locale (`v29`, `night`), `-` separated; empty
        /// for a plain `values` or `values-fr`.
        package var qualifiers = ""
        package var entries: [Item] = []
        package var failure: XMLDocumentParser.Failure?
        /// What aapt rejects outside any one string (an element without a name).
        package var problems: [LocalizedEntry.Problem] = []
    }

    /// The BCP 47 tag a `values` folder's qualifiers name, `""` for the unqualified folder
    /// (and for folders whose qualifiers name no locale: `values-night`, `values-v21`), or
    /// `nil` for a folder that is not a values folder.
    package static func localeTag(ofFolder folder: String) -> String? {
        qualifiers(ofFolder: folder)?.locale
    }

    /// A `values` folder's locale tag (as ``localeTag(ofFolder:)``) and its other qualifiers
    /// (`values-fr-v29` → `fr`, `v29`), or `nil` for a folder that is not a values folder.
    package static func qualifiers(ofFolder folder: String) -> (locale: String, rest: String)? {
        let parts = folder.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard parts.first == "values" else { return nil }
        var rest = parts.dropFirst()
        var others: [String] = []
        // A mobile country or network code may come first.
        while let first = rest.first, first.hasPrefix("mcc") || first.hasPrefix("mnc") {
            others.append(first)
            rest = rest.dropFirst()
        }
        guard let first = rest.first else { return ("", others.joined(separator: "-")) }
        let legacy = ["iw": "he", "in": "id", "ji": "yi", "tl": "fil"]
        if first.hasPrefix("b+") {
            let subtags = first.dropFirst(2).split(separator: "+").map(String.init)
            guard let language = subtags.first else { return ("", (others + rest).joined(separator: "-")) }
            let tag = ([legacy[language.lowercased()] ?? language.lowercased()] + subtags.dropFirst()).joined(separator: "-")
            return (tag, (others + rest.dropFirst()).joined(separator: "-"))
        }
        guard first.count == 2 || first.count == 3, first.allSatisfy({ $0.isASCII && $0.isLowercase }),
            !["ldrtl", "ldltr", "land", "port", "car", "tv"].contains(first)
        else { return ("", (others + rest).joined(separator: "-")) }
        var tag = legacy[first] ?? first
        rest = rest.dropFirst()
        if let region = rest.first, region.hasPrefix("r"), region.count == 3 || region.count == 4 {
            tag += "-" + region.dropFirst().uppercased()
            rest = rest.dropFirst()
        }
        return (tag, (others + rest).joined(separator: "-"))
    }

    /// Java's reserved words, which aapt refuses as resource names (they name fields of `R`).
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default",
        "do", "double", "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "null", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw",
        "throws", "transient", "true", "try", "void", "volatile", "while",
    ]

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
            let type: String
            switch element.name {
            case "string": type = "string"
            case "plurals": type = "plurals"
            case "string-array": type = "array"
            default: continue
            }
            let place = LocalizedEntry.Place(line: element.line, column: element.column)
            guard let name = element.attributes["name"], !name.isEmpty else {
                file.problems.append(
                    LocalizedEntry.Problem(
                        rule: .invalidResource, place: place, message: "<\(element.name)> has no name, which aapt requires"))
                continue
            }
            let ignore = Set(
                (element.attributes["tools:ignore"] ?? "").split(separator: ",").map {
                    String($0.filter { !$0.isWhitespace })
                })
            let untranslatable = element.attributes["translatable"] == "false"
            // Reported once, on the element's first entry.
            var pending: [LocalizedEntry.Problem] = []
            if javaKeywords.contains(name) {
                pending.append(
                    LocalizedEntry.Problem(
                        rule: .invalidResource, place: place,
                        message: "the name '\(name)' is a Java keyword, which aapt refuses (it names a field of R)"))
            }
            func makeEntry(key: String, place: LocalizedEntry.Place) -> LocalizedEntry {
                var entry = LocalizedEntry(key: key, locale: file.locale, file: path, place: place)
                entry.translatable = !untranslatable
                entry.sameAsSource = ignore.contains("untranslated")
                entry.unformatted = element.attributes["formatted"] == "false"
                entry.wholeQuantities = true
                entry.problems = pending
                pending = []
                return entry
            }
            /// A text of the element: unescaped as aapt does, with what aapt rejects in it.
            func variant(_ node: XMLElement, choices: [LocalizedEntry.Choice], entry: inout LocalizedEntry)
                -> LocalizedEntry
                .Variant
            {
                let nodePlace = LocalizedEntry.Place(line: node.line, column: node.column)
                let label = choices.isEmpty ? nil : choices.map { "\($0.group)=\($0.category)" }.joined(separator: "/")
                let read = unescapeReporting(node.text)
                for problem in read.problems {
                    entry.problems.append(
                        LocalizedEntry.Problem(
                            rule: .invalidResource, severity: problem.isError ? .error : .warning, place: nodePlace,
                            variant: label, message: problem.message))
                }
                if choices.isEmpty, isReference(node.text) { entry.isReference = true }
                var made = LocalizedEntry.Variant(
                    choices: choices, text: read.text, place: nodePlace, markup: markup(of: node),
                    styled: node.children.contains { !($0.prefix == "xliff" && $0.name == "g") })
                made.elements = elements(of: node)
                return made
            }
            switch element.name {
            case "string":
                var entry = makeEntry(key: name, place: place)
                entry.variants = [variant(element, choices: [], entry: &entry)]
                file.entries.append(
                    Item(entry: entry, ignore: ignore, type: type, name: name, untranslatable: untranslatable))
            case "plurals":
                var entry = makeEntry(key: name, place: place)
                var categories: [LocalizedEntry.Category] = []
                for item in element.children where item.name == "item" {
                    let category = item.attributes["quantity"] ?? ""
                    categories.append(
                        LocalizedEntry.Category(name: category, place: .init(line: item.line, column: item.column)))
                    entry.variants.append(
                        variant(item, choices: [LocalizedEntry.Choice(group: "plural", category: category)], entry: &entry))
                }
                entry.groups = [LocalizedEntry.PluralGroup(name: "plural", categories: categories, place: place)]
                file.entries.append(
                    Item(entry: entry, ignore: ignore, type: type, name: name, untranslatable: untranslatable))
            default:
                for (index, item) in element.children.filter({ $0.name == "item" }).enumerated() {
                    var entry = makeEntry(key: "\(name)[\(index)]", place: .init(line: item.line, column: item.column))
                    entry.variants = [variant(item, choices: [], entry: &entry)]
                    file.entries.append(
                        Item(entry: entry, ignore: ignore, type: type, name: name, untranslatable: untranslatable))
                }
            }
        }
        return file
    }

    /// The attribute values of the markup inside a text (`<a href="%2$s">`), whose specifiers
    /// are the string's too; `<xliff:g>`'s own attributes describe the text and are left out.
    static func markup(of element: XMLElement) -> [String] {
        var values: [String] = []
        for child in element.children {
            if !(child.prefix == "xliff" && child.name == "g") {
                values += child.attributes.sorted { $0.key < $1.key }.map(\.value)
            }
            values += markup(of: child)
        }
        return values
    }

    /// The markup elements inside a text, in document order (``LocalizedEntry/Variant/elements``);
    /// `<xliff:g>` is a note to translators, not markup, and is left out.
    static func elements(of element: XMLElement) -> [String] {
        var names: [String] = []
        for child in element.children {
            if !(child.prefix == "xliff" && child.name == "g") {
                let name = (child.prefix.map { $0 + ":" } ?? "") + child.name.lowercased()
                names.append(child.attributes["href"].map { "\(name) href=\($0)" } ?? name)
            }
            names += elements(of: child)
        }
        return names
    }

    /// Whether a text is a reference to another string resource (`@string/name`,
    /// `@android:string/name`), not text.
    static func isReference(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }), scalars[start] == "@" else {
            return false
        }
        let written = scalars[start...].prefix { !$0.properties.isWhitespace }
        guard scalars[written.endIndex...].allSatisfy(\.properties.isWhitespace) else { return false }
        let word = String(String.UnicodeScalarView(written))
        return word.hasPrefix("@string/") || word.hasPrefix("@android:string/")
    }

    /// Android's escapes (`\'`, `\"`, `\n`, `\t`, `\@`, `\?`, `\\`, `\uXXXX`), double quotes that
    /// keep white space, and white space collapsed elsewhere.
    package static func unescape(_ text: String) -> String { unescapeReporting(text).text }

    /// Whether unescaping leaves a text as it is: no backslash, double quote or apostrophe, no
    /// white space other than a space, no space at either end nor two in a row.
    static func isPlain(_ text: String) -> Bool {
        // Byte by byte; a byte that may start a white space character other than ASCII's
        // (U+0085 and U+00A0 start with C2, U+1680 with E1, U+2000…U+205F with E2, U+3000 with
        // E3) sends the text to the scalar by scalar reading.
        var previousSpace = true
        for byte in text.utf8 {
            switch byte {
            case 0x20:
                if previousSpace { return false }
                previousSpace = true
            case 0x5C, 0x22, 0x27, 0x09...0x0D: return false
            case 0xC2, 0xE1, 0xE2, 0xE3: return isPlainScalars(text)
            case 0x80...0xBF: continue
            default: previousSpace = false
            }
        }
        return !previousSpace || text.isEmpty
    }

    /// ``isPlain(_:)`` scalar by scalar.
    static func isPlainScalars(_ text: String) -> Bool {
        var previousSpace = true
        for scalar in text.unicodeScalars {
            if scalar == " " {
                if previousSpace { return false }
                previousSpace = true
                continue
            }
            if scalar == "\\" || scalar == "\"" || scalar == "'" || ScalarTraits.isWhitespace(scalar) { return false }
            previousSpace = false
        }
        return !previousSpace || text.isEmpty
    }

    /// What aapt says of a text while unescaping it.
    struct EscapeProblem {
        let message: String
        let isError: Bool
    }

    /// ``unescape(_:)``, with what aapt rejects in the text (an apostrophe outside double
    /// quotes and not escaped, a `\u` not followed by four hexadecimal digits) and a double
    /// quote that is not escaped, which Android drops (unless a pair of them encloses the whole
    /// text, the way to keep its spaces).
    static func unescapeReporting(_ text: String) -> (text: String, problems: [EscapeProblem]) {
        // Most texts have no escape, quote or apostrophe, and no white space but single spaces
        // between words: they are read as they are.
        if isPlain(text) { return (text, []) }
        // The text read, as UTF-8: a scalar at a time into bytes, made a string once.
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        func put(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { output.append($0) } }
        var scalars = Array(text.unicodeScalars)[...]
        var quoted = false
        var lastWasSpace = false
        var problems: [EscapeProblem] = []
        var quotes = 0
        var apostropheReported = false
        while let scalar = scalars.popFirst() {
            if scalar == "\\", let next = scalars.popFirst() {
                lastWasSpace = false
                switch next {
                case "n": put("\n")
                case "t": put("\t")
                case "u":
                    let digits = String(String.UnicodeScalarView(scalars.prefix(4)))
                    guard digits.count == 4, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
                        problems.append(
                            EscapeProblem(
                                message:
                                    "'\\u\(digits)' is an invalid \\u escape (four hexadecimal digits must follow), which aapt "
                                    + "refuses",
                                isError: true))
                        put("u")
                        continue
                    }
                    scalars = scalars.dropFirst(4)
                    if let decoded = Unicode.Scalar(value) {
                        put(decoded)
                    } else if (0xD800...0xDBFF).contains(value), scalars.starts(with: "\\u".unicodeScalars),
                        let low = UInt32(String(String.UnicodeScalarView(scalars.dropFirst(2).prefix(4))), radix: 16),
                        (0xDC00...0xDFFF).contains(low),
                        let pair = Unicode.Scalar(0x10000 + (value - 0xD800) << 10 + (low - 0xDC00))
                    {
                        // A surrogate pair written as two escapes, as aapt reads it (\uD83E\uDD38).
                        put(pair)
                        scalars = scalars.dropFirst(6)
                    } else {
                        put("\u{FFFD}")
                    }
                default: put(next)
                }
                continue
            }
            if scalar == "\"" {
                quoted.toggle()
                quotes += 1
                continue
            }
            if scalar == "'", !quoted, !apostropheReported {
                apostropheReported = true
                problems.append(
                    EscapeProblem(
                        message: "an apostrophe that is neither escaped (\\') nor inside double quotes, which aapt refuses",
                        isError: true))
            }
            if !quoted, ScalarTraits.isWhitespace(scalar) {
                if !lastWasSpace { put(" ") }
                lastWasSpace = true
                continue
            }
            lastWasSpace = false
            put(scalar)
        }
        if quotes > 0 {
            let trimmed = text.unicodeScalars.drop { ScalarTraits.isWhitespace($0) }
            let enclosing =
                quotes == 2 && trimmed.first == "\""
                && trimmed.reversed().drop(while: { ScalarTraits.isWhitespace($0) }).first == "\""
            if !enclosing, !Self.quotesOnlyInTags(text) {
                problems.append(
                    EscapeProblem(
                        message:
                            "a double quote that is not escaped: Android drops it, so the text shows no quotation mark (write "
                            + "\\\")",
                        isError: false))
            }
        }
        return (String(decoding: output, as: UTF8.self).trimmingSuffix(while: { $0 == " " }).trimmingPrefixSpace(), problems)
    }
}

extension AndroidResourceReader {
    /// Whether every unescaped double quote of a text lies inside an HTML tag (`<a href="…">`
    /// in CDATA or written with `&lt;`): an attribute's delimiters, which `Html.fromHtml` does
    /// without once aapt drops them, not a quotation mark the text was meant to show.
    static func quotesOnlyInTags(_ text: String) -> Bool {
        var inTag = false
        var escaped = false
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if escaped {
                escaped = false
                continue
            }
            switch scalar {
            case "\\": escaped = true
            case "<": inTag = false
            case ">": inTag = false
            case "\"" where !inTag: return false
            default:
                if previous == "<", scalar == "/" || scalar.properties.isAlphabetic { inTag = true }
            }
        }
        return true
    }
}

extension String {
    func trimmingPrefixSpace() -> String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        return String(text)
    }
}
