import Foundation
import TestSupport
import Testing

/// The build-time embedder refuses a catalog the package could not read: the build fails with
/// one line naming the file and the fault, instead of a binary that would drop the file.
@Suite("resource-embedder validates the catalogs it embeds")
struct ResourceEmbedderTests {
    /// The embedder, built beside the tool.
    static let embedder = String(Tool.binary[..<Tool.binary.lastIndex(of: "/")!]) + "/resource-embedder"

    static func embed(_ catalog: String) throws -> (status: Int32, stderr: String)? {
        guard FileManager.default.isExecutableFile(atPath: embedder) else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("no resource-embedder at \(embedder) (CI is set)")
            }
            print("skipped: no resource-embedder at \(embedder)")
            return nil
        }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "embed-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let locales = root.appendingPathComponent("Locales")
        try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try catalog.write(to: locales.appendingPathComponent("fr.json"), atomically: true, encoding: .utf8)
        let child = try ChildProcess(
            embedder,
            [
                "EmbeddedCatalogs", root.appendingPathComponent("out.swift").path, root.path,
                locales.appendingPathComponent("fr.json").path,
            ],
            directory: root.path,
            // The embedder is a build tool on Foundation, whose own allocations LeakSanitizer reports at
            // exit when the suite runs under AddressSanitizer: those reports are not the embedder's words.
            environment: ProcessInfo.processInfo.environment.merging(["ASAN_OPTIONS": "detect_leaks=0"]) { _, new in new })
        let result = child.finish()
        return (result.status, String(decoding: result.stderr, as: UTF8.self))
    }

    @Test(
        "A catalog the package cannot read stops the build, naming the file and the fault",
        arguments: [
            (#"[1]"#, "not a JSON object"),
            (#"{"a": 3}"#, #"a: expected a pattern string or {"message": …, "description": …}"#),
            (
                #"{"a": {"message": "x", "colour": 1}}"#,
                "a: unknown field 'colour' (expected message, description and sameAsSource)"
            ),
            (#"{"a": {"description": "d"}}"#, #"a: expected "message" to be a string"#),
            (#"{"a": {"message": "x", "description": 2}}"#, #"a: expected "description" to be a string"#),
            (#"{"a": {"message": "x", "sameAsSource": 1}}"#, #"a: expected "sameAsSource" to be true or false"#),
        ])
    func refused(catalog: String, fault: String) throws {
        guard let run = try Self.embed(catalog) else { return }
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("resource-embedder: error: "), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("/Locales/fr.json: \(fault)\n"), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("A catalog the package reads is embedded")
    func accepted() throws {
        guard let run = try Self.embed(#"{"a": "x", "b": {"message": "y", "description": "z", "sameAsSource": true}}"#) else {
            return
        }
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }
}
