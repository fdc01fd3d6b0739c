import SliderSpeech

/// `slider-speech validate`: translation validation of catalog directories.
enum ValidateCommand {
    static let command = SliderSpeechTool.Command(
        name: "validate",
        summary: "validates translation catalogs (ICU MessageFormat, plural rules from ICU)",
        help: """
            Usage: slider-speech validate [DIR]... [--source en] [--format text|json|sarif] [--strict]

            Checks each catalog directory (<locale>.json files) against its source locale:
            JSON, locale names, MessageFormat syntax, missing and extra keys, plural categories
            from ICU's CLDR rules, argument names and types in every variant, untranslated
            messages, invisible characters in the syntax, and rendering every plural sample.

              DIR             a catalog directory; repeatable (default: Locales)
              --source L      the source locale (default en)
              --format F      text (default), json, or sarif (SARIF 2.1.0 for code scanning)
              --strict        count warnings as errors

            Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage or I/O error.

            Documentation: Sources/SliderSpeech/SliderSpeech.docc/ValidationRules.md (every rule,
            with an example and its fix) and Sources/SliderSpeech/SliderSpeech.docc/CatalogFormat.md

            Example:
              slider-speech validate Locales Examples/Locales --format sarif > catalogs.sarif

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        let source = try arguments.value("--source") ?? CatalogSet.sourceLocaleTag
        let format = try CommandSupport.choice(&arguments, "--format", allowed: ["text", "json", "sarif"], default: "text")
        let strict = arguments.flag("--strict")
        var directories = try arguments.positionals()
        if directories.isEmpty { directories = ["Locales"] }
        let report: ValidationReport
        do {
            report = try CatalogValidator(sourceLocale: source).validate(directories: directories, strict: strict)
        } catch {
            throw UsageError("\(error)")
        }
        switch format {
        case "json": io.line(report.json)
        case "sarif": io.line(report.sarif(toolVersion: SliderSpeechTool.version))
        default: io.line(report.text)
        }
        return report.passed ? .success : .findings
    }
}
