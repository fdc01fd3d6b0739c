import Foundation
import TestSupport
import Testing

/// Same words as the pipeline: seeded streams of keys, presses, mouse drags and touch drags on
/// the three examples, the hotel filter at step 1 and a continuous slider, in en, ar, ru, ja and
/// one locale of each set of plural categories the built-in catalogs have, each event played in
/// Chromium and given to `pipeline` as the same event — a key as its adjust action, a press on
/// the track as a `set` of the nearer thumb, a drag as `dragStart`, `dragMove` and `dragEnd`,
/// with the track's and the thumb's width on screen as the description's `geometry` — and every
/// announcement the element makes (its kind, speech form and what it posts) compared with the
/// pipeline's. A drag that ends stopped short also says why, as a `set` from where it started
/// to where the pointer asked says it.
extension BrowserTests {
    /// The locales of the differential test: en, ar, ru, ja, and the first built-in locale of
    /// each set of cardinal plural categories.
    static func differentialLocales() throws -> [String] {
        let run = try Tool.run(["locales", "--format", "json"])
        let locales = try json(run.stdout)["locales"] as? [[String: Any]] ?? []
        var chosen = ["en", "ar", "ru", "ja"]
        var sets = Set<[String]>()
        for tag in chosen {
            if let found = locales.first(where: { $0["locale"] as? String == tag }) {
                sets.insert(found["cardinal"] as? [String] ?? [])
            }
        }
        for locale in locales {
            let categories = locale["cardinal"] as? [String] ?? []
            if sets.insert(categories).inserted, let tag = locale["locale"] as? String { chosen.append(tag) }
        }
        return chosen
    }

    /// One gesture of a stream.
    enum Gesture {
        /// A key on a thumb (0 lower or the one thumb, 1 upper).
        case key(String, thumb: Int)
        /// A press at a share of the track's width, moved by shares of it before release.
        case press(Double, moves: [Double], touch: Bool)
        /// A drag from a thumb's centre by shares of the track's width.
        case drag(thumb: Int, moves: [Double], touch: Bool)
    }

    static func gestures(_ random: inout SeededRandom, count: Int, thumbs: Int) -> [Gesture] {
        let keys = ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"]
        func share(_ spread: Double) -> Double { (Double(random.next() >> 11) / Double(1 << 53) - 0.5) * 2 * spread }
        var gestures: [Gesture] = []
        for _ in 0..<count {
            let thumb = Int(random.next(UInt64(thumbs)))
            let touch = random.next(2) == 0
            let moves = (0..<Int(1 + random.next(4))).map { _ in share(0.6) }
            switch random.next(10) {
            case 0..<5: gestures.append(.key(keys[Int(random.next(UInt64(keys.count)))], thumb: thumb))
            case 5, 6: gestures.append(.press(0.5 + share(0.49), moves: random.next(3) == 0 ? moves : [], touch: touch))
            default: gestures.append(.drag(thumb: thumb, moves: moves, touch: touch))
            }
        }
        return gestures
    }

    /// A pointer gesture's drag: the index of its dragStart among the events, the track
    /// fraction where it started, its last move along the track and the travel.
    struct Drag {
        let started: Int
        let fraction: Double
        let dx: Double
        let travel: Double
    }

    /// The thumb a touch at track fraction `fraction` takes (SliderCore's rule), for the values.
    static func nearer(_ fraction: Double, _ values: [Double], _ bounds: [Double]) -> Int {
        guard values.count == 2 else { return 0 }
        func position(_ value: Double) -> Double {
            guard value.isFinite, bounds[0] < bounds[1] else { return 0 }
            return min(max((value - bounds[0]) / (bounds[1] - bounds[0]), 0), 1)
        }
        let (lower, upper) = (position(values[0]), position(values[1]))
        let (a, b) = (abs(fraction - lower), abs(fraction - upper))
        if a < b { return 0 }
        if b < a { return 1 }
        if fraction != lower { return fraction < lower ? 0 : 1 }
        return lower > 0.5 ? 0 : 1
    }

    /// What the pipeline's answers announce, as the element's `announce` events say it:
    /// "kind | speech | post".
    static func said(_ answer: [String: Any]) -> [String] {
        (answer["announcements"] as? [[String: Any]] ?? []).map { announcement in
            let post = (announcement["post"] as? [String: Any])?["speech"] as? String
            return "\(announcement["kind"] as? String ?? "") | \(announcement["speech"] as? String ?? "") | \(post ?? "-")"
        }
    }

    /// The values of a slider of the page, exactly (as their shortest text).
    static func values(_ browser: Browser, _ prefix: String) throws -> [Double] {
        let texts = try #require(
            try browser.evaluate("document.getElementById('\(prefix)').values.map(String)") as? [String])
        return texts.compactMap(Double.init)
    }

    /// The range or value of a pipeline answer, read exactly from its text (Foundation's JSON
    /// reader does not round every number exactly).
    static func exactState(_ line: String) -> [Double] {
        if let match = line.firstMatch(of: #/"range":\[([^,\]]+),([^\]]+)\]/#) {
            return [Double(match.1) ?? .nan, Double(match.2) ?? .nan]
        }
        if let match = line.firstMatch(of: #/"value":([-0-9.eE+]+)/#) { return [Double(match.1) ?? .nan] }
        return []
    }

    /// `value` as JSON writes it, round-tripping.
    static func jsonNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    @Test(
        "Every key, press, mouse drag and touch drag says what pipeline says for the same event: 5 sliders × en, ar, ru, ja and one locale of each plural set",
        .enabled(if: runs, "chromium is not installed and CI is not set: the browser tests are skipped"))
    func differential() throws {
        let executable = try #require(Self.executable, "\(Self.missing)")
        let folder = try Self.folder("differential")
        let hotel = folder + "/hotel-step-1.json"
        try Self.hotelSpec.write(toFile: hotel, atomically: true, encoding: .utf8)
        let continuous = folder + "/continuous.json"
        try Self.continuousSpec.write(toFile: continuous, atomically: true, encoding: .utf8)
        let specs = ["Examples/price-filter.json", "Examples/playback-speed.json", "Examples/balance.json", hotel, continuous]
        var locales = try Self.differentialLocales()
        if let only = ProcessInfo.processInfo.environment["SLIDER_SPEECH_DIFFERENTIAL_LOCALES"] {
            locales = only.split(separator: ",").map(String.init)
        }
        let browser = try Browser(executable: executable)
        defer { browser.close() }
        var compared = 0
        var coverage: [String: Int] = [:]
        for (localeIndex, locale) in locales.enumerated() {
            let fragments = try specs.enumerated().map { index, spec in
                try Self.fragment(spec, locale, "d\(index)", ["--script", "--style", "--external"])
            }
            try browser.navigate(
                try Self.page(
                    head: try Self.assets([locale], in: folder), fragments, in: folder, name: "differential-\(locale).html"))
            try Self.ready(browser)
            try Self.listen(browser)
            // What the page got of each pointer event, with the track's and thumb's boxes then.
            _ = try browser.evaluate(
                """
                window.pointers = [];
                ["pointerdown", "pointermove", "pointerup", "pointercancel"].forEach(function (type) {
                  window.addEventListener(type, function (event) {
                    var root = event.target.closest && event.target.closest("slider-speech");
                    if (!root) { return; }
                    var track = root.querySelector(".slider-speech-track").getBoundingClientRect();
                    var thumb = root.querySelector(".slider-speech-thumb").getBoundingClientRect();
                    // (Numbers as their shortest text: Foundation's JSON reader does not round them exactly.)
                    window.pointers.push([type, String(event.clientX), String(track.left), String(track.width),
                      String(thumb.width), !!event.target.closest(".slider-speech-thumb")]);
                  }, true);
                });
                """)
            for (index, spec) in specs.enumerated() {
                let prefix = "d\(index)"
                let context = "\(locale) \(spec)"
                let start = try Self.announce(spec, locale)
                let elements = start["elements"] as? [[String: Any]] ?? []
                let ids = elements.compactMap { $0["id"] as? String }
                let isRange = ids.count == 2
                let rightToLeft =
                    try browser.evaluate("document.getElementById('\(prefix)').getAttribute('data-track-direction')") as? String
                    == "rtl"
                let bounds = try #require(
                    try browser.evaluate(
                        "JSON.parse(document.querySelector('#\(prefix) > script.slider-speech-data').textContent).bounds")
                        as? [Double])
                let box = try #require(
                    try browser.evaluate(
                        """
                        (function () {
                          var track = document.querySelector("#\(prefix) .slider-speech-track");
                          track.scrollIntoView({block: "center"});
                          var b = track.getBoundingClientRect();
                          return [b.left, b.top + b.height / 2, b.width];
                        })()
                        """) as? [Double])
                var random = SeededRandom(seed: 0xD1FF_0000 &+ UInt64(localeIndex * 16 + index))
                let gestures = Self.gestures(&random, count: 20, thumbs: ids.count)
                var events: [String] = []
                // For each gesture: where its events end, the page's values before it, what the page said.
                var played: [(gesture: Gesture, end: Int, before: [Double], heard: [String], after: [Double], drag: Drag?)] = []
                var geometry: (width: Double, thumb: Double)?
                for gesture in gestures {
                    let before = try Self.values(browser, prefix)
                    _ = try browser.evaluate("window.pointers.splice(0)")
                    var drag: Drag?
                    switch gesture {
                    case .key(let key, let thumb):
                        _ = try browser.evaluate("document.getElementById('\(prefix)-\(ids[thumb])').focus()")
                        try browser.press(key)
                        let action = Self.action(key, rightToLeft: rightToLeft)
                        events.append(isRange ? #"{"type":"\#(action)","thumb":"\#(ids[thumb])"}"# : #"{"type":"\#(action)"}"#)
                        coverage["key", default: 0] += 1
                    case .press(_, let moves, let touch), .drag(_, let moves, let touch):
                        var x = 0.0
                        if case .press(let share, _, _) = gesture { x = box[0] + box[2] * share }
                        if case .drag(let thumb, _, _) = gesture {
                            let centre = try #require(
                                try browser.evaluate(
                                    "(function () { var b = document.getElementById('\(prefix)-\(ids[thumb])').getBoundingClientRect(); "
                                        + "return b.left + b.width / 2; })()") as? Double)
                            x = centre
                        }
                        let y = box[1]
                        let (down, move, up) =
                            touch ? ("touchStart", "touchMove", "touchEnd") : ("mousePressed", "mouseMoved", "mouseReleased")
                        let send: (String, Double, Double) throws -> Void = touch ? browser.touch : browser.mouse
                        try send(down, x, y)
                        var total = 0.0
                        for step in moves {
                            total += step * box[2] / Double(moves.count)
                            try send(move, x + total, y)
                        }
                        try send(up, x + total, y)
                        let pointers = try browser.evaluate("window.pointers.splice(0)") as? [[Any]] ?? []
                        guard let first = pointers.first, first[0] as? String == "pointerdown" else {
                            Issue.record("\(context): the page got no pointerdown for \(gesture)")
                            continue
                        }
                        let downX = Double(first[1] as? String ?? "") ?? .nan
                        let left = Double(first[2] as? String ?? "") ?? .nan
                        let width = Double(first[3] as? String ?? "") ?? .nan
                        let thumbSize = Double(first[4] as? String ?? "") ?? .nan
                        if geometry == nil { geometry = (width, thumbSize) }
                        #expect(geometry?.width == width && geometry?.thumb == thumbSize, "\(context): the track changed size")
                        let travel = max(width - thumbSize, 0)
                        let xOnTrack = downX - left
                        let lower = bounds[0]
                        let upper = bounds[1]
                        func nearer(_ fraction: Double, _ values: [Double]) -> Int { Self.nearer(fraction, values, bounds) }
                        let fraction = ((rightToLeft ? width - xOnTrack : xOnTrack) - thumbSize / 2) / travel
                        if first[5] as? Bool != true {
                            let thumb = nearer(fraction, before)
                            let value = lower + fraction * (upper - lower)
                            let name = isRange ? #","thumb":"\#(ids[thumb])""# : ""
                            events.append(#"{"type":"set"\#(name),"value":\#(Self.jsonNumber(value))}"#)
                            coverage[touch ? "tap" : "press", default: 0] += 1
                        }
                        let started = events.count
                        events.append(#"{"type":"dragStart","x":\#(Self.jsonNumber(xOnTrack))}"#)
                        var lastDX = 0.0
                        for pointer in pointers.dropFirst() where pointer[0] as? String == "pointermove" {
                            lastDX = (Double(pointer[1] as? String ?? "") ?? .nan) - downX
                            events.append(#"{"type":"dragMove","dx":\#(Self.jsonNumber(lastDX))}"#)
                        }
                        events.append(#"{"type":"dragEnd"}"#)
                        coverage[touch ? "touch drag" : "mouse drag", default: 0] += 1
                        drag = Drag(started: started, fraction: fraction, dx: rightToLeft ? -lastDX : lastDX, travel: travel)
                    }
                    let heard = try Self.heard(browser).filter { $0.type == "announce" }.map {
                        "\($0.detail["kind"] as? String ?? "") | \($0.detail["speech"] as? String ?? "") | \($0.detail["post"] as? String ?? "-")"
                    }
                    let after = try Self.values(browser, prefix)
                    played.append((gesture, events.count, before, heard, after, drag))
                }
                // The pipeline, with the geometry the page had on screen.
                let path = spec.hasPrefix("/") ? spec : Tool.packageRoot + "/" + spec
                var description = try Self.json(try String(contentsOfFile: path, encoding: .utf8))
                if let geometry { description["geometry"] = ["width": geometry.width, "thumbSize": geometry.thumb] }
                let file = folder + "/differential-\(locale)-\(index).json"
                try JSONSerialization.data(withJSONObject: description).write(to: URL(fileURLWithPath: file))
                // (The events are kept beside the spec, to replay a failure with the pipeline.)
                try (events.joined(separator: "\n") + "\n").write(toFile: file + "l", atomically: true, encoding: .utf8)
                let run = try Tool.run(
                    ["pipeline", "--spec", file, "--locale", locale, "--catalog", "Examples/Locales"],
                    input: events.joined(separator: "\n") + "\n")
                #expect(run.status == 0, "\(context): \(run.stderr)")
                let answers = try run.stdoutLines.map(Self.json)
                let states = run.stdoutLines.map(Self.exactState)
                try #require(answers.count == events.count, "\(context)")
                var from = 0
                for (number, item) in played.enumerated() {
                    let slice = answers[from..<item.end]
                    from = item.end
                    var expected = slice.flatMap(Self.said)
                    // A drag stopped short on its last move also says why, as a set from where it started.
                    if let drag = item.drag, let last = slice.last(where: { $0["event"] as? String == "dragMove" }),
                        last["limitedBy"] is String
                    {
                        // The state the drag started from: the pipeline's before its dragStart.
                        let state = drag.started > 0 ? states[drag.started - 1] : item.before
                        let thumb = Self.nearer(drag.fraction, state, bounds)
                        let request = state[thumb] + drag.dx / drag.travel * (bounds[1] - bounds[0])
                        var started = description
                        started["value"] = isRange ? state : state[0]
                        let startFile = folder + "/differential-\(locale)-\(index)-\(number).json"
                        try JSONSerialization.data(withJSONObject: started).write(to: URL(fileURLWithPath: startFile))
                        let name = isRange ? #","thumb":"\#(ids[thumb])""# : ""
                        let set = try Tool.run(
                            ["pipeline", "--spec", startFile, "--locale", locale, "--catalog", "Examples/Locales"],
                            input: #"{"type":"set"\#(name),"value":\#(Self.jsonNumber(request))}"# + "\n")
                        let reason = Self.said(try Self.json(try #require(set.stdoutLines.first)))
                        if let limit = reason.first(where: { $0.hasPrefix("limit |") }) {
                            let at = expected.last?.hasPrefix("count |") == true ? expected.count - 1 : expected.count
                            expected.insert(limit, at: at)
                        }
                        coverage["drag stopped short", default: 0] += 1
                    }
                    let state = item.end > 0 && !slice.isEmpty ? states[item.end - 1] : item.before
                    let sent = events[(number == 0 ? 0 : played[number - 1].end)..<item.end].joined(separator: " ")
                    #expect(
                        item.after == state,
                        "\(context) gesture \(number + 1) \(item.gesture): before \(item.before), page \(item.after), pipeline \(state); \(sent)"
                    )
                    #expect(item.heard == expected, "\(context) gesture \(number + 1) \(item.gesture): \(sent)")
                    compared += 1
                }
                // And the screen reader's fields of where the stream ended are announce's.
                if let last = played.last {
                    let end = try Self.announce(spec, locale, value: isRange ? last.after : last.after[0], in: folder)
                    let thumbs = try Self.thumbs(browser)
                    for element in end["elements"] as? [[String: Any]] ?? [] {
                        let id = element["id"] as? String ?? ""
                        Self.expect(thumbs["\(prefix)-\(id)"], equals: element, "\(context) at the end, \(id)")
                    }
                }
            }
        }
        print(
            "Differential: \(compared) gestures compared in \(locales.count) locales (\(locales.joined(separator: ", "))) × \(specs.count) sliders; \(coverage.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))"
        )
        #expect(compared == locales.count * specs.count * 20)
    }
}
