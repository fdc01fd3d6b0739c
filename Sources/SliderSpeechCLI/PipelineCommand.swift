import SliderFormatting
import SliderSpeech

/// `slider-speech pipeline`: events in, one JSON line each; announcements out, one result a line.
enum PipelineCommand {
    static let command = SliderSpeechTool.Command(
        name: "pipeline",
        summary: "reads events as JSON lines and writes announcements as each arrives",
        help: """
            Usage: slider-speech pipeline --spec FILE [--locale L] [--catalog DIR]...
                                          [--format jsonl|ssml] [--platform ios|android|web]
                                          [--max-line-bytes N]

            Reads one JSON event a line from standard input and writes, for each line that is not
            blank, one JSON object — written and flushed before the next line is read; for
            {"type": "increment", "thumb": "lower"} on Examples/price-filter.json:
              {"seq":1,"event":"increment","range":[65,180],"limitedBy":null,"announcements":
               [{"text":"65 US dollars","speech":"65 US dollars","politeness":"assertive","kind":"value"}]}
            Events: {"type": "focus", "thumb": "lower"}; increment, decrement, pageIncrement,
            pageDecrement, home, end (with "thumb" for a range, without it otherwise);
            {"type": "set", "thumb": "upper", "value": 212.5}; {"type": "dragStart", "x": 120};
            {"type": "dragMove", "dx": 14} (points since the start); {"type": "dragEnd"}.
            A bad line gets {"seq": n, "error": "..."}, the state stays as it was and the pipeline
            goes on; the exit status is then 1. A line longer than --max-line-bytes gets such an
            error object as soon as it passes the limit, and the pipeline goes on after its line feed. Answers are written
            whenever no more input is waiting, so a producer that waits for one always gets it.
            A read or write error ends the pipeline with one line on standard error and exit
            status 2.

              --spec FILE      the slider description (JSON; its fields are in
                               Sources/SliderSpeech/SliderSpeech.docc/SliderDescriptionFormat.md)
              --locale L       a BCP 47 locale tag (default en)
              --catalog DIR    an app catalog directory; repeatable (default: a Locales/
                               folder beside the --spec file, if any); entries not named
                               <locale>.json are skipped with a warning on standard error
              --format F       jsonl (default), or ssml: each announcement as one SSML document on
                               one line (errors then go to standard error)
              --platform P     whose spoken text a focus event says: ios (default), android, web
              --max-line-bytes N  the longest event line read, in bytes (default 1048576,
                               1 MiB; any N from 1 up)

            Documentation: Sources/SliderSpeech/SliderSpeech.docc/EventPipeline.md

            Example:
              printf '{"type":"focus","thumb":"lower"}\\n{"type":"increment","thumb":"lower"}\\n' |
                slider-speech pipeline --spec Examples/price-filter.json --catalog Examples/Locales

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        guard let spec = try arguments.pathValue("--spec") else { throw UsageError("--spec FILE is required") }
        guard !spec.isStandardInput else {
            throw UsageError("--spec: standard input carries the events; give the description as a file")
        }
        let locale = try CommandSupport.locale(try arguments.value("--locale") ?? "en")
        let catalogs = try CommandSupport.catalogs(try arguments.pathValues("--catalog"), besideSpec: spec, io: io)
        let formatName = try CommandSupport.choice(&arguments, "--format", allowed: ["jsonl", "ssml"], default: "jsonl")
        let platformName = try CommandSupport.choice(
            &arguments, "--platform", allowed: ["ios", "android", "web"], default: "ios")
        let maximumLineBytes = try maximumLineBytes(&arguments)
        try CommandSupport.noPositionals(&arguments)
        let announcer = try CommandSupport.announcer(spec: spec, locale: locale, catalogs: catalogs, io: io)
        var session = PipelineSession(
            announcer: announcer, format: PipelineSession.Format(rawValue: formatName)!,
            platform: Platform(id: platformName)!)
        // Answers wait in the output buffer until no more input is waiting (or the buffer
        // fills): a producer that waits for an answer gets it, and a burst of lines is answered
        // in few writes.
        var reader = LineReader(maximumLineBytes: maximumLineBytes, beforeBlockingRead: { io.flush() })
        while true {
            let item: LineReader.Item?
            do {
                item = try reader.next()
            } catch {
                io.flush()
                throw UsageError("standard input: \(error)")
            }
            guard let item else { break }
            // Answers are written as bytes straight into the output buffer.
            let output: PipelineSession.Answer? = io.writeBytes { buffer in
                switch item {
                case .line(let line):
                    return session.process(line, into: buffer)
                case .tooLong:
                    return session.rejectUnreadLine(
                        "line longer than \(maximumLineBytes) bytes (--max-line-bytes); skipped to its end", into: buffer)
                }
            }
            guard let output else { continue }
            if let error = output.error, session.format == .ssml {
                io.errorLine("slider-speech: error: line \(session.sequence): \(TerminalText.escaped(error))")
            }
            // The rest of an over-long line may take long to skip (`< /dev/zero` never ends):
            // its error object goes out now.
            if item == .tooLong { io.flush() }
            if io.isOutputClosed { break }
        }
        io.flush()
        return session.rejected > 0 ? .findings : .success
    }

    /// `--max-line-bytes N`: a whole number from 1 up.
    static func maximumLineBytes(_ arguments: inout Arguments) throws(UsageError) -> Int {
        guard let text = try arguments.value("--max-line-bytes") else { return LineReader.defaultMaximumLineBytes }
        guard let count = Int(text), count >= 1 else {
            throw UsageError("--max-line-bytes: '\(TerminalText.escaped(text))' is not a whole number of bytes from 1 up")
        }
        return count
    }
}
