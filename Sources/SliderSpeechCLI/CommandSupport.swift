import SliderFormatting
import SliderSpeech

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Parsing shared by the commands: choices, locales, catalogs, input files.
enum CommandSupport {
    /// The value of `--option` among `allowed`, or `defaultValue` when absent.
    static func choice(_ arguments: inout Arguments, _ option: String, allowed: [String], default defaultValue: String)
        throws(UsageError) -> String
    {
        guard let value = try arguments.value(option) else { return defaultValue }
        guard allowed.contains(value) else {
            throw UsageError("\(option): '\(value)' is not one of \(allowed.joined(separator: ", "))")
        }
        return value
    }

    /// A locale tag as ICU validates it: BCP 47 as a whole, with data for its language.
    static func locale(_ tag: String, option: String = "--locale") throws(UsageError) -> ICULocale {
        do {
            return try ICULocale(tag)
        } catch {
            throw UsageError("\(option): \(error)")
        }
    }

    /// The required `--locale L` of `format` and `plural`.
    static func requiredLocale(_ arguments: inout Arguments) throws(UsageError) -> ICULocale {
        guard let tag = try arguments.value("--locale") else {
            throw UsageError("--locale is required (a BCP 47 tag such as en-US)")
        }
        return try locale(tag)
    }

    /// The positional numbers of `format` and `plural`, at least one; each is checked when it
    /// is formatted.
    static func numbers(_ arguments: inout Arguments, name: String) throws(UsageError) -> [String] {
        let words = try arguments.positionals()
        guard !words.isEmpty else {
            throw UsageError("at least one \(name) is needed (a number as JSON writes it, such as -3.25)")
        }
        return words
    }

    /// Writes one line per number, in order, each what `line` makes of it — all made before
    /// any is written, so that a bad number leaves no output.
    /// - Throws: ``UsageError`` naming the number's kind (`VALUE`, `NUMBER`) for the first that fails.
    static func writeLines(
        for numbers: [String], name: String, io: ToolIO, _ line: (String) throws(FormattingError) -> String
    ) throws(UsageError) {
        var lines: [String] = []
        lines.reserveCapacity(numbers.count)
        for number in numbers {
            do {
                lines.append(try line(number))
            } catch {
                throw UsageError("\(name): \(error)")
            }
        }
        for text in lines { io.line(text) }
    }

    /// The app's catalog directories named by their bytes, then the built-in catalog. With no
    /// directory given, a `Locales/` folder beside the description file is the app's catalog,
    /// so that a description and its catalog travel together (`Examples/price-filter.json` and
    /// `Examples/Locales/`). Each entry of a directory that is not a catalog file (not
    /// `<locale>.json`, or a name that is not UTF-8) is skipped with one warning line on
    /// standard error, when `io` is given.
    static func catalogs(_ given: [FilePath], besideSpec spec: FilePath?, io: ToolIO?) throws(UsageError) -> CatalogSet {
        var directories = given
        if directories.isEmpty, let spec, !spec.isStandardInput {
            let beside = spec.parent.appending("Locales")
            if FileSystem.isDirectory(beside) { directories = [beside] }
        }
        let set: CatalogSet
        do {
            set = try CatalogSet(appDirectoryPaths: directories)
        } catch {
            throw UsageError("--catalog: \(error)")
        }
        if let io {
            for directory in set.directories {
                for entry in directory.skippedEntries {
                    io.errorLine("slider-speech: warning: --catalog: \(entry.path): skipped: \(entry.reason)")
                }
            }
        }
        return set
    }

    /// The bytes of a file named by its bytes, or of standard input for `-`.
    static func read(_ path: FilePath, option: String) throws(UsageError) -> [UInt8] {
        // Closed when the tool started (`<&-`): held on /dev/null, which is no input.
        if path.isStandardInput, StandardDescriptors.wasClosed(0) {
            throw UsageError("\(option): cannot read 'standard input': bad file descriptor")
        }
        do {
            if path.isStandardInput { return try FileSystem.read(descriptor: 0, name: "standard input") }
            return try FileSystem.read(path: path)
        } catch {
            throw UsageError("\(option): cannot read '\(error.path)': \(error.reason)")
        }
    }

    /// A slider description from a file named by its bytes (`-` for standard input).
    static func description(_ path: FilePath) throws(UsageError) -> SliderDescription {
        let bytes = try read(path, option: "--spec")
        do {
            return try SliderDescription(jsonBytes: bytes)
        } catch {
            throw UsageError("\(name(of: path)): \(error)")
        }
    }

    /// The announcer of a description file named by its bytes (`-` for standard input), its
    /// errors naming the file. With `io`, a locale answered in another script than its own
    /// (`sr-Cyrl` by the Latin catalog) is one warning line on standard error.
    static func announcer(spec path: FilePath, locale: ICULocale, catalogs: CatalogSet, io: ToolIO? = nil)
        throws(UsageError) -> SliderAnnouncer
    {
        let description = try description(path)
        let announcer: SliderAnnouncer
        do {
            announcer = try SliderAnnouncer(description: description, locale: locale, catalogs: catalogs)
        } catch {
            throw UsageError("\(name(of: path)): \(error)")
        }
        if let io { warnAboutScript(announcer.localization, tag: locale.identifier, io: io) }
        return announcer
    }

    /// One warning line when the catalog answering `tag` is written in another script than the
    /// locale asked for: "--locale sr-Cyrl: no catalog is in its script, Cyrl; answered from
    /// sr-Latn, in Latn".
    static func warnAboutScript(_ localization: Localization, tag: String, io: ToolIO) {
        guard let fallback = localization.scriptFallback else { return }
        io.errorLine(
            "slider-speech: warning: --locale \(TerminalText.escaped(tag)): no catalog is in its script, "
                + "\(fallback.requested); answered from \(localization.catalogLocale.identifier), in \(fallback.answered)"
        )
    }

    /// A file's name in messages: `standard input` for `-`, else its text.
    static func name(of path: FilePath) -> String {
        path.isStandardInput ? "standard input" : path.text
    }

    /// Refuses an output path that names a standard descriptor the tool found closed when it
    /// started (`-o /dev/stdout` with `>&-`): what would be written there would be lost.
    static func refuseClosedDescriptor(_ output: FilePath, option: String) throws(UsageError) {
        guard FileSystem.isDescriptorPath(output), let text = output.string else { return }
        let number: Int32?
        switch text {
        case "/dev/stdin": number = 0
        case "/dev/stdout": number = 1
        case "/dev/stderr": number = 2
        default: number = text.split(separator: "/").last.flatMap { Int32($0) }
        }
        let own =
            text.hasPrefix("/dev/std") || text.hasPrefix("/dev/fd/") || text.hasPrefix("/proc/self/")
            || text.hasPrefix("/proc/\(getpid())/")
        guard own, let number, (0...2).contains(number), StandardDescriptors.wasClosed(number) else { return }
        let names = ["standard input", "standard output", "standard error"]
        throw UsageError(
            "\(option): '\(output)' is \(names[Int(number)]), which was closed when the tool started: nothing was written")
    }

    /// Refuses an output path that names one of the command's input files (following links):
    /// writing it would replace the input.
    static func refuseOverwritingInput(_ output: FilePath, option: String, inputs: [(path: FilePath, option: String)])
        throws(UsageError)
    {
        guard let target = FileSystem.identity(of: output) else { return }
        for input in inputs where !input.path.isStandardInput {
            guard let identity = FileSystem.identity(of: input.path), identity.isSameFile(as: target) else { continue }
            throw UsageError(
                "\(option): '\(output)' is the \(input.option) file '\(input.path)', which writing it would replace; "
                    + "give another file")
        }
    }

    /// Rejects words left over once a command took its options.
    static func noPositionals(_ arguments: inout Arguments) throws(UsageError) {
        if let extra = try arguments.positionals().first {
            throw UsageError("unexpected argument '\(extra)'")
        }
    }
}
