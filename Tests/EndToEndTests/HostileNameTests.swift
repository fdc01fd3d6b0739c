import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// File and directory names that are not UTF-8, through the built binary: the bytes of the
/// command line reach the file system as given, messages show the undecodable bytes as `\xFF`,
/// and a stray file in a catalog directory is skipped with a warning (`announce`, `pipeline`)
/// or reported as a `locale` finding (`validate`).
@Suite("File names that are not UTF-8, end to end")
struct HostileNameTests {
    /// A temporary folder holding `d\xFF/spec\xFF.json` and `d\xFF/Locales/` with `en.json`,
    /// a stray `\xFF.json` and `notes.txt`, made through Glibc with byte paths.
    final class Tree {
        let root: String
        var rootBytes: [UInt8] { Array(root.utf8) }
        /// `<root>/d\xFF`
        var folder: [UInt8] { rootBytes + Array("/d".utf8) + [0xFF] }
        var spec: [UInt8] { folder + Array("/spec".utf8) + [0xFF] + Array(".json".utf8) }
        var catalog: [UInt8] { folder + Array("/Locales".utf8) }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("names-\(UUID().uuidString)").path
            try Self.makeDirectory(rootBytes)
            try Self.makeDirectory(folder)
            try Self.makeDirectory(catalog)
            let spec = #"{"kind": "slider", "bounds": [0, 10], "step": 1, "value": 5, "label": {"key": "app.volume"}}"#
            try Self.writeFile(self.spec, spec)
            try Self.writeFile(catalog + Array("/en.json".utf8), #"{"app.volume": "Volume"}"#)
            try Self.writeFile(catalog + [UInt8(ascii: "/"), 0xFF] + Array(".json".utf8), "not a catalog")
            try Self.writeFile(catalog + Array("/notes.txt".utf8), "notes")
        }

        deinit { try? FileManager.default.removeItem(atPath: root) }

        static func makeDirectory(_ path: [UInt8]) throws {
            let status = (path + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) }
            }
            guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }

        static func writeFile(_ path: [UInt8], _ text: String) throws {
            let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            }
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            defer { close(descriptor) }
            let bytes = Array(text.utf8)
            guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
                throw POSIXError(.EIO)
            }
        }
    }

    static func run(_ arguments: [[UInt8]], input: String = "") throws -> (status: Int32, stdout: String, stderr: String) {
        let child = try ChildProcess(SliderSpeechBinary.path, argumentBytes: arguments, directory: SliderSpeechBinary.packageRoot)
        let result = child.finish(input: input)
        return (result.status, String(decoding: result.stdout, as: UTF8.self), String(decoding: result.stderr, as: UTF8.self))
    }

    static func word(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func warnings(_ root: String) -> String {
        """
        slider-speech: warning: --catalog: \(root)/d\\xFF/Locales/notes.txt: skipped: not a catalog file (<locale>.json)
        slider-speech: warning: --catalog: \(root)/d\\xFF/Locales/\\xFF.json: skipped: its name is not UTF-8, so it names no locale

        """
    }

    @Test("announce reads a description whose path is not UTF-8, and its Locales/ beside it, skipping the stray file")
    func announceBytePath() throws {
        let tree = try Tree()
        let result = try Self.run([
            Self.word("announce"), Self.word("--spec"), tree.spec, Self.word("--platform"), Self.word("web"),
        ])
        #expect(result.status == 0)
        #expect(
            result.stdout == """
                locale en (catalog en), text ltr, track ltr

                value: Volume
                  value      5
                  now        5, limits 0…10
                  web        Volume, slider, 5

                """)
        #expect(result.stderr == Self.warnings(tree.root))
    }

    @Test("pipeline takes --spec and --catalog as bytes and answers its events")
    func pipelineBytePath() throws {
        let tree = try Tree()
        let result = try Self.run(
            [Self.word("pipeline"), Self.word("--spec"), tree.spec, Self.word("--catalog"), tree.catalog],
            input: #"{"type":"increment"}"# + "\n")
        #expect(result.status == 0)
        #expect(
            result.stdout
                == #"{"seq":1,"event":"increment","value":6,"limitedBy":null,"announcements":[{"text":"6","speech":"6","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#
                + "\n")
        #expect(result.stderr == Self.warnings(tree.root))
    }

    @Test(
        "validate reports a catalog file whose name is not UTF-8 as a locale error, and reads a directory named in bytes",
        .pinnedToICU72)
    func validateBytePath() throws {
        let tree = try Tree()
        let result = try Self.run([Self.word("validate"), tree.catalog])
        #expect(result.status == 1)
        #expect(
            result.stdout == """
                \(tree.root)/d\\xFF/Locales/\\xFF.json:1:1: error locale: \\xFF: the file name is not UTF-8, so it names no locale; the file is not read
                2 files, 1 message: 1 error, 0 warnings (ICU 72.1, CLDR 42.0)

                """)
        #expect(result.stderr == "")
    }

    @Test("A missing file whose name is not UTF-8 is one error line with the byte escaped, exit 2")
    func missingBytePath() throws {
        let tree = try Tree()
        let missing = tree.folder + Self.word("/gone") + [0xFE] + Self.word(".json")
        let result = try Self.run([Self.word("announce"), Self.word("--spec"), missing, Self.word("--catalog"), tree.catalog])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == Self.warnings(tree.root)
                + "slider-speech: error: --spec: cannot read '\(tree.root)/d\\xFF/gone\\xFE.json': no such file or directory\n")
    }
}
