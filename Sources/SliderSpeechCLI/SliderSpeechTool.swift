import SliderFormatting

/// The `slider-speech` command-line tool: parses the command word, runs the command, maps
/// errors to one line on standard error (`slider-speech: error: …`) and an exit status.
package enum SliderSpeechTool {
    package static let version = "0.1.0"

    /// What `--version` prints: the version, and the ICU and CLDR the tool runs with, which
    /// every plural rule and formatted number comes from (a static binary carries its own).
    static var versionLine: String {
        "slider-speech \(version) (ICU \(ICUInfo.icuVersion), CLDR \(ICUInfo.cldrVersion))"
    }

    /// A command of the tool.
    struct Command: Sendable {
        let name: String
        let summary: String
        let help: String
        let run: @Sendable (inout Arguments, ToolIO) throws -> ExitStatus
    }

    static let commands: [Command] = [
        DemoCommand.command, AnnounceCommand.command, PipelineCommand.command, FormatCommand.command,
        PluralCommand.command, ValidateCommand.command, LocalesCommand.command, HTMLCommand.command,
        ReviewCommand.command, ExportCommand.command,
    ]

    static var usage: String {
        var text = """
            slider-speech \(version): what a screen reader should say about sliders

            Usage: slider-speech <command> [options]

            Commands:

            """
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name + String(repeating: " ", count: width - command.name.count)
            text += command.summary + "\n"
        }
        text += """

            Options for every command:
              --help      show the command's usage with an example
              --version   print the version, and ICU's and CLDR's

            Documentation: the DocC catalogs Sources/<Module>/<Module>.docc (Scripts/docs.sh
            builds them); start with Sources/SliderSpeech/SliderSpeech.docc/SliderSpeech.md

            Example:
              slider-speech demo --locale en --locale ar

            """
        return text
    }

    /// Runs the tool on `arguments` (without the program name).
    /// - Returns: The exit status: 0 success, 1 findings or rejected records, 2 usage or input
    ///   error.
    package static func main(_ arguments: [String], io: ToolIO) -> Int32 {
        main(argumentBytes: arguments.map { Array($0.utf8) }, io: io)
    }

    /// Runs the tool on the command line's words as bytes (without the program name), so that
    /// a path that is not UTF-8 reaches the file system as given.
    /// - Returns: The exit status, as ``main(_:io:)``.
    package static func main(argumentBytes: [[UInt8]], io: ToolIO) -> Int32 {
        let status = run(argumentBytes, io: io)
        io.flush()
        switch io.outputFailure {
        case nil:
            return status
        case .readerGone:
            // The reader went away: nothing more to say to anyone, but not a success.
            return ExitStatus.usage.rawValue
        case .error(let code):
            io.errorLine("slider-speech: error: standard output: \(ErrorNames.describe(code)); output was lost")
            return ExitStatus.usage.rawValue
        }
    }

    /// The process's command-line words after the program name, as bytes
    /// (`CommandLine.unsafeArgv`): `CommandLine.arguments` repairs a file name that is not
    /// UTF-8 to U+FFFD, and the repaired name opens nothing.
    package static func commandLineBytes() -> [[UInt8]] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let word = CommandLine.unsafeArgv[index] else { return [] }
            var length = 0
            while word[length] != 0 { length += 1 }
            return UnsafeBufferPointer(start: word, count: length).map { UInt8(bitPattern: $0) }
        }
    }

    private static func run(_ argumentBytes: [[UInt8]], io: ToolIO) -> Int32 {
        guard let first = argumentBytes.first.map({ String(decoding: $0, as: UTF8.self) }) else {
            io.errorLine("slider-speech: error: a command is needed\n" + usage.trimmingTrailingNewlines)
            return ExitStatus.usage.rawValue
        }
        switch first {
        case "--help", "-h", "help":
            io.write(usage)
            return ExitStatus.success.rawValue
        case "--version":
            io.line(versionLine)
            return ExitStatus.success.rawValue
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            io.errorLine("slider-speech: error: unknown command '\(TerminalText.escaped(first))' (see slider-speech --help)")
            return ExitStatus.usage.rawValue
        }
        var rest = Arguments(bytes: Array(argumentBytes.dropFirst()))
        if rest.wantsHelp {
            io.write(command.help)
            return ExitStatus.success.rawValue
        }
        if rest.flag("--version") {
            io.line(versionLine)
            return ExitStatus.success.rawValue
        }
        do {
            return try command.run(&rest, io).rawValue
        } catch {
            io.errorLine("slider-speech: error: \(oneLine(String(describing: error)))")
            return ExitStatus.usage.rawValue
        }
    }

    /// Any message on one line, what it echoes escaped (see ``TerminalText``).
    static func oneLine(_ text: String) -> String {
        TerminalText.escaped(text)
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text
    }
}
