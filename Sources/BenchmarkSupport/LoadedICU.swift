#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which ICU Foundation runs, read at run time: on Linux, Foundation carries its own ICU
/// (`lib_FoundationICU`), whose `u_getVersion` is exported as `swift_u_getVersion`.
package enum LoadedICU {
    /// The version of Foundation's ICU ("76.1"), or "unknown" when no loaded library exports
    /// `swift_u_getVersion` (Darwin, or a Foundation without its own ICU).
    package static var foundationVersion: String { version(of: "swift_u_getVersion") ?? "unknown" }

    /// The version an exported `u_getVersion`-like function reports, or `nil` when no loaded
    /// library exports `symbol`.
    package static func version(of symbol: String) -> String? {
        #if canImport(Glibc)
            let everywhere = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
        #else
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #endif
        guard let address = dlsym(everywhere, symbol) else { return nil }
        typealias GetVersion = @convention(c) (UnsafeMutablePointer<UInt8>) -> Void
        let getVersion = unsafeBitCast(address, to: GetVersion.self)
        // UVersionInfo: major, minor, milli, micro.
        var parts: [UInt8] = [0, 0, 0, 0]
        parts.withUnsafeMutableBufferPointer { getVersion($0.baseAddress!) }
        var shown = Array(parts.reversed().drop { $0 == 0 }.reversed())
        while shown.count < 2 { shown.append(0) }
        return shown.map(String.init).joined(separator: ".")
    }
}
