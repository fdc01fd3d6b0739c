import SliderCore
import SliderFormatting
import SliderSpeech
import SliderSpeechWeb

/// `slider-speech html`: an accessible HTML fragment of one slider, for a server to embed.
enum HTMLCommand {
    static let command = SliderSpeechTool.Command(
        name: "html",
        summary: "an accessible HTML fragment of a slider (ARIA slider pattern, live regions)",
        help: """
            Usage: slider-speech html --spec FILE|- [--locale L] [--catalog DIR]... [--id-prefix P]
                                      [--script]

            Writes an HTML fragment that a page can embed as it is, correct before any script
            runs: a group labelled with the control's label, one focusable role="slider" element
            per thumb with aria-label, aria-valuenow, aria-valuetext, aria-valuemin and
            aria-valuemax (the thumb's effective limits) and aria-orientation; lang and dir from
            the locale, the track's own direction as data-track-direction; a polite live region
            (role="status") with the count and an assertive one for what a move says. Every text
            is HTML-escaped.

              --spec FILE      the slider description (JSON); - reads standard input
              --locale L       a BCP 47 locale tag (default en)
              --catalog DIR    an app catalog directory; repeatable (default: Locales/ beside
                               the --spec file, if any)
              --id-prefix P    the prefix of every id (default slider): ASCII letters, digits,
                               - and _, starting with a letter; give each slider of a page its own
              --script         add the slider's state table and the script that moves the thumbs
                               with the arrow keys, Page Up/Down, Home and End

            The script holds no step logic: it looks each key up in a table that the tool
            computed from the slider's own rules, so a move says what `pipeline` says. A
            continuous slider moves on the grid the keyboard reaches (a twentieth of its range a
            step, a tenth a page); a thumb may take at most 201 values.

            Documentation: Sources/SliderSpeechWeb/SliderSpeechWeb.docc/AccessibleHTML.md

            Example:
              slider-speech html --spec Examples/price-filter.json --locale ar --id-prefix price --script

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        guard let spec = try arguments.pathValue("--spec") else { throw UsageError("--spec FILE is required") }
        let locale = try CommandSupport.locale(try arguments.value("--locale") ?? "en")
        let catalogs = try CommandSupport.catalogs(try arguments.pathValues("--catalog"), besideSpec: spec, io: io)
        let prefix = try arguments.value("--id-prefix") ?? "slider"
        let script = arguments.flag("--script")
        try CommandSupport.noPositionals(&arguments)
        let announcer = try CommandSupport.announcer(spec: spec, locale: locale, catalogs: catalogs, io: io)
        do {
            io.write(try SliderHTML.fragment(announcer, idPrefix: prefix, includeScript: script))
        } catch {
            throw UsageError("\(CommandSupport.name(of: spec)): \(error)")
        }
        return .success
    }
}
