#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines of raw bytes from a file descriptor as they arrive: a line is handed over as
/// soon as its line feed is read, so a pipeline answers each event while its producer still
/// holds the input open. Bytes are not decoded here; invalid UTF-8 is the parser's to report.
package struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false

    package init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    /// The next line without its line feed, or `nil` at the end of input. A last line without
    /// a line feed is still a line.
    package mutating func next() -> ArraySlice<UInt8>? {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = buffer[start..<newline]
                start = newline + 1
                return line
            }
            if finished {
                guard start < buffer.count else { return nil }
                let line = buffer[start...]
                start = buffer.count
                return line
            }
            // Drop what was handed over before reading more.
            if start > 0 {
                buffer.removeSubrange(0..<start)
                start = 0
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else if count == 0 || errno != EINTR {
                finished = true
            }
        }
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
