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
        var speaker: ReviewPage.Speaker?
        if audio {
            guard let espeak = Espeak.find() else {
                throw UsageError("--audio: espeak-ng is not installed (Debian: apt-get install espeak-ng)")
            }
            speaker = { text, locale in espeak.wav(text, locale: locale) }
        }
        var descriptions: [(String, SliderDescription)] = []
        for spec in specs { descriptions.append((spec.text, try CommandSupport.description(spec))) }
        var sections: [ReviewPage.Section] = []
        for tag in tags {
            let locale = try CommandSupport.locale(tag)
            var entries: [ReviewPage.Entry] = []
            for (name, description) in descriptions {
                do {
                    let announcer = try SliderAnnouncer(description: description, locale: locale, catalogs: catalogs)
                    entries.append(ReviewPage.Entry(name: name, announcer: announcer))
                } catch {
                    throw UsageError("\(name): \(error)")
                }
            }
            sections.append(ReviewPage.Section(tag: tag, entries: entries))
        }
        let page: String
        do {
            page = try ReviewPage(sections: sections, speaker: speaker).html()
        } catch {
            throw UsageError("\(error)")
        }
        do {
            try FileSystem.write(Array(page.utf8), to: output)
        } catch {
            throw UsageError("-o: cannot write '\(error.path)': \(error.reason)")
        }
        return .success
    }
}

/// espeak-ng, run as a child process to speak a text to a WAV.
struct Espeak {
    let path: String
    /// The voices espeak-ng has, by their language tag in lower case.
    let voices: Set<String>

    /// espeak-ng on the `PATH`, or `nil`.
    static func find() -> Espeak? {
        let path = String(cString: getenv("PATH") ?? strdup("/usr/bin:/bin"))
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/espeak-ng"
            if access(candidate, X_OK) == 0 {
                let listing = run(candidate, ["--voices"]) ?? []
                var voices: Set<String> = []
                for line in String(decoding: listing, as: UTF8.self).split(separator: "\n").dropFirst() {
                    let columns = line.split(separator: " ", omittingEmptySubsequences: true)
                    if columns.count > 1 { voices.insert(columns[1].lowercased()) }
                }
                return Espeak(path: candidate, voices: voices)
            }
        }
        return nil
    }

    /// The voice for a locale: the whole tag, else its language; `nil` when espeak-ng has none.
    func voice(for locale: String) -> String? {
        let tag = locale.lowercased().replacing("_", with: "-")
        if voices.contains(tag) { return tag }
        let language = String(tag.split(separator: "-").first ?? "")
        return voices.contains(language) ? language : nil
    }

    /// The WAV of a text spoken in a locale's voice, or `nil` without a voice or on failure.
    func wav(_ text: String, locale: String) -> [UInt8]? {
        guard let voice = voice(for: locale) else { return nil }
        return Self.run(path, ["-v", voice, "--stdout", "--", text])
    }

    /// Runs a program and returns its standard output, or `nil` when it fails.
    static func run(_ program: String, _ arguments: [String]) -> [UInt8]? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, ends[0])
        posix_spawn_file_actions_addclose(&actions, ends[1])
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, program, &actions, nil, argv, environ)
        close(ends[1])
        guard status == 0 else {
            close(ends[0])
            return nil
        }
        let bytes = try? FileSystem.read(descriptor: ends[0], name: program)
        close(ends[0])
        var exit: Int32 = 0
        while waitpid(child, &exit, 0) < 0, errno == EINTR {}
        return exit == 0 ? bytes : nil
    }
}
