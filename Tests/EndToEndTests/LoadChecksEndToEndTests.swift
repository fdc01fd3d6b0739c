import Foundation
import TestSupport
import Testing

/// What is checked when a description and a locale are loaded, before any event, through the
/// built binary: a value style ICU opens but cannot format with, a skeleton's currency as
/// `--currency` checks it, and a locale answered in another script.
@Suite("Checked at load: value styles, skeleton currencies, the script of the answer")
struct LoadChecksEndToEndTests {
    static func spec(_ scratch: Scratch, skeleton: String) throws -> String {
        try scratch.write(
            "spec.json",
            #"{"kind": "slider", "bounds": [2, 10], "step": 1, "value": 5, "label": "Volume", "valueStyle": {"skeleton": "\#(skeleton)"}}"#
        )
    }

    @Test(
        "A skeleton ICU opens but cannot format with is an error of every command, naming valueStyle, before any event",
        arguments: ["precision-increment/0", "precision-increment/0.0"])
    func unformattableSkeleton(skeleton: String) throws {
        let scratch = try Scratch("load-style")
        let spec = try Self.spec(scratch, skeleton: skeleton)
        let message =
            "slider-speech: error: \(spec): valueStyle.skeleton: '\(skeleton)' is a skeleton ICU opens but cannot format 2 with (U_NUMBER_ARG_OUTOFBOUNDS_ERROR)\n"
        for arguments in [
            ["announce", "--spec", spec], ["html", "--spec", spec], ["pipeline", "--spec", spec],
            ["review", "--spec", spec, "-o", scratch.at("review.html")],
        ] {
            let result = try Tool.run(arguments, input: #"{"type": "increment"}"# + "\n")
            #expect(result.status == 2, "\(arguments[0])")
            #expect(result.stdout == "", "\(arguments[0])")
            #expect(result.stderr == message, "\(arguments[0])")
        }
        #expect(!FileManager.default.fileExists(atPath: scratch.at("review.html")))
    }

    @Test("A skeleton that formats is still fine: precision-increment/0.5 at every event")
    func formattableSkeleton() throws {
        let scratch = try Scratch("load-style-ok")
        let spec = try Self.spec(scratch, skeleton: "precision-increment/0.5")
        let result = try Tool.run(["pipeline", "--spec", spec], input: #"{"type": "increment"}"# + "\n")
        #expect(result.status == 0)
        #expect(
            result.stdoutLines == [
                #"{"seq":1,"event":"increment","value":6,"limitedBy":null,"announcements":[{"text":"6.0","speech":"6.0","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#
            ])
    }

    @Test(
        "format: a skeleton's currency/XXX is checked as --currency checks it",
        arguments: [
            (
                ["--skeleton", "currency/QZX precision-integer"], 2, "",
                "slider-speech: error: --skeleton: 'QZX' is not an ISO 4217 currency code ICU knows\n"
            ),
            (
                ["--currency", "QZX"], 2, "",
                "slider-speech: error: --currency: 'QZX' is not an ISO 4217 currency code ICU knows\n"
            ),
            (
                ["--skeleton", "precision-integer currency/usd"], 2, "",
                "slider-speech: error: --skeleton: 'usd' is not an ISO 4217 currency code (codes are upper case: 'USD')\n"
            ),
            (["--skeleton", "currency/EUR precision-integer"], 0, "€5\n", ""),
        ])
    func skeletonCurrency(options: [String], status: Int32, stdout: String, stderr: String) throws {
        let result = try Tool.run(["format", "--locale", "en"] + options + ["5"])
        #expect(result.status == status)
        #expect(result.stdout == stdout)
        #expect(result.stderr == stderr)
    }

    @Test("A description's skeleton with an unknown currency is the same error, naming the field")
    func descriptionCurrency() throws {
        let scratch = try Scratch("load-currency")
        let spec = try Self.spec(scratch, skeleton: "currency/QZX")
        let result = try Tool.run(["announce", "--spec", spec])
        #expect(result.status == 2)
        #expect(result.stderr == "slider-speech: error: \(spec): valueStyle.skeleton: 'QZX' is not a currency ICU knows\n")
    }

    @Test(
        "A locale answered in another script says so on standard error; one answered in its own says nothing",
        arguments: [
            (
                "sr-Cyrl",
                "slider-speech: warning: --locale sr-Cyrl: no catalog is in its script, Cyrl; answered from sr-Latn, in Latn\n"
            ),
            ("sr", "slider-speech: warning: --locale sr: no catalog is in its script, Cyrl; answered from sr-Latn, in Latn\n"),
            (
                "sr-Cyrl-RS",
                "slider-speech: warning: --locale sr-Cyrl-RS: no catalog is in its script, Cyrl; answered from sr-Latn, in Latn\n"
            ),
            ("sr-Latn", ""), ("sr-ME", ""), ("zh-TW", ""), ("ru", ""),
        ])
    func scriptFallback(locale: String, warning: String) throws {
        for command in ["announce", "html", "pipeline"] {
            let result = try Tool.run([command, "--spec", "Examples/price-filter.json", "--locale", locale], input: "")
            #expect(result.status == 0, "\(command)")
            #expect(result.stderr == warning, "\(command)")
        }
        let scratch = try Scratch("load-script")
        let review = try Tool.run([
            "review", "--spec", "Examples/price-filter.json", "--locale", locale, "-o", scratch.at("review.html"),
        ])
        #expect(review.status == 0)
        #expect(review.stderr == warning)
    }

    @Test("sr-Cyrl is answered in Latin: the warning is the only word of it, the text is sr-Latn's", .pinnedToICU72)
    func serbianInLatin() throws {
        let result = try Tool.run([
            "announce", "--spec", "Examples/price-filter.json", "--locale", "sr-Cyrl", "--platform", "web",
        ])
        #expect(result.stdoutLines.first == "locale sr-Cyrl (catalog sr-Latn), text ltr, track ltr")
        let latin = try Tool.run(["announce", "--spec", "Examples/price-filter.json", "--locale", "sr-Latn", "--platform", "web"])
        #expect(Array(result.stdoutLines.dropFirst()) == Array(latin.stdoutLines.dropFirst()))
    }
}
