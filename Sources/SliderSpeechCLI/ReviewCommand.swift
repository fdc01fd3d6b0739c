import SliderCore
import SliderFormatting
import SliderSpeech
import SliderSpeechWeb

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `slider-speech review`: one self-contained page for translators and accessibility reviewers.
enum ReviewCommand {
    static let command = SliderSpeechTool.Command(
        name: "review",
        summary: "a self-contained review page of sliders in several locales, for translators and reviewers",
        help: """
            Usage: slider-speech review --spec FILE... [--locale L]... [--catalog DIR]... [--audio]
                                        -o FILE

            Writes one HTML page that needs nothing else (no network, no other file): for each
            locale a section, and in it for each description the live slider (keyboard moves
            as `html --script`), every element's VoiceOver, TalkBack and ARIA properties, what
            each platform speaks on focus (the text form with its invisible characters shown,
            and the speech form), the summary and its bound-aware variants, the limit texts and
            the count at a few values. A list of links leads to each locale's section.

              --spec FILE      a slider description; repeatable
              --locale L       a locale tag; repeatable (default en)
              --catalog DIR    an app catalog directory; repeatable (default: Locales/ beside
                               the first --spec file, if any)
              --audio          a play button with espeak-ng's audio for each spoken text (needs
                               espeak-ng; without it this is an error)
              -o FILE          where to write the page

            Documentation: Sources/SliderSpeechWeb/SliderSpeechWeb.docc/AccessibleHTML.md

            Example:
              slider-speech review --spec Examples/price-filter.json --locale en --locale ar -o review.html

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        let specs = try arguments.pathValues("--spec")
        guard !specs.isEmpty else { throw UsageError("--spec FILE is required") }
        var tags = try arguments.values("--locale")
        if tags.isEmpty { tags = ["en"] }
        let catalogs = try CommandSupport.catalogs(try arguments.pathValues("--catalog"), besideSpec: specs[0], io: io)
        let audio = arguments.flag("--audio")
        guard let output = try arguments.pathValue("-o") else { throw UsageError("-o FILE is required") }
        try CommandSupport.noPositionals(&arguments)
        // Each locale once: a tag given twice (or spelled twice, en-US and en_us) would make a
        // second section with the same ids.
        var locales: [(tag: String, locale: ICULocale)] = []
        for tag in tags {
            let locale = try CommandSupport.locale(tag)
            if let first = locales.first(where: { $0.locale == locale }) {
                io.errorLine(
                    "slider-speech: warning: --locale: '\(TerminalText.escaped(tag))' is '\(TerminalText.escaped(first.tag))' "
                        + "again; its section is written once"
                )
                continue
            }
            locales.append((tag, locale))
        }
        var speaker: ReviewPage.Speaker?
        if audio {
            guard let espeak = Espeak.find() else {
                throw UsageError("--audio: espeak-ng is not installed (Debian: apt-get install espeak-ng)")
            }
            var voices: [String: String] = [:]
            for (tag, locale) in locales {
                let candidates = Espeak.candidates(for: locale.identifier)
                do {
                    if let voice = try espeak.voice(among: candidates) {
                        voices[tag] = voice
                    } else {
                        io.errorLine(
                            "slider-speech: warning: --audio: espeak-ng has no voice for '\(TerminalText.escaped(tag))' (tried "
                                + "\(candidates.joined(separator: ", "))): its section has no audio"
                        )
                    }
                } catch {
                    throw UsageError("--audio: \(error)")
                }
            }
            let cache = AudioCache()
            speaker = { (text, tag) throws(Espeak.Failure) -> [UInt8]? in
                guard let voice = voices[tag] else { return nil }
                if let wav = cache.wavs[voice + "\u{0}" + text] { return wav }
                let wav = try espeak.wav(text, voice: voice)
                cache.wavs[voice + "\u{0}" + text] = wav
                return wav
            }
        }
        var descriptions: [(String, SliderDescription)] = []
        for spec in specs { descriptions.append((spec.text, try CommandSupport.description(spec))) }
        var sections: [ReviewPage.Section] = []
        for (tag, locale) in locales {
            var entries: [ReviewPage.Entry] = []
            for (name, description) in descriptions {
                do {
                    let announcer = try SliderAnnouncer(description: description, locale: locale, catalogs: catalogs)
                    entries.append(ReviewPage.Entry(name: name, announcer: announcer))
                } catch {
                    throw UsageError("\(name): \(error)")
                }
            }
            if let first = entries.first { CommandSupport.warnAboutScript(first.announcer.localization, tag: tag, io: io) }
            sections.append(ReviewPage.Section(tag: tag, entries: entries))
        }
        let page: String
        do {
            page = try ReviewPage(sections: sections, speaker: speaker).html()
        } catch {
            throw UsageError("\(error)")
        }
        try CommandSupport.refuseClosedDescriptor(output, option: "-o")
        var inputs = specs.map { (path: $0, option: "--spec") }
        for directory in catalogs.directories where directory.path != CatalogDirectory.builtIn.path {
            let directory = FilePath(directory.path)
            for name in (try? FileSystem.entries(inDirectory: directory)) ?? [] {
                inputs.append((directory.appending(name), "--catalog"))
            }
        }
        try CommandSupport.refuseOverwritingInput(output, option: "-o", inputs: inputs)
        do {
            try FileSystem.write(Array(page.utf8), to: output)
        } catch {
            throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
        }
        return .success
    }
}

/// The WAVs made so far, by voice and text: a text said in several places is spoken once.
private final class AudioCache {
    var wavs: [String: [UInt8]] = [:]
}

/// espeak-ng, run as a child process to speak a text to a WAV.
struct Espeak {
    /// Why espeak-ng could not be run or could not speak: a one-line reason.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let path: String

    /// espeak-ng on the `PATH`, or `nil`.
    static func find() -> Espeak? {
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/espeak-ng"
            if access(candidate, X_OK) == 0 { return Espeak(path: candidate) }
        }
        return nil
    }

    /// The tags to try for a locale, most specific first, as espeak-ng's voices are named by
    /// language and region (`en-us`, `fr-fr`, `pt-br`) or by language alone (`sr`): the tag's
    /// language, script and region subtags (up to any extension), then each with its last
    /// subtag dropped. `zh-Hant-TW` → `zh-hant-tw`, `zh-hant`, `zh`.
    static func candidates(for tag: String) -> [String] {
        var subtags: [String] = []
        for subtag in tag.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }) {
            if subtag.count == 1 { break }
            subtags.append(String(subtag))
        }
        var result: [String] = []
        while !subtags.isEmpty {
            result.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return result
    }

    /// The first of `candidates` espeak-ng has a voice for, asked as espeak-ng itself would
    /// choose it for `-v` (by voice name, then by language through its own list, where `en`
    /// is English of Great Britain and `fr` French of France); `nil` when none.
    /// - Throws: ``Failure`` when espeak-ng cannot be run (no file descriptor left, say).
    func voice(among candidates: [String]) throws(Failure) -> String? {
        for candidate in candidates {
            // -q: no sound; espeak-ng exits 1 with "voice does not exist" when it has none.
            let run = try Self.run(path, ["-v", candidate, "-q", ""])
            if run.status == 0 { return candidate }
        }
        return nil
    }

    /// The WAV of a text spoken by a voice.
    /// - Throws: ``Failure`` when espeak-ng cannot be run, fails, or writes no audio.
    func wav(_ text: String, voice: String) throws(Failure) -> [UInt8] {
        let run = try Self.run(path, ["-v", voice, "--stdout", "--", text])
        guard run.status == 0, !run.output.isEmpty else {
            let said = String(decoding: run.errors, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
            throw Failure(
                description:
                    "espeak-ng -v \(voice) failed (exit status "
                    + "\(run.status))\(said.isEmpty ? "" : ": " + TerminalText.escaped(said))"
            )
        }
        return run.output
    }

    /// Runs a program: its exit status (128 + a signal), standard output and standard error.
    /// - Throws: ``Failure`` when it cannot be started (no pipe or process left: `EMFILE`,
    ///   `EAGAIN`) or its output cannot be read.
    static func run(_ program: String, _ arguments: [String]) throws(Failure) -> (status: Int32, output: [UInt8], errors: [UInt8])
    {
        var out: [Int32] = [-1, -1]
        var err: [Int32] = [-1, -1]
        guard pipe(&out) == 0 else { throw Failure(description: "cannot run espeak-ng: \(ErrorNames.describe(errno))") }
        guard pipe(&err) == 0 else {
            let code = errno
            close(out[0])
            close(out[1])
            throw Failure(description: "cannot run espeak-ng: \(ErrorNames.describe(code))")
        }
        for descriptor in [out[0], err[0]] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, out[1], 1)
        posix_spawn_file_actions_adddup2(&actions, err[1], 2)
        for descriptor in [out[0], out[1], err[0], err[1]] { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, program, &actions, nil, argv, environ)
        close(out[1])
        close(err[1])
        guard status == 0 else {
            close(out[0])
            close(err[0])
            throw Failure(description: "cannot run espeak-ng: \(ErrorNames.describe(status))")
        }
        // Standard error is read after standard output's end: espeak-ng writes a line or two there.
        let output = Result { () throws(FileSystem.Failure) in try FileSystem.read(descriptor: out[0], name: program) }
        close(out[0])
        let errors = (try? FileSystem.read(descriptor: err[0], name: program)) ?? []
        close(err[0])
        var exit: Int32 = 0
        while waitpid(child, &exit, 0) < 0, errno == EINTR {}
        let signal = exit & 0x7F
        let code = signal == 0 ? (exit >> 8) & 0xFF : 128 + signal
        switch output {
        case .success(let bytes): return (code, bytes, errors)
        case .failure(let failure): throw Failure(description: "cannot read espeak-ng's audio: \(failure.reason)")
        }
    }
}
