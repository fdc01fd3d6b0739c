import Foundation
import TestSupport
import Testing

/// `review` through the built binary: each locale once, however often and however spelled it
/// is given; `--audio` finds espeak-ng's voice through the locale's fallbacks (espeak-ng lists
/// English and French as `en-us` and `fr-fr`), says which locale has no voice, and fails when
/// espeak-ng cannot be run.
@Suite("review: each locale once; --audio never silently missing")
struct ReviewEndToEndTests {
    static let espeak: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/espeak-ng" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
    static let runs = espeak != nil || Scratch.inCI
    static let spec = Tool.packageRoot + "/Examples/price-filter.json"

    /// Every `id="…"` of a page, in order.
    static func ids(_ page: String) throws -> [String] {
        page.matches(of: try Regex(#" id="([^"]+)""#)).map { String($0.output[1].substring!) }
    }

    /// A locale's section of the page, from its `<section` to the next.
    static func section(_ page: String, _ anchor: String) throws -> Substring {
        let start = try #require(page.range(of: "<section class=\"locale\" id=\"locale-\(anchor)\""))
        let rest = page[start.upperBound...]
        return page[start.lowerBound..<(rest.range(of: "<section class=\"locale\"")?.lowerBound ?? page.endIndex)]
    }

    /// The WAVs of `<audio>` elements in a text.
    static func wavs(_ text: Substring) throws -> [Data] {
        try text.matches(of: try Regex(#"src="data:audio/wav;base64,([A-Za-z0-9+/=]+)""#)).map {
            try #require(Data(base64Encoded: String($0.output[1].substring!)))
        }
    }

    @Test("A locale given twice, or spelled twice, is one section: every id on the page once")
    func eachLocaleOnce() throws {
        let scratch = try Scratch("review-dup")
        let page = scratch.at("review.html")
        let result = try Tool.run([
            "review", "--spec", Self.spec, "--locale", "en", "--locale", "fr", "--locale", "en", "--locale", "EN",
            "--locale", "fr-FR", "--locale", "FR-fr", "-o", page,
        ])
        #expect(result.status == 0)
        #expect(
            result.stderr.split(separator: "\n").map(String.init) == [
                "slider-speech: warning: --locale: 'en' is 'en' again; its section is written once",
                "slider-speech: warning: --locale: 'EN' is 'en' again; its section is written once",
                "slider-speech: warning: --locale: 'FR-fr' is 'fr-FR' again; its section is written once",
            ])
        let html = try #require(scratch.read("review.html"))
        let ids = try Self.ids(html)
        #expect(
            Set(ids).count == ids.count,
            "ids on the page twice: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
        #expect(
            ids.filter { $0.hasPrefix("locale-") && !$0.hasSuffix("-heading") } == ["locale-en", "locale-fr", "locale-fr-FR"])
        #expect(html.components(separatedBy: "<section class=\"locale\"").count == 4)
    }

    @Test(
        "--audio: English and French have audio (espeak-ng's en and fr voices), every clip a WAV",
        .enabled(if: runs, "espeak-ng is not installed and CI is not set: the --audio test is skipped"))
    func audioInEnglishAndFrench() throws {
        _ = try #require(Self.espeak, "espeak-ng is required when CI is set (apt-get install espeak-ng)")
        let scratch = try Scratch("review-audio")
        let result = try Tool.run([
            "review", "--spec", Self.spec, "--locale", "en", "--locale", "fr", "--audio", "-o", scratch.at("review.html"),
        ])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let html = try #require(scratch.read("review.html"))
        for anchor in ["en", "fr"] {
            let clips = try Self.wavs(try Self.section(html, anchor))
            // Two elements on three platforms, the summary and its variants, the limits and ten counts.
            #expect(clips.count >= 20, "\(anchor): \(clips.count) clips")
            for clip in clips {
                #expect(clip.prefix(4) == Data("RIFF".utf8) && clip.dropFirst(8).prefix(4) == Data("WAVE".utf8), "\(anchor)")
                #expect(clip.count > 4_000, "\(anchor): a clip of \(clip.count) bytes")
            }
        }
    }

    @Test(
        "--audio: a locale espeak-ng has no voice for is a warning naming it and what was tried; the others have audio",
        .enabled(if: runs, "espeak-ng is not installed and CI is not set: the --audio test is skipped"))
    func localeWithoutVoice() throws {
        let scratch = try Scratch("review-novoice")
        let result = try Tool.run([
            "review", "--spec", Self.spec, "--locale", "fil-PH", "--locale", "pt-BR", "--audio", "-o", scratch.at("review.html"),
        ])
        #expect(result.status == 0)
        #expect(
            result.stderr
                == "slider-speech: warning: --audio: espeak-ng has no voice for 'fil-PH' (tried fil-ph, fil): its section has no audio\n"
        )
        let html = try #require(scratch.read("review.html"))
        #expect(try Self.wavs(try Self.section(html, "fil-PH")).isEmpty)
        #expect(try Self.wavs(try Self.section(html, "pt-BR")).count >= 20)
    }

    @Test(
        "--audio with no file descriptor left for espeak-ng's pipes is an error, and no page is written",
        .enabled(if: runs, "espeak-ng is not installed and CI is not set: the --audio test is skipped"))
    func outOfDescriptors() throws {
        let scratch = try Scratch("review-emfile")
        // Five descriptors: standard input, output and error, and one for reading a file at a
        // time; espeak-ng's two pipes need four more.
        let result = try Scratch.runInShell(
            "ulimit -n 5", ["review", "--spec", Self.spec, "--locale", "en", "--audio", "-o", scratch.at("review.html")])
        #expect(result.status == 2)
        #expect(result.stdout == "")
        #expect(result.stderr == "slider-speech: error: --audio: cannot run espeak-ng: Too many open files (EMFILE)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
    }
}
