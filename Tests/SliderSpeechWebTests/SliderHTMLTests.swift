import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechWeb

@Suite("HTML fragments, state tables and the review page")
struct SliderHTMLTests {
    static let demoCatalogs = try! CatalogSet(appDirectories: [packageRoot + "/Examples/Locales"])

    static let packageRoot: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path
    }()

    static func announcer(_ json: String, _ locale: String = "en", catalogs: CatalogSet = .builtIn) throws -> SliderAnnouncer {
        try SliderAnnouncer(description: try SliderDescription(json: json), locale: try ICULocale(locale), catalogs: catalogs)
    }

    static let range = #"{"kind": "range", "bounds": [0, 10], "step": 1, "minimumSpan": 2, "value": [2, 8], "label": "Rooms"}"#

    @Test("A range's fragment, written out whole: group, two sliders, live regions")
    func rangeFragment() throws {
        let html = try SliderHTML.fragment(try Self.announcer(Self.range), idPrefix: "rooms")
        #expect(
            html == """
                <div class="slider-speech" id="rooms" role="group" aria-labelledby="rooms-label" lang="en" dir="ltr" data-track-direction="ltr" data-slider-speech="rooms">
                  <span class="slider-speech-label" id="rooms-label">Rooms</span>
                  <div class="slider-speech-track" dir="ltr">
                    <div class="slider-speech-thumb" id="rooms-lower" role="slider" tabindex="0" aria-label="Rooms, minimum" aria-valuenow="2" aria-valuetext="2" aria-valuemin="0" aria-valuemax="6" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">2</span></div>
                    <div class="slider-speech-thumb" id="rooms-upper" role="slider" tabindex="0" aria-label="Rooms, maximum" aria-valuenow="8" aria-valuetext="8" aria-valuemin="4" aria-valuemax="10" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">8</span></div>
                  </div>
                  <div class="slider-speech-count" id="rooms-count" role="status" aria-live="polite"></div>
                  <div class="slider-speech-announcement" id="rooms-announcement"><div aria-live="assertive" aria-atomic="true"></div><div aria-live="assertive" aria-atomic="true"></div></div>
                </div>

                """)
    }

    @Test("Untrusted labels are escaped in text and in attributes")
    func escaping() throws {
        let json = #"""
            {"kind": "slider", "value": 0.5, "step": 0.5, "label": "<script>alert('x')</script> & \"q\"",
             "valueStyle": {"message": "{value} </script><!--"}}
            """#
        let html = try SliderHTML.fragment(try Self.announcer(json), includeScript: true)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"))
        // The state table inside its script element has no "<" at all.
        let table = try #require(html.split(separator: "<script type=\"application/json\"").last)
        let json1 = table[table.firstIndex(of: ">")!...].dropFirst().prefix { $0 != "<" }
        // The value message's text is isolated whole (U+2066 … U+2069) for display, escaped as JSON
        // writes it; aria-valuetext has no isolate.
        #expect(
            json1.hasPrefix(
                #"{"strings":["\u20660.5 \u003c/script>\u003c!--\u2069","0.5 \u003c/script>\u003c!--","lowest","highest","#))
        #expect(json1.contains(#","1 \u003c/script>\u003c!--, highest","#))
    }

    @Test(
        "Text direction from the locale, the track's from the description",
        arguments: [
            ("ar", nil, "rtl", "rtl"), ("ar", "ltr", "rtl", "ltr"), ("en", "rtl", "ltr", "rtl"), ("he", nil, "rtl", "rtl"),
        ] as [(String, String?, String, String)])
    func directions(_ locale: String, _ track: String?, _ text: String, _ trackDirection: String) throws {
        let layout = track.map { #", "layoutDirection": "\#($0)""# } ?? ""
        let json = #"{"kind": "slider", "value": 0.5, "label": "x"\#(layout)}"#
        let html = try SliderHTML.fragment(try Self.announcer(json, locale))
        #expect(html.contains(" lang=\"\(locale)\" dir=\"\(text)\" data-track-direction=\"\(trackDirection)\""))
        #expect(html.contains("<div class=\"slider-speech-track\" dir=\"\(trackDirection)\">"))
    }

    @Test("An id prefix must be an HTML id start", arguments: ["", "1a", "a b", "a\"b", "ä", "-a"])
    func badPrefix(_ prefix: String) throws {
        #expect(throws: SliderStateTable.Failure.self) {
            try SliderHTML.fragment(try Self.announcer(Self.range), idPrefix: prefix)
        }
    }

    @Test("The price filter's table: 1,326 states, each key's next state and announcements as the core says", .pinnedToICU72)
    func priceFilterTable() throws {
        let path = FilePath(Self.packageRoot + "/Examples/price-filter.json")
        let json = try String(decoding: FileSystem.read(path: path), as: UTF8.self)
        let table = try SliderStateTable(announcer: try Self.announcer(json, catalogs: Self.demoCatalogs))
        #expect(table.states.count == 1326)
        #expect(!table.rightToLeft)
        let start = table.states[0]
        #expect(start.thumbs.map(\.value) == [60, 180])
        #expect(start.thumbs.map { table.strings[$0.valueTextIndex] } == ["$60", "$180"])
        #expect(start.thumbs.map { table.strings[$0.assistiveValueTextIndex] } == ["60 US dollars", "180 US dollars"])
        #expect(start.thumbs.map(\.minimum) == [20, 90])
        #expect(start.thumbs.map(\.maximum) == [150, 300])
        #expect(start.count.map { table.strings[$0] } == "186 stays")
        // The lower thumb's increment: $65, which the screen reader says from aria-valuetext
        // ("65 US dollars"); nothing to post, the count is unchanged.
        let increment = start.moves[0][0]
        #expect(table.states[increment.next].thumbs.map(\.value) == [65, 180])
        #expect(table.strings[table.states[increment.next].thumbs[0].valueTextIndex] == "$65")
        #expect(table.strings[table.states[increment.next].thumbs[0].assistiveValueTextIndex] == "65 US dollars")
        #expect(increment.assertive == nil)
        #expect(increment.polite == nil)
        // End on the lower thumb stops at the minimum span, and the count changes: the page posts
        // the reason (the screen reader says $150) and the count.
        let end = start.moves[0][5]
        #expect(table.states[end.next].thumbs.map(\.value) == [150, 180])
        #expect(table.states[end.next].thumbs[1].minimum == 180)
        #expect(end.assertive.map { table.strings[$0] } == "must stay at least 30 US dollars below Maximum price")
        #expect(end.polite.map { table.strings[$0] } == "33 stays")
        // Pushed again: nothing changes, so the value is posted with the reason.
        let again = table.states[end.next].moves[0][0]
        #expect(again.next == end.next)
        #expect(
            again.assertive.map { table.strings[$0] } == "150 US dollars, must stay at least 30 US dollars below Maximum price")
        #expect(again.polite == nil)
        // Home on the lower thumb: 20, then a decrement there is a limit that keeps the state.
        let home = table.states[start.moves[0][4].next]
        #expect(home.thumbs[0].value == 20)
        let pushed = home.moves[0][1]
        #expect(table.states[pushed.next] == home)
        #expect(pushed.assertive.map { table.strings[$0] } == "20 US dollars, lowest")
        // Every move of every state leads to a state of the table.
        for state in table.states {
            for row in state.moves + state.pointerMoves {
                for move in row { #expect(table.states.indices.contains(move.next)) }
            }
        }
        // A pointer past the upper thumb's minimum from the start: it goes to 90 (changed), so the
        // page posts the reason alone, and the count.
        let below = start.pointerMoves[1][0]
        #expect(table.states[below.next].thumbs.map(\.value) == [60, 90])
        #expect(below.assertive.map { table.strings[$0] } == "must stay at least 30 US dollars above Minimum price")
        #expect(below.polite.map { table.strings[$0] } == "36 stays")
        // Past the lower bound at the lower bound: nothing changes, the whole message.
        #expect(home.pointerMoves[0][0].next == start.moves[0][4].next)
        #expect(home.pointerMoves[0][0].assertive.map { table.strings[$0] } == "20 US dollars, lowest")
        #expect(table.bounds == (try SliderBounds(lower: 20, upper: 300)))
    }

    @Test("The pointer reaches every state the pipeline's set reaches: the tables of sliders the keys alone do not cover")
    func pointerStates() throws {
        // A balance whose value does not snap to its ticks: the arrow keys and a pointer reach
        // every step.
        let balance =
            #"{"kind": "ticks", "bounds": [-1, 1], "step": 0.1, "value": 0, "ticks": [-1, 0, 1], "snapsToTicks": false}"#
        let table = try SliderStateTable(announcer: try Self.announcer(balance))
        let values = Set(table.states.map { $0.thumbs[0].value })
        #expect(values.count == 21)
        #expect(values.contains(0.3) && values.contains(-0.7))
        // From 0.3 the increment goes to 0.4, as the pipeline does.
        let at = try #require(table.states.firstIndex { $0.thumbs[0].value == 0.3 })
        #expect(table.states[table.states[at].moves[0][0].next].thumbs[0].value == 0.4)
        #expect(table.strings[table.states[at].thumbs[0].valueTextIndex] == "0.3")
        // A tick slider that snaps settles when a drag ends: a drag passes through the step's
        // values, and the end settles on the nearest tick, the lower on a tie, as the pipeline's
        // dragEnd does; the keys and the other moves settle at once.
        let speed = #"{"kind": "ticks", "bounds": [0.5, 2], "step": 0.25, "value": 1, "ticks": [0.5, 1, 1.5, 2]}"#
        let ticks = try SliderStateTable(announcer: try Self.announcer(speed))
        #expect(ticks.states.map { $0.thumbs[0].value }.sorted() == [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2])
        for (from, to) in [(0.75, 0.5), (1.25, 1.0), (1.75, 1.5), (1.5, 1.5)] {
            let state = try #require(ticks.states.first { $0.thumbs[0].value == from })
            #expect(ticks.states[state.pointerMoves[0][2].next].thumbs[0].value == to, "settle from \(from)")
            #expect(ticks.states[state.moves[0][0].next].thumbs[0].value == ([0.5, 1, 1.5, 2].first { $0 > from } ?? 2))
        }
        #expect(ticks.settlesWhenDragEnds)
        guard case .object(let object) = ticks.json else { return }
        #expect(
            object["actions"]
                == .array(
                    ["increment", "decrement", "pageIncrement", "pageDecrement", "home", "end", "below", "above", "settle"].map(
                        JSONValue.string)))
        // Any other slider stays where it is when a drag ends, and its JSON has no settling move.
        #expect(!table.settlesWhenDragEnds)
        for (number, state) in table.states.enumerated() { #expect(state.pointerMoves[0][2].next == number) }
        // A range the keys start apart: every pair at least the span apart is there, reached
        // by the keys and a pointer alike.
        let rooms = try SliderStateTable(announcer: try Self.announcer(Self.range))
        #expect(rooms.states.count == 45)  // pairs of 0…10 at least 2 apart: 9+8+…+1
        for state in rooms.states { #expect(state.thumbs[1].value - state.thumbs[0].value >= 2) }
    }

    @Test(
        "The table's JSON: bounds, five columns a thumb, the eight moves of each thumb (no settling but a snapping tick slider's), -1 for none"
    )
    func tableJSON() throws {
        let table = try SliderStateTable(announcer: try Self.announcer(Self.range))
        let json = JSONWriter.compact(table.json)
        #expect(
            json.hasPrefix(
                #"{"strings":["2","8","must stay at least 2 below Rooms, maximum","lowest","must stay at least 2 above Rooms, minimum","highest","3""#
            ))
        #expect(
            json.contains(
                #""rtl":false,"bounds":[0,10],"thumbs":2,"actions":["increment","decrement","pageIncrement","pageDecrement","home","end","below","above"],"states":[[2,0,0,0,6,8,1,1,4,10,-1,"#
            ))
        guard case .object(let object) = table.json, case .array(let rows)? = object["states"] else {
            Issue.record("no states")
            return
        }
        for row in rows {
            guard case .array(let numbers) = row else { continue }
            #expect(numbers.count == 5 * 2 + 1 + 3 * 8 * 2)
        }
    }

    @Test("Options: the stylesheet with the thumbs placed, a nonce on the inline elements, files of their own")
    func options() throws {
        let announcer = try Self.announcer(Self.range)
        let styled = try SliderHTML.fragment(announcer, idPrefix: "rooms", options: .init(style: .inline))
        #expect(styled.contains("<div class=\"slider-speech\" id=\"rooms\" role=\"group\""))
        #expect(styled.contains("\n  <style>\n" + SliderHTML.stylesheet + "  </style>\n"))
        #expect(
            styled.contains(
                #"aria-orientation="horizontal" style="--slider-speech-at:0.2"><span class="slider-speech-value" aria-hidden="true">2</span>"#
            ))
        #expect(styled.contains(#"style="--slider-speech-at:0.8""#))
        #expect(!styled.contains("<script"))
        // With a nonce the style attributes go (a nonce does not cover them) and both elements carry it.
        let nonced = try SliderHTML.fragment(
            announcer, idPrefix: "rooms", options: .init(script: .inline, style: .inline, nonce: "r4nd0m+/A_-=="))
        #expect(nonced.contains("\n  <style nonce=\"r4nd0m+/A_-==\">\n"))
        #expect(nonced.contains("  <script nonce=\"r4nd0m+/A_-==\">(function () {"))
        #expect(nonced.contains(#"<script type="application/json" id="rooms-table">{"strings""#))
        #expect(!nonced.contains("style=\""))
        // External: the table stays, the script and the stylesheet go.
        let external = try SliderHTML.fragment(announcer, idPrefix: "rooms", options: .init(script: .external, style: .external))
        #expect(external.contains(#"<script type="application/json" id="rooms-table">"#))
        #expect(!external.contains("<style") && !external.contains("<script>") && !external.contains("style=\""))
        #expect(
            external.replacingOccurrences(of: #"  <script type="application/json" id="rooms-table">"#, with: "").count
                < external.count)
        // The old entry point is the options' inline script.
        #expect(
            try SliderHTML.fragment(announcer, idPrefix: "rooms", includeScript: true)
                == SliderHTML.fragment(announcer, idPrefix: "rooms", options: .init(script: .inline)))
    }

    @Test(
        "A nonce is base64 with at most two = at its end",
        arguments: [
            ("abc", true), ("r4nd0m+/A_-==", true), ("QUJD=", true), ("a b", false), ("", false), ("===", false),
            ("ab===", false), ("a=b", false), ("\"x", false), ("é", false),
        ])
    func nonces(_ nonce: String, _ valid: Bool) throws {
        #expect(SliderHTML.isValidNonce(nonce) == valid)
        let announcer = try Self.announcer(Self.range)
        if valid {
            #expect(
                try SliderHTML.fragment(announcer, options: .init(script: .inline, nonce: nonce)).contains("nonce=\"\(nonce)\""))
        } else {
            #expect(throws: SliderStateTable.Failure.self) {
                try SliderHTML.fragment(announcer, options: .init(script: .inline, nonce: nonce))
            }
        }
    }

    @Test(
        "Track fractions: 0 at the start, 1 at the end, four places",
        arguments: [(60.0, 0.1429), (20, 0), (300, 1), (180, 0.5714), (-5, 0), (400, 1)])
    func fractions(_ value: Double, _ fraction: Double) throws {
        #expect(SliderHTML.trackFraction(value, try SliderBounds(lower: 20, upper: 300)) == fraction)
        #expect(SliderHTML.trackFraction(value, try SliderBounds(lower: 5, upper: 5)) == 0)
    }

    @Test("The stylesheet places, mirrors, hides and respects forced colors; the script posts as the table says")
    func assets() {
        for rule in [
            "inset-inline-start: calc(var(--slider-speech-at, 0) * (100% - var(--slider-speech-thumb-size)));",
            ".slider-speech-thumb:focus-visible {", "clip-path: inset(50%);", "@media (forced-colors: active) {",
            ".slider-speech-track[dir=\"rtl\"]::before {", "touch-action: none;",
        ] {
            #expect(SliderHTML.stylesheet.contains(rule), "\(rule)")
        }
        #expect(!SliderHTML.stylesheet.contains("<"))
        for part in [
            "var COUNT_DELAY = 500;", #"text + "\u00a0""#, "sliderSpeech = {start: start}", "pointerdown", "pointermove",
        ] {
            #expect(SliderHTML.script.contains(part), "\(part)")
        }
        #expect(!SliderHTML.script.contains("</"))
    }

    @Test("A continuous slider runs on a grid of 201 positions, its start put on the nearest")
    func continuousGrid() throws {
        let json = #"{"kind": "slider", "bounds": [0, 1], "value": 0.333, "label": "Volume"}"#
        let table = try SliderStateTable(announcer: try Self.announcer(json))
        #expect(table.states[0].thumbs[0].value == 0.335)
        #expect(table.states.count <= SliderStateTable.maximumPositions)
        let values = table.states.map { $0.thumbs[0].value }
        for value in values {
            #expect((value * 200).rounded() == value * 200 || abs((value * 200).rounded() - value * 200) < 1e-9)
        }
        #expect(values.contains(0) && values.contains(1) && values.contains(0.385))
    }

    @Test("A stepped slider the keyboard takes to more than 201 values cannot be tabled")
    func tooFine() throws {
        let json = #"{"kind": "slider", "bounds": [0, 1000], "step": 1, "value": 500}"#
        #expect(throws: SliderStateTable.Failure.self) { try SliderStateTable(announcer: try Self.announcer(json)) }
    }

    @Test(
        "Base64 of RFC 4648's test vectors",
        arguments: [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ])
    func base64(_ input: String, _ output: String) {
        #expect(Base64.encode(Array(input.utf8)) == output)
    }

    @Test("Invisible characters are shown as marks before them in the review page")
    func visible() {
        #expect(
            ReviewPage.visible("\u{2068}\u{200F}٦٠\u{A0}US$\u{2069} <b>")
                == "<span class=\"control\" lang=\"en\" dir=\"ltr\">FSI</span>\u{2068}"
                + "<span class=\"control\" lang=\"en\" dir=\"ltr\">RLM</span>\u{200F}٦٠"
                + "<span class=\"control\" lang=\"en\" dir=\"ltr\">NBSP</span>\u{A0}US$"
                + "<span class=\"control\" lang=\"en\" dir=\"ltr\">PDI</span>\u{2069} &lt;b&gt;")
        // Every space but U+0020 and every format character is marked, by its code point where
        // Unicode gives it no abbreviation; ordinary letters and U+0020 are not.
        #expect(
            ReviewPage.visible("a\u{2009}b\u{FEFF}c\u{3000} d")
                == "a<span class=\"control\" lang=\"en\" dir=\"ltr\">U+2009</span>\u{2009}b"
                + "<span class=\"control\" lang=\"en\" dir=\"ltr\">U+FEFF</span>\u{FEFF}c"
                + "<span class=\"control\" lang=\"en\" dir=\"ltr\">U+3000</span>\u{3000} d")
    }
}
