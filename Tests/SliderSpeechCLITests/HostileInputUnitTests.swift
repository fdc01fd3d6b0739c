import Foundation
import SliderFormatting
import SliderSpeechCLI
import TestSupport
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

/// The one escaper of lines a terminal or a log shows people.
@Suite("Terminal text escaping")
struct TerminalTextTests {
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
        #expect(TerminalText.escaped(input) == expected)
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
        #expect(TerminalText.escapedKeepingBidi(input) == expected)
    }

    @Test(
        "Every code point of the Basic Multilingual Plane: escaped exactly when Swift's own Unicode data says it is a control, a line or paragraph separator, or a bidi control"
    )
    func everyBMPScalar() {
        var escapedCount = 0
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            let text = String(Character(scalar))
            let properties = scalar.properties
            let expectEscape =
                properties.generalCategory == .control || properties.generalCategory == .lineSeparator
                || properties.generalCategory == .paragraphSeparator || properties.isBidiControl
            let written = TerminalText.escaped(text)
            if expectEscape {
                escapedCount += 1
                #expect(written.hasPrefix("\\") && written.unicodeScalars.allSatisfy(\.isASCII), "U+\(String(value, radix: 16))")
            } else {
                #expect(written == text, "U+\(String(value, radix: 16))")
            }
        }
        #expect(escapedCount == 65 + 2 + 12)  // Cc; U+2028, U+2029; the 12 bidi controls
    }
}

/// The nesting limit of message patterns, checked before any recursive parse.
@Suite("Message nesting limit")
struct MessageNestingTests {
    static func nested(_ levels: Int) -> String {
        String(repeating: "{v, select, other {", count: levels) + "x" + String(repeating: "}}", count: levels)
    }

    @Test("32 levels parse; 33 are a syntax error at the 33rd brace, in ParsedMessage and MessageFormat")
    func boundary() throws {
        _ = try ParsedMessage(pattern: Self.nested(32))
        _ = try MessageFormat(pattern: Self.nested(32), locale: ICULocale("en"))
        let offset = 32 * "{v, select, other {".count
        let error = try #require(throws: MessageSyntaxError.self) { try ParsedMessage(pattern: Self.nested(33)) }
        #expect(error.code == .nestedTooDeep)
        #expect(error.offset == offset)
        #expect(error.icuName == "nesting-limit")
        #expect(error.reason == "arguments nest more than 32 levels deep (the most accepted)")
        do {
            _ = try MessageFormat(pattern: Self.nested(30_000), locale: ICULocale("en"))
            Issue.record("30,000 levels accepted")
        } catch {
            #expect(error.code == .messageSyntax)
            #expect(error.syntaxError?.offset == offset)
        }
    }

    @Test(
        "Quoted braces are text, not nesting",
        arguments: [
            ("'{'{a}'}'", 1), ("it''s {a}", 1), ("'{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{{'", 0),
            ("{n, plural, other {'#'{m, select, other {x}}}}", 2), ("{v, number, ::'{'{}{{}}}", 1),
            ("{n, choice, 0#none|1#{a}|2<{b, select, other {{c}}}}", 3), ("can't {a} '{b}'", 1),
        ])
    func quoting(_ pattern: String, _ depth: Int) throws {
        #expect(MessageNesting.depth(of: pattern) == depth)
        #expect(Self.treeDepth(try ParsedMessage(pattern: pattern).nodes) == depth)
    }

    /// The deepest nesting of arguments in a parsed tree.
    static func treeDepth(_ nodes: [MessageNode]) -> Int {
        var deepest = 0
        for case .argument(let argument) in nodes {
            deepest = max(deepest, 1 + (argument.variants.map { treeDepth($0.nodes) }.max() ?? 0))
        }
        return deepest
    }

    /// A random pattern of arguments, variants, quoting and styles, at most `levels` deep.
    static func randomPattern(_ random: inout SeededRandom, levels: Int) -> String {
        var text = ""
        for _ in 0..<random.next(4) {
            switch random.next(9) {
            case 0: text += "it''s "
            case 1: text += "'{'"
            case 2: text += "'}' "
            case 3: text += "can't "
            case 4 where levels > 0:
                text +=
                    "{s\(random.next(3)), select, a {\(randomPattern(&random, levels: levels - 1))} other {\(randomPattern(&random, levels: levels - 1))}}"
            case 5 where levels > 0:
                text +=
                    "{n, plural, one {# '#'\(randomPattern(&random, levels: levels - 1))} other {\(randomPattern(&random, levels: levels - 1))}}"
            case 6 where levels > 0:
                text += "{c, choice, 0#\(randomPattern(&random, levels: levels - 1).replacingOccurrences(of: "|", with: ""))|1<b}"
            case 7: text += "{v, number, ::'{'.00}"
            default: text += "{p}"
            }
        }
        return text
    }

    @Test("Property: the scan's depth is the parsed tree's depth, for 2,000 seeded random patterns ICU accepts")
    func scanDepthIsTreeDepth() {
        var random = SeededRandom(seed: 14)
        var compared = 0
        for _ in 0..<2_000 {
            let pattern = Self.randomPattern(&random, levels: Int(random.next(6)))
            guard let parsed = try? ParsedMessage(pattern: pattern) else { continue }
            compared += 1
            #expect(MessageNesting.depth(of: pattern) == Self.treeDepth(parsed.nodes), "\(pattern)")
        }
        #expect(compared > 1_000)
    }
}
