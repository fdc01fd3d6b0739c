extension CatalogValidator {
    /// Validates catalogs of any format the validator reads, in one report: directories of
    /// ICU MessageFormat JSON (`<locale>.json`), Xcode String Catalogs (`.xcstrings` files), and
    /// Android resources (a `res` directory with `values*` folders, or one `strings.xml`).
    /// - Parameters:
    ///   - paths: Catalog directories and String Catalog files.
    ///   - strict: Whether warnings count as errors, in the report and its status.
    /// - Returns: The report.
    /// - Throws: ``CatalogError`` when a path cannot be read or a JSON directory has no source catalog.
    public func validate(paths: [String], strict: Bool = false) throws(CatalogError) -> ValidationReport {
        var findings: [ValidationFinding] = []
        var files = 0
        var messages = 0
        for path in paths {
            if (path.hasSuffix(".xml") && !FileSystem.isDirectory(path)) || Self.isAndroidResources(path) {
                let result = try validateAndroid(path: path)
                findings += result.findings
                messages += result.messages
                files += result.files
            } else if path.hasSuffix(".xcstrings"), !FileSystem.isDirectory(path) {
                let result = try Self.validateStringCatalog(path: path)
                findings += result.findings
                messages += result.messages
                files += 1
            } else {
                let report = try validate(directories: [path])
                findings += report.findings
                files += report.files
                messages += report.messages
            }
        }
        return ValidationReport(findings: findings, files: files, messages: messages, strict: strict)
    }

    /// The findings of one String Catalog file.
    static func validateStringCatalog(path: String) throws(CatalogError) -> (findings: [ValidationFinding], messages: Int) {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(path: path)
        } catch {
            throw CatalogError.unreadable(file: path, reason: "cannot read: \(error.reason)")
        }
        return validateStringCatalog(bytes: bytes, path: path)
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

    /// Whether a directory holds Android `values*` folders.
    static func isAndroidResources(_ path: String) -> Bool {
        guard FileSystem.isDirectory(path), let names = try? FileSystem.names(inDirectory: path) else { return false }
        return names.contains { name in
            AndroidResourceReader.localeTag(ofFolder: name) != nil && FileSystem.isDirectory(FileSystem.join(path, name))
        }
    }

    /// The findings of an Android `res` directory or one resource file.
    func validateAndroid(path: String) throws(CatalogError) -> (findings: [ValidationFinding], messages: Int, files: Int) {
        var inputs: [(path: String, folderTag: String)] = []
        do {
            if FileSystem.isDirectory(path) {
                for folder in try FileSystem.names(inDirectory: path).sorted() {
                    let folderPath = FileSystem.join(path, folder)
                    guard let tag = AndroidResourceReader.localeTag(ofFolder: folder), FileSystem.isDirectory(folderPath) else {
                        continue
                    }
                    for name in try FileSystem.names(inDirectory: folderPath).sorted() where name.hasSuffix(".xml") {
                        inputs.append((FileSystem.join(folderPath, name), tag))
                    }
                }
            } else {
                let folder = path.split(separator: "/").dropLast().last.map(String.init) ?? ""
                inputs.append((path, AndroidResourceReader.localeTag(ofFolder: folder) ?? ""))
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
                throw CatalogError.unreadable(file: input.path, reason: "cannot read: \(error.reason)")
            }
            let file = AndroidResourceReader.read(bytes: bytes, path: input.path, locale: input.folderTag)
            let locale = file.locale.isEmpty ? sourceLocale : file.locale
            if let failure = file.failure {
                findings.append(
                    ValidationFinding(
                        rule: .xml, file: input.path, line: failure.line, column: failure.column, locale: locale,
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
                file: path, sourceLocale: sourceLocale, locales: locales, strings: strings, extraKeys: extras,
                dialect: .android, localeFiles: localeFiles))
        return (findings + result.findings, result.messages, inputs.count)
    }
}
