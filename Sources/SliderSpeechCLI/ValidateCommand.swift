import SliderFormatting
import SliderSpeech
import SliderSpeechValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `slider-speech validate`: translation validation of catalogs of every format, or of what a
/// directory holds.
enum ValidateCommand {
    static let command = SliderSpeechTool.Command(
        name: "validate",
        summary: "validates translation catalogs (ICU MessageFormat, plural rules from ICU)",
        help: """
            Usage: slider-speech validate [PATH]... [--source en] [--format text|json|sarif] [--strict]
                                          [--base DIR] [--baseline FILE]

            Checks each catalog directory (<locale>.json files), Xcode String Catalog
            (.xcstrings) and Android res directory (values*/strings.xml) against its source
            locale: JSON and XML, locale names, MessageFormat syntax or Apple's and Android's
            format specifiers, missing and extra keys, plural categories from ICU's CLDR rules,
            argument names and types in every variant, untranslated and empty translations,
            control and invisible characters, rendering every plural sample, String Catalog
            entries that need review, and what Android's resource compiler refuses. All inputs
            give one report.

              PATH            a catalog directory, a .xcstrings file, an Android res directory or
                              one of its files (values-ru/strings.xml is checked against its
                              tree's values/), a <locale>.json file (its directory), or any other
                              directory, which is searched for these (skipping .build, build,
                              .git and node_modules; the report's first line says what it
                              found); repeatable (default: Locales)
              --source L      the source locale (default en)
              --format F      text (default), json, or sarif (SARIF 2.1.0 for code scanning)
              --strict        count warnings as errors
              --base DIR      the directory SARIF file locations are relative to, as %SRCROOT%
                              (default: the current directory; use the repository's root)
              --baseline F    an earlier report of validate (json or sarif): the findings it
                              has already are marked unchanged and left out of the exit status;
                              the text report lists only new ones, the JSON report lists the
                              baseline's fixed findings as "absent"

            Limits: arguments nest at most 32 levels deep (deeper is a syntax finding); a message
            whose variants make more than 200,000 path steps, or whose rendering needs more than
            200,000 argument values, gets a too-complex warning and is checked in part.

            Paths are taken as bytes: a name that is not UTF-8 is read as given and shown with
            its undecodable bytes as \\xFF. In a catalog directory, such a file names no locale:
            it is a locale error and is not read; files not named *.json are left alone. An
            Android res directory is told by its values* folders, whatever its own name. A file
            named here is read as cat reads it (a FIFO waits for its writer), up to 64 MiB; in a
            directory or tree only regular files are read, and a FIFO or device there is skipped
            with a warning on standard error, as is a locale ICU has no data for (its plural
            categories are not checked).

            Exit status: 0 no errors (warnings allowed), 1 errors, 2 usage or I/O error.

            Documentation: Sources/SliderSpeechValidation/SliderSpeechValidation.docc/ValidationRules.md (every rule,
            with an example and its fix) and Sources/SliderSpeech/SliderSpeech.docc/CatalogFormat.md

            Example:
              slider-speech validate Locales Examples/Locales --format sarif > catalogs.sarif
              slider-speech validate Locales --format json > baseline.json
              slider-speech validate Locales --baseline baseline.json
              slider-speech validate Locales App/Localizable.xcstrings android/app/src/main/res
              slider-speech validate app/src/main/res/values-ru/strings.xml
              slider-speech validate .

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        let source = try arguments.value("--source") ?? CatalogSet.sourceLocaleTag
        let format = try CommandSupport.choice(&arguments, "--format", allowed: ["text", "json", "sarif"], default: "text")
        let strict = arguments.flag("--strict")
        let basePath = try arguments.pathValue("--base") ?? FilePath(".")
        // As the findings' paths are: their undecodable bytes as \xFF, so that one is a prefix of the other.
        let base = basePath.text
        let baselinePath = try arguments.pathValue("--baseline")
        var inputs = try arguments.pathPositionals()
        if inputs.isEmpty { inputs = [FilePath("Locales")] }
        var report: ValidationReport
        do {
            report = try CatalogValidator(sourceLocale: source).validate(inputs: inputs, strict: strict)
        } catch {
            throw UsageError("\(error)")
        }
        for note in report.notes { io.errorLine("slider-speech: warning: \(TerminalText.escaped(note))") }
        // Only a baseline and SARIF need the current directory (a path that cannot be told
        // fails only them).
        let currentPath = baselinePath != nil || format == "sarif" ? try Self.currentDirectory() : FilePath(".")
        let currentDirectory = currentPath.text
        if let baselinePath {
            let bytes = try CommandSupport.read(baselinePath, option: "--baseline")
            let baseline: ValidationBaseline
            do {
                baseline = try ValidationBaseline(
                    bytes: bytes, path: baselinePath.text, baseDirectory: base, currentDirectory: currentDirectory)
            } catch {
                throw UsageError("--baseline: \(error)")
            }
            report = report.compared(with: baseline, baseDirectory: base, currentDirectory: currentDirectory)
        }
        switch format {
        case "json": io.line(report.json)
        case "sarif":
            io.line(report.sarif(toolVersion: SliderSpeechTool.version, base: basePath, currentDirectory: currentPath))
        default: io.line(report.text)
        }
        // What a search found but could not read was not checked: the report stands for the
        // rest, and the run is an input error, never a pass.
        for unread in report.unread {
            io.errorLine("slider-speech: error: \(TerminalText.escaped(unread)); the rest was checked")
        }
        if !report.unread.isEmpty { return .usage }
        return report.passed ? .success : .findings
    }

    /// The absolute path of the current directory, as its bytes.
    static func currentDirectory() throws(UsageError) -> FilePath {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else {
            throw UsageError("cannot read the current directory: \(String(cString: strerror(errno)))")
        }
        return FilePath(bytes: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }
}
