import Foundation
import Testing
@testable import SliderSpeechCLI

/// What one run of the tool wrote and returned.
struct ToolRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs `slider-speech` in this process, through `SliderSpeechTool.main`, with buffers for
/// standard output and standard error.
func runInProcess(_ arguments: [String]) -> ToolRun {
    final class Buffer {
        var bytes: [UInt8] = []
    }
    let out = Buffer()
    let err = Buffer()
    let io = ToolIO(
        sinkOut: { bytes in
            out.bytes += bytes
            return true
        },
        sinkError: { bytes in err.bytes += bytes })
    let status = SliderSpeechTool.main(arguments, io: io)
    io.flush()
    return ToolRun(
        status: status, stdout: String(decoding: out.bytes, as: UTF8.self),
        stderr: String(decoding: err.bytes, as: UTF8.self))
}

/// The built `slider-speech` binary, for end-to-end tests.
///
/// Looked for, in order:
/// 1. `$SLIDER_SPEECH_BINARY`, when set (a release build, an installed copy);
/// 2. next to the test executable — on Linux `swift test` runs
///    `.build/<triple>/<configuration>/SliderSpeechPackageTests.xctest`, beside the products;
/// 3. next to any loaded `.xctest` bundle — on macOS the bundle sits beside the products;
/// 4. `.build/debug/` and `.build/release/` of the package that holds this file (`#filePath`).
/// The first that exists and is executable wins; `nil` when none does.
func sliderSpeechBinary(filePath: String = #filePath) -> URL? {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    if let path = ProcessInfo.processInfo.environment["SLIDER_SPEECH_BINARY"], !path.isEmpty {
        candidates.append(URL(fileURLWithPath: path))
    }
    if let executable = Bundle.main.executableURL {
        candidates.append(executable.deletingLastPathComponent().appendingPathComponent("slider-speech"))
    }
    for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
        candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("slider-speech"))
    }
    let packageRoot = URL(fileURLWithPath: filePath)
        .deletingLastPathComponent()  // SliderFormattingTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
    for configuration in ["debug", "release"] {
        candidates.append(packageRoot.appendingPathComponent(".build/\(configuration)/slider-speech"))
    }
    return candidates.first { fileManager.isExecutableFile(atPath: $0.path) }
}

/// Runs the built binary with `arguments` and no standard input.
func runBinary(_ binary: URL, _ arguments: [String]) throws -> ToolRun {
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes before waiting, standard error on another thread, so that neither can
    // fill up and stall the tool.
    final class Box: @unchecked Sendable { var data = Data() }
    let errorData = Box()
    let errorHandle = err.fileHandleForReading
    let errorRead = DispatchSemaphore(value: 0)
    Thread {
        errorData.data = errorHandle.readDataToEndOfFile()
        errorRead.signal()
    }.start()
    let outputData = out.fileHandleForReading.readDataToEndOfFile()
    errorRead.wait()
    process.waitUntilExit()
    return ToolRun(
        status: process.terminationStatus, stdout: String(decoding: outputData, as: UTF8.self),
        stderr: String(decoding: errorData.data, as: UTF8.self))
}
