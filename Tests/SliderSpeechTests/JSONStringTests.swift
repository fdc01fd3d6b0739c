import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech

/// JSON string literals (``JSONWriter/writeString(_:into:)``, which the pipeline's answers and
/// every JSON report use) against a model written a scalar at a time: the same bytes for seeded
/// random strings of the characters the writer treats apart.
@Suite("JSON strings")
struct JSONStringTests {
    /// The writer's rule, one scalar at a time: `"` and `\` and the controls with JSON's short
    /// escapes where it has one, other controls and DEL as `\u00XX`, the line separators and
    /// bidi controls as `\u` escapes of their UTF-16 units; everything else as it is.
    static func model(_ text: String) -> [UInt8] {
        let escaped = CharacterClasses.lineSeparators.union(CharacterClasses.bidiControls)
        func hex(_ unit: UInt32) -> String {
            let digits = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case "\u{0}"..."\u{1F}", "\u{7F}": result += hex(scalar.value)
            default:
                if escaped.contains(scalar.value) {
                    for unit in String(scalar).utf16 { result += hex(UInt32(unit)) }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return Array((result + "\"").utf8)
    }

    static let pool: [Unicode.Scalar] = [
        "a", "Z", "$", "1", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{A0}", "\u{AD}",
        "é", "٦", "\u{61C}", "\u{200B}", "\u{200E}", "\u{200F}", "\u{2013}", "\u{2028}", "\u{2029}", "\u{202F}",
        "\u{2066}", "\u{2069}", "\u{2070}", "€", "米", "\u{FEFF}", "😀", "\u{E0001}",
    ]

    @Test("5,000 seeded strings: the same bytes as the model")
    func differential() {
        var random = SeededRandom(seed: 11)
        var escaped = 0
        for _ in 0..<5_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int(random.next() % 12) {
                // Mostly plain characters, so that many strings need no escape at all.
                let index = random.next() % 3 == 0 ? Int(random.next() % UInt64(Self.pool.count)) : Int(random.next() % 4)
                text.append(Self.pool[index])
            }
            let string = String(text)
            var ours: [UInt8] = []
            JSONWriter.writeString(string, into: &ours)
            let theirs = Self.model(string)
            #expect(ours == theirs, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
            if theirs.count != string.utf8.count + 2 { escaped += 1 }
        }
        #expect(escaped > 500)
    }

    @Test(
        "Written out",
        arguments: [
            ("$65", #""$65""#), ("65\u{A0}US$\u{200E}", "\"65\u{A0}US$\\u200e\""), ("a\"b", #""a\"b""#),
            ("1\u{202F}077,48\u{A0}$", "\"1\u{202F}077,48\u{A0}$\""), ("\u{2028}", #""\u2028""#),
        ])
    func written(text: String, json: String) {
        var bytes: [UInt8] = []
        JSONWriter.writeString(text, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == json)
    }
}
