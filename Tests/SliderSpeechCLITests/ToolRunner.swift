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
    let io = ToolIO(collectOut: { bytes in out.bytes += bytes }, collectError: { bytes in err.bytes += bytes })
    let status = SliderSpeechTool.main(arguments, io: io)
    io.flush()
    return ToolRun(
        status: status, stdout: String(decoding: out.bytes, as: UTF8.self),
        stderr: String(decoding: err.bytes, as: UTF8.self))
}
