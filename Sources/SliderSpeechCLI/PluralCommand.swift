import SliderFormatting

/// `slider-speech plural`: the CLDR plural category of numbers as written ("1.0" is not "1").
enum PluralCommand {
    static let command = SliderSpeechTool.Command(
        name: "plural",
        summary: "the CLDR plural category of each number, as written",
        help: help,
        run: { arguments, io in try run(&arguments, io: io) })

    static let help = """
        Usage: slider-speech plural --locale L [--ordinal] NUMBER…

        Writes the CLDR plural category (zero, one, two, few, many, other) of each NUMBER in
        the locale, one a line, in the order given. A NUMBER is a decimal number as JSON writes
        it and keeps its visible fraction digits: in English "1" is one but "1.0" is other.

        Options:
          --locale L   the locale, a BCP 47 tag (en, ru, ar)
          --ordinal    ordinal rules (1st, 2nd, 3rd) instead of cardinal ones

        Documentation: Sources/SliderFormatting/SliderFormatting.docc/LocalesAndPlurals.md

        Example:
          slider-speech plural --locale ru 1 2 5 21 1.5
        writes one, few, many, one and other, one a line.

        """

    static func run(_ arguments: inout Arguments, io: ToolIO) throws -> ExitStatus {
        let locale = try CommandSupport.requiredLocale(&arguments)
        let kind: PluralKind = arguments.flag("--ordinal") ? .ordinal : .cardinal
        let numbers = try CommandSupport.numbers(&arguments, name: "NUMBER")
        let rules: PluralRules
        do {
            rules = try PluralRules.shared(locale: locale, kind: kind)
        } catch {
            throw UsageError("--locale: \(error)")
        }
        try CommandSupport.writeLines(for: numbers, name: "NUMBER", io: io) { (number) throws(FormattingError) in
            try rules.category(ofDecimal: number).rawValue
        }
        return .success
    }
}
