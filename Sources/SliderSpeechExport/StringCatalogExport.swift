import SliderFormatting
import SliderSpeech

/// Writes an export as one Xcode String Catalog, as Xcode writes one (``XcodeJSON``):
/// `sourceLanguage`, and for each message id its `comment`, `extractionState` `manual`, and per
/// locale a `stringUnit` or a `variations.plural`, every object's keys in Xcode's order.
///
/// Each string's comment ends with a line that records what the export wrote in each locale
/// (``ExportRecord``), so that a later export tells its own text from a translator's edit.
enum StringCatalogExport {
    /// The specifier of an argument: `%1$@`, or `%2$lld` for the count.
    static func specifier(_ position: Int, isCount: Bool) -> String {
        "%\(position)$" + (isCount ? "lld" : "@")
    }

    /// A text's pieces as a String Catalog value: `%` doubled, arguments as specifiers.
    static func value(_ pieces: [PositionalMessage.Piece], countPosition: Int?) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal.replacing("%", with: "%%")
            case .argument(let position): text += specifier(position, isCount: position == countPosition)
            }
        }
        return text
    }

    static func stringUnit(_ value: String) -> XcodeJSON.Value {
        .fields([("state", .string("translated")), ("value", .string(value))])
    }

    /// One string of the export: its id and entry, and its localizations by tag.
    struct Entry {
        let id: String
        /// The note and the arguments, without the record.
        let commentBase: String?
        let localizations: [(tag: String, value: XcodeJSON.Value)]
        /// The catalog it comes from, as the record names it.
        let origin: String

        /// The entry with a record of `written` (tag → fingerprint) in its comment.
        func value(recording written: [String: String]) -> XcodeJSON.Value {
            var pairs: [(String, XcodeJSON.Value)] = []
            let record = ExportRecord.line(written, origin: origin)
            let comment = [commentBase, record].compactMap { $0 }.joined(separator: "\n")
            pairs.append(("comment", .string(comment)))
            pairs.append(("extractionState", .string("manual")))
            pairs.append(("localizations", XcodeJSON.sorted(localizations.map { ($0.tag, $0.value) })))
            return .fields(pairs)
        }

        /// The entry as a new one: every localization recorded.
        var fresh: XcodeJSON.Value {
            var written: [String: String] = [:]
            for (tag, value) in localizations { written[tag] = XcodeJSON.fingerprint(value) }
            return value(recording: written)
        }
    }

    static func entries(of messages: [ExportedMessage]) -> [Entry] {
        messages.map { message in
            let countPosition = message.signature.countPosition
            var localizations: [(String, XcodeJSON.Value)] = []
            for localization in message.localizations {
                var pairs: [(String, XcodeJSON.Value)] = []
                if localization.sameAsSource { pairs.append(("sameAsSource", .literal("true"))) }
                if let text = localization.message.text {
                    pairs.append(("stringUnit", stringUnit(value(text, countPosition: countPosition))))
                } else {
                    let variants = localization.message.variants(rules: localization.rules, exactZeroIsZero: true)
                    let plural = variants.map { variant in
                        (
                            variant.category,
                            XcodeJSON.Value.fields([
                                ("stringUnit", stringUnit(value(variant.pieces, countPosition: countPosition)))
                            ])
                        )
                    }
                    pairs.append(("variations", .fields([("plural", XcodeJSON.sorted(plural))])))
                }
                localizations.append((localization.tag, XcodeJSON.sorted(pairs)))
            }
            return Entry(
                id: message.id, commentBase: message.comment(specifier: specifier), localizations: localizations,
                origin: message.origin)
        }
    }

    /// A new catalog's text, as Xcode writes it (no line feed after the last `}`).
    static func text(of messages: [ExportedMessage], sourceLocale: String) -> String {
        XcodeJSON.text(document(of: entries(of: messages), sourceLocale: sourceLocale), style: .xcode)
    }

    /// The catalog's root object: `sourceLanguage`, `strings` and `version`.
    static func document(of entries: [Entry], sourceLocale: String) -> XcodeJSON.Value {
        .fields([
            ("sourceLanguage", .string(sourceLocale)),
            ("strings", XcodeJSON.sorted(entries.map { ($0.id, $0.fresh) })),
            ("version", .string("1.0")),
        ])
    }
}

/// What an export wrote into a string, kept in the string's comment (String Catalog) or in the
/// comment before it (Android) — places Xcode and Android Studio keep — with the catalog it came
/// from and a short fingerprint a locale: `slider-speech export from Locales: de 1x2y3z, en
/// 9a8b7c` (Android: one fingerprint, of the element). A later export rewrites a text whose
/// fingerprint still matches, keeps one that someone changed, and leaves alone the strings of
/// another export (another catalog).
enum ExportRecord {
    static let prefix = "slider-speech export"
    /// The record of a kept text that no record says the export wrote: it matches nothing.
    static let none = "-"

    /// What a record holds.
    struct Record: Equatable {
        /// The catalog the string came from (nil in a record that names none).
        let origin: String?
        /// The fingerprints, by locale (lowercased); Android's single one under "".
        let prints: [String: String]
    }

    /// The record's line: the origin, then each tag and fingerprint, sorted by tag.
    static func line(_ written: [String: String], origin: String) -> String? {
        guard !written.isEmpty else { return nil }
        let pairs = written.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { "\($0.key) \($0.value)" }
        return head(origin) + " " + pairs.joined(separator: ", ")
    }

    /// Android's record line: the origin and one fingerprint.
    static func line(print: String, origin: String) -> String { head(origin) + " " + print }

    static func head(_ origin: String) -> String {
        // A colon ends the head: one in the origin's name is written as a space.
        prefix + (origin.isEmpty ? "" : " from " + origin.replacing(":", with: " ").replacing("\n", with: " ")) + ":"
    }

    /// The record a comment holds (its last line that is one), or nil.
    static func read(_ comment: String?) -> Record? {
        guard let comment else { return nil }
        guard
            let line = comment.split(separator: "\n").map({ $0.trimmingPrefix(while: \.isWhitespace) })
                .last(where: { $0.hasPrefix(prefix) })
        else { return nil }
        var rest = line.dropFirst(prefix.count)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        var origin: String?
        let head = rest[..<colon]
        if head.hasPrefix(" from ") { origin = String(head.dropFirst(" from ".count)) } else if !head.isEmpty { return nil }
        rest = rest[rest.index(after: colon)...]
        var prints: [String: String] = [:]
        for pair in rest.split(separator: ",") {
            let parts = pair.split(separator: " ")
            if parts.count == 2 {
                prints[parts[0].lowercased()] = String(parts[1])
            } else if parts.count == 1 {
                prints[""] = String(parts[0].prefix { !$0.isWhitespace })
            }
        }
        return Record(origin: origin, prints: prints)
    }
}
