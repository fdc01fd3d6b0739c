import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Writers at once, through the built binary, each case run 200 times: two exports into one
/// String Catalog or one `res` tree never lose each other's strings; a save by another program
/// (a new file renamed over the catalog, as Xcode saves) while an export merges is merged
/// again, never lost; an Android export killed at any moment leaves a tree that is the old one,
/// or one the next export completes before anything else — and no temporary file.
@Suite("export: concurrent writers, foreign saves and kill -9, 200 runs a case")
struct ExportConcurrencyEndToEndTests {
    /// Swaps two files in one step (Linux's renameat2 with RENAME_EXCHANGE, looked up at run
    /// time: Glibc's module does not export it).
    static func exchange(_ first: String, _ second: String) -> Bool {
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(nil, "renameat2") else { return false }
        return unsafeBitCast(symbol, to: RenameAt2.self)(-100, first, -100, second, 2) == 0
    }

    static let runs = 200

    /// Two catalogs with a message each, in en, fr and de.
    static func catalogs(_ scratch: Scratch, _ names: [String] = ["A", "B"]) throws {
        for name in names {
            for tag in ["en", "fr", "de"] {
                try scratch.write("\(name)/\(tag).json", #"{"app.\#(name.lowercased()).only": "\#(name) \#(tag) {name}"}"#)
            }
        }
    }

    @Test("Two exports of two catalogs into one String Catalog at once: both exit 0, both catalogs' strings are there")
    func twoStringCatalogExports() throws {
        let scratch = try Scratch("race-xcstrings")
        try Self.catalogs(scratch)
        let path = scratch.at("App.xcstrings")
        var lost: [Int] = []
        for run in 0..<Self.runs {
            try scratch.write(
                "App.xcstrings", #"{"sourceLanguage":"en","version":"1.0","strings":{"Mine":{"comment":"the app's"}}}"#)
            let first = try ChildProcess(
                Tool.binary, ["export", "--format", "xcstrings", "--catalog", scratch.at("A"), "--locale", "fr", "-o", path])
            let second = try ChildProcess(
                Tool.binary, ["export", "--format", "xcstrings", "--catalog", scratch.at("B"), "--locale", "fr", "-o", path])
            let (a, b) = (first.finish(), second.finish())
            let text = scratch.read("App.xcstrings") ?? ""
            if a.status != 0 || b.status != 0 || !text.contains("app.a.only") || !text.contains("app.b.only")
                || !text.contains("the app's")
            {
                lost.append(run)
            }
        }
        #expect(lost == [], "runs that lost a string or failed")
    }

    @Test("Two exports of two catalogs into one res tree at once: both exit 0; every folder has both catalogs' strings")
    func twoAndroidExports() throws {
        let scratch = try Scratch("race-android")
        try Self.catalogs(scratch)
        let res = scratch.at("res")
        var lost: [Int] = []
        for run in 0..<Self.runs {
            try? FileManager.default.removeItem(atPath: res)
            let arguments = ["--locale", "fr", "--locale", "de", "-o", res]
            let first = try ChildProcess(
                Tool.binary, ["export", "--format", "android", "--catalog", scratch.at("A")] + arguments)
            let second = try ChildProcess(
                Tool.binary, ["export", "--format", "android", "--catalog", scratch.at("B")] + arguments)
            let (a, b) = (first.finish(), second.finish())
            let files = ["values", "values-fr", "values-de"].map { scratch.read("res/\($0)/slider_speech_strings.xml") ?? "" }
            if a.status != 0 || b.status != 0
                || !files.allSatisfy({ $0.contains("name=\"app_a_only\"") && $0.contains("name=\"app_b_only\"") })
            {
                lost.append(run)
            }
        }
        #expect(lost == [], "runs that lost a string or failed")
        _ = try ExportIntoAppEndToEndTests.expectCompiles(res)
    }

    /// A String Catalog of `count` strings of an app's own, in Xcode's format.
    static func appCatalog(count: Int) -> String {
        var entries: [String] = []
        for index in 0..<count {
            entries.append(
                """
                    "App string \(index)" : {
                      "localizations" : {
                        "fr" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Chaîne \(index)"
                          }
                        }
                      }
                    }
                """)
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n")
            + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    @Test("A save by another program while an export merges (a new file renamed over it): merged again, nothing lost")
    func foreignSave() throws {
        let scratch = try Scratch("race-foreign")
        try scratch.write("L/en.json", #"{"app.export.only": "Exported"}"#)
        let catalog = Self.appCatalog(count: 300)
        let saved = catalog.replacingOccurrences(
            of: "\"strings\" : {\n", with: "\"strings\" : {\n    \"Saved by Xcode\" : {\n\n    },\n")
        let path = scratch.at("App.xcstrings")
        var lost: [Int] = []
        var mergedAgain = 0
        var late = 0
        for run in 0..<Self.runs {
            try scratch.write("App.xcstrings", catalog)
            let before = try #require(Scratch.statInfo(path))
            let watch = try #require(FolderWatch(scratch.path, events: UInt32(IN_CLOSE_NOWRITE)))
            let export = try ChildProcess(
                Tool.binary, ["export", "--format", "xcstrings", "--catalog", scratch.at("L"), "-o", path])
            // The export has read the catalog: save it as Xcode does, unless it is done already.
            #expect(watch.wait(for: "App.xcstrings", seconds: 60), "the export never read the catalog (run \(run))")
            // Saved in one step as a rename would, but by swapping, so that the test knows which
            // file the save displaced: the one the export read (the save landed while it merged),
            // or the export's result (it had finished: the save is undone, and counts as late).
            try scratch.write("App.xcstrings.saving", saved)
            #expect(Self.exchange(scratch.at("App.xcstrings.saving"), path))
            let tooLate = Scratch.statInfo(scratch.at("App.xcstrings.saving"))?.st_ino != before.st_ino
            if tooLate {
                late += 1
                #expect(Self.exchange(scratch.at("App.xcstrings.saving"), path))
            }
            #expect(unlink(scratch.at("App.xcstrings.saving")) == 0)
            let result = export.finish()
            let stderr = String(decoding: result.stderr, as: UTF8.self)
            if stderr.contains("changed while the export merged into it; merging again") { mergedAgain += 1 }
            let text = scratch.read("App.xcstrings") ?? ""
            if result.status != 0 || !text.contains("app.export.only") || !text.contains("App string 299")
                || (!text.contains("Saved by Xcode") && !tooLate)
            {
                lost.append(run)
            }
        }
        #expect(lost == [], "runs that lost the save or the export's strings")
        // Most saves land while the export merges, and it merges again.
        #expect(mergedAgain > Self.runs / 2, "merged again \(mergedAgain) times, \(late) saves came after the export")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted() == ["App.xcstrings", "L"])
    }

    @Test("An Android export killed at any moment: the old tree, or a journal the next export completes first; no leftovers")
    func killed() throws {
        let scratch = try Scratch("race-kill")
        try Self.catalogs(scratch, ["A", "B", "C"])
        let res = scratch.at("res")
        let folders = ["values", "values-de", "values-fr"]
        var random = SeededRandom(seed: 39)
        var journals = 0
        var bad: [String] = []
        for run in 0..<Self.runs {
            try? FileManager.default.removeItem(atPath: res)
            let first = try Tool.run([
                "export", "--format", "android", "--catalog", scratch.at("A"), "--locale", "fr", "--locale", "de", "-o", res,
            ])
            #expect(first.status == 0)
            let watch = try #require(FolderWatch(res, events: UInt32(IN_MOVED_TO)))
            let export = try ChildProcess(
                Tool.binary, ["export", "--format", "android", "--catalog", scratch.at("B"), "-o", res])
            if run % 2 == 0 {
                // When the journal is in place: midway through the renames.
                _ = watch.wait(for: ".slider-speech-export.journal", seconds: 60)
            } else {
                var pause = timespec(tv_sec: 0, tv_nsec: Int(random.next(80)) * 1_000_000)
                nanosleep(&pause, nil)
            }
            kill(export.pid, SIGKILL)
            _ = export.finish()
            let texts = folders.map { scratch.read("res/\($0)/slider_speech_strings.xml") ?? "" }
            let withB = texts.filter { $0.contains("name=\"app_b_only\"") }.count
            let journal = FileManager.default.fileExists(atPath: res + "/.slider-speech-export.journal")
            if journal { journals += 1 }
            // Mixed only with a journal that says how to finish.
            if withB != 0, withB != folders.count, !journal { bad.append("run \(run): mixed without a journal") }
            // The next export (of a third catalog) puts the killed one's files in place first.
            let next = try Tool.run(["export", "--format", "android", "--catalog", scratch.at("C"), "-o", res])
            #expect(next.status == 0, "\(next.stderr)")
            if journal != next.stderr.contains("an earlier export was stopped while it renamed its files") {
                bad.append("run \(run): journal \(journal), but the next export said: \(next.stderr)")
            }
            let after = folders.map { scratch.read("res/\($0)/slider_speech_strings.xml") ?? "" }
            let allB = after.allSatisfy { $0.contains("name=\"app_b_only\"") }
            let noB = after.allSatisfy { !$0.contains("name=\"app_b_only\"") }
            if !(allB || noB) || (journal && !allB) { bad.append("run \(run): after the next export, B in some folders only") }
            if !after.allSatisfy({ $0.contains("name=\"app_a_only\"") && $0.contains("name=\"app_c_only\"") }) {
                bad.append("run \(run): a catalog's strings lost")
            }
            var leftovers: [String] = []
            for folder in try FileManager.default.contentsOfDirectory(atPath: res) {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: res + "/" + folder)) ?? []
                leftovers += names.filter { $0.hasSuffix(".partial") }
                if folder.hasPrefix(".") { leftovers.append(folder) }
            }
            if !leftovers.isEmpty { bad.append("run \(run): left \(leftovers)") }
        }
        #expect(bad == [])
        // Half the runs killed it with the journal in place.
        #expect(journals >= Self.runs / 4, "\(journals) journals")
    }
}

/// Events of a folder (inotify), to wait for what a child process does to a file in it.
final class FolderWatch {
    private let descriptor: Int32

    init?(_ folder: String, events: UInt32) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        guard inotify_add_watch(descriptor, folder, events) >= 0 else {
            close(descriptor)
            return nil
        }
    }

    deinit { close(descriptor) }

    /// Waits for an event on `name` in the folder; false after `seconds` (the bound of a
    /// failure, never a delay a test relies on).
    func wait(for name: String, seconds: Int32) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        var remaining = seconds * 1000
        while remaining > 0 {
            let started = DispatchTime.now()
            let ready = poll(&entry, 1, remaining)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return false }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            var offset = 0
            while offset + 16 <= count {
                let length = Int(buffer[offset + 12]) | Int(buffer[offset + 13]) << 8 | Int(buffer[offset + 14]) << 16
                let bytes = buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }
                if String(decoding: bytes, as: UTF8.self) == name { return true }
                offset += 16 + length
            }
            remaining -= Int32((DispatchTime.now().uptimeNanoseconds - started.uptimeNanoseconds) / 1_000_000)
        }
        return false
    }
}
