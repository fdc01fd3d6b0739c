#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading files and directories through the C library, for the catalogs, the descriptions and
/// the tool.
///
/// Foundation's `FileManager` would load Foundation's own ICU into the process beside the system
/// ICU; these few calls need no more than `open`, `read` and `opendir`. A file is read to its end
/// whatever it is — a regular file, a FIFO, a pipe from process substitution — up to a limit.
package enum FileSystem {
    /// The most bytes a file read by the package may hold (64 MiB): a slider description with a
    /// 10-million-count histogram is about 20 MB.
    package static let defaultReadLimit = 64 << 20

    /// Why a file or directory could not be read, in a few words for a one-line message.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The path, as given (its undecodable bytes as `\\xFF`, see ``FilePath/text``).
        package let path: String
        /// "no such file or directory", "is a directory", "is larger than 64 MiB", …
        package let reason: String
        /// Whether the file changed while it was read (another program wrote it).
        package var wasChanged = false

        package var description: String { "\(path): \(reason)" }
    }

    /// The whole content of a file named by its bytes.
    /// - Throws: ``Failure`` when it cannot be opened or read, is a directory, or holds more than
    ///   `limit` bytes.
    package static func read(path: FilePath, limit: Int = defaultReadLimit) throws(Failure) -> [UInt8] {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { throw Failure(path: path.text, reason: reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw Failure(path: path.text, reason: "is a directory")
        }
        // A regular file's size is known: read into one buffer of that size, not a doubling one.
        let size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        return try read(descriptor: descriptor, name: path.text, limit: limit, expectedSize: min(size, limit))
    }

    /// Everything a descriptor yields until its end (standard input, a pipe, a file).
    /// - Throws: ``Failure`` (named `name`) on a read error or past `limit` bytes.
    package static func read(descriptor: Int32, name: String, limit: Int = defaultReadLimit, expectedSize: Int = 0)
        throws(Failure) -> [UInt8]
    {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(expectedSize + 1)
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&waiting, 1, -1)
                    continue
                }
                throw Failure(path: name, reason: reason(code))
            }
            if bytes.count + count > limit {
                throw Failure(path: name, reason: "is larger than \(describe(limit: limit))")
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The content of a file if it is a regular file (following links), or what it is instead:
    /// opened without blocking and looked at before anything is read, so a FIFO, a device or a
    /// socket put where a file is expected is never waited for nor read.
    /// - Returns: The bytes, or `nil` and a few words on what is there ("a FIFO", "a device",
    ///   "a socket", "a directory").
    /// - Throws: ``Failure`` when it cannot be opened or read, or holds more than `limit` bytes.
    package static func readIfRegular(path: FilePath, limit: Int = defaultReadLimit) throws(Failure) -> (
        bytes: [UInt8]?, other: String?
    ) {
        let descriptor = path.withCString { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { throw Failure(path: path.text, reason: reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path.text, reason: reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            let bytes = try read(
                descriptor: descriptor, name: path.text, limit: limit, expectedSize: min(Int(info.st_size), limit))
            return (bytes, nil)
        case S_IFIFO: return (nil, "a FIFO")
        case S_IFCHR, S_IFBLK: return (nil, "a device")
        case S_IFSOCK: return (nil, "a socket")
        case S_IFDIR: return (nil, "a directory")
        default: return (nil, "not a regular file")
        }
    }

    /// Whether a path named by its bytes names a directory (following links).
    package static func isDirectory(_ path: FilePath) -> Bool {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in a directory as bytes, sorted by their bytes, without `.` and `..`.
    /// - Throws: ``Failure`` when the directory cannot be opened.
    package static func entries(inDirectory path: FilePath) throws(Failure) -> [FilePath] {
        guard let directory = path.withCString({ opendir($0) }) else {
            throw Failure(path: path.text, reason: reason(errno))
        }
        defer { closedir(directory) }
        var names: [FilePath] = []
        // The name is read in place, up to its terminating zero: a record is only as long as
        // its name (`d_reclen`), so copying the struct's whole 256-byte `d_name` reads past the
        // last record of the buffer `readdir` fills.
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(directory) {
            let start = UnsafeRawPointer(entry) + nameOffset
            let length = strlen(start.assumingMemoryBound(to: CChar.self))
            let name = Array(UnsafeRawBufferPointer(start: start, count: length))
            if name != [0x2E], name != [0x2E, 0x2E] { names.append(FilePath(bytes: name)) }
        }
        return names.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
    }

    static func reason(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }

    /// The system's words for an `errno` value, as the messages write them ("file name too long").
    package static func describe(errno code: Int32) -> String { reason(code) }

    /// A byte count for messages and help: "64 MiB" for whole mebibytes, else "N bytes".
    package static func describe(limit: Int) -> String {
        limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
    }
}

/// The C library's `read(2)`, under a name the `read` methods above do not hide.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
