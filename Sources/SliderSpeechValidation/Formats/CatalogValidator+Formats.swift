import SliderSpeech

extension CatalogValidator {
    /// Validates catalogs of any format the validator reads, in one report: directories of
    /// ICU MessageFormat JSON (`<locale>.json`), Xcode String Catalogs (`.xcstrings` files), and
    /// Android resources (a `res` directory with `values*` folders, or one `strings.xml`).
    /// - Parameters:
    ///   - paths: Catalog directories and String Catalog files.
    ///   - strict: Whether warnings count as errors, in the report and its status.
    /// - Returns: The report.
    /// - Throws: `CatalogError` when a path cannot be read or a JSON directory has no source catalog.
    public func validate(paths: [String], strict: Bool = false) throws(CatalogError) -> ValidationReport {
        try validate(inputs: paths.map(FilePath.init), strict: strict)
    }

    /// Validates inputs named by their bytes, as ``validate(paths:strict:)`` does: each is told
    /// apart by its bytes, whatever its name (an Android `res` directory by its `values*`
    /// folders, a String Catalog by its `.xcstrings` ending), and shown in the report with
    /// its undecodable bytes as `\\xFF`.
    /// - Throws: `CatalogError` when an input cannot be read or a JSON directory has no source catalog.
    package func validate(inputs: [FilePath], strict: Bool = false) throws(CatalogError) -> ValidationReport {
        var findings: [ValidationFinding] = []
        var files = 0
        var messages = 0
        for input in inputs {
            if (input.hasSuffix(".xml") && !FileSystem.isDirectory(input)) || Self.isAndroidResources(input) {
                let result = try validateAndroid(path: input)
                findings += result.findings
                messages += result.messages
                files += result.files
            } else if input.hasSuffix(".xcstrings"), !FileSystem.isDirectory(input) {
                let result = try Self.validateStringCatalog(path: input)
                findings += result.findings
                messages += result.messages
                files += 1
            } else {
                let report = try validate(directoryPaths: [input])
                findings += report.findings
                files += report.files
                messages += report.messages
            }
        }
        return ValidationReport(findings: findings, files: files, messages: messages, strict: strict)
    }

    /// The findings of one String Catalog file.
    static func validateStringCatalog(path: FilePath) throws(CatalogError) -> (findings: [ValidationFinding], messages: Int) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path: path)
        } catch {
            throw CatalogError.unreadable(file: path.text, reason: "cannot read: \(error.reason)")
        }
        return validateStringCatalog(bytes: bytes, path: path.text)
    }

    /// The findings of one String Catalog given as bytes.
    package static func validateStringCatalog(bytes: [UInt8], path: String) -> (findings: [ValidationFinding], messages: Int) {
        let catalog: StringCatalogReader.Catalog
        do {
            catalog = try StringCatalogReader.read(bytes: bytes, path: path)
        } catch {
            return (
                [
                    ValidationFinding(
                        rule: .json, file: path, line: error.place.line, column: error.place.column, locale: "",
                        message: error.message)
                ], 0
            )
        }
        return SpecifierCatalogChecker.check(
            SpecifierCatalogChecker.Catalog(
                file: path, sourceLocale: catalog.sourceLanguage, locales: catalog.locales, strings: catalog.strings,
                dialect: .apple))
    }

    /// Whether a directory holds Android `values*` folders, told by the bytes of its entries'
    /// names whatever the directory's own name.
    static func isAndroidResources(_ path: FilePath) -> Bool {
        guard FileSystem.isDirectory(path), let names = try? FileSystem.entries(inDirectory: path) else { return false }
        return names.contains { name in
            androidFolderTag(name) != nil && FileSystem.isDirectory(path.appending(name))
        }
    }

    /// The locale tag of a `values*` folder name (`""` for `values`), or `nil` for any other
    /// name, one that is not UTF-8 included.
    private static func androidFolderTag(_ name: FilePath) -> String? {
        name.string.flatMap(AndroidResourceReader.localeTag(ofFolder:))
    }

    /// The findings of an Android `res` directory or one resource file, named by their bytes.
    func validateAndroid(path: FilePath) throws(CatalogError) -> (findings: [ValidationFinding], messages: Int, files: Int) {
        var inputs: [(path: FilePath, folderTag: String)] = []
        do {
            if FileSystem.isDirectory(path) {
                for folder in try FileSystem.entries(inDirectory: path) {
                    let folderPath = path.appending(folder)
                    guard let tag = Self.androidFolderTag(folder), FileSystem.isDirectory(folderPath) else { continue }
                    for name in try FileSystem.entries(inDirectory: folderPath) where name.hasSuffix(".xml") {
                        inputs.append((folderPath.appending(name), tag))
                    }
                }
            } else {
                inputs.append((path, Self.androidFolderTag(path.parent.lastComponent) ?? ""))
            }
        } catch {
            throw CatalogError.unreadable(file: error.path, reason: "cannot read: \(error.reason)")
        }
        var findings: [ValidationFinding] = []
        var files: [AndroidResourceReader.File] = []
        for input in inputs {
            let bytes: [UInt8]
            do {
                bytes = try FileSystem.read(path: input.path)
            } catch {
                throw CatalogError.unreadable(file: input.path.text, reason: "cannot read: \(error.reason)")
            }
            let file = AndroidResourceReader.read(bytes: bytes, path: input.path.text, locale: input.folderTag)
            let locale = file.locale.isEmpty ? sourceLocale : file.locale
            if let failure = file.failure {
                findings.append(
                    ValidationFinding(
                        rule: .xml, file: input.path.text, line: failure.line, column: failure.column, locale: locale,
                        message: failure.message))
            }
            var copy = file
            copy.locale = locale
            copy.entries = file.entries.map { item in
                var entry = item.entry
                entry = LocalizedEntry(relocating: entry, locale: locale)
                return (entry, item.ignore)
            }
            files.append(copy)
        }
        // Merge each locale's files (values-fr and values-fr-night are one locale).
        var locales: [String] = [sourceLocale]
        var byLocale: [String: [String: (entry: LocalizedEntry, ignore: Set<String>)]] = [:]
        var localeFiles: [String: String] = [:]
        var order: [String] = []
        for file in files {
            if !locales.contains(file.locale) { locales.append(file.locale) }
            if localeFiles[file.locale] == nil { localeFiles[file.locale] = file.path }
            for item in file.entries where byLocale[file.locale]?[item.entry.key] == nil {
                byLocale[file.locale, default: [:]][item.entry.key] = item
                if file.locale == sourceLocale { order.append(item.entry.key) }
            }
        }
        let source = byLocale[sourceLocale] ?? [:]
        var strings: [(key: String, place: LocalizedEntry.Place, translatable: Bool, entries: [String: LocalizedEntry])] = []
        for key in order {
            guard let sourceItem = source[key] else { continue }
            var entries: [String: LocalizedEntry] = [:]
            for locale in locales { if let item = byLocale[locale]?[key] { entries[locale] = item.entry } }
            let translatable =
                sourceItem.entry.translatable && !sourceItem.ignore.contains("MissingTranslation")
                && !sourceItem.ignore.contains("all")
            strings.append((key, sourceItem.entry.place, translatable, entries))
        }
        var extras: [(key: String, entry: LocalizedEntry)] = []
        for locale in locales where locale != sourceLocale {
            for (key, item) in (byLocale[locale] ?? [:]).sorted(by: { $0.value.entry.place.line < $1.value.entry.place.line })
            where source[key] == nil && !item.ignore.contains("ExtraTranslation") && !item.ignore.contains("all") {
                extras.append((key, item.entry))
            }
        }
        let result = SpecifierCatalogChecker.check(
            SpecifierCatalogChecker.Catalog(
                file: path.text, sourceLocale: sourceLocale, locales: locales, strings: strings, extraKeys: extras,
                dialect: .android, localeFiles: localeFiles))
        return (findings + result.findings, result.messages, inputs.count)
    }
}
