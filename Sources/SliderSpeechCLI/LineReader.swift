/// Reads lines of raw bytes from a file descriptor as they arrive: a line is handed over as
/// soon as its line feed is read, so a pipeline answers each event while its producer still
/// holds the input open. Bytes are not decoded here; invalid UTF-8 is the parser's to report.
///
/// Costs are linear: each byte is searched for a line feed once (``bytesScanned`` counts them),
/// and a line longer than ``maximumLineBytes`` is not kept: as soon as it passes the limit the
/// reader hands over ``Item/tooLong``, then drops the rest of that line as it arrives and goes
/// on after its line feed, so memory stays near the limit whatever the input (`< /dev/zero`
/// included).
///
/// Before a read that could block (nothing is waiting on the descriptor), the reader calls
/// `beforeBlockingRead`: the pipeline flushes its answers there, so a producer that waits for
/// an answer always gets it, and answers to lines that arrived together leave in one write.
package struct LineReader {
    /// What the reader hands over.
    package enum Item: Equatable {
        /// A line without its line feed.
        case line(ArraySlice<UInt8>)
        /// A line longer than the limit: handed over once, when it passes the limit; the rest
        /// of it, up to its line feed, is then skipped.
        case tooLong
    }

    /// The longest line kept, in bytes, unless the caller says otherwise: 1 MiB.
    package static let defaultMaximumLineBytes = 1 << 20

    /// The longest line kept, in bytes (its line feed not counted).
    package let maximumLineBytes: Int
    /// How many bytes have been searched for a line feed: each byte read is searched once.
    package private(set) var bytesScanned = 0

    private let descriptor: Int32
    private let beforeBlockingRead: (() -> Void)?
    /// What was read: `buffer[0..<filled]`; reads go straight into the rest, and a line is
    /// handed over as a slice of it, with no copy.
    private var buffer = [UInt8](repeating: 0, count: LineReader.readSize)
    /// How many bytes of `buffer` hold input.
    private var filled = 0
    /// Where the current line starts in `buffer`.
    private var start = 0
    /// Up to where `buffer` has been searched for a line feed.
    private var scanned = 0
    /// Whether the current line is over the limit and being skipped.
    private var skipping = false
    private var finished = false

    /// The room of the first buffer, and so the size of most reads: 64 KiB.
    private static let readSize = 1 << 16

    /// A reader of `descriptor` (standard input by default).
    package init(
        descriptor: Int32 = 0, maximumLineBytes: Int = LineReader.defaultMaximumLineBytes,
        beforeBlockingRead: (() -> Void)? = nil
    ) {
        self.descriptor = descriptor
        self.maximumLineBytes = maximumLineBytes
        self.beforeBlockingRead = beforeBlockingRead
    }

    /// The next line, or `nil` at the end of input. A last line without a line feed is still
    /// a line.
    /// - Throws: ``ReadFailure`` when reading fails (`EISDIR`, `EIO`, `EBADF`; a descriptor
    ///   with nothing to read yet is waited for, not an error).
    package mutating func next() throws(ReadFailure) -> Item? {
        if descriptor <= 2, StandardDescriptors.wasClosed(descriptor) { throw ReadFailure(code: EBADF) }
        while true {
            if let newline = lineFeed() {
                bytesScanned += newline + 1 - scanned
                let lineStart = start
                start = newline + 1
                scanned = start
                if skipping {
                    skipping = false
                    continue
                }
                return newline - lineStart > maximumLineBytes ? .tooLong : .line(buffer[lineStart..<newline])
            }
            bytesScanned += filled - scanned
            scanned = filled
            if finished {
                guard !skipping, start < filled else { return nil }
                let line = buffer[start..<filled]
                start = filled
                scanned = filled
                return line.count > maximumLineBytes ? .tooLong : .line(line)
            }
            if skipping || filled - start > maximumLineBytes {
                // Over the limit: say so once, then keep reading without keeping.
                filled = 0
                start = 0
                scanned = 0
                if !skipping {
                    skipping = true
                    return .tooLong
                }
            } else if start > 0 {
                // Move the start of a line not yet ended to the front before reading more.
                let kept = filled - start
                let from = start
                buffer.withUnsafeMutableBufferPointer { bytes in
                    if kept > 0 { _ = memmove(bytes.baseAddress!, bytes.baseAddress! + from, kept) }
                }
                filled = kept
                scanned -= from
                start = 0
            }
            if filled == buffer.count {
                // A line longer than the room, and within the limit: more room, up to the
                // limit and one read beyond it.
                let grown = Swift.min(buffer.count * 2, maximumLineBytes + Self.readSize)
                buffer.append(contentsOf: repeatElement(0, count: Swift.max(grown - buffer.count, Self.readSize)))
            }
            if let beforeBlockingRead, !DescriptorIO.isReadable(descriptor) { beforeBlockingRead() }
            let from = filled
            let result = buffer.withUnsafeMutableBytes { bytes in
                DescriptorIO.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: bytes[from...]))
            }
            switch result {
            case .success(0): finished = true
            case .success(let count): filled += count
            case .failure(let failure): throw failure
            }
        }
    }

    /// The position of the first line feed in `buffer[scanned..<filled]`, if any.
    private func lineFeed() -> Int? {
        guard scanned < filled else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let found = memchr(bytes.baseAddress! + scanned, 0x0A, filled - scanned) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(bytes.baseAddress!)
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
