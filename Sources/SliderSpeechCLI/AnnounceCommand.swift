import SliderCore
import SliderFormatting
import SliderSpeech

/// `slider-speech announce`: every element's properties and spoken text, the summary and the
/// count of one slider description, as text or as one JSON object.
enum AnnounceCommand {
    static let command = SliderSpeechTool.Command(
        name: "announce",
        summary: "every element's properties and spoken text, the summary and the count",
        help: """
            Usage: slider-speech announce --spec FILE|- [--locale L] [--catalog DIR]...
                                          [--platform ios|android|web|all] [--format text|json]

            Prints what screen readers read and say about one slider: for each thumb its label,
            value text, effective limits and per-platform properties (VoiceOver, TalkBack, ARIA)
            and the text each platform speaks on focus; the range summary; the count of results.
            Where what a speech engine hears differs from the text shown ("60 US dollars" for
            "$60"), the text's next line gives it, labelled speech.

              --spec FILE      the slider description (JSON; its fields are in
                               Sources/SliderSpeech/SliderSpeech.docc/SliderDescriptionFormat.md);
                               - reads standard input
              --locale L       a BCP 47 locale tag (default en)
              --catalog DIR    an app catalog directory (<locale>.json files); repeatable, the
                               first given is searched first, the built-in catalog last;
                               default: a Locales/ folder beside the --spec file, if any;
                               an entry not named <locale>.json (or whose name is not UTF-8)
                               is skipped with a warning on standard error
              --platform P     whose spoken text to print: ios, android, web or all (default all)
              --format F       text (default) or json

            Limits (each an error naming the field or file, never a crash or a hang):
              a --spec or catalog file holds at most \(FileSystem.describe(limit: FileSystem.defaultReadLimit)) \
            (a histogram of 10 million
                counts is about 20 MB); histogram counts, ticks and tick labels are limited by
                that size alone, and checked in O(n log n)
              JSON nests at most \(JSONParser.maximumDepth) levels of arrays and objects
              a message pattern nests arguments at most \(MessageNesting.limit) levels deep
              {value, spellout} and {value, ordinal} speak digits from 2^53 in magnitude on
              paths are bytes: a name that is not UTF-8 is opened as given and shown as \\xFF

            Documentation: Sources/SliderSpeech/SliderSpeech.docc/Announcements.md and
            Sources/SliderSpeech/SliderSpeech.docc/SliderDescriptionFormat.md

            Example:
              slider-speech announce --spec Examples/price-filter.json --catalog Examples/Locales --locale ar

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        guard let spec = try arguments.pathValue("--spec") else { throw UsageError("--spec FILE is required") }
        let locale = try CommandSupport.locale(try arguments.value("--locale") ?? "en")
        let catalogs = try CommandSupport.catalogs(try arguments.pathValues("--catalog"), besideSpec: spec, io: io)
        let platform = try CommandSupport.choice(
            &arguments, "--platform", allowed: ["ios", "android", "web", "all"], default: "all")
        let format = try CommandSupport.choice(&arguments, "--format", allowed: ["text", "json"], default: "text")
        try CommandSupport.noPositionals(&arguments)
        let announcer = try CommandSupport.announcer(spec: spec, locale: locale, catalogs: catalogs, io: io)
        if format == "json" {
            io.line(JSONWriter.pretty(try AnnouncementJSON.document(announcer)))
        } else {
            let platforms = platform == "all" ? Platform.all : [Platform(id: platform)!]
            for line in try TextReport.lines(announcer, platforms: platforms) { io.line(line) }
        }
        return .success
    }
}

/// The people-readable report of `announce`: one line per property, whatever the description's
/// texts hold. A text whose speech form differs from the text shown (a currency or unit named
/// in full, format controls dropped) has its speech form on the next line, `speech` in the
/// label's column.
enum TextReport {
    static let platformNames: [Platform: String] = [.ios: "iOS", .android: "Android", .web: "web"]

    static func lines(_ announcer: SliderAnnouncer, platforms: [Platform]) throws -> [String] {
        let localization = announcer.localization
        var lines = [
            "locale \(localization.locale.identifier) (catalog \(localization.catalogLocale.identifier)), "
                + "text \(localization.direction.rawValue), track \(announcer.layoutDirection.rawValue)"
        ]
        /// The speech line under a text, indented as deep as `indent`, where the two differ.
        func speech(_ content: LocalizedText, indent: Int) {
            guard content.speech != content.text else { return }
            lines.append(String(repeating: " ", count: indent - 9) + "speech   " + content.speech)
        }
        for element in try announcer.elements() {
            lines.append("")
            lines.append("\(element.id.rawValue): \(TerminalText.escaped(element.label))")
            lines.append("  value      \(element.valueText)")
            // What the screen reader reads from accessibilityValue, stateDescription and
            // aria-valuetext, and says.
            if element.assistiveValueText != element.valueText {
                lines.append("    speech   " + element.assistiveValueText)
            }
            lines.append(
                "  now        \(JSONNumber.text(for: element.value)), limits "
                    + "\(JSONNumber.text(for: element.limits.minimum))…\(JSONNumber.text(for: element.limits.maximum))"
            )
            if let tick = element.tick {
                lines.append("  tick       \(tick.text.text)")
                speech(tick.text, indent: 13)
            }
            for platform in platforms {
                let name = (platformNames[platform] ?? platform.id)
                lines.append(
                    "  " + name + String(repeating: " ", count: max(1, 11 - name.count)) + (element.spoken[platform]?.text ?? ""))
                if let spoken = element.spoken[platform] { speech(spoken, indent: 13) }
            }
        }
        let summary = try announcer.summary()
        let count = try announcer.count()
        if summary != nil || count != nil { lines.append("") }
        if let summary {
            lines.append("summary    \(summary.content.text)   (display: \(summary.display))")
            speech(summary.content, indent: 11)
        }
        if let count {
            lines.append("count      \(count.content.text)")
            speech(count.content, indent: 11)
        }
        // Labels and texts from the description are echoed input: each line stays one line,
        // with the isolates and marks of right-to-left text kept where they are balanced.
        return lines.map(TerminalText.escapedKeepingBidi)
    }
}
