import SliderFormatting
import SliderSpeech

/// The validation rules for catalogs whose strings use printf-style format specifiers (String
/// Catalogs and Android resources): each locale's entry against the source's, plural
/// categories from ICU, specifiers parsed by ``FormatSpecifierParser``.
package struct SpecifierCatalogChecker {
    /// A catalog read from one file (a String Catalog) or one `res` tree (Android).
    package struct Catalog: Sendable {
        package var file: String
        package var sourceLocale: String
        package var locales: [String]
        package var strings: [(key: String, place: LocalizedEntry.Place, translatable: Bool, entries: [String: LocalizedEntry])]
        /// Whether a locale may hold a key the source lacks (Android; a String Catalog's keys are its source).
        package var extraKeys: [(key: String, entry: LocalizedEntry)] = []
        package var dialect: FormatSpecifierParser.Dialect
        /// Each locale's file, where locales have files of their own (Android): a missing
        /// string is then reported in that file, pointing at the source's line.
        package var localeFiles: [String: String] = [:]
    }

    package private(set) var findings: [ValidationFinding] = []
    private var locales: [String: ICULocale?] = [:]

    package init() {}

    /// The findings of a whole catalog.
    package static func check(_ catalog: Catalog) -> (findings: [ValidationFinding], messages: Int) {
        var checker = SpecifierCatalogChecker()
        var messages = 0
        for locale in catalog.locales {
            if (try? ICULocale(locale)) == nil {
                let place =
                    catalog.strings.first { $0.entries[locale] != nil }?.entries[locale]?.place ?? .init(line: 1, column: 1)
                checker.findings.append(
                    ValidationFinding(
                        rule: .locale, file: catalog.file, line: place.line, column: place.column, locale: locale,
                        message: "'\(locale)' is not a locale tag ICU has data for, so its plural rules are unknown"))
            }
        }
        for string in catalog.strings {
            let source = string.entries[catalog.sourceLocale]
            for locale in catalog.locales {
                guard let entry = string.entries[locale] else {
                    if string.translatable, locale != catalog.sourceLocale, let source, let file = catalog.localeFiles[locale] {
                        checker.findings.append(
                            ValidationFinding(
                                rule: .missingKey, file: file, line: 1, locale: locale, id: string.key,
                                message: "missing: \(source.file) has it at line \(source.place.line)"))
                    } else if string.translatable, locale != catalog.sourceLocale, source != nil {
                        checker.findings.append(
                            ValidationFinding(
                                rule: .missingKey, file: catalog.file, line: string.place.line, column: string.place.column,
                                locale: locale, id: string.key, message: "no \(locale) translation of this string"))
                    }
                    continue
                }
                messages += 1
                let isSource = locale == catalog.sourceLocale
                checker.check(entry, source: isSource || !string.translatable ? nil : source, dialect: catalog.dialect)
            }
        }
        for extra in catalog.extraKeys {
            checker.add(.extraKey, extra.entry, place: extra.entry.place, "not in the source (\(catalog.sourceLocale)) strings")
        }
        return (checker.findings, messages)
    }

    func locale(_ tag: String) -> ICULocale? { try? ICULocale(tag) }

    mutating func add(
        _ rule: ValidationRule, _ entry: LocalizedEntry, severity: ValidationFinding.Severity? = nil,
        place: LocalizedEntry.Place, variant: String? = nil, offset: Int? = nil, _ message: String
    ) {
        findings.append(
            ValidationFinding(
                rule: rule, severity: severity, file: entry.file, line: place.line, column: place.column, locale: entry.locale,
                id: entry.key, variant: variant, offset: offset, message: message))
    }

    static func describe(_ kind: FormatSpecifier.Kind) -> String { kind.rawValue }

    mutating func check(_ entry: LocalizedEntry, source: LocalizedEntry?, dialect: FormatSpecifierParser.Dialect) {
        if let state = entry.state, state == "new" || state == "needs_review" {
            add(.needsReview, entry, place: entry.place, "state is '\(state)': the translation waits for review")
        }
        for problem in entry.problems {
            add(.syntax, entry, place: problem.place, variant: problem.variant, problem.message)
        }
        var reported: Set<String> = []
        for variant in entry.variants {
            for problem in variant.specifiers.problems where reported.insert("\(variant.place)\(problem.message)").inserted {
                add(
                    problem.isCharacter ? .controlCharacter : .syntax, entry, place: variant.place, variant: variant.label,
                    offset: problem.offset, problem.message)
            }
        }
        let icuLocale = locale(entry.locale)
        if let icuLocale, let rules = try? PluralRules.shared(locale: icuLocale, kind: .cardinal) {
            checkPlurals(entry, rules: rules)
        }
        if let source {
            compare(
                entry, with: source, rules: icuLocale.flatMap { try? PluralRules.shared(locale: $0, kind: .cardinal) },
                dialect: dialect)
        }
        if let icuLocale { render(entry, locale: icuLocale) }
    }

    mutating func checkPlurals(_ entry: LocalizedEntry, rules: PluralRules) {
        for group in entry.groups {
            let given = Set(group.categories.map(\.category))
            let variant = group.name
            if !given.contains("other") {
                add(.missingOther, entry, place: group.place, variant: variant, "the plural has no 'other' variant")
            }
            let exactZero = entry.zeroIsExact && given.contains("zero")
            for (category, place) in group.categories where !rules.categories.contains(category) {
                if category == "zero", entry.zeroIsExact { continue }
                add(
                    .unusedPluralCategory, entry, place: place, variant: variant,
                    "has '\(category)', a category \(entry.locale) never uses (it uses \(rules.categories.joined(separator: ", ")))"
                )
            }
            for category in rules.categories where category != "other" && !given.contains(category) {
                let integers = rules.integers(in: category).filter { !(exactZero && $0 == 0) }
                if !integers.isEmpty {
                    add(
                        .missingPluralCategory, entry, severity: .error, place: group.place, variant: variant,
                        "lacks '\(category)', which \(Self.list(integers)) take\(integers.count == 1 ? "s" : "")")
                } else if let sample = rules.samples(of: category).first(where: { !(exactZero && $0 == 0) }) {
                    add(
                        .missingPluralCategory, entry, severity: .warning, place: group.place, variant: variant,
                        "lacks '\(category)', which \(JSONNumber.text(for: sample)) takes (no number from 0 to 999 does)")
                }
            }
        }
    }

    static func list(_ numbers: [Int]) -> String {
        let shown = numbers.prefix(6).map(String.init).joined(separator: ", ")
        return numbers.count > 6 ? shown + ", …" : shown
    }

    static func written(_ position: Int, _ kind: FormatSpecifier.Kind, in variants: [LocalizedEntry.Variant]) -> String {
        var next = 1
        for variant in variants {
            next = 1
            for specifier in variant.specifiers.specifiers where specifier.substitution == nil {
                let at = specifier.position ?? next
                if specifier.position == nil { next += 1 }
                if at == position { return specifier.text }
            }
        }
        return kind.rawValue
    }

    /// Whether a text has a letter outside its format specifiers (`%1$s, %2$s` has none).
    static func hasWords(_ text: String, dialect: FormatSpecifierParser.Dialect) -> Bool {
        var scalars = Array(text.unicodeScalars)
        for specifier in FormatSpecifierParser.parse(text, dialect: dialect).specifiers.reversed() {
            let end = min(scalars.count, specifier.offset + specifier.text.unicodeScalars.count)
            if specifier.offset < end { scalars.removeSubrange(specifier.offset..<end) }
        }
        return scalars.contains { $0.properties.isAlphabetic }
    }

    mutating func compare(
        _ entry: LocalizedEntry, with source: LocalizedEntry, rules: PluralRules?, dialect: FormatSpecifierParser.Dialect
    ) {
        var expected: [Int: FormatSpecifier.Kind] = [:]
        for variant in source.variants {
            for (position, kind) in variant.specifiers.arguments where expected[position] == nil { expected[position] = kind }
        }
        var typeReported: Set<Int> = []
        // The string's own plural counts by its first integer argument.
        let pluralCount = expected.filter { $0.value == .integer }.keys.min()
        for variant in entry.variants {
            let arguments = variant.specifiers.arguments
            for (position, kind) in expected.sorted(by: { $0.key < $1.key }) {
                guard let own = arguments[position] else {
                    // A count may be left out where one number selects the variant.
                    let counted = variant.choices.filter {
                        (variant.countPositions[$0.group] ?? ($0.group == "plural" ? pluralCount : nil)) == position
                    }
                    if !counted.isEmpty,
                        counted.allSatisfy({ choice in
                            (choice.category == "zero" && entry.zeroIsExact)
                                || rules.map { $0.integers(in: choice.category).count == 1 } ?? false
                        })
                    {
                        continue
                    }
                    let shown = Self.written(position, kind, in: source.variants)
                    if let choice = counted.first, let rules {
                        let integers = rules.integers(in: choice.category)
                        let reach = integers.isEmpty ? "no single number from 0 to 999 does" : "\(Self.list(integers)) all do"
                        add(
                            .argumentMismatch, entry, place: variant.place, variant: variant.label,
                            "drops the count \(shown) (argument \(position)), but '\(choice.category)' is not one number: \(reach)"
                        )
                    } else {
                        add(
                            .argumentMismatch, entry, place: variant.place, variant: variant.label,
                            "lacks argument \(position) (\(shown)), which the source has")
                    }
                    continue
                }
                if own != kind, typeReported.insert(position).inserted {
                    add(
                        .argumentTypeMismatch, entry, place: variant.place, variant: variant.label,
                        "argument \(position) is \(kind.rawValue) (\(Self.written(position, kind, in: source.variants))) in the source, \(own.rawValue) (\(Self.written(position, own, in: [variant]))) here"
                    )
                }
            }
            for position in arguments.keys.sorted() where expected[position] == nil {
                add(
                    .argumentMismatch, entry, place: variant.place, variant: variant.label,
                    "uses argument \(position) (\(Self.written(position, arguments[position]!, in: [variant]))), which the source does not have"
                )
            }
        }
        let texts = entry.variants.map(\.text)
        if texts == source.variants.map(\.text), let first = texts.first, !entry.sameAsSource,
            texts.contains(where: { Self.hasWords($0, dialect: dialect) }),
            ICULocale.languageOf(entry.locale) != ICULocale.languageOf(source.locale)
        {
            add(.untranslated, entry, place: entry.variants.first?.place ?? entry.place, "identical to the source: \(first)")
        }
    }

    mutating func render(_ entry: LocalizedEntry, locale: ICULocale) {
        let rules = try? PluralRules.shared(locale: locale, kind: .cardinal)
        for variant in entry.variants {
            var sample = 5.0
            if let choice = variant.choices.first(where: { variant.countPositions[$0.group] != nil }) {
                sample = choice.category == "zero" && entry.zeroIsExact ? 0 : rules?.samples(of: choice.category).first ?? 5
            }
            for specifier in variant.specifiers.specifiers where specifier.kind == .integer || specifier.kind == .float {
                let skeleton =
                    specifier.kind == .float
                    ? (specifier.precision.map { $0 == 0 ? "precision-integer" : "." + String(repeating: "0", count: $0) }
                        ?? ".000000") + " group-off"
                    : "group-off"
                do {
                    _ = try NumberFormat.shared(skeleton: skeleton, locale: locale).format(sample)
                } catch {
                    add(
                        .render, entry, place: variant.place, variant: variant.label,
                        "\(specifier.text) fails to format \(sample): \(error)")
                    return
                }
            }
        }
    }
}

extension ICULocale {
    /// The language subtag of a tag (`pt-BR` → `pt`), lowercased.
    static func languageOf(_ tag: String) -> String {
        String(tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }
}
