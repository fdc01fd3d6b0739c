import Foundation
import SliderFormatting
import SliderSpeechCLI
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line reader's costs, counted: each byte read is searched once, whatever the line length
/// and however the bytes arrive.
@Suite("Line reader bounds")
struct LineReaderBoundsTests {
    /// Feeds `bytes` through a pipe in chunks of `chunk` bytes from another thread and reads
    /// every item.
    static func read(_ bytes: [UInt8], chunk: Int, limit: Int) -> (items: [LineReader.Item], scanned: Int) {
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        let writeEnd = ends[1]
        let writer = Thread {
            var offset = 0
            while offset < bytes.count {
                let end = min(offset + chunk, bytes.count)
                let written = bytes[offset..<end].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                if written > 0 { offset += written }
            }
            close(writeEnd)
        }
        writer.start()
        var reader = LineReader(descriptor: ends[0], maximumLineBytes: limit)
        var items: [LineReader.Item] = []
        while let item = try? reader.next() { items.append(item) }
        close(ends[0])
        return (items, reader.bytesScanned)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let lineLength: Int
        let chunk: Int
        let limit: Int
        let kept: Bool
        var testDescription: String { name }
    }

    @Test(
        "Every byte is searched for a line feed exactly once",
        arguments: [
            Row(name: "16 MB line in 4 KiB chunks, 1 MiB limit", lineLength: 16 << 20, chunk: 4096, limit: 1 << 20, kept: false),
            Row(name: "16 MB line in 4 KiB chunks, 32 MiB limit", lineLength: 16 << 20, chunk: 4096, limit: 32 << 20, kept: true),
            Row(name: "1 MiB + 1 in chunks of 997 bytes", lineLength: (1 << 20) + 1, chunk: 997, limit: 1 << 20, kept: false),
            Row(name: "exactly 1 MiB", lineLength: 1 << 20, chunk: 65_536, limit: 1 << 20, kept: true),
        ])
    func linearScan(_ row: Row) {
        let tail = Array(#"{"type":"home"}"#.utf8)
        let input = [UInt8](repeating: 0x20, count: row.lineLength) + [0x0A] + tail + [0x0A]
        let (items, scanned) = Self.read(input, chunk: row.chunk, limit: row.limit)
        #expect(scanned == input.count)
        #expect(items.count == 2)
        if row.kept {
            #expect(items.first == .line([UInt8](repeating: 0x20, count: row.lineLength)[...]))
        } else {
            #expect(items.first == .tooLong)
        }
        #expect(items.last == .line(tail[...]))
    }

    @Test("A last line without a line feed is a line; an over-long one is one item")
    func lastLine() {
        #expect(
            Self.read(Array("a\nb".utf8), chunk: 1, limit: 10).items == [
                .line(Array("a".utf8)[...]), .line(Array("b".utf8)[...]),
            ])
        #expect(Self.read(Array("a\nbbbbbbbbbbbb".utf8), chunk: 3, limit: 10).items == [.line(Array("a".utf8)[...]), .tooLong])
        #expect(Self.read([], chunk: 1, limit: 10).items == [])
    }
}

/// The one escaper of lines written for people.
@Suite("People text escaping")
struct PeopleTextTests {
    @Test(
        "Echoed input: every control, line break, bidi control, isolate and mark escaped",
        arguments: [
            ("plain", "plain"),
            ("a\nb", #"a\nb"#),
            ("a\r\tb", #"a\r\tb"#),
            ("\u{0}\u{7}\u{1B}[31m\u{7F}", #"\u{0}\u{7}\u{1B}[31m\u{7F}"#),
            ("\u{85}\u{9B}", #"\u{85}\u{9B}"#),
            ("x\u{2028}y\u{2029}z", #"x\u{2028}y\u{2029}z"#),
            ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", #"\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}"#),
            ("\u{2066}\u{2067}\u{2068}\u{2069}", #"\u{2066}\u{2067}\u{2068}\u{2069}"#),
            ("\u{200E}\u{200F}\u{61C}", #"\u{200E}\u{200F}\u{61C}"#),
            ("السعر\u{00A0}٦٠ — é", "السعر\u{00A0}٦٠ — é"),
        ])
    func escaped(_ input: String, _ expected: String) {
        #expect(PeopleText.escaped(input) == expected)
    }

    @Test(
        "Composed text: balanced isolates and marks kept, the rest escaped",
        arguments: [
            ("\u{2068}\u{200F}٦٠ US$\u{2069}", "\u{2068}\u{200F}٦٠ US$\u{2069}"),
            ("\u{2068}a\u{2069}\u{2069}", "\u{2068}a\u{2069}" + #"\u{2069}"#),
            ("\u{2067}a\u{2068}b\u{2069}", #"\u{2067}"# + "a\u{2068}b\u{2069}"),
            ("\u{2068}a\u{202E}b\nc\u{2069}", "\u{2068}a" + #"\u{202E}b\nc"# + "\u{2069}"),
        ])
    func keepingBidi(_ input: String, _ expected: String) {
        #expect(PeopleText.escapedKeepingBidi(input) == expected)
    }
}
