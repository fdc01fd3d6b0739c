import SliderFormatting
import SliderSpeech

/// Validates translation catalogs against their source locale, rule by rule (``ValidationRule``).
///
/// Plural categories, their numbers and samples come from ICU at run time, for the locale each
/// file is named by; nothing here knows a language.
///
/// ```swift
/// let report = try CatalogValidator().validate(directories: ["Locales"])
/// #expect(report.findings.isEmpty)
/// ```
public struct CatalogValidator: Sendable {
    /// The locale every other locale is compared with (`en`).
    public let sourceLocale: String

    /// A validator comparing every locale with `sourceLocale`.
    /// - Parameter sourceLocale: The source locale's tag (default `en`).
    public init(sourceLocale: String = CatalogSet.sourceLocaleTag) {
        self.sourceLocale = sourceLocale
    }

    /// Validates the catalog directories given.
    /// - Parameters:
    ///   - directories: Catalog directories, each with one `<locale>.json` file per locale,
    ///     the source locale's among them.
    ///   - strict: Whether warnings count as errors, in the report and its status.
    /// - Returns: The findings of every directory, with counts of files and messages.
    /// - Throws: `CatalogError` when a directory cannot be read or has no source catalog.
    public func validate(directories: [String], strict: Bool = false) throws(CatalogError) -> ValidationReport {
        try validate(directoryPaths: directories.map(FilePath.init), strict: strict)
    }

    /// Validates catalog directories named by their bytes. An entry whose name is not UTF-8
    /// names no locale: it is a ``ValidationRule/locale`` finding (an error) and is not read;
    /// any other entry that is not a `.json` file is left alone.
    /// - Throws: `CatalogError` when a directory cannot be read or has no source catalog.
    package func validate(directoryPaths: [FilePath], strict: Bool = false) throws(CatalogError) -> ValidationReport {
        var findings: [ValidationFinding] = []
        var files = 0
        var messages = 0
        for directory in directoryPaths {
            let contents = try CatalogDirectory.readContents(of: directory)
            for entry in contents.skipped where entry.lastComponent.string == nil {
                findings.append(
                    ValidationFinding(
                        rule: .locale, file: entry.text, line: 1, column: 1,
                        locale: CatalogFile.localeTag(ofFileName: entry.lastComponent.text),
                        message: "the file name is not UTF-8, so it names no locale; the file is not read"))
                files += 1
            }
            let result = try validate(files: contents.files, directory: directory.text)
            findings += result.findings
            files += contents.files.count
            messages += result.messages
        }
        return ValidationReport(findings: findings, files: files, messages: messages, strict: strict)
    }

    /// Validates catalog files given as bytes (the file names give the locales).
    /// - Parameters:
    ///   - files: The files' paths (the last component names the locale) and bytes.
    ///   - directory: The directory they came from, for errors.
    /// - Returns: The findings, and the number of messages read.
    /// - Throws: `CatalogError` when no file is the source locale's.
    public func validate(files: [(path: String, bytes: [UInt8])], directory: String = ".") throws(CatalogError) -> (
        findings: [ValidationFinding], messages: Int
    ) {
        var findings: [ValidationFinding] = []
        var catalogs: [(file: CatalogFile, locale: ICULocale?)] = []
        for (path, bytes) in files {
            let tag = CatalogFile.localeTag(ofFileName: path)
            let locale: ICULocale?
            do {
                locale = try ICULocale(tag)
            } catch {
                locale = nil
                findings.append(
                    ValidationFinding(
                        rule: .locale, file: path, line: 1, column: 1, locale: tag,
                        message: "'\(tag)' is not a locale tag ICU has data for, so the file's plural rules are unknown"))
            }
            do {
                catalogs.append((try CatalogFile(bytes: bytes, path: path), locale))
            } catch {
                findings.append(
                    ValidationFinding(
                        rule: .json, file: path, line: error.line ?? 1, column: error.column ?? 1, locale: tag,
                        message: error.reason))
            }
        }
        let sourceName = sourceLocale.lowercased()
        guard files.contains(where: { CatalogFile.localeTag(ofFileName: $0.path).lowercased() == sourceName }) else {
            throw CatalogError.noSourceCatalog(directory: directory, sourceLocale: sourceLocale)
        }
        let source = catalogs.first { $0.file.localeTag.lowercased() == sourceName }
        let sourceStructures = source.map { Self.structures(of: $0.file) } ?? [:]
        var messages = 0
        for (file, locale) in catalogs {
            messages += file.messages.count
            let isSource = file.localeTag.lowercased() == sourceName
            var checker = FileChecker(file: file, locale: locale, isSource: isSource)
            for message in file.messages {
                checker.check(
                    message, source: isSource ? nil : source?.file[message.id], sourceStructure: sourceStructures[message.id])
            }
            if let source, !isSource {
                checker.compareKeys(with: source.file)
            }
            findings += checker.findings
        }
        return (findings, messages)
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
    var findings: [ValidationFinding] = []

    init(file: CatalogFile, locale: ICULocale?, isSource: Bool) {
        self.file = file
        self.locale = locale
        self.isSource = isSource
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

    mutating func compareKeys(with source: CatalogFile) {
        for message in source.messages where file[message.id] == nil {
            findings.append(
                ValidationFinding(
                    rule: .missingKey, file: file.path, line: 1, locale: file.localeTag, id: message.id,
                    message: "missing: \(source.path) has it at line \(message.line)"))
        }
        for message in file.messages where source[message.id] == nil {
            add(.extraKey, message, "not in the source catalog \(source.path)")
        }
    }

    mutating func check(_ message: CatalogMessage, source: CatalogMessage?, sourceStructure: MessageStructure?) {
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
        if let locale { checkPluralCategories(structure, message, locale: locale) }
        if let source, let sourceStructure {
            compareArguments(structure, with: sourceStructure, message)
            if let locale { checkPoundSigns(structure, source: sourceStructure, message, locale: locale) }
            if message.pattern == source.pattern, sourceStructure.hasTranslatableText, !message.sameAsSource {
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

    mutating func checkPluralCategories(_ structure: MessageStructure, _ message: CatalogMessage, locale: ICULocale) {
        for argument in structure.arguments {
            guard let kind = MessageStructure.pluralKind(argument.kind),
                let rules = try? PluralRules.shared(locale: locale, kind: kind)
            else { continue }
            let kindName = kind == .ordinal ? "ordinal " : ""
            let explicit = Set(
                argument.variants.compactMap { $0.selector.hasPrefix("=") ? Double($0.selector.dropFirst()) : nil })
            let keywords = Set(argument.variants.map(\.selector).filter { !$0.hasPrefix("=") })
            for keyword in keywords.sorted() where !rules.categories.contains(keyword) {
                add(
                    .unusedPluralCategory, message, variant: argument.name,
                    "has '\(keyword)', a category \(file.localeTag) never uses for \(kindName)numbers (it uses \(rules.categories.joined(separator: ", ")))"
                )
            }
            for category in rules.categories where category != "other" && !keywords.contains(category) {
                let integers = rules.integers(in: category).filter { !explicit.contains(Double($0)) }
                if !integers.isEmpty {
                    add(
                        .missingPluralCategory, message, severity: .error, variant: argument.name,
                        "lacks '\(category)', which \(Self.list(integers)) take\(integers.count == 1 ? "s" : "")")
                } else if let sample = rules.samples(of: category).first(where: { !explicit.contains($0) }) {
                    add(
                        .missingPluralCategory, message, severity: .warning, variant: argument.name,
                        "lacks '\(category)', which \(JSONNumber.text(for: sample)) takes (no number from 0 to 999 does)")
                }
            }
        }
    }

    static func list(_ numbers: [Int]) -> String {
        let shown = numbers.prefix(6).map(String.init).joined(separator: ", ")
        return numbers.count > 6 ? shown + ", …" : shown
    }

    mutating func compareArguments(_ structure: MessageStructure, with source: MessageStructure, _ message: CatalogMessage) {
        // Names, path by path; a name wrong on every path is reported once.
        var missing: [String: [String?]] = [:]
        var unknown: [String: [String?]] = [:]
        let enumeration = structure.enumeration
        var paths = enumeration.paths
        if !enumeration.complete {
            // Too many paths to walk: the names of the whole message against the source's.
            add(
                .tooComplex, message,
                "too complex to check fully: its variants make more paths than \(MessageStructure.stepBudget) steps can enumerate, so argument names were compared over the whole message, not variant by variant"
            )
            var whole = MessageStructure.Path()
            whole.names = Set(structure.arguments.map(\.name))
            paths = [whole]
            let expected = Set(source.arguments.map(\.name))
            for name in expected.subtracting(whole.names) { missing[name, default: []].append(nil) }
            for name in whole.names.subtracting(expected) { unknown[name, default: []].append(nil) }
        }
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
                "{\(name)} is \(expected.sorted().joined(separator: " and ")) in the source, \(types.sorted().joined(separator: " and ")) here"
            )
        }
    }

    mutating func checkPoundSigns(
        _ structure: MessageStructure, source: MessageStructure, _ message: CatalogMessage, locale: ICULocale
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
            guard sourceShows, let rules = try? PluralRules.shared(locale: locale, kind: kind) else { continue }
            for variant in argument.variants where !variant.selector.hasPrefix("=") {
                guard !MessageStructure.showsNumber(variant.nodes, argument: argument.name) else { continue }
                let integers = rules.integers(in: variant.selector)
                guard integers.count != 1 else { continue }
                let reach =
                    integers.isEmpty
                    ? "no single number from 0 to 999 does"
                    : "\(Self.list(integers)) all do"
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
                    "too complex to check fully: rendering stopped after \(round) of \(rounds) rounds of samples (\(Self.renderBudget) argument values at most)"
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
