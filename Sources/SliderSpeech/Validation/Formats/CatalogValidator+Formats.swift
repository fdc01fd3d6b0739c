extension CatalogValidator {
    /// Validates catalogs of any format the validator reads, in one report: directories of
    /// ICU MessageFormat JSON (`<locale>.json`) and Xcode String Catalogs (`.xcstrings` files).
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
            if path.hasSuffix(".xcstrings"), !FileSystem.isDirectory(path) {
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
            throw CatalogError(file: path, reason: "cannot read: \(error.reason)")
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
}
