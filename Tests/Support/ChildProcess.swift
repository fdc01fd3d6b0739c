import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run as a child process through `posix_spawn`, with pipes for its standard
/// streams.
///
/// Foundation's `Process` leaks a weak reference on every `run()` on this toolchain, which
/// LeakSanitizer reports under `swift test --sanitize=address`; spawning directly keeps the
/// leak check about the project's own memory. One test uses one instance: its methods are not
/// meant to be called from two threads at once.
public final class ChildProcess {
    public let pid: pid_t
    private let input: Int32
    private let output: Int32
    private let errors: Int32
    private var pendingOutput: [UInt8] = []

    /// Starts `executable` with `arguments`, in `directory` when given.
    public convenience init(
        _ executable: String, _ arguments: [String], directory: String? = nil, environment: [String: String]? = nil
    ) throws {
        try self.init(executable, argumentBytes: arguments.map { Array($0.utf8) }, directory: directory, environment: environment)
    }

    /// Starts `executable` with arguments given as raw bytes (a file name that is not UTF-8
    /// reaches the child as it is), in `directory` when given.
    public init(
        _ executable: String, argumentBytes arguments: [[UInt8]], directory: String? = nil,
        environment: [String: String]? = nil
    ) throws {
        var program = executable
        var argv = [Array(executable.utf8)] + arguments
        if let directory {
            // `env -C` changes directory in the child (posix_spawn's chdir action is not
            // exported to Swift by Glibc).
            program = "/usr/bin/env"
            argv = [Array("env".utf8), Array("-C".utf8), Array(directory.utf8), Array(executable.utf8)] + arguments
        }
        Self.spawnLock.wait()
        defer { Self.spawnLock.signal() }
        var inPipe: [Int32] = [0, 0]
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        // Close-on-exec, so that a child spawned by a test running in parallel does not
        // inherit this child's pipe ends and hold its standard input open for ever. The
        // spawn's dup2 onto 0, 1 and 2 gives the child descriptors without the flag.
        guard Self.closeOnExecPipe(&inPipe), Self.closeOnExecPipe(&outPipe), Self.closeOnExecPipe(&errPipe) else {
            throw SpawnError.pipe(errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for descriptor in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let cArguments: [UnsafeMutablePointer<CChar>?] =
            argv.map { bytes in
                let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
                copy[bytes.count] = 0
                return copy
            } + [nil]
        defer { for argument in cArguments { argument?.deallocate() } }
        var environmentStrings: [UnsafeMutablePointer<CChar>?]? = environment.map { values in
            values.map { strdup("\($0.key)=\($0.value)") } + [nil]
        }
        defer { for string in environmentStrings ?? [] { free(string) } }
        var child: pid_t = 0
        let status: Int32
        if environmentStrings != nil {
            status = environmentStrings!.withUnsafeMutableBufferPointer { env in
                posix_spawn(&child, program, &actions, nil, cArguments, env.baseAddress)
            }
        } else {
            status = posix_spawn(&child, program, &actions, nil, cArguments, environ)
        }
        close(inPipe[0])
        close(outPipe[1])
        close(errPipe[1])
        guard status == 0 else {
            close(inPipe[1])
            close(outPipe[0])
            close(errPipe[0])
            throw SpawnError.spawn(status)
        }
        pid = child
        input = inPipe[1]
        output = outPipe[0]
        errors = errPipe[0]
    }

    /// Writes bytes to the child's standard input.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { systemWrite(input, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Closes the child's standard input.
    public func closeInput() { close(input) }

    /// The next line of standard output (without its line feed), waiting at most `seconds`;
    /// `nil` at the end of output or on timeout.
    public func readLine(timeout seconds: Int32 = 20) -> String? {
        while true {
            if let newline = pendingOutput.firstIndex(of: 0x0A) {
                let line = String(decoding: pendingOutput[..<newline], as: UTF8.self)
                pendingOutput.removeSubrange(...newline)
                return line
            }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, seconds * 1000) > 0 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            guard count > 0 else { return nil }
            pendingOutput += chunk[0..<count]
        }
    }

    /// Feeds `input`, closes it, reads both output streams to their end and waits for the
    /// child: its exit status (128 + the signal when it was killed) and what it wrote.
    ///
    /// One thread does it all with `poll`: standard input is written without blocking as the
    /// child takes it, so neither side can stall the other, and no other thread is needed
    /// (tests running in parallel may hold every worker thread).
    public func finish(input text: String = "") -> (status: Int32, stdout: [UInt8], stderr: [UInt8]) {
        var pending = Array(text.utf8)[...]
        var inputOpen = true
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        if pending.isEmpty {
            closeInput()
            inputOpen = false
        }
        var out = pendingOutput
        var err: [UInt8] = []
        var open: [Int32] = [output, errors]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !open.isEmpty || inputOpen {
            var pollers = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if inputOpen { pollers.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
            guard poll(&pollers, nfds_t(pollers.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for poller in pollers where poller.revents != 0 {
                if poller.fd == input {
                    let written = pending.withUnsafeBytes { systemWrite(input, $0.baseAddress, $0.count) }
                    if written > 0 { pending = pending.dropFirst(written) }
                    if pending.isEmpty || (written < 0 && errno != EAGAIN && errno != EINTR) {
                        closeInput()
                        inputOpen = false
                    }
                    continue
                }
                let count = chunk.withUnsafeMutableBytes { read(poller.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if poller.fd == output { out += chunk[0..<count] } else { err += chunk[0..<count] }
                } else {
                    open.removeAll { $0 == poller.fd }
                }
            }
        }
        close(output)
        close(errors)
        return (wait(), out, err)
    }

    /// The processor time (user and system) the child used, in seconds; known once it has
    /// ended (``wait()``), 0 before.
    public private(set) var processorSeconds: Double = 0

    /// Waits for the child to end; its exit status, or 128 + the signal that killed it.
    public func wait() -> Int32 {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        processorSeconds =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    public enum SpawnError: Error {
        case pipe(Int32)
        case spawn(Int32)
    }

    /// A pipe whose ends close on exec. Glibc's `pipe2` is not exported to Swift, so the flag
    /// is set after `pipe`; ``spawnLock`` keeps another spawn from slipping in between.
    private static func closeOnExecPipe(_ ends: inout [Int32]) -> Bool {
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    /// Serializes pipe creation and spawning within this process.
    private static let spawnLock = DispatchSemaphore(value: 1)
}

#if canImport(Glibc)
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    private let systemWrite = Darwin.write
#endif
