#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: standard output and standard error, or buffers in tests.
///
/// Standard output is buffered and written with `write(2)` on ``flush()`` (and when the
/// buffer fills); standard error is written at once. A reader that went away (a closed pipe)
/// makes later writes no-ops instead of killing the process.
package final class ToolIO {
    private let sinkOut: ([UInt8]) -> Bool
    private let sinkError: ([UInt8]) -> Void
    private var pending: [UInt8] = []
    private var outputClosed = false
    private static let bufferLimit = 1 << 16

    package init(sinkOut: @escaping ([UInt8]) -> Bool, sinkError: @escaping ([UInt8]) -> Void) {
        self.sinkOut = sinkOut
        self.sinkError = sinkError
    }

    deinit { flush() }

    /// The process's standard output and standard error.
    package static func standard() -> ToolIO {
        // A closed pipe must end in an error from write(2), not a signal.
        signal(SIGPIPE, SIG_IGN)
        return ToolIO(
            sinkOut: { bytes in writeAll(bytes, to: 1) },
            sinkError: { bytes in _ = writeAll(bytes, to: 2) })
    }

    /// Writes `text` and a newline to standard output.
    package func line(_ text: String = "") {
        write(text)
        pending.append(0x0A)
        if pending.count >= Self.bufferLimit { flush() }
    }

    /// Writes `text` to standard output as it is.
    package func write(_ text: String) {
        pending.append(contentsOf: text.utf8)
        if pending.count >= Self.bufferLimit { flush() }
    }

    /// Writes `text` and a newline to standard error.
    package func errorLine(_ text: String) {
        flush()
        sinkError(Array((text + "\n").utf8))
    }

    /// Pushes what was written to standard output to its reader now.
    package func flush() {
        guard !pending.isEmpty else { return }
        if !outputClosed, !sinkOut(pending) { outputClosed = true }
        pending.removeAll(keepingCapacity: true)
    }

    /// Whether the reader of standard output has gone away.
    package var isOutputClosed: Bool { outputClosed }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
