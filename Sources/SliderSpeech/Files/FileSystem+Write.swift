#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
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
                if current.withCString({ mkdir($0, 0o755) }) != 0, errno != EEXIST || !isDirectory(current) {
                    let code = errno
                    let reason = code == EEXIST ? "is not a directory" : String(cString: strerror(code)).lowercased()
                    throw Failure(path: current.text, reason: reason)
                }
            }
            prefix.append(UInt8(ascii: "/"))
        }
    }
}
