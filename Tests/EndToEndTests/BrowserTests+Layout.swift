import Foundation
import TestSupport
import Testing

/// What the page looks like and how it is named, measured in Chromium rather than looked at:
/// value labels that never overlap or leave the slider (by their boxes, in five locales, at
/// three widths and two zooms, thumbs at the minimum span and at both ends), tick marks where
/// the ticks are, a fill from the neutral value, a rail of at least 3:1, no `<style>` in the
/// body, a slider with one thumb named once, a count line that is one polite live region; and the
/// cost of a key press.
extension BrowserTests {
    /// The contrast of two sRGB colours (WCAG 2's relative luminance).
    static func contrast(_ first: [Double], _ second: [Double]) -> Double {
        func luminance(_ rgb: [Double]) -> Double {
            let linear = rgb.map { value -> Double in
                let channel = value / 255
                return channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// The red, green and blue of a computed CSS colour ("rgb(118, 123, 130)").
    static func rgb(_ color: String) -> [Double] {
        color.split { !"0123456789.".contains($0) }.prefix(3).compactMap { Double($0) }
    }

    @Test(
        "Value labels never overlap or leave the slider: en, ar, he, ja, de at 320, 360 and 800 px, zoom 100% and 200%, thumbs at the span and at the ends",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func labelsApart() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("labels")
        let hotel = folder + "/hotel.json"
        try Self.hotelSpec.write(toFile: hotel, atomically: true, encoding: .utf8)
        // (spec, prefix, states: values to set)
        let cases: [(spec: String, prefix: String, states: [String])] = [
            ("Examples/price-filter.json", "price", ["[20, 50]", "[270, 300]", "[150, 180]", "[20, 300]", "[60, 180]"]),
            (hotel, "hotel", ["[0, 50]", "[450, 500]", "[220, 270]", "[0, 500]"]),
            ("Examples/playback-speed.json", "speed", ["0.5", "2", "1"]),
        ]
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        var checked = 0
        for locale in ["en", "ar", "he", "ja", "de"] {
            let fragments = try cases.map {
                try Self.fragment($0.spec, locale, $0.prefix, ["--script", "--style", "--external"])
            }
            let dir = ["ar", "he"].contains(locale) ? "rtl" : "ltr"
            let head = try Self.assets([locale], in: folder)
            let path = folder + "/labels-\(locale).html"
            try
                (#"<!DOCTYPE html><html lang="\#(locale)" dir="\#(dir)"><head><meta charset="utf-8">"#
                + #"<meta name="viewport" content="width=device-width, initial-scale=1">\#(head)<title>labels</title></head><body>"#
                + fragments.joined() + "</body></html>\n").write(toFile: path, atomically: true, encoding: .utf8)
            try browser.navigate("file://" + path)
            try Self.ready(browser)
            for width in [320, 360, 800] {
                for zoom in [1, 2] {
                    try browser.call(
                        "Emulation.setDeviceMetricsOverride",
                        ["width": width / zoom, "height": 900 / zoom, "deviceScaleFactor": zoom, "mobile": false])
                    for item in cases {
                        for state in item.states {
                            let boxes = try #require(
                                try browser.evaluate(
                                    """
                                    new Promise(function (resolve) {
                                      var root = document.getElementById("\(item.prefix)");
                                      root.value = \(state);
                                      requestAnimationFrame(function () { requestAnimationFrame(function () {
                                        var r = root.getBoundingClientRect();
                                        resolve([[r.left, r.right, document.documentElement.clientWidth,
                                                  document.documentElement.scrollWidth]].concat(
                                          Array.prototype.map.call(root.querySelectorAll(".slider-speech-value"), function (label) {
                                            var b = label.getBoundingClientRect();
                                            return [b.left, b.right, b.top, b.bottom, label.textContent.length];
                                          })));
                                      }); });
                                    })
                                    """, awaitPromise: true) as? [[Double]])
                            let context = "\(locale) \(width) px \(zoom * 100)% \(item.prefix) at \(state)"
                            let (left, right, viewport, scroll) = (boxes[0][0], boxes[0][1], boxes[0][2], boxes[0][3])
                            // Nothing of the page crosses the viewport's edges. (Chromium keeps a layout at
                            // least 200 pixels wide, so scrollWidth says nothing below that.)
                            let crossing =
                                try browser.evaluate(
                                    """
                                    Array.prototype.filter.call(document.querySelectorAll("body *"), function (e) {
                                      var b = e.getBoundingClientRect();
                                      return b.width && (b.left < -0.5 || b.right > document.documentElement.clientWidth + 0.5);
                                    }).map(function (e) { return e.className || e.localName; })
                                    """) as? [String]
                            #expect(
                                crossing == [], "\(context): crossing the viewport's edge (\(viewport) px): \(crossing ?? [])")
                            if viewport >= 200 { #expect(scroll <= viewport, "\(context): the page scrolls sideways") }
                            let labels = boxes.dropFirst()
                            for label in labels {
                                #expect(label[4] > 0, "\(context): an empty label")
                                #expect(
                                    label[0] >= left - 0.5 && label[1] <= right + 0.5,
                                    "\(context): \(label) leaves \(left)…\(right)")
                                #expect(label[0] >= -0.5 && label[1] <= viewport + 0.5, "\(context): \(label) is cut at the edge")
                            }
                            if labels.count == 2 {
                                let (a, b) = (Array(labels)[0], Array(labels)[1])
                                let apart = a[1] <= b[0] + 0.5 || b[1] <= a[0] + 0.5 || a[3] <= b[2] + 0.5 || b[3] <= a[2] + 0.5
                                #expect(apart, "\(context): the labels overlap: \(a) and \(b)")
                            }
                            checked += 1
                        }
                    }
                }
            }
            try browser.call("Emulation.clearDeviceMetricsOverride")
        }
        #expect(checked == 5 * 6 * 12)
    }

    @Test(
        "Ticks drawn where the ticks are, the fill from the neutral value, a rail of at least 3:1, no <style> in the body",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func looks() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("looks")
        let fragments = try [
            Self.fragment("Examples/playback-speed.json", "en", "speed", ["--script", "--style"]),
            Self.fragment("Examples/balance.json", "en", "balance", ["--script", "--style"]),
            Self.fragment("Examples/price-filter.json", "en", "price", ["--script", "--style"]),
        ]
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page(fragments, in: folder))
        try Self.ready(browser)
        #expect(try browser.evaluate("document.body.querySelectorAll('style').length") as? Int == 0)
        // Each tick's mark is drawn, centred where a thumb at the tick is.
        for (prefix, ticks, bounds) in [("speed", [0.5, 1, 1.5, 2], (0.5, 2.0)), ("balance", [-1, 0, 1], (-1.0, 1.0))] {
            let marks = try #require(
                try browser.evaluate(
                    """
                    (function () {
                      var root = document.getElementById("\(prefix)"), track = root.querySelector(".slider-speech-track");
                      var t = track.getBoundingClientRect(), thumb = root.querySelector(".slider-speech-thumb").getBoundingClientRect();
                      return [[t.left, t.width, thumb.width]].concat(Array.prototype.map.call(root.querySelectorAll(".slider-speech-tick"),
                        function (tick) { var b = tick.getBoundingClientRect(); return [b.left + b.width / 2, b.width, b.height]; }));
                    })()
                    """) as? [[Double]])
            let (left, width, size) = (marks[0][0], marks[0][1], marks[0][2])
            #expect(marks.count - 1 == ticks.count, "\(prefix)")
            for (tick, mark) in zip(ticks, marks.dropFirst()) {
                let expected = left + size / 2 + (tick - bounds.0) / (bounds.1 - bounds.0) * (width - size)
                #expect(abs(mark[0] - expected) < 1, "\(prefix) tick \(tick): at \(mark[0]), not \(expected)")
                #expect(mark[1] >= 1 && mark[2] >= 4, "\(prefix) tick \(tick): \(mark)")
            }
        }
        // The balance fills from its neutral value (the centre) to the value, either way.
        func fill(_ value: String) throws -> [String] {
            try browser.evaluate(
                """
                (function () {
                  var root = document.getElementById("balance"); root.value = \(value);
                  var track = getComputedStyle(root.querySelector(".slider-speech-track"));
                  return [track.getPropertyValue("--slider-speech-from").trim(), track.getPropertyValue("--slider-speech-to").trim()];
                })()
                """) as? [String] ?? []
        }
        #expect(try fill("0") == ["0.5", "0.5"])
        #expect(try fill("0.3") == ["0.5", "0.65"])
        #expect(try fill("-1") == ["0", "0.5"])
        // The rail (and the ticks) against the page's white: at least 3:1.
        let colors = try #require(
            try browser.evaluate(
                """
                [getComputedStyle(document.querySelector("#speed .slider-speech-tick")).backgroundColor,
                 getComputedStyle(document.body).backgroundColor]
                """) as? [String])
        let rail = Self.rgb(colors[0])
        #expect(
            rail.count == 3 && Self.contrast(rail, [255, 255, 255]) >= 3,
            "the rail \(colors[0]): \(Self.contrast(rail, [255, 255, 255])):1")
    }

    @Test(
        "A slider with one thumb is named once, by its label; a range is a group of named thumbs; its count line is one polite region",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func names() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("names")
        let plain = try ["Examples/playback-speed.json", "Examples/price-filter.json"].enumerated().map {
            try Self.fragment($0.element, "en", "n\($0.offset)", [])
        }
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        // The count line is one polite live region, before the script runs and after.
        try browser.navigate(try Self.page(plain, in: folder, name: "plain.html"))
        #expect(try Self.liveRegions(browser).filter { $0.live == "polite" }.count == 1)
        let scripted = try ["Examples/playback-speed.json", "Examples/price-filter.json"].enumerated().map {
            try Self.fragment($0.element, "en", "n\($0.offset)", ["--script"])
        }
        try browser.navigate(try Self.page(scripted, in: folder))
        try Self.ready(browser)
        #expect(try Self.liveRegions(browser).filter { $0.live == "polite" }.count == 1)
        #expect(try browser.evaluate("document.querySelector('[aria-live=polite]').id") as? String == "n1-count")
        let nodes = try #require(try browser.call("Accessibility.getFullAXTree")["nodes"] as? [[String: Any]])
        func named(_ role: String) -> [String] {
            nodes.filter { ($0["role"] as? [String: Any])?["value"] as? String == role }
                .compactMap { ($0["name"] as? [String: Any])?["value"] as? String }
        }
        #expect(named("group") == ["Price range"])
        #expect(named("slider") == ["Playback speed", "Minimum price", "Maximum price"])
    }

    @Test(
        "The cost of a key press, from keydown to aria-valuenow and aria-valuetext: median and 95th percentile over 1,000 presses (reported)",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func keyPressCost() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("cost")
        let hotel = folder + "/hotel.json"
        try Self.hotelSpec.write(toFile: hotel, atomically: true, encoding: .utf8)
        let fragment = try Self.fragment(hotel, "ar", "hotel", ["--script", "--style"])
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page([fragment], in: folder))
        try Self.ready(browser)
        _ = try browser.evaluate(
            """
            window.costs = [];
            (function () {
              var thumb = document.getElementById("hotel-lower"), start = 0, seen = {};
              window.addEventListener("keydown", function () { start = performance.now(); seen = {}; }, true);
              new MutationObserver(function (records) {
                records.forEach(function (record) { seen[record.attributeName] = true; });
                if (start && seen["aria-valuenow"] && seen["aria-valuetext"]) {
                  window.costs.push(performance.now() - start);
                  start = 0;
                }
              }).observe(thumb, {attributes: true, attributeFilter: ["aria-valuenow", "aria-valuetext"]});
              thumb.focus();
            })();
            """)
        for press in 0..<1_000 { try browser.press(press % 2 == 0 ? "ArrowLeft" : "ArrowRight") }
        let costs = try #require(try browser.evaluate("window.costs.map(String)") as? [String]).compactMap(Double.init).sorted()
        #expect(costs.count == 1_000)
        guard !costs.isEmpty else { return }
        let median = costs[costs.count / 2]
        let p95 = costs[Int(Double(costs.count) * 0.95)]
        print(
            "Key press cost (hotel filter, ar, keydown to aria-valuenow and aria-valuetext): median \(median) ms, p95 \(p95) ms over \(costs.count) presses"
        )
    }
}
