#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// What ``write(_:to:)`` did with its target.
    package enum WriteOutcome: Hashable, Sendable {
        /// There was nothing at the path: a new regular file was made (mode 0666 less the umask).
        case created
        /// A regular file was replaced whole, atomically, keeping its mode (and its owner where
        /// the process may keep it).
        case replaced
        /// The bytes were written into what is there, which is not a regular file and was left
        /// in place: a FIFO, a character device (`/dev/null`, a terminal), or a descriptor the
        /// process already has (`/dev/stdout`, `/dev/fd/3`). The associated text says which.
        case streamed(String)
    }

    /// Writes a whole file, never replacing anything that is not a regular file.
    ///
    /// - A regular file the process may write, or a path where nothing is, is written
    ///   atomically (a read-only file is an error, as for the shell's `>`): the bytes go to a
    ///   temporary file in the same directory, which is flushed to the disk (`fsync`) and then
    ///   renamed over the target, so a reader sees the old content or the new, never half of
    ///   it, and a failed write leaves the old file as it was. A replaced file keeps its mode
    ///   and, where the process may give it, its owner and group; a new file gets 0666 less the
    ///   umask, as a file made by the shell's `>` does.
    /// - A symbolic link is followed (up to 40 links): its target is written, the link stays.
    /// - A FIFO, a character device (`/dev/null`, `/dev/full`, a terminal) and the process's
    ///   own descriptors (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, even
    ///   where they name a regular file) are opened and written as they are, without truncating
    ///   (a descriptor path appends); a FIFO's open waits for its reader, as the shell's does.
    /// - A directory, a block device and a socket are errors; nothing is written.
    ///
    /// - Parameters:
    ///   - bytes: The whole content.
    ///   - path: Where to write, as bytes.
    /// - Returns: What was done with the target.
    /// - Throws: ``Failure`` naming the path when it cannot be written (the `errno`'s text, or
    ///   "is a directory", "is a block device; not replaced", …).
    @discardableResult
    package static func write(_ bytes: [UInt8], to path: FilePath) throws(Failure) -> WriteOutcome {
        var info = stat()
        let exists = path.withCString { stat($0, &info) } == 0
        if !exists {
            let code = errno
            guard code == ENOENT else { throw Failure(path: path.text, reason: reason(code)) }
            // Nothing there, or a link to nothing: make the file the last link names.
            try prepareReplacement(bytes, for: path).commit(ifStill: nil, check: false)
            return .created
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if isDescriptorPath(path) {
                try stream(bytes, to: path, append: true)
                return .streamed("a descriptor of the process")
            }
            // A file the user made read-only stays as it is, as the shell's `>` leaves it.
            try prepareReplacement(bytes, for: path).commit(ifStill: nil, check: false)
            return .replaced
        case S_IFDIR:
            throw Failure(path: path.text, reason: "is a directory")
        case S_IFIFO:
            try stream(bytes, to: path, append: true)
            return .streamed("a FIFO")
        case S_IFCHR:
            try stream(bytes, to: path, append: true)
            return .streamed("a character device")
        case S_IFBLK:
            throw Failure(path: path.text, reason: "is a block device; not written")
        case S_IFSOCK:
            throw Failure(path: path.text, reason: "is a socket; not written")
        default:
            throw Failure(path: path.text, reason: "is not a regular file; not written")
        }
    }

    /// Whether a path names what the process already has open: `/dev/stdout`, `/dev/stderr`,
    /// `/dev/stdin`, `/dev/fd/…` or `/proc/…/fd/…`. Such a path is written through, never
    /// replaced: replacing the file it names would leave the descriptor (the shell's `>>`)
    /// on the old one.
    package static func isDescriptorPath(_ path: FilePath) -> Bool {
        guard let text = path.string else { return false }
        if ["/dev/stdout", "/dev/stderr", "/dev/stdin"].contains(text) || text.hasPrefix("/dev/fd/") { return true }
        let parts = text.split(separator: "/")
        return text.hasPrefix("/proc/") && parts.count == 4 && parts[2] == "fd"
    }

    /// The path a chain of symbolic links ends at (the path itself when it is no link): each
    /// link's target, read relative to the link's folder where it is relative. The last path
    /// need not exist.
    /// - Throws: ``Failure`` with `ELOOP`'s text after 40 links, or when a link cannot be read.
    package static func resolvedLinks(_ path: FilePath) throws(Failure) -> FilePath {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard current.withCString({ lstat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = current.withCString { name in
                buffer.withUnsafeMutableBytes { readlink(name, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
            }
            guard length > 0 else { throw Failure(path: current.text, reason: reason(errno)) }
            let target = Array(buffer[0..<length])
            current =
                target.first == UInt8(ascii: "/") ? FilePath(bytes: target) : current.parent.appending(FilePath(bytes: target))
        }
        throw Failure(path: path.text, reason: reason(ELOOP))
    }

    /// Opens what is at `path` for writing, without creating or truncating it, and writes the
    /// bytes into it.
    private static func stream(_ bytes: [UInt8], to path: FilePath, append: Bool) throws(Failure) {
        let flags = O_WRONLY | O_NOCTTY | O_CLOEXEC | (append ? O_APPEND : 0)
        var descriptor: Int32 = -1
        repeat {
            descriptor = path.withCString { open($0, flags) }
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw Failure(path: path.text, reason: reason(errno)) }
        if let code = writeAll(bytes, to: descriptor) {
            close(descriptor)
            throw Failure(path: path.text, reason: reason(code))
        }
        if close(descriptor) != 0, errno != EINTR { throw Failure(path: path.text, reason: reason(errno)) }
    }

    /// Creates a directory named by its bytes and any missing parents, as `mkdir -p` does; an
    /// existing directory is fine.
    /// - Throws: ``Failure`` (the component's path as ``FilePath/text``) when a component
    ///   cannot be created or is not a directory.
    package static func createDirectories(_ path: FilePath) throws(Failure) {
        var prefix: [UInt8] = path.bytes.first == UInt8(ascii: "/") ? [UInt8(ascii: "/")] : []
        for component in path.bytes.split(separator: UInt8(ascii: "/")) {
            prefix += component
            let current = FilePath(bytes: prefix)
            if !isDirectory(current) {
                if current.withCString({ mkdir($0, 0o777) }) != 0, errno != EEXIST || !isDirectory(current) {
                    let code = errno
                    let why = code == EEXIST ? "is not a directory" : reason(code)
                    throw Failure(path: current.text, reason: why)
                }
            }
            prefix.append(UInt8(ascii: "/"))
        }
    }

    /// Whether anything is at a path, a symbolic link to nothing included.
    package static func exists(_ path: FilePath) -> Bool {
        var info = stat()
        return path.withCString { lstat($0, &info) } == 0
    }

    /// Whether a path (following links) names a regular file.
    package static func isRegularFile(_ path: FilePath) -> Bool {
        var info = stat()
        return path.withCString { stat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFREG
    }
}
