import Foundation

/// Runs the built `slider-speech` binary, as a user would.
///
/// The binary is found beside the test runner (`.build/<configuration>/`), where `swift test`
/// builds it (this target depends on it); `SLIDER_SPEECH_BINARY` overrides the path.
enum Tool {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).dropLastEmpty() }
    }

    static let binary: URL = {
        if let override = ProcessInfo.processInfo.environment["SLIDER_SPEECH_BINARY"] {
            return URL(fileURLWithPath: override)
        }
        let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = runner.deletingLastPathComponent()
        // On Linux the runner is `<build>/<Package>PackageTests.xctest`; on macOS a bundle deeper down.
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("slider-speech")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/slider-speech")
    }()

    /// The package's root folder, for the files of `Examples/` and `Locales/`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Runs the tool with `arguments`, feeding `input` to standard input, from the package root.
    static func run(_ arguments: [String], input: String = "", environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        if let environment { process.environment = environment }
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both streams while writing, so a large output cannot block the child.
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data()
        nonisolated(unsafe) var err = Data()
        DispatchQueue.global().async(group: group) { out = stdout.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { err = stderr.fileHandleForReading.readDataToEndOfFile() }
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        group.wait()
        return Result(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }
}

extension Array where Element == String {
    /// Without the empty string a final newline leaves.
    func dropLastEmpty() -> [String] {
        last == "" ? Array(dropLast()) : self
    }
}
