import SliderSpeech

/// Reads an Xcode String Catalog (`.xcstrings`): `sourceLanguage`, and `strings` → key →
/// `localizations` → locale → a `stringUnit` {`state`, `value`}, or `variations` (`plural`,
/// `device`, nested), and `substitutions` → name → {`argNum`, `formatSpecifier`,
/// `variations.plural`} that `%#@name@` refers to; `shouldTranslate: false` exempts a string.
package struct StringCatalogReader {
    /// What the file holds.
    package struct Catalog: Sendable {
        package var sourceLanguage: String
        /// Every locale the file localizes into, in first-seen order (the source included).
        package var locales: [String] = []
        /// For each key (in file order): its place, whether it is translatable, and its entry
        /// per locale. The source's entry is the key itself where the file has no source
        /// localization.
        package var strings: [(key: String, place: LocalizedEntry.Place, translatable: Bool, entries: [String: LocalizedEntry])] =
            []
    }

    /// Why the file is not a String Catalog, where.
    package struct Failure: Error, Sendable {
        package let place: LocalizedEntry.Place
        package let message: String
    }

    /// The most variants a string is spelled out into (substitution products beyond it are cut).
    static let variantLimit = 256

    let path: String

    /// Reads a String Catalog's bytes.
    package static func read(bytes: [UInt8], path: String) throws(Failure) -> Catalog {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes)
        } catch {
            throw Failure(place: .init(line: error.line, column: error.column), message: "not JSON: \(error.message)")
        }
        let start = LocalizedEntry.Place(line: 1, column: 1)
        guard case .object(let root) = document else {
            throw Failure(place: start, message: "expected a String Catalog object, got \(document.kindName)")
        }
        guard case .string(let source)? = root["sourceLanguage"] else {
            throw Failure(place: start, message: "sourceLanguage: expected a string")
        }
        guard case .object(let strings)? = root["strings"] else {
            throw Failure(place: start, message: "strings: expected an object")
        }
        let reader = StringCatalogReader(path: path)
        var catalog = Catalog(sourceLanguage: source, locales: [source])
        for string in strings.entries {
            let place = LocalizedEntry.Place(line: string.line, column: string.column)
            guard case .object(let fields) = string.value else {
                throw Failure(place: place, message: "strings.\(string.key): expected an object")
            }
            var translatable = true
            if let flag = fields["shouldTranslate"] {
                guard case .bool(let value) = flag else {
                    throw Failure(place: place, message: "strings.\(string.key).shouldTranslate: expected true or false")
                }
                translatable = value
            }
            var entries: [String: LocalizedEntry] = [:]
            if let localizations = fields.entries.first(where: { $0.key == "localizations" }) {
                guard case .object(let byLocale) = localizations.value else {
                    throw Failure(
                        place: .init(line: localizations.line, column: localizations.column),
                        message: "strings.\(string.key).localizations: expected an object")
                }
                for localization in byLocale.entries {
                    if !catalog.locales.contains(localization.key) { catalog.locales.append(localization.key) }
                    var entry = try reader.entry(string.key, localization)
                    entry.translatable = translatable
                    entries[localization.key] = entry
                }
            }
            if entries[source] == nil {
                // The key is the source text.
                var entry = LocalizedEntry(key: string.key, locale: source, file: path, place: place)
                entry.zeroIsExact = true
                entry.translatable = translatable
                entry.variants = [
                    LocalizedEntry.Variant(
                        choices: [], text: string.key, countPositions: [:], place: place,
                        specifiers: FormatSpecifierParser.parse(string.key, dialect: .apple))
                ]
                entries[source] = entry
            }
            catalog.strings.append((string.key, place, translatable, entries))
        }
        return catalog
    }

    /// A leaf of a localization's variations: the choices that lead to it, its text, state and place.
    struct Leaf {
        var choices: [(group: String, category: String)]
        var text: String
        var state: String?
        var place: LocalizedEntry.Place
    }

    func entry(_ key: String, _ localization: JSONObject.Entry) throws(Failure) -> LocalizedEntry {
        let field = "strings.\(key).localizations.\(localization.key)"
        let place = LocalizedEntry.Place(line: localization.line, column: localization.column)
        guard case .object(let object) = localization.value else {
            throw Failure(place: place, message: "\(field): expected an object")
        }
        var entry = LocalizedEntry(key: key, locale: localization.key, file: path, place: place)
        entry.zeroIsExact = true
        if case .bool(true)? = object["sameAsSource"] { entry.sameAsSource = true }
        var leaves: [Leaf] = []
        try collect(object, field: field, place: place, choices: [], into: &leaves, groups: &entry.groups)
        entry.state = leaves.compactMap(\.state).first { $0 != "translated" } ?? leaves.first?.state
        // Substitutions.
        var substitutions: [String: (argNum: Int, specifier: String, leaves: [Leaf])] = [:]
        if let entryValue = object.entries.first(where: { $0.key == "substitutions" }) {
            guard case .object(let byName) = entryValue.value else {
                throw Failure(
                    place: .init(line: entryValue.line, column: entryValue.column),
                    message: "\(field).substitutions: expected an object")
            }
            for substitution in byName.entries {
                let subField = "\(field).substitutions.\(substitution.key)"
                let subPlace = LocalizedEntry.Place(line: substitution.line, column: substitution.column)
                guard case .object(let fields) = substitution.value else {
                    throw Failure(place: subPlace, message: "\(subField): expected an object")
                }
                var argNum = 1
                if let number = fields["argNum"] {
                    guard case .number(let value) = number, value.value >= 1, value.value <= 99,
                        value.value.rounded() == value.value
                    else { throw Failure(place: subPlace, message: "\(subField).argNum: expected a whole number from 1") }
                    argNum = Int(value.value)
                }
                var specifier = "lld"
                if let text = fields["formatSpecifier"] {
                    guard case .string(let value) = text else {
                        throw Failure(place: subPlace, message: "\(subField).formatSpecifier: expected a string")
                    }
                    specifier = value
                }
                var subLeaves: [Leaf] = []
                var subGroups: [LocalizedEntry.PluralGroup] = []
                try collect(
                    fields, field: subField, place: subPlace, choices: [], into: &subLeaves, groups: &subGroups,
                    pluralName: substitution.key)
                entry.groups += subGroups
                substitutions[substitution.key] = (argNum, specifier, subLeaves)
            }
        }
        // Spell out every variant.
        for leaf in leaves {
            var partial:
                [(
                    choices: [(group: String, category: String)], text: String, place: LocalizedEntry.Place,
                    counts: [String: Int], extra: [FormatSpecifier]
                )] = [
                    (leaf.choices, leaf.text, leaf.place, [:], [])
                ]
            let references = FormatSpecifierParser.parse(leaf.text, dialect: .apple).specifiers.compactMap(\.substitution)
            for name in references {
                guard let substitution = substitutions[name] else {
                    entry.problems.append(
                        (
                            leaf.place,
                            leaf.choices.isEmpty ? nil : leaf.choices.map { "\($0.group)=\($0.category)" }.joined(separator: "/"),
                            "%#@\(name)@ refers to a substitution the localization does not have"
                        ))
                    continue
                }
                var next:
                    [(
                        choices: [(group: String, category: String)], text: String, place: LocalizedEntry.Place,
                        counts: [String: Int], extra: [FormatSpecifier]
                    )] = []
                for item in partial {
                    for subLeaf in substitution.leaves where next.count < Self.variantLimit {
                        let parsed = FormatSpecifierParser.parse(
                            subLeaf.text, dialect: .apple, argument: (substitution.argNum, substitution.specifier))
                        var counts = item.counts
                        counts[name] = substitution.argNum
                        let spliced = item.text.replacingFirst("%#@\(name)@", with: subLeaf.text)
                        next.append(
                            (item.choices + subLeaf.choices, spliced, subLeaf.place, counts, item.extra + parsed.specifiers))
                    }
                }
                partial = next
            }
            for item in partial {
                // The text's own specifiers (substitution texts spliced in, %arg read as its argument).
                var result = FormatSpecifierParser.Result()
                let own = FormatSpecifierParser.parse(leaf.text, dialect: .apple)
                result.specifiers = own.specifiers + item.extra
                result.problems = own.problems
                var counts = item.counts
                if leaf.choices.contains(where: { $0.group == "plural" }),
                    let first = own.arguments.sorted(by: { $0.key < $1.key }).first(where: { $0.value == .integer })
                {
                    counts["plural"] = first.key
                }
                entry.variants.append(
                    LocalizedEntry.Variant(
                        choices: item.choices, text: item.text, countPositions: counts, place: item.place, specifiers: result))
            }
        }
        return entry
    }

    /// Collects the leaves of a stringUnit / variations tree.
    func collect(
        _ object: JSONObject, field: String, place: LocalizedEntry.Place, choices: [(group: String, category: String)],
        into leaves: inout [Leaf], groups: inout [LocalizedEntry.PluralGroup], pluralName: String = "plural"
    ) throws(Failure) {
        if let unit = object.entries.first(where: { $0.key == "stringUnit" }) {
            guard case .object(let fields) = unit.value else {
                throw Failure(
                    place: .init(line: unit.line, column: unit.column), message: "\(field).stringUnit: expected an object")
            }
            guard let value = fields.entries.first(where: { $0.key == "value" }), case .string(let text) = value.value else {
                throw Failure(
                    place: .init(line: unit.line, column: unit.column), message: "\(field).stringUnit.value: expected a string")
            }
            var state: String?
            if case .string(let written)? = fields["state"] { state = written }
            leaves.append(Leaf(choices: choices, text: text, state: state, place: .init(line: value.line, column: value.column)))
        }
        guard let variations = object.entries.first(where: { $0.key == "variations" }) else { return }
        guard case .object(let kinds) = variations.value else {
            throw Failure(
                place: .init(line: variations.line, column: variations.column), message: "\(field).variations: expected an object"
            )
        }
        for kind in kinds.entries {
            let kindField = "\(field).variations.\(kind.key)"
            let kindPlace = LocalizedEntry.Place(line: kind.line, column: kind.column)
            guard case .object(let options) = kind.value else {
                throw Failure(place: kindPlace, message: "\(kindField): expected an object")
            }
            let group = kind.key == "plural" ? pluralName : kind.key
            var categories: [(category: String, place: LocalizedEntry.Place)] = []
            for option in options.entries {
                let optionPlace = LocalizedEntry.Place(line: option.line, column: option.column)
                guard case .object(let inner) = option.value else {
                    throw Failure(place: optionPlace, message: "\(kindField).\(option.key): expected an object")
                }
                categories.append((option.key, optionPlace))
                try collect(
                    inner, field: "\(kindField).\(option.key)", place: optionPlace, choices: choices + [(group, option.key)],
                    into: &leaves, groups: &groups, pluralName: pluralName)
            }
            if kind.key == "plural" {
                groups.append(LocalizedEntry.PluralGroup(name: group, categories: categories, place: kindPlace))
            }
        }
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars)
        let needle = Array(target.unicodeScalars)
        guard !needle.isEmpty, scalars.count >= needle.count else { return self }
        for start in 0...(scalars.count - needle.count) where scalars[start..<(start + needle.count)].elementsEqual(needle) {
            var output = String.UnicodeScalarView(scalars[..<start])
            output.append(contentsOf: replacement.unicodeScalars)
            output.append(contentsOf: scalars[(start + needle.count)...])
            return String(output)
        }
        return self
    }
}
