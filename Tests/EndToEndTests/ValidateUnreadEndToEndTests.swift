import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What `validate` does with what a search finds but cannot read, and with file names the
/// system spells two ways: never a pass of what it did not check.
@Suite("validate: what it cannot read, end to end")
struct ValidateUnreadEndToEndTests {
    static let longName = String(repeating: "c", count: 200)

    /// `top/Locales` (a good catalog) and, 21 folders of 200 bytes below the scratch folder
    /// (about 4.2 KB of path, more than the system's 4,096 but within the search's 32 levels),
    /// a catalog whose French has a syntax error. Made through descriptors: no path to it fits.
    static func deepTree() throws -> Scratch {
        let scratch = try Scratch("deep")
        try scratch.write("top/Locales/en.json", #"{"m": "Hello {name}"}"#)
        try scratch.write("top/Locales/fr.json", #"{"m": "Bonjour {name}"}"#)
        var folder = open(scratch.path, O_RDONLY | O_DIRECTORY)
        #expect(folder >= 0)
        for _ in 0..<21 {
            #expect(mkdirat(folder, longName, 0o755) == 0)
            let next = openat(folder, longName, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
            #expect(folder >= 0)
        }
        for (name, text) in [("en.json", #"{"m": "Hello {name}"}"#), ("fr.json", #"{"m": "Bonjour {nom"}"#)] {
            let file = openat(folder, name, O_WRONLY | O_CREAT, 0o644)
            _ = Array(text.utf8).withUnsafeBytes { write(file, $0.baseAddress, $0.count) }
            close(file)
        }
        close(folder)
        return scratch
    }

    @Test(
        "A catalog deeper than a path can name: the rest is checked and reported, the run exits 2 naming it",
        .pinnedToICU72)
    func deeperThanPathMax() throws {
        let scratch = try Self.deepTree()
        defer { try? Scratch.runInShell("rm -rf \(scratch.path)", ["--version"]) }
        let result = try Tool.run(["validate", "."], directory: scratch.path)
        #expect(result.status == 2)
        #expect(
            result.stdoutLines == [
                ".: found 1 catalog directory (./top/Locales)", "2 files, 2 messages: 0 errors, 0 warnings (ICU 72.1, CLDR 42.0)",
            ])
        let deep = "./" + Array(repeating: Self.longName, count: 21).joined(separator: "/")
        #expect(result.stderr == "slider-speech: error: \(deep): cannot read (file name too long); the rest was checked\n")
    }

    @Test("Inside a folder whose path the system cannot give, text and JSON reports work; SARIF says why it cannot")
    func deepCurrentDirectory() throws {
        let scratch = try Self.deepTree()
        defer { try? Scratch.runInShell("rm -rf \(scratch.path)", ["--version"]) }
        let into = Array(repeating: "cd -P \(Self.longName)", count: 21).joined(separator: " && ")
        let text = try Scratch.runInShell(into, ["validate", "fr.json"], directory: scratch.path)
        #expect(text.status == 1)
        #expect(text.stdout.hasPrefix("./fr.json:1:"))
        #expect(text.stdout.contains("error syntax: fr m:"))
        let sarif = try Scratch.runInShell(into, ["validate", "fr.json", "--format", "sarif"], directory: scratch.path)
        #expect(sarif.status == 2)
        #expect(sarif.stderr == "slider-speech: error: cannot read the current directory: Numerical result out of range\n")
    }

    @Test("A catalog file that is a loop of links or cannot be read is named; the other catalogs are checked")
    func unreadableCatalogFile() throws {
        let scratch = try Scratch("unreadable")
        try scratch.write("good/Locales/en.json", #"{"m": "Hello"}"#)
        try scratch.write("good/Locales/fr.json", #"{"m": "Bonjour {"}"#)
        try scratch.write("loop/Locales/en.json", #"{"m": "Hello"}"#)
        try FileManager.default.createSymbolicLink(atPath: scratch.at("loop/Locales/fr.json"), withDestinationPath: "fr.json")
        // The folder that holds the unreadable file is checked too, all but that file.
        try scratch.write("loop/Locales/de.json", #"{"m": "Hallo {"}"#)
        let result = try Tool.run(["validate", "."], directory: scratch.path)
        #expect(result.status == 2)
        #expect(result.stdout.contains("found 2 catalog directories"), "\(result.stdout)")
        #expect(result.stdout.contains("./loop/Locales/de.json:1:"), "\(result.stdout)")
        #expect(result.stdout.contains("./good/Locales/fr.json:1:"))
        #expect(result.stdout.contains("error syntax: fr m:"))
        #expect(
            result.stderr
                == "slider-speech: error: ./loop/Locales/fr.json: cannot read: Too many levels of symbolic links; the rest was checked\n"
        )
    }

    @Test("SARIF keeps two folders whose names differ only in normalization apart (é and e + U+0301)")
    func normalizationInSARIF() throws {
        let scratch = try Scratch("nfd")
        for folder in ["caf\u{E9}", "cafe\u{301}"] {
            try scratch.write("\(folder)/en.json", #"{"m": "Hello {name}"}"#)
            try scratch.write("\(folder)/fr.json", #"{"m": "Bonjour {nom"}"#)
        }
        let result = try Tool.run(["validate", ".", "--format", "sarif"], directory: scratch.path)
        #expect(result.status == 1)
        let uris = result.stdout.split(separator: "\n").filter { $0.contains("\"uri\": \"caf") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(Set(uris) == [#""uri": "caf%C3%A9/fr.json","#, #""uri": "cafe%CC%81/fr.json","#])
        #expect(uris.count == 2)
    }
}
