import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What `-o` and the Android export must never do, through the built binary: write through a
/// link out of the tree or two languages into one file, miss a name aapt reads, replace the
/// command's own input, succeed after writing into a closed descriptor, die of a file size
/// limit, leave a partial file, change part of a tree when a write fails, or refuse a catalog
/// whose keys differ only by normalization.
@Suite("-o and the export: nothing lost, nothing torn")
struct OutputSafetyEndToEndTests {
    static let appStrings = #"<resources><string name="app_name">Stays</string></resources>"# + "\n"

    @Test("Android: values-fr linked to values (two languages, one file) or a folder linked out of res is refused")
    func folderLinks() throws {
        let scratch = try Scratch("safety-folders")
        try scratch.write("res/values/strings.xml", Self.appStrings)
        #expect(symlink("values", scratch.at("res/values-fr")) == 0)
        let res = scratch.at("res")
        let shared = try Tool.run(["export", "--format", "android", "-o", res])
        #expect(shared.status == 2)
        #expect(
            shared.stderr
                == "slider-speech: error: -o: \(res)/values and \(res)/values-fr are the same folder (a link), so two "
                + "languages would share one file: nothing was written\n")
        #expect(!FileManager.default.fileExists(atPath: res + "/values/slider_speech_strings.xml"))
        #expect(unlink(scratch.at("res/values-fr")) == 0)
        try scratch.write("elsewhere/values-fr/strings.xml", Self.appStrings)
        #expect(symlink("../elsewhere/values-fr", scratch.at("res/values-fr")) == 0)
        let out = try Tool.run(["export", "--format", "android", "-o", res])
        #expect(out.status == 2)
        #expect(
            out.stderr
                == "slider-speech: error: -o: \(res)/values-fr is a link that leads out of \(res); the export does not write "
                + "through it: nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.at("elsewhere/values-fr")) == ["strings.xml"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: res + "/values") == ["strings.xml"])
    }

    /// Ways an app's file can write the name `slider_range_any`, all of which aapt reads.
    static let clashingFiles: [(String, [UInt8])] = [
        ("a character reference", Array(#"<resources><string name="slider&#x5f;range&#x5f;any">mine</string></resources>"#.utf8)),
        (
            "UTF-16 with its byte order mark",
            utf16(#"<?xml version="1.0" encoding="utf-16"?><resources><string name="slider_range_any">mine</string></resources>"#)
        ),
        (
            "a prefixed root",
            Array(#"<r:resources xmlns:r="urn:x"><r:string name="slider_range_any">x</r:string></r:resources>"#.utf8)
        ),
        ("an item of type string", Array(#"<resources><item type="string" name="slider.range.any">x</item></resources>"#.utf8)),
    ]

    /// Text as UTF-16 little-endian with its byte order mark.
    static func utf16(_ text: String) -> [UInt8] {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        return bytes
    }

    @Test(
        "Android: a name the app defines is found however its file writes it: UTF-16, a character reference, a prefix",
        arguments: clashingFiles)
    func clashes(name: String, bytes: [UInt8]) throws {
        let scratch = try Scratch("safety-clash")
        let mine = scratch.at("res/values/mine.xml")
        try scratch.write("res/values/strings.xml", Self.appStrings)
        try Data(bytes).write(to: URL(fileURLWithPath: mine))
        let res = scratch.at("res")
        let result = try Tool.run(["export", "--format", "android", "-o", res])
        #expect(result.status == 2, "\(name)")
        #expect(
            result.stderr.hasPrefix(
                "slider-speech: error: -o: \(mine) defines slider_range_any, which the export writes to "
                    + "values/slider_speech_strings.xml\n"), "\(name)")
        #expect(!FileManager.default.fileExists(atPath: res + "/values/slider_speech_strings.xml"), "\(name)")
    }

    @Test("review -o naming its own --spec (or a link to it, or a catalog file) is refused; the input stays")
    func ownInput() throws {
        let scratch = try Scratch("safety-input")
        let spec = try scratch.write("volume.json", #"{"kind":"slider","bounds":[0,10],"step":1,"value":5,"label":"Volume"}"#)
        let catalog = try scratch.write("Locales/en.json", #"{"app.x": "X"}"#)
        #expect(symlink("volume.json", scratch.at("alias.json")) == 0)
        for (target, option, named) in [
            (spec, "--spec", spec), (scratch.at("alias.json"), "--spec", spec), (catalog, "--catalog", catalog),
        ] {
            let result = try Tool.run(["review", "--spec", spec, "--catalog", scratch.at("Locales"), "-o", target])
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "slider-speech: error: -o: '\(target)' is the \(option) file '\(named)', which writing it would "
                    + "replace; give another file\n")
        }
        #expect(scratch.read("volume.json")?.hasPrefix(#"{"kind":"slider""#) == true)
        #expect(scratch.read("Locales/en.json") == #"{"app.x": "X"}"#)
    }

    @Test(
        "-o /dev/stdout or /dev/stderr, closed when the tool started: exit 2, said where it can be",
        arguments: ["review", "export"])
    func closedDescriptors(command: String) throws {
        let arguments =
            command == "review"
            ? ["review", "--spec", Tool.packageRoot + "/Examples/balance.json"]
            : ["export", "--format", "xcstrings", "--locale", "en"]
        let stdout = try Scratch.runInShell("exec 1>&-", arguments + ["-o", "/dev/stdout"])
        #expect(stdout.status == 2)
        #expect(
            stdout.stderr
                == "slider-speech: error: -o: '/dev/stdout' is standard output, which was closed when the tool started: "
                + "nothing was written\n")
        let stderr = try Scratch.runInShell("exec 2>&-", arguments + ["-o", "/dev/stderr"])
        #expect(stderr.status == 2)
        #expect(stderr.stdout == "")
    }

    @Test("A file size limit (SIGXFSZ not ignored): exit 2 with EFBIG named, the old file kept, no partial file")
    func fileSizeLimit() throws {
        let scratch = try Scratch("safety-xfsz")
        let page = try scratch.write("page.html", "old\n")
        /// The tool under a file size limit, with SIGXFSZ's default action (death), whatever the
        /// test runner ignores (an ignored signal stays ignored across exec, and sh cannot undo it).
        func limited(_ blocks: Int, _ arguments: [String], output: String? = nil) throws -> (status: Int32, stderr: String) {
            let redirect = output.map { "; exec > \"\($0)\"" } ?? ""
            let child = try ChildProcess(
                "/usr/bin/env",
                ["--default-signal=XFSZ", "/bin/sh", "-c", "ulimit -f \(blocks)\(redirect); exec \"$0\" \"$@\"", Tool.binary]
                    + arguments)
            let result = child.finish()
            return (result.status, String(decoding: result.stderr, as: UTF8.self))
        }
        let review = try limited(8, ["review", "--spec", Tool.packageRoot + "/Examples/balance.json", "-o", page])
        #expect(review.status == 2)
        #expect(review.stderr == "slider-speech: error: -o: cannot write '\(page)': file too large\n")
        #expect(scratch.read("page.html") == "old\n")
        let demo = try limited(1, ["demo"], output: scratch.at("out.txt"))
        #expect(demo.status == 2)
        #expect(demo.stderr.hasSuffix("standard output: File too large (EFBIG); output was lost\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["out.txt", "page.html"])
    }

    @Test("Android: a write that fails midway (a file size limit) changes no file of the tree and leaves none behind")
    func treeAllOrNothing() throws {
        let scratch = try Scratch("safety-tree")
        try scratch.write("A/en.json", #"{"app.a": "A"}"#)
        // B's English is far larger than any other of its files.
        try scratch.write("B/en.json", #"{"app.b": "\#(String(repeating: "B", count: 100_000))"}"#)
        try scratch.write("B/de.json", #"{"app.b": "B"}"#)
        let res = scratch.at("res")
        let languages = ["--locale", "de", "--locale", "ar"]
        let probe = try Tool.run(
            ["export", "--format", "android", "--catalog", scratch.at("B"), "-o", scratch.at("probe")] + languages)
        #expect(probe.status == 0)
        let sizes = try ["values-ar", "values-de"].map { folder in
            try #require(Scratch.statInfo(scratch.at("probe/\(folder)/slider_speech_strings.xml"))?.st_size)
        }
        // A limit (in KiB) every file but the English one fits in: the English one fails after others were written.
        let limit = Int(sizes.max() ?? 0) / 1024 + 4
        let first = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("A"), "-o", res] + languages)
        #expect(first.status == 0)
        let folders = ["values", "values-ar", "values-de"]
        let before = try folders.map { try #require(scratch.read("res/\($0)/slider_speech_strings.xml")) }
        let result = try Scratch.runInShell(
            "ulimit -f \(limit)", ["export", "--format", "android", "--catalog", scratch.at("B"), "-o", res])
        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("file too large; nothing was written\n"), "\(result.stderr)")
        for (folder, text) in zip(folders, before) {
            #expect(scratch.read("res/\(folder)/slider_speech_strings.xml") == text, "\(folder)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: res + "/" + folder) == ["slider_speech_strings.xml"])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: res).sorted() == folders)
    }

    @Test("A partial file a killed process left beside the file is removed by the next write; a live process's is kept")
    func leftovers() throws {
        let scratch = try Scratch("safety-leftovers")
        let path = scratch.at("App.xcstrings")
        // A process that ran and ended: its id is free.
        let ended = try ChildProcess("/bin/true", [])
        let deadPID = ended.pid
        _ = ended.finish()
        try scratch.write(".App.xcstrings.slider-speech-\(deadPID)-1234.partial", "half")
        try scratch.write(".App.xcstrings.slider-speech-1-99.partial", "init's")
        try scratch.write(".Other.xcstrings.slider-speech-\(deadPID)-1.partial", "another file's")
        let result = try Tool.run(["export", "--format", "xcstrings", "--locale", "en", "-o", path])
        #expect(result.status == 0)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == [
                ".App.xcstrings.slider-speech-1-99.partial", ".Other.xcstrings.slider-speech-\(deadPID)-1.partial",
                "App.xcstrings",
            ])
    }

    @Test("String Catalog: keys that differ only by normalization are merged into, both kept")
    func normalization() throws {
        let scratch = try Scratch("safety-nfd")
        let text =
            "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{\"caf\u{E9} x\":{\"comment\":\"nfc\"},\"cafe\u{301} x\":{\"comment\":\"nfd\"}}}"
        let path = try scratch.write("App.xcstrings", text)
        let result = try Tool.run(["export", "--format", "xcstrings", "--locale", "en", "-o", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasSuffix("2 of the catalog's own kept\n"))
        // Compared as bytes: Swift's String would take either form for the other.
        let merged = Array(try #require(scratch.read("App.xcstrings")).utf8)
        #expect(merged.firstRange(of: Array("\"caf\u{E9} x\":{\"comment\":\"nfc\"}".utf8)) != nil)
        #expect(merged.firstRange(of: Array("\"cafe\u{301} x\":{\"comment\":\"nfd\"}".utf8)) != nil)
    }
}
