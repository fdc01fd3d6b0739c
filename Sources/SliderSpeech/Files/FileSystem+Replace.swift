#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// What tells one state of a file from another: its device and inode, size, and times of
    /// last change. A save by another program (a new file renamed over the old one, as Xcode
    /// saves, or a write in place) changes it.
    package struct FileIdentity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int64
        let modifiedNanoseconds: Int
        let changed: Int64
        let changedNanoseconds: Int

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec)
            changedNanoseconds = Int(info.st_ctim.tv_nsec)
        }

        /// Whether both name the same file (device and inode), whatever its content.
        package func isSameFile(as other: FileIdentity) -> Bool { device == other.device && inode == other.inode }

        /// Whether both are the same file with the same content as far as its size and
        /// modification time tell: what a rename of the file leaves unchanged (it changes only
        /// its change time).
        package func isSameVersion(as other: FileIdentity) -> Bool {
            isSameFile(as: other) && size == other.size && modified == other.modified
                && modifiedNanoseconds == other.modifiedNanoseconds
        }
    }

    /// The identity of what a path names (links followed), or nil when nothing is there.
    /// Linux's `renameat2`, looked up at run time (Glibc's module does not export it; a C library
    /// older than glibc 2.28 lacks it).
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    private static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }

    /// Swaps the files at two paths in one step (`RENAME_EXCHANGE`): true when swapped, false
    /// on an error (errno says which), nil where the system or the file system cannot swap.
    static func exchange(_ first: FilePath, _ second: FilePath) -> Bool? {
        guard let renameAt2 else { return nil }
        let atCurrentDirectory: Int32 = -100
        let renameExchange: UInt32 = 2
        let result = first.withCString { from in
            second.withCString { to in renameAt2(atCurrentDirectory, from, atCurrentDirectory, to, renameExchange) }
        }
        if result == 0 { return true }
        if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP { return nil }
        return false
    }

    package static func identity(of path: FilePath) -> FileIdentity? {
        var info = stat()
        guard path.withCString({ stat($0, &info) }) == 0 else { return nil }
        return FileIdentity(info)
    }

    /// A whole file's bytes and its identity as it was read (from the descriptor read, so that
    /// a file renamed over the path meanwhile is not mistaken for the one read).
    /// - Throws: ``Failure`` as ``read(path:limit:)`` does.
    package static func readWithIdentity(path: FilePath, limit: Int = defaultReadLimit) throws(Failure) -> (
        bytes: [UInt8], identity: FileIdentity
    ) {
        let descriptor = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { throw Failure(path: path.text, reason: reason(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(path: path.text, reason: reason(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw Failure(path: path.text, reason: "is not a regular file") }
        let bytes = try read(descriptor: descriptor, name: path.text, limit: limit, expectedSize: min(Int(info.st_size), limit))
        var after = stat()
        guard fstat(descriptor, &after) == 0 else { throw Failure(path: path.text, reason: reason(errno)) }
        // Written to while it was read: what was read is no state the file was in.
        let identity = FileIdentity(after)
        guard identity == FileIdentity(info) else {
            throw Failure(path: path.text, reason: "changed while it was read", wasChanged: true)
        }
        return (bytes, identity)
    }

    /// A new content for a regular file, written and flushed to a temporary file in the same
    /// folder, not yet in place: ``commit(ifStill:)`` renames it over the file, ``discard()``
    /// (or the end of the object) removes it.
    ///
    /// The temporary file is made without a name where the file system can (`O_TMPFILE`), and
    /// named only once its bytes are on the disk: a process killed while writing leaves
    /// nothing behind. Its name, `.NAME.slider-speech-PID-N.partial`, says whose it is; a later
    /// replacement of the same file removes those left by processes that no longer run.
    package final class Replacement {
        /// The file replaced (the last of its links, where it is one).
        package let target: FilePath
        /// The temporary file.
        package let temporary: FilePath
        private var pending = true

        fileprivate init(target: FilePath, temporary: FilePath) {
            self.target = target
            self.temporary = temporary
        }

        deinit { discard() }

        /// Renames the new content over the file — provided that what is there now is still
        /// `expected` (nil: that nothing is there) when `check` is true. A file another program
        /// saved meanwhile is left as it is, the new content removed, and the result is false.
        /// - Throws: ``Failure`` when the rename fails (the new content is then removed).
        @discardableResult
        package func commit(ifStill expected: FileIdentity?, check: Bool = true) throws(Failure) -> Bool {
            guard pending else { return false }
            if check, FileSystem.identity(of: target) != expected {
                discard()
                return false
            }
            // Between that check and a rename another program's save could still land and be
            // replaced. Where the system can swap two names in one step (Linux's renameat2 with
            // RENAME_EXCHANGE), the new content is swapped in instead, and the file it displaced
            // is looked at: the one checked, removed; another program's save, swapped back.
            if check, let expected, let swapped = FileSystem.exchange(temporary, target) {
                guard swapped else {
                    discard()
                    throw Failure(path: target.text, reason: FileSystem.reason(errno))
                }
                if let displaced = FileSystem.identity(of: temporary), displaced.isSameVersion(as: expected) {
                    temporary.withCString { _ = unlink($0) }
                    pending = false
                    FileSystem.flushFolder(target.parent)
                    return true
                }
                // Another program saved it meanwhile: its file goes back, the new content away.
                let ours = FileSystem.identity(of: target)
                _ = FileSystem.exchange(temporary, target)
                if let back = FileSystem.identity(of: temporary), let ours, !back.isSameFile(as: ours) {
                    // Yet another save landed between the two swaps: the latest one stays.
                    _ = temporary.withCString { from in target.withCString { to in rename(from, to) } }
                    pending = false
                    return false
                }
                discard()
                return false
            }
            let renamed = temporary.withCString { from in target.withCString { to in rename(from, to) } }
            guard renamed == 0 else {
                let code = errno
                discard()
                throw Failure(path: target.text, reason: FileSystem.reason(code))
            }
            pending = false
            FileSystem.flushFolder(target.parent)
            return true
        }

        /// Removes the new content; the file stays as it was.
        package func discard() {
            guard pending else { return }
            pending = false
            temporary.withCString { _ = unlink($0) }
        }
    }

    /// Writes `bytes` beside the regular file (or nothing) at `path`, ready to take its place:
    /// with its mode (and owner and group, where the process may give them), or 0666 less the
    /// umask for a new file. A symbolic link is followed to the file it names.
    /// - Throws: ``Failure`` when the temporary file cannot be made or written (the folder
    ///   is missing, the disk is full, the file is read-only or is no regular file).
    package static func prepareReplacement(_ bytes: [UInt8], for path: FilePath) throws(Failure) -> Replacement {
        var info = stat()
        let existing: stat?
        if path.withCString({ stat($0, &info) }) == 0 {
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw Failure(path: path.text, reason: "is not a regular file; not replaced")
            }
            if path.withCString({ access($0, W_OK) }) != 0 { throw Failure(path: path.text, reason: reason(errno)) }
            existing = info
        } else {
            let code = errno
            guard code == ENOENT else { throw Failure(path: path.text, reason: reason(code)) }
            existing = nil
        }
        let target = try resolvedLinks(path)
        let temporary = try writeTemporary(bytes, beside: target, keeping: existing)
        return Replacement(target: target, temporary: temporary)
    }

    /// `O_TMPFILE` (Linux 3.11): a file without a name in a folder; its value is the kernel's
    /// on every architecture this package builds for, with `O_DIRECTORY`.
    private static let unnamedFile: Int32 = 0o2000_0000 | O_DIRECTORY

    /// Writes, flushes and names a temporary file beside `path`; returns its name.
    private static func writeTemporary(_ bytes: [UInt8], beside path: FilePath, keeping existing: stat?) throws(Failure)
        -> FilePath
    {
        let folder = path.parent
        // Named after the file, so that one left behind says whose it was; short enough for
        // any name (NAME_MAX is 255 bytes).
        let stem = [UInt8(ascii: ".")] + Array(path.lastComponent.bytes.prefix(96)) + Array(".slider-speech-".utf8)
        removeLeftovers(in: folder, stem: stem)
        func name() -> FilePath {
            folder.appending(FilePath(bytes: stem + Array("\(getpid())-\(UInt32.random(in: 0...UInt32.max)).partial".utf8)))
        }
        var descriptor = folder.withCString { open($0, unnamedFile | O_WRONLY | O_CLOEXEC, 0o666) }
        let unnamed = descriptor >= 0
        var temporary = FilePath("")
        if !unnamed {
            for _ in 0..<16 {
                temporary = name()
                descriptor = temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666) }
                if descriptor >= 0 || errno != EEXIST { break }
            }
        }
        guard descriptor >= 0 else {
            let code = errno
            // A missing folder is said as for any file; anything else names the temporary file,
            // since the target itself may well be writable.
            if code == ENOENT || code == ENOTDIR { throw Failure(path: path.text, reason: reason(code)) }
            throw Failure(path: path.text, reason: "cannot make a temporary file in its folder: " + reason(code))
        }
        func fail(_ code: Int32) -> Failure {
            close(descriptor)
            if !unnamed { temporary.withCString { _ = unlink($0) } }
            return Failure(path: path.text, reason: reason(code))
        }
        if let existing {
            // Owner first: changing it clears the set-user-ID and set-group-ID bits.
            if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            }
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { throw fail(errno) }
        }
        if let code = writeAll(bytes, to: descriptor) { throw fail(code) }
        if fsync(descriptor) != 0, errno != EINVAL { throw fail(errno) }
        if unnamed {
            // Named now that its bytes are on the disk.
            var linked = false
            let source = FilePath("/proc/self/fd/\(descriptor)")
            for _ in 0..<16 {
                temporary = name()
                let result = source.withCString { from in
                    temporary.withCString { to in linkat(AT_FDCWD, from, AT_FDCWD, to, AT_SYMLINK_FOLLOW) }
                }
                if result == 0 {
                    linked = true
                    break
                }
                if errno != EEXIST { break }
            }
            guard linked else {
                let code = errno
                close(descriptor)
                // Without /proc the file cannot be named: write it by name instead.
                if code == ENOENT { return try writeNamed(bytes, beside: path, keeping: existing, name: name) }
                throw Failure(path: path.text, reason: "cannot make a temporary file in its folder: " + reason(code))
            }
        }
        if close(descriptor) != 0, errno != EINTR {
            let code = errno
            temporary.withCString { _ = unlink($0) }
            throw Failure(path: path.text, reason: reason(code))
        }
        return temporary
    }

    /// ``writeTemporary(_:beside:keeping:)`` with a name from the start.
    private static func writeNamed(
        _ bytes: [UInt8], beside path: FilePath, keeping existing: stat?, name: () -> FilePath
    ) throws(Failure) -> FilePath {
        var temporary = FilePath("")
        var descriptor: Int32 = -1
        for _ in 0..<16 {
            temporary = name()
            descriptor = temporary.withCString { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666) }
            if descriptor >= 0 || errno != EEXIST { break }
        }
        guard descriptor >= 0 else {
            throw Failure(path: path.text, reason: "cannot make a temporary file in its folder: " + reason(errno))
        }
        func fail(_ code: Int32) -> Failure {
            close(descriptor)
            temporary.withCString { _ = unlink($0) }
            return Failure(path: path.text, reason: reason(code))
        }
        if let existing {
            if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            }
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { throw fail(errno) }
        }
        if let code = writeAll(bytes, to: descriptor) { throw fail(code) }
        if fsync(descriptor) != 0, errno != EINVAL { throw fail(errno) }
        if close(descriptor) != 0, errno != EINTR { throw fail(errno) }
        return temporary
    }

    /// Removes the temporary files beside a file (`stem` then `PID-N.partial`) that processes
    /// which no longer run left behind.
    private static func removeLeftovers(in folder: FilePath, stem: [UInt8]) {
        guard let names = try? entries(inDirectory: folder) else { return }
        let own = getpid()
        for name in names where name.bytes.starts(with: stem) && name.hasSuffix(".partial") {
            let rest = name.bytes.dropFirst(stem.count)
            guard let dash = rest.firstIndex(of: UInt8(ascii: "-")),
                let pid = Int32(String(decoding: rest[rest.startIndex..<dash], as: UTF8.self)), pid > 0, pid != own
            else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                folder.appending(name).withCString { _ = unlink($0) }
            }
        }
    }

    /// Flushes a folder's entries to the disk; a folder that cannot be opened or flushed (some
    /// file systems) does not undo what was done.
    static func flushFolder(_ folder: FilePath) {
        let directory = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        if directory >= 0 {
            _ = fsync(directory)
            close(directory)
        }
    }

    /// Writes every byte; returns the `errno` of a failure, `nil` when all were written.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { writeBytes(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK {
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&waiting, 1, -1)
                    continue
                }
                return code
            }
            offset += written
        }
        return nil
    }

    /// Removes a folder if it is empty; anything else stays as it is.
    package static func removeEmptyFolder(_ folder: FilePath) {
        folder.withCString { _ = rmdir($0) }
    }

    /// Whether a path is a symbolic link (not followed).
    package static func isLink(_ path: FilePath) -> Bool {
        var info = stat()
        return path.withCString { lstat($0, &info) } == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether `path`, every link resolved, is `folder` or inside it (every link of `folder`
    /// resolved too).
    /// - Throws: ``Failure`` when either cannot be resolved.
    package static func isInside(_ path: FilePath, _ folder: FilePath) throws(Failure) -> Bool {
        let inner = try realPath(path).bytes
        let outer = try realPath(folder).bytes
        return inner == outer || inner.starts(with: outer + (outer.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")]))
    }

    /// `path` relative to `folder` (`../Locales`), every link of both resolved; nil when either
    /// cannot be resolved.
    package static func relativePath(of path: FilePath, from folder: FilePath) -> FilePath? {
        guard let target = try? realPath(path), let base = try? realPath(folder) else { return nil }
        let targetParts = target.bytes.split(separator: UInt8(ascii: "/")).map(Array.init)
        let baseParts = base.bytes.split(separator: UInt8(ascii: "/")).map(Array.init)
        var common = 0
        while common < min(targetParts.count, baseParts.count), targetParts[common] == baseParts[common] { common += 1 }
        let parts = Array(repeating: Array("..".utf8), count: baseParts.count - common) + targetParts[common...]
        guard !parts.isEmpty else { return FilePath(".") }
        return FilePath(bytes: Array(parts.joined(separator: [UInt8(ascii: "/")])))
    }

    /// A path with every link and `.`/`..` resolved (`realpath(3)`).
    /// - Throws: ``Failure`` when a component is missing or cannot be read.
    package static func realPath(_ path: FilePath) throws(Failure) -> FilePath {
        guard let resolved = path.withCString({ realpath($0, nil) }) else {
            throw Failure(path: path.text, reason: reason(errno))
        }
        defer { free(resolved) }
        return FilePath(
            bytes: Array(
                UnsafeBufferPointer(
                    start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved))))
    }

    // MARK: - Locks

    /// An exclusive lock on a folder (`flock(2)` on the folder itself, no file made), held
    /// until the object ends or ``release()``: two slider-speech processes that write into the
    /// same folder take turns. Other programs (Xcode, an editor) take no such lock; a write
    /// checks for their saves itself (``Replacement/commit(ifStill:check:)``).
    package final class FolderLock {
        private var descriptor: Int32

        private init(descriptor: Int32) { self.descriptor = descriptor }

        deinit { release() }

        /// Releases the lock.
        package func release() {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
        }

        /// Takes the lock of `folder`, waiting up to `seconds` for another process to release it
        /// (calling `waiting` once when it has to wait). Where the file system has no locks
        /// (`ENOLCK`, `EOPNOTSUPP`, some network file systems), the result is nil: the
        /// caller goes on unlocked.
        /// - Throws: ``Failure`` when the folder cannot be opened, or the lock is still held
        ///   after `seconds`.
        package static func acquire(_ folder: FilePath, waitingAtMost seconds: Int, waiting: () -> Void) throws(Failure)
            -> FolderLock?
        {
            let descriptor = folder.withCString { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            guard descriptor >= 0 else { throw Failure(path: folder.text, reason: reason(errno)) }
            var told = false
            var waited = 0
            while true {
                if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return FolderLock(descriptor: descriptor) }
                let code = errno
                if code == EINTR { continue }
                guard code == EWOULDBLOCK else {
                    close(descriptor)
                    if code == ENOLCK || code == EOPNOTSUPP || code == EBADF || code == EINVAL { return nil }
                    throw Failure(path: folder.text, reason: reason(code))
                }
                if !told {
                    waiting()
                    told = true
                }
                guard waited < seconds * 100 else {
                    close(descriptor)
                    throw Failure(
                        path: folder.text,
                        reason: "another slider-speech process kept it locked for \(seconds) seconds; nothing was written")
                }
                var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
                _ = nanosleep(&pause, nil)
                waited += 1
            }
        }
    }
}

/// The C library's `write(2)`, under a name the `write` methods of ``FileSystem`` do not hide.
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

extension FileSystem {
    /// One file of ``replaceTogether(_:in:journal:)``: a path relative to the folder, its new
    /// bytes, and what must still be there when it is replaced (nil: nothing).
    package struct TogetherFile: Sendable {
        package let relative: FilePath
        package let bytes: [UInt8]
        package let expected: FileIdentity?

        package init(relative: FilePath, bytes: [UInt8], expected: FileIdentity?) {
            self.relative = relative
            self.bytes = bytes
            self.expected = expected
        }
    }

    /// The first line of a journal.
    private static let journalHeader = Array("slider-speech replacement journal 1\n".utf8)

    /// Replaces several files below `folder` as one, as far as a file system allows:
    ///
    /// 1. Each new content is written and flushed beside its file (``prepareReplacement(_:for:)``);
    ///    a failure (a full disk) removes them all and changes nothing.
    /// 2. Each file is checked to be what the caller read (`expected`); one that another program
    ///    changed meanwhile removes them all, changes nothing, and the result is false.
    /// 3. A journal naming each temporary file and its file is written and flushed at
    ///    `journal`, then the files are renamed into place one by one, then the journal is
    ///    removed.
    ///
    /// A process killed during step 3 leaves the journal: ``completeJournal(_:in:)`` (which this
    /// function calls first) renames what was not yet renamed, so that every file is the new
    /// one. Until then the files mix the old and the new. The caller holds a
    /// ``FolderLock`` on `folder`, so that no other writer is midway.
    /// - Returns: Whether the files were replaced (false: one changed meanwhile).
    /// - Throws: ``Failure`` naming the file that could not be written or renamed.
    package static func replaceTogether(_ files: [TogetherFile], in folder: FilePath, journal: FilePath) throws(Failure)
        -> Bool
    {
        _ = try completeJournal(journal, in: folder)
        var replacements: [(TogetherFile, Replacement)] = []
        for file in files {
            // On a failure the ones made so far are removed as they go out of scope.
            replacements.append((file, try prepareReplacement(file.bytes, for: folder.appending(file.relative))))
        }
        for (file, replacement) in replacements where identity(of: replacement.target) != file.expected {
            for (_, other) in replacements { other.discard() }
            return false
        }
        var record = journalHeader
        for (file, replacement) in replacements {
            record +=
                file.relative.parent.bytes + [0] + replacement.temporary.lastComponent.bytes + [0]
                + replacement.target.lastComponent.bytes + [0]
        }
        try prepareReplacement(record, for: journal).commit(ifStill: nil, check: false)
        for (_, replacement) in replacements {
            try replacement.commit(ifStill: nil, check: false)
        }
        journal.withCString { _ = unlink($0) }
        flushFolder(journal.parent)
        return true
    }

    /// Finishes what a killed ``replaceTogether(_:in:journal:)`` left: renames each temporary
    /// file the journal names that is still there over its file, then removes the journal.
    /// - Returns: Whether there was a journal.
    /// - Throws: ``Failure`` when the journal cannot be read or a rename fails.
    @discardableResult
    package static func completeJournal(_ journal: FilePath, in folder: FilePath) throws(Failure) -> Bool {
        guard exists(journal) else { return false }
        let bytes = try read(path: journal, limit: 16 << 20)
        guard bytes.starts(with: journalHeader) else {
            throw Failure(path: journal.text, reason: "is not a replacement journal of slider-speech; remove it")
        }
        let fields = bytes.dropFirst(journalHeader.count).split(separator: 0, omittingEmptySubsequences: false)
        var index = 0
        while index + 2 < fields.count {
            let directory = fields[index].isEmpty ? folder : folder.appending(FilePath(bytes: Array(fields[index])))
            let temporary = directory.appending(FilePath(bytes: Array(fields[index + 1])))
            let target = directory.appending(FilePath(bytes: Array(fields[index + 2])))
            if exists(temporary) {
                let renamed = temporary.withCString { from in target.withCString { to in rename(from, to) } }
                if renamed != 0 { throw Failure(path: target.text, reason: reason(errno)) }
                flushFolder(directory)
            }
            index += 3
        }
        journal.withCString { _ = unlink($0) }
        flushFolder(journal.parent)
        return true
    }
}
