import SliderSpeech
public import SliderSpeechValidation
public import Testing

/// Validates translation catalogs from a Swift Testing test: each error fails the test as an
/// issue of its own, reading `file:line: error rule: locale id [variant]: message`; each
/// warning is recorded as a warning, which shows without failing. The rules, their ids and
/// severities are those of `CatalogValidator` in SliderSpeechValidation, and the paths are
/// what `slider-speech validate` takes.
///
/// ```swift
/// import SliderSpeechTesting
/// import Testing
///
/// @Test func translations() {
///     expectValidCatalogs("Resources/Locales")
/// }
/// ```
/// - Parameters:
///   - paths: Catalog directories, each holding one `<locale>.json` file per locale (`en.json`,
///     `pt-BR.json`: a JSON object of message id → ICU MessageFormat pattern); Xcode String
///     Catalogs (`.xcstrings`); Android `res` directories or resource files; or directories to
///     search for these.
///   - sourceLocale: The locale the others are compared with.
///   - strict: Whether warnings fail the test too.
///   - sourceLocation: Where the issues are recorded: the caller's line, unless given.
/// - Returns: The report, for further checks.
@discardableResult
public func expectValidCatalogs(
    _ paths: String..., sourceLocale: String = "en", strict: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
) -> ValidationReport? {
    do {
        let report = try CatalogValidator(sourceLocale: sourceLocale).validate(paths: paths, strict: strict)
        for finding in report.findings {
            Issue.record(
                Comment(rawValue: finding.description), severity: finding.severity == .error ? .error : .warning,
                sourceLocation: sourceLocation)
        }
        return report
    } catch {
        Issue.record(Comment(rawValue: "catalogs could not be read: \(error)"), sourceLocation: sourceLocation)
        return nil
    }
}
