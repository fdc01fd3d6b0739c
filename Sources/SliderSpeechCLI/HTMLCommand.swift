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
                                      [--script] [--style] [--nonce N | --external]
                   slider-speech html --asset script|style

            Writes an HTML fragment that a page can embed as it is, correct before any script
            runs: a group labelled with the control's label, one focusable role="slider" element
            per thumb with aria-label, aria-valuenow, aria-valuetext, aria-valuemin and
            aria-valuemax (the thumb's effective limits) and aria-orientation; lang and dir from
            the locale, the track's own direction as data-track-direction; a polite live region
            (role="status") with the count and assertive ones for what a move posts. Every text
            is HTML-escaped.

              --spec FILE      the slider description (JSON); - reads standard input
              --locale L       a BCP 47 locale tag (default en)
              --catalog DIR    an app catalog directory; repeatable (default: Locales/ beside
                               the --spec file, if any)
              --id-prefix P    the prefix of every id (default slider): ASCII letters, digits,
                               - and _, starting with a letter; give each slider of a page its own
              --script         add the slider's state table and the script that moves the thumbs
                               with the arrow keys, Page Up/Down, Home and End, and with a
                               pointer (mouse, pen, touch) when the stylesheet places them
              --style          add the default stylesheet: a track, thumbs at their values
                               (mirrored right to left), hidden live regions, a focus ring,
                               forced-colors mode
              --nonce N        a Content Security Policy nonce on the inline <script> and
                               <style> (script-src 'nonce-N'; style-src 'nonce-N')
              --external       leave the script and the stylesheet out (the state table stays):
                               the page loads them as files written with --asset
              --asset script|style
                               write the script (slider-speech.js) or the stylesheet
                               (slider-speech.css) alone, to serve as a file of its own

            The script holds no step logic: it looks each key and pointer move up in a table that
            the tool computed from the slider's own rules, so a move says what `pipeline` says.
            The screen reader speaks a changed aria-valuetext by itself; the live regions get
            only why a move stopped and the count when it changed. A continuous slider moves on
            a grid of 201 positions (a twentieth of its range a step, a tenth a page); a thumb
            may take at most 201 values.

            Documentation: Sources/SliderSpeechWeb/SliderSpeechWeb.docc/AccessibleHTML.md

            Examples:
              slider-speech html --spec Examples/price-filter.json --locale ar --id-prefix price --script --style
              slider-speech html --spec Examples/price-filter.json --script --style --nonce "$NONCE"
              slider-speech html --asset script > slider-speech.js

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        if let asset = try arguments.value("--asset") {
            try CommandSupport.noPositionals(&arguments)
            switch asset {
            case "script": io.write(SliderHTML.script + "\n")
            case "style": io.write(SliderHTML.stylesheet)
            default: throw UsageError("--asset: '\(asset)' is not an asset (script or style)")
            }
            return .success
        }
        guard let spec = try arguments.pathValue("--spec") else { throw UsageError("--spec FILE is required") }
        let locale = try CommandSupport.locale(try arguments.value("--locale") ?? "en")
        let catalogs = try CommandSupport.catalogs(try arguments.pathValues("--catalog"), besideSpec: spec, io: io)
        let prefix = try arguments.value("--id-prefix") ?? "slider"
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
        let options = SliderHTML.Options(script: script ? placement : .none, style: style ? placement : .none, nonce: nonce)
        let announcer = try CommandSupport.announcer(spec: spec, locale: locale, catalogs: catalogs, io: io)
        do {
            io.write(try SliderHTML.fragment(announcer, idPrefix: prefix, options: options))
        } catch {
            throw UsageError("\(CommandSupport.name(of: spec)): \(error)")
        }
        return .success
    }
}
