import SliderSpeech

/// Checks of a translation's text against its source's that do not depend on format
/// specifiers: markup that breaks (Android's HTML-styled strings, String Catalog Markdown),
/// escapes a user would see, and words left in the source's language.
enum TextChecks {
    // MARK: Markup

    /// A tag written in a text (`<b>`, `</a>`, `<a href="…">`, `<br/>`), as an HTML-styled
    /// Android string (escaped as `&lt;b>` or in CDATA) or a String Catalog value holds it.
    struct Tag: Equatable {
        let name: String
        let closing: Bool
        let selfClosing: Bool
        let href: String?
        let offset: Int
    }

    /// The HTML elements Android's `Html.fromHtml` and aapt's spans know: only these are read
    /// as tags, so that `a < b > c` stays text.
    static let knownElements: Set<String> = [
        "a", "b", "i", "u", "em", "strong", "cite", "dfn", "big", "small", "font", "tt", "sup", "sub", "strike", "s",
        "del", "span", "p", "div", "br", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "img",
        "annotation",
    ]

    /// Elements that change what the text is or does (a link, a heading, a list): a
    /// translation must keep them. The others are presentation (`<b>`, `<i>`), which a
    /// translator may move or leave out, as CJK scripts do with bold and italics.
    static let structuralElements: Set<String> = ["a", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote"]

    /// Elements that need no end tag.
    static let voidElements: Set<String> = ["br", "img", "p"]

    /// The tags written in a text.
    static func tags(in text: String) -> [Tag] {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return [] }
        let scalars = Array(text.unicodeScalars)
        var found: [Tag] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            var cursor = index + 1
            let closing = cursor < scalars.count && scalars[cursor] == "/"
            if closing { cursor += 1 }
            var name = ""
            while cursor < scalars.count, scalars[cursor].isASCII,
                scalars[cursor].properties.isAlphabetic || (!name.isEmpty && ("0"..."9").contains(scalars[cursor]))
            {
                name.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            name = name.lowercased()
            guard knownElements.contains(name), cursor < scalars.count,
                scalars[cursor] == ">" || scalars[cursor] == "/" || scalars[cursor].properties.isWhitespace,
                let end = scalars[cursor...].firstIndex(where: { $0 == ">" || $0 == "<" }), scalars[end] == ">"
            else {
                index += 1
                continue
            }
            let inside = String(String.UnicodeScalarView(scalars[cursor..<end]))
            found.append(
                Tag(
                    name: name, closing: closing, selfClosing: inside.hasSuffix("/"),
                    href: closing ? nil : attribute("href", in: inside), offset: index))
            index = end + 1
        }
        return found
    }

    /// An attribute's value inside a tag (`href="…"`, `href='…'`), or `""` where it is written
    /// without a value; `nil` where the tag lacks it.
    static func attribute(_ name: String, in inside: String) -> String? {
        let scalars = Array(inside.unicodeScalars)
        let wanted = Array(name.unicodeScalars)
        var index = 0
        while index + wanted.count <= scalars.count {
            let before = index == 0 || scalars[index - 1].properties.isWhitespace
            let written = scalars[index..<(index + wanted.count)].map { $0.properties.lowercaseMapping }
            if before, written == wanted.map({ String($0) }) {
                var cursor = index + wanted.count
                while cursor < scalars.count, scalars[cursor].properties.isWhitespace { cursor += 1 }
                guard cursor < scalars.count, scalars[cursor] == "=" else {
                    index += 1
                    continue
                }
                cursor += 1
                while cursor < scalars.count, scalars[cursor].properties.isWhitespace { cursor += 1 }
                guard cursor < scalars.count else { return "" }
                let quote = scalars[cursor]
                if quote == "\"" || quote == "'" {
                    let start = cursor + 1
                    let end = scalars[start...].firstIndex(of: quote) ?? scalars.count
                    return String(String.UnicodeScalarView(scalars[start..<end]))
                }
                let end = scalars[cursor...].firstIndex { $0.properties.isWhitespace || $0 == "/" } ?? scalars.count
                return String(String.UnicodeScalarView(scalars[cursor..<end]))
            }
            index += 1
        }
        return nil
    }

    /// The first tag of a text that does not close, or closes another: `nil` where every
    /// element is closed in order.
    static func imbalance(_ tags: [Tag]) -> String? {
        var open: [Tag] = []
        for tag in tags where !voidElements.contains(tag.name) && !tag.selfClosing {
            if !tag.closing {
                open.append(tag)
                continue
            }
            guard let last = open.last else {
                return "</\(tag.name)> at offset \(tag.offset) closes no element"
            }
            guard last.name == tag.name else {
                return "<\(last.name)> at offset \(last.offset) is closed by </\(tag.name)> at offset \(tag.offset)"
            }
            open.removeLast()
        }
        if let first = open.first {
            let what =
                switch first.name {
                case "a": "link"
                case "h1", "h2", "h3", "h4", "h5", "h6": "heading"
                case "ul", "ol", "li": "list"
                case "blockquote": "quotation"
                default: "style"
                }
            return "<\(first.name)> at offset \(first.offset) is never closed: the rest of the text takes its \(what)"
        }
        return nil
    }

    /// What breaks in a translation's markup where the source has markup: tags that do not
    /// close or close another, a link, heading or list the source has and the translation
    /// lacks (or the reverse), a link whose target is gone or is no address. `nil` where the
    /// markup holds, or the source has none.
    static func markupProblem(
        source: LocalizedEntry.Variant, translation: LocalizedEntry.Variant, dialect: FormatSpecifierParser.Dialect
    ) -> String? {
        let sourceTags = tags(in: source.text)
        let ownTags = tags(in: translation.text)
        if !sourceTags.isEmpty, imbalance(sourceTags) == nil, let problem = imbalance(ownTags) {
            return problem
        }
        // Structure: elements from the XML (aapt's spans) and tags in the text, by name.
        func structure(_ elements: [String], _ tags: [Tag]) -> (names: [String: Int], links: [String]) {
            var names: [String: Int] = [:]
            var links: [String] = []
            for element in elements {
                let parts = element.split(separator: " ", maxSplits: 1)
                let name = String(parts.first ?? "")
                guard structuralElements.contains(name) else { continue }
                names[name, default: 0] += 1
                if name == "a" {
                    links.append(parts.count > 1 ? String(parts[1].dropFirst("href=".count)) : "")
                }
            }
            for tag in tags where !tag.closing && structuralElements.contains(tag.name) {
                names[tag.name, default: 0] += 1
                if tag.name == "a" { links.append(tag.href ?? "") }
            }
            return (names, links)
        }
        var own = structure(translation.elements, ownTags)
        var theirs = structure(source.elements, sourceTags)
        if dialect == .apple {
            let sourceLinks = markdownLinks(in: source.text)
            let ownLinks = markdownLinks(in: translation.text)
            if !sourceLinks.isEmpty || !ownLinks.isEmpty {
                theirs.names["a", default: 0] += sourceLinks.count
                own.names["a", default: 0] += ownLinks.count
                theirs.links += sourceLinks
                own.links += ownLinks
            }
        }
        guard !theirs.names.isEmpty || !own.names.isEmpty else { return nil }
        // Only where the source has markup: a translation's own "<b>" is then text as well.
        guard !sourceTags.isEmpty || !source.elements.isEmpty || !theirs.names.isEmpty else { return nil }
        // Links count by their targets: a source that links one page twice is followed by a
        // translation that links it once.
        theirs.names["a"] = theirs.names["a"].map { _ in Set(theirs.links.map(\.trimmed)).count }
        own.names["a"] = own.names["a"].map { _ in Set(own.links.map(\.trimmed)).count }
        for name in Set(theirs.names.keys).union(own.names.keys).sorted() {
            let want = theirs.names[name] ?? 0
            let have = own.names[name] ?? 0
            guard want != have else { continue }
            let what = name == "a" ? "link" : "<\(name)>"
            return "has \(have) \(what)\(have == 1 ? "" : "s") where the source has \(want)"
                + (name == "a" && have < want ? ": the user loses a link the source gives" : "")
        }
        // Each link's target: gone, or no address any more (a space in it, another scheme).
        let ownTargets = unique(own.links.map(\.trimmed))
        let theirTargets = unique(theirs.links.map(\.trimmed))
        for (index, target) in ownTargets.enumerated() where index < theirTargets.count {
            let wanted = theirTargets[index]
            let given = target.trimmed
            guard given != wanted else { continue }
            if given.isEmpty {
                return "a link has no target where the source's goes to \(wanted)"
            }
            let wantedScheme = scheme(of: wanted)
            if given.unicodeScalars.contains(where: { $0.properties.isWhitespace }) || scheme(of: given) != wantedScheme {
                return "a link goes to \(given) where the source's goes to \(wanted)"
            }
        }
        return nil
    }

    /// The distinct values of a list, in their first order.
    static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }

    /// The scheme of a link (`https`, `mailto`), or what it starts with where it has none (a
    /// format specifier, a path).
    static func scheme(of target: String) -> String {
        if let colon = target.firstIndex(of: ":"), target[..<colon].allSatisfy({ $0.isASCII && $0.isLetter }) {
            return target[..<colon].lowercased()
        }
        return target.hasPrefix("%") ? "%" : ""
    }

    /// The targets of a text's Markdown links (`[words](target)`), as a String Catalog value
    /// writes them for SwiftUI's `Text`.
    static func markdownLinks(in text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var links: [String] = []
        var index = 0
        while index + 1 < scalars.count {
            guard scalars[index] == "]", scalars[index + 1] == "(" else {
                index += 1
                continue
            }
            let start = index + 2
            guard let close = scalars[start...].firstIndex(of: ")") else {
                links.append("")
                break
            }
            links.append(String(String.UnicodeScalarView(scalars[start..<close])))
            index = close + 1
        }
        return links
    }

    // MARK: Escapes a user sees

    /// A `\n` or `\t` written as two characters (Android's `\\n`, a String Catalog's `\\n`)
    /// where the source has none: the user sees a backslash and a letter, not a line break.
    static func visibleEscape(source: String, translation: String) -> String? {
        // Most texts have no backslash: nothing to search for.
        guard translation.utf8.contains(UInt8(ascii: "\\")) else { return nil }
        for (escape, meaning) in [("\\n", "a line break"), ("\\t", "a tab")]
        where translation.contains(escape) && !source.contains(escape) {
            return "shows '\(escape)' as a backslash and a letter, where the source has \(meaning) or none: write the escape "
                + "once (\(escape)), not with its backslash escaped"
        }
        return nil
    }

    // MARK: Words of the source's language

    /// Whether a scalar is a letter of the Latin script (Basic Latin to Latin Extended-B, and
    /// Latin Extended Additional).
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        ScalarTraits.isAlphabetic(scalar) && (scalar.value < 0x250 || (0x1E00...0x1EFF).contains(scalar.value))
    }

    /// The runs of words of a text: words of letters (and the digits, apostrophes and hyphens
    /// inside them), a run broken by any other character than white space.
    static func wordRuns(_ text: String) -> [[String]] {
        var runs: [[String]] = []
        var run: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty { run.append(word) }
            word = ""
        }
        func endRun() {
            endWord()
            if !run.isEmpty { runs.append(run) }
            run = []
        }
        for scalar in text.unicodeScalars {
            if ScalarTraits.isAlphabetic(scalar) || ScalarTraits.isNumeric(scalar)
                || (!word.isEmpty && (scalar == "'" || scalar == "’" || scalar == "-" || scalar == "."))
            {
                word.unicodeScalars.append(scalar)
            } else if ScalarTraits.isWhitespace(scalar) {
                endWord()
            } else {
                endRun()
            }
        }
        endRun()
        return runs
    }

    /// The runs of words of a text as ``wordRuns(_:)`` makes them, each word as its UTF-8
    /// bytes.
    static func forEachRun(ofBytes text: String, _ body: ([[UInt8]]) -> Void) {
        let bytes = Array(text.utf8)
        var run: [[UInt8]] = []
        var start = -1
        var offset = 0
        func endWord(at end: Int) {
            guard start >= 0 else { return }
            run.append(Array(bytes[start..<end]))
            start = -1
        }
        for scalar in text.unicodeScalars {
            let width = UTF8.width(scalar)
            if ScalarTraits.isAlphabetic(scalar) || ScalarTraits.isNumeric(scalar)
                || (start >= 0 && (scalar == "'" || scalar == "’" || scalar == "-" || scalar == "."))
            {
                if start < 0 { start = offset }
            } else if ScalarTraits.isWhitespace(scalar) {
                endWord(at: offset)
            } else {
                endWord(at: offset)
                if !run.isEmpty { body(run) }
                run = []
            }
            offset += width
        }
        endWord(at: offset)
        if !run.isEmpty { body(run) }
    }

    /// Whether a text's UTF-8 holds `needle`'s bytes.
    static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first else { return true }
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard bytes.count >= needle.count else { return false }
            var index = 0
            while index <= bytes.count - needle.count {
                if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
        if let found = text.utf8.withContiguousStorageIfAvailable(search) { return found }
        return Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// A text's words joined by one space: a phrase as the checks look one up.
    static func phrase(_ text: String) -> String {
        wordRuns(text).map { $0.joined(separator: " ") }.joined(separator: " ")
    }

    /// Whether a word reads as a name or a code rather than a word of the language: it has a
    /// digit, a capital after its first letter (`GitHub`, `iCloud`, `PDF`, `OK`), or no letter.
    static func looksLikeName(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard scalars.contains(where: \.properties.isAlphabetic) else { return true }
        if scalars.contains(where: { $0.properties.numericType != nil }) { return true }
        return scalars.dropFirst().contains { $0.properties.isUppercase }
    }
}

extension String {
    fileprivate var trimmed: String {
        var text = Substring(self)
        while let first = text.unicodeScalars.first, ScalarTraits.isWhitespace(first) { text = text.dropFirst() }
        while let last = text.unicodeScalars.last, ScalarTraits.isWhitespace(last) { text = text.dropLast() }
        return String(text)
    }
}
