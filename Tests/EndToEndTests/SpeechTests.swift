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

    @Test(
        "Each announcement of the demo is spoken, in English, Spanish, Arabic and Russian",
        .enabled(if: runs, "espeak-ng is not installed and CI is not set: the speech tests are skipped"),
        arguments: ["en", "es", "ar", "ru"])
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
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("speech-\(locale)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, document) in documents.enumerated() {
            #expect(document.contains("xml:lang=\"\(locale)\""))
            let wav = folder.appendingPathComponent("\(index).wav")
            let result = try ChildProcess(engine.path, ["-m", "-w", wav.path, "--stdin"]).finish(input: document)
            #expect(result.status == 0)
            let sound = try WAV(Data(contentsOf: wav)).soundSeconds
            // Every document is speech; the focus sentences are long ones.
            #expect(
                sound > (index == 0 || index == 4 ? 1.5 : 0.5), "document \(index) in \(locale): \(sound) s of sound: \(document)"
            )
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
