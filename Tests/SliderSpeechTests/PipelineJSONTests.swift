import Testing

@testable import SliderSpeech

/// The pipeline's JSON strings against the package's JSON writer: the same bytes for seeded
/// random strings of the characters either treats apart.
@Suite("Pipeline JSON strings")
struct PipelineJSONTests {
    static let pool: [Unicode.Scalar] = [
        "a", "Z", "$", "1", " ", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{A0}", "\u{AD}",
        "é", "٦", "\u{61C}", "\u{200B}", "\u{200E}", "\u{200F}", "\u{2013}", "\u{2028}", "\u{2029}", "\u{202F}",
        "\u{2066}", "\u{2069}", "\u{2070}", "€", "米", "\u{FEFF}", "😀", "\u{E0001}",
    ]

    @Test("5,000 seeded strings: the same bytes as JSONWriter")
    func differential() {
        var random = PipelineEventParserTests.Generator(state: 11)
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
            var theirs: [UInt8] = []
            PipelineJSON.writeString(string, into: &ours)
            JSONWriter.writeString(string, into: &theirs)
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
        PipelineJSON.writeString(text, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == json)
    }
}
