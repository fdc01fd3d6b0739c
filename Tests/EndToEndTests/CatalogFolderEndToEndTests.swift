import Foundation
import TestSupport
import Testing

/// What a catalog folder may hold besides catalogs, through the built tool.
@Suite("Catalog folders, end to end")
struct CatalogFolderEndToEndTests {
    /// A spec with its `Locales/` beside it: an English catalog, and `de.json` a FIFO and
    /// `fr.json` a link to `/dev/zero`, which no command may wait for or read.
    static func folder() throws -> (Scratch, String) {
        let scratch = try Scratch("catalog-folder")
        try scratch.write("Locales/en.json", #"{"app.label": "Price"}"#)
        _ = try scratch.fifo("Locales/de.json")
        try FileManager.default.createSymbolicLink(atPath: scratch.at("Locales/fr.json"), withDestinationPath: "/dev/zero")
        let spec = try scratch.write("s.json", #"{"kind": "slider", "value": 0.5, "label": {"key": "app.label"}}"#)
        return (scratch, spec)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let input: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "A FIFO or a device in the folder is skipped with a warning by every command, never waited for",
        arguments: [
            Row(arguments: ["announce", "--locale", "en"], input: ""),
            Row(arguments: ["pipeline"], input: #"{"type":"focus"}"# + "\n"),
            Row(arguments: ["html"], input: ""),
            Row(arguments: ["review", "-o", "page.html"], input: ""),
        ])
    func specialFilesSkipped(_ row: Row) throws {
        let (scratch, spec) = try Self.folder()
        let arguments = [row.arguments[0], "--spec", spec] + row.arguments.dropFirst()
        // The bound only turns a hang into a failure; a run takes well under a second.
        let child = try ChildProcess("/usr/bin/timeout", ["120", Tool.binary] + arguments, directory: scratch.path)
        let result = child.finish(input: row.input)
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status != 124, "still waiting after 120 s")
        #expect(result.status == 0, "\(stderr)")
        let folder = scratch.at("Locales")
        #expect(stderr.contains("slider-speech: warning: --catalog: \(folder)/de.json: skipped: not a regular file (a FIFO)"))
        #expect(stderr.contains("slider-speech: warning: --catalog: \(folder)/fr.json: skipped: not a regular file (a device)"))
    }

    @Test("The export skips them too")
    func exportSkips() throws {
        let (scratch, _) = try Self.folder()
        let arguments = ["export", "--format", "xcstrings", "--catalog", scratch.at("Locales"), "-o", scratch.at("A.xcstrings")]
        let child = try ChildProcess("/usr/bin/timeout", ["120", Tool.binary] + arguments, directory: scratch.path)
        let result = child.finish()
        let stderr = String(decoding: result.stderr, as: UTF8.self)
        #expect(result.status != 124, "still waiting after 120 s")
        #expect(result.status == 0, "\(stderr)")
        #expect(stderr.contains("de.json: skipped: not a regular file (a FIFO)"))
        #expect(FileManager.default.fileExists(atPath: scratch.at("A.xcstrings")))
    }
}
