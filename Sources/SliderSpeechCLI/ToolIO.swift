import SliderSpeech

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes: standard output and standard error, or buffers in tests.
///
/// Standard output is buffered and written with `write(2)` on ``flush()`` (and when the
/// buffer fills); standard error is written at once. Every write is checked: a descriptor that
/// is not ready (`EAGAIN`, a non-blocking pipe whose reader is slow) is waited for with
/// `poll(2)`; a reader that went away (`EPIPE`) and any other failure (`ENOSPC`, `EIO`,
/// `EBADF`) stop all later output and are kept in ``outputFailure``, so that the tool never
/// reports success after output was lost.
package final class ToolIO {
    /// Why standard output stopped taking bytes.
    package enum OutputFailure: Equatable, Sendable {
        /// The reader went away (`EPIPE`): the tool ends quietly, with a non-zero status.
        case readerGone
        /// A write failed with this `errno`.
        case error(Int32)
    }

    private let sinkOut: (UnsafeRawBufferPointer) -> OutputFailure?
    private let sinkError: ([UInt8]) -> Void
    /// Standard output's buffer: what was written and not yet flushed.
    private let pending = OutputBuffer(capacity: 4096)
    private var failure: OutputFailure?
    private static let bufferLimit = 1 << 16

    /// An I/O over two sinks; `sinkOut` returns why it could not take the bytes, or `nil`.
    package init(sinkOut: @escaping ([UInt8]) -> OutputFailure?, sinkError: @escaping ([UInt8]) -> Void) {
        self.sinkOut = { sinkOut(Array($0)) }
        self.sinkError = sinkError
    }

    /// An I/O whose standard output sink reads the bytes in place.
    private init(rawSinkOut: @escaping (UnsafeRawBufferPointer) -> OutputFailure?, sinkError: @escaping ([UInt8]) -> Void) {
        self.sinkOut = rawSinkOut
        self.sinkError = sinkError
    }

    /// An I/O over two sinks that always take their bytes (tests).
    package convenience init(collectOut: @escaping ([UInt8]) -> Void, collectError: @escaping ([UInt8]) -> Void) {
        self.init(
            sinkOut: { bytes in
                collectOut(bytes)
                return nil
            }, sinkError: collectError)
    }

    deinit { flush() }

    /// The process's standard output and standard error.
    package static func standard() -> ToolIO {
        // A closed pipe must end in an error from write(2), not a signal; so must a write past
        // the file size limit (`ulimit -f`): EFBIG, said as every failed write is, and the
        // temporary file of an -o removed, instead of a death by SIGXFSZ.
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
        StandardDescriptors.reserve()
        return ToolIO(
            rawSinkOut: { bytes in
                if StandardDescriptors.wasClosed(1) { return .error(EBADF) }
                return DescriptorIO.writeAll(bytes, to: 1).map { $0 == EPIPE ? .readerGone : .error($0) }
            },
            sinkError: { bytes in
                if !StandardDescriptors.wasClosed(2) { _ = DescriptorIO.writeAll(bytes, to: 2) }
            })
    }

    /// Writes `text` and a newline to standard output.
    package func line(_ text: String = "") {
        write(text)
        pending.append(0x0A)
        if pending.count >= Self.bufferLimit { flush() }
    }

    /// Writes `text` to standard output as it is.
    package func write(_ text: String) {
        guard failure == nil else { return }
        pending.append(utf8Of: text)
        if pending.count >= Self.bufferLimit { flush() }
    }

    /// Lets `body` append UTF-8 bytes to standard output's buffer in place (no copy through a
    /// string or an array); flushes when the buffer fills.
    package func writeBytes<Result>(_ body: (OutputBuffer) -> Result) -> Result {
        let count = pending.count
        let result = body(pending)
        if failure != nil { pending.truncate(to: count) }
        if pending.count >= Self.bufferLimit { flush() }
        return result
    }

    /// Writes `text` and a newline to standard error.
    package func errorLine(_ text: String) {
        flush()
        sinkError(Array((text + "\n").utf8))
    }

    /// Pushes what was written to standard output to its reader now.
    package func flush() {
        guard !pending.isEmpty else { return }
        if failure == nil { failure = pending.withBytes { sinkOut($0) } }
        pending.removeAll()
    }

    /// Why standard output stopped taking bytes, or `nil` while every byte was written.
    package var outputFailure: OutputFailure? { failure }

    /// Whether standard output stopped taking bytes (its reader went away, or a write failed).
    package var isOutputClosed: Bool { failure != nil }
}

/// `read(2)` and `write(2)` that retry on `EINTR` and wait with `poll(2)` on `EAGAIN`.
package enum DescriptorIO {
    /// Writes every byte; returns the `errno` of a failure, `nil` when all were written.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    /// ``writeAll(_:to:)`` of bytes given in place.
    package static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    wait(descriptor, for: Int16(POLLOUT))
                    continue
                }
                return code
            }
            offset += written
        }
        return nil
    }

    /// Reads up to `buffer.count` bytes: the count (0 at the end of input), or the `errno` of a
    /// failure. A descriptor with nothing to read yet (`EAGAIN`) is waited for.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, ReadFailure> {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return .success(count) }
            let code = errno
            if code == EINTR { continue }
            if code == EAGAIN || code == EWOULDBLOCK {
                wait(descriptor, for: Int16(POLLIN))
                continue
            }
            return .failure(ReadFailure(code: code))
        }
    }

    /// Whether a read of `descriptor` would return at once (bytes, the end, or an error).
    package static func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) != 0
    }

    /// Waits until `descriptor` is ready for `events` (or has failed, which the next call
    /// then reports).
    private static func wait(_ descriptor: Int32, for events: Int16) {
        var entry = pollfd(fd: descriptor, events: events, revents: 0)
        while poll(&entry, 1, -1) < 0, errno == EINTR {}
    }
}

/// A failed `read(2)`.
package struct ReadFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno`.
    package let code: Int32
    package init(code: Int32) { self.code = code }
    /// `Is a directory (EISDIR)`.
    package var description: String { ErrorNames.describe(code) }
}

/// Names of `errno` values for error lines: the system's text and the symbol.
package enum ErrorNames {
    /// `No space left on device (ENOSPC)`.
    package static func describe(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        guard let symbol = symbols[code] else { return "\(text) (errno \(code))" }
        return "\(text) (\(symbol))"
    }

    private static let symbols: [Int32: String] = [
        EISDIR: "EISDIR", EBADF: "EBADF", ENOSPC: "ENOSPC", EIO: "EIO", EPIPE: "EPIPE", EACCES: "EACCES",
        ENOENT: "ENOENT", EINVAL: "EINVAL", EFBIG: "EFBIG", EDQUOT: "EDQUOT", ENOTDIR: "ENOTDIR", ELOOP: "ELOOP",
        ENAMETOOLONG: "ENAMETOOLONG", EMFILE: "EMFILE", ENXIO: "ENXIO", EROFS: "EROFS",
    ]
}

/// Standard input, output and error as the process found them. A descriptor that was closed
/// when the tool started (`<&-`) is held on `/dev/null`, so that no file the tool opens takes
/// its number and is read or written in its place; using it is then an `EBADF` error.
package enum StandardDescriptors {
    nonisolated(unsafe) private static var closed: Set<Int32> = []

    /// Finds which of 0, 1, 2 are closed and holds them. Call once, before opening anything.
    package static func reserve() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            closed.insert(descriptor)
            let held = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if held >= 0, held != descriptor {
                _ = dup2(held, descriptor)
                _ = close(held)
            }
        }
    }

    /// Whether `descriptor` (0, 1 or 2) was closed when the tool started.
    package static func wasClosed(_ descriptor: Int32) -> Bool { closed.contains(descriptor) }
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
    private let systemRead = Darwin.read
#endif
