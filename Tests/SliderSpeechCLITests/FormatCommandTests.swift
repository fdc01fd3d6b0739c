import Testing

@Suite("slider-speech format and plural, in process")
struct FormatCommandTests {
    @Test(
        "Values are written one a line, in order",
        arguments: [
            (["format", "--locale", "fr-FR", "--currency", "USD", "1234.5"], "1\u{202F}234,50\u{A0}$US\n"),
            (["format", "--locale", "en-US", "--percent", "-0.25", "0.605"], "-25%\n60.5%\n"),
            (["format", "--locale", "en", "--unit", "length-kilometer", "1", "5"], "1 kilometer\n5 kilometers\n"),
            (["format", "--locale=de-DE", "--skeleton", ".00", "--", "-3.25", "1e6"], "-3,25\n1.000.000,00\n"),
            (["format", "3", "--currency", "JPY", "--locale", "ja", "1234.5"], "￥3\n￥1,234\n"),
            (
                ["format", "--locale", "en-US", "--currency", "USD", "0.1", "12345678901234567.89"],
                "$0.10\n$12,345,678,901,234,567.89\n"
            ),
            (["plural", "--locale", "ru", "1", "2", "5", "21", "1.5"], "one\nfew\nmany\none\nother\n"),
            (["plural", "--locale", "en", "1", "1.0"], "one\nother\n"),
            (["plural", "--locale", "en", "--ordinal", "1", "2", "3", "11", "-1"], "one\ntwo\nfew\nother\none\n"),
            (["plural", "--locale", "ar", "0", "1", "2", "3", "11", "100"], "zero\none\ntwo\nfew\nmany\nother\n"),
        ])
    func success(arguments: [String], output: String) {
        let run = runInProcess(arguments)
        #expect(run.status == 0)
        #expect(run.stdout == output)
        #expect(run.stderr == "")
    }

    @Test(
        "Errors are one line naming what is wrong, with exit status 2",
        arguments: [
            (
                ["format", "--locale", "xx-YY", "--currency", "USD", "1"],
                "slider-speech: error: --locale: 'xx-YY' is not a locale ICU has data for (expected a BCP 47 tag such as en-US)"
            ),
            (
                ["format", "--locale", "en", "--currency", "QQQ", "1"],
                "slider-speech: error: --currency: 'QQQ' is not an ISO 4217 currency code ICU knows"
            ),
            (
                ["format", "--locale", "en", "--currency", "usd", "1"],
                "slider-speech: error: --currency: 'usd' is not an ISO 4217 currency code (codes are upper case: 'USD')"
            ),
            (
                ["format", "--locale", "en", "--skeleton", "precision-bogus", "1"],
                "slider-speech: error: --skeleton: 'precision-bogus' is not a valid ICU number skeleton (U_NUMBER_SKELETON_SYNTAX_ERROR)"
            ),
            (
                ["format", "--locale", "en", "--currency", "USD", "1", "nan"],
                "slider-speech: error: VALUE: 'nan' is not a finite decimal number as JSON writes it, such as -3.25 or 1e6, with at most 999 digits before and after the point"
            ),
            (
                ["format", "--locale", "en", "--currency", "USD"],
                "slider-speech: error: at least one VALUE is needed (a number as JSON writes it, such as -3.25)"
            ),
            (
                ["format", "--currency", "USD", "1"],
                "slider-speech: error: --locale is required (a BCP 47 tag such as en-US)"
            ),
            (
                ["format", "--locale", "en", "1"],
                "slider-speech: error: one of --skeleton, --currency, --percent or --unit is needed"
            ),
            (
                ["format", "--locale", "en", "--currency", "USD", "--percent", "1"],
                "slider-speech: error: give only one of --skeleton, --currency, --percent and --unit, not --currency and --percent"
            ),
            (
                ["format", "--locale", "en", "--percent", "--bogus", "1"],
                "slider-speech: error: unknown option '--bogus'"
            ),
            (
                ["format", "--locale", "en", "--percent", "1."],
                "slider-speech: error: VALUE: '1.' is not a finite decimal number as JSON writes it, such as -3.25 or 1e6, with at most 999 digits before and after the point"
            ),
            (
                ["plural", "--locale", "en", "inf"],
                "slider-speech: error: NUMBER: 'inf' is not a finite decimal number as JSON writes it, such as -3.25 or 1e6, with at most 999 digits before and after the point"
            ),
            (
                ["plural", "--locale", "english", "1"],
                "slider-speech: error: --locale: 'english' is not a locale ICU has data for (expected a BCP 47 tag such as en-US)"
            ),
            (
                ["plural", "--locale", "en"],
                "slider-speech: error: at least one NUMBER is needed (a number as JSON writes it, such as -3.25)"
            ),
        ])
    func failure(arguments: [String], message: String) {
        let run = runInProcess(arguments)
        #expect(run.status == 2)
        #expect(run.stdout == "")
        #expect(run.stderr == message + "\n")
    }

    @Test("Each command has help with an example", arguments: ["format", "plural"])
    func help(command: String) {
        let run = runInProcess([command, "--help"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("Usage: slider-speech \(command) --locale L"))
        #expect(run.stdout.contains("Example:\n  slider-speech \(command) --locale "))
    }

    @Test("The tool's usage lists both commands")
    func usage() {
        let run = runInProcess(["--help"])
        #expect(run.stdout.contains("  format "))
        #expect(run.stdout.contains("  plural "))
    }
}
