import SliderFormatting

/// `slider-speech format`: numbers as value text in a locale, one line per value.
enum FormatCommand {
    static let command = SliderSpeechTool.Command(
        name: "format",
        summary: "write numbers as value text: currency, percent, units, any ICU skeleton",
        help: help,
        run: { arguments, io in try run(&arguments, io: io) })

    static let help = """
        Usage: slider-speech format --locale L (--skeleton S | --currency C | --percent | --unit U) VALUE…

        Writes each VALUE as the locale writes it, one line per value, in the order given.
        A VALUE is a decimal number as JSON writes it (-3.25, 1e6); it is formatted exactly,
        without passing through binary floating point.

        Options (exactly one of the four styles):
          --locale L      the locale, a BCP 47 tag (en-US, fr-FR, ar-EG)
          --skeleton S    any ICU number skeleton, such as "precision-integer" or ".00"
                          (a currency/XXX in it must be an ISO 4217 code ICU knows)
          --currency C    money in the ISO 4217 currency C (skeleton currency/C)
          --percent       a percentage: 0.25 is 25 % (skeleton percent scale/100)
          --unit U        a measure with its full unit name (skeleton
                          measure-unit/U unit-width-full-name), such as length-kilometer

        Documentation: Sources/SliderFormatting/SliderFormatting.docc/ValueTextStyles.md

        Example:
          slider-speech format --locale fr-FR --currency USD 1234.5 -3.25
        writes "1 234,50 $US" and "-3,25 $US" (with French no-break spaces), one a line.

        """

    static func run(_ arguments: inout Arguments, io: ToolIO) throws -> ExitStatus {
        let locale = try CommandSupport.requiredLocale(&arguments)
        let (style, option) = try style(&arguments)
        let values = try CommandSupport.numbers(&arguments, name: "VALUE")
        let format: NumberFormat
        do {
            // ICU takes any three letters as a skeleton's currency/XXX: the one check of the
            // tool and of descriptions' value styles, so that --skeleton "currency/QZX" is as
            // wrong as --currency QZX.
            if let code = CurrencyCodes.unknownCode(inSkeleton: style.skeleton) { throw FormattingError.unknownCurrency(code) }
            format = try NumberFormat.shared(style: style, locale: locale)
        } catch {
            throw UsageError("\(option): \(error)")
        }
        try CommandSupport.writeLines(for: values, name: "VALUE", io: io) { (value) throws(FormattingError) in
            try format.format(decimal: value)
        }
        return .success
    }

    /// The one style option given, and its name for errors.
    private static func style(_ arguments: inout Arguments) throws -> (NumberStyle, String) {
        var styles: [(NumberStyle, String)] = []
        if let skeleton = try arguments.value("--skeleton") {
            styles.append((.skeleton(skeleton), "--skeleton"))
        }
        if let code = try arguments.value("--currency") {
            styles.append((.currency(code: code, precision: nil), "--currency"))
        }
        if arguments.flag("--percent") {
            styles.append((.percent(step: 0), "--percent"))
        }
        if let unit = try arguments.value("--unit") {
            styles.append((.unit(unit, step: 0), "--unit"))
        }
        guard styles.count == 1 else {
            let given = styles.map(\.1).joined(separator: " and ")
            throw UsageError(
                styles.isEmpty
                    ? "one of --skeleton, --currency, --percent or --unit is needed"
                    : "give only one of --skeleton, --currency, --percent and --unit, not \(given)")
        }
        return styles[0]
    }
}
