import Foundation
import Testing

@testable import SliderSpeech

/// `FileSystem.entries(inDirectory:)`, which every command that searches a folder uses: the
/// names exactly, as bytes, whatever their lengths and however many the folder holds. Under
/// AddressSanitizer this reads every record of `readdir`'s buffers to its end, the last ones
/// included (a name copied with the whole 256 bytes of `d_name` read past the buffer).
@Suite("Directory entries")
struct DirectoryEntriesTests {
    @Test("A folder of 3,000 names of 1 to 255 bytes, ASCII and not: every name, sorted by its bytes")
    func manyNames() throws {
        let folder = NSTemporaryDirectory() + "entries-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var expected: [[UInt8]] = []
        for index in 0..<3_000 {
            // Lengths cycle through 1…255 bytes; every seventh name ends in a two-byte letter.
            let length = index % 255 + 1
            var name = Array(String(index).utf8)
            while name.count < length { name.append(UInt8(ascii: "a") + UInt8(name.count % 26)) }
            name = Array(name.prefix(length))
            if index % 7 == 0, name.count >= 2 { name.replaceSubrange(name.count - 2..<name.count, with: [0xC3, 0xA9]) }
            guard !expected.contains(name) else { continue }
            expected.append(name)
            let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name + [0]
            let descriptor = path.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
            }
            try #require(descriptor >= 0, "cannot create a file of \(name.count) bytes")
            close(descriptor)
        }
        let names = try FileSystem.entries(inDirectory: FilePath(bytes: Array(folder.utf8))).map(\.bytes)
        #expect(names.count == expected.count)
        #expect(names == expected.sorted { $0.lexicographicallyPrecedes($1) })
    }
}
