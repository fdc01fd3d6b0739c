import SliderFormatting
import SliderSpeech

/// The validation rules for catalogs whose strings use printf-style format specifiers (String
/// Catalogs and Android resources): each locale's entry against the source's, plural
/// categories from ICU, specifiers parsed by ``FormatSpecifierParser``.
///
/// One entry, one cause, one finding: an entry that waits for review is not also
/// `untranslated`; an untranslated plural names the categories its translation needs instead
/// of a finding for each; a variant that drops an argument without positions, shifting the
/// rest, is one finding; so are arguments taken in another order; a locale that lacks most
/// strings gets one `missing-key` finding, not one a string.
package struct SpecifierCatalogChecker {
    /// A catalog read from one file (a String Catalog) or one `res` tree (Android).
    package struct Catalog: Sendable {
        package var file: String
        package var sourceLocale: String
        package var locales: [String]
        package var strings: [CatalogString]
        /// Entries of a locale that the source lacks (Android; a String Catalog's keys are its source).
        package var extraKeys: [LocalizedEntry] = []
        package var dialect: FormatSpecifierParser.Dialect
        /// Each locale's file, where locales have files of their own (Android): a missing
        /// string is then reported in that file, pointing at the source's line.
        package var localeFiles: [String: String] = [:]
        /// Locales one of whose files did not parse: what they lack is not known, so no
        /// `missing-key` is reported for them (the file's own error is).
        package var unreadLocales: Set<String> = []

        package init(
            file: String, sourceLocale: String, locales: [String], strings: [CatalogString],
            dialect: FormatSpecifierParser.Dialect
        ) {
            self.file = file
            self.sourceLocale = sourceLocale
            self.locales = locales
            self.strings = strings
            self.dialect = dialect
        }
    }

    /// What a check found, and how many entries it read.
    package struct Result: Sendable {
        package var findings: [ValidationFinding] = []
        package var messages = 0
        /// What was not checked, one line each (a locale ICU has no data for).
        package var notes: [String] = []
    }

    /// What the checks of one entry share about its string.
    struct Context {
        let dialect: FormatSpecifierParser.Dialect
        /// Whether the source is formatted: else every text's percent signs are text.
        let formatted: Bool
        /// The source's variants' specifiers, parsed as `formatted` says.
        let sourceResults: [FormatSpecifierParser.Result]
        /// Whether the text is the same as the source's in enough languages to be a name.
        let commonText: Bool
        /// Whether the source itself has specifiers without positions that aapt2 refuses: the
        /// one finding of the string, not one a locale that copies them.
        let sourceNonPositional: Bool
        /// Whether the source's text (its substitutions spliced in) has a word to translate.
        let sourceHasWords: Bool
        /// Whether the source's own text has two words or more (`untranslated` takes them).
        let sourceSentence: Bool
        let sourceLanguage: String
        /// Whether at least three languages written in other scripts than the source's, and a
        /// third of those that have the string, keep its text as it is: a term they share (a
        /// key's name, "Backspace"), not a word left behind.
        var termOfOtherScripts = false
        /// The source's variants by their choices.
        let sourceVariants: SourceVariants
        /// The source's arguments, as `sourceResults` give them.
        let sourceArguments: SourceArguments
        /// The plural category a plain string stands for where the app picks among strings
        /// named by category (`one_minute`, `two_minutes`, `other_minutes`), as Feeder does.
        var familyCategory: String? = nil
    }

    /// The arguments of a source's variants: each position's kind (the first variant that has
    /// it says), the count of its plural, and how each position is written; made once a string.
    struct SourceArguments {
        let expected: [Int: FormatSpecifier.Kind]
        /// The count of the string's own plural: its first integer argument, else its first.
        let pluralCount: Int?
        let written: Written
        /// Each variant's arguments by position.
        let byVariant: [[Int: FormatSpecifier.Kind]]

        init(_ results: [FormatSpecifierParser.Result]) {
            byVariant = results.map(\.arguments)
            var expected: [Int: FormatSpecifier.Kind] = [:]
            for result in results {
                for (position, kind) in result.arguments where expected[position] == nil { expected[position] = kind }
            }
            self.expected = expected
            pluralCount = expected.filter { $0.value == .integer }.keys.min() ?? (expected.isEmpty ? nil : 1)
            written = Written(results)
        }
    }

    private var findings: [ValidationFinding] = []
    /// The catalog's strings and source locale, for what a locale's other translations say.
    private var strings: [CatalogString] = []
    private var sourceLocale = ""
    /// The catalog's keys, for the families of strings named by plural category.
    var keys: Set<String> = []
    private var sourceScript = ""
    private var scripts: [String: String] = [:]
    /// Each locale's phrases of up to four words kept inside its translations (those that
    /// differ from the source), as their bytes, each with the key of the one string that keeps
    /// it, or `nil` where several do; made once a locale has been asked more than
    /// ``directLookups`` times.
    private var keptTables: [String: [[UInt8]: String?]] = [:]
    /// How many phrases each locale was asked for without its table.
    private var keptLookups: [String: Int] = [:]
    /// The words of the source's texts, as bytes, made when first asked for.
    private var sourceWords: Set<[UInt8]>?
    /// The catalog's locales of another language than the source's.
    private var foreignLocales: Set<String> = []
    /// Each locale's kind for ``tally(_:source:)``: whether it is of another language than
    /// the source's, and whether it is written in another script than the source's Latin one.
    private var localeKinds: [String: (foreign: Bool, otherScript: Bool)] = [:]
    private var icuLocales: [String: ICULocale?] = [:]
    private var languages: [String: String] = [:]
    private var plurals = PluralCategoryCheck.Cache()
    private var localeFactsByTag: [String: LocaleFacts] = [:]

    private init() {}

    /// The findings of a whole catalog.
    package static func check(_ catalog: Catalog) -> Result {
        var checker = SpecifierCatalogChecker()
        checker.keys = Set(catalog.strings.map(\.key))
        checker.strings = catalog.strings
        checker.sourceLocale = catalog.sourceLocale
        checker.sourceScript = checker.script(of: catalog.sourceLocale)
        var result = Result()
        let sourceLanguage = CatalogLocales.language(of: catalog.sourceLocale)
        // The locales of another language than the source's, asked of every string.
        checker.foreignLocales = Set(catalog.locales.filter { CatalogLocales.language(of: $0) != sourceLanguage })
        for locale in catalog.locales where !locale.isEmpty {
            guard let problem = CatalogLocales.problem(locale, strict: false, subject: "its") else { continue }
            let file = catalog.localeFiles[locale] ?? catalog.file
            // A locale the platform can use but ICU has no data for is no defect of the
            // catalog: a note says what was not checked.
            guard problem.severity == .error else {
                result.notes.append("\(file): \(locale): \(problem.message)")
                continue
            }
            let place = catalog.strings.lazy.compactMap { $0.entries[locale]?.place }.first ?? .init(line: 1, column: 1)
            checker.findings.append(
                ValidationFinding(
                    rule: .locale, severity: problem.severity, file: file, line: place.line, column: place.column,
                    locale: locale, message: problem.message))
        }
        let stale = catalog.strings.filter(\.stale).count
        if stale > 0 {
            checker.findings.append(
                ValidationFinding(
                    rule: .staleEntries, file: catalog.file, line: 1, locale: catalog.sourceLocale,
                    message:
                        "\(stale) entr\(stale == 1 ? "y is" : "ies are") stale (extractionState 'stale'): the code no longer "
                        + "uses \(stale == 1 ? "it" : "them"), so \(stale == 1 ? "it is" : "they are") not checked"
                ))
        }
        let live = catalog.strings.filter { !$0.stale }
        // Where a regional variant falls back, and which locales lack most strings.
        let others = catalog.locales.filter { $0 != catalog.sourceLocale }
        let fallsBack = Dictionary(
            uniqueKeysWithValues: others.map {
                ($0, CatalogLocales.fallsBack($0, others: others, source: catalog.sourceLocale))
            })
        // Strings with text to translate, but none that no language translates yet (each of
        // those is one finding of its own, below).
        func hasText(_ string: CatalogString) -> Bool {
            string.entries[catalog.sourceLocale]?.variants.contains { !$0.text.isEmpty } ?? false
        }
        func untranslatedEverywhere(_ string: CatalogString) -> Bool {
            others.count > 1 && others.allSatisfy { string.entries.index(forKey: $0) == nil }
        }
        // How the other languages keep each string's source text, counted once a string.
        let tallies = live.map { string in
            string.entries[catalog.sourceLocale].map { checker.tally(string, source: $0) } ?? Tally()
        }
        /// Whether the source's text is what a user of any language should see: no letters (a
        /// symbol, a unit sign, specifiers alone), or a short text most languages that have it
        /// keep as it is (a product name).
        func fallbackServes(_ string: CatalogString, _ tally: Tally) -> Bool {
            guard let source = string.entries[catalog.sourceLocale] else { return false }
            if source.variants.allSatisfy({ Self.words($0.text, dialect: catalog.dialect) == 0 }) { return true }
            guard source.variants.allSatisfy({ Self.words($0.ownText, dialect: catalog.dialect) <= 4 }) else { return false }
            return tally.same >= 2 && tally.same * 2 >= tally.languages
        }
        // Asked once a string: the missing-key summary and each string's own findings use it.
        let serving = zip(live, tallies).map(fallbackServes)
        let translatable = zip(live, serving).filter { string, serves in
            string.translatable && hasText(string) && !untranslatedEverywhere(string) && !serves
        }.map(\.0)
        var summarized: Set<String> = []
        for locale in others where fallsBack[locale] != true && !catalog.unreadLocales.contains(locale) {
            let missing = translatable.filter { $0.entries.index(forKey: locale) == nil }
            guard MissingSummary.applies(missing: missing.count, of: translatable.count) else { continue }
            summarized.insert(locale)
            let have = translatable.count - missing.count
            let shown = missing.prefix(3).map { "'\($0.key)'" }.joined(separator: ", ")
            checker.findings.append(
                ValidationFinding(
                    rule: .missingKey, file: catalog.localeFiles[locale] ?? catalog.file, line: 1, locale: locale,
                    message:
                        "translates \(have) of \(translatable.count) strings: \(missing.count) are missing "
                        + "(\(shown)\(missing.count > 3 ? ", …" : "")) and fall back to \(catalog.sourceLocale); one "
                        + "finding for the locale, not one a string"
                ))
        }
        // The locales a missing string is reported for, the same for every string.
        let lacking = others.filter { fallsBack[$0] != true && !catalog.unreadLocales.contains($0) }
        let reportsMissing = catalog.locales.map { locale in
            locale != catalog.sourceLocale && fallsBack[locale] != true && !summarized.contains(locale)
                && !catalog.unreadLocales.contains(locale)
        }
        for ((string, serves), tally) in zip(zip(live, serving), tallies) {
            guard let source = string.entries[catalog.sourceLocale] else { continue }
            if !string.translatable {
                // Only the source is read; a locale's copy is checked only where it is forbidden.
                result.messages += 1
                checker.check(
                    source, source: nil, context: checker.context(source, string, catalog, sourceLanguage, tally))
                for locale in others where string.translationForbidden {
                    guard let entry = string.entries[locale] else { continue }
                    result.messages += 1
                    checker.add(
                        .notTranslatable, entry, place: entry.place,
                        "is translated, but the source marks it translatable=\"false\" (\(source.file):\(source.place.line)): "
                            + "Android uses this copy, which the source no longer changes"
                    )
                }
                continue
            }
            let context = checker.context(source, string, catalog, sourceLanguage, tally)
            // A string no language translates yet is one finding, not one a language; a source
            // without text has nothing to translate.
            let everywhere = untranslatedEverywhere(string)
            let reportable = !everywhere && hasText(string) && !serves
            if everywhere, hasText(string), !lacking.isEmpty, !serves {
                checker.findings.append(
                    ValidationFinding(
                        rule: .missingKey, file: source.file, line: source.place.line, column: source.place.column,
                        locale: catalog.sourceLocale, id: string.key,
                        message:
                            "no language translates this string: \(lacking.count) lack it "
                            + "(\(lacking.prefix(4).joined(separator: ", "))\(lacking.count > 4 ? ", …" : "")); one "
                            + "finding for the string, not one a language"
                    ))
            }
            for (locale, reports) in zip(catalog.locales, reportsMissing) {
                guard let entry = string.entries[locale] else {
                    guard reports, reportable else { continue }
                    if let file = catalog.localeFiles[locale] {
                        checker.findings.append(
                            ValidationFinding(
                                rule: .missingKey, file: file, line: 1, locale: locale, id: string.key,
                                message: "missing: \(source.file) has it at line \(source.place.line)"))
                    } else {
                        checker.findings.append(
                            ValidationFinding(
                                rule: .missingKey, file: catalog.file, line: string.place.line, column: string.place.column,
                                locale: locale, id: string.key, message: "no \(locale) translation of this string"))
                    }
                    continue
                }
                result.messages += 1
                let isSource = locale == catalog.sourceLocale
                checker.check(entry, source: isSource ? nil : source, context: context)
            }
        }
        if !catalog.unreadLocales.contains(catalog.sourceLocale) {
            for extra in catalog.extraKeys {
                checker.add(.extraKey, extra, place: extra.place, "not in the source (\(catalog.sourceLocale)) strings")
            }
        }
        result.findings = checker.findings
        return result
    }

    /// What the entries of a string share: whether its source is formatted, and whether its
    /// text stays the same as the source's in most languages that have it.
    /// How the languages that have a string keep its source's text, counted in one pass over
    /// its entries.
    struct Tally {
        /// The languages other than the source's that have the string, and how many of them
        /// have the source's text; `kept` leaves out copies that wait for review.
        var languages = 0
        var same = 0
        var kept = 0
        /// The languages written in another script than the source's Latin one that have the
        /// string, and how many of them have the source's text.
        var otherScripts = 0
        var keptByOtherScripts = 0
    }

    /// The ``Tally`` of a string whose source entry is `source`.
    mutating func tally(_ string: CatalogString, source: LocalizedEntry) -> Tally {
        var tally = Tally()
        let texts = source.variants.map(\.text)
        for index in string.entries.indices {
            let locale = string.entries.keys[index]
            let kind: (foreign: Bool, otherScript: Bool)
            if let known = localeKinds[locale] {
                kind = known
            } else {
                kind = (foreignLocales.contains(locale), scriptDiffers(locale))
                localeKinds[locale] = kind
            }
            guard kind.foreign || kind.otherScript else { continue }
            let variants = string.entries.values[index].variants
            let same = variants.hasTexts(texts)
            if kind.foreign {
                tally.languages += 1
                // Kept by a translator: a copy that waits for review says nothing.
                if same {
                    tally.same += 1
                    let waiting = variants.indices.contains {
                        variants[$0].state == "new" || variants[$0].state == "needs_review"
                    }
                    if !waiting { tally.kept += 1 }
                }
            }
            if kind.otherScript {
                tally.otherScripts += 1
                if same { tally.keptByOtherScripts += 1 }
            }
        }
        return tally
    }

    mutating func context(
        _ source: LocalizedEntry, _ string: CatalogString, _ catalog: Catalog, _ sourceLanguage: String, _ tally: Tally
    ) -> Context {
        var sourceResults = source.variants.map { $0.specifiers(dialect: catalog.dialect, formatted: true) }
        let formatted = !source.unformatted && sourceResults.contains { $0.isFormatted }
        if !formatted { sourceResults = source.variants.map { $0.specifiers(dialect: catalog.dialect, formatted: false) } }
        // A name, an acronym or a mark: a short text most languages keep (a sentence they keep is
        // a sentence nobody translated).
        let short = source.variants.allSatisfy { Self.words($0.ownText, dialect: catalog.dialect) <= 4 }
        let same = tally.kept
        let languages = tally.languages
        let otherScripts = tally.otherScripts
        let keptByOtherScripts = tally.keptByOtherScripts
        var made = Context(
            dialect: catalog.dialect, formatted: formatted, sourceResults: sourceResults,
            commonText: short && same >= 2 && same * 2 >= languages,
            sourceNonPositional: Self.nonPositional(source, dialect: catalog.dialect),
            sourceHasWords: source.variants.contains { Self.words($0.text, dialect: catalog.dialect) > 0 },
            sourceSentence: source.variants.contains { Self.words($0.ownText, dialect: catalog.dialect) >= 2 },
            sourceLanguage: sourceLanguage, sourceVariants: SourceVariants(source),
            sourceArguments: SourceArguments(sourceResults))
        made.termOfOtherScripts = keptByOtherScripts >= 3 && keptByOtherScripts * 3 >= otherScripts
        made.familyCategory = Self.familyCategory(of: string.key, keys: keys)
        return made
    }

    /// The script a locale is written in, by ICU's likely subtags (`ru` → `Cyrl`).
    mutating func script(of tag: String) -> String {
        if let known = scripts[tag] { return known }
        let made = icuLocale(tag)?.script ?? ""
        scripts[tag] = made
        return made
    }

    /// Whether a locale is written in another script than the source's Latin one.
    mutating func scriptDiffers(_ tag: String) -> Bool {
        let own = script(of: tag)
        return sourceScript == "Latn" && !own.isEmpty && own != "Latn"
    }

    /// Whether a locale's translations keep a phrase of the source's language inside their
    /// own text (a name its translator leaves as it is: "Homebrew" in "Homebrew を更新"); a
    /// string whose key is `besides` does not count, so that a text is not its own witness.
    /// Words match as written, character for character.
    ///
    /// A locale's first ``directLookups`` phrases are looked for in the texts that hold their
    /// first word; past them the locale's table of phrases is made, so the cost stays linear
    /// in its texts however many phrases are asked.
    mutating func kept(_ phrase: String, in locale: String, besides key: String? = nil) -> Bool {
        guard !phrase.isEmpty else { return false }
        let words = phrase.split(separator: " ").map { Array($0.utf8) }
        // A phrase is of four words at most.
        guard words.count <= 4 else { return false }
        func answer(_ keeper: String??) -> Bool {
            guard let keeper else { return false }
            return keeper == nil || keeper != key
        }
        if let table = keptTables[locale] { return answer(table[Array(phrase.utf8)]) }
        let asked = keptLookups[locale, default: 0]
        if asked < Self.directLookups {
            keptLookups[locale] = asked + 1
            return keptDirectly(words, in: locale, besides: key)
        }
        if sourceWords == nil {
            var made: Set<[UInt8]> = []
            for string in strings {
                for variant in string.entries[sourceLocale]?.variants ?? [] {
                    TextChecks.forEachRun(ofBytes: variant.ownText) { run in
                        for word in run { made.insert(word) }
                    }
                }
            }
            sourceWords = made
        }
        let table = phraseTable(locale, words: sourceWords ?? [])
        keptTables[locale] = table
        return answer(table[Array(phrase.utf8)])
    }

    /// How many phrases a locale is asked for before its table is made.
    static let directLookups = 8

    /// The texts of a locale that differ from the source's, with their keys.
    private func differingTexts(_ locale: String, _ body: (String, String) -> Bool) {
        for string in strings {
            guard let index = string.entries.index(forKey: locale),
                let sourceIndex = string.entries.index(forKey: sourceLocale)
            else { continue }
            let variants = string.entries.values[index].variants
            guard !variants.hasTexts(of: string.entries.values[sourceIndex].variants) else { continue }
            for variant in variants.indices where !body(string.key, variants[variant].ownText) { return }
        }
    }

    /// ``kept(_:in:besides:)`` by a search of the locale's texts: those that hold the first
    /// word's bytes are split into words, and the words looked for one after the other.
    private func keptDirectly(_ words: [[UInt8]], in locale: String, besides key: String?) -> Bool {
        guard let first = words.first else { return false }
        var found = false
        differingTexts(locale) { owner, text in
            guard owner != key, TextChecks.contains(text, first) else { return true }
            TextChecks.forEachRun(ofBytes: text) { run in
                guard !found, run.count >= words.count else { return }
                for start in 0...(run.count - words.count) where run[start..<(start + words.count)].elementsEqual(words) {
                    found = true
                    return
                }
            }
            return !found
        }
        return found
    }

    /// The phrases of up to four words in a locale's translations that differ from the
    /// source's, each with the key of the one string that has it, or `nil` where several do;
    /// only those made of `words`, words the source has.
    private func phraseTable(_ locale: String, words: Set<[UInt8]>) -> [[UInt8]: String?] {
        var phrases: [[UInt8]: String?] = [:]
        // A word can be one of `words` only if it starts as one of them does.
        var leads = [Bool](repeating: false, count: 256)
        for word in words { if let byte = word.first { leads[Int(byte)] = true } }
        var owner = ""
        var own: Set<[UInt8]> = []
        func flush() {
            for phrase in own {
                if let index = phrases.index(forKey: phrase) {
                    phrases.values[index] = nil
                } else {
                    phrases[phrase] = .some(owner)
                }
            }
            own = []
        }
        differingTexts(locale) { key, text in
            if key != owner {
                flush()
                owner = key
            }
            guard text.utf8.contains(where: { leads[Int($0)] }) else { return true }
            TextChecks.forEachRun(ofBytes: text) { run in
                for start in run.indices where words.contains(run[start]) {
                    var phrase = run[start]
                    own.insert(phrase)
                    for end in (start + 1)..<min(run.count, start + 4) {
                        guard words.contains(run[end]) else { break }
                        phrase.append(UInt8(ascii: " "))
                        phrase += run[end]
                        own.insert(phrase)
                    }
                }
            }
            return true
        }
        flush()
        return phrases
    }

    mutating func language(of tag: String) -> String {
        if let known = languages[tag] { return known }
        let made = CatalogLocales.language(of: tag)
        languages[tag] = made
        return made
    }

    /// What the checks of an entry need to know of its locale, found once a locale and then
    /// looked up once an entry.
    struct LocaleFacts {
        let language: String
        let icu: ICULocale?
        let plural: PluralCategoryCheck.Facts?
        /// Written in another script than the source's Latin one.
        let otherScript: Bool
    }

    mutating func localeFacts(_ tag: String) -> LocaleFacts {
        if let known = localeFactsByTag[tag] { return known }
        let icu = icuLocale(tag)
        let made = LocaleFacts(
            language: language(of: tag), icu: icu, plural: plurals.facts(icu), otherScript: scriptDiffers(tag))
        localeFactsByTag[tag] = made
        return made
    }

    mutating func icuLocale(_ tag: String) -> ICULocale? {
        if let known = icuLocales[tag] { return known }
        let made = try? ICULocale(tag)
        icuLocales[tag] = made
        return made
    }

    mutating func add(
        _ rule: ValidationRule, _ entry: LocalizedEntry, severity: ValidationFinding.Severity? = nil,
        place: LocalizedEntry.Place, variant: String? = nil, offset: Int? = nil, _ message: String
    ) {
        findings.append(
            ValidationFinding(
                rule: rule, severity: severity, file: entry.file, line: place.line, column: place.column, locale: entry.locale,
                id: entry.key, variant: variant, offset: offset, message: message))
    }

    mutating func check(_ entry: LocalizedEntry, source: LocalizedEntry?, context: Context) {
        // A translation that copies the source's vanishing quotes has the source's finding.
        let sourceWarnings = Set(source?.problems.filter { $0.severity == .warning }.map(\.message) ?? [])
        for problem in entry.problems where problem.severity != .warning || !sourceWarnings.contains(problem.message) {
            add(
                problem.rule, entry, severity: problem.severity, place: problem.place, variant: problem.variant,
                offset: problem.offset, problem.message)
        }
        if let source, entry.isReference, !source.isReference {
            add(
                .resourceReference, entry, place: entry.place,
                "is a reference to another string (\(entry.variants.first?.text ?? "")), where the source has text of its own")
            return
        }
        let here = localeFacts(entry.locale)
        let isSourceLanguage = here.language == context.sourceLanguage
        for variant in entry.variants {
            if let control = MessageControlCharacters.first(in: variant.text) {
                add(
                    .controlCharacter, entry, place: variant.place, variant: variant.label, offset: control.offset,
                    "\(MessageControlCharacters.name(of: control.scalar)) at offset \(control.offset): a control character in "
                        + "the text"
                )
            }
        }
        let facts = here.plural
        // Plural categories; the variants of a category the locale never uses are not checked further.
        var pluralFindings: [ValidationFinding] = []
        var unused: Set<LocalizedEntry.Choice> = []
        let sourceVariants = source.map { _ in context.sourceVariants }
        // Whether a group's `other` stands apart, by group name (groups may share one).
        var otherApart: [String: Bool] = [:]
        if let facts {
            for group in entry.groups {
                // Whole numbers where the source's count is an integer specifier (%d, %lld).
                let whole =
                    entry.wholeQuantities || entry.wholeGroups.contains(group.name)
                    || source?.wholeGroups.contains(group.name) == true
                var problems = PluralCategoryCheck.problems(
                    given: group.categories.map(\.name), facts: facts, localeTag: entry.locale,
                    zeroIsExact: entry.zeroIsExact, wholeQuantities: whole, requireOther: true)
                problems.removeAll { problem in
                    guard problem.rule == .missingPluralCategory else { return false }
                    if Self.mirrorsOtherOnly(group, source: sourceVariants) { return true }
                    return problem.onlyLarge
                        && !Self.texts(of: group.name, in: entry).contains {
                            PluralCategoryCheck.wordFollowsNumber($0, dialect: context.dialect)
                        }
                }
                for index in problems.indices where problems[index].otherServes {
                    let apart = otherApart[group.name] ?? Self.otherStandsApart(group.name, in: entry)
                    otherApart[group.name] = apart
                    guard apart else { continue }
                    let problem = problems[index]
                    problems[index] = PluralCategoryCheck.Problem(
                        rule: problem.rule, severity: .warning, category: problem.category,
                        message: problem.message.prefix { $0 != ":" }
                            + ": they fall back to 'other', whose text here is a form of its own (no whole number "
                            + "takes 'other'), so they read right if it is the '\(problem.category)' form; write that form "
                            + "as '\(problem.category)' too, so that the plural is complete where translators see it")
                }
                for problem in problems {
                    let place =
                        problem.rule == .unusedPluralCategory
                        ? group.categories.first { $0.name == problem.category }?.place ?? group.place : group.place
                    if problem.rule == .unusedPluralCategory {
                        unused.insert(LocalizedEntry.Choice(group: group.name, category: problem.category))
                    }
                    pluralFindings.append(
                        ValidationFinding(
                            rule: problem.rule, severity: problem.severity, file: entry.file, line: place.line,
                            column: place.column, locale: entry.locale, id: entry.key, variant: group.name,
                            message: problem.message))
                }
            }
        } else {
            for group in entry.groups where !group.categories.contains(where: { $0.name == "other" }) {
                add(.missingOther, entry, place: group.place, variant: group.name, "the plural has no 'other' variant")
            }
        }
        let checked = entry.variants.filter { variant in !variant.choices.contains { unused.contains($0) } }
        // The source's own values are no translation waiting for review, nor is a variant of a
        // category the locale never uses, nor a name kept as the source has it.
        let texts = entry.variants.map(\.text)
        var waits = false
        if let source, let state = checked.compactMap(\.state).first(where: { $0 == "new" || $0 == "needs_review" }),
            !(context.commonText && source.variants.hasTexts(texts)), context.sourceHasWords
        {
            waits = true
            add(.needsReview, entry, place: entry.place, "state is '\(state)': the translation waits for review")
        }
        let formatted = context.formatted && !entry.unformatted
        // Each variant's specifiers, parsed once.
        let parsed = checked.map { $0.specifiers(dialect: context.dialect, formatted: formatted) }
        var reported: Set<String> = []
        // A variant whose specifiers do not parse is not compared: its syntax finding is the cause.
        var unparsed: Set<String> = []
        for (variant, result) in zip(checked, parsed) where formatted {
            // One finding a text: its first slip, and how many more it has.
            guard let problem = result.problems.first else { continue }
            unparsed.insert(variant.label ?? "")
            let more = result.problems.count - 1
            let message = problem.message + (more == 0 ? "" : "; and \(more) more in this text")
            guard reported.insert("\(variant.place)\(message)").inserted else { continue }
            add(
                problem.isCharacter ? .controlCharacter : .syntax, entry, place: variant.place, variant: variant.label,
                offset: problem.offset, message)
        }
        if Self.nonPositional(entry, dialect: context.dialect), source == nil || !context.sourceNonPositional, unparsed.isEmpty {
            add(
                .invalidResource, entry, severity: .warning, place: entry.place,
                "has more than one '%' and one without a position, which aapt2 refuses unless run with --legacy (as the "
                    + "Android Gradle plugin runs it, with a warning): number them (%1$s, %2$d), write %% for a percent sign, "
                    + "or mark the string formatted=\"false\""
            )
        }
        guard let source else {
            findings += pluralFindings
            if let locale = here.icu, formatted { render(entry, checked, parsed, locale: locale, facts: facts) }
            return
        }
        // Empty variants where the source has words; waiting for review says it already. A
        // variant of a category that no whole number selects, where counts are whole numbers
        // (Lithuanian `many`, Belarusian `other` in an Android `<plurals>`), is never shown.
        if !waits, source.variants.contains(where: { !$0.text.isEmpty }) {
            for variant in checked where variant.text.isEmpty {
                let whole = { (group: String) in
                    entry.wholeQuantities || entry.wholeGroups.contains(group) || source.wholeGroups.contains(group)
                }
                if let facts, variant.choices.contains(where: { whole($0.group) && Self.noWholeNumber($0.category, facts) }) {
                    continue
                }
                add(
                    .emptyTranslation, entry, place: variant.place, variant: variant.label,
                    variant.label.map { "the variant \($0) is empty: the user sees a blank" }
                        ?? "is empty: the user sees a blank where the source has text")
            }
        }
        // An empty variant is its own finding (or waits for review), not a lack of arguments.
        let comparable = zip(checked, parsed).filter { !$0.0.text.isEmpty && !unparsed.contains($0.0.label ?? "") }
        let entryFindings = findings.count
        compare(
            entry, comparable.map(\.0), comparable.map(\.1), sourceVariants: context.sourceVariants,
            arguments: formatted == context.formatted
                ? context.sourceArguments
                : SourceArguments(source.variants.map { $0.specifiers(dialect: context.dialect, formatted: formatted) }),
            facts: facts, familyCategory: context.familyCategory)
        // Markup and escapes, variant by variant against the source's of the same categories.
        for variant in checked where !variant.text.isEmpty {
            guard let index = sourceVariants?.index(for: variant) else { continue }
            let sourceVariant = source.variants[index]
            guard sourceVariant.text != variant.text else { continue }
            // A link whose target is an argument the variant lacks is that argument's finding.
            let argumentReported = findings[entryFindings...].contains {
                $0.rule == .argumentMismatch && $0.variant == variant.label
            }
            if let problem = TextChecks.markupProblem(source: sourceVariant, translation: variant, dialect: context.dialect),
                !(argumentReported && problem.hasPrefix("has "))
            {
                add(.markup, entry, place: variant.place, variant: variant.label, problem)
            }
            if let problem = TextChecks.visibleEscape(source: sourceVariant.text, translation: variant.text) {
                add(.visibleEscape, entry, place: variant.place, variant: variant.label, problem)
            }
        }
        let identical = source.variants.hasTexts(texts)
        let otherScript = !isSourceLanguage && here.otherScript
        if !waits, !entry.sameAsSource, !context.commonText, !isSourceLanguage, !source.isReference, identical,
            let first = texts.first, !context.sourceSentence, otherScript, context.sourceHasWords,
            let word = source.variants.first.map({ TextChecks.phrase($0.ownText) }), !word.contains(" "),
            word.unicodeScalars.contains(where: TextChecks.isLatinLetter), !TextChecks.looksLikeName(word),
            !kept(word, in: entry.locale), !context.termOfOtherScripts
        {
            // A word of the source's language in a language of another script is no word
            // the two share.
            add(
                .untranslated, entry, place: entry.variants.first?.place ?? entry.place,
                "identical to the source: \(first) (a word of \(context.sourceLanguage), which \(entry.locale) writes in "
                    + "another script)")
        }
        if !waits, !entry.sameAsSource, !isSourceLanguage, !identical, otherScript {
            // One plural variant left in the source's language, the others translated.
            for variant in checked where !variant.choices.isEmpty {
                guard let index = sourceVariants?.index(for: variant),
                    source.variants[index].text == variant.text, source.variants[index].choices == variant.choices
                else { continue }
                let words = TextChecks.wordRuns(variant.ownText).flatMap { $0 }.filter {
                    $0.unicodeScalars.contains(where: TextChecks.isLatinLetter) && !TextChecks.looksLikeName($0)
                }
                guard !words.isEmpty, !kept(TextChecks.phrase(variant.ownText), in: entry.locale, besides: entry.key),
                    !words.allSatisfy({ kept($0, in: entry.locale, besides: entry.key) })
                else { continue }
                add(
                    .untranslated, entry, place: variant.place, variant: variant.label,
                    "the variant \(variant.label ?? "") is the source's text: \(variant.text), in \(context.sourceLanguage) "
                        + "where the other variants are translated")
                break
            }
        }
        if !waits, !entry.sameAsSource, !context.commonText, !isSourceLanguage, !source.isReference, identical,
            let first = texts.first, context.sourceSentence,
            !kept(TextChecks.phrase(source.variants.first?.ownText ?? ""), in: entry.locale),
            !Self.linesAreLinks(first)
        {
            // The missing categories of an untranslated plural are part of this one finding.
            let missing = pluralFindings.filter { $0.rule == .missingPluralCategory }
            pluralFindings.removeAll { $0.rule == .missingPluralCategory }
            let needs =
                missing.isEmpty
                ? ""
                : "; its translation needs the categories \((facts?.rules.categories ?? []).map(\.rawValue).joined(separator: ", "))"
            add(
                .untranslated, entry, place: entry.variants.first?.place ?? entry.place,
                "identical to the source: \(first)\(needs)")
        }
        findings += pluralFindings
        if let locale = here.icu, formatted { render(entry, checked, parsed, locale: locale, facts: facts) }
    }

    /// The plural category a key names where the catalog has a family of plain strings named
    /// by category (`one_minute`, `other_minutes`: a prefix of `zero`, `one`, `two`, `few`,
    /// `many` or `other`, and an `other_` string of the same stem, or the stem's plural with
    /// an `s`), which an app picks among by the count's category in its own code.
    static func familyCategory(of key: String, keys: Set<String>) -> String? {
        guard let underscore = key.firstIndex(of: "_") else { return nil }
        let category = String(key[..<underscore])
        guard ["zero", "one", "two", "few", "many"].contains(category) else { return nil }
        let stem = key[key.index(after: underscore)...]
        guard !stem.isEmpty else { return nil }
        return keys.contains("other_\(stem)") || keys.contains("other_\(stem)s") ? category : nil
    }

    /// Whether every line of a text holds a link (a list of names with their addresses):
    /// names and addresses a translation keeps as they are.
    static func linesAreLinks(_ text: String) -> Bool {
        let lines = text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }
        return !lines.isEmpty && lines.allSatisfy { $0.contains("://") }
    }

    /// Whether no whole number selects a category the locale uses (Lithuanian `many`,
    /// Belarusian `other`: fractions alone), by ICU's integers from 0 to 999 and its samples.
    /// Apple's `zero` and a category systems in use still select are selected.
    static func noWholeNumber(_ category: String, _ facts: PluralCategoryCheck.Facts) -> Bool {
        let plural = PluralCategory(rawValue: category)
        guard facts.rules.categories.contains(plural), facts.integers[category]?.isEmpty ?? true else { return false }
        return !facts.rules.samples(of: plural).contains { $0 == $0.rounded() }
    }

    /// Whether a translation's plural has only `other`, as its source's does: the source uses
    /// the plural for one text whatever the number ("Week %d"), and the translation follows
    /// it; what the source lacks is the source's finding, not one a language.
    static func mirrorsOtherOnly(_ group: LocalizedEntry.PluralGroup, source: SourceVariants?) -> Bool {
        guard let source, group.categories.map(\.name) == ["other"] else { return false }
        return source.categories(of: group.name) == ["other"]
    }

    /// Each category's own text of a plural group: a String Catalog substitution's variant
    /// before it is spliced in, an Android `<item>`'s text.
    static func texts(of group: String, in entry: LocalizedEntry) -> [String] {
        let own = entry.categoryTexts.filter { $0.key.group == group }.map(\.value)
        if !own.isEmpty { return own }
        return entry.variants.filter { $0.choices.contains { $0.group == group } }.map(\.ownText)
    }

    /// Whether a plural's `other` text differs from each of its other categories' texts: where
    /// no whole number reaches `other` (Russian, Polish, Ukrainian), a translator who wrote a
    /// form of its own there wrote the missing category's form, which its numbers fall back to.
    static func otherStandsApart(_ group: String, in entry: LocalizedEntry) -> Bool {
        var others: Set<String> = []
        var rest: Set<String> = []
        for variant in entry.variants {
            guard let choice = variant.choices.first(where: { $0.group == group }) else { continue }
            if choice.category == "other" { others.insert(variant.ownText) } else { rest.insert(variant.ownText) }
        }
        return !others.isEmpty && others.isDisjoint(with: rest)
    }

    /// Whether an Android `<string>` is one aapt2 refuses for "multiple substitutions specified
    /// in non-positional format" (unless `--legacy`): a string without markup, formatted and
    /// translatable, with more than one `%` and one of them without a position.
    static func nonPositional(_ entry: LocalizedEntry, dialect: FormatSpecifierParser.Dialect) -> Bool {
        guard dialect == .android, entry.translatable, !entry.unformatted, entry.groups.isEmpty, !entry.key.hasSuffix("]"),
            let variant = entry.variants.first, variant.markup.isEmpty, !variant.styled
        else { return false }
        return FormatSpecifierParser.hasNonPositionalSubstitutions(variant.text)
    }

    /// How each argument position is first written in some texts (`%1$s`, `%d`), for the
    /// messages: made once, so that naming each of N arguments costs O(1), not a walk of the
    /// N specifiers.
    struct Written {
        private var texts: [Int: String] = [:]

        init(_ results: [FormatSpecifierParser.Result]) {
            for result in results {
                for (specifier, at) in result.positioned where specifier.substitution == nil && texts[at] == nil {
                    texts[at] = specifier.text
                }
            }
        }

        /// The specifier written for `position`, else the kind's name.
        func callAsFunction(_ position: Int, _ kind: FormatSpecifier.Kind) -> String {
            texts[position] ?? kind.rawValue
        }
    }

    /// How many words a text has outside its format specifiers (`%1$s, %2$s` and
    /// `%1$#@albums@, %2$#@songs@` have none): a text of one word that stays the same is as
    /// often a word both languages share (Interface, Trackpad, No) as a forgotten translation,
    /// so `untranslated` takes two words or more.
    static func words(_ text: String, dialect: FormatSpecifierParser.Dialect) -> Int {
        let all = Array(text.unicodeScalars)
        // The text with each specifier written as one space, copied once from start to end.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(all.count)
        var copied = 0
        for specifier in FormatSpecifierParser.parse(text, dialect: dialect).specifiers {
            let start = max(copied, min(all.count, specifier.offset))
            let end = min(all.count, specifier.offset + specifier.text.unicodeScalars.count)
            guard start < end else { continue }
            scalars += all[copied..<start]
            scalars.append(" ")
            copied = end
        }
        scalars += all[copied...]
        var count = 0
        var inWord = false
        for scalar in scalars {
            let letter = ScalarTraits.isAlphabetic(scalar)
            if letter, !inWord { count += 1 }
            inWord = letter || (inWord && (scalar == "'" || scalar == "’" || scalar == "-"))
        }
        return count
    }

    /// The source's arguments against each variant's: kinds by position, what is dropped or added.
    mutating func compare(
        _ entry: LocalizedEntry, _ variants: [LocalizedEntry.Variant], _ results: [FormatSpecifierParser.Result],
        sourceVariants: SourceVariants, arguments source: SourceArguments, facts: PluralCategoryCheck.Facts?,
        familyCategory: String? = nil
    ) {
        let expected = source.expected
        let pluralCount = source.pluralCount
        var typeReported: Set<Int> = []
        let sourceWritten = source.written
        for (variant, result) in zip(variants, results) {
            let arguments = result.arguments
            let ownWritten = Written([result])
            let sourceVariant = sourceVariants.index(for: variant)
            // The source's own variant of the same categories, as Android and Apple select
            // them: an argument that variant leaves out too may be left out here.
            let sourceHere = sourceVariant.map { source.byVariant[$0] }
            // Whether the variant writes a number of its own, looked at once for all positions.
            var writesNumberOnce: Bool?
            /// Whether leaving out `position` is right here: an argument the source's variant of
            /// the same categories leaves out too, other than the count of a category several
            /// numbers reach; the count of a category that one number alone selects (or 0 and 1
            /// alone, as French `one`, in words without a number); where the locale's plural
            /// rules are unknown, an argument the source's own variant leaves out too.
            func mayDrop(_ position: Int) -> Bool {
                let sourceLacks = sourceHere.map { $0[position] == nil } ?? false
                if facts == nil, sourceLacks { return true }
                let counts = variant.choices.filter { choice in
                    (variant.countPositions[choice.group] ?? (choice.group == "plural" ? pluralCount : nil)) == position
                }
                guard !counts.isEmpty else {
                    // A plain string the app picks by category, for a category one number
                    // alone selects: "دقيقتان" (two minutes) rightly writes no number.
                    if let category = familyCategory, expected.count == 1,
                        (category == "zero" && facts != nil) || facts?.isOneNumber(category) == true
                    {
                        return true
                    }
                    return sourceLacks
                }
                // French `one` (0 and 1) may say "each day" for 1 where 0 never comes, or follow
                // a source `one` without the count; a variant that writes a number of its own
                // ("1 fichier" for "%d file") is wrong for 0.
                let writesNumber =
                    writesNumberOnce ?? variant.text.unicodeScalars.contains { ScalarTraits.isNumeric($0) }
                writesNumberOnce = writesNumber
                return counts.contains { choice in
                    (choice.category == "zero" && entry.zeroIsExact) || facts?.isOneNumber(choice.category) == true
                        || ((facts?.integers[choice.category] ?? []) == [0, 1] && (sourceLacks || !writesNumber))
                }
            }
            let missing = expected.keys.sorted().filter { arguments[$0] == nil }
            let mismatched = expected.keys.sorted().filter { arguments[$0] != nil && arguments[$0] != expected[$0] }
            // Without positions, a dropped argument moves the ones after it up: one finding.
            if result.isSequential, !missing.isEmpty || !mismatched.isEmpty,
                let shift = Self.shift(result, expected: expected, sourceWritten: sourceWritten, mayDrop: mayDrop)
            {
                add(shift.rule, entry, place: variant.place, variant: variant.label, shift.message)
                continue
            }
            for position in missing where !mayDrop(position) {
                let shown = sourceWritten(position, expected[position]!)
                let counted = variant.choices.first {
                    (variant.countPositions[$0.group] ?? ($0.group == "plural" ? pluralCount : nil)) == position
                }
                if let choice = counted, let facts {
                    let integers = facts.integers[choice.category] ?? []
                    let reach =
                        integers.isEmpty ? "no single number from 0 to 999 does" : "\(PluralCategoryCheck.list(integers)) all do"
                    add(
                        .argumentMismatch, entry, place: variant.place, variant: variant.label,
                        "drops the count \(shown) (argument \(position)), but '\(choice.category)' is not one number: \(reach)")
                } else {
                    add(
                        .argumentMismatch, entry, place: variant.place, variant: variant.label,
                        "lacks argument \(position) (\(shown)), which the source has")
                }
            }
            for position in mismatched where typeReported.insert(position).inserted {
                let kind = expected[position]!
                let own = arguments[position]!
                add(
                    .argumentTypeMismatch, entry, place: variant.place, variant: variant.label,
                    "argument \(position) is \(kind.rawValue) (\(sourceWritten(position, kind))) in the "
                        + "source, \(own.rawValue) (\(ownWritten(position, own))) here"
                )
            }
            for position in arguments.keys.sorted() where expected[position] == nil {
                add(
                    .argumentMismatch, entry, place: variant.place, variant: variant.label,
                    "uses argument \(position) (\(ownWritten(position, arguments[position]!))), which the "
                        + "source does not have"
                )
            }
        }
    }

    /// The source's variants by their choices, and its plural groups by name: the source's
    /// variant a translation's variant stands for, found without a walk of the source's.
    struct SourceVariants {
        /// Each variant's choices, in order.
        private let choices: [[LocalizedEntry.Choice]]
        /// The first variant of each choices, where there are many variants to look in.
        private var byChoices: [[LocalizedEntry.Choice]: Int]?
        /// The names of the source's groups, each once, and the categories of the first group
        /// of each name, in their order.
        private var names: [String] = []
        private var categories: [[String]] = []

        init(_ source: LocalizedEntry) {
            choices = source.variants.map(\.choices)
            if choices.count > 16 {
                var table: [[LocalizedEntry.Choice]: Int] = [:]
                for (index, made) in choices.enumerated() where table[made] == nil { table[made] = index }
                byChoices = table
            }
            for group in source.groups where !names.contains(group.name) {
                names.append(group.name)
                categories.append(group.categories.map(\.name))
            }
        }

        private func first(_ wanted: [LocalizedEntry.Choice]) -> Int? {
            if let byChoices { return byChoices[wanted] }
            return choices.firstIndex(of: wanted)
        }

        /// The index of the source's variant that a translation's variant stands for: the one
        /// of the same categories, where a category the source lacks stands for the source's
        /// `other` (Russian `few` translates the English `other`).
        func index(for variant: LocalizedEntry.Variant) -> Int? {
            if let same = first(variant.choices) { return same }
            let mapped = variant.choices.map { choice in
                self.categories(of: choice.group)?.contains(choice.category) == true
                    ? choice : LocalizedEntry.Choice(group: choice.group, category: "other")
            }
            return first(mapped)
        }

        /// The categories of the source's group of that name (its first), in their order.
        func categories(of group: String) -> [String]? {
            names.firstIndex(of: group).map { categories[$0] }
        }
    }

    /// A variant without positions whose arguments are the source's with some left out before
    /// others (so the later ones move up), or the source's in another order: one finding.
    static func shift(
        _ result: FormatSpecifierParser.Result, expected: [Int: FormatSpecifier.Kind], sourceWritten: Written,
        mayDrop: (Int) -> Bool
    ) -> (rule: ValidationRule, message: String)? {
        guard let last = expected.keys.max(), expected.count == last else { return nil }
        let wanted = (1...last).map { expected[$0]! }
        let own = result.positioned.filter { $0.specifier.substitution == nil }
        let kinds = own.map(\.specifier.kind)
        func shown(_ position: Int) -> String { sourceWritten(position, expected[position]!) }
        // The source's positions this variant keeps, matched from the left.
        var kept: [Int] = []
        var next = 1
        for kind in kinds {
            while next <= last, wanted[next - 1] != kind { next += 1 }
            guard next <= last else { break }
            kept.append(next)
            next += 1
        }
        if kept.count == kinds.count, kinds.count < last {
            let keptPositions = Set(kept)
            let dropped = (1...last).filter { !keptPositions.contains($0) }
            let shifted = kept.enumerated().filter { $0.offset + 1 != $0.element }
            guard !shifted.isEmpty else { return nil }
            let lastKept = kept.max() ?? 0
            if dropped.allSatisfy(mayDrop), dropped.allSatisfy({ $0 > lastKept }) { return nil }
            let droppedText = dropped.map { "\(shown($0)) (argument \($0))" }.joined(separator: " and ")
            let moved = shifted.map { "\(own[$0.offset].specifier.text) takes argument \($0.offset + 1), not \($0.element)" }
            return (
                .argumentMismatch,
                "drops \(droppedText); without positions the arguments after it move up: \(moved.joined(separator: ", ")) "
                    + "(number them, as %\(last)$…, or keep every argument)"
            )
        }
        if kinds.count == last,
            kinds.sorted(by: { $0.rawValue < $1.rawValue }) == wanted.sorted(by: { $0.rawValue < $1.rawValue }),
            kinds != wanted
        {
            let here = own.map(\.specifier.text).joined(separator: ", ")
            let there = (1...last).map(shown).joined(separator: ", ")
            return (
                .argumentTypeMismatch,
                "takes its arguments in another order than the source without positions (\(here) here, \(there) in the "
                    + "source): each takes the other's value; number them (%2$…, %1$…)"
            )
        }
        return nil
    }

    mutating func render(
        _ entry: LocalizedEntry, _ variants: [LocalizedEntry.Variant], _ results: [FormatSpecifierParser.Result],
        locale: ICULocale, facts: PluralCategoryCheck.Facts?
    ) {
        for (variant, result) in zip(variants, results) {
            var sample = 5.0
            if let choice = variant.choices.first(where: { variant.countPositions[$0.group] != nil }) {
                let category = PluralCategory(rawValue: choice.category)
                sample = category == .zero && entry.zeroIsExact ? 0 : facts?.rules.samples(of: category).first ?? 5
            }
            for specifier in result.specifiers where specifier.kind == .integer || specifier.kind == .float {
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
