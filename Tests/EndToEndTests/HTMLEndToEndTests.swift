import Foundation
import TestSupport
import Testing

@Suite("html and review, end to end")
struct HTMLEndToEndTests {
    @Test("html writes the price filter's fragment; --script adds its table and script", .pinnedToICU72)
    func fragment() throws {
        let plain = try Tool.run(["html", "--spec", "Examples/price-filter.json", "--id-prefix", "price"])
        #expect(plain.status == 0)
        #expect(
            plain.stdoutLines[3]
                == #"    <div class="slider-speech-thumb" id="price-lower" role="slider" tabindex="0" aria-label="Minimum price" aria-valuenow="60" aria-valuetext="60 US dollars" aria-valuemin="20" aria-valuemax="150" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">$60</span></div>"#
        )
        #expect(
            plain.stdoutLines[6]
                == #"  <div class="slider-speech-count" id="price-count" role="status" aria-live="polite">186 stays</div>"#)
        #expect(!plain.stdout.contains("<script"))
        let scripted = try Tool.run(["html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--script"])
        #expect(scripted.status == 0)
        #expect(
            scripted.stdout.contains(
                #"<script type="application/json" id="price-table">{"strings":["$60","60 US dollars","$180","180 US dollars","#))
        #expect(scripted.stdout.hasSuffix("</script>\n</div>\n"))
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
            (["html", "--asset", "font"], "slider-speech: error: --asset: 'font' is not an asset (script or style)\n"),
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

    @Test("html --style, --nonce and --external; --asset writes the script or the stylesheet alone", .pinnedToICU72)
    func component() throws {
        let styled = try Tool.run(
            [
                "html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--script", "--style", "--nonce",
                "abc123==",
            ])
        #expect(styled.status == 0)
        #expect(styled.stdoutLines[1] == #"  <style nonce="abc123==">"#)
        #expect(styled.stdout.contains(#"</script>\#n  <script nonce="abc123==">(function () {"#))
        // With a nonce the script places the thumbs; without one the style attributes do.
        #expect(!styled.stdout.contains(#"style="--slider-speech-at"#))
        let placed = try Tool.run(["html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--style"])
        #expect(placed.stdout.contains(#" aria-orientation="horizontal" style="--slider-speech-at:0.1429"><span"#))
        #expect(placed.stdout.contains(#" aria-orientation="horizontal" style="--slider-speech-at:0.5714"><span"#))
        let external = try Tool.run(
            ["html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--script", "--style", "--external"])
        #expect(external.status == 0)
        #expect(external.stdout.contains(#"<script type="application/json" id="price-table">"#))
        #expect(!external.stdout.contains("<style") && !external.stdout.contains("<script>"))
        let script = try Tool.run(["html", "--asset", "script"])
        #expect(script.status == 0 && script.stderr.isEmpty)
        #expect(script.stdout.hasPrefix("(function () {\n  \"use strict\";\n") && script.stdout.hasSuffix("})();\n"))
        let style = try Tool.run(["html", "--asset", "style"])
        #expect(style.stdoutLines.first == ".slider-speech {")
        #expect(style.stdout.contains("@media (forced-colors: active) {"))
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
