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
                                      [--name N]... [--script] [--style] [--nonce N | --external]
                   slider-speech html --asset script|style
                   slider-speech html --asset locale [--locale L] [--catalog DIR]...

            Writes a <slider-speech> element that a page embeds as it is, correct before any
            script runs: one focusable role="slider" element per thumb with aria-valuenow,
            aria-valuetext (the value as a screen reader should say it), aria-valuemin and
            aria-valuemax (the thumb's effective limits) and aria-orientation; a range is a group
            named by its label, a slider with one thumb is named by the label itself; lang and dir
            from the locale, the track's own direction as data-track-direction; the count line
            and assertive live regions for what a move says. Every text is HTML-escaped.

              --spec FILE      the slider description (JSON); - reads standard input
              --locale L       a BCP 47 locale tag (default en)
              --catalog DIR    an app catalog directory; repeatable (default: Locales/ beside
                               the --spec file, if any)
              --id-prefix P    the element's id and the prefix of every other id (default
                               slider): ASCII letters, digits, - and _, starting with a letter;
                               give each slider of a page its own
              --name N         the name a <form> submits the values under: once for every value,
                               or twice for a range (the lower value's, then the upper's)
              --script         add the element's script and the data it runs on (the slider's,
                               its locale's): keys, pointers and touch move the thumbs, and every
                               value, limit and count is written in the page as this tool would
              --style          add the default stylesheet (a <link> holding it): a track,
                               thumbs at their values, tick marks, a focus ring, forced-colors
                               mode; a page with several sliders links --asset style once instead
              --nonce N        a Content Security Policy nonce on the inline <script> and <link>
                               (script-src 'nonce-N'; style-src 'nonce-N')
              --external       leave the script, the stylesheet and the locale's data out (the
                               slider's data stays): the page loads the files --asset writes
              --asset script|style|locale
                               write the element's script (slider-speech.js), the stylesheet
                               (slider-speech.css), or the data of one locale and its catalogs
                               (slider-speech.L.js), to serve as files of their own

            The page's size does not depend on the step: the script holds the slider's rules, and
            the data the number formats, plural rules and messages our ICU and the catalogs give.
            A value style the page cannot write at run time (a skeleton it has no template for, a
            message with choice or spellout, speechValues spellout) is an error naming the field.

            Documentation: Sources/SliderSpeechWeb/SliderSpeechWeb.docc/AccessibleHTML.md

            Examples:
              slider-speech html --spec Examples/price-filter.json --locale ar --id-prefix price --script --style
              slider-speech html --spec Examples/price-filter.json --name min_price --name max_price --script --external
              slider-speech html --asset script > slider-speech.js
              slider-speech html --asset locale --locale ar --catalog Examples/Locales > slider-speech.ar.js

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        if let asset = try arguments.value("--asset") {
            switch asset {
            case "script", "style":
                try CommandSupport.noPositionals(&arguments)
                io.write(asset == "script" ? SliderHTML.script : SliderHTML.stylesheet)
            case "locale":
                let locale = try CommandSupport.locale(try arguments.value("--locale") ?? "en")
                let directories = try arguments.pathValues("--catalog")
                try CommandSupport.noPositionals(&arguments)
                let catalogs = try CommandSupport.catalogs(directories, besideSpec: nil, io: io)
                do {
                    io.write(try SliderHTML.localeScript(Localization(locale: locale, catalogs: catalogs)))
                } catch {
                    throw UsageError("--asset locale: \(error)")
                }
            default:
                throw UsageError("--asset: '\(asset)' is not an asset (script, style or locale)")
            }
            return .success
        }
        guard let spec = try arguments.pathValue("--spec") else { throw UsageError("--spec FILE is required") }
        let locale = try CommandSupport.locale(try arguments.value("--locale") ?? "en")
        let catalogs = try CommandSupport.catalogs(try arguments.pathValues("--catalog"), besideSpec: spec, io: io)
        let prefix = try arguments.value("--id-prefix") ?? "slider"
        let names = try arguments.values("--name")
        let script = arguments.flag("--script")
        let style = arguments.flag("--style")
        let nonce = try arguments.value("--nonce")
        let external = arguments.flag("--external")
        try CommandSupport.noPositionals(&arguments)
        if let nonce {
            guard SliderHTML.isValidNonce(nonce) else {
                throw UsageError(
                    "--nonce: '\(nonce)' is not a CSP nonce (base64: ASCII letters, digits, +, /, - and _, then at most two =)")
            }
            guard script || style else { throw UsageError("--nonce needs --script or --style") }
            guard !external else { throw UsageError("--nonce and --external: with --external nothing is inline") }
        }
        if external, !script, !style { throw UsageError("--external needs --script or --style") }
        let placement: SliderHTML.Options.Placement = external ? .external : .inline
        let options = SliderHTML.Options(
            script: script ? placement : .none, style: style ? placement : .none, nonce: nonce, names: names)
        let announcer = try CommandSupport.announcer(spec: spec, locale: locale, catalogs: catalogs, io: io)
        do {
            io.write(try SliderHTML.fragment(announcer, idPrefix: prefix, options: options))
        } catch {
            throw UsageError("\(CommandSupport.name(of: spec)): \(error)")
        }
        return .success
    }
}
