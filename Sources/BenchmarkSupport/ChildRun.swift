#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of a program as a whole process: its wall time and its peak resident memory.
/// Standard input comes from a file (or `/dev/null`), standard output goes to `/dev/null` and
/// standard error to a file, read back when the run fails.
///
/// The peak comes from GNU time (`/usr/bin/time -f %M`) when it is installed, otherwise from
/// `wait4`'s resource usage. On Linux a process spawned straight from a large one reports at
/// least its parent's peak (`execve` keeps the old address space's high-water mark), so
/// `wait4` gives only an upper bound here; `time` is small, and its child's peak is the
/// program's own.
package struct ChildRun {
    /// Seconds from spawn to exit.
    package let seconds: Double
    /// Processor seconds the program used (user and system), from `wait4`: on a machine
    /// shared with other work, the figure that does not count the waits for a processor.
    package let cpuSeconds: Double
    /// Peak resident memory of the program, in kilobytes.
    package let peakKB: Int
    /// Whether `peakKB` is the program's own (GNU time) rather than an upper bound (`wait4`).
    package let peakIsExact: Bool
    private static let gnuTime = "/usr/bin/time"

    /// Runs `program` with `arguments` to its end.
    /// - Throws: ``BenchmarkError`` when it cannot start, is killed, or exits with a status
    ///   other than 0 (naming the status and the first line of its standard error).
    package init(program: String, arguments: [String], input: String?, errorFile: String) throws(BenchmarkError) {
        let peakFile = errorFile + ".peak"
        let timed = access(Self.gnuTime, X_OK) == 0
        defer { unlink(peakFile) }
        let command = timed ? [Self.gnuTime, "-f", "%M", "-o", peakFile, program] + arguments : [program] + arguments
        let inputFD = open(input ?? "/dev/null", O_RDONLY)
        let outputFD = open("/dev/null", O_WRONLY)
        let errorFD = open(errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        defer {
            for descriptor in [inputFD, outputFD, errorFD] where descriptor >= 0 { close(descriptor) }
        }
        guard inputFD >= 0, outputFD >= 0, errorFD >= 0 else {
            throw BenchmarkError("\(program): cannot open its input or output files (errno \(errno))")
        }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputFD, 0)
        posix_spawn_file_actions_adddup2(&actions, outputFD, 1)
        posix_spawn_file_actions_adddup2(&actions, errorFD, 2)
        let argv = command.map { strdup($0) }
        defer { for argument in argv { free(argument) } }
        var child: pid_t = 0
        let start = monotonicNanoseconds()
        let spawned = (argv + [nil]).withUnsafeBufferPointer { pointers in
            posix_spawn(&child, command[0], &actions, nil, UnsafeMutablePointer(mutating: pointers.baseAddress!), environ)
        }
        guard spawned == 0 else { throw BenchmarkError("\(program): cannot start it (error \(spawned))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkError("\(program): wait4 failed (errno \(errno))") }
        }
        seconds = Double(monotonicNanoseconds() - start) / 1e9
        cpuSeconds =
            Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec)
            + Double(usage.ru_stime.tv_usec) / 1e6
        #if canImport(Glibc)
            let waitPeakKB = Int(usage.ru_maxrss)  // kilobytes on Linux
        #else
            let waitPeakKB = Int(usage.ru_maxrss) / 1024  // bytes on macOS
        #endif
        // WIFEXITED / WEXITSTATUS, which Swift does not import as functions.
        let signal = status & 0x7F
        let code = (status >> 8) & 0xFF
        guard signal == 0, code == 0 else {
            let said = Self.firstLine(of: errorFile)
            throw BenchmarkError(
                "\(program) \(arguments.joined(separator: " ")): "
                    + (signal != 0 ? "killed by signal \(signal)" : "exit status \(code)") + (said.isEmpty ? "" : ": \(said)"))
        }
        if timed {
            guard let measured = Int(Self.firstLine(of: peakFile)) else {
                throw BenchmarkError("\(Self.gnuTime) wrote no peak memory for \(program)")
            }
            peakKB = measured
        } else {
            peakKB = waitPeakKB
        }
        peakIsExact = timed
    }

    private static func firstLine(of path: String) -> String {
        guard let file = fopen(path, "r") else { return "" }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 512)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return "" }
        let bytes = buffer.prefix { $0 != 0 && $0 != 0x0A }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Nanoseconds of a monotonic clock.
package func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Nanoseconds of processor time the calling thread has used: unlike the wall clock, it does
/// not count the time the thread waited for a processor on a loaded machine.
package func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
