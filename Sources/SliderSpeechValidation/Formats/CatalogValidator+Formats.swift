public import SliderSpeech

extension CatalogValidator {
    /// Validates catalogs of any format the validator reads, in one report: directories of
    /// ICU MessageFormat JSON (`<locale>.json`), Xcode String Catalogs (`.xcstrings` files), and
    /// Android resources (a `res` directory with `values*` folders, or one of its files, which
    /// is checked against its tree's `values` folder). Any other directory is searched for
    /// these, skipping `.build`, `build`, `.git` and `node_modules`; a `<locale>.json` file
    /// stands for its directory.
    /// - Parameters:
    ///   - paths: Catalog directories, String Catalogs, Android `res` directories or resource
    ///     files, or directories to search.
    ///   - strict: Whether warnings count as errors, in the report and its status.
    /// - Returns: The report.
    /// - Throws: `CatalogError` when a path cannot be read, holds no catalog, or a catalog
    ///   directory has no source catalog.
    public func validate(paths: [String], strict: Bool = false) throws(CatalogError) -> ValidationReport {
        try validate(inputs: paths.map(FilePath.init), strict: strict)
    }

    /// Validates inputs named by their bytes, as ``validate(paths:strict:)`` does: each is told
    /// apart by its bytes, whatever its name (an Android `res` directory by its `values*`
    /// folders, a String Catalog by its `.xcstrings` ending), and shown in the report with
    /// its undecodable bytes as `\\xFF`.
    /// - Throws: `CatalogError` when an input cannot be read or a catalog directory has no
    ///   source catalog.
    package func validate(inputs: [FilePath], strict: Bool = false) throws(CatalogError) -> ValidationReport {
        var findings: [ValidationFinding] = []
        var files = 0
        var messages = 0
        var found: [ValidationInput] = []
        var searched: [String] = []
        var notes: [String] = []
        var unread: [String] = []
        // Keyed by the path's bytes: two names that differ only in normalization (NFC and NFD)
        // are two files, which `String`'s equality would take for one.
        var paths: [[UInt8]: FilePath] = [:]
        // Two files of one catalog directory stand for it once.
        var seen: Set<CatalogInputs.Input> = []
        for given in inputs {
            let resolved = try CatalogInputs.resolve(given, sourceLocale: sourceLocale)
            if resolved.searched { searched.append(given.text) }
            notes += resolved.skipped
            unread += resolved.unread
            for input in resolved.inputs where seen.insert(input).inserted {
                var part = Part()
                // A catalog a search found that cannot be read is named, and the others are
                // still checked; one named on the command line stops the run.
                do throws(CatalogError) {
                    part = try validate(input)
                } catch {
                    guard resolved.searched else { throw error }
                    unread.append("\(error)")
                    continue
                }
                findings += part.findings
                files += part.files
                messages += part.messages
                notes += part.notes
                unread += part.unread
                for path in part.paths { paths[Array(path.text.utf8)] = path }
                found.append(ValidationInput(path: input.path.text, kind: Self.reportedKind(input.kind)))
            }
        }
        // SARIF writes a file's URI from its bytes.
        findings = findings.map { finding in
            var copy = finding
            copy.path = paths[Array(finding.file.utf8)]
            return copy
        }
        return ValidationReport(
            findings: findings, files: files, messages: messages, strict: strict, absent: [], hasBaseline: false,
            inputs: found, searched: searched, notes: notes, unread: unread)
    }

    /// How many bytes of memory a byte of input takes at the peak of its validation, measured
    /// on large real-shaped inputs (the Performance and Robustness article gives the figures):
    /// an Android tree is parsed by libxml2 into a document and then into the reader's own
    /// elements; a String Catalog and a catalog directory into their JSON values and entries.
    static let memoryFactor = (androidResources: 64, stringCatalog: 24, catalogs: 24)

    /// Refuses to go on when the memory limit leaves less than the input needs (see
    /// `MemoryBudget`), naming the input.
    static func checkMemory(_ byteCount: Int, factor: Int, path: String) throws(CatalogError) {
        do {
            try MemoryBudget.check(byteCount, factor: factor, path: path)
        } catch {
            throw CatalogError.unreadable(file: error.path, reason: error.reason)
        }
    }

    /// How the report names the kind of an input.
    private static func reportedKind(_ kind: CatalogInputs.Input.Kind) -> ValidationInput.Kind {
        switch kind {
        case .stringCatalog: return .stringCatalog
        case .androidResources, .androidFile: return .androidResources
        case .catalogDirectory: return .catalogDirectory
        }
    }

    /// The findings of one input.
    private func validate(_ input: CatalogInputs.Input) throws(CatalogError) -> Part {
        switch input.kind {
        case .stringCatalog: return try validateStringCatalog(path: input.path)
        case .androidResources: return try validateAndroid(tree: input.path, only: nil)
        case .androidFile(let tree): return try validateAndroid(tree: tree ?? input.path, only: input.path)
        case .catalogDirectory: return try validateDirectory(input.path)
        }
    }

    /// The findings of one input, with what was read.
    struct Part {
        var findings: [ValidationFinding] = []
        var files = 0
        var messages = 0
        /// What was not read or not checked.
        var notes: [String] = []
        /// The files of the input that could not be read, each with why.
        var unread: [String] = []
        /// The paths of the files read, by their bytes.
        var paths: [FilePath] = []
    }

    /// A directory of `<locale>.json` catalogs: its regular `.json` files with UTF-8 names. A
    /// name that is not UTF-8 names no locale: it is a ``ValidationRule/locale`` finding (an
    /// error) and is not read.
    func validateDirectory(_ directory: FilePath) throws(CatalogError) -> Part {
        let names: [FilePath]
        do {
            names = try FileSystem.entries(inDirectory: directory)
        } catch {
            throw CatalogError.unreadable(file: directory.text, reason: "cannot read the catalog directory (\(error.reason))")
        }
        var part = Part()
        var files: [InputFile] = []
        for name in names where name.hasSuffix(".json") {
            let path = directory.appending(name)
            guard name.string != nil else {
                part.findings.append(
                    ValidationFinding(
                        rule: .locale, file: path.text, line: 1, column: 1,
                        locale: CatalogFile.localeTag(ofFileName: name.text),
                        message: "the file name is not UTF-8, so it names no locale; the file is not read"))
                part.files += 1
                continue
            }
            // A file of the directory that cannot be read (a loop of links, an I/O error) is
            // named, and the directory's other files are still checked.
            let read: (bytes: [UInt8]?, skipped: String?)
            do throws(CatalogError) {
                read = try CatalogInputs.readRegular(path)
            } catch {
                part.unread.append("\(error)")
                continue
            }
            if let note = read.skipped { part.notes.append(note) }
            guard let bytes = read.bytes else { continue }
            files.append(InputFile(path: path.text, bytes: bytes))
            part.paths.append(path)
        }
        try Self.checkMemory(files.reduce(0) { $0 + $1.bytes.count }, factor: Self.memoryFactor.catalogs, path: directory.text)
        let report = try validate(files: files, directory: directory.text)
        part.findings += report.findings
        part.files += report.files
        part.messages = report.messages
        return part
    }

    /// The findings of one String Catalog file.
    func validateStringCatalog(path: FilePath) throws(CatalogError) -> Part {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path: path)
        } catch {
            throw CatalogError.unreadable(file: path.text, reason: "cannot read: \(error.reason)")
        }
        try Self.checkMemory(bytes.count, factor: Self.memoryFactor.stringCatalog, path: path.text)
        let report = Self.validateStringCatalog(bytes: bytes, path: path.text)
        return Part(findings: report.findings, files: 1, messages: report.messages, notes: report.notes, paths: [path])
    }

    /// The findings of one String Catalog given as bytes.
    package static func validateStringCatalog(bytes: [UInt8], path: String) -> ValidationReport {
        var catalog: StringCatalogReader.Catalog
        // A key written twice is one finding at its line; the later member is set aside and
        // the rest of the file is read and checked.
        var bytes = bytes
        var duplicates: [ValidationFinding] = []
        while true {
            do {
                catalog = try StringCatalogReader.read(bytes: bytes, path: path)
                break
            } catch {
                let prefix = "not JSON: duplicate key"
                if duplicates.count < DuplicateKeys.limit, error.message.hasPrefix(prefix),
                    DuplicateKeys.blankMember(in: &bytes, line: error.place.line, column: error.place.column)
                {
                    duplicates.append(
                        ValidationFinding(
                            rule: .json, file: path, line: error.place.line, column: error.place.column, locale: "",
                            message:
                                "\(error.message.dropFirst("not JSON: ".count)): the object has it already, and a reader "
                                + "keeps one of the two; this one is not checked, the rest of the file is"))
                    continue
                }
                return ValidationReport(
                    findings: duplicates + [
                        ValidationFinding(
                            rule: .json, file: path, line: error.place.line, column: error.place.column, locale: "",
                            message: error.message)
                    ], files: 1, messages: 0)
            }
        }
        var result = SpecifierCatalogChecker.check(
            SpecifierCatalogChecker.Catalog(
                file: path, sourceLocale: catalog.sourceLanguage, locales: catalog.locales, strings: catalog.strings,
                dialect: .apple))
        result.findings = duplicates + result.findings
        return ValidationReport(
            findings: result.findings, files: 1, messages: result.messages, strict: false, absent: [], hasBaseline: false,
            notes: result.notes)
    }

    /// One resource file of a tree, as read.
    private struct TreeFile {
        var path: FilePath
        var folder: String
        var qualifiers: String
        var file: AndroidResourceReader.File
    }

    /// The findings of an Android `res` tree, or of one of its files (`only`) against the
    /// tree's source folder: a file of a locale is compared with the source's files of the same
    /// qualifiers, and only its own findings are reported.
    func validateAndroid(tree: FilePath, only: FilePath?) throws(CatalogError) -> Part {
        var part = Part()
        var inputs: [(path: FilePath, folder: String, locale: String, qualifiers: String)] = []
        do {
            if CatalogInputs.kind(of: tree) == .directory {
                let onlyFolder = only.map { CatalogInputs.folderQualifiers($0.parent.lastComponent) }
                for folder in try FileSystem.entries(inDirectory: tree) {
                    let folderPath = tree.appending(folder)
                    guard let qualifiers = CatalogInputs.folderQualifiers(folder),
                        CatalogInputs.kind(of: folderPath) == .directory
                    else { continue }
                    // With one file given: its folder, and the source folder of its qualifiers.
                    if let only {
                        let isOwn = folderPath == only.parent
                        let isSource = qualifiers.locale.isEmpty && qualifiers.rest == (onlyFolder??.rest ?? "")
                        guard isOwn || isSource else { continue }
                        if isOwn {
                            inputs.append((only, folder.text, qualifiers.locale, qualifiers.rest))
                            continue
                        }
                    }
                    for name in try FileSystem.entries(inDirectory: folderPath) where name.hasSuffix(".xml") {
                        inputs.append((folderPath.appending(name), folder.text, qualifiers.locale, qualifiers.rest))
                    }
                }
            } else {
                let qualifiers = CatalogInputs.folderQualifiers(tree.parent.lastComponent)
                inputs.append((tree, tree.parent.lastComponent.text, qualifiers?.locale ?? "", qualifiers?.rest ?? ""))
            }
        } catch {
            throw CatalogError.unreadable(file: error.path, reason: "cannot read: \(error.reason)")
        }
        var files: [TreeFile] = []
        var unread: Set<String> = []
        var treeBytes = 0
        for input in inputs {
            let bytes: [UInt8]
            if input.path == only || only == nil && inputs.count == 1 {
                // A file named on the command line is read as it is, a FIFO too.
                do {
                    bytes = try FileSystem.read(path: input.path)
                } catch {
                    throw CatalogError.unreadable(file: input.path.text, reason: "cannot read: \(error.reason)")
                }
            } else {
                let read = try CatalogInputs.readRegular(input.path)
                if let note = read.skipped { part.notes.append(note) }
                guard let regular = read.bytes else { continue }
                bytes = regular
            }
            part.paths.append(input.path)
            // The parsed files are kept until the tree is checked: what they take adds up.
            treeBytes += bytes.count
            try Self.checkMemory(treeBytes, factor: Self.memoryFactor.androidResources, path: input.path.text)
            var file = AndroidResourceReader.read(bytes: bytes, path: input.path.text, locale: input.locale)
            let locale = file.locale.isEmpty ? sourceLocale : file.locale
            file.locale = locale
            file.qualifiers = input.qualifiers
            for index in file.entries.indices where file.entries[index].entry.locale != locale {
                file.entries[index].entry.locale = locale
            }
            if let failure = file.failure {
                unread.insert(locale)
                part.findings.append(
                    ValidationFinding(
                        rule: .xml, file: input.path.text, line: failure.line, column: failure.column, locale: locale,
                        message: failure.message))
            }
            for problem in file.problems {
                part.findings.append(
                    ValidationFinding(
                        rule: problem.rule, severity: problem.severity, file: input.path.text, line: problem.place.line,
                        column: problem.place.column, locale: locale, message: problem.message))
            }
            files.append(TreeFile(path: input.path, folder: input.folder, qualifiers: input.qualifiers, file: file))
        }
        part.files = files.count
        part.findings += Self.duplicates(files)
        // Merge each locale's files (values-fr and values-fr-night are one locale), its
        // unqualified folder first: a locale's first file with a key gives its entry. The
        // source's keys are numbered once and each entry is put in place by that number: one
        // lookup of its key an entry, not one for each locale and key.
        let merged = files.sorted {
            ($0.qualifiers.isEmpty ? 0 : 1, $0.folder) < ($1.qualifiers.isEmpty ? 0 : 1, $1.folder)
        }
        var locales: [String] = [sourceLocale]
        var localeNumbers: [String: Int] = [sourceLocale: 0]
        var localeFiles: [String: String] = [:]
        var order: [String] = []
        var keyNumbers: [String: Int] = [:]
        var sourceItems: [AndroidResourceReader.Item] = []
        for tree in merged {
            if localeNumbers[tree.file.locale] == nil {
                localeNumbers[tree.file.locale] = locales.count
                locales.append(tree.file.locale)
            }
            if localeFiles[tree.file.locale] == nil { localeFiles[tree.file.locale] = tree.file.path }
            guard tree.file.locale == sourceLocale else { continue }
            for item in tree.file.entries where keyNumbers[item.entry.key] == nil {
                keyNumbers[item.entry.key] = order.count
                order.append(item.entry.key)
                sourceItems.append(item)
            }
        }
        // Each key's entries by locale, and each locale's entries of keys the source lacks.
        var byKey = [[String: LocalizedEntry]](repeating: [:], count: order.count)
        var extraItems = [[String: AndroidResourceReader.Item]](repeating: [:], count: locales.count)
        for tree in merged where tree.file.locale != sourceLocale {
            let locale = tree.file.locale
            let number = localeNumbers[locale] ?? 0
            for item in tree.file.entries {
                if let key = keyNumbers[item.entry.key] {
                    if byKey[key][locale] == nil { byKey[key][locale] = item.entry }
                } else if extraItems[number][item.entry.key] == nil {
                    extraItems[number][item.entry.key] = item
                }
            }
        }
        var strings: [CatalogString] = []
        strings.reserveCapacity(order.count)
        for (number, sourceItem) in sourceItems.enumerated() {
            var entries = byKey[number]
            byKey[number] = [:]
            entries[sourceLocale] = sourceItem.entry
            var string = CatalogString(key: order[number], place: sourceItem.entry.place, entries: entries)
            string.translatable =
                !sourceItem.untranslatable && !sourceItem.ignore.contains("MissingTranslation")
                && !sourceItem.ignore.contains("all")
            string.translationForbidden = sourceItem.untranslatable && !sourceItem.ignore.contains("ExtraTranslation")
            strings.append(string)
        }
        var extras: [LocalizedEntry] = []
        for items in extraItems {
            // Only the extra ones are sorted, by their place (and key, where a line holds several).
            var own: [(key: String, place: LocalizedEntry.Place, entry: LocalizedEntry)] = []
            for index in items.indices {
                let ignore = items.values[index].ignore
                guard !ignore.contains("ExtraTranslation"), !ignore.contains("all") else { continue }
                let entry = items.values[index].entry
                own.append((items.keys[index], entry.place, entry))
            }
            for item in own.sorted(by: {
                ($0.place.line, $0.place.column, $0.key) < ($1.place.line, $1.place.column, $1.key)
            }) {
                extras.append(item.entry)
            }
        }
        var catalog = SpecifierCatalogChecker.Catalog(
            file: tree.text, sourceLocale: sourceLocale, locales: locales, strings: strings, dialect: .android)
        catalog.extraKeys = extras
        catalog.localeFiles = localeFiles
        catalog.unreadLocales = unread
        let result = SpecifierCatalogChecker.check(catalog)
        part.findings += result.findings
        part.notes += result.notes
        part.findings += Self.missingQualified(files, sourceLocale: sourceLocale, strings: strings)
        part.messages = result.messages
        if let only {
            // Only what is about the file given.
            part.findings.removeAll { $0.file != only.text }
            part.messages = files.first { $0.path == only }?.file.entries.count ?? 0
        }
        return part
    }

    /// aapt's "already defined": one name twice in one type and folder, in one file or two.
    private static func duplicates(_ files: [TreeFile]) -> [ValidationFinding] {
        /// A resource of a folder: its type and name.
        struct Resource: Hashable {
            let type: String
            let name: String
        }
        var findings: [ValidationFinding] = []
        // Folder by folder, in the order of their first file; each folder's table made once,
        // with room for all its files' entries.
        var folders: [String: [Int]] = [:]
        var folderOrder: [String] = []
        for (index, tree) in files.enumerated() {
            if folders[tree.folder] == nil { folderOrder.append(tree.folder) }
            folders[tree.folder, default: []].append(index)
        }
        var found: [(file: Int, entry: Int, finding: ValidationFinding)] = []
        for folder in folderOrder {
            let members = folders[folder] ?? []
            var first: [Resource: (file: String, line: Int)] = [:]
            first.reserveCapacity(members.reduce(0) { $0 + files[$1].file.entries.count })
            for member in members {
                let tree = files[member]
                // The arrays of this file seen so far: an array's items are one resource.
                var arraysHere: Set<Resource> = []
                for index in tree.file.entries.indices {
                    let type = tree.file.entries[index].type
                    let name = tree.file.entries[index].name
                    let key = Resource(type: type, name: name)
                    if tree.file.entries[index].entry.key.hasSuffix("]") {
                        guard arraysHere.insert(key).inserted else { continue }
                    }
                    let at = tree.file.entries[index].entry.place
                    // One lookup in the common case; the first definition is put back where
                    // there was one.
                    if let earlier = first.updateValue((tree.file.path, at.line), forKey: key) {
                        first[key] = earlier
                        let place = earlier.file == tree.file.path ? "line \(earlier.line)" : "\(earlier.file):\(earlier.line)"
                        found.append(
                            (
                                member, index,
                                ValidationFinding(
                                    rule: .invalidResource, file: tree.file.path, line: at.line, column: at.column,
                                    locale: tree.file.locale, id: name,
                                    message: "the \(type) '\(name)' is defined again (first at \(place)), which aapt refuses")
                            ))
                    }
                }
            }
        }
        // In the order of the files and their entries, as they were read.
        for item in found.sorted(by: { ($0.file, $0.entry) < ($1.file, $1.entry) }) { findings.append(item.finding) }
        return findings
    }

    /// A source text for a message, in quotes: its first 60 characters, then "…".
    static func quoted(_ text: String) -> String {
        text.count > 60 ? "“\(text.prefix(60))…”" : "“\(text)”"
    }

    /// Where the source overrides a string in a qualified folder (`values-v29`) that a locale
    /// translates without the same qualifiers (no `values-fr-v29` with it): Android prefers the
    /// locale's unqualified folder, whose text translates the other source text.
    private static func missingQualified(_ files: [TreeFile], sourceLocale: String, strings: [CatalogString])
        -> [ValidationFinding]
    {
        // Nothing to report unless the source has a qualified folder.
        guard files.contains(where: { !$0.qualifiers.isEmpty && $0.file.locale == sourceLocale }) else { return [] }
        var sourceOverrides: [(qualifiers: String, keys: [String], file: String, texts: [String: (String, String)])] = []
        var localeKeys: [String: [String: Set<String>]] = [:]
        var unqualified: [String: [String: LocalizedEntry]] = [:]
        for tree in files where tree.qualifiers.isEmpty {
            for item in tree.file.entries where unqualified[tree.file.locale]?[item.entry.key] == nil {
                unqualified[tree.file.locale, default: [:]][item.entry.key] = item.entry
            }
        }
        for tree in files where !tree.qualifiers.isEmpty {
            if tree.file.locale == sourceLocale {
                // Only a string the qualified folder changes: one it alone has is translated as it is.
                var texts: [String: (String, String)] = [:]
                let changed = tree.file.entries.filter { item in
                    guard let plain = unqualified[sourceLocale]?[item.entry.key] else { return false }
                    guard plain.variants.map(\.text) != item.entry.variants.map(\.text) else { return false }
                    texts[item.entry.key] = (
                        plain.variants.first?.text ?? "", item.entry.variants.first?.text ?? ""
                    )
                    return true
                }
                sourceOverrides.append((tree.qualifiers, changed.map(\.entry.key), tree.file.path, texts))
            } else {
                localeKeys[tree.file.locale, default: [:]][tree.qualifiers, default: []].formUnion(
                    tree.file.entries.map(\.entry.key))
            }
        }
        let translatable = Set(strings.filter(\.translatable).map(\.key))
        var findings: [ValidationFinding] = []
        for override in sourceOverrides {
            for locale in unqualified.keys.sorted() where locale != sourceLocale {
                let theirs = localeKeys[locale]?[override.qualifiers] ?? []
                for key in override.keys where translatable.contains(key) && !theirs.contains(key) {
                    guard let entry = unqualified[locale]?[key] else { continue }
                    let (older, newer) = override.texts[key].map { (Self.quoted($0.0), Self.quoted($0.1)) } ?? ("", "")
                    findings.append(
                        ValidationFinding(
                            rule: .missingQualifiedTranslation, file: entry.file, line: entry.place.line,
                            column: entry.place.column, locale: locale, id: key,
                            message:
                                "the source has two texts for it, \(older) and, for \(override.qualifiers), \(newer) "
                                + "(\(override.file)), but no values-…-\(override.qualifiers) folder of \(locale) has it: "
                                + "\(locale) shows this one translation for both, so it is wrong for one of them (see which, "
                                + "and translate the other where it belongs)"
                        ))
                }
            }
        }
        return findings
    }
}
