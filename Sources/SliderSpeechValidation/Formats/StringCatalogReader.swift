import SliderSpeech

/// Reads an Xcode String Catalog (`.xcstrings`): `sourceLanguage`, and `strings` → key →
/// `localizations` → locale → a `stringUnit` {`state`, `value`}, or `variations` (`plural`,
/// `device`, nested), and `substitutions` → name → {`argNum`, `formatSpecifier`,
/// `variations.plural`} that `%#@name@` refers to; `shouldTranslate: false` exempts a string,
/// `extractionState: stale` marks one the code no longer uses.
///
/// Keys are told apart by their code points, as Xcode tells them apart: "é" (U+00E9) and
/// "e" + U+0301 are two strings.
package struct StringCatalogReader {
    /// What the file holds.
    package struct Catalog: Sendable {
        package var sourceLanguage: String
        /// Every locale the file localizes into, in first-seen order (the source included).
        package var locales: [String] = []
        /// Each key, in file order, with its entry per locale. The source's entry is the key
        /// itself where the file has no source localization.
        package var strings: [CatalogString] = []
    }

    /// Why the file is not a String Catalog, where.
    package struct Failure: Error, Sendable {
        package let place: LocalizedEntry.Place
        package let message: String
    }

    /// What spelling a localization out into variant paths may cost: at most
    /// ``MessageStructure/pathLimit`` paths (the leaves of its variations, each times the
    /// products of its substitutions' variants), within ``MessageStructure/stepBudget`` path
    /// steps (each choice copied into a path counts). Past either, the rest is not spelled out:
    /// the localization gets a `too-complex` warning and is checked by the paths read so far.
    struct Budget {
        var paths = MessageStructure.pathLimit
        var steps = MessageStructure.stepBudget
        /// Whether a path or a step was refused.
        var exceeded = false

        /// Takes one path; `false` (and `exceeded`) where none is left.
        mutating func takePath() -> Bool {
            guard paths > 0 else {
                exceeded = true
                return false
            }
            paths -= 1
            return true
        }

        /// Takes `count` path steps; `false` (and `exceeded`) where they are not left.
        mutating func takeSteps(_ count: Int) -> Bool {
            guard steps >= count else {
                exceeded = true
                return false
            }
            steps -= count
            return true
        }
    }

    let path: String

    /// Reads a String Catalog's bytes.
    package static func read(bytes: [UInt8], path: String) throws(Failure) -> Catalog {
        let document: JSONValue
        do {
            document = try JSONParser.parse(bytes, keysByCodePoints: true)
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
        var known: Set<String> = [source]
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
                    if known.insert(localization.key).inserted { catalog.locales.append(localization.key) }
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
                entry.variants = [LocalizedEntry.Variant(choices: [], text: string.key, place: place)]
                entries[source] = entry
            }
            var item = CatalogString(key: string.key, place: place, entries: entries)
            item.translatable = translatable
            if case .string("stale")? = fields["extractionState"] { item.stale = true }
            catalog.strings.append(item)
        }
        return catalog
    }

    /// A leaf of a localization's variations: the choices that lead to it, its text, state and place.
    struct Leaf {
        var choices: [LocalizedEntry.Choice]
        var text: String
        var state: String?
        var place: LocalizedEntry.Place
    }

    /// A substitution as the localization gives it.
    struct Substitution {
        var argNum: Int?
        var specifier: String
        var leaves: [Leaf]
        var place: LocalizedEntry.Place
    }

    /// A variant being spelled out: the choices so far, its text and the counts' positions.
    struct Partial {
        var choices: [LocalizedEntry.Choice]
        var text: String
        var place: LocalizedEntry.Place
        var counts: [String: Int]
        var states: [String] = []
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
        var budget = Budget()
        try collect(object, field: field, place: place, choices: [], into: &leaves, groups: &entry.groups, budget: &budget)
        let substitutions = try self.substitutions(of: object, field: field, groups: &entry.groups, budget: &budget)
        let states = (leaves + substitutions.values.flatMap(\.leaves)).compactMap(\.state)
        entry.state = states.first { $0 != "translated" } ?? states.first
        entry.problems += Self.cycles(substitutions)
        for leaf in leaves + substitutions.values.flatMap(\.leaves) {
            for choice in leaf.choices where entry.categoryTexts[choice] == nil { entry.categoryTexts[choice] = leaf.text }
        }
        for leaf in leaves {
            // Only a text with a %#@name@ has substitutions to splice.
            var own =
                leaf.text.utf8.contains(UInt8(ascii: "#"))
                ? FormatSpecifierParser.parse(leaf.text, dialect: .apple) : FormatSpecifierParser.Result()
            let positions = own.substitutionPositions
            // Spliced in, a substitution's text leaves no trace of the argument %#@name@ took
            // in the order: every specifier of a text with substitutions gets its position.
            var text = leaf.text
            if !positions.isEmpty {
                text = Self.withPositions(leaf.text, own)
                own = FormatSpecifierParser.parse(text, dialect: .apple)
            }
            var partial = [
                Partial(choices: leaf.choices, text: text, place: leaf.place, counts: [:], states: leaf.state.map { [$0] } ?? [])
            ]
            var spliced: Set<String> = []
            for written in own.specifiers {
                guard let name = written.substitution, spliced.insert(name).inserted else { continue }
                guard let substitution = substitutions[name] else {
                    entry.problems.append(
                        LocalizedEntry.Problem(
                            rule: .syntax, place: leaf.place, variant: Self.label(leaf.choices),
                            message: "%#@\(name)@ refers to a substitution the localization does not have"))
                    continue
                }
                let position = substitution.argNum ?? positions[name] ?? 1
                let argument = "%\(position)$\(substitution.specifier)"
                if FormatSpecifierParser.parse(argument, dialect: .apple).specifiers.first?.text != argument {
                    entry.problems.append(
                        LocalizedEntry.Problem(
                            rule: .syntax, place: substitution.place,
                            message:
                                "the substitution \(name)'s formatSpecifier '\(substitution.specifier)' is no format specifier"
                        ))
                }
                var next: [Partial] = []
                // The products of the substitutions are paths too: the budget's that are left
                // after the leaves, for all of this localization's leaves together.
                let room = budget.paths + partial.count
                for item in partial {
                    for subLeaf in substitution.leaves {
                        guard next.count < room, budget.takeSteps(item.choices.count + subLeaf.choices.count) else {
                            budget.exceeded = true
                            break
                        }
                        var counts = item.counts
                        counts[name] = position
                        let text = subLeaf.text.replacingAll("%arg", with: argument)
                        next.append(
                            Partial(
                                choices: item.choices + subLeaf.choices, text: item.text.replacingFirst(written.text, with: text),
                                place: subLeaf.place, counts: counts, states: item.states + (subLeaf.state.map { [$0] } ?? [])))
                    }
                }
                budget.paths = max(0, room - next.count)
                partial = next
            }
            for item in partial {
                var variant = LocalizedEntry.Variant(
                    choices: item.choices, text: item.text, ownText: leaf.text, countPositions: item.counts, place: item.place)
                variant.state = item.states.first { $0 != "translated" } ?? item.states.first
                entry.variants.append(variant)
            }
        }
        if budget.exceeded {
            let limit =
                budget.paths == 0
                ? "more than \(MessageStructure.pathLimit) paths"
                : "more paths than \(MessageStructure.stepBudget) steps can spell out"
            entry.problems.append(
                LocalizedEntry.Problem(
                    rule: .tooComplex, place: place,
                    message:
                        "too complex to check fully: its variations make \(limit), so only its first "
                        + "\(entry.variants.count) were checked"))
        }
        // A plural whose count is an integer specifier is never selected by a fraction.
        for (name, substitution) in substitutions
        where FormatSpecifierParser.parse("%1$\(substitution.specifier)", dialect: .apple).specifiers.first?.kind == .integer {
            entry.wholeGroups.insert(name)
        }
        let kinds = entry.variants.filter { $0.choices.contains { $0.group == "plural" } }.flatMap {
            FormatSpecifierParser.parse($0.text, dialect: .apple).specifiers.map(\.kind)
        }
        if kinds.contains(.integer), !kinds.contains(.float) { entry.wholeGroups.insert("plural") }
        return entry
    }

    /// The localization's substitutions by name, their plural groups added to `groups`.
    func substitutions(
        of object: JSONObject, field: String, groups: inout [LocalizedEntry.PluralGroup], budget: inout Budget
    ) throws(Failure) -> [String: Substitution] {
        var substitutions: [String: Substitution] = [:]
        guard let entryValue = object.entries.first(where: { $0.key == "substitutions" }) else { return [:] }
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
            // Without argNum, the substitution takes the argument its %#@name@ stands at.
            var argNum: Int?
            if let number = fields["argNum"] {
                guard case .number(let value) = number, value.value >= 1, value.value <= 99,
                    value.value.rounded() == value.value
                else { throw Failure(place: subPlace, message: "\(subField).argNum: expected a whole number from 1 to 99") }
                argNum = Int(value.value)
            }
            var specifier = "lld"
            if let text = fields["formatSpecifier"] {
                guard case .string(let value) = text else {
                    throw Failure(place: subPlace, message: "\(subField).formatSpecifier: expected a string")
                }
                specifier = value
            }
            // A substitution's variants are no paths yet (their products are): their own
            // number is bounded as the paths are, their steps are the localization's.
            var subLeaves: [Leaf] = []
            var own = Budget(steps: budget.steps)
            try collect(
                fields, field: subField, place: subPlace, choices: [], into: &subLeaves, groups: &groups,
                budget: &own, pluralName: substitution.key)
            budget.steps = own.steps
            if own.exceeded { budget.exceeded = true }
            substitutions[substitution.key] = Substitution(
                argNum: argNum, specifier: specifier, leaves: subLeaves, place: subPlace)
        }
        return substitutions
    }

    /// A finding for each substitution whose variants refer back to it, directly (`%#@a@`
    /// inside `a`) or through others: formatting would never end.
    static func cycles(_ substitutions: [String: Substitution]) -> [LocalizedEntry.Problem] {
        var references: [String: [String]] = [:]
        for (name, substitution) in substitutions {
            var seen: Set<String> = []
            for leaf in substitution.leaves {
                for specifier in FormatSpecifierParser.parse(leaf.text, dialect: .apple).specifiers {
                    if let target = specifier.substitution, substitutions[target] != nil, seen.insert(target).inserted {
                        references[name, default: []].append(target)
                    }
                }
            }
        }
        var problems: [LocalizedEntry.Problem] = []
        for name in substitutions.keys.sorted() {
            // The shortest way back to `name`, breadth first.
            var previous: [String: String] = [:]
            var queue = references[name] ?? []
            for target in queue { previous[target] = name }
            var found = false
            var cursor = 0
            while cursor < queue.count, !found {
                let current = queue[cursor]
                cursor += 1
                if current == name {
                    found = true
                    break
                }
                for next in references[current] ?? [] where previous[next] == nil {
                    previous[next] = current
                    queue.append(next)
                }
            }
            guard found else { continue }
            var path: [String] = []
            var step = previous[name]
            while let current = step, current != name, path.count < substitutions.count {
                path.insert(current, at: 0)
                step = previous[current]
            }
            let through = path.isEmpty ? "" : " through " + path.map { "%#@\($0)@" }.joined(separator: ", ")
            problems.append(
                LocalizedEntry.Problem(
                    rule: .syntax, place: substitutions[name]!.place, variant: name,
                    message: "the substitution \(name) refers to itself\(through): %#@\(name)@ would never be filled"))
        }
        return problems
    }

    /// The text with each specifier's position written (`%#@nights@ in %@` →
    /// `%1$#@nights@ in %2$@`).
    static func withPositions(_ text: String, _ parsed: FormatSpecifierParser.Result) -> String {
        var scalars = Array(text.unicodeScalars)
        for (specifier, position) in parsed.positioned.reversed() where specifier.position == nil {
            scalars.insert(contentsOf: "\(position)$".unicodeScalars, at: specifier.offset + 1)
        }
        return String(String.UnicodeScalarView(scalars))
    }

    static func label(_ choices: [LocalizedEntry.Choice]) -> String? {
        choices.isEmpty ? nil : choices.map { "\($0.group)=\($0.category)" }.joined(separator: "/")
    }

    /// Collects the leaves of a stringUnit / variations tree, as many as `budget` allows; the
    /// values it reaches are checked for their types, the rest of the tree is not walked.
    func collect(
        _ object: JSONObject, field: String, place: LocalizedEntry.Place, choices: [LocalizedEntry.Choice],
        into leaves: inout [Leaf], groups: inout [LocalizedEntry.PluralGroup], budget: inout Budget,
        pluralName: String = "plural"
    ) throws(Failure) {
        if let unit = object.entries.first(where: { $0.key == "stringUnit" }), budget.takePath() {
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
            var categories: [LocalizedEntry.Category] = []
            for option in options.entries {
                let optionPlace = LocalizedEntry.Place(line: option.line, column: option.column)
                // A group's categories are all listed, so that a variation cut short by the
                // budget lacks none; only the options within it are walked.
                categories.append(LocalizedEntry.Category(name: option.key, place: optionPlace))
                guard !budget.exceeded, budget.takeSteps(choices.count + 1) else { continue }
                guard case .object(let inner) = option.value else {
                    throw Failure(place: optionPlace, message: "\(kindField).\(option.key): expected an object")
                }
                try collect(
                    inner, field: "\(kindField).\(option.key)", place: optionPlace,
                    choices: choices + [LocalizedEntry.Choice(group: group, category: option.key)], into: &leaves,
                    groups: &groups, budget: &budget, pluralName: pluralName)
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

    /// The text with every occurrence of `target` replaced, scanning once from the start.
    func replacingAll(_ target: String, with replacement: String) -> String {
        let scalars = Array(unicodeScalars)
        let needle = Array(target.unicodeScalars)
        guard !needle.isEmpty, scalars.count >= needle.count else { return self }
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            if index + needle.count <= scalars.count, scalars[index..<(index + needle.count)].elementsEqual(needle) {
                output.append(contentsOf: replacement.unicodeScalars)
                index += needle.count
            } else {
                output.append(scalars[index])
                index += 1
            }
        }
        return String(output)
    }
}
