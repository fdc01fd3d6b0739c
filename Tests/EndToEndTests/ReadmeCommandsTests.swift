import Foundation
import TestSupport
import Testing

/// What the README promises, tried as a new user would: the two commands at the top; every
/// `slider-speech` command of its shell blocks (and of its CI workflow sample) run as written, in
/// order, in a fresh folder that has the package's `Examples/` and `Locales/` (`swift run
/// slider-speech` standing for the built binary); the outputs its comments give; the output it
/// shows for the demo, the pipeline and `announce`; and the description sample, saved alone.
@Suite("README: every command it shows, run as written")
struct ReadmeCommandsTests {
    /// A fenced block of the README: its language and lines, and the last line of prose before it.
    struct Block {
        let language: String
        let lines: [String]
        let before: String
    }

    static let readme: String = {
        (try? String(contentsOfFile: Tool.packageRoot + "/README.md", encoding: .utf8)) ?? ""
    }()

    static let blocks: [Block] = {
        var blocks: [Block] = []
        var current: (language: String, lines: [String], before: String)?
        var lastProse = ""
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append(Block(language: open.language, lines: open.lines, before: open.before))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [], lastProse)
                }
            } else if current != nil {
                current!.lines.append(line)
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                lastProse = line
            }
        }
        return blocks
    }()

    /// A command as the README writes it, and the comment after it.
    struct Command: CustomStringConvertible {
        let text: String
        let comment: String?
        var description: String { text }
    }

    /// The commands of the `sh` blocks (a line ending in `|` or `\` goes on with the next)
    /// and the `run:` lines of the `yaml` blocks.
    static let commands: [Command] = {
        var commands: [Command] = []
        let comment = try! Regex(#"^(.*?)\s{2,}# (.*)$"#)
        func add(_ line: String) {
            if let match = try? comment.wholeMatch(in: line) {
                commands.append(Command(text: String(match.output[1].substring!), comment: String(match.output[2].substring!)))
            } else {
                commands.append(Command(text: line, comment: nil))
            }
        }
        for block in blocks {
            if block.language == "sh" {
                var pending = ""
                for line in block.lines where !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    pending += (pending.isEmpty ? "" : "\n") + line
                    if line.hasSuffix("|") || line.hasSuffix("\\") { continue }
                    add(pending)
                    pending = ""
                }
            } else if block.language == "yaml" {
                for line in block.lines where line.hasPrefix("- run: ") { add(String(line.dropFirst("- run: ".count))) }
            }
        }
        return commands
    }()

    /// Commands the README shows that are not the tool's, and why this test does not run them.
    static let notRun: [(prefix: String, why: String)] = [
        ("swift test", "the test suite itself"),
        ("sudo apt-get install ", "installs the prerequisites on Debian or Ubuntu, as root"),
        ("brew install ", "installs the prerequisites on macOS"),
        ("export PKG_CONFIG_PATH=", "points pkg-config at Homebrew's ICU and libxml2 on macOS"),
        ("Scripts/build-wheel.sh", "builds the static program and its wheel (minutes); a step of CI runs it"),
        ("python3 -m venv venv && ", "installs the wheel Scripts/build-wheel.sh wrote; Scripts/wheel-check.sh does so in CI"),
    ]

    /// A folder as a new user's clone has it: `Examples/` and `Locales/` (linked), nothing else.
    static func userFolder() throws -> Scratch {
        let scratch = try Scratch("readme")
        for name in ["Examples", "Locales"] {
            try FileManager.default.createSymbolicLink(
                atPath: scratch.at(name), withDestinationPath: Tool.packageRoot + "/" + name)
        }
        return scratch
    }

    /// Runs a README command in `folder` through `/bin/sh`, `swift run slider-speech` being
    /// the built binary.
    static func run(_ command: String, in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let script = command.replacingOccurrences(of: "swift run slider-speech ", with: "\"$SLIDER_SPEECH\" ")
        let child = try ChildProcess(
            "/bin/sh", ["-c", script], directory: folder,
            environment: ["SLIDER_SPEECH": Tool.binary, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        let result = child.finish()
        return (result.status, String(decoding: result.stdout, as: UTF8.self), String(decoding: result.stderr, as: UTF8.self))
    }

    @Test("The README is a landing page: at most 250 lines, the two commands in its first shell block")
    func landingPage() throws {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 251, "README.md has \(lines.count - 1) lines")
        let first = try #require(Self.blocks.first { $0.language == "sh" })
        #expect(first.before == "## Two commands")
        #expect(
            first.lines.map { $0.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) } }
                == ["swift run slider-speech demo", "swift test"])
    }

    @Test("The README's shell blocks hold the commands this test knows: each is run, or named with why not")
    func everyCommandIsKnown() {
        #expect(Self.commands.count == 19)
        for command in Self.commands {
            let runs = command.text.contains("swift run slider-speech ")
            let skipped = Self.notRun.contains { command.text.hasPrefix($0.prefix) }
            #expect(runs != skipped, "\(command.text)")
        }
    }

    @Test("Every slider-speech command of the README, in order in one folder: exit status 0, and the outputs its comments give")
    func everyCommandRuns() throws {
        let folder = try Self.userFolder()
        var ran = 0
        for command in Self.commands where command.text.contains("swift run slider-speech ") {
            let result = try Self.run(command.text, in: folder.path)
            ran += 1
            #expect(result.status == 0, "\(command.text): \(result.stderr)")
            #expect(result.stderr == "", "\(command.text)")
            switch command.comment {
            case "no finding"?:
                #expect(result.stdout.contains(": 0 errors, 0 warnings ("), "\(result.stdout)")
            default:
                break
            }
        }
        #expect(ran == 13)
        // What the commands wrote, where the README says.
        for file in [
            "price.html", "slider-speech.js", "slider-speech.de.js", "catalogs.sarif", "baseline.json",
            "App/Localizable.xcstrings",
            "android/app/src/main/res/values/slider_speech_strings.xml",
        ] {
            #expect(FileManager.default.fileExists(atPath: folder.at(file)), "\(file)")
        }
        // The web slider's element names the form fields the README gives, and leaves its
        // script and stylesheet to the files --asset writes.
        let element = try String(contentsOfFile: folder.at("price.html"), encoding: .utf8)
        #expect(element.contains("<slider-speech") && element.contains(#"name="min""#) && element.contains(#"name="max""#))
        #expect(!element.contains("<script>") && !element.contains("<style"))
        // The baseline is a JSON report that `--baseline` reads back.
        let baseline = try String(contentsOfFile: folder.at("baseline.json"), encoding: .utf8)
        #expect(baseline.hasPrefix("{") && baseline.contains(#""findings""#), "\(baseline.prefix(200))")
    }

    @Test("The demo's English output, as the README shows it")
    func demoOutput() throws {
        let block = try #require(Self.blocks.first { $0.before == "What the demo prints, for English:" })
        let shown = block.lines.filter { !$0.isEmpty && $0 != "  ..." }
        let result = try Tool.run(["demo", "--locale", "en"])
        #expect(result.status == 0)
        let lines = result.stdoutLines.filter { !$0.isEmpty && $0 != "== en ==" }
        #expect(Array(lines.prefix(shown.count)) == shown)
    }

    @Test("The pipeline's answer, as the README shows it, is what the README's pipeline command prints")
    func pipelineAnswer() throws {
        let block = try #require(Self.blocks.first { $0.language == "json" && $0.lines.first?.hasPrefix(#"{"seq":2,"#) == true })
        let command = try #require(Self.commands.first { $0.text.hasPrefix("printf") })
        let result = try Self.run(command.text, in: Tool.packageRoot)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.last == block.lines.first)
        #expect(block.lines.first?.contains(#""speech":"65 US dollars""#) == true)
    }

    @Test("The announce output the README shows is what announce prints")
    func announceOutput() throws {
        let block = try #require(Self.blocks.first { $0.language.isEmpty && $0.before.contains("labelled `speech`") })
        let result = try Tool.run(["announce", "--spec", "Examples/price-filter.json", "--platform", "ios"])
        let lines = result.stdoutLines
        let start = try #require(lines.firstIndex(of: block.lines[0]))
        #expect(Array(lines[start..<min(lines.count, start + block.lines.count)]) == block.lines)
    }

    @Test("The description sample, saved alone, is the price filter: it says in English what Examples/price-filter.json says")
    func descriptionSample() throws {
        let block = try #require(Self.blocks.first { $0.language == "json" && $0.lines.first == "{" })
        let sample = block.lines.joined(separator: "\n")
        let alone = try Scratch("readme-sample")
        let path = try alone.write("price-filter.json", sample)
        let result = try Tool.run(["announce", "--spec", path], directory: alone.path)
        #expect(result.status == 0, "\(result.stderr)")
        let example = try Tool.run(["announce", "--spec", "Examples/price-filter.json"])
        #expect(result.stdout == example.stdout)
        // It is the example with each {"key": …} written out from Examples/Locales/en.json.
        let english = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: Tool.packageRoot + "/Examples/Locales/en.json")))
                as? [String: [String: String]])
        func resolved(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                if object.count == 1, let key = object["key"] as? String, let message = english[key]?["message"] {
                    return message
                }
                return object.mapValues(resolved)
            }
            if let array = value as? [Any] { return array.map(resolved) }
            return value
        }
        let file = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: Tool.packageRoot + "/Examples/price-filter.json")))
        let written = try JSONSerialization.jsonObject(with: Data(sample.utf8))
        #expect((resolved(file) as? NSDictionary) == (written as? NSDictionary))
        // The example itself, copied alone without its Locales/, is refused: its keys need the catalog.
        let copied = try alone.write(
            "example/price-filter.json",
            String(
                decoding: try Data(contentsOf: URL(fileURLWithPath: Tool.packageRoot + "/Examples/price-filter.json")),
                as: UTF8.self))
        let refused = try Tool.run(["announce", "--spec", copied], directory: alone.path)
        #expect(refused.status == 2)
        #expect(refused.stderr == "slider-speech: error: \(copied): label: no message 'demo.price.label' in the catalogs\n")
    }
}
