#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Creates a directory and any missing parents, as `mkdir -p` does; an existing directory is fine.
    /// - Throws: ``Failure`` when a component cannot be created or is not a directory.
    package static func createDirectories(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix) {
                if mkdir(prefix, 0o755) != 0, errno != EEXIST || !isDirectory(prefix) {
                    let code = errno
                    let reason = code == EEXIST ? "is not a directory" : String(cString: strerror(code)).lowercased()
                    throw Failure(path: prefix, reason: reason)
                }
            }
            prefix += "/"
        }
    }
}
