import Foundation
import TestSupport
import Testing

@Suite("html and review, end to end")
struct HTMLEndToEndTests {
    @Test("html writes the price filter's element; --script adds its data and the script", .pinnedToICU72)
    func fragment() throws {
        let plain = try Tool.run(["html", "--spec", "Examples/price-filter.json", "--id-prefix", "price"])
        #expect(plain.status == 0)
        #expect(
            plain.stdoutLines[0]
                == #"<slider-speech class="slider-speech" id="price" role="group" aria-labelledby="price-label" lang="en" dir="ltr" data-track-direction="ltr">"#
        )
        #expect(
            plain.stdoutLines[3]
                == #"    <div class="slider-speech-thumb" id="price-lower" role="slider" tabindex="0" aria-label="Minimum price" aria-valuenow="60" aria-valuetext="60 US dollars" aria-valuemin="20" aria-valuemax="150" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">$60</span></div>"#
        )
        // The count line: a polite live region, not a status (which browse mode reads as "statusbar").
        #expect(
            plain.stdoutLines[6]
                == #"  <div class="slider-speech-count" id="price-count" aria-live="polite" aria-atomic="true">186 stays</div>"#)
        #expect(!plain.stdout.contains("<script") && !plain.stdout.contains("role=\"status\""))
        let scripted = try Tool.run(["html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--script"])
        #expect(scripted.status == 0)
        #expect(scripted.stdout.contains(#"<script type="application/json" class="slider-speech-locale">{"locale":"en~"#))
        #expect(scripted.stdout.contains(#"<script type="application/json" class="slider-speech-data">{"locale":"en~"#))
        #expect(scripted.stdout.hasSuffix("})();\n</script>\n</slider-speech>\n"))
    }

    @Test("html over bounds of ±1e308 and at any step writes its element at once, the same size")
    func anyBoundsAnyStep() throws {
        let scratch = try Scratch("html-bounds")
        var sizes: [Int] = []
        for spec in [
            #"{"kind":"range","bounds":[-1e308,1e308],"value":[0,1]}"#, #"{"kind":"slider","bounds":[-1e308,1e308],"value":0}"#,
            #"{"kind":"range","bounds":[0,1000000],"step":0.01,"value":[100,400]}"#,
            #"{"kind":"range","bounds":[0,1000000],"step":1e-9,"value":[100,400]}"#,
        ] {
            let file = scratch.at("spec-\(sizes.count).json")
            try spec.write(toFile: file, atomically: true, encoding: .utf8)
            let run = try Tool.run(["html", "--spec", file, "--script"])
            #expect(run.status == 0, "\(spec): \(run.stderr)")
            sizes.append(run.stdout.utf8.count)
            let review = try Tool.run(["review", "--spec", file, "-o", scratch.at("review-\(sizes.count).html")])
            #expect(review.status == 0, "\(spec): \(review.stderr)")
        }
        #expect(sizes.max()! - sizes.min()! < 400, "\(sizes)")
    }

    @Test(
        "Usage errors of html and review: one line, exit status 2",
        arguments: [
            (["html"], "slider-speech: error: --spec FILE is required\n"),
            (
                ["html", "--spec", "Examples/price-filter.json", "--id-prefix", "9x"],
                "slider-speech: error: Examples/price-filter.json: id prefix '9x' is not an HTML id start (ASCII letters, digits, - and _, from a letter)\n"
            ),
            (
                ["html", "--spec", "Examples/price-filter.json", "--script", "--nonce", "a b"],
                "slider-speech: error: --nonce: 'a b' is not a CSP nonce (base64: ASCII letters, digits, +, /, - and _, then at most two =)\n"
            ),
            (
                ["html", "--spec", "Examples/price-filter.json", "--nonce", "abc"],
                "slider-speech: error: --nonce needs --script or --style\n"
            ),
            (
                ["html", "--spec", "Examples/price-filter.json", "--script", "--external", "--nonce", "abc"],
                "slider-speech: error: --nonce and --external: with --external nothing is inline\n"
            ),
            (
                ["html", "--spec", "Examples/price-filter.json", "--external"],
                "slider-speech: error: --external needs --script or --style\n"
            ),
            (["html", "--asset", "font"], "slider-speech: error: --asset: 'font' is not an asset (script, style or locale)\n"),
            (
                ["html", "--asset", "locale", "--locale", "xx"],
                "slider-speech: error: --locale: 'xx' is not a locale ICU has data for (expected a BCP 47 tag such as en-US)\n"
            ),
            (
                ["html", "--spec", "Examples/price-filter.json", "--name", "a", "--name", "b", "--name", "c"],
                "slider-speech: error: Examples/price-filter.json: 3 form names for a slider of 2 values\n"
            ),
            (
                ["html", "--spec", "Examples/playback-speed.json", "--script", "--name", "a", "--name", "b"],
                "slider-speech: error: Examples/playback-speed.json: 2 form names for a slider of 1 value\n"
            ),
            (["review", "--spec", "Examples/price-filter.json"], "slider-speech: error: -o FILE is required\n"),
            (["review", "-o", "/tmp/x.html"], "slider-speech: error: --spec FILE is required\n"),
            (
                ["review", "--spec", "Examples/price-filter.json", "-o", "/no/such/dir/review.html"],
                "slider-speech: error: -o: cannot write '/no/such/dir/review.html': no such file or directory\n"
            ),
        ])
    func usage(_ arguments: [String], _ message: String) throws {
        let run = try Tool.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
    }

    @Test(
        "html --style, --nonce, --external and --name; --asset writes the script, the stylesheet or a locale's data",
        .pinnedToICU72)
    func component() throws {
        let styled = try Tool.run(
            [
                "html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--script", "--style", "--nonce",
                "abc123==",
            ])
        #expect(styled.status == 0)
        #expect(
            styled.stdoutLines[1].hasPrefix(
                #"  <link rel="stylesheet" nonce="abc123==" href="data:text/css,slider-speech, .slider-speech {%0A"#))
        #expect(styled.stdout.contains(#"</script>\#n  <script nonce="abc123==">(function () {"#))
        #expect(!styled.stdout.contains("<style"))
        // With a nonce the script places the thumbs; without one the style attributes do.
        #expect(!styled.stdout.contains(#"style="--slider-speech-at"#))
        let placed = try Tool.run(["html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--style"])
        #expect(placed.stdout.contains(#" aria-orientation="horizontal" style="--slider-speech-at:0.1429"><span"#))
        #expect(placed.stdout.contains(#" aria-orientation="horizontal" style="--slider-speech-at:0.5714"><span"#))
        let external = try Tool.run(
            [
                "html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--script", "--style", "--external",
                "--name", "min_price", "--name", "max_price",
            ])
        #expect(external.status == 0)
        #expect(external.stdout.contains(#" name-lower="min_price" name-upper="max_price">"#))
        #expect(external.stdout.contains(#"<input type="hidden" class="slider-speech-field" name="max_price" value="180">"#))
        #expect(external.stdout.contains(#"<script type="application/json" class="slider-speech-data">"#))
        #expect(!external.stdout.contains("<link") && !external.stdout.contains("<script>"))
        #expect(!external.stdout.contains("slider-speech-locale"))
        let script = try Tool.run(["html", "--asset", "script"])
        #expect(script.status == 0 && script.stderr.isEmpty)
        #expect(script.stdout.hasPrefix("(function () {\n\"use strict\";\n") && script.stdout.hasSuffix("})();\n"))
        let style = try Tool.run(["html", "--asset", "style"])
        #expect(style.stdoutLines.first == "slider-speech, .slider-speech {")
        #expect(style.stdout.contains("@media (forced-colors: active) {"))
        let locale = try Tool.run(["html", "--asset", "locale", "--locale", "ar", "--catalog", "Examples/Locales"])
        #expect(locale.status == 0 && locale.stderr.isEmpty)
        #expect(
            locale.stdout.hasPrefix(
                #"(window.sliderSpeechLocales = window.sliderSpeechLocales || []).push({"locale":"ar~537eos","dir":"rtl","plural":"few: n mod 100 in 3..10; many: n mod 100 in 11..99; one: n  in 1..1; two: n  in 2..2; zero: n  in 0..0; other: ","#
            ))
        #expect(locale.stdout.contains(#""num":{"r":[0,0,3,4],"d":"٠١٢٣٤٥٦٧٨٩","p":"٫","g":"٬","s":[3,3,1],"#))
    }

    @Test("html names the field the page cannot write at run time: one line, exit status 2")
    func notInPage() throws {
        let scratch = try Scratch("html-not-in-page")
        let file = scratch.at("spelled.json")
        try #"{"kind":"slider","bounds":[0,10],"step":1,"value":3,"speechValues":"spellout"}"#.write(
            toFile: file, atomically: true, encoding: .utf8)
        let run = try Tool.run(["html", "--spec", file, "--script"])
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "slider-speech: error: \(file): speechValues: 'spellout' says values in words by ICU's rule-based format, "
                + "which the page cannot do at run time (use 'names' or 'display')\n")
        #expect(run.stdout.isEmpty)
        // Without the script the markup is written: it needs no run-time formatting.
        #expect(try Tool.run(["html", "--spec", file]).status == 0)
    }

    @Test("review --audio without espeak-ng on the PATH is an error that says so")
    func audioNeedsEspeak() throws {
        let child = try ChildProcess(
            Tool.binary, ["review", "--spec", "Examples/price-filter.json", "--audio", "-o", "/tmp/never.html"],
            directory: Tool.packageRoot, environment: ["PATH": "/nonexistent"])
        let result = child.finish()
        #expect(result.status == 2)
        #expect(
            String(decoding: result.stderr, as: UTF8.self)
                == "slider-speech: error: --audio: espeak-ng is not installed (Debian: apt-get install espeak-ng)\n")
    }

    @Test("review writes one page with a section and a link per locale, and nothing else", .pinnedToICU72)
    func review() throws {
        let output = NSTemporaryDirectory() + "review-\(getpid()).html"
        defer { try? FileManager.default.removeItem(atPath: output) }
        let run = try Tool.run(
            ["review", "--spec", "Examples/price-filter.json", "--locale", "en", "--locale", "ar", "-o", output])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"))
        #expect(page.contains(##"<li><a href="#locale-en" lang="en">en</a></li>"##))
        #expect(page.contains(##"<li><a href="#locale-ar" lang="ar">ar</a></li>"##))
        #expect(page.contains(#"<section class="locale" id="locale-ar" lang="ar" dir="rtl""#))
        #expect(!page.contains("http:") && !page.contains("https:") && !page.contains(" src=\"/"))
        // ICU's range text is shown, never spoken: its row has no speech form.
        #expect(
            page.contains(
                #"<th scope="row" lang="en" dir="ltr">summary, display (shown, not spoken)</th><td>$60 – $180</td><td lang="en" dir="ltr">—</td></tr>"#
            ))
    }
}
