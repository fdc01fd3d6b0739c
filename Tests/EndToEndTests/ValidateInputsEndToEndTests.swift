import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `validate` pointed where users point it, through the built binary: one file of a `res`
/// tree, a directory searched for what it holds, a catalog file standing for its directory,
/// FIFOs in a tree and on the command line, the encodings aapt reads, and SARIF URIs of
/// byte-named paths.
@Suite("validate: where users point it, end to end")
struct ValidateInputsEndToEndTests {
    static let icu = "(ICU 72.1, CLDR 42.0)"

    /// A temporary folder of text files (relative path → contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("inputs-\(UUID().uuidString)")
        for (name, contents) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: file)
        }
        return url
    }

    static let englishXML = """
        <resources>
            <string name="open">Open</string>
            <string name="save">Save</string>
        </resources>

        """
    static let russianXML = """
        <resources>
            <string name="open">Открыть %s</string>
        </resources>

        """
    static let catalog = #"""
        {"sourceLanguage": "en", "strings": {"Open": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Open"}},
          "de": {"stringUnit": {"state": "translated", "value": "Öffnen %@"}}}}}, "version": "1.0"}
        """#

    @Test(
        "A locale's strings.xml is checked against its tree's values/strings.xml, and only its own findings are shown",
        .pinnedToICU72)
    func oneAndroidFile() throws {
        let folder = try Self.folder([
            "app/src/main/res/values/strings.xml": Self.englishXML,
            "app/src/main/res/values-ru/strings.xml": Self.russianXML,
            "app/src/main/res/values-de/strings.xml": "<resources><string name=\"open\">It's</string></resources>",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", "app/src/main/res/values-ru/strings.xml"], directory: folder.path)
        #expect(result.status == 1)
        #expect(
            result.stdoutLines == [
                "app/src/main/res/values-ru/strings.xml:2:5: error argument-mismatch: ru open: uses argument 1 (%s), which the source does not have",
                "app/src/main/res/values-ru/strings.xml:1: error missing-key: ru save: missing: app/src/main/res/values/strings.xml has it at line 3",
                "2 files, 1 message: 2 errors, 0 warnings \(Self.icu)",
            ])
        #expect(result.stderr == "")
    }

    @Test("A directory is searched for what it holds, skipping build folders, and the report says what it found", .pinnedToICU72)
    func searchedDirectory() throws {
        let folder = try Self.folder([
            "project/App/Localizable.xcstrings": Self.catalog,
            "project/android/app/src/main/res/values/strings.xml": Self.englishXML,
            "project/android/app/src/main/res/values-ru/strings.xml": Self.russianXML,
            "project/web/Locales/en.json": #"{"a": "Open"}"#,
            "project/web/Locales/fr.json": #"{"a": "Open"}"#,
            "project/.build/checkouts/x/Other.xcstrings": "not read",
            "project/build/intermediates/res/values/strings.xml": "not read",
            "project/node_modules/pkg/locales/en.json": "not read",
            "project/.git/Hidden.xcstrings": "not read",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", "project"], directory: folder.path)
        #expect(result.status == 1)
        #expect(
            result.stdoutLines == [
                "project: found 1 String Catalog (project/App/Localizable.xcstrings), 1 Android res folder (project/android/app/src/main/res), 1 catalog directory (project/web/Locales)",
                "project/App/Localizable.xcstrings:3:48: error argument-mismatch: de Open: uses argument 1 (%@), which the source does not have",
                "project/android/app/src/main/res/values-ru/strings.xml:2:5: error argument-mismatch: ru open: uses argument 1 (%s), which the source does not have",
                "project/android/app/src/main/res/values-ru/strings.xml:1: error missing-key: ru save: missing: project/android/app/src/main/res/values/strings.xml has it at line 3",
                "project/web/Locales/fr.json:1:2: warning untranslated: fr a: identical to the source: Open",
                "5 files, 7 messages: 3 errors, 1 warning \(Self.icu)",
            ])
        let json = try Tool.run(["validate", "project", "--format", "json"], directory: folder.path)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(
            (report["inputs"] as? [[String: String]]) == [
                ["path": "project/App/Localizable.xcstrings", "kind": "xcstrings"],
                ["path": "project/android/app/src/main/res", "kind": "android"],
                ["path": "project/web/Locales", "kind": "json"],
            ])
    }

    @Test("A directory with no catalog is a usage error naming it, exit 2")
    func nothingFound() throws {
        let folder = try Self.folder(["docs/README.md": "# no catalog", "node_modules/x/Localizable.xcstrings": "{}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", "."], directory: folder.path)
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "slider-speech: error: .: holds no catalog: no String Catalog (.xcstrings), no Android res folder (values*/*.xml) and no directory with en.json, searched without .build, build, .git and node_modules\n"
        )
    }

    @Test("A <locale>.json file given by name validates its directory", .pinnedToICU72)
    func jsonFile() throws {
        let folder = try Self.folder(["L/en.json": #"{"a": "Open", "b": "Save"}"#, "L/fr.json": #"{"a": "Ouvrir"}"#])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Tool.run(["validate", "L/fr.json"], directory: folder.path)
        #expect(result.status == 1)
        #expect(
            result.stdoutLines == [
                "L/fr.json:1: error missing-key: fr b: missing: L/en.json has it at line 1",
                "2 files, 3 messages: 1 error, 0 warnings \(Self.icu)",
            ])
    }

    /// Runs the tool, killing it after `seconds` (a blocked read would otherwise hang the test).
    static func runBounded(_ arguments: [String], directory: String, seconds: Int = 60, while body: () throws -> Void = {}) throws
        -> (status: Int32, stdout: String, stderr: String)
    {
        let child = try ChildProcess(Tool.binary, arguments, directory: directory)
        let pid = child.pid
        let watchdog = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds), execute: watchdog)
        try body()
        let result = child.finish()
        watchdog.cancel()
        return (result.status, String(decoding: result.stdout, as: UTF8.self), String(decoding: result.stderr, as: UTF8.self))
    }

    @Test("A FIFO in a res tree is skipped with a warning, never waited for", .pinnedToICU72)
    func fifoInTree() throws {
        let folder = try Self.folder(["res/values/strings.xml": Self.englishXML])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("res/values-fr"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent("res/values-fr/strings.xml").path, 0o644) == 0)
        #expect(mkfifo(folder.appendingPathComponent("Blocked.xcstrings").path, 0o644) == 0)
        let result = try Self.runBounded(["validate", "res"], directory: folder.path)
        #expect(result.status == 0)
        #expect(result.stdout == "1 file, 2 messages: 0 errors, 0 warnings \(Self.icu)\n")
        #expect(
            result.stderr == "slider-speech: warning: res/values-fr/strings.xml: skipped, not a regular file (a FIFO)\n")
        let searched = try Self.runBounded(["validate", "."], directory: folder.path)
        #expect(searched.status == 0)
        #expect(
            searched.stderr == """
                slider-speech: warning: ./Blocked.xcstrings: skipped, not a regular file (a FIFO)
                slider-speech: warning: ./res/values-fr/strings.xml: skipped, not a regular file (a FIFO)

                """)
    }

    /// Writes `text` to a FIFO from another thread once a reader opens it.
    static func feed(_ path: String, _ text: String) {
        Thread.detachNewThread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
    }

    @Test("A FIFO named on the command line, or as --baseline, is read as cat reads it", .pinnedToICU72)
    func fifoByName() throws {
        let folder = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let catalog = folder.appendingPathComponent("Piped.xcstrings").path
        #expect(mkfifo(catalog, 0o644) == 0)
        let result = try Self.runBounded(["validate", "Piped.xcstrings"], directory: folder.path) {
            Self.feed(catalog, Self.catalog)
        }
        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("1 file, 2 messages: 1 error, 0 warnings \(Self.icu)\n"))
        let real = folder.appendingPathComponent("Real.xcstrings")
        try Data(Self.catalog.utf8).write(to: real)
        let first = try Tool.run(["validate", "Real.xcstrings", "--format", "json"], directory: folder.path)
        let baseline = folder.appendingPathComponent("baseline.fifo").path
        #expect(mkfifo(baseline, 0o644) == 0)
        let again = try Self.runBounded(["validate", "Real.xcstrings", "--baseline", "baseline.fifo"], directory: folder.path) {
            Self.feed(baseline, first.stdout)
        }
        #expect(again.status == 0)
        #expect(
            again.stdout
                == "1 file, 2 messages: 1 error, 0 warnings; 1 unchanged from the baseline (not listed), 0 fixed since \(Self.icu)\n"
        )
    }

    @Test(
        "UTF-16 with its byte order mark and ISO-8859-1, which aapt compiles, are read; another encoding is refused by name",
        .pinnedToICU72)
    func encodings() throws {
        let english = #"<?xml version="1.0" encoding="utf-8"?><resources><string name="a">Summer %1$s</string></resources>"#
        let french =
            "<?xml version=\"1.0\" encoding=\"utf-16\"?>\n<resources>\n  <string name=\"a\">Été %1$d</string>\n</resources>\n"
        let spanish =
            "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<resources>\n  <string name=\"a\">Estación %1$d</string>\n</resources>\n"
        let folder = try Self.folder(["res/values/strings.xml": english])
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, bytes) in [
            ("values-fr", ValidateAaptEndToEndTests.utf16LittleEndian(french)),
            ("values-de", [0xFE, 0xFF] + french.utf16.map { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }.joined()),
            ("values-es", spanish.unicodeScalars.map { UInt8($0.value) }),
            ("values-ja", Array(#"<?xml version="1.0" encoding="Shift_JIS"?><resources/>"#.utf8)),
        ] as [(String, [UInt8])] {
            let directory = folder.appendingPathComponent("res/\(name)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(bytes).write(to: directory.appendingPathComponent("strings.xml"))
        }
        let result = try Tool.run(["validate", "res"], directory: folder.path)
        #expect(result.status == 1)
        #expect(
            result.stdoutLines == [
                "res/values-ja/strings.xml:1:1: error xml: ja: the file declares encoding 'Shift_JIS', which the validator does not read (it reads UTF-8, UTF-16 and ISO-8859-1): save it as UTF-8",
                "res/values-de/strings.xml:3:3: error argument-type-mismatch: de a: argument 1 is object (%1$s) in the source, integer (%1$d) here",
                "res/values-es/strings.xml:3:3: error argument-type-mismatch: es a: argument 1 is object (%1$s) in the source, integer (%1$d) here",
                "res/values-fr/strings.xml:3:3: error argument-type-mismatch: fr a: argument 1 is object (%1$s) in the source, integer (%1$d) here",
                "5 files, 4 messages: 4 errors, 0 warnings \(Self.icu)",
            ])
    }

    @Test("SARIF URIs percent-encode the bytes of a name that is not UTF-8 (%FF%FE), not its escaped text", .pinnedToICU72)
    func sarifBytePath() throws {
        let folder = try Self.folder([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let directory = Array(folder.path.utf8) + Array("/d".utf8) + [0xFF, 0xFE]
        #expect(
            (directory + [0]).withUnsafeBufferPointer {
                mkdir(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 0o755)
            } == 0)
        let file = directory + Array("/App.xcstrings".utf8)
        let descriptor = (file + [0]).withUnsafeBufferPointer {
            open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_WRONLY | O_CREAT, 0o644)
        }
        #expect(descriptor >= 0)
        _ = Array(Self.catalog.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        let arguments =
            [Array("validate".utf8), Array("d".utf8) + [0xFF, 0xFE] + Array("/App.xcstrings".utf8)]
            + ["--format", "sarif"].map { Array($0.utf8) }
        let child = try ChildProcess(Tool.binary, argumentBytes: arguments, directory: folder.path)
        let result = child.finish()
        let stdout = String(decoding: result.stdout, as: UTF8.self)
        #expect(result.status == 1)
        #expect(stdout.contains(#""uri": "d%FF%FE/App.xcstrings","#))
        #expect(!stdout.contains("%5CxFF"))
    }
}
