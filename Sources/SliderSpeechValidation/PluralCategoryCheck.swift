import SliderFormatting
import SliderSpeech

/// The one check of a plural's categories against its locale's CLDR rules, for every format:
/// an ICU MessageFormat `plural` or `selectordinal`, a String Catalog's plural variation or
/// substitution, an Android `<plurals>`.
///
/// A category the locale uses but the plural lacks is an error when an integer from 0 to 999
/// falls in it, else a warning naming the first number that does; where quantities are whole
/// numbers (Android, a String Catalog's `%lld`), a category only fractions reach is never
/// selected and not reported, nor is a missing `other` that no integer reaches, and where no
/// whole number takes `other` (Russian, Polish) a single missing category is a warning: its
/// numbers fall back to `other`, which the translator wrote for whole numbers. A category the locale never uses is a warning,
/// and the variant's content is not checked further (see ``unused``).
struct PluralCategoryCheck {
    /// The facts of one locale's rules the check needs, read from ICU once a locale and kind.
    struct Facts {
        let rules: PluralRules
        /// The integers from 0 to 999 of each category.
        let integers: [String: [Int]]
        /// Categories CLDR has dropped for the language that systems in use still select
        /// (``PluralCategoryCheck/retired``): never "unused".
        let retired: Set<String>

        init(rules: PluralRules, language: String = "") {
            self.rules = rules
            self.retired = PluralCategoryCheck.retired[language] ?? []
            var integers: [String: [Int]] = [:]
            for category in rules.categories { integers[category.rawValue] = rules.integers(in: category) }
            self.integers = integers
        }

        /// Whether exactly one integer selects the category (English `one` is 1 alone), so its
        /// words say which number it is.
        func isOneNumber(_ category: String) -> Bool { integers[category]?.count == 1 }
    }

    /// The facts of each locale and kind, kept for one validation run.
    struct Cache {
        private var cardinal: [String: Facts?] = [:]
        private var ordinal: [String: Facts?] = [:]

        mutating func facts(_ locale: ICULocale?, kind: PluralKind = .cardinal) -> Facts? {
            guard let locale else { return nil }
            if let known = (kind == .ordinal ? ordinal : cardinal)[locale.identifier] { return known }
            let language = kind == .cardinal ? CatalogLocales.language(of: locale.identifier) : ""
            let made = (try? PluralRules.shared(locale: locale, kind: kind)).map { Facts(rules: $0, language: language) }
            if kind == .ordinal { ordinal[locale.identifier] = made } else { cardinal[locale.identifier] = made }
            return made
        }
    }

    /// What is wrong with a plural's categories.
    struct Problem {
        let rule: ValidationRule
        let severity: ValidationFinding.Severity?
        /// The category at fault.
        let category: String
        let message: String
        /// Whether the missing category's numbers fall back to an `other` that no whole number
        /// reaches (so the translator may have written that category's form there).
        var otherServes = false
        /// Whether only whole numbers of 1000 and more reach the missing category (French,
        /// Italian, Spanish, Portuguese, Catalan `many`: 1000000), whose form differs from
        /// `other` only in the words after the number ("1 000 000 de fichiers").
        var onlyLarge = false
    }

    /// Plural categories that CLDR has removed from a language but that the systems apps still
    /// run on select, by language: CLDR 42 (ICU 72) dropped Hebrew `many` (20, 30, 40, …), which
    /// Android 13 and earlier and Apple's systems of before 2023 still choose. A variant for it
    /// is no leftover, and an empty one is a blank on those systems. This is the platforms'
    /// history, which no ICU of today holds; every category a language uses now comes from ICU.
    /// Source: CLDR's `common/supplemental/plurals.xml` (github.com/unicode-org/cldr), where
    /// ticket CLDR-14634 (pull request 2261, August 2022, first in release 42) comments out
    /// `many` of `he iw`; Android 13 ships ICU 71 (CLDR 41), Android 14 ICU 72 (CLDR 42). This
    /// table is the only place such history is written.
    static let retired: [String: Set<String>] = ["he": ["many"], "iw": ["many"]]
    /// The problems of one plural.
    /// - Parameters:
    ///   - given: The categories the plural has variants for (not its `=N` ones).
    ///   - explicit: The numbers of its explicit variants (`=0`, `=1`).
    ///   - facts: The locale's rules.
    ///   - localeTag: The locale's tag, for the messages.
    ///   - kind: Cardinal or ordinal.
    ///   - zeroIsExact: Whether `zero` is the variant of 0 in every language (String Catalogs).
    ///   - wholeQuantities: Whether quantities are whole numbers (Android).
    ///   - requireOther: Whether a missing `other` is reported here (ICU MessageFormat
    ///     reports it as it parses).
    static func problems(
        given: [String], explicit: Set<Double> = [], facts: Facts, localeTag: String, kind: PluralKind = .cardinal,
        zeroIsExact: Bool = false, wholeQuantities: Bool = false, requireOther: Bool = false
    ) -> [Problem] {
        let rules = facts.rules
        let kindName = kind == .ordinal ? "ordinal " : ""
        let keywords = Set(given)
        var explicit = explicit
        if zeroIsExact, keywords.contains("zero") { explicit.insert(0) }
        var problems: [Problem] = []
        if requireOther, !keywords.contains("other"),
            !wholeQuantities || !(facts.integers["other"] ?? []).filter({ !explicit.contains(Double($0)) }).isEmpty
        {
            problems.append(
                Problem(rule: .missingOther, severity: nil, category: "other", message: "the plural has no 'other' variant"))
        }
        for keyword in keywords.sorted()
        where !rules.categories.contains(PluralCategory(rawValue: keyword)) && !(zeroIsExact && keyword == "zero")
            && !facts.retired.contains(keyword)
        {
            problems.append(
                Problem(
                    rule: .unusedPluralCategory, severity: nil, category: keyword,
                    message:
                        "has '\(keyword)', a category \(localeTag) never uses for \(kindName)numbers (it uses "
                        + "\(rules.categories.map(\.rawValue).joined(separator: ", ")))"
                ))
        }
        // Where counts are whole numbers and none of them takes 'other' (Russian, Polish), the
        // translator wrote 'other' for whole numbers: with one category missing, 'other' is that
        // category's form, which its numbers fall back to. A warning to check it, not an error.
        let reachingMissing = rules.categories.filter { category in
            category != .other && !keywords.contains(category.rawValue)
                && !(facts.integers[category.rawValue] ?? []).filter { !explicit.contains(Double($0)) }.isEmpty
        }
        let otherServes =
            wholeQuantities && keywords.contains("other") && reachingMissing.count == 1
            && (facts.integers["other"] ?? []).allSatisfy { explicit.contains(Double($0)) }
        for category in rules.categories where category != .other && !keywords.contains(category.rawValue) {
            let integers = (facts.integers[category.rawValue] ?? []).filter { !explicit.contains(Double($0)) }
            if !integers.isEmpty, otherServes {
                problems.append(
                    Problem(
                        rule: .missingPluralCategory, severity: .warning, category: category.rawValue,
                        message:
                            "lacks '\(category)', which \(list(integers)) take\(integers.count == 1 ? "s" : ""): they fall "
                            + "back to 'other', which no whole number takes here, so it must hold the '\(category)' form",
                        otherServes: true))
            } else if !integers.isEmpty {
                problems.append(
                    Problem(
                        rule: .missingPluralCategory, severity: .error, category: category.rawValue,
                        message: "lacks '\(category)', which \(list(integers)) take\(integers.count == 1 ? "s" : "")"))
            } else if let sample = rules.samples(of: category).first(where: {
                !explicit.contains($0) && (!wholeQuantities || $0 == $0.rounded())
            }) {
                problems.append(
                    Problem(
                        rule: .missingPluralCategory, severity: .warning, category: category.rawValue,
                        message:
                            "lacks '\(category)', which \(JSONNumber.text(for: sample)) takes (no number from 0 to 999 does)",
                        onlyLarge: sample >= 1000 && sample == sample.rounded()))
            }
        }
        return problems
    }

    /// Whether a text has a word right after a number it shows: a format specifier (a String
    /// Catalog substitution's `%arg` among them) followed, past spaces, by a letter
    /// ("%arg fichiers", "%2$@ seguidores"). A category only large numbers reach changes those
    /// words alone; a variant that is the bare number ("%arg", the noun outside the plural) or
    /// shows no number ("vous ont mentionné") reads the same in it as in `other`.
    static func wordFollowsNumber(_ text: String, dialect: FormatSpecifierParser.Dialect) -> Bool {
        let spelled = text.replacingAll("%arg", with: "%1$lld")
        let scalars = Array(spelled.unicodeScalars)
        for specifier in FormatSpecifierParser.parse(spelled, dialect: dialect).specifiers {
            var index = specifier.offset + specifier.text.unicodeScalars.count
            while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
            if index < scalars.count, ScalarTraits.isAlphabetic(scalars[index]) { return true }
        }
        return false
    }

    /// ``wordFollowsNumber(_:dialect:)`` for an ICU MessageFormat variant: a `#` or an
    /// argument followed, past spaces, by a letter.
    static func wordFollowsNumber(_ nodes: [MessageNode]) -> Bool {
        for (index, node) in nodes.enumerated() where index + 1 < nodes.count {
            switch node {
            case .pound, .argument:
                if case .text(let text, _) = nodes[index + 1],
                    let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }),
                    ScalarTraits.isAlphabetic(first)
                {
                    return true
                }
            case .text: continue
            }
        }
        return false
    }

    /// Whether a plural variant's category is one the locale never selects (so its content is
    /// not checked: the unused-category finding says all there is to say).
    static func unused(_ category: String, facts: Facts, zeroIsExact: Bool) -> Bool {
        !category.hasPrefix("=") && !facts.rules.categories.contains(PluralCategory(rawValue: category))
            && !(zeroIsExact && category == "zero") && !facts.retired.contains(category)
    }

    /// Numbers for a message: at most six, then "…".
    static func list(_ numbers: [Int]) -> String {
        let shown = numbers.prefix(6).map(String.init).joined(separator: ", ")
        return numbers.count > 6 ? shown + ", …" : shown
    }
}
