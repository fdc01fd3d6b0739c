import Foundation
import Testing

/// What a user reads names no issue of the project's tracker and no section of its internal
/// specification, which a user cannot see: the README, the CHANGELOG, the DocC articles, the
/// sources (their doc comments, `--help` texts and error messages), the catalogs and the
/// examples, and every command's `--help` as the built binary prints it.
@Suite("No tracker or specification references where a user reads")
struct NoTrackerReferencesTests {
    /// "issue 22", "Issue #22", "issues #3", "SPEC §6.1", "SPEC.md", "§1.5" (a `Regex` is not
    /// `Sendable`, so each caller makes its own).
    static func reference() -> Regex<AnyRegexOutput> {
        try! Regex(#"(?i)\bissues?\s+#?\d+|SPEC\s*§|SPEC\.md|§\s?\d"#)
    }

    /// The references in `text`, one line each, as `where:line: text`.
    static func references(in text: String, at place: String) -> [String] {
        let reference = reference()
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(reference) {
            found.append("\(place):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
        return found
    }

    /// The files under `folder` (relative to the package) whose names end in one of `suffixes`
    /// (every file when there is none), as paths relative to the package.
    static func files(under folder: String, endingIn suffixes: [String] = []) -> [String] {
        let root = Tool.packageRoot + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var paths: [String] = []
        while let path = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            if path.hasPrefix(".build/") || path.contains("/.build/") { continue }
            if suffixes.isEmpty || suffixes.contains(where: { path.hasSuffix($0) }) {
                paths.append(folder + "/" + path)
            }
        }
        return paths.sorted()
    }

    @Test(
        "The pattern finds each form of reference, and not what only looks like one",
        arguments: [
            ("the targets of issue 22", true), ("see Issue #7", true), ("issues #3 and #4", true),
            ("as SPEC §6.1 says", true), ("SPEC.md", true), ("per §1.5", true), ("§ 2", true),
            ("color: #444", false), ("&#39;", false), ("an issue with 3 thumbs", false), ("tissue 4", false),
            ("Issue.record(_:severity:)", false),
        ])
    func pattern(text: String, isReference: Bool) {
        #expect(text.contains(Self.reference()) == isReference, "\(text)")
    }

    @Test("README, CHANGELOG, DocC articles, sources, catalogs and examples hold none")
    func files() throws {
        let markdown = Self.files(under: "Sources", endingIn: [".md"])
        let swift = Self.files(under: "Sources", endingIn: [".swift"])
        let locales = Self.files(under: "Locales", endingIn: [".json"])
        let examples = Self.files(under: "Examples")
        // What is read is what there is, so that an empty walk cannot pass.
        #expect(markdown.count >= 20, "\(markdown)")
        #expect(swift.count >= 100)
        #expect(locales.count >= 45)
        #expect(examples.contains("Examples/price-filter.json"))
        var found: [String] = []
        for path in ["README.md", "CHANGELOG.md"] + markdown + swift + locales + examples {
            let data = try Data(contentsOf: URL(fileURLWithPath: Tool.packageRoot + "/" + path))
            found += Self.references(in: String(decoding: data, as: UTF8.self), at: path)
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    /// The tool's commands, as its own `--help` lists them.
    static let commands: [String] = {
        guard let help = try? Tool.run(["--help"]) else { return [] }
        var commands: [String] = []
        var inList = false
        for line in help.stdoutLines {
            if line == "Commands:" {
                inList = true
            } else if inList, line.hasPrefix("  "), let name = line.split(separator: " ").first {
                commands.append(String(name))
            } else if inList {
                break
            }
        }
        return commands
    }()

    /// The tool's commands, as this test knows them.
    static let known = ["demo", "announce", "pipeline", "format", "plural", "validate", "locales", "html", "review", "export"]

    @Test("The tool lists the commands this test knows")
    func commandList() {
        #expect(Self.commands == Self.known)
    }

    @Test("Every --help the binary prints holds none", arguments: [[], ["--help"], ["--version"]] + Self.helpArguments)
    func help(arguments: [String]) throws {
        let result = try Tool.run(arguments)
        #expect(!result.stdout.isEmpty || !result.stderr.isEmpty, "\(arguments): no output")
        let found =
            Self.references(in: result.stdout, at: "stdout of \(arguments)")
            + Self.references(in: result.stderr, at: "stderr of \(arguments)")
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    static let helpArguments: [[String]] = known.map { [$0, "--help"] }
}
