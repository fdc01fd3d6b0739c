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
        // The value message's text is isolated whole (U+2066 … U+2069), escaped as JSON writes it.
        #expect(
            json1.hasPrefix(
                #"{"strings":["\u20660.5 \u003c/script>\u003c!--\u2069","1 \u003c/script>\u003c!--","0 \u003c/script>"#))
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
        let json = try String(decoding: FileSystem.read(path: FilePath(Self.packageRoot + "/Examples/price-filter.json")), as: UTF8.self)
        let table = try SliderStateTable(announcer: try Self.announcer(json, catalogs: Self.demoCatalogs))
        #expect(table.states.count == 1326)
        #expect(!table.rightToLeft)
        let start = table.states[0]
        #expect(start.thumbs.map(\.value) == [60, 180])
        #expect(start.thumbs.map { table.strings[$0.valueText] } == ["$60", "$180"])
        #expect(start.thumbs.map(\.minimum) == [20, 90])
        #expect(start.thumbs.map(\.maximum) == [150, 300])
        #expect(start.count.map { table.strings[$0] } == "186 stays")
        // The lower thumb's increment: $65 (live regions speak the speech form), no change of count.
        let increment = start.moves[0][0]
        #expect(table.states[increment.next].thumbs.map(\.value) == [65, 180])
        #expect(increment.assertive.map { table.strings[$0] } == "65 US dollars")
        #expect(increment.polite == nil)
        // End on the lower thumb stops at the minimum span, and the count changes.
        let end = start.moves[0][5]
        #expect(table.states[end.next].thumbs.map(\.value) == [150, 180])
        #expect(table.states[end.next].thumbs[1].minimum == 180)
        #expect(end.assertive.map { table.strings[$0] }?.hasPrefix("150 US dollars, must stay") == true)
        #expect(end.polite.map { table.strings[$0] } == "33 stays")
        // Home on the lower thumb: 20, then a decrement there is a limit that keeps the state.
        let home = table.states[start.moves[0][4].next]
        #expect(home.thumbs[0].value == 20)
        let pushed = home.moves[0][1]
        #expect(table.states[pushed.next] == home)
        #expect(pushed.assertive.map { table.strings[$0] } == "20 US dollars, lowest")
        // Every move of every state leads to a state of the table.
        for state in table.states {
            for row in state.moves { for move in row { #expect(table.states.indices.contains(move.next)) } }
        }
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
