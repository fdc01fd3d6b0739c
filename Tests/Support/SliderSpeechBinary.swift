#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the package and its built `slider-speech` binary are, for end-to-end tests.
public enum SliderSpeechBinary {
    /// The package's root folder.
    public static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }  // Support, Tests, the package
        return path
    }()

    /// The binary: `$SLIDER_SPEECH_BINARY` when set; else beside the test runner (on Linux,
    /// `swift test` runs `<build>/<Package>PackageTests.xctest` among the products — which
    /// also finds the sanitizer builds of `--sanitize` runs); else `.build/debug/`.
    public static let path: String = {
        if let override = getenv("SLIDER_SPEECH_BINARY").map({ String(cString: $0) }), !override.isEmpty {
            return override
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            let runner = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let candidate = String(runner[..<runner.lastIndex(of: "/")!]) + "/slider-speech"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return packageRoot + "/.build/debug/slider-speech"
    }()

    /// What one run of the tool wrote and returned.
    public struct Run: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        /// The processor time (user and system) the run took, in seconds.
        public var processorSeconds: Double = 0
        /// Standard output's lines, without the empty one after the final line feed.
        public var stdoutLines: [String] {
            let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return lines.last == "" ? Array(lines.dropLast()) : lines
        }
    }

    /// Runs the binary with `arguments` from the package root, `input` on standard input.
    public static func run(_ arguments: [String], input: String = "", directory: String? = nil) throws -> Run {
        let child = try ChildProcess(path, arguments, directory: directory ?? packageRoot)
        let result = child.finish(input: input)
        return Run(
            status: result.status, stdout: String(decoding: result.stdout, as: UTF8.self),
            stderr: String(decoding: result.stderr, as: UTF8.self), processorSeconds: child.processorSeconds)
    }
}
