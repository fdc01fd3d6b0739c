import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `-o` of every command that writes a file — `review` and `export` (a String Catalog, and
/// the Android files it writes into a `res` folder) — through the built binary: a regular
/// file is replaced atomically, keeping its mode; a new one gets 0666 less the umask; a
/// symbolic link is followed; a FIFO, a character device and the process's own descriptors
/// are written as they are and never replaced; a failed write leaves what was there.
@Suite("-o: written atomically, never replacing what is not a regular file")
struct OutputPathEndToEndTests {
    /// A command that writes `-o PATH`, and what its file starts with.
    struct Writer: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: @Sendable (String) -> [String]
        let prefix: String
        /// What its file ends with.
        let suffix: String
        /// What the command prints on standard output for a file written at a path.
        let stdout: @Sendable (String) -> String
        /// A file the command replaces (a String Catalog for export, which merges into one).
        let old: String
        /// What the command prints when it replaces `old` at a path.
        let replacedStdout: @Sendable (String) -> String
        var testDescription: String { name }
    }

    static let writers = [
        Writer(
            name: "review", arguments: { ["review", "--spec", Tool.packageRoot + "/Examples/price-filter.json", "-o", $0] },
            prefix: "<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">\n", suffix: "</html>\n", stdout: { _ in "" },
            old: "old content\n",
            replacedStdout: { _ in "" }),
        Writer(
            name: "export xcstrings", arguments: { ["export", "--format", "xcstrings", "--locale", "de", "-o", $0] },
            // Xcode's formatting: `"key" : value`, and no line feed after the last brace.
            prefix: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n", suffix: "\n  \"version\" : \"1.0\"\n}",
            stdout: { "wrote \($0)\n" },
            // An empty catalog as Xcode writes one.
            old: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}",
            replacedStdout: {
                "wrote \($0): 22 strings of the export changed (22 added, 0 updated), 0 of the catalog's own kept\n"
            }),
    ]

    @Test("A new file: written whole, mode 0666 less the umask (027 gives 0640)", arguments: writers)
    func newFile(writer: Writer) throws {
        let scratch = try Scratch("out-new")
        let target = scratch.at("new")
        let result = try Scratch.runInShell("umask 027", writer.arguments(target))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        #expect(result.stdout == writer.stdout(target))
        #expect(scratch.read("new")?.hasPrefix(writer.prefix) == true)
        #expect(Scratch.mode(target) == 0o640)
        // Nothing else is left in the folder: the temporary file was renamed.
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["new"])
    }

    @Test("A regular file: replaced by a new one (another inode), keeping its mode 0600", arguments: writers)
    func replacesRegularFile(writer: Writer) throws {
        let scratch = try Scratch("out-regular")
        let target = try scratch.write("old", writer.old)
        #expect(chmod(target, 0o600) == 0)
        let before = try #require(Scratch.statInfo(target))
        // A reader that opened the file before the write keeps reading the old content.
        let reader = try #require(FileHandle(forReadingAtPath: target))
        defer { try? reader.close() }
        let result = try Tool.run(writer.arguments(target))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == writer.replacedStdout(target))
        let after = try #require(Scratch.statInfo(target))
        #expect(after.st_ino != before.st_ino)
        #expect(Scratch.mode(target) == 0o600)
        #expect(scratch.read("old")?.hasPrefix(writer.prefix) == true)
        #expect(String(decoding: reader.readDataToEndOfFile(), as: UTF8.self) == writer.old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["old"])
    }

    @Test("A symbolic link: its target is written, the link stays a link (also a link to nothing)", arguments: writers)
    func followsLinks(writer: Writer) throws {
        let scratch = try Scratch("out-link")
        try FileManager.default.createDirectory(atPath: scratch.at("real"), withIntermediateDirectories: true)
        try scratch.write("real/target", writer.old)
        #expect(symlink("real/target", scratch.at("link")) == 0)
        #expect(symlink("real/absent", scratch.at("dangling")) == 0)
        for (link, target) in [("link", "real/target"), ("dangling", "real/absent")] {
            let result = try Tool.run(writer.arguments(scratch.at(link)))
            #expect(result.status == 0, "\(link): \(result.stderr)")
            #expect(Scratch.kind(scratch.at(link)) == S_IFLNK, "\(link)")
            #expect(Scratch.kind(scratch.at(target)) == S_IFREG, "\(target)")
            #expect(scratch.read(target)?.hasPrefix(writer.prefix) == true, "\(target)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.at("real")).sorted() == ["absent", "target"])
    }

    @Test("A FIFO: its reader gets every byte, and it stays a FIFO", arguments: writers)
    func streamsIntoFIFO(writer: Writer) throws {
        let scratch = try Scratch("out-fifo")
        let fifo = try scratch.fifo("pipe")
        // The reader copies into a file, so that it never waits for this test to read it.
        let reader = try ChildProcess("/bin/sh", ["-c", #"exec cat "$0" > "$1""#, fifo, scratch.at("read")])
        let result = try Tool.run(writer.arguments(fifo))
        let read = reader.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == writer.stdout(fifo))
        #expect(read.status == 0)
        let text = try #require(scratch.read("read"))
        #expect(text.hasPrefix(writer.prefix))
        #expect(text.hasSuffix(writer.suffix) && text.utf8.count > 10_000)
        #expect(Scratch.kind(fifo) == S_IFIFO)
    }

    // Not /dev/stdout itself: a tool that replaced it (as this one did before) would replace
    // the machine's /dev/stdout. /dev/fd/1 cannot be replaced, and a link of the test's own
    // stands for /dev/stdout.
    @Test(
        "/dev/fd/1, and a link to /proc/self/fd/1 as /dev/stdout is: the bytes go to standard output, a pipe here",
        arguments: writers)
    func standardOutput(writer: Writer) throws {
        let scratch = try Scratch("out-stdout")
        #expect(symlink("/proc/self/fd/1", scratch.at("stdout")) == 0)
        for path in ["/dev/fd/1", scratch.at("stdout")] {
            let result = try Tool.run(writer.arguments(path))
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.hasPrefix(writer.prefix), "\(path)")
            #expect(result.stdout.hasSuffix(writer.stdout(path)), "\(path)")
        }
        #expect(Scratch.kind(scratch.at("stdout")) == S_IFLNK)
    }

    @Test(
        "Character devices made with mknod: /dev/null's twin takes the bytes, /dev/full's is an error; both stay devices",
        .enabled(
            if: Scratch.canMakeDevices || Scratch.inCI,
            "mknod needs root (CI runs as root): the device-node test is skipped, as CI is not set"),
        arguments: writers)
    func characterDevices(writer: Writer) throws {
        let scratch = try Scratch("out-devices")
        let null = try scratch.characterDevice("null", major: 1, minor: 3)
        let full = try scratch.characterDevice("full", major: 1, minor: 7)
        let written = try Tool.run(writer.arguments(null))
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout == writer.stdout(null))
        let failed = try Tool.run(writer.arguments(full))
        #expect(failed.status == 2)
        #expect(failed.stdout == "")
        #expect(failed.stderr == "slider-speech: error: -o: cannot write '\(full)': no space left on device\n")
        for device in [null, full] {
            #expect(Scratch.kind(device) == S_IFCHR, "\(device)")
            #expect(Scratch.lstatInfo(device)?.st_size == 0, "\(device)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["full", "null"])
    }

    @Test("A write that fails (a file size limit, SIGXFSZ ignored) leaves the old file and no temporary file", arguments: writers)
    func failedWriteKeepsOldFile(writer: Writer) throws {
        let scratch = try Scratch("out-fail")
        let target = try scratch.write("kept", writer.old)
        // ulimit -f counts 1024-byte blocks: every output here is larger than 4 KiB.
        let result = try Scratch.runInShell("trap '' XFSZ; ulimit -f 4", writer.arguments(target))
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "slider-speech: error: -o: cannot write '\(target)': file too large\n")
        #expect(scratch.read("kept") == writer.old)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == ["kept"])
    }

    @Test(
        "A file its owner made read-only is an error and stays as it is, as for the shell's >; a writable one is replaced (run as nobody)",
        .enabled(
            if: Scratch.canMakeDevices || Scratch.inCI,
            "running the tool as another user needs root (CI runs as root): skipped, as CI is not set"))
    func readOnlyFile() throws {
        let scratch = try Scratch("out-readonly")
        let nobody: uid_t = 65_534
        #expect(chown(scratch.path, nobody, gid_t(nobody)) == 0)
        let locked = try scratch.write("locked.html", "kept\n")
        let open = try scratch.write("open.html", "old\n")
        for (file, mode) in [(locked, mode_t(0o444)), (open, mode_t(0o640))] {
            #expect(chown(file, nobody, gid_t(nobody)) == 0)
            #expect(chmod(file, mode) == 0)
        }
        // The tool, the spec and its catalogs are copied into the scratch directory, which
        // nobody can reach wherever the clone is (a clone in a 0700 directory is out of its reach).
        // Copied by cp, not by this process: a file this process holds open for writing is
        // inherited by any child another test spawns meanwhile, and executing it then fails
        // with "Text file busy" until that child has executed its program.
        let binary = scratch.at("slider-speech")
        #expect(try ChildProcess("/bin/cp", [Tool.binary, binary]).finish().status == 0)
        #expect(chmod(binary, 0o755) == 0)
        let spec = scratch.at("price-filter.json")
        try FileManager.default.copyItem(atPath: Tool.packageRoot + "/Examples/price-filter.json", toPath: spec)
        try FileManager.default.copyItem(atPath: Tool.packageRoot + "/Examples/Locales", toPath: scratch.at("Locales"))
        func runAsNobody(_ target: String) throws -> (status: Int32, stderr: String) {
            let child = try ChildProcess(
                "/usr/bin/setpriv",
                ["--reuid=65534", "--regid=65534", "--clear-groups", binary, "review", "--spec", spec, "-o", target])
            let result = child.finish()
            return (result.status, String(decoding: result.stderr, as: UTF8.self))
        }
        let refused = try runAsNobody(locked)
        #expect(refused.status == 2)
        #expect(refused.stderr == "slider-speech: error: -o: cannot write '\(locked)': permission denied\n")
        #expect(scratch.read("locked.html") == "kept\n")
        let replaced = try runAsNobody(open)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(scratch.read("open.html")?.hasPrefix("<!DOCTYPE html>") == true)
        #expect(Scratch.mode(open) == 0o640)
        #expect(Scratch.statInfo(open)?.st_uid == nobody)
    }

    @Test("A directory is an error; nothing in it changes")
    func directory() throws {
        let scratch = try Scratch("out-dir")
        try scratch.write("folder/inside", "x")
        let review = try Tool.run(
            ["review", "--spec", Tool.packageRoot + "/Examples/price-filter.json", "-o", scratch.at("folder")])
        #expect(review.status == 2)
        #expect(review.stderr == "slider-speech: error: -o: cannot write '\(scratch.at("folder"))': is a directory\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.at("folder")) == ["inside"])
    }

    @Test("Android: the export's own file through a link within its folder is written; out of its folder, or a FIFO, refused")
    func androidFiles() throws {
        let scratch = try Scratch("out-android")
        try scratch.write("Locales/en.json", #"{"app.title": "Title"}"#)
        let strings = try scratch.write(
            "res/values/strings.xml", "<resources><string name=\"app_name\">App</string></resources>\n")
        let before = try #require(Scratch.statInfo(strings))
        let export = ["export", "--format", "android", "--catalog", scratch.at("Locales"), "-o", scratch.at("res")]
        // An earlier export's file, kept under another name in the same folder and linked to.
        let first = try Tool.run(export)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(rename(scratch.at("res/values/slider_speech_strings.xml"), scratch.at("res/values/ours.xml.txt")) == 0)
        #expect(symlink("ours.xml.txt", scratch.at("res/values/slider_speech_strings.xml")) == 0)
        try scratch.write("Locales/en.json", #"{"app.title": "New title"}"#)
        let within = try Tool.run(export)
        #expect(within.status == 0, "\(within.stderr)")
        #expect(within.stdoutLines == ["wrote \(scratch.at("res"))/values/slider_speech_strings.xml"])
        #expect(Scratch.kind(scratch.at("res/values/slider_speech_strings.xml")) == S_IFLNK)
        #expect(scratch.read("res/values/ours.xml.txt")?.contains(#"<string name="app_title">New title</string>"#) == true)
        // A link out of its folder, even to an export's file, is not written through.
        try FileManager.default.createDirectory(atPath: scratch.at("kept"), withIntermediateDirectories: true)
        #expect(rename(scratch.at("res/values/ours.xml.txt"), scratch.at("kept/ours.xml")) == 0)
        #expect(unlink(scratch.at("res/values/slider_speech_strings.xml")) == 0)
        #expect(symlink("../../kept/ours.xml", scratch.at("res/values/slider_speech_strings.xml")) == 0)
        let kept = scratch.read("kept/ours.xml")
        let out = try Tool.run(export)
        #expect(out.status == 2)
        #expect(out.stdout == "")
        #expect(
            out.stderr
                == "slider-speech: error: -o: \(scratch.at("res"))/values/slider_speech_strings.xml is a link that leads out of "
                + "its folder; the export does not write through it: nothing was written\n")
        #expect(scratch.read("kept/ours.xml") == kept)
        // A FIFO of that name is no file an export wrote: refused, never waited for.
        #expect(unlink(scratch.at("res/values/slider_speech_strings.xml")) == 0)
        let fifo = try scratch.fifo("res/values/slider_speech_strings.xml")
        let refused = try Tool.run(export)
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "slider-speech: error: -o: \(fifo) is not a regular file; it was not replaced: nothing was written\n")
        #expect(Scratch.kind(fifo) == S_IFIFO)
        #expect(scratch.read("res/values/strings.xml") == "<resources><string name=\"app_name\">App</string></resources>\n")
        #expect(Scratch.statInfo(strings)?.st_ino == before.st_ino)
    }
}
