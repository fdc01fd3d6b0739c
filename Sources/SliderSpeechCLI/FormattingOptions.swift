import SliderFormatting

/// Command-line parsing shared by the commands that format numbers (`format`, `plural`): the
/// locale option and the numbers, with errors that name the option or value at fault.
enum FormattingOptions {
    /// The required `--locale L`, checked by ICU.
    /// - Throws: ``UsageError`` when it is missing, repeated, or not a locale ICU has data for.
    static func locale(_ arguments: inout Arguments) throws -> ICULocale {
        guard let tag = try arguments.value("--locale") else {
            throw UsageError("--locale is required (a BCP 47 tag such as en-US)")
        }
        do {
            return try ICULocale(tag)
        } catch {
            throw UsageError("--locale: \(error)")
        }
    }

    /// The positional numbers, at least one; each is checked when it is used, through
    /// ``numberError(_:name:)``.
    /// - Throws: ``UsageError`` when there are none or a word is an unknown option.
    static func numbers(_ arguments: inout Arguments, name: String) throws -> [String] {
        let words = try arguments.positionals()
        guard !words.isEmpty else {
            throw UsageError("at least one \(name) is needed (a number as JSON writes it, such as -3.25)")
        }
        return words
    }

    /// A formatting error about one of the numbers, as a usage error naming it.
    static func numberError(_ error: FormattingError, name: String) -> UsageError {
        UsageError("\(name): \(error)")
    }
}
