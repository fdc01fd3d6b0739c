import SliderSpeech

/// Writes an export as one Xcode String Catalog: `sourceLanguage`, and for each message id (in
/// sorted order) its `comment`, `extractionState` `manual`, and per locale a `stringUnit` or a
/// `variations.plural`, every object's keys sorted.
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

    static func stringUnit(_ value: String) -> JSONValue {
        .object(JSONObject(["state": .string("translated"), "value": .string(value)]))
    }

    static func text(of messages: [ExportedMessage], sourceLocale: String) -> String {
        JSONWriter.pretty(.object(document(of: messages, sourceLocale: sourceLocale))) + "\n"
    }

    /// The catalog's root object: `sourceLanguage`, `strings` and `version`.
    static func document(of messages: [ExportedMessage], sourceLocale: String) -> JSONObject {
        var strings = JSONObject()
        for message in messages {
            var string = JSONObject()
            if let comment = message.comment(specifier: specifier) { string.append("comment", .string(comment)) }
            string.append("extractionState", .string("manual"))
            var localizations = JSONObject()
            let countPosition = message.signature.countPosition
            for localization in message.localizations.sorted(by: { $0.tag.utf8.lexicographicallyPrecedes($1.tag.utf8) }) {
                var entry = JSONObject()
                if localization.sameAsSource { entry.append("sameAsSource", .bool(true)) }
                if let text = localization.message.text {
                    entry.append("stringUnit", stringUnit(value(text, countPosition: countPosition)))
                } else {
                    var plural = JSONObject()
                    let variants = localization.message.variants(rules: localization.rules, exactZeroIsZero: true)
                    for (category, pieces) in variants.sorted(by: { $0.category < $1.category }) {
                        plural.append(
                            category, .object(JSONObject(["stringUnit": stringUnit(value(pieces, countPosition: countPosition))]))
                        )
                    }
                    entry.append("variations", .object(JSONObject(["plural": .object(plural)])))
                }
                localizations.append(localization.tag, .object(entry))
            }
            string.append("localizations", .object(localizations))
            strings.append(message.id, .object(string))
        }
        return JSONObject([
            "sourceLanguage": .string(sourceLocale), "strings": .object(strings), "version": .string("1.0"),
        ])
    }
}
