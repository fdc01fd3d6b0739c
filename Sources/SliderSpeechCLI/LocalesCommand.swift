import SliderFormatting
import SliderSpeech

/// `slider-speech locales`: the shipped locales, with their plural categories and direction.
enum LocalesCommand {
    static let command = SliderSpeechTool.Command(
        name: "locales",
        summary: "the built-in catalog's locales, their plural categories and text direction",
        help: """
            Usage: slider-speech locales [--format text|json]

            Lists the locales of the built-in catalog with the cardinal and ordinal plural
            categories ICU gives each (CLDR rules) and its text direction.

              --format F   text (default) or json

            Documentation: Sources/SliderSpeech/SliderSpeech.docc/CatalogFormat.md

            Example:
              slider-speech locales --format json

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        let format = try CommandSupport.choice(&arguments, "--format", allowed: ["text", "json"], default: "text")
        try CommandSupport.noPositionals(&arguments)
        var rows: [(tag: String, cardinal: [String], ordinal: [String], direction: String)] = []
        for tag in CatalogDirectory.builtIn.localeTags {  // the file names: no file need be parsed
            let locale = try CommandSupport.locale(tag, option: "built-in catalog")
            let cardinal = try PluralRules.shared(locale: locale, kind: .cardinal).categories.map(\.rawValue)
            let ordinal = try PluralRules.shared(locale: locale, kind: .ordinal).categories.map(\.rawValue)
            rows.append((tag, cardinal, ordinal, locale.direction.rawValue))
        }
        if format == "json" {
            let locales = rows.map { row -> JSONValue in
                .object(
                    JSONObject([
                        "locale": .string(row.tag), "direction": .string(row.direction),
                        "cardinal": .array(row.cardinal.map(JSONValue.string)),
                        "ordinal": .array(row.ordinal.map(JSONValue.string)),
                    ]))
            }
            io.line(
                JSONWriter.pretty(
                    .object(
                        JSONObject([
                            "icuVersion": .string(ICUInfo.icuVersion), "cldrVersion": .string(ICUInfo.cldrVersion),
                            "locales": .array(locales),
                        ]))))
        } else {
            let width = (rows.map(\.tag.count).max() ?? 0) + 2
            for row in rows {
                io.line(
                    row.tag + String(repeating: " ", count: width - row.tag.count) + row.direction
                        + "  cardinal: " + row.cardinal.joined(separator: " ") + "; ordinal: "
                        + row.ordinal.joined(separator: " "))
            }
        }
        return .success
    }
}
