import Foundation
import TestSupport
import Testing

/// The tool runs on the system ICU alone: Foundation, which on Linux brings an ICU of its own
/// (`lib_FoundationICU`), is not loaded by the `slider-speech` process.
@Suite("One ICU in the slider-speech process")
struct OneICUTests {
    /// The paths of the shared objects a running process has mapped.
    static func mappedObjects(of pid: pid_t) throws -> Set<String> {
        // /proc files report no size, so read to the end by hand (a sized read gets one page).
        guard let file = fopen("/proc/\(pid)/maps", "r") else { throw CocoaError(.fileReadNoSuchFile) }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        let maps = String(decoding: bytes, as: UTF8.self)
        var paths: Set<String> = []
        for line in maps.split(separator: "\n") {
            if let slash = line.firstIndex(of: "/") { paths.insert(String(line[slash...])) }
        }
        return paths
    }

    @Test("A running pipeline maps the system ICU and neither Foundation nor its ICU")
    func runningPipeline() throws {
        #if os(Linux)
            let child = try ChildProcess(
                Tool.binary, ["pipeline", "--spec", "Examples/price-filter.json"], directory: Tool.packageRoot)
            child.write("{\"type\":\"focus\",\"thumb\":\"lower\"}\n")
            // The first answer is out, so every catalog and ICU formatter of a focus is loaded.
            let answer = try #require(child.readLine(timeout: 20))
            #expect(answer.hasPrefix("{\"seq\":1,"))
            let objects = try Self.mappedObjects(of: child.pid)
            child.closeInput()
            #expect(child.wait() == 0)
            let names = objects.map { String($0.split(separator: "/").last ?? "") }
            #expect(names.contains { $0.hasPrefix("libicuuc.so") }, "mapped: \(names.sorted())")
            #expect(names.contains { $0.hasPrefix("libicui18n.so") })
            #expect(!names.contains { $0.contains("FoundationICU") }, "mapped: \(names.sorted())")
            #expect(!names.contains { $0.hasPrefix("libFoundation") }, "mapped: \(names.sorted())")
        #endif
    }
}
