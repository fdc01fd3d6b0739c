import SliderFormatting
import SliderSpeech

/// Writes an export as Android resources: one ``CatalogExport/androidFileName`` per locale,
/// `values/` for the source locale (with `tools:locale`), every message as a `<string>` or a
/// `<plurals>`, in the order of their ids, each after a comment with its id, its note and its
/// arguments.
///
/// Android selects a plural item by the locale's category only, so a message's `=0` variant
/// becomes a `<string>` of its own, named `<name>_zero`, in every locale: what the locale says
/// for a count of 0, with the count written in (so that no locale's string has an argument the
/// source's lacks) and the other arguments at their numbers.
enum AndroidResourceExport {
    /// The specifier of an argument: `%1$s`, or `%2$d` for the count.
    static func specifier(_ position: Int, isCount: Bool) -> String {
        "%\(position)$" + (isCount ? "d" : "s")
    }

    /// The resource name of a message id: `.` and `-` become `_`; anything else outside
    /// `[A-Za-z0-9_]`, or a leading digit, cannot be a name.
    static func resourceName(of id: String) -> String? {
        let name = String(id.map { $0 == "." || $0 == "-" ? "_" : $0 })
        guard let first = name.first, !first.isNumber,
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        else { return nil }
        return name
    }

    /// Java's reserved words and literals, which `aapt` rejects as resource names ("invalid
    /// symbol"), since each name becomes a field of the app's `R` class; and `_`, which Java 9
    /// and later reject as a name.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_",
    ]

    /// The words in the first comment of every file that say an export wrote it: the export
    /// replaces a file of its name only where they are.
    static let headerMark = "Written by slider-speech export"

    /// The first line of every file: whose it is, and that an export rewrites it.
    static let header =
        "    <!-- \(headerMark) from its catalogs; each export rewrites this file: edit the catalogs, not this file "
        + "(a text changed here is kept, and named in a warning, unless an export is told to overwrite edits). -->"

    /// One `<string>` or `<plurals>` of a file: its key (`string:name`), the lines of the comment
    /// before it (without the record), and its text from `<` to its closing tag.
    struct Element: Hashable, Sendable {
        let key: String
        let comment: [String]
        let raw: String
        /// The catalog it comes from, as the record names it.
        let origin: String
    }

    /// One locale's file, before it is written.
    struct Document: Sendable {
        let tag: String
        let path: String
        let isSource: Bool
        var elements: [Element]
    }

    static func files(of messages: [ExportedMessage], sourceLocale: String, folders: [String: String] = [:])
        throws(CatalogExportError) -> [CatalogExport.File]
    {
        try documents(of: messages, sourceLocale: sourceLocale, folders: folders).map { document in
            CatalogExport.File(path: document.path, text: text(of: document, elements: document.elements.map { ($0, nil) }))
        }
    }

    /// A document's text: each element after its comment, with the record of `written` (the
    /// fingerprint of what an export wrote, where that is not the element itself: a kept edit).
    static func text(of document: Document, elements: [(Element, String?)]) -> String {
        let locale = document.isSource ? #" tools:locale="\#(document.tag)""# : ""
        var text =
            "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
            + #"<resources xmlns:tools="http://schemas.android.com/tools"\#(locale)>"# + "\n" + header + "\n"
        for (element, written) in elements {
            let lines = element.comment + [ExportRecord.line(print: written ?? fingerprint(element.raw), origin: element.origin)]
            text += "    <!-- " + lines.joined(separator: "\n         ") + " -->\n"
            text += "    " + element.raw + "\n"
        }
        return text + "</resources>\n"
    }

    /// The fingerprint of an element's text, as ``ExportRecord`` keeps it.
    static func fingerprint(_ raw: String) -> String { XcodeJSON.fingerprint(.string(raw)) }

    /// The export's elements by locale file: names first, checked once for every locale.
    static func documents(of messages: [ExportedMessage], sourceLocale: String, folders: [String: String] = [:])
        throws(CatalogExportError) -> [Document]
    {
        // Names first: every locale's file uses the same ones.
        var names: [String: String] = [:]
        var owners: [String: String] = [:]
        for message in messages {
            guard let name = resourceName(of: message.id) else {
                throw CatalogExportError(
                    code: .resourceName, id: message.id, locale: sourceLocale,
                    reason:
                        "cannot be an Android resource name (letters, digits, '_', '.' and '-' only, not starting with a digit)"
                )
            }
            if javaKeywords.contains(name) {
                throw CatalogExportError(
                    code: .resourceName, id: message.id, locale: sourceLocale,
                    reason:
                        "its Android resource name '\(name)' is a Java keyword, which aapt rejects as an invalid symbol "
                        + "(R.string.\(name) cannot be compiled); give the message another id"
                )
            }
            var taken = [name]
            if message.isPlural, message.sourceHasExactZero(sourceLocale: sourceLocale) { taken.append(name + "_zero") }
            for candidate in taken {
                if let owner = owners[candidate] {
                    throw CatalogExportError(
                        code: .resourceName, id: message.id, locale: sourceLocale,
                        reason: "its Android resource name '\(candidate)' is also the name of \(owner)")
                }
                owners[candidate] = message.id
            }
            names[message.id] = name
        }
        var byLocale: [String: [Element]] = [:]
        var order: [String] = []
        for message in messages {
            let name = names[message.id]!
            let countPosition = message.signature.countPosition
            let exactZero = message.isPlural && message.sourceHasExactZero(sourceLocale: sourceLocale)
            for localization in message.localizations {
                var elements: [Element] = []
                let comment: [String]
                if let text = message.comment(specifier: specifier, extra: nil) {
                    comment = commentLines("\(message.id): \(text)")
                } else {
                    comment = commentLines(message.id)
                }
                let ignore = localization.sameAsSource ? #" tools:ignore="untranslated""# : ""
                if let text = localization.message.text {
                    // Without arguments the app calls getString(id), which formats nothing: a
                    // percent sign stays one, and formatted="false" tells aapt and lint so.
                    let formatted = !message.signature.names.isEmpty
                    let plain = !formatted && text.contains { if case .text(let part) = $0 { part.contains("%") } else { false } }
                    elements.append(
                        Element(
                            key: "string:" + name, comment: comment,
                            raw: #"<string name="\#(name)"\#(plain ? #" formatted="false""# : "")\#(ignore)>"#
                                + value(text, countPosition: countPosition, formatted: formatted) + "</string>",
                            origin: message.origin))
                } else {
                    var raw = #"<plurals name="\#(name)"\#(ignore)>"#
                    for (category, pieces) in localization.message.variants(rules: localization.rules, exactZeroIsZero: false) {
                        raw +=
                            "\n        "
                            + #"<item quantity="\#(category)">\#(value(pieces, countPosition: countPosition))</item>"#
                    }
                    raw += "\n    </plurals>"
                    elements.append(Element(key: "plurals:" + name, comment: comment, raw: raw, origin: message.origin))
                    if exactZero, let zero = localization.message.zeroText(rules: localization.rules) {
                        let pieces =
                            countPosition.map {
                                PositionalMessage.filling(zero, position: $0, with: zeroText(localization.locale))
                            } ?? zero
                        let zeroValue = value(pieces, countPosition: countPosition)
                        elements.append(
                            Element(
                                key: "string:" + name + "_zero",
                                comment: commentLines(
                                    "\(message.id), its =0 variant: what to say for a count of 0, the count written in "
                                        + "(Android plurals have no exact zero)"),
                                raw: #"<string name="\#(name)_zero"\#(ignore)>\#(zeroValue)</string>"#,
                                origin: message.origin))
                    }
                }
                if byLocale[localization.tag] == nil { order.append(localization.tag) }
                byLocale[localization.tag, default: []].append(contentsOf: elements)
            }
        }
        var documents: [Document] = []
        for tag in order {
            let isSource = tag == sourceLocale
            let named = folders.first { $0.key.lowercased() == tag.lowercased() }?.value
            guard let folder = isSource ? "values" : named ?? AndroidLocaleFolder.folder(for: tag) else {
                throw CatalogExportError(
                    code: .locale, id: messages.first { $0.localizations.contains { $0.tag == tag } }?.id ?? "",
                    locale: tag, reason: "'\(tag)' cannot name an Android resource folder")
            }
            documents.append(
                Document(
                    tag: tag, path: folder + "/" + CatalogExport.androidFileName, isSource: isSource,
                    elements: byLocale[tag] ?? []))
        }
        let folderPaths = documents.map(\.path)
        if let duplicate = folderPaths.first(where: { path in folderPaths.filter { $0 == path }.count > 1 }) {
            throw CatalogExportError(
                code: .locale, id: "", locale: duplicate, reason: "two locales would share the folder \(duplicate)")
        }
        return documents.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// A comment's text as lines an XML comment can hold.
    static func commentLines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { commentText(String($0)) }
    }

    /// 0 as the locale writes a plural's `#` (ICU MessageFormat's default number format:
    /// "0", Arabic "٠").
    static func zeroText(_ locale: ICULocale) -> String {
        MessageNumber.shared(locale: locale)?.format(0)?.text ?? "0"
    }

    /// A text's pieces as the content of a `<string>` or `<item>`: Android's escapes, XML's,
    /// `%` doubled, arguments as specifiers.
    static func value(_ pieces: [PositionalMessage.Piece], countPosition: Int?, formatted: Bool = true) -> String {
        var output = ""
        for (index, piece) in pieces.enumerated() {
            switch piece {
            case .argument(let position):
                output += specifier(position, isCount: position == countPosition)
            case .text(let text):
                output += escaped(text, atStart: index == 0, atEnd: index == pieces.count - 1, formatted: formatted)
            }
        }
        return output
    }

    /// Android collapses white space and trims the ends of a value, reads `\`, `'` and `"` as
    /// its own syntax and `@` or `?` at the start as a reference; XML needs `<` and `&`
    /// escaped and cannot hold most control characters; in a format string (`formatted`) `%`
    /// is `%%`. A space is written as it is only
    /// between two characters that are not white space; other white space as `\uXXXX`.
    static func escaped(_ text: String, atStart: Bool, atEnd: Bool, formatted: Bool = true) -> String {
        let scalars = Array(text.unicodeScalars)
        var output = ""
        for (index, scalar) in scalars.enumerated() {
            let first = atStart && index == 0
            let last = atEnd && index == scalars.count - 1
            switch scalar {
            case "\\": output += "\\\\"
            case "'": output += "\\'"
            case "\"": output += "\\\""
            case "\n": output += "\\n"
            case "\t": output += "\\t"
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "%": output += formatted ? "%%" : "%"
            case "@" where first: output += "\\@"
            case "?" where first: output += "\\?"
            case " ":
                let previousIsSpace = index > 0 && scalars[index - 1].properties.isWhitespace
                let nextIsSpace = index + 1 < scalars.count && scalars[index + 1].properties.isWhitespace
                output += first || last || previousIsSpace || nextIsSpace ? "\\u0020" : " "
            default:
                if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE
                    || scalar.value == 0xFFFF
                {
                    output += unicodeEscape(scalar.value)
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }

    static func unicodeEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A text an XML comment can hold: no `--`, no line breaks or control characters, no `-` at the end.
    static func commentText(_ text: String) -> String {
        var output = String(
            String.UnicodeScalarView(
                text.unicodeScalars.map {
                    $0.value < 0x20 || $0.value == 0x7F || $0.value == 0xFFFE || $0.value == 0xFFFF ? " " : $0
                }))
        while output.contains("--") { output = output.replacing("--", with: "- -") }
        if output.hasSuffix("-") { output += " " }
        return output
    }
}
