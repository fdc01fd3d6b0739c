import Foundation
import TestSupport
import Testing

/// The element as a form control and with counts that change: `input` and `change` with the
/// values, the values a `<form>` submits under the names given (also before the script runs),
/// a reset, `disabled` (its own and a fieldset's), a `<label for>`, properties for the values,
/// and a histogram set at run time that says the count `announce` gives for it.
extension BrowserTests {
    /// A seeded histogram of `slices` counts.
    static func histogram(_ random: inout SeededRandom, slices: Int) -> [Int] {
        (0..<slices).map { _ in Int(random.next(random.next(4) == 0 ? 3 : 60)) }
    }

    /// The form's entries as `name=value` lines.
    static func entries(_ browser: Browser, _ form: String) throws -> [String] {
        try browser.evaluate(
            "Array.from(new FormData(document.getElementById(\(quoted(form))))).map(function (e) { return e[0] + '=' + e[1]; })")
            as? [String] ?? []
    }

    @Test(
        "Setting histogram says the count announce gives for the description with that histogram, in its locale's words and plural",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"),
        arguments: ["en", "ar", "ru", "pl", "ja", "sl", "lv"])
    func histogramAtRunTime(_ locale: String) throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("histogram-\(locale)")
        let spec = "Examples/price-filter.json"
        let fragment = try Self.fragment(spec, locale, "p", ["--script", "--style"])
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page([fragment], in: folder))
        try Self.ready(browser)
        try Self.listen(browser)
        var random = SeededRandom(seed: 0x5EED_0000 + UInt64(locale.utf8.reduce(0) { $0 * 31 + Int($1) }))
        var description = try Self.json(try String(contentsOfFile: Tool.packageRoot + "/" + spec, encoding: .utf8))
        var said = try Self.text(browser, "p-count")
        // Histograms of other lengths too: the slices are the histogram's own.
        for (round, slices) in [20, 20, 7, 41, 1, 20, 3].enumerated() {
            var counts = Self.histogram(&random, slices: slices)
            if round == 4 { counts = [1] }  // one result: the singular
            if round == 5 { counts = Array(repeating: 0, count: 20) }  // none: the =0 variant
            _ = try browser.evaluate("document.getElementById('p').histogram = \(counts)")
            description["histogram"] = counts
            let file = folder + "/histogram-\(round).json"
            try JSONSerialization.data(withJSONObject: description).write(to: URL(fileURLWithPath: file))
            let expected = try #require(
                (try Self.announce(file, locale)["count"] as? [String: Any])?["speech"] as? String, "\(locale) round \(round)")
            let heard = try Self.heard(browser)
            if expected == said {
                #expect(heard.isEmpty, "\(locale) round \(round): \(heard)")
            } else {
                #expect(heard.map(\.type) == ["announce"], "\(locale) round \(round)")
                #expect(heard.first?.detail["speech"] as? String == expected, "\(locale) round \(round)")
                #expect(heard.first?.detail["kind"] as? String == "count", "\(locale) round \(round)")
            }
            #expect(try Self.settledText(browser, "p-count", expected) == expected, "\(locale) round \(round) \(counts)")
            said = expected
            let read = try browser.evaluate("document.getElementById('p').histogram") as? [Int]
            #expect(read == counts)
        }
        // A key then counts with the histogram set last, as the pipeline does with it.
        _ = try browser.evaluate("document.getElementById('p-lower').focus()")
        try browser.press("End")
        let answers = try Tool.run(
            ["pipeline", "--spec", folder + "/histogram-6.json", "--locale", locale, "--catalog", "Examples/Locales"],
            input: #"{"type":"end","thumb":"lower"}"# + "\n")
        let answer = try Self.json(try #require(answers.stdoutLines.first))
        let count = (answer["announcements"] as? [[String: Any]] ?? []).first { $0["kind"] as? String == "count" }
        let heard = try Self.heard(browser).filter { $0.type == "announce" && $0.detail["kind"] as? String == "count" }
        #expect(heard.first?.detail["speech"] as? String == count?["speech"] as? String, "\(locale) after End")
        // A histogram that is not one is refused, naming what is wrong, and changes nothing.
        let refused =
            try browser.evaluate(
                """
                (function () {
                  var element = document.getElementById('p'), before = element.histogram, errors = [];
                  [[1, -1], [], [1.5], "3", [1, "2"]].forEach(function (h) {
                    try { element.histogram = h; errors.push("no error"); } catch (e) { errors.push(e.name + ": " + e.message); }
                  });
                  return [errors, JSON.stringify(element.histogram) === JSON.stringify(before)];
                })()
                """) as? [Any]
        #expect(
            refused?.first as? [String] == [
                "TypeError: slider-speech: histogram[1]: -1 is not a count",
                "TypeError: slider-speech: histogram: a list of counts is required",
                "TypeError: slider-speech: histogram[0]: 1.5 is not a count",
                "TypeError: slider-speech: histogram: a list of counts is required",
                "TypeError: slider-speech: histogram[1]: 2 is not a count",
            ])
        #expect(refused?.last as? Bool == true)
    }

    @Test(
        "A form control: input and change with the values, submitted under the names given (before the script too), reset, disabled, <label for>",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func formControl() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("form")
        let price = try Self.fragment(
            "Examples/price-filter.json", "en", "price", ["--script", "--external", "--name", "min_price", "--name", "max_price"])
        let speed = try Self.fragment(
            "Examples/playback-speed.json", "en", "speed", ["--script", "--external", "--name", "speed"])
        let form = """
            <form id="search"><label for="price">Price per night</label>\(price)
            <fieldset id="more"><legend>More</legend><label for="speed">Speed</label>\(speed)</fieldset>
            <input name="city" value="Lisbon"></form>
            """
        // Before any script runs, the markup submits the values it holds.
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page([form], in: folder, name: "plain.html"))
        #expect(try Self.entries(browser, "search") == ["min_price=60", "max_price=180", "speed=1", "city=Lisbon"])
        // With the script: the element is the form field.
        try browser.navigate(try Self.page(head: try Self.assets(["en"], in: folder), [form], in: folder))
        try Self.ready(browser)
        try Self.listen(browser)
        #expect(try Self.entries(browser, "search") == ["min_price=60", "max_price=180", "speed=1", "city=Lisbon"])
        #expect(try browser.evaluate("document.querySelectorAll('.slider-speech-field').length") as? Int == 0)
        // A key: input, then change, with the values.
        _ = try browser.evaluate("document.getElementById('price-upper').focus()")
        try browser.press("PageDown")
        let heard = try Self.heard(browser).filter { $0.type != "announce" }
        #expect(heard.map(\.type) == ["input", "change"])
        for event in heard {
            #expect(event.id == "price")
            #expect(event.detail["values"] as? [Double] == [60, 150])
            #expect(event.detail["value"] as? [Double] == [60, 150])
            #expect(event.detail["thumb"] as? String == "upper")
        }
        #expect(try Self.entries(browser, "search") == ["min_price=60", "max_price=150", "speed=1", "city=Lisbon"])
        // A key that moves nothing says why, and fires no event.
        try browser.press("Home")
        try browser.press("Home")
        #expect(try Self.heard(browser).filter { $0.type != "announce" }.map(\.type) == ["input", "change"])
        // Properties: the values, set quietly through the slider's rules (the span kept).
        let properties =
            try browser.evaluate(
                """
                (function () {
                  var price = document.getElementById('price'), speed = document.getElementById('speed');
                  price.value = [100, 250];
                  var first = price.values;
                  price.value = [240, 250];
                  speed.value = 1.7;
                  return [first, price.lower, price.upper, speed.value, price.form.id, price.labels.length,
                          document.getElementById('price-lower').getAttribute('aria-valuenow'), price.type];
                })()
                """) as? [Any]
        #expect(properties?[0] as? [Double] == [100, 250])
        // 240 is closer to 250 than the span allows: the lower value stops 30 below.
        #expect(Self.number(properties?[1]) == 220 && Self.number(properties?[2]) == 250)
        #expect(Self.number(properties?[3]) == 1.5)  // 1.75 on the step, then the nearer tick below
        #expect(properties?[4] as? String == "search" && properties?[5] as? Int == 1)
        #expect(properties?[6] as? String == "220" && properties?[7] as? String == "slider-speech")
        #expect(try Self.heard(browser).filter { $0.type != "announce" }.isEmpty)
        #expect(try Self.entries(browser, "search") == ["min_price=220", "max_price=250", "speed=1.5", "city=Lisbon"])
        // A reset restores the values the page started with.
        _ = try browser.evaluate("document.getElementById('search').reset()")
        #expect(try Self.entries(browser, "search") == ["min_price=60", "max_price=180", "speed=1", "city=Lisbon"])
        #expect(try browser.evaluate("document.getElementById('price-lower').getAttribute('aria-valuenow')") as? String == "60")
        // A <label for> names the control (the group of a range, the thumb of a slider) and,
        // pressed, focuses its first thumb.
        let names = try Self.thumbs(browser)
        #expect(names["speed-value"]?.name == "Speed")
        let nodes = try #require(try browser.call("Accessibility.getFullAXTree")["nodes"] as? [[String: Any]])
        let groups = nodes.filter { ($0["role"] as? [String: Any])?["value"] as? String == "group" }
            .compactMap { ($0["name"] as? [String: Any])?["value"] as? String }
        #expect(groups.contains("Price per night"), "\(groups)")
        _ = try browser.evaluate("document.activeElement.blur(); document.querySelector('label[for=price]').click()")
        #expect(try browser.evaluate("document.activeElement.id") as? String == "price-lower")
        // Disabled: by its attribute, and inside a disabled fieldset: out of the tab order, said
        // disabled, unmoved by keys and pointers, and not submitted.
        _ = try browser.evaluate("document.getElementById('price').disabled = true")
        _ = try browser.evaluate("document.getElementById('more').disabled = true")
        for id in ["price-lower", "price-upper", "speed-value"] {
            #expect(try browser.evaluate("document.getElementById('\(id)').tabIndex") as? Int == -1, "\(id)")
            #expect(try browser.evaluate("document.getElementById('\(id)').getAttribute('aria-disabled')") as? String == "true")
        }
        _ = try browser.evaluate("document.getElementById('price-lower').focus()")
        try browser.press("End")
        let box = try #require(
            try browser.evaluate(
                "(function () { var b = document.querySelector('#speed .slider-speech-track').getBoundingClientRect(); "
                    + "return [b.left + b.width * 0.95, b.top + b.height / 2]; })()") as? [Any])
        let (x, y) = (Self.number(box[0]) ?? 0, Self.number(box[1]) ?? 0)
        try browser.mouse("mousePressed", x: x, y: y)
        try browser.mouse("mouseReleased", x: x, y: y)
        #expect(try Self.entries(browser, "search") == ["city=Lisbon"])
        #expect(
            try browser.evaluate("[document.getElementById('price').values, document.getElementById('speed').values]")
                as? [[Double]] == [[60, 180], [1]])
        #expect(try Self.heard(browser).isEmpty)
        _ = try browser.evaluate(
            "document.getElementById('price').disabled = false; document.getElementById('more').disabled = false")
        #expect(try browser.evaluate("document.getElementById('speed-value').tabIndex") as? Int == 0)
        #expect(try browser.evaluate("document.getElementById('speed-value').hasAttribute('aria-disabled')") as? Bool == false)
        try browser.mouse("mousePressed", x: x, y: y)
        try browser.mouse("mouseReleased", x: x, y: y)
        #expect(try Self.entries(browser, "search") == ["min_price=60", "max_price=180", "speed=2", "city=Lisbon"])
        #expect(try Self.heard(browser).filter { $0.type != "announce" }.map(\.type) == ["input", "change"])
        // A drag: input while the thumb moves, change once, on release.
        let thumb = try #require(try Self.placements(browser, "price").first { $0.id == "price-lower" })
        try browser.mouse("mousePressed", x: thumb.centre.x, y: thumb.centre.y)
        for step in 1...4 { try browser.mouse("mouseMoved", x: thumb.centre.x + Double(step) * 12, y: thumb.centre.y) }
        let during = try Self.heard(browser).map(\.type)
        #expect(!during.isEmpty && during.allSatisfy { $0 == "input" }, "\(during)")
        try browser.mouse("mouseReleased", x: thumb.centre.x + 48, y: thumb.centre.y)
        #expect(try Self.heard(browser).filter { $0.type != "announce" }.map(\.type) == ["change"])
    }
}
