import Foundation
import TestSupport
import Testing

/// The element in Chromium: the default stylesheet places the thumbs (mirrored right to left) as
/// a screenshot shows, a pointer and a finger move them as the pipeline's `set` and drag do (a
/// press focuses the thumb before it moves it), forced-colors mode gets system colors, and the
/// element runs under a Content Security Policy with a nonce or with its script, stylesheet and
/// locale's data as files.
extension BrowserTests {
    /// The thumbs of the price filter, balance and playback speed, in en and ar, styled.
    static let styledCases: [(spec: String, prefix: String)] = [
        ("Examples/price-filter.json", "price"), ("Examples/balance.json", "balance"),
        ("Examples/playback-speed.json", "speed"),
    ]

    /// Where a thumb is and where the stylesheet should put it: the centre of its box and the
    /// centre `--slider-speech-at` of the track asks for, in CSS pixels; the track's box.
    struct Placement {
        let id: String
        let centre: (x: Double, y: Double)
        let expected: Double
        let mirrored: Double
        let track: (left: Double, right: Double, top: Double, width: Double)
        let thumbSize: Double
    }

    static func placements(_ browser: Browser, _ prefix: String) throws -> [Placement] {
        let answer =
            try browser.evaluate(
                """
                (function () {
                  var root = document.getElementById(\(quoted(prefix)));
                  var track = root.querySelector(".slider-speech-track").getBoundingClientRect();
                  var rtl = root.getAttribute("data-track-direction") === "rtl";
                  var data = JSON.parse(root.querySelector(":scope > script.slider-speech-data").textContent);
                  var low = data.bounds[0], high = data.bounds[1];
                  return Array.prototype.map.call(root.querySelectorAll("[role=slider]"), function (thumb) {
                    var box = thumb.getBoundingClientRect();
                    var at = (Number(thumb.getAttribute("aria-valuenow")) - low) / (high - low);
                    var along = box.width / 2 + at * (track.width - box.width);
                    return [thumb.id, box.left + box.width / 2, box.top + box.height / 2,
                            rtl ? track.right - along : track.left + along, rtl ? track.left + along : track.right - along,
                            track.left, track.right, track.top, track.width, box.width];
                  });
                })()
                """) as? [[Any]]
        return try #require(answer).map {
            Placement(
                id: $0[0] as? String ?? "", centre: (number($0[1]) ?? 0, number($0[2]) ?? 0), expected: number($0[3]) ?? 0,
                mirrored: number($0[4]) ?? 0,
                track: (number($0[5]) ?? 0, number($0[6]) ?? 0, number($0[7]) ?? 0, number($0[8]) ?? 0),
                thumbSize: number($0[9]) ?? 0)
        }
    }

    /// The colours of the screenshot's pixels at `points`, decoded by the page's own canvas.
    static func pixels(_ browser: Browser, _ png: Data, _ points: [(Double, Double)]) throws -> [[Int]] {
        let list = points.map { "[\(Int($0.0.rounded(.down))), \(Int($0.1.rounded(.down)))]" }.joined(separator: ",")
        let answer =
            try browser.evaluate(
                """
                new Promise(function (resolve, reject) {
                  var image = new Image();
                  image.onload = function () {
                    var canvas = document.createElement("canvas");
                    canvas.width = image.width;
                    canvas.height = image.height;
                    var context = canvas.getContext("2d");
                    context.drawImage(image, 0, 0);
                    resolve([\(list)].map(function (p) { return Array.from(context.getImageData(p[0], p[1], 1, 1).data); }));
                  };
                  image.onerror = reject;
                  image.src = "data:image/png;base64,\(png.base64EncodedString())";
                })
                """, awaitPromise: true) as? [[Any]]
        return try #require(answer).map { $0.map { Int(number($0) ?? -1) } }
    }

    /// Whether a pixel is the stylesheet's accent colour, #1a5fb4.
    static func isAccent(_ pixel: [Int]) -> Bool {
        pixel.count == 4 && abs(pixel[0] - 0x1A) <= 3 && abs(pixel[1] - 0x5F) <= 3 && abs(pixel[2] - 0xB4) <= 3
    }

    @Test(
        "The stylesheet places each thumb at its value, mirrored in a right-to-left track, as a screenshot shows (en, ar)",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"),
        arguments: ["en", "ar"])
    func screenshotPositions(_ locale: String) throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("styled-\(locale)")
        let fragments = try Self.styledCases.map { try Self.fragment($0.spec, locale, $0.prefix, ["--script", "--style"]) }
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page(head: "", fragments, in: folder))
        try Self.ready(browser)
        // The price filter's track runs right to left in Arabic; the balance is pinned left to right.
        let rightToLeft = ["price": locale == "ar", "balance": false, "speed": locale == "ar"]
        var all: [Placement] = []
        for (_, prefix) in Self.styledCases {
            let placed = try Self.placements(browser, prefix)
            #expect(placed.count == (prefix == "price" ? 2 : 1))
            for thumb in placed {
                #expect(
                    abs(thumb.centre.x - thumb.expected) < 0.75, "\(locale) \(thumb.id): \(thumb.centre.x) ≠ \(thumb.expected)")
            }
            if placed.count == 2 {
                // The lower thumb lies toward the track's start: left, or right in a right-to-left track.
                #expect((placed[0].centre.x < placed[1].centre.x) != (rightToLeft[prefix] == true), "\(locale) \(prefix)")
            }
            all += placed
        }
        // The price filter at $60 and $180 of 20…300: a seventh and four sevenths along.
        let price = try Self.placements(browser, "price")
        let (lower, upper) = (price[0], price[1])
        let travel = lower.track.width - lower.thumbSize
        let offsets = [0.142857, 0.571429].map { lower.thumbSize / 2 + $0 * travel }
        let expectedX =
            locale == "ar" ? offsets.map { lower.track.right - $0 } : offsets.map { lower.track.left + $0 }
        #expect(abs(lower.centre.x - expectedX[0]) < 0.75 && abs(upper.centre.x - expectedX[1]) < 0.75, "\(locale)")
        // The screenshot: the accent colour in each thumb, a third of its size above its centre
        // (clear of the filled track), and not at its mirror image.
        let png = try browser.screenshot()
        try png.write(to: URL(fileURLWithPath: SliderSpeechBinary.packageRoot + "/.build/fragment-\(locale).png"))
        let pixels = try Self.pixels(
            browser, png,
            all.map { ($0.expected, $0.centre.y - $0.thumbSize / 3) } + all.map { ($0.mirrored, $0.centre.y - $0.thumbSize / 3) })
        for (index, thumb) in all.enumerated() {
            #expect(Self.isAccent(pixels[index]), "\(locale) \(thumb.id) at \(thumb.expected): \(pixels[index])")
            if abs(thumb.mirrored - thumb.expected) > thumb.thumbSize {
                #expect(
                    !Self.isAccent(pixels[all.count + index]),
                    "\(locale) \(thumb.id): its mirror image at \(thumb.mirrored) is \(pixels[all.count + index])")
            }
        }
        // The assertive regions are hidden from sight; the count is shown.
        let hidden =
            try browser.evaluate(
                "[document.getElementById('price-announcement').getBoundingClientRect().width, "
                    + "document.getElementById('price-count').getBoundingClientRect().width > 20]") as? [Any]
        #expect(Self.number(hidden?[0]) == 1 && hidden?[1] as? Bool == true)
        // A visible focus ring on the focused thumb.
        _ = try browser.evaluate("document.getElementById('price-lower').focus({focusVisible: true})")
        try browser.press("ArrowRight")
        let outline =
            try browser.evaluate(
                "getComputedStyle(document.getElementById('price-lower')).outlineStyle + ' ' + "
                    + "getComputedStyle(document.getElementById('price-lower')).outlineWidth") as? String
        #expect(outline == "solid 3px")
    }

    /// The pipeline's answers for `events` from the state `value` of `spec`, with the track's
    /// on-screen geometry.
    static func pipeline(
        _ spec: String, _ locale: String, value: Any, width: Double, thumbSize: Double, _ events: [String], in folder: String
    ) throws -> [[String: Any]] {
        var description = try json(try String(contentsOfFile: Tool.packageRoot + "/" + spec, encoding: .utf8))
        description["value"] = value
        description["geometry"] = ["width": width, "thumbSize": thumbSize]
        let file = folder + "/state-\(UInt32.random(in: 0...UInt32.max)).json"
        try JSONSerialization.data(withJSONObject: description).write(to: URL(fileURLWithPath: file))
        let run = try Tool.run(
            ["pipeline", "--spec", file, "--locale", locale, "--catalog", "Examples/Locales"],
            input: events.joined(separator: "\n") + "\n")
        #expect(run.status == 0, "\(run.stderr)")
        return try run.stdoutLines.map(json)
    }

    /// The page's thumbs' values, as JavaScript.
    static func rangeExpression(_ prefix: String) -> String {
        "Array.prototype.map.call(document.querySelectorAll('#\(prefix) [role=slider]'), "
            + "function (t) { return Number(t.getAttribute('aria-valuenow')); })"
    }

    /// The page's two thumbs' values.
    static func range(_ browser: Browser, _ prefix: String) throws -> [Double] {
        (try browser.evaluate(rangeExpression(prefix)) as? [Any] ?? []).compactMap { Self.number($0) }
    }

    /// The page's thumbs' values once they are `expected`; after the bound it throws, naming them.
    static func settledRange(_ browser: Browser, _ prefix: String, _ expected: [Double]) throws -> [Double] {
        (try browser.waitUntil(rangeExpression(prefix), equals: expected, "the thumbs of #\(prefix) at \(expected)") as? [Any]
            ?? []).compactMap { Self.number($0) }
    }

    /// What the app posts for an answer: the assertive and the polite post, `nil` where none.
    static func posts(_ answer: [String: Any]) -> (assertive: String?, polite: String?) {
        let posts = (answer["announcements"] as? [[String: Any]] ?? []).filter { $0["delivery"] as? String == "app" }
        func speech(_ politeness: String) -> String? {
            (posts.first { $0["politeness"] as? String == politeness }?["post"] as? [String: Any])?["speech"] as? String
        }
        return (speech("assertive"), speech("polite"))
    }

    @Test(
        "A press on the track moves the nearer thumb as the pipeline's set does; a drag, by mouse or finger, as its drag does (en, ar)",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"),
        arguments: ["en", "ar"])
    func pointer(_ locale: String) throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("pointer-\(locale)")
        let spec = "Examples/price-filter.json"
        let fragment = try Self.fragment(spec, locale, "p", ["--script", "--style"])
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page(head: "", [fragment], in: folder))
        try Self.ready(browser)
        // What the screen reader is told, in order: focus moving to a thumb, and each change of
        // a thumb's aria-valuetext.
        _ = try browser.evaluate(
            """
            window.told = [];
            document.addEventListener("focusin", function (event) { window.told.push("focus " + event.target.id); });
            new MutationObserver(function (records) {
              records.forEach(function (record) { window.told.push("value " + record.target.id); });
            }).observe(document.getElementById("p"), {subtree: true, attributes: true, attributeFilter: ["aria-valuetext"]});
            """)
        func told() throws -> [String] { try browser.evaluate("window.told.splice(0)") as? [String] ?? [] }
        let rightToLeft = locale == "ar"
        let first = try Self.placements(browser, "p")[0]
        let width = first.track.width
        let size = first.thumbSize
        let y = first.centre.y
        /// The screen x of a share of the travel, and its x from the track's left edge.
        func screenX(_ share: Double) -> Double {
            let along = size / 2 + share * (width - size)
            return rightToLeft ? first.track.right - along : first.track.left + along
        }
        var lastAssertive = try Self.announced(browser, "p")
        var lastCount = try Self.text(browser, "p-count")
        func check(_ answer: [String: Any], _ context: String, posts: Bool = true) throws {
            let expected = (answer["range"] as? [Any] ?? []).compactMap { Self.number($0) }
            #expect(try Self.settledRange(browser, "p", expected) == expected, "\(locale) \(context)")
            let posted = Self.posts(answer)
            if let polite = posted.polite { lastCount = polite }
            #expect(try Self.settledText(browser, "p-count", lastCount) == lastCount, "\(locale) \(context)")
            // (Why a drag stopped short, which the pipeline's drag does not say, is the
            // differential test's.)
            guard posts else { return }
            if let assertive = posted.assertive { lastAssertive = assertive }
            #expect(try Self.settledAnnouncement(browser, "p", lastAssertive) == lastAssertive, "\(locale) \(context)")
        }
        /// Which thumb a touch at `x` (from the track's left edge) takes: the one the core's drag moves.
        func nearer(_ x: Double, _ state: [Double]) throws -> String {
            for dx in [width, -width] {
                let answers = try Self.pipeline(
                    spec, locale, value: state, width: width, thumbSize: size,
                    [#"{"type":"dragStart","x":\#(x)}"#, #"{"type":"dragMove","dx":\#(dx)}"#], in: folder)
                let after = (answers.last?["range"] as? [Any] ?? []).compactMap { Self.number($0) }
                if after.count == 2, after[0] != state[0] { return "lower" }
                if after.count == 2, after[1] != state[1] { return "upper" }
            }
            return "none"
        }
        // Presses on the track: far along (the upper thumb), near the start (the lower one), and
        // one that asks the upper thumb for less than the span allows.
        for (step, share) in [0.9, 0.3, 0.58].enumerated() {
            let state = try Self.range(browser, "p")
            let x = screenX(share)
            let thumb = try nearer(x - first.track.left, state)
            let value = 20 + share * 280
            let answers = try Self.pipeline(
                spec, locale, value: state, width: width, thumbSize: size,
                [#"{"type":"set","thumb":"\#(thumb)","value":\#(value)}"#], in: folder)
            let focused = try browser.evaluate("document.activeElement.id") as? String
            try browser.mouse("mousePressed", x: x, y: y)
            try browser.mouse("mouseReleased", x: x, y: y)
            try check(answers[0], "press \(step + 1) at \(share) (\(thumb))")
            #expect(try browser.evaluate("document.activeElement.id") as? String == "p-\(thumb)", "\(locale) press \(step + 1)")
            // The thumb takes the focus before its value changes, so that the screen reader says
            // the thumb, then its new value once.
            let changed = answers[0]["range"] as? [Double] != state
            let order = (focused == "p-\(thumb)" ? [] : ["focus p-\(thumb)"]) + (changed ? ["value p-\(thumb)"] : [])
            #expect(try told() == order, "\(locale) press \(step + 1)")
        }
        // Drags: each thumb by mouse, then the lower one by finger, in a few moves.
        for (step, (id, share, touch)) in [("lower", 0.5, false), ("upper", -0.2, false), ("lower", -0.35, true)].enumerated() {
            let state = try Self.range(browser, "p")
            let thumb = try #require(try Self.placements(browser, "p").first { $0.id == "p-\(id)" })
            let dx = (rightToLeft ? -share : share) * (width - size)
            let moves = (1...4).map { dx * Double($0) / 4 }
            let events =
                [#"{"type":"dragStart","x":\#(thumb.centre.x - first.track.left)}"#]
                + moves.map { #"{"type":"dragMove","dx":\#($0)}"# } + [#"{"type":"dragEnd"}"#]
            let answers = try Self.pipeline(spec, locale, value: state, width: width, thumbSize: size, events, in: folder)
            let (start, move, end) =
                touch
                ? (("touchStart", "touchMove", "touchEnd")) : (("mousePressed", "mouseMoved", "mouseReleased"))
            let press: (String, Double, Double) throws -> Void = touch ? browser.touch : browser.mouse
            _ = try told()
            try press(start, thumb.centre.x, thumb.centre.y)
            for offset in moves { try press(move, thumb.centre.x + offset, thumb.centre.y) }
            // While it moves, the screen reader hears nothing of it.
            #expect(try told().filter { $0.hasPrefix("value") } == [], "\(locale) drag \(step + 1)")
            try press(end, thumb.centre.x + dx, thumb.centre.y)
            try check(answers[answers.count - 1], "drag \(step + 1) of \(id) by \(share)\(touch ? " (touch)" : "")", posts: false)
            // On release, the value once.
            let moved = answers[answers.count - 1]["range"] as? [Double] != state
            #expect(try told() == (moved ? ["value p-\(id)"] : []), "\(locale) drag \(step + 1)")
            // The thumb settles where its value puts it.
            let settled = try #require(try Self.placements(browser, "p").first { $0.id == "p-\(id)" })
            #expect(abs(settled.centre.x - settled.expected) < 0.75, "\(locale) drag \(step + 1)")
        }
    }

    @Test(
        "A tick slider that snaps: a drag settles on the nearest tick when it ends, as the pipeline's drag does; a press at once",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func tickDrag() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("tick-drag")
        let spec = "Examples/playback-speed.json"
        let fragment = try Self.fragment(spec, "en", "s", ["--script", "--style"])
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page(head: "", [fragment], in: folder))
        try Self.ready(browser)
        let first = try Self.placements(browser, "s")[0]
        let width = first.track.width
        let size = first.thumbSize
        let valueExpression = "Number(document.getElementById('s-value').getAttribute('aria-valuenow'))"
        func value() throws -> Double { Self.number(try browser.evaluate(valueExpression)) ?? .nan }
        /// The value once it is `expected` (a drag settles when it ends); after the bound it throws.
        func settledValue(_ expected: Double) throws -> Double {
            Self.number(try browser.waitUntil(valueExpression, equals: expected, "s-value at \(expected)")) ?? .nan
        }
        // From 1 (normal): a fifth of the travel asks 1.3, on the step 1.25, halfway between two
        // ticks: the lower, 1, again. Then 0.35 of the travel: 1.5. Then back by half: 0.75, 0.5.
        for (step, share) in [0.2, 0.35, -0.5].enumerated() {
            let before = try value()
            let thumb = try #require(try Self.placements(browser, "s").first)
            let dx = share * (width - size)
            let events =
                [#"{"type":"dragStart","x":\#(thumb.centre.x - first.track.left)}"#]
                + (1...3).map { #"{"type":"dragMove","dx":\#(dx * Double($0) / 3)}"# } + [#"{"type":"dragEnd"}"#]
            let answers = try Self.pipeline(spec, "en", value: before, width: width, thumbSize: size, events, in: folder)
            try browser.mouse("mousePressed", x: thumb.centre.x, y: thumb.centre.y)
            for part in 1...3 { try browser.mouse("mouseMoved", x: thumb.centre.x + dx * Double(part) / 3, y: thumb.centre.y) }
            try browser.mouse("mouseReleased", x: thumb.centre.x + dx, y: thumb.centre.y)
            let expected = try #require(Self.number(answers.last?["value"]))
            #expect(try settledValue(expected) == expected, "drag \(step + 1) by \(share) from \(before)")
            let settled = try #require(try Self.placements(browser, "s").first)
            #expect(abs(settled.centre.x - settled.expected) < 0.75, "drag \(step + 1)")
        }
        #expect(try value() == 0.5)
        // A press settles at once, as the pipeline's set does: 0.62 of the track asks 1.43, on
        // the step 1.5, a tick.
        let x = first.track.left + size / 2 + 0.62 * (width - size)
        try browser.mouse("mousePressed", x: x, y: first.centre.y)
        try browser.mouse("mouseReleased", x: x, y: first.centre.y)
        let answers = try Self.pipeline(
            spec, "en", value: 0.5, width: width, thumbSize: size, [#"{"type":"set","value":\#(0.5 + 0.62 * 1.5)}"#], in: folder)
        let pressed = try #require(Self.number(answers[0]["value"]))
        #expect(try settledValue(pressed) == pressed)
        #expect(try value() == 1.5)
    }

    @Test(
        "Forced-colors mode: the thumbs, the track and the focus ring take system colors",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func forcedColors() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("forced")
        let fragment = try Self.fragment("Examples/price-filter.json", "en", "p", ["--script", "--style"])
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(
            try Self.page(
                head: "", [fragment + #"<div id="probe" style="color: Highlight; background: Canvas"></div>"#], in: folder))
        try Self.ready(browser)
        let normal = try browser.evaluate("getComputedStyle(document.getElementById('p-lower')).backgroundColor") as? String
        #expect(normal == "rgb(26, 95, 180)")
        try browser.call("Emulation.setEmulatedMedia", ["features": [["name": "forced-colors", "value": "active"]]])
        #expect(try browser.evaluate("matchMedia('(forced-colors: active)').matches") as? Bool == true)
        let colors =
            try browser.evaluate(
                """
                [getComputedStyle(document.getElementById('p-lower')).backgroundColor,
                 getComputedStyle(document.getElementById('probe')).color,
                 getComputedStyle(document.getElementById('p')).getPropertyValue('--slider-speech-rail').trim()]
                """) as? [String]
        #expect(colors?[0] == colors?[1], "the thumb is Highlight: \(String(describing: colors))")
        #expect(colors?[0] != normal)
        #expect(colors?[2] == "GrayText")
    }

    @Test(
        "Under a Content Security Policy: with a nonce, and with the script, stylesheet and locale's data as files; inline without a nonce is refused",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func contentSecurityPolicy() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("csp")
        let files = try Self.assets(["en"], in: folder)
        let nonce = "c2xpZGVyLXNwZWVjaA=="
        let policy = { (sources: String) in
            #"<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src \#(sources); style-src \#(sources)">"#
        }
        let cases: [(name: String, head: String, options: [String], works: Bool)] = [
            ("nonce", policy("'nonce-\(nonce)'"), ["--script", "--style", "--nonce", nonce], true),
            ("files", policy("'self'") + files, ["--script", "--style", "--external"], true),
            ("inline without a nonce", policy("'nonce-\(nonce)'"), ["--script", "--style"], false),
        ]
        for item in cases {
            let fragment = try Self.fragment("Examples/price-filter.json", "en", "p", item.options)
            let browser = try Browser(executable: executable)
            defer { browser.close() }
            let mark = browser.events.count
            try browser.navigate(
                try Self.page(head: item.head, [fragment], in: folder, name: "csp-\(item.options.count).html", styled: false))
            func isRefusal(_ params: [String: Any]) -> Bool {
                ((params["entry"] as? [String: Any])?["text"] as? String ?? "").contains("Content Security Policy")
            }
            if item.works {
                try Self.ready(browser)
            } else {
                // The refusal is a console message of the load: waited for.
                try browser.waitForEvent("Log.entryAdded", since: mark, matching: isRefusal)
            }
            // A round trip: every event the browser sent before its answer has been read then.
            _ = try browser.evaluate("1")
            _ = try browser.evaluate("document.getElementById('p-lower').focus()")
            try browser.press("End")
            let refused = browser.events[mark...].filter { $0.method == "Log.entryAdded" && isRefusal($0.params) }
            if item.works {
                #expect(refused.isEmpty, "\(item.name): \(refused.map(\.params))")
                #expect(try Self.settledRange(browser, "p", [150, 180]) == [150, 180], "\(item.name)")
                #expect(
                    try Self.settledAnnouncement(browser, "p", "must stay at least 30 US dollars below Maximum price")
                        == "must stay at least 30 US dollars below Maximum price", "\(item.name)")
                for thumb in try Self.placements(browser, "p") {
                    #expect(abs(thumb.centre.x - thumb.expected) < 0.75, "\(item.name) \(thumb.id)")
                }
                // The stylesheet applies: the thumbs lie along the track.
                #expect(
                    try browser.evaluate("getComputedStyle(document.getElementById('p-lower')).position") as? String
                        == "absolute", "\(item.name)")
            } else {
                #expect(!refused.isEmpty, "\(item.name): the policy refused nothing")
                // No script ran: End moved nothing.
                #expect(try Self.range(browser, "p") == [60, 180], "\(item.name)")
            }
        }
    }
}

extension BrowserTests {
    @Test(
        "Without its locale's data an element stays the markup it was, and the console says which file it misses; loaded later, it starts",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func missingLocale() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("missing-locale")
        _ = try Self.assets(["ar"], in: folder)
        let fragment = try Self.fragment("Examples/price-filter.json", "ar", "p", ["--script", "--style", "--external"])
        let head = #"<link rel="stylesheet" href="slider-speech.css"><script src="slider-speech.js"></script>"#
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        let mark = browser.events.count
        try browser.navigate(try Self.page(head: head, [fragment], in: folder))
        _ = try browser.evaluate("1")
        #expect(try browser.evaluate("document.getElementById('p').values.length") as? Int == 0)
        let warnings = browser.events[mark...].filter {
            $0.method == "Runtime.consoleAPICalled" && $0.params["type"] as? String == "warning"
        }
        .compactMap { (($0.params["args"] as? [[String: Any]])?.first?["value"] as? String) }
        #expect(
            warnings.count == 1 && warnings.first?.hasPrefix("slider-speech: #p has no data for its locale ar~") == true,
            "\(warnings)")
        // The markup is the slider as it was written: its values and texts.
        #expect(
            try browser.evaluate("document.getElementById('p-lower').getAttribute('aria-valuetext')") as? String
                == "٦٠ دولار أمريكي")
        // The locale's file, loaded now, starts it.
        _ = try browser.evaluate(
            "new Promise(function (done) { var s = document.createElement('script'); s.src = 'slider-speech.ar.js'; s.onload = done; document.head.appendChild(s); })",
            awaitPromise: true)
        try Self.ready(browser)
        _ = try browser.evaluate("document.getElementById('p-lower').focus()")
        try browser.press("End")
        #expect(try Self.announced(browser, "p") == "يجب أن تظل القيمة أدنى من «السعر الأقصى» بمقدار ٣٠ دولار أمريكي على الأقل")
    }
}
