import Foundation
import TestSupport
import Testing

/// The demo's announcements spoken by a real speech engine: the pipeline's SSML through
/// `espeak-ng -m` into WAV files, each of which must hold at least half a second of sound.
///
/// Needs `espeak-ng` (Debian: `apt-get install espeak-ng`). Where it is missing the tests are
/// skipped with a message saying so — unless `CI` is set, where a missing engine fails them.
@Suite("Speech through espeak-ng")
struct SpeechTests {
    static let engine: URL? = ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng", "/opt/homebrew/bin/espeak-ng"]
        .map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    static let runs = engine != nil || ProcessInfo.processInfo.environment["CI"] != nil

    /// The languages espeak-ng has voices for (`espeak-ng --voices`: "en-us", "pt-br", "fr-fr"…).
    static let voices: Set<String> = {
        guard let engine, let child = try? ChildProcess(engine.path, ["--voices"]) else { return [] }
        let listing = String(decoding: child.finish().stdout, as: UTF8.self)
        return Set(
            listing.split(separator: "\n").dropFirst().compactMap { line in
                line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map { $0.lowercased() }
            })
    }()

    /// The built-in catalog's locales, from `Locales/`.
    static let locales: [String] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Locales")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// Whether espeak-ng has a voice for a locale: one named by the tag, by its language, or by
    /// its language and a region ("fr" → "fr-fr", "pt-PT" → "pt", "sr-Latn" → "sr").
    static func hasVoice(_ tag: String) -> Bool {
        let tag = tag.lowercased()
        let language = String(tag.split(separator: "-")[0])
        return voices.contains(tag) || voices.contains(language) || voices.contains { $0.hasPrefix(language + "-") }
    }

    @Test(
        "The built-in locales without an espeak-ng voice are these",
        .enabled(if: runs, "espeak-ng is not installed and CI is not set: the speech tests are skipped"))
    func voiceless() throws {
        _ = try #require(Self.engine, "espeak-ng is required when CI is set (apt-get install espeak-ng)")
        #expect(Self.locales.count > 40)
        // espeak-ng names Chinese voices "cmn" and "yue", not "zh", and has no Filipino.
        #expect(Self.locales.filter { !Self.hasVoice($0) } == ["fil", "zh-Hans", "zh-Hant"])
    }

    @Test(
        "Focus, value, limit and count announcements of the price filter are spoken in every locale with a voice",
        .enabled(if: runs, "espeak-ng is not installed and CI is not set: the speech tests are skipped"),
        arguments: locales.filter(hasVoice))
    func speaks(_ locale: String) throws {
        let engine = try #require(Self.engine, "espeak-ng is required when CI is set (apt-get install espeak-ng)")
        let events = """
            {"type":"focus","thumb":"lower"}
            {"type":"increment","thumb":"lower"}
            {"type":"end","thumb":"lower"}
            {"type":"focus","thumb":"upper"}
            """
        let result = try Tool.run(
            ["pipeline", "--spec", "Examples/price-filter.json", "--locale", locale, "--format", "ssml"], input: events)
        #expect(result.status == 0)
        let documents = result.stdoutLines
        #expect(documents.count == 5)  // focus, value, limit and count, focus
        if locale == "en" {
            #expect(documents[1].contains(">65 US dollars</speak>"))
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speech-\(locale)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, document) in documents.enumerated() {
            #expect(document.contains("xml:lang=\"\(locale)\""))
            let wav = folder.appendingPathComponent("\(index).wav")
            let result = try ChildProcess(engine.path, ["-m", "-w", wav.path, "--stdin"]).finish(input: document)
            #expect(result.status == 0)
            let sound = try WAV(Data(contentsOf: wav)).soundSeconds
            // Every document is speech; the focus sentences are long ones. (espeak-ng's Hebrew
            // voice skips much of a text: "65 דולר אמריקאי" is under half a second.)
            #expect(
                sound > (index == 0 || index == 4 ? 1.0 : 0.3), "document \(index) in \(locale): \(sound) s of sound: \(document)"
            )
        }
    }

    @Test(
        "A Russian price of a thousand and more is spoken as one number: its group space is not in the speech form",
        .enabled(if: runs, "espeak-ng is not installed and CI is not set: the speech tests are skipped"))
    func russianThousands() throws {
        let engine = try #require(Self.engine, "espeak-ng is required when CI is set (apt-get install espeak-ng)")
        let scratch = try Scratch("speech-ru")
        // The price filter's catalog messages, with bounds that reach thousands and a step of 1.
        let spec = try scratch.write(
            "price.json",
            """
            {"kind": "range", "bounds": [0, 5000], "step": 1, "value": [100, 4000],
             "label": {"key": "demo.price.label"},
             "thumbLabels": [{"key": "demo.price.minimum"}, {"key": "demo.price.maximum"}],
             "valueStyle": {"currency": "USD", "precision": 0}}
            """)
        let events = """
            {"type":"set","thumb":"upper","value":1077}
            {"type":"set","thumb":"upper","value":2500}

            """
        let arguments = ["pipeline", "--spec", spec, "--catalog", "Examples/Locales", "--locale", "ru"]
        // The value shown keeps ICU's no-break space (U+00A0) between 1 and 077; aria-valuetext,
        // the speech form, drops it.
        let shown = try scratch.write(
            "shown.json",
            """
            {"kind": "range", "bounds": [0, 5000], "step": 1, "value": [100, 1077],
             "valueStyle": {"currency": "USD", "precision": 0}}
            """)
        let announced = try Tool.run(["announce", "--spec", shown, "--locale", "ru", "--format", "json"])
        #expect(announced.status == 0, "\(announced.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(announced.stdout.utf8)) as? [String: Any]
        let upper = try #require((document?["elements"] as? [[String: Any]])?.last)
        #expect(upper["value"] as? String == "1\u{A0}077\u{A0}$")
        #expect((upper["web"] as? [String: Any])?["aria-valuetext"] as? String == "1077 долларов США")
        // The screen reader says the new value by itself from aria-valuetext: the value
        // announcement is that field in both forms.
        let json = try Tool.run(arguments, input: events)
        #expect(json.status == 0, "\(json.stderr)")
        let announcements = try json.stdoutLines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let first = (object?["announcements"] as? [[String: Any]])?.first
            return try (#require(first?["text"] as? String), #require(first?["speech"] as? String))
        }
        #expect(announcements.map(\.0) == ["1077 долларов США", "2500 долларов США"])
        #expect(announcements.map(\.1) == ["1077 долларов США", "2500 долларов США"])
        let ssml = try Tool.run(arguments + ["--format", "ssml"], input: events)
        #expect(ssml.status == 0, "\(ssml.stderr)")
        let head = #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="ru">"#
        #expect(ssml.stdoutLines == [head + "1077 долларов США</speak>", head + "2500 долларов США</speak>"])
        for document in ssml.stdoutLines {
            // espeak-ng's phonemes: "одна тысяча семьдесят семь" is "odn'A t'ys;VtS; s;'emd;E2s;ats;'ejm";
            // given "1 077" it reads "один ноль семьдесят семь", "ojd;'in n'ojl s;'emd;E2s;ats;'ejm".
            let result = try ChildProcess(engine.path, ["-v", "ru", "-q", "-x", "-m", "--stdin"]).finish(input: document)
            #expect(result.status == 0)
            let phonemes = String(decoding: result.stdout, as: UTF8.self)
            #expect(phonemes.contains("t'ys"), "no тысяч in \(phonemes.debugDescription) for \(document)")
            #expect(!phonemes.contains("n'ojl"), "ноль in \(phonemes.debugDescription) for \(document)")
        }
    }
}

/// The samples of a 16-bit PCM WAV file, read by hand.
struct WAV {
    let sampleRate: Int
    let samples: [Int16]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        func uint32(_ at: Int) -> Int {
            Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
        }
        func uint16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count > 44, bytes[0..<4] == [0x52, 0x49, 0x46, 0x46], bytes[8..<12] == [0x57, 0x41, 0x56, 0x45] else {
            throw WAVError.notWAV
        }
        var offset = 12
        var rate = 0
        var bits = 0
        var pcm: [Int16] = []
        while offset + 8 <= bytes.count {
            let id = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            // espeak-ng writes 0x7FFFFFFF-ish sizes when streaming: bound them by the file.
            let size = min(uint32(offset + 4), bytes.count - offset - 8)
            let body = offset + 8
            if id == "fmt " {
                rate = uint32(body + 4)
                bits = uint16(body + 14)
            } else if id == "data" {
                guard bits == 16 else { throw WAVError.notPCM16 }
                pcm.reserveCapacity(size / 2)
                var at = body
                while at + 1 < body + size {
                    pcm.append(Int16(bitPattern: UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8))
                    at += 2
                }
            }
            offset = body + size + (size & 1)
        }
        guard rate > 0 else { throw WAVError.notWAV }
        sampleRate = rate
        samples = pcm
    }

    /// Seconds of samples louder than near-silence (|amplitude| > 1% of full scale).
    var soundSeconds: Double {
        Double(samples.lazy.filter { abs(Int($0)) > 327 }.count) / Double(sampleRate)
    }

    enum WAVError: Error { case notWAV, notPCM16 }
}
