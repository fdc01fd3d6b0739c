import TestSupport
import Testing

/// `format` and `plural` run as a process, as a user runs them.
@Suite("format and plural, end to end")
struct FormatPluralEndToEndTests {
    @Test(
        "Commands print what ICU writes", .pinnedToICU72,
        arguments: [
            (["format", "--locale", "fr-FR", "--currency", "USD", "1234.5"], "1\u{202F}234,50\u{A0}$US\n"),
            (["plural", "--locale", "ru", "1", "2", "5", "21", "1.5"], "one\nfew\nmany\none\nother\n"),
            (["plural", "--locale", "en", "1", "1.0"], "one\nother\n"),
            (["format", "--locale", "en-US", "--percent", "-0.25"], "-25%\n"),
        ])
    func success(arguments: [String], output: String) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout == output)
        #expect(run.stderr == "")
    }

    @Test(
        "Bad input exits 2 with one line on standard error and nothing on standard output",
        arguments: [
            ["format", "--locale", "xx-YY", "--currency", "USD", "1"],
            ["format", "--locale", "en", "--currency", "QQQ", "1"],
            ["format", "--locale", "en", "--currency", "USD", "nan"],
            ["format", "--locale", "en", "--currency", "USD"],
            ["format", "--locale", "en", "--skeleton", "precision-bogus", "1"],
            ["plural", "--locale", "../../etc/passwd", "1"],
        ])
    func failure(arguments: [String]) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr.hasPrefix("slider-speech: error: "))
        #expect(run.stderr.hasSuffix("\n"))
        #expect(run.stderr.filter(\.isNewline).count == 1)
    }
}
