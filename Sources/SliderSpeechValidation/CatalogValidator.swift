import SliderFormatting
public import SliderSpeech

/// Validates translation catalogs against their source locale, rule by rule (``ValidationRule``).
///
/// Plural categories, their numbers and samples come from ICU at run time, for the locale each
/// file is named by; nothing here knows a language.
///
/// ```swift
/// let report = try CatalogValidator().validate(paths: ["Locales", "App/Localizable.xcstrings"])
/// #expect(report.findings.isEmpty)
/// ```
public struct CatalogValidator: Sendable {
    /// The locale every other locale is compared with (`en`) in catalog directories and
    /// Android resources; a String Catalog names its own (`sourceLanguage`).
    public let sourceLocale: String

    /// A validator comparing every locale with `sourceLocale`.
    /// - Parameter sourceLocale: The source locale's tag (default `en`).
    public init(sourceLocale: String = CatalogSet.sourceLocaleTag) {
        self.sourceLocale = sourceLocale
    }

    /// One catalog file of a directory, given as bytes: the last component of its path
    /// (`fr.json`) names its locale.
    public struct InputFile: Hashable, Sendable {
        /// The file's path, as reports give it.
        public let path: String
        /// The file's content.
        public let bytes: [UInt8]

        /// A catalog file.
        /// - Parameters:
        ///   - path: The file's path; its last component names the locale (`Locales/fr.json`).
        ///   - bytes: The file's content.
        public init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// Validates the files of one catalog directory, given as bytes.
    /// - Parameters:
    ///   - files: The files (the file names give the locales), the source locale's among them.
    ///   - directory: The directory they came from, for errors.
    ///   - strict: Whether warnings count as errors, in the report and its status.
    /// - Returns: The report: its findings, the number of files and of messages read.
    /// - Throws: `CatalogError` when no file is the source locale's.
    public func validate(files: [InputFile], directory: String = ".", strict: Bool = false) throws(CatalogError)
        -> ValidationReport
    {
        var findings: [ValidationFinding] = []
        var catalogs: [(file: CatalogFile, locale: ICULocale?)] = []
        for input in files {
            let tag = CatalogFile.localeTag(ofFileName: input.path)
            let locale = try? ICULocale(tag)
            if let problem = CatalogLocales.problem(tag, strict: true, subject: "the file's") {
                findings.append(
                    ValidationFinding(
                        rule: .locale, severity: problem.severity, file: input.path, line: 1, column: 1, locale: tag,
                        message: problem.message))
            }
            do {
                catalogs.append((try CatalogFile(bytes: input.bytes, path: input.path), locale))
            } catch {
                findings.append(
                    ValidationFinding(
                        rule: .json, file: input.path, line: error.line ?? 1, column: error.column ?? 1, locale: tag,
                        message: error.reason))
            }
        }
        let sourceName = sourceLocale.lowercased()
        guard files.contains(where: { CatalogFile.localeTag(ofFileName: $0.path).lowercased() == sourceName }) else {
            throw CatalogError.noSourceCatalog(directory: directory, sourceLocale: sourceLocale)
        }
        let source = catalogs.first { $0.file.localeTag.lowercased() == sourceName }
        let sourceStructures = source.map { Self.structures(of: $0.file) } ?? [:]
        // How many other languages keep each message as the source has it: a name or a mark
        // that most languages keep is not a forgotten translation.
        let sourceLanguage = CatalogLocales.language(of: sourceLocale)
        var kept: [String: (languages: Int, same: Int)] = [:]
        if let source {
            for (file, _) in catalogs where CatalogLocales.language(of: file.localeTag) != sourceLanguage {
                for message in file.messages {
                    // A name, an acronym or a mark is short; a sentence most languages keep is untranslated.
                    guard let original = source.file[message.id], (sourceStructures[message.id]?.words ?? 0) <= 4 else {
                        continue
                    }
                    kept[message.id, default: (0, 0)].languages += 1
                    if original.pattern == message.pattern { kept[message.id, default: (0, 0)].same += 1 }
                }
            }
        }
        // A message no other locale has yet is one finding, not one a locale.
        var everywhere: Set<String> = []
        if let source {
            let others = catalogs.filter { $0.file.localeTag.lowercased() != sourceName }.map(\.file)
            let lacking = others.filter {
                !CatalogLocales.fallsBack($0.localeTag, others: [], source: source.file.localeTag)
            }
            if others.count > 1, !lacking.isEmpty {
                for message in source.file.messages
                where !message.pattern.isEmpty && others.allSatisfy({ $0[message.id] == nil }) {
                    everywhere.insert(message.id)
                    let tags = lacking.map(\.localeTag)
                    findings.append(
                        ValidationFinding(
                            rule: .missingKey, file: source.file.path, line: message.line,
                            column: message.column > 0 ? message.column : nil, locale: source.file.localeTag,
                            id: message.id,
                            message:
                                "no language translates this message: \(tags.count) lack it "
                                + "(\(tags.prefix(4).joined(separator: ", "))\(tags.count > 4 ? ", …" : "")); one finding "
                                + "for the message, not one a language"
                        ))
                }
            }
        }
        var messages = 0
        var plurals = PluralCategoryCheck.Cache()
        for (file, locale) in catalogs {
            messages += file.messages.count
            let isSource = file.localeTag.lowercased() == sourceName
            var checker = FileChecker(
                file: file, locale: locale, isSource: isSource, sourceLanguage: sourceLanguage, plurals: plurals)
            for message in file.messages {
                let common = kept[message.id].map { $0.same >= 2 && $0.same * 2 >= $0.languages } ?? false
                checker.check(
                    message, source: isSource ? nil : source?.file[message.id], sourceStructure: sourceStructures[message.id],
                    commonText: common)
            }
            // The runtime falls back to the source message by message: a regional variant of
            // the source's language (en-GB) lacks nothing.
            if let source, !isSource,
                !CatalogLocales.fallsBack(file.localeTag, others: [], source: source.file.localeTag)
            {
                checker.compareKeys(with: source.file, translatedNowhere: everywhere)
            }
            plurals = checker.plurals
            findings += checker.findings
        }
        return ValidationReport(findings: findings, files: files.count, messages: messages, strict: strict)
    }

    private static func structures(of file: CatalogFile) -> [String: MessageStructure] {
        var structures: [String: MessageStructure] = [:]
        for message in file.messages {
            if let parsed = try? ParsedMessage(pattern: message.pattern) {
                structures[message.id] = MessageStructure(parsed)
            }
        }
        return structures
    }
}

/// The checks of one file's messages.
private struct FileChecker {
    let file: CatalogFile
    let locale: ICULocale?
    let isSource: Bool
    /// The source's language: a regional variant of it (`en-GB`) may keep the source's text.
    let sourceLanguage: String
    var plurals: PluralCategoryCheck.Cache
    var findings: [ValidationFinding] = []

    init(file: CatalogFile, locale: ICULocale?, isSource: Bool, sourceLanguage: String, plurals: PluralCategoryCheck.Cache) {
        self.file = file
        self.locale = locale
        self.isSource = isSource
        self.sourceLanguage = sourceLanguage
        self.plurals = plurals
    }

    mutating func add(
        _ rule: ValidationRule, _ message: CatalogMessage, severity: ValidationFinding.Severity? = nil,
        variant: String? = nil, offset: Int? = nil, _ text: String
    ) {
        findings.append(
            ValidationFinding(
                rule: rule, severity: severity, file: file.path, line: message.line,
                column: message.column > 0 ? message.column : nil, locale: file.localeTag,
                id: message.id, variant: variant, offset: offset, message: text))
    }

    /// Missing and extra ids; `translatedNowhere` are the source's messages no locale has,
    /// each one finding of its own already.
    mutating func compareKeys(with source: CatalogFile, translatedNowhere: Set<String>) {
        let missing = source.messages.filter { file[$0.id] == nil && !translatedNowhere.contains($0.id) }
        let total = source.messages.count - translatedNowhere.count
        if MissingSummary.applies(missing: missing.count, of: total) {
            // Most of the file is missing: one finding for the file, not one a message.
            let shown = missing.prefix(3).map { "'\($0.id)'" }.joined(separator: ", ")
            findings.append(
                ValidationFinding(
                    rule: .missingKey, file: file.path, line: 1, locale: file.localeTag,
                    message:
                        "translates \(total - missing.count) of \(total) messages: \(missing.count) are missing "
                        + "(\(shown)\(missing.count > 3 ? ", …" : "")) and fall back to \(source.localeTag); one finding "
                        + "for the file, not one a message"
                ))
        } else {
            for message in missing {
                findings.append(
                    ValidationFinding(
                        rule: .missingKey, file: file.path, line: 1, locale: file.localeTag, id: message.id,
                        message: "missing: \(source.path) has it at line \(message.line)"))
            }
        }
        for message in file.messages where source[message.id] == nil {
            add(.extraKey, message, "not in the source catalog \(source.path)")
        }
    }

    mutating func check(
        _ message: CatalogMessage, source: CatalogMessage?, sourceStructure: MessageStructure?, commonText: Bool
    ) {
        if let control = MessageControlCharacters.first(in: message.pattern) {
            add(
                .controlCharacter, message, offset: control.offset,
                "\(MessageControlCharacters.name(of: control.scalar)) at offset \(control.offset): a control character in the "
                    + "message"
            )
        }
        // Every walk below recurses per level of nesting, ICU's parser too; the character
        // scan reads fullwidth braces as braces, so its nesting is checked as it reads it.
        do {
            try MessageNesting.check(message.pattern)
            try MessageNesting.check(SyntaxCharacterScan.asciiSyntax(message.pattern))
        } catch {
            report(syntax: error, message, explained: false)
            return
        }
        let hits = SyntaxCharacterScan.scan(message.pattern)
        for hit in hits {
            add(
                .controlCharacter, message, offset: hit.offset,
                "\(hit.name) (U+\(String(hit.scalar.value, radix: 16, uppercase: true))) in the syntax at offset \(hit.offset)")
        }
        let formatLocale = locale ?? (try? ICULocale(CatalogSet.sourceLocaleTag))
        let parsed: ParsedMessage
        // Opened once: checked here for what only ICU's formatter rejects, and rendered below.
        let format: MessageFormat?
        do {
            parsed = try ParsedMessage(pattern: message.pattern)
            format = try formatLocale.map { (locale) throws(FormattingError) in
                try MessageFormat(pattern: message.pattern, locale: locale)
            }
        } catch let error as MessageSyntaxError {
            report(syntax: error, message, explained: !hits.isEmpty)
            return
        } catch let error as FormattingError where error.syntaxError != nil {
            report(syntax: error.syntaxError!, message, explained: !hits.isEmpty)
            return
        } catch {
            add(.syntax, message, "\(error)")
            return
        }
        let structure = MessageStructure(parsed)
        let unused = checkPluralCategories(structure, message)
        if let source, let sourceStructure {
            compareArguments(structure, with: sourceStructure, message, unused: unused)
            checkPoundSigns(structure, source: sourceStructure, message, unused: unused)
            if message.pattern == source.pattern, sourceStructure.hasTranslatableText, !message.sameAsSource, !commonText,
                CatalogLocales.language(of: file.localeTag) != sourceLanguage
            {
                add(.untranslated, message, "identical to the source: \(source.pattern)")
            }
        }
        if let format { checkRendering(structure, source: sourceStructure, message, format: format) }
    }

    mutating func report(syntax error: MessageSyntaxError, _ message: CatalogMessage, explained: Bool) {
        if error.code == .missingOther {
            add(.missingOther, message, offset: error.offset, "a plural, selectordinal or select argument has no 'other' variant")
        } else if !explained {
            add(.syntax, message, offset: error.offset, "\(error.reason) at offset \(error.offset) (\(error.icuName))")
        }
    }

    /// The plural and selectordinal arguments' categories, by ``PluralCategoryCheck``; returns
    /// the variants (argument and selector) of categories the locale never uses.
    mutating func checkPluralCategories(_ structure: MessageStructure, _ message: CatalogMessage) -> Set<
        MessageStructure.Path.Step
    > {
        var unused: Set<MessageStructure.Path.Step> = []
        for argument in structure.arguments {
            guard let kind = MessageStructure.pluralKind(argument.kind), let facts = plurals.facts(locale, kind: kind)
            else { continue }
            // An explicit value is `=` and a number as JSON writes it (ICU's own grammar for it).
            let explicit = Set(
                argument.variants.compactMap { variant -> Double? in
                    guard variant.selector.hasPrefix("=") else { return nil }
                    let digits = String(variant.selector.dropFirst())
                    return JSONNumberSyntax.isNumber(digits) ? Double(digits) : nil
                })
            let keywords = argument.variants.map(\.selector).filter { !$0.hasPrefix("=") }
            for keyword in keywords where PluralCategoryCheck.unused(keyword, facts: facts, zeroIsExact: false) {
                unused.insert(MessageStructure.Path.Step(argument: argument.name, selector: keyword))
            }
            for problem in PluralCategoryCheck.problems(
                given: keywords, explicit: explicit, facts: facts, localeTag: file.localeTag, kind: kind)
            where !problem.onlyLarge || argument.variants.contains(where: { PluralCategoryCheck.wordFollowsNumber($0.nodes) }) {
                add(problem.rule, message, severity: problem.severity, variant: argument.name, problem.message)
            }
        }
        return unused
    }

    mutating func compareArguments(
        _ structure: MessageStructure, with source: MessageStructure, _ message: CatalogMessage,
        unused: Set<MessageStructure.Path.Step>
    ) {
        // Names, path by path; a name wrong on every path is reported once.
        var missing: [String: [String?]] = [:]
        var unknown: [String: [String?]] = [:]
        let enumeration = structure.enumeration
        var paths = enumeration.paths
        if !enumeration.complete {
            // Too many paths to walk: the names of the whole message against the source's.
            add(
                .tooComplex, message,
                "too complex to check fully: its variants make more paths than \(MessageStructure.stepBudget) steps can "
                    + "enumerate, so argument names were compared over the whole message, not variant by variant"
            )
            var whole = MessageStructure.Path()
            whole.names = Set(structure.arguments.map(\.name))
            paths = [whole]
            let expected = Set(source.arguments.map(\.name))
            for name in expected.subtracting(whole.names) { missing[name, default: []].append(nil) }
            for name in whole.names.subtracting(expected) { unknown[name, default: []].append(nil) }
        }
        // A path through a category the locale never uses is never taken.
        paths.removeAll { path in path.steps.contains { unused.contains($0) } }
        for path in enumeration.complete ? paths : [] {
            let expected = source.names(following: path.steps)
            for name in expected.subtracting(path.names) { missing[name, default: []].append(path.label) }
            for name in path.names.subtracting(expected) { unknown[name, default: []].append(path.label) }
        }
        for (name, labels) in unknown.sorted(by: { $0.key < $1.key }) {
            for label in labels.count == paths.count ? [nil] : labels {
                add(.argumentMismatch, message, variant: label, "uses {\(name)}, which the source does not have")
            }
        }
        for (name, labels) in missing.sorted(by: { $0.key < $1.key }) {
            for label in labels.count == paths.count ? [nil] : labels {
                add(.argumentMismatch, message, variant: label, "lacks {\(name)}, which the source has")
            }
        }
        // Types, name by name.
        let sourceTypes = source.types
        for (name, types) in structure.types.sorted(by: { $0.key < $1.key }) {
            guard let expected = sourceTypes[name], expected != types else { continue }
            add(
                .argumentTypeMismatch, message, variant: name,
                "{\(name)} is \(expected.sorted().joined(separator: " and ")) in the source, "
                    + "\(types.sorted().joined(separator: " and ")) here"
            )
        }
    }

    mutating func checkPoundSigns(
        _ structure: MessageStructure, source: MessageStructure, _ message: CatalogMessage,
        unused: Set<MessageStructure.Path.Step>
    ) {
        // Only where the source shows the number does the translation have to.
        var shownInSource: Set<String> = []
        for candidate in source.arguments
        where candidate.variants.contains(where: { MessageStructure.showsNumber($0.nodes, argument: candidate.name) }) {
            shownInSource.insert(candidate.name)
        }
        for argument in structure.arguments {
            guard let kind = MessageStructure.pluralKind(argument.kind) else { continue }
            let sourceShows = shownInSource.contains(argument.name)
            guard sourceShows, let facts = plurals.facts(locale, kind: kind) else { continue }
            for variant in argument.variants where !variant.selector.hasPrefix("=") {
                guard !MessageStructure.showsNumber(variant.nodes, argument: argument.name),
                    !unused.contains(MessageStructure.Path.Step(argument: argument.name, selector: variant.selector))
                else { continue }
                let integers = facts.integers[variant.selector] ?? []
                guard integers.count != 1 else { continue }
                let reach =
                    integers.isEmpty
                    ? "no single number from 0 to 999 does"
                    : "\(PluralCategoryCheck.list(integers)) all do"
                add(
                    .argumentMismatch, message, variant: "\(argument.name)=\(variant.selector)",
                    "drops #, but '\(variant.selector)' is not one number: \(reach); keep # or use =N")
            }
        }
    }

    mutating func checkRendering(
        _ structure: MessageStructure, source: MessageStructure?, _ message: CatalogMessage, format: MessageFormat
    ) {
        let locale = format.locale
        // Every argument the message or its source names, with a value of the kind the
        // message itself gives it (its variable arguments first).
        var kinds: [String: MessageArgumentKind] = [:]
        let own = structure.arguments
        for argument in own.filter({ !$0.variants.isEmpty }) + own + (source?.arguments ?? []) where kinds[argument.name] == nil {
            kinds[argument.name] = argument.kind
        }
        var defaults: [String: MessageFormat.Value] = [:]
        var selectOptions: [String: Set<String>] = [:]
        for argument in (source?.arguments ?? []) + structure.arguments {
            if case .select = argument.kind {
                selectOptions[argument.name, default: ["other"]].formUnion(argument.variants.map(\.selector))
            }
        }
        for (name, kind) in kinds {
            switch kind {
            case .plural, .selectordinal, .choice:
                defaults[name] = .number(5)
            case .simple(let type, _) where type == "number" || type == "spellout" || type == "ordinal" || type == "duration":
                defaults[name] = .number(1234.5)
            case .simple(let type, _) where type == "date" || type == "time":
                defaults[name] = .number(0)
            case .select:
                defaults[name] = .string("other")
            default:
                defaults[name] = .string("X")
            }
        }
        // The values each argument is tried with: every plural sample (three a category) and
        // every select option. Round k gives each argument its k-th value at once, so each
        // value is rendered once per argument, never the product of all arguments' values;
        // a round that fails is tried again argument by argument to name the one at fault.
        var tries: [(name: String, values: [(label: String, value: MessageFormat.Value)])] = []
        for (name, kind) in kinds.sorted(by: { $0.key < $1.key }) {
            var values: [(label: String, value: MessageFormat.Value)] = []
            switch kind {
            case .plural, .selectordinal:
                guard let pluralKind = MessageStructure.pluralKind(kind),
                    let rules = try? PluralRules.shared(locale: locale, kind: pluralKind)
                else { continue }
                for category in rules.categories {
                    for sample in rules.samples(of: category).prefix(3) {
                        values.append(("\(name) = \(JSONNumber.text(for: sample))", .number(sample)))
                    }
                }
            case .select:
                for option in (selectOptions[name] ?? ["other"]).sorted() {
                    values.append(("\(name) = \(option)", .string(option)))
                }
            default:
                continue
            }
            tries.append((name, values))
        }
        var rendered = 0
        /// Formats once; adds the finding and returns false when it fails or leaves a brace.
        func attempt(_ arguments: [String: MessageFormat.Value], _ label: String) -> Bool {
            rendered += arguments.count
            let suffix = label.isEmpty ? "" : " for \(label)"
            do {
                let output = try format.format(arguments)
                guard !Self.hasBrace(output) else {
                    add(.render, message, "renders with a brace\(suffix): \(output)")
                    return false
                }
                return true
            } catch {
                add(.render, message, "fails to format\(suffix): \(error)")
                return false
            }
        }
        func quietly(_ arguments: [String: MessageFormat.Value]) -> Bool {
            rendered += arguments.count
            guard let output = try? format.format(arguments) else { return false }
            return !Self.hasBrace(output)
        }
        guard attempt(defaults, "") else { return }
        let rounds = tries.map(\.values.count).max() ?? 0
        for round in 0..<rounds {
            guard rendered + defaults.count <= Self.renderBudget else {
                add(
                    .tooComplex, message,
                    "too complex to check fully: rendering stopped after \(round) of \(rounds) rounds of samples "
                        + "(\(Self.renderBudget) argument values at most)"
                )
                return
            }
            var arguments = defaults
            var labels: [String] = []
            for (name, values) in tries where round < values.count {
                arguments[name] = values[round].value
                labels.append(values[round].label)
            }
            if quietly(arguments) { continue }
            for (name, values) in tries where round < values.count && rendered + defaults.count <= Self.renderBudget {
                var single = defaults
                single[name] = values[round].value
                guard attempt(single, values[round].label) else { return }
            }
            // Only the values together fail.
            let shown = labels.prefix(4).joined(separator: ", ") + (labels.count > 4 ? ", …" : "")
            _ = attempt(arguments, shown)
            return
        }
    }

    static func hasBrace(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// The most argument values formatted for one message's rendering check.
    static let renderBudget = 200_000
}
