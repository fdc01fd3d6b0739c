import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary folder for one test, removed when the test lets go of it, with the file
/// operations the output tests need: files, modes, inodes, symbolic links, FIFOs and device
/// nodes.
final class Scratch {
    let path: String

    init(_ name: String = "scratch") throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `path/name`.
    func at(_ name: String) -> String { path + "/" + name }

    /// Writes a file (and its missing folders).
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = at(name)
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// A file's bytes as text, or `nil`.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: at(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What is at a path, without following a last symbolic link.
    static func lstatInfo(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// What a path names, following symbolic links.
    static func statInfo(_ path: String) -> stat? {
        var info = stat()
        return stat(path, &info) == 0 ? info : nil
    }

    static func kind(_ path: String) -> mode_t? { lstatInfo(path).map { $0.st_mode & S_IFMT } }

    /// The permission bits of what a path names.
    static func mode(_ path: String) -> mode_t? { statInfo(path).map { $0.st_mode & 0o7777 } }

    /// Makes a FIFO.
    func fifo(_ name: String) throws -> String {
        let file = at(name)
        guard mkfifo(file, 0o644) == 0 else { throw Failure("mkfifo \(file): \(String(cString: strerror(errno)))") }
        return file
    }

    /// Makes a character device node (`mknod`, which needs root).
    func characterDevice(_ name: String, major: UInt32, minor: UInt32) throws -> String {
        let file = at(name)
        // Linux's makedev: the major number's low 12 bits above the minor's low 8.
        let device = dev_t((UInt64(major & 0xFFF) << 8) | UInt64(minor & 0xFF))
        guard mknod(file, S_IFCHR | 0o666, device) == 0 else {
            throw Failure("mknod \(file): \(String(cString: strerror(errno)))")
        }
        return file
    }

    /// Whether device nodes can be made here: as root. CI runs as root; elsewhere the tests
    /// that need them are skipped, saying so.
    static let canMakeDevices = geteuid() == 0
    static let inCI = ProcessInfo.processInfo.environment["CI"] != nil

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Runs the tool through `/bin/sh -c SCRIPT`, where `$0` is the binary and `"$@"` the
    /// arguments: for a umask, a resource limit or an ignored signal set before the tool starts.
    static func runInShell(_ script: String, _ arguments: [String], directory: String? = nil) throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let child = try ChildProcess(
            "/bin/sh", ["-c", script + "; exec \"$0\" \"$@\"", Tool.binary] + arguments,
            directory: directory ?? Tool.packageRoot)
        let result = child.finish()
        return (result.status, String(decoding: result.stdout, as: UTF8.self), String(decoding: result.stderr, as: UTF8.self))
    }
}
