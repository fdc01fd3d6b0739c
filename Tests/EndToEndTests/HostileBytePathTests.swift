import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The commands left that take paths — `html --spec`, `review --spec … -o`, `export --catalog
/// … -o` — and `validate` of an Android `res` directory, with names that are not UTF-8,
/// through the built binary: the bytes reach the file system as given and messages show the
/// undecodable bytes as `\xFF`. (`demo` takes no path.)
@Suite("Byte paths of html, review, export and validate's Android resources, end to end")
struct HostileBytePathTests {
    typealias Tree = HostileNameTests.Tree

    static func run(_ arguments: [[UInt8]]) throws -> (status: Int32, stdout: String, stderr: String) {
        try HostileNameTests.run(arguments)
    }

    static func word(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// The text of a file named by its bytes, or `nil` when it cannot be opened.
    static func readFile(_ path: [UInt8]) -> String? {
        let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_RDONLY) }
        }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("html reads a description whose path is not UTF-8, and its Locales/ beside it, skipping the stray files")
    func htmlBytePath() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let result = try Self.run([Self.word("html"), Self.word("--spec"), tree.spec])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 8)
        #expect(
            lines.prefix(4) == [
                #"<slider-speech class="slider-speech" id="slider" lang="en" dir="ltr" data-track-direction="ltr">"#,
                #"  <span class="slider-speech-label" id="slider-label">Volume</span>"#,
                #"  <div class="slider-speech-track" dir="ltr">"#,
                #"    <div class="slider-speech-thumb" id="slider-value" role="slider" tabindex="0" aria-labelledby="slider-label" aria-valuenow="5" aria-valuetext="5" aria-valuemin="0" aria-valuemax="10" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">5</span></div>"#,
            ])
        #expect(result.stderr == HostileNameTests.warnings(tree.root))
    }

    @Test("html: a missing description whose name is not UTF-8 is one error line with the byte escaped, exit 2")
    func htmlMissingBytePath() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let missing = tree.folder + Self.word("/gone") + [0xFE] + Self.word(".json")
        let result = try Self.run([Self.word("html"), Self.word("--spec"), missing])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == HostileNameTests.warnings(tree.root)
                + "slider-speech: error: --spec: cannot read '\(tree.root)/d\\xFF/gone\\xFE.json': no such file or directory\n")
    }

    @Test("review reads --spec and writes -o as bytes; the page names the description with its byte escaped")
    func reviewBytePaths() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let page = tree.folder + Self.word("/review") + [0xFF] + Self.word(".html")
        let result = try Self.run([
            Self.word("review"), Self.word("--spec"), tree.spec, Self.word("--catalog"), tree.catalog, Self.word("-o"), page,
        ])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == HostileNameTests.warnings(tree.root))
        let html = try #require(Self.readFile(page), "no page at the byte path")
        #expect(
            html.contains(#"<h3>Volume <span class="note" lang="en" dir="ltr">(\#(tree.root)/d\xFF/spec\xFF.json)</span></h3>"#))
        #expect(html.contains(#"<span class="slider-speech-label" id="r0-0-label">Volume</span>"#))
    }

    @Test("review: -o into a folder that does not exist, named in bytes, is one error line, exit 2")
    func reviewUnwritable() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let page = tree.folder + Self.word("/no") + [0xFE] + Self.word("/review.html")
        let result = try Self.run([Self.word("review"), Self.word("--spec"), tree.spec, Self.word("-o"), page])
        #expect(result.status == 2)
        #expect(
            result.stderr
                == HostileNameTests.warnings(tree.root)
                + "slider-speech: error: -o: cannot write '\(tree.root)/d\\xFF/no\\xFE/review.html': no such file or directory\n"
        )
    }

    @Test("export xcstrings: --catalog and -o as bytes; the app's message is in the String Catalog")
    func exportStringCatalogBytePaths() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let output = tree.folder + Self.word("/Localizable") + [0xFF] + Self.word(".xcstrings")
        let result = try Self.run([
            Self.word("export"), Self.word("--format"), Self.word("xcstrings"), Self.word("--catalog"), tree.catalog,
            Self.word("--locale"), Self.word("en"), Self.word("-o"), output,
        ])
        #expect(result.status == 0)
        #expect(result.stderr == HostileNameTests.warnings(tree.root))
        let text = try #require(Self.readFile(output), "no String Catalog at the byte path")
        #expect(
            text.hasPrefix(
                """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "app.volume" : {
                      "comment" : "slider-speech export from 
                """))
        #expect(
            text.contains(
                """
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Volume"
                          }
                        }
                """))
    }

    @Test("export android: -o as bytes makes the res tree inside the byte-named folder")
    func exportAndroidBytePath() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let res = tree.folder + Self.word("/res") + [0xFF]
        let result = try Self.run([
            Self.word("export"), Self.word("--format"), Self.word("android"), Self.word("--catalog"), tree.catalog,
            Self.word("--locale"), Self.word("en"), Self.word("-o"), res,
        ])
        #expect(result.status == 0)
        #expect(result.stderr == HostileNameTests.warnings(tree.root))
        let strings = try #require(
            Self.readFile(res + Self.word("/values/slider_speech_strings.xml")), "no values/slider_speech_strings.xml")
        #expect(strings.contains("    <!-- app.volume\n         slider-speech export from "))
        #expect(strings.contains(" -->\n    <string name=\"app_volume\">Volume</string>\n"))
        // Only the languages asked for: en alone.
        #expect(Self.readFile(res + Self.word("/values-fr/slider_speech_strings.xml")) == nil)
    }

    @Test("export: -o naming a directory (xcstrings) or under a file (android), in bytes, is one error line, exit 2")
    func exportUnwritable() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let intoDirectory = try Self.run([
            Self.word("export"), Self.word("--format"), Self.word("xcstrings"), Self.word("-o"), tree.folder,
        ])
        #expect(intoDirectory.status == 2)
        #expect(
            intoDirectory.stderr
                == "slider-speech: error: -o: '\(tree.root)/d\\xFF' is a directory (give the .xcstrings file to write)\n")
        let underFile = try Self.run([
            Self.word("export"), Self.word("--format"), Self.word("android"), Self.word("-o"), tree.spec + Self.word("/res"),
        ])
        #expect(underFile.status == 2)
        #expect(
            underFile.stderr
                == "slider-speech: error: -o: cannot write '\(tree.root)/d\\xFF/spec\\xFF.json': is not a directory\n")
    }

    @Test("validate reads an Android res directory whose name is not UTF-8 as Android resources", .pinnedToICU72)
    func validateAndroidBytePath() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let res = tree.folder + Self.word("/r") + [0xFF] + Self.word("es")
        try Tree.makeDirectory(res)
        try Tree.makeDirectory(res + Self.word("/values"))
        try Tree.makeDirectory(res + Self.word("/values-fr"))
        try Tree.writeFile(
            res + Self.word("/values/strings.xml"),
            """
            <resources>
                <string name="volume">Volume</string>
                <string name="muted">Muted</string>
            </resources>

            """)
        try Tree.writeFile(
            res + Self.word("/values-fr/strings.xml"),
            """
            <resources>
                <string name="volume">Volume %s</string>
            </resources>

            """)
        let result = try Self.run([Self.word("validate"), res])
        #expect(result.status == 1)
        let place = "\(tree.root)/d\\xFF/r\\xFFes"
        #expect(
            result.stdout == """
                \(place)/values-fr/strings.xml:2:5: error argument-mismatch: fr volume: uses argument 1 (%s), which the source does not have
                \(place)/values-fr/strings.xml:1: error missing-key: fr muted: missing: \(place)/values/strings.xml has it at line 3
                2 files, 3 messages: 2 errors, 0 warnings (ICU 72.1, CLDR 42.0)

                """)
        #expect(result.stderr == "")
    }

    @Test("validate --base named in bytes: SARIF locations under it are relative to it", .pinnedToICU72)
    func validateBaseBytePath() throws {
        let tree = try Tree()
        defer { withExtendedLifetime(tree) {} }
        let catalog = tree.folder + Self.word("/L")
        try Tree.makeDirectory(catalog)
        try Tree.writeFile(catalog + Self.word("/en.json"), #"{"a": "A"}"#)
        try Tree.writeFile(catalog + Self.word("/fr.json"), #"{"a": "{x}"}"#)
        let result = try Self.run([
            Self.word("validate"), catalog, Self.word("--format"), Self.word("sarif"), Self.word("--base"), tree.folder,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.contains(#""uri": "L/fr.json","#))
        #expect(result.stderr == "")
    }
}
