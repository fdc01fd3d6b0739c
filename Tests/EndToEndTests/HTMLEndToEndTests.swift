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
                == #"    <div class="slider-speech-thumb" id="price-lower" role="slider" tabindex="0" aria-label="Minimum price" aria-valuenow="60" aria-valuetext="$60" aria-valuemin="20" aria-valuemax="150" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">$60</span></div>"#
        )
        #expect(
            plain.stdoutLines[6]
                == #"  <div class="slider-speech-count" id="price-count" role="status" aria-live="polite">186 stays</div>"#)
        #expect(!plain.stdout.contains("<script"))
        let scripted = try Tool.run(["html", "--spec", "Examples/price-filter.json", "--id-prefix", "price", "--script"])
        #expect(scripted.status == 0)
        #expect(scripted.stdout.contains(#"<script type="application/json" id="price-table">{"strings":["$60","$180","#))
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
