import Foundation
import TestSupport
import Testing

/// The `<slider-speech>` element and the `review` page in a real browser: Chromium's own
/// accessibility tree — what screen readers read — holds what `announce` says, and keys move the
/// sliders as `pipeline` answers.
///
/// Needs Chromium (Debian: `apt-get install chromium`). Where it is missing the tests are skipped
/// with a message saying so — unless `CI` is set, where a missing browser fails them.
@Suite("The web element and review page in Chromium", .serialized)
struct BrowserTests {
    static let executable = Browser.executable()
    static let runs = executable != nil || ProcessInfo.processInfo.environment["CI"] != nil
    static let missing = "chromium is required when CI is set (apt-get install chromium)"

    static let locales = ["en", "ar", "he", "ja", "ru", "de", "fr", "hi", "zh-Hant", "fa"]

    /// A continuous slider (no step).
    static let continuousSpec =
        #"{"kind": "slider", "bounds": [0, 1], "value": 0.5, "valueStyle": {"percent": true}, "label": "Volume"}"#

    /// The hotel filter of the web's targets, at step 1.
    static let hotelSpec =
        #"{"kind":"range","bounds":[0,500],"step":1,"minimumSpan":50,"value":[100,400],"label":"Price","#
        + #""thumbLabels":["Min price","Max price"],"valueStyle":{"currency":"EUR","precision":0},"#
        + #""histogram":[3,5,8,12,15,18,22,25,27,30,28,26,24,21,18,16,14,12,10,8,6,5,4,3,2],"#
        + #""countMessage":"{count, plural, one {# hotel} other {# hotels}}"}"#

    /// A folder of its own for the files of one test.
    static func folder(_ name: String) throws -> String {
        let path = SliderSpeechBinary.packageRoot + "/.build/browser-tests/\(name)-\(getpid())"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The description files: the three examples and the continuous slider.
    static func specs(in folder: String) throws -> [String] {
        let continuous = folder + "/continuous.json"
        try continuousSpec.write(toFile: continuous, atomically: true, encoding: .utf8)
        return ["Examples/price-filter.json", "Examples/playback-speed.json", "Examples/balance.json", continuous]
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func number(_ value: Any?) -> Double? { (value as? NSNumber)?.doubleValue }

    /// `announce --format json` for a description in a locale, with the demo's catalog.
    static func announce(_ spec: String, _ locale: String) throws -> [String: Any] {
        let run = try Tool.run(
            ["announce", "--spec", spec, "--locale", locale, "--catalog", "Examples/Locales", "--format", "json"])
        #expect(run.status == 0, "\(spec) \(locale): \(run.stderr)")
        return try json(run.stdout)
    }

    /// `announce` of `spec` in the state `value`, in `locale`.
    static func announce(_ spec: String, _ locale: String, value: Any, in folder: String) throws -> [String: Any] {
        let path = spec.hasPrefix("/") ? spec : Tool.packageRoot + "/" + spec
        var description = try json(try String(contentsOfFile: path, encoding: .utf8))
        description["value"] = value
        let file = folder + "/state-\(UInt32.random(in: 0...UInt32.max)).json"
        try JSONSerialization.data(withJSONObject: description).write(to: URL(fileURLWithPath: file))
        return try announce(file, locale)
    }

    /// `html` with the given extra options, for the demo's catalog.
    static func fragment(_ spec: String, _ locale: String, _ prefix: String, _ options: [String]) throws -> String {
        let run = try Tool.run(
            ["html", "--spec", spec, "--locale", locale, "--catalog", "Examples/Locales", "--id-prefix", prefix] + options)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// Writes the element's script, its stylesheet and the data of `locales` into `folder`, and
    /// returns the `<head>` markup that loads them.
    static func assets(_ locales: [String], in folder: String) throws -> String {
        var head = #"<link rel="stylesheet" href="slider-speech.css"><script src="slider-speech.js"></script>"#
        for (asset, file) in [("script", "slider-speech.js"), ("style", "slider-speech.css")] {
            let run = try Tool.run(["html", "--asset", asset])
            #expect(run.status == 0)
            try run.stdout.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        for locale in Set(locales) {
            let run = try Tool.run(["html", "--asset", "locale", "--locale", locale, "--catalog", "Examples/Locales"])
            #expect(run.status == 0, "\(run.stderr)")
            try run.stdout.write(toFile: folder + "/slider-speech.\(locale).js", atomically: true, encoding: .utf8)
            head += #"<script src="slider-speech.\#(locale).js"></script>"#
        }
        return head
    }

    /// A page with `head` in its head and the fragments in its body, which has a fixed margin
    /// and width unless a policy would refuse the style attribute (`styled` false).
    static func page(
        head: String = "", _ fragments: [String], in folder: String, name: String = "page.html", styled: Bool = true
    ) throws -> String {
        let path = folder + "/" + name
        let body = styled ? "<body style=\"margin: 0; padding: 16px; width: 600px; font: 16px sans-serif\">" : "<body>"
        let html =
            "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\(head)<title>component</title></head>"
            + body + "\n" + fragments.joined() + "</body></html>\n"
        try html.write(toFile: path, atomically: true, encoding: .utf8)
        return "file://" + path
    }

    /// Waits until every `<slider-speech>` of the page has started (its data and its locale's
    /// found), or fails saying which has not.
    static func ready(_ browser: Browser) throws {
        let waited =
            try browser.evaluate(
                """
                new Promise(function (resolve) {
                  var start = Date.now();
                  (function check() {
                    var waiting = Array.prototype.filter.call(document.querySelectorAll("slider-speech"),
                      function (element) { return !(element.values && element.values.length); });
                    if (!waiting.length) { resolve(""); }
                    else if (Date.now() - start > 60000) { resolve(waiting.map(function (e) { return e.id; }).join(" ")); }
                    else { requestAnimationFrame(check); }
                  })();
                })
                """, awaitPromise: true) as? String
        if waited != "" { throw Browser.Failure(description: "these sliders did not start within 60 s: \(waited ?? "?")") }
    }

    /// Records every `announce`, `input` and `change` event of the page's sliders in
    /// `window.heard`, in order.
    static func listen(_ browser: Browser) throws {
        _ = try browser.evaluate(
            """
            window.heard = [];
            ["announce", "input", "change"].forEach(function (type) {
              document.addEventListener(type, function (event) {
                if (event.target.localName === "slider-speech") {
                  window.heard.push([type, event.target.id, JSON.stringify(event.detail)]);
                }
              });
            });
            """)
    }

    /// The events heard since the last call, as (type, element id, detail).
    static func heard(_ browser: Browser) throws -> [(type: String, id: String, detail: [String: Any])] {
        let list = try browser.evaluate("window.heard.splice(0)") as? [[String]] ?? []
        return try list.map { ($0[0], $0[1], try json($0[2])) }
    }

    /// The ARIA attributes and accessibility-tree values of every slider in the page, by DOM id.
    struct Thumb {
        let name: String
        let valueNow: Double?
        let valueMin: Double?
        let valueMax: Double?
        let orientation: String?
        let valueText: String?
    }

    static func thumbs(_ browser: Browser) throws -> [String: Thumb] {
        let nodes = try #require(try browser.call("Accessibility.getFullAXTree")["nodes"] as? [[String: Any]])
        var thumbs: [String: Thumb] = [:]
        for node in nodes where ((node["role"] as? [String: Any])?["value"] as? String) == "slider" {
            let backend = try #require(node["backendDOMNodeId"] as? Int)
            let object = try browser.call("DOM.resolveNode", ["backendNodeId": backend])
            let objectID = try #require((object["object"] as? [String: Any])?["objectId"] as? String)
            // The value text as the DOM node of this very accessibility node carries it
            // (Chromium's tree leaves `valuetext` empty for ARIA sliders).
            let answer = try browser.call(
                "Runtime.callFunctionOn",
                [
                    "objectId": objectID, "returnByValue": true,
                    "functionDeclaration": "function () { return [this.id, this.getAttribute('aria-valuetext')]; }",
                ])
            let pair = try #require((answer["result"] as? [String: Any])?["value"] as? [String])
            var properties: [String: Any] = [:]
            for property in node["properties"] as? [[String: Any]] ?? [] {
                if let name = property["name"] as? String { properties[name] = (property["value"] as? [String: Any])?["value"] }
            }
            thumbs[pair[0]] = Thumb(
                name: ((node["name"] as? [String: Any])?["value"] as? String) ?? "",
                valueNow: number((node["value"] as? [String: Any])?["value"]), valueMin: number(properties["valuemin"]),
                valueMax: number(properties["valuemax"]), orientation: properties["orientation"] as? String,
                valueText: pair[1])
        }
        return thumbs
    }

    /// The text of an element of the page.
    static func text(_ browser: Browser, _ id: String) throws -> String {
        try browser.evaluate("document.getElementById(\(quoted(id))).textContent") as? String ?? ""
    }

    /// The text of an element once it equals `expected` (the script writes the count up to half
    /// a second after a key); after the bound it throws, naming the element and its text.
    static func settledText(_ browser: Browser, _ id: String, _ expected: String) throws -> String {
        try browser.waitUntil(
            "document.getElementById(\(quoted(id))).textContent", equals: expected, "#\(id) to read \(quoted(expected))")
            as? String ?? ""
    }

    /// The announcement element's text without the no-break space the element puts at the end
    /// of every other post.
    static func announced(_ browser: Browser, _ prefix: String) throws -> String {
        var text = try Self.text(browser, "\(prefix)-announcement")
        if text.hasSuffix("\u{A0}") { text.removeLast() }
        return text
    }

    /// The announcement element's text (as ``announced(_:_:)`` reads it) once it is `expected`;
    /// after the bound it throws, naming the element and its text.
    static func settledAnnouncement(_ browser: Browser, _ prefix: String, _ expected: String) throws -> String {
        try browser.waitUntil(
            "document.getElementById(\(quoted(prefix + "-announcement"))).textContent.replace(/\\u00a0$/, '')",
            equals: expected, "#\(prefix)-announcement to read \(quoted(expected))") as? String ?? ""
    }

    /// An attribute of an element once it equals `expected`; after the bound it throws.
    static func settledAttribute(_ browser: Browser, _ id: String, _ name: String, _ expected: String) throws -> String {
        try browser.waitUntil(
            "document.getElementById(\(quoted(id))).getAttribute(\(quoted(name)))", equals: expected,
            "#\(id) to have \(name)=\(quoted(expected))") as? String ?? ""
    }

    /// Whether a number the accessibility tree shows is the one announce says: Chromium's tree
    /// holds range values as 32-bit floats (0.55 reads 0.550000011920929), and a continuous
    /// slider's page runs on a grid whose numbers may differ from the core's by the noise of
    /// repeated additions (0.6 against 0.6000000000000001).
    static func same(_ shown: Double?, _ said: Any?) -> Bool {
        guard let shown, let said = number(said) else { return false }
        return Float(shown) == Float(said) || abs(shown - said) <= 1e-6 * max(1, abs(said))
    }

    /// The thumbs once the accessibility tree shows each of `elements` (announce's JSON) with its
    /// value and value text; after the bound it throws, naming them and what the tree shows.
    static func settledThumbs(_ browser: Browser, _ prefix: String, _ elements: [[String: Any]]) throws -> [String: Thumb] {
        let wanted = elements.map { element -> (id: String, web: [String: Any]) in
            ("\(prefix)-\(element["id"] as? String ?? "")", element["web"] as? [String: Any] ?? [:])
        }
        return try browser.poll(
            "the accessibility tree to show \(wanted.map { "\($0.id) at \($0.web["aria-valuetext"] ?? "-")" })",
            { try Self.thumbs(browser) },
            until: { thumbs in
                wanted.allSatisfy { item in
                    guard let thumb = thumbs[item.id] else { return false }
                    return thumb.valueText == item.web["aria-valuetext"] as? String
                        && same(thumb.valueNow, item.web["aria-valuenow"])
                }
            },
            describe: { thumbs in
                "\(wanted.map { "\($0.id): \(thumbs[$0.id].map { "\($0.valueText ?? "-") (\($0.valueNow ?? .nan))" } ?? "none")" })"
            })
    }

    static func quoted(_ text: String) -> String {
        String(decoding: try! JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast()
            .description
    }

    /// Checks one element of `announce`'s JSON against the thumb the browser shows.
    static func expect(_ thumb: Thumb?, equals element: [String: Any], _ context: String) {
        guard let thumb else {
            Issue.record("\(context): no slider in the accessibility tree")
            return
        }
        let web = element["web"] as? [String: Any] ?? [:]
        #expect(thumb.name == web["aria-label"] as? String, "\(context)")
        #expect(thumb.valueText == web["aria-valuetext"] as? String, "\(context)")
        #expect(same(thumb.valueNow, web["aria-valuenow"]), "\(context): \(String(describing: thumb.valueNow))")
        #expect(same(thumb.valueMin, web["aria-valuemin"]), "\(context): \(String(describing: thumb.valueMin))")
        #expect(same(thumb.valueMax, web["aria-valuemax"]), "\(context): \(String(describing: thumb.valueMax))")
        #expect(thumb.orientation == web["aria-orientation"] as? String, "\(context)")
    }

    /// The accessibility nodes of the page with a `live` property, as (role, live, name).
    static func liveRegions(_ browser: Browser) throws -> [(role: String, live: String, text: String)] {
        let nodes = try #require(try browser.call("Accessibility.getFullAXTree")["nodes"] as? [[String: Any]])
        var found: [(String, String, String)] = []
        for node in nodes {
            var live: String?
            for property in node["properties"] as? [[String: Any]] ?? [] where property["name"] as? String == "live" {
                live = (property["value"] as? [String: Any])?["value"] as? String
            }
            guard let live, live != "off" else { continue }
            found.append(
                (
                    ((node["role"] as? [String: Any])?["value"] as? String) ?? "",
                    live, ((node["name"] as? [String: Any])?["value"] as? String) ?? ""
                ))
        }
        return found
    }

    @Test(
        "Every slider's accessibility tree equals announce's JSON: 10 locales × 4 descriptions; the count is a polite region, no status",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func accessibilityTree() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("tree")
        let specs = try Self.specs(in: folder)
        var fragments: [String] = []
        var expected: [(prefix: String, context: String, document: [String: Any])] = []
        for (localeIndex, locale) in Self.locales.enumerated() {
            for (specIndex, spec) in specs.enumerated() {
                let prefix = "s\(localeIndex)-\(specIndex)"
                fragments.append(try Self.fragment(spec, locale, prefix, ["--script", "--external"]))
                expected.append((prefix, "\(locale) \(spec)", try Self.announce(spec, locale)))
            }
        }
        let url = try Self.page(head: try Self.assets(Self.locales, in: folder), fragments, in: folder)
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(url)
        try Self.ready(browser)
        let thumbs = try Self.thumbs(browser)
        #expect(thumbs.count == expected.reduce(0) { $0 + (($1.document["elements"] as? [Any])?.count ?? 0) })
        var counts = 0
        for (prefix, context, document) in expected {
            for element in document["elements"] as? [[String: Any]] ?? [] {
                let id = element["id"] as? String ?? ""
                Self.expect(thumbs["\(prefix)-\(id)"], equals: element, "\(context) \(id)")
            }
            if let count = (document["count"] as? [String: Any])?["speech"] as? String {
                #expect(try Self.text(browser, "\(prefix)-count") == count, "\(context) count")
                counts += 1
            } else {
                // No count, no empty live region.
                #expect(try browser.evaluate("document.getElementById('\(prefix)-count') === null") as? Bool == true)
            }
        }
        // The count lines are polite live regions that browse mode reads as text, not status bars;
        // the assertive ones are empty.
        let regions = try Self.liveRegions(browser)
        #expect(!regions.contains { $0.role == "status" })
        #expect(regions.filter { $0.live == "polite" }.count == counts)
        #expect(regions.filter { $0.live == "assertive" }.count == expected.count * 2)
    }

    @Test(
        "Keys move the sliders as pipeline answers the same events, and the live regions get what the app posts, in 10 locales",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func keys() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("keys")
        let specs = try Self.specs(in: folder)
        var cases: [(locale: String, spec: String)] = Self.locales.map { ($0, specs[0]) }
        for spec in specs.dropFirst() { cases += [("en", spec), ("ar", spec)] }
        var fragments: [String] = []
        for (index, item) in cases.enumerated() {
            // Inline: every fragment carries the script, which defines the element once.
            fragments.append(try Self.fragment(item.spec, item.locale, "k\(index)", ["--script"]))
        }
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page(fragments, in: folder))
        try Self.ready(browser)
        let keys = ["ArrowRight", "ArrowLeft", "PageUp", "End", "ArrowUp", "Home", "PageDown", "ArrowDown"]
        for (index, item) in cases.enumerated() {
            let prefix = "k\(index)"
            let start = try Self.announce(item.spec, item.locale)
            let isRange = (start["elements"] as? [Any])?.count == 2
            let rightToLeft =
                try browser.evaluate(
                    "document.getElementById('\(prefix)').getAttribute('data-track-direction')") as? String == "rtl"
            let thumb = isRange ? "lower" : "value"
            let events = keys.map { key -> String in
                let action = Self.action(key, rightToLeft: rightToLeft)
                return isRange ? "{\"type\":\"\(action)\",\"thumb\":\"lower\"}" : "{\"type\":\"\(action)\"}"
            }
            let pipeline = try Tool.run(
                ["pipeline", "--spec", item.spec, "--locale", item.locale, "--catalog", "Examples/Locales"],
                input: events.joined(separator: "\n") + "\n")
            #expect(pipeline.status == 0, "\(pipeline.stderr)")
            let answers = try pipeline.stdoutLines.map(Self.json)
            #expect(answers.count == keys.count)
            _ = try browser.evaluate("document.getElementById('\(prefix)-\(thumb)').focus()")
            var announced = try Self.announced(browser, prefix)
            var counted = isRange ? try Self.text(browser, "\(prefix)-count") : ""
            for (step, key) in keys.enumerated() where step < answers.count {
                try browser.press(key)
                let answer = answers[step]
                let context = "\(item.locale) \(item.spec) \(key) (step \(step + 1))"
                // The live regions get what the app posts: nothing for a value the screen reader
                // says from aria-valuetext, why a move stopped, the count when it changed.
                let posts = (answer["announcements"] as? [[String: Any]] ?? []).filter { $0["delivery"] as? String == "app" }
                if let assertive = posts.first(where: { $0["politeness"] as? String == "assertive" }) {
                    announced = (assertive["post"] as? [String: Any])?["speech"] as? String ?? ""
                }
                if let polite = posts.first(where: { $0["politeness"] as? String == "polite" }) {
                    counted = (polite["post"] as? [String: Any])?["speech"] as? String ?? ""
                }
                #expect(try Self.settledAnnouncement(browser, prefix, announced) == announced, "\(context)")
                if isRange, (start["count"] as? [String: Any]) != nil {
                    #expect(try Self.settledText(browser, "\(prefix)-count", counted) == counted, "\(context)")
                }
                // What announce says of the state the pipeline reached: both thumbs' value texts,
                // values and limits.
                let state = try Self.announce(item.spec, item.locale, value: answer["range"] ?? answer["value"] ?? 0, in: folder)
                let thumbs = try Self.settledThumbs(browser, prefix, state["elements"] as? [[String: Any]] ?? [])
                for element in state["elements"] as? [[String: Any]] ?? [] {
                    let id = element["id"] as? String ?? ""
                    Self.expect(thumbs["\(prefix)-\(id)"], equals: element, "\(context) \(id)")
                }
            }
        }
    }

    /// The pipeline action of a key, as the element maps it.
    static func action(_ key: String, rightToLeft: Bool) -> String {
        switch key {
        case "ArrowRight": return rightToLeft ? "decrement" : "increment"
        case "ArrowLeft": return rightToLeft ? "increment" : "decrement"
        case "ArrowUp": return "increment"
        case "ArrowDown": return "decrement"
        case "PageUp": return "pageIncrement"
        case "PageDown": return "pageDecrement"
        case "End": return "end"
        default: return "home"
        }
    }

    @Test(
        "The review page loads from disk with no request, exception or error, holds every locale's section, and does not scroll sideways at 360 px",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func reviewPage() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("review")
        let output = folder + "/review.html"
        let locales = ["en", "ar", "ja", "he"]
        let run = try Tool.run(
            [
                "review", "--spec", "Examples/price-filter.json", "--spec", "Examples/playback-speed.json", "--spec",
                "Examples/balance.json",
            ] + locales.flatMap { ["--locale", $0] } + ["-o", output])
        #expect(run.status == 0, "\(run.stderr)")
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        let mark = browser.events.count
        try browser.navigate("file://" + output)
        try Self.ready(browser)
        // A round trip after the load event: every event the browser sent before its answer
        // (requests, exceptions, console lines of the load) has been read by then.
        _ = try browser.evaluate("1")
        let events = browser.events[mark...]
        for event in events where event.method == "Network.requestWillBeSent" {
            let url = (event.params["request"] as? [String: Any])?["url"] as? String ?? ""
            #expect(url.hasPrefix("file:") || url.hasPrefix("data:"), "a request for \(url)")
        }
        #expect(
            !events.contains { $0.method == "Runtime.exceptionThrown" },
            "\(events.filter { $0.method == "Runtime.exceptionThrown" }.map(\.params))")
        #expect(
            !events.contains {
                ($0.method == "Log.entryAdded" && (($0.params["entry"] as? [String: Any])?["level"] as? String) == "error")
                    || ($0.method == "Runtime.consoleAPICalled" && ($0.params["type"] as? String) == "error")
            })
        let nodes = try #require(try browser.call("Accessibility.getFullAXTree")["nodes"] as? [[String: Any]])
        let headings = nodes.filter { ($0["role"] as? [String: Any])?["value"] as? String == "heading" }
            .compactMap { ($0["name"] as? [String: Any])?["value"] as? String }
        for locale in locales {
            #expect(headings.contains { $0.hasPrefix(locale + " ") }, "no heading for \(locale) in \(headings)")
            let link = try browser.evaluate("document.querySelector('nav a[href=\"#locale-\(locale)\"]') !== null") as? Bool
            #expect(link == true)
        }
        // Each slider's section is headed by its label.
        #expect(headings.contains("Price range (Examples/price-filter.json)"), "\(headings)")
        let sliders = nodes.filter { ($0["role"] as? [String: Any])?["value"] as? String == "slider" }
        #expect(sliders.count == locales.count * 4)  // two thumbs, and one each for speed and balance
        // A thumb of the review page moves too: the screen reader says its new aria-valuetext;
        // the page posts nothing more.
        _ = try browser.evaluate("document.getElementById('r0-0-lower').focus()")
        try browser.press("ArrowRight")
        #expect(
            try Self.settledAttribute(browser, "r0-0-lower", "aria-valuetext", "65 US dollars") == "65 US dollars")
        #expect(try Self.text(browser, "r0-0-announcement") == "")
        try browser.press("End")
        #expect(
            try Self.settledAnnouncement(browser, "r0-0", "must stay at least 30 US dollars below Maximum price")
                == "must stay at least 30 US dollars below Maximum price")
        #expect(try Self.settledText(browser, "r0-0-count", "33 stays") == "33 stays")
        // At 360 pixels the page does not scroll sideways: wide tables scroll in their own region.
        try browser.call(
            "Emulation.setDeviceMetricsOverride", ["width": 360, "height": 800, "deviceScaleFactor": 1, "mobile": true])
        for locale in ["en", "ar"] {
            _ = try browser.evaluate("document.getElementById('locale-\(locale)').scrollIntoView()")
            let width = try browser.evaluate("document.documentElement.scrollWidth") as? Int
            let viewport = try browser.evaluate("document.documentElement.clientWidth") as? Int
            #expect(width != nil && width == viewport, "\(locale): the page is \(width ?? -1) px wide in \(viewport ?? -1)")
            let shot = try browser.screenshot()
            try shot.write(to: URL(fileURLWithPath: SliderSpeechBinary.packageRoot + "/.build/review-360-\(locale).png"))
        }
    }

    /// The texts the accessibility tree holds in each assertive live region of `id`'s
    /// announcement element, in document order: the StaticText under each region's node.
    static func assertiveRegions(_ browser: Browser, _ id: String) throws -> [String] {
        let document = try browser.call("DOM.getDocument", ["depth": 0])
        guard let root = (document["root"] as? [String: Any])?["nodeId"] as? Int else {
            throw Browser.Failure(description: "DOM.getDocument: no root")
        }
        let found = try browser.call("DOM.querySelectorAll", ["nodeId": root, "selector": "#\(id) > [aria-live]"])
        var backendIDs: [Int] = []
        for node in found["nodeIds"] as? [Int] ?? [] {
            let described = try browser.call("DOM.describeNode", ["nodeId": node])
            guard let backendID = (described["node"] as? [String: Any])?["backendNodeId"] as? Int else {
                throw Browser.Failure(description: "DOM.describeNode: no backendNodeId")
            }
            backendIDs.append(backendID)
        }
        let nodes = try browser.call("Accessibility.getFullAXTree")["nodes"] as? [[String: Any]] ?? []
        var byID: [String: [String: Any]] = [:]
        for node in nodes {
            if let nodeID = node["nodeId"] as? String { byID[nodeID] = node }
        }
        func text(_ node: [String: Any]) -> String {
            if (node["role"] as? [String: Any])?["value"] as? String == "StaticText" {
                return (node["name"] as? [String: Any])?["value"] as? String ?? ""
            }
            var joined = ""
            for child in node["childIds"] as? [String] ?? [] {
                if let childNode = byID[child] { joined += text(childNode) }
            }
            return joined
        }
        var texts: [String] = []
        for backendID in backendIDs {
            guard let node = nodes.first(where: { $0["backendDOMNodeId"] as? Int == backendID }) else {
                throw Browser.Failure(description: "no accessibility node for a live region of \(id)")
            }
            var live: String?
            for property in node["properties"] as? [[String: Any]] ?? [] where property["name"] as? String == "live" {
                live = (property["value"] as? [String: Any])?["value"] as? String
            }
            guard live == "assertive" else {
                throw Browser.Failure(description: "a region of \(id) is not an assertive live region: \(node)")
            }
            texts.append(text(node))
        }
        return texts
    }

    /// The assertive regions' texts once the accessibility tree holds `expected`; after the bound
    /// it throws, naming them and what the tree holds.
    static func settledRegions(_ browser: Browser, _ id: String, _ expected: [String]) throws -> [String] {
        try browser.poll(
            "the assertive regions of #\(id) to hold \(expected)", { try Self.assertiveRegions(browser, id) },
            until: { $0 == expected })
    }

    @Test(
        "The same words twice in a row are posted as a change: into the empty region, every other one with a no-break space",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func repeatedAnnouncement() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("repeat")
        let fragment = try Self.fragment("Examples/price-filter.json", "en", "p", ["--script"])
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page([fragment], in: folder))
        try Self.ready(browser)
        #expect(try Self.settledRegions(browser, "p-announcement", ["", ""]) == ["", ""])
        _ = try browser.evaluate("document.getElementById('p-lower').focus()")
        // Home moves the value: the screen reader says "20 US dollars"; the page posts only the count.
        try browser.press("Home")
        #expect(try Self.settledText(browser, "p-count", "202 stays") == "202 stays")
        #expect(try Self.settledRegions(browser, "p-announcement", ["", ""]) == ["", ""])
        try browser.press("ArrowLeft")
        #expect(
            try Self.settledRegions(browser, "p-announcement", ["20 US dollars, lowest", ""]) == ["20 US dollars, lowest", ""])
        // Pushed against the limit again: the same words, in the other region and with a
        // no-break space, so a change that Orca does not take for its last message again.
        try browser.press("ArrowLeft")
        #expect(
            try Self.settledRegions(browser, "p-announcement", ["", "20 US dollars, lowest\u{A0}"])
                == ["", "20 US dollars, lowest\u{A0}"])
        try browser.press("ArrowLeft")
        #expect(
            try Self.settledRegions(browser, "p-announcement", ["20 US dollars, lowest", ""]) == ["20 US dollars, lowest", ""])
        // Home at the bound moves nothing: the page posts the value, once.
        try browser.press("Home")
        #expect(try Self.settledRegions(browser, "p-announcement", ["", "20 US dollars\u{A0}"]) == ["", "20 US dollars\u{A0}"])
        #expect(try Self.announced(browser, "p") == "20 US dollars")
    }

    @Test(
        "The count comes half a second after the reason, never before it",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func countAfterReason() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("order")
        let fragment = try Self.fragment("Examples/price-filter.json", "en", "p", ["--script"])
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page([fragment], in: folder))
        try Self.ready(browser)
        // Every change of a live region, with its time, and the time the key went down (a
        // listener in the capture phase runs before the page's handler). The count's delay is
        // measured from the key: the observer of the reason's change runs only after the whole
        // handler, later on a busy machine, so the gap between the two changes can be shorter.
        _ = try browser.evaluate(
            """
            window.changes = [];
            window.keyDown = null;
            window.addEventListener("keydown", function () { window.keyDown = performance.now(); }, true);
            new MutationObserver(function (records) {
              records.forEach(function (record) {
                var node = record.target.nodeType === 1 ? record.target : record.target.parentNode;
                var name = node.closest("#p-count") ? "count" : node.closest("#p-announcement") ? "assertive" : null;
                if (name && node.textContent) { window.changes.push([performance.now(), name, node.textContent]); }
              });
            }).observe(document.getElementById("p"), {subtree: true, childList: true, characterData: true});
            """)
        _ = try browser.evaluate("document.getElementById('p-lower').focus()")
        try browser.press("End")
        #expect(try Self.settledText(browser, "p-count", "33 stays") == "33 stays")
        let changes = try #require(try browser.evaluate("window.changes") as? [[Any]])
        #expect(
            changes.map { "\($0[1]): \($0[2])" } == [
                "assertive: must stay at least 30 US dollars below Maximum price", "count: 33 stays",
            ])
        let times = changes.compactMap { Self.number($0[0]) }
        let keyDown = try #require(Self.number(try browser.evaluate("window.keyDown")))
        #expect(times.count == 2 && times[0] <= times[1] && times[1] - keyDown >= 500, "key \(keyDown), changes \(times)")
        // A key that only changes the count writes it at once: by the time the key's dispatch
        // is answered (after the page's handler ran), with no wait.
        try browser.press("Home")
        #expect(try Self.text(browser, "p-count") == "202 stays")
    }

    @Test(
        "A wait whose condition never comes fails at its bound, naming the condition and what it found",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func waitsNameTheirCondition() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("waits")
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        try browser.navigate(try Self.page(["<p id=\"count\">186 stays</p>\n"], in: folder))
        #expect(try Self.settledText(browser, "count", "186 stays") == "186 stays")
        do {
            try browser.waitUntil(
                "document.getElementById('count').textContent", equals: "33 stays", "#count to read '33 stays'", timeout: 1)
            Issue.record("waitUntil returned for a text the page never shows")
        } catch let failure as Browser.Failure {
            #expect(
                failure.description
                    == "timed out after 1 s waiting for #count to read '33 stays': "
                    + "document.getElementById('count').textContent is 186 stays, not 33 stays")
        }
        do {
            _ = try browser.poll("a count of 2", timeout: 1, { 1 }, until: { $0 == 2 })
            Issue.record("poll returned for a state that never comes")
        } catch let failure as Browser.Failure {
            #expect(failure.description == "timed out after 1 s waiting for a count of 2; last read: 1")
        }
        do {
            try browser.waitForEvent("Page.javascriptDialogOpening", since: browser.events.count, timeout: 1)
            Issue.record("waitForEvent returned for an event the page never sends")
        } catch let failure as Browser.Failure {
            #expect(failure.description == "timed out after 1 s waiting for the DevTools event Page.javascriptDialogOpening")
        }
    }
}
