#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The memory a process may still take, so that work whose memory grows with its input is
/// refused with one line up front rather than killed (Swift stops a process whose allocation
/// fails, with a stack trace) when a limit is set: the address space (`ulimit -v`,
/// `RLIMIT_AS`) or a container's memory (the cgroup's `memory.max`, or `memory.limit_in_bytes`
/// under cgroup v1).
package enum MemoryBudget {
    /// The bytes of memory the tightest limit still leaves, or `nil` without a limit (or where
    /// the system will not say).
    package static func headroom() -> Int? {
        var tightest: Int?
        func consider(_ value: Int?) {
            guard let value else { return }
            tightest = min(tightest ?? .max, max(value, 0))
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
            let size = virtualSize()
        {
            consider(Int(clamping: limit.rlim_cur) - size)
        }
        consider(cgroupHeadroom())
        return tightest
    }

    /// Refuses work on `byteCount` bytes of input that needs about `factor` times as much memory
    /// when the tightest limit leaves less.
    /// - Parameters:
    ///   - byteCount: The input's size.
    ///   - factor: How many bytes of memory a byte of this input takes at the peak (measured and
    ///     documented per kind of input).
    ///   - path: The input, for the message.
    /// - Throws: ``FileSystem/Failure`` naming the input, the estimate and the headroom.
    package static func check(_ byteCount: Int, factor: Int, path: String) throws(FileSystem.Failure) {
        // Small inputs fit any limit a process can start under.
        guard byteCount >= 1 << 16, let headroom = headroom() else { return }
        let (estimate, overflow) = byteCount.multipliedReportingOverflow(by: factor)
        guard overflow || estimate > headroom else { return }
        throw FileSystem.Failure(
            path: path,
            reason:
                "needs about \(megabytes(overflow ? .max : estimate)) of memory (\(factor) times its \(megabytes(byteCount))), "
                + "but the memory limit leaves \(megabytes(headroom)) (ulimit -v, or the container's memory limit)")
    }

    /// "12.3 MB" — decimal megabytes, as people read `ulimit` and container limits.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = Double(bytes) / 100_000
        return "\(Int(tenths.rounded()) / 10).\(Int(tenths.rounded()) % 10) MB"
    }

    /// The process's virtual size, from `/proc/self/statm`, in bytes.
    private static func virtualSize() -> Int? {
        guard let text = firstLine(of: "/proc/self/statm"), let pages = text.split(separator: " ").first.flatMap({ Int($0) })
        else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// What the process's cgroup still allows: its limit less its use (cgroup v2 `memory.max`
    /// and `memory.current`, or v1 `memory.limit_in_bytes` and `memory.usage_in_bytes`).
    private static func cgroupHeadroom() -> Int? {
        guard let bytes = try? FileSystem.read(path: FilePath("/proc/self/cgroup"), limit: 1 << 16) else { return nil }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let group = String(parts[2])
            if parts[0] == "0", parts[1].isEmpty {
                let folder = "/sys/fs/cgroup" + (group == "/" ? "" : group)
                if let limit = firstLine(of: folder + "/memory.max").flatMap({ Int($0) }),
                    let used = firstLine(of: folder + "/memory.current").flatMap({ Int($0) })
                {
                    return limit - used
                }
            } else if parts[1].split(separator: ",").contains("memory") {
                let folder = "/sys/fs/cgroup/memory" + (group == "/" ? "" : group)
                // v1 writes a huge number (a page-rounded 2^63) for no limit.
                if let limit = firstLine(of: folder + "/memory.limit_in_bytes").flatMap({ Int($0) }), limit < 1 << 60,
                    let used = firstLine(of: folder + "/memory.usage_in_bytes").flatMap({ Int($0) })
                {
                    return limit - used
                }
            }
        }
        return nil
    }

    private static func firstLine(of path: String) -> String? {
        guard let bytes = try? FileSystem.read(path: FilePath(path), limit: 1 << 16) else { return nil }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init)
    }
}
