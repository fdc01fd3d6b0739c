import SliderCore
import SliderFormatting
import TestSupport
import Testing

@testable import SliderSpeech
@testable import SliderSpeechWeb

#if canImport(Glibc)
    import Glibc
#endif

@Suite("HTML fragments, the page's data and the review page")
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

    static func example(_ name: String) throws -> String {
        String(decoding: try FileSystem.read(path: FilePath(packageRoot + "/Examples/\(name).json")), as: UTF8.self)
    }

    static let range = #"{"kind": "range", "bounds": [0, 10], "step": 1, "minimumSpan": 2, "value": [2, 8], "label": "Rooms"}"#

    /// The hotel filter of the web's size target, at a step.
    static func hotel(_ step: String) -> String {
        #"{"kind":"range","bounds":[0,\#(step == "0.01" ? "1000000" : "500")],"# + (step.isEmpty ? "" : #""step":\#(step),"#)
            + #""minimumSpan":50,"value":[100,400],"label":"Price","thumbLabels":["Min price","Max price"],"#
            + #""valueStyle":{"currency":"EUR","precision":0},"#
            + #""histogram":[3,5,8,12,15,18,22,25,27,30,28,26,24,21,18,16,14,12,10,8,6,5,4,3,2],"#
            + #""countMessage":"{count, plural, one {# hotel} other {# hotels}}"}"#
    }

    /// The slider's data in a fragment.
    static func data(_ html: String) throws -> String {
        let start = try #require(html.firstRange(of: #"<script type="application/json" class="slider-speech-data">"#))
        let rest = html[start.upperBound...]
        return String(rest[..<(try #require(rest.firstRange(of: "</script>"))).lowerBound])
    }

    @Test("A range's fragment, written out whole: a group of two sliders, the live regions, the form fields")
    func rangeFragment() throws {
        let html = try SliderHTML.fragment(try Self.announcer(Self.range), idPrefix: "rooms", options: .init(names: ["rooms"]))
        #expect(
            html == """
                <slider-speech class="slider-speech" id="rooms" role="group" aria-labelledby="rooms-label" lang="en" dir="ltr" data-track-direction="ltr" name="rooms">
                  <span class="slider-speech-label" id="rooms-label">Rooms</span>
                  <div class="slider-speech-track" dir="ltr">
                    <div class="slider-speech-thumb" id="rooms-lower" role="slider" tabindex="0" aria-label="Rooms, minimum" aria-valuenow="2" aria-valuetext="2" aria-valuemin="0" aria-valuemax="6" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">2</span></div>
                    <div class="slider-speech-thumb" id="rooms-upper" role="slider" tabindex="0" aria-label="Rooms, maximum" aria-valuenow="8" aria-valuetext="8" aria-valuemin="4" aria-valuemax="10" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">8</span></div>
                  </div>
                  <div class="slider-speech-announcement" id="rooms-announcement"><div aria-live="assertive" aria-atomic="true"></div><div aria-live="assertive" aria-atomic="true"></div></div>
                  <input type="hidden" class="slider-speech-field" name="rooms" value="2">
                  <input type="hidden" class="slider-speech-field" name="rooms" value="8">
                </slider-speech>

                """)
    }

    @Test(
        "A slider with one thumb is no group: its thumb is named by the label, said once; a tick slider draws its ticks",
        .pinnedToICU72)
    func singleThumbFragment() throws {
        let html = try SliderHTML.fragment(
            try Self.announcer(try Self.example("balance"), catalogs: Self.demoCatalogs), idPrefix: "balance",
            options: .init(style: .external))
        #expect(
            html == """
                <slider-speech class="slider-speech" id="balance" lang="en" dir="ltr" data-track-direction="ltr">
                  <span class="slider-speech-label" id="balance-label">Balance</span>
                  <div class="slider-speech-track" dir="ltr">
                    <span class="slider-speech-tick" aria-hidden="true"></span>
                    <span class="slider-speech-tick" aria-hidden="true"></span>
                    <span class="slider-speech-tick" aria-hidden="true"></span>
                    <div class="slider-speech-thumb" id="balance-value" role="slider" tabindex="0" aria-labelledby="balance-label" aria-valuenow="0" aria-valuetext="Center" aria-valuemin="-1" aria-valuemax="1" aria-orientation="horizontal"><span class="slider-speech-value" aria-hidden="true">Center</span></div>
                  </div>
                  <div class="slider-speech-announcement" id="balance-announcement"><div aria-live="assertive" aria-atomic="true"></div><div aria-live="assertive" aria-atomic="true"></div></div>
                </slider-speech>

                """)
        // Placed before any script runs when the stylesheet is inline (no policy to refuse the
        // style attributes): the fill from the neutral value, each tick at its place.
        let placed = try SliderHTML.fragment(
            try Self.announcer(try Self.example("balance"), catalogs: Self.demoCatalogs), idPrefix: "balance",
            options: .init(style: .inline))
        #expect(
            placed.contains(
                #"<div class="slider-speech-track" dir="ltr" style="--slider-speech-from:0.5;--slider-speech-to:0.5">"#))
        #expect(placed.contains(#"<span class="slider-speech-tick" aria-hidden="true" style="--slider-speech-at:1"></span>"#))
        #expect(
            placed.contains(
                #"  <link rel="stylesheet" href="data:text/css,slider-speech, .slider-speech {%0A  --slider-speech-thumb-size"#))
        #expect(!placed.contains("<style"))
    }

    @Test(
        "The price filter's data, written out whole: its model, labels, histogram, count message and number templates",
        .pinnedToICU72)
    func priceFilterData() throws {
        let html = try SliderHTML.fragment(
            try Self.announcer(try Self.example("price-filter"), catalogs: Self.demoCatalogs), idPrefix: "price",
            options: .init(script: .external))
        let locale = try SliderHTML.localeData(Localization(locale: try ICULocale("en")))
        #expect(locale.hasPrefix(#"{"locale":"en~vcfr5f","dir":"ltr","plural":"one: i  in 1..1 and v  in 0..0; other: ","#))
        let expected = [
            #"{"locale":"en~vcfr5f","kind":"range","bounds":[20,300],"step":5,"span":30,"value":[60,180],"#,
            #""names":["Minimum price","Maximum price"],"h":[2,5,9,14,22,30,34,29,24,18,15,11,8,6,4,3,2,2,1,1],"#,
            ##""cm":[["p","count",0,[["=0",["No stays"]],["one",[["#"]," stay"]],["other",[["#"]," stays"]]]]],"##,
            #""f":{"t":{"r":[0,0,0,4],"p":".","g":",","s":[3,3,1],"a":[["$",""],["-$",""],["$",""],["$",""]]},"#,
            #""n":{"r":[0,0,0,4],"p":".","g":",","s":[3,3,1],"a":{"one":[[""," US dollar"],["-"," US dollar"],"#,
            #"[""," US dollars"],[""," US dollars"]],"other":[[""," US dollars"],["-"," US dollars"],[""," US dollars"],"#,
            #"[""," US dollars"]]}}}}"#,
        ]
        #expect(try Self.data(html) == expected.joined())
        let messages = [
            #""m":{"lowest":[["a","value"],", lowest"],"highest":[["a","value"],", highest"],"#,
            #""otherThumb":[["a","value"],", can't pass ",["a","other"]],"#,
            #""spanBelow":[["a","value"],", must stay at least ",["a","span"]," below ",["a","other"]],"#,
            #""spanAbove":[["a","value"],", must stay at least ",["a","span"]," above ",["a","other"]],"#,
            #""between":[["a","value"],", between ",["a","lower"]," and ",["a","upper"]]},"#,
            #""r":{"lowest":["lowest"],"highest":["highest"],"otherThumb":["can't pass ",["a","other"]],"#,
            #""spanBelow":["must stay at least ",["a","span"]," below ",["a","other"]],"#,
            #""spanAbove":["must stay at least ",["a","span"]," above ",["a","other"]]}}"#,
        ]
        #expect(locale.hasSuffix(messages.joined()))
    }

    @Test(
        "The page's data does not grow with the step: the hotel filter at steps 1, 5, 10, 0.01 over a million and continuous",
        arguments: ["en", "ar", "ja"])
    func sizeIndependentOfStep(_ locale: String) throws {
        var sizes: [String: Int] = [:]
        for step in ["1", "5", "10", "0.01", ""] {
            let html = try SliderHTML.fragment(
                try Self.announcer(Self.hotel(step), locale), idPrefix: "hotel", options: .init(script: .inline, style: .inline))
            sizes[step] = html.utf8.count
        }
        let smallest = sizes.values.min()!
        let largest = sizes.values.max()!
        #expect(largest - smallest < 200, "\(locale): \(sizes)")
        #expect(largest < 48_000, "\(locale): \(sizes)")
    }

    @Test(
        "Number templates write what ICU writes: display texts with their repair and the names of the speech form",
        .pinnedToICU72,
        arguments: [
            ("currency/EUR precision-integer sign-negative", "de"), ("currency/USD precision-integer sign-negative", "ar"),
            ("currency/JPY sign-negative", "ja"), ("percent scale/100 .# sign-negative", "fr"),
            ("measure-unit/length-kilometer unit-width-full-name .## sign-negative", "ru"),
            ("measure-unit/length-kilometer unit-width-full-name .## sign-negative", "pl"),
            (".## sign-negative", "hi"), ("sign-negative", "es"), ("@@# sign-negative", "en"),
            ("currency/INR unit-width-full-name .00 sign-negative", "hi"), ("scale/1000 .0 rounding-mode-up", "sv"),
            ("currency/USD unit-width-full-name precision-integer sign-negative", "sl"), (".0", "fa"),
            ("currency/ILS precision-integer sign-negative", "he"), ("percent scale/100 sign-negative", "ar"),
            // Filipino's "other" after ".00" is reached only by its fraction digits (0.04).
            ("currency/EUR unit-width-full-name sign-negative", "fil"),
            ("currency/EUR unit-width-full-name sign-negative", "hr"),
        ])
    func templates(_ skeleton: String, _ tag: String) throws {
        let locale = try ICULocale(tag)
        let rules = try PluralRules.shared(locale: locale, kind: .cardinal)
        let format = try NumberFormat.shared(skeleton: skeleton, locale: locale)
        var random = SeededRandom(seed: 37)
        var samples: [Double] = [0, -0.0, 1, 2, 5, 21, 0.5, 1.5, 1.005, 2.675, 1234.5678, -1234.5, 1e21, 123_456_789.125]
        for _ in 0..<300 {
            let fraction = Double(random.next() >> 11) / Double(1 << 53) - 0.5
            samples.append(fraction * NumberTemplate.pow10(Int(random.next(12))))
        }
        let template = try NumberTemplate.derive(
            rounding: try NumberTemplate.skeletonRounding(skeleton), probe: { try? format.fields($0) },
            display: { try? format.displayText($0) }, rules: rules,
            categoryOf: { (try? rules.category(of: $0, formattedWith: format))?.rawValue }, samples: [])
        for value in samples {
            let expected = try format.displayText(value)
            let written = template.format(value, rules: rules)
            #expect(written == expected, "\(skeleton) \(tag) at \(value): ICU '\(expected)', template '\(written)'")
        }
    }

    @Test(
        "A catalog's amount forms: after a decimal the name the catalog gives, after a whole number CLDR's",
        .pinnedToICU72,
        arguments: [
            ("sl", #""few":[[""," kilometri"],"#, #""few.f":[[""," kilometra"],"#),
            ("hr", #""one":[[""," kilometar"],"#, #""one.f":[[""," kilometra"],"#),
        ])
    func amountForms(_ locale: String, _ whole: String, _ decimal: String) throws {
        let json =
            #"{"kind": "slider", "bounds": [0, 100], "step": 0.5, "value": 1.5, "valueStyle": {"unit": "length-kilometer"}}"#
        let announcer = try Self.announcer(json, locale)
        let data = try Self.data(try SliderHTML.fragment(announcer, options: .init(script: .inline)))
        #expect(data.contains(whole) && data.contains(decimal), "\(data)")
        // What the announcer says, which the template writes: the catalog's form after 1.5.
        #expect(try announcer.spokenValue(1.5).speech == "1,5 kilometra")
    }

    @Test(
        "A value style the page cannot write at run time is an error naming its field",
        arguments: [
            (
                #""valueStyle": {"skeleton": "compact-short"}"#,
                "valueStyle.skeleton: the page cannot write 'compact-short sign-negative' at run time as ICU does: 'compact-short'"
            ),
            (
                #""valueStyle": {"skeleton": "precision-increment/0.05"}"#,
                "valueStyle.skeleton: the page cannot write 'precision-increment/0.05 sign-negative' at run time as ICU does: 'precision-increment/0.05'"
            ),
            (
                #""valueStyle": {"skeleton": "scale/0.5"}"#,
                "valueStyle.skeleton: the page cannot write 'scale/0.5 sign-negative' at run time as ICU does: 'scale/0.5' (a scale other than a power of ten)"
            ),
            (
                #""valueStyle": {"message": "{value, spellout}"}"#,
                "valueStyle.message: the page cannot write {value, spellout} at run time (number arguments with a skeleton, plurals and selects only)"
            ),
            (
                #""valueStyle": {"message": "{value, choice, 0#none|1#some}"}"#,
                "valueStyle.message: the page cannot write {value, choice, …} at run time"
            ),
            (
                #""speechValues": "spellout""#,
                "speechValues: 'spellout' says values in words by ICU's rule-based format, which the page cannot do at run time (use 'names' or 'display')"
            ),
        ])
    func notInPage(_ field: String, _ message: String) throws {
        let json = #"{"kind": "slider", "bounds": [0, 10], "step": 1, "value": 5, \#(field)}"#
        let announcer = try Self.announcer(json)
        // Without the script the fragment is plain markup, which needs no template.
        _ = try SliderHTML.fragment(announcer)
        do {
            _ = try SliderHTML.fragment(announcer, options: .init(script: .inline))
            Issue.record("no error for \(field)")
        } catch {
            #expect(error.code == .notInPage)
            #expect(error.description == message)
        }
    }

    @Test(
        "Messages compile to the parts the page evaluates: text, arguments, #, plurals with offsets, selects, numbers with a skeleton"
    )
    func messages() throws {
        let compiler = MessageCompiler(
            locale: try ICULocale("en"), rules: try PluralRules.shared(locale: try ICULocale("en"), kind: .cardinal),
            samples: [0, 1, 1.5], field: "test")
        #expect(
            JSONWriter.compact(try compiler.compile("It''s {n, plural, offset:1 =0 {none} one {# more} other {# more, {who}}}"))
                == ##"["It's ",["p","n",1,[["=0",["none"]],["one",[["#"]," more"]],["other",[["#"]," more, ",["a","who"]]]]]]"##)
        #expect(
            JSONWriter.compact(
                try compiler.compile("{g, select, female {she} other {they}} {k, selectordinal, one {#st} other {#th}}"))
                == ##"[["s","g",[["female",["she"]],["other",["they"]]]]," ",["o","k",0,[["one",[["#"],"st"]],["other",[["#"],"th"]]]]]"##
        )
        #expect(
            JSONWriter.compact(try compiler.compile("{value, number, ::.##}×"))
                == #"[["n","value",{"r":[0,0,2,4],"p":".","g":",","s":[3,3,1],"a":[["",""],["-",""],["",""],["-",""]]}],"×"]"#)
    }

    @Test("Form names: one for every value, or one a thumb; more than the thumbs is an error")
    func names() throws {
        let announcer = try Self.announcer(Self.range)
        let two = try SliderHTML.fragment(announcer, idPrefix: "rooms", options: .init(names: ["from", "to"]))
        #expect(two.contains(#" data-track-direction="ltr" name-lower="from" name-upper="to">"#))
        #expect(two.contains(#"<input type="hidden" class="slider-speech-field" name="from" value="2">"#))
        #expect(two.contains(#"<input type="hidden" class="slider-speech-field" name="to" value="8">"#))
        #expect(throws: SliderHTML.Failure.self) {
            try SliderHTML.fragment(announcer, options: .init(names: ["a", "b", "c"]))
        }
        let escaped = try SliderHTML.fragment(
            try Self.announcer(#"{"kind": "slider", "value": 0.5}"#), options: .init(names: ["a\"<b>"]))
        #expect(escaped.contains(#" name="a&quot;&lt;b&gt;">"#))
    }

    @Test("Untrusted labels are escaped in text, in attributes and in the data")
    func escaping() throws {
        let json = #"""
            {"kind": "slider", "value": 0.5, "step": 0.5, "label": "<script>alert('x')</script> & \"q\"",
             "valueStyle": {"message": "{value} </script><!--"}}
            """#
        let html = try SliderHTML.fragment(try Self.announcer(json), includeScript: true)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"))
        let data = try Self.data(html)
        #expect(!data.contains("<"))
        #expect(data.contains(#""names":["\u003cscript>alert('x')\u003c/script> & \"q\""]"#))
        #expect(data.contains(#""f":{"m":[["a","value"]," \u003c/script>\u003c!--"]}"#))
    }

    @Test(
        "Text direction from the locale, the track's from the description",
        arguments: [
            ("ar", nil, "rtl", "rtl"), ("ar", "ltr", "rtl", "ltr"), ("en", "rtl", "ltr", "rtl"), ("he", nil, "rtl", "rtl"),
        ] as [(String, String?, String, String)])
    func directions(_ locale: String, _ track: String?, _ text: String, _ trackDirection: String) throws {
        let layout = track.map { #", "layoutDirection": "\#($0)""# } ?? ""
        let json = #"{"kind": "slider", "value": 0.5, "label": "x"\#(layout)}"#
        let html = try SliderHTML.fragment(try Self.announcer(json, locale), includeScript: true)
        #expect(html.contains(" lang=\"\(locale)\" dir=\"\(text)\" data-track-direction=\"\(trackDirection)\""))
        #expect(html.contains("<div class=\"slider-speech-track\" dir=\"\(trackDirection)\">"))
        #expect(try Self.data(html).contains(#""rtl":true"#) == (trackDirection == "rtl"))
    }

    @Test("An id prefix must be an HTML id start", arguments: ["", "1a", "a b", "a\"b", "ä", "-a"])
    func badPrefix(_ prefix: String) throws {
        #expect(throws: SliderHTML.Failure.self) {
            try SliderHTML.fragment(try Self.announcer(Self.range), idPrefix: prefix)
        }
    }

    @Test("Options: the stylesheet as a link, a nonce on the inline elements, files of their own")
    func options() throws {
        let announcer = try Self.announcer(Self.range)
        let styled = try SliderHTML.fragment(announcer, idPrefix: "rooms", options: .init(style: .inline))
        #expect(
            styled.contains(
                "\n  <link rel=\"stylesheet\" href=\"data:text/css," + SliderHTML.dataURLText(SliderHTML.stylesheet) + "\">\n"))
        #expect(
            styled.contains(
                #"aria-orientation="horizontal" style="--slider-speech-at:0.2"><span class="slider-speech-value" aria-hidden="true">2</span>"#
            ))
        #expect(!styled.contains("<script"))
        // With a nonce the style attributes go (a nonce does not cover them) and both elements carry it.
        let nonced = try SliderHTML.fragment(
            announcer, idPrefix: "rooms", options: .init(script: .inline, style: .inline, nonce: "r4nd0m+/A_-=="))
        #expect(nonced.contains("\n  <link rel=\"stylesheet\" nonce=\"r4nd0m+/A_-==\" href=\"data:text/css,"))
        #expect(nonced.contains("  <script nonce=\"r4nd0m+/A_-==\">(function () {"))
        #expect(nonced.contains(#"<script type="application/json" class="slider-speech-locale">{"locale":"en~"#))
        #expect(!nonced.contains("style=\""))
        // External: the slider's data stays; the script, the stylesheet and the locale's data go.
        let external = try SliderHTML.fragment(announcer, idPrefix: "rooms", options: .init(script: .external, style: .external))
        #expect(external.contains(#"<script type="application/json" class="slider-speech-data">"#))
        #expect(!external.contains("slider-speech-locale") && !external.contains("<link") && !external.contains("<script>"))
        #expect(!external.contains("style=\""))
        // The old entry point is the options' inline script.
        #expect(
            try SliderHTML.fragment(announcer, idPrefix: "rooms", includeScript: true)
                == SliderHTML.fragment(announcer, idPrefix: "rooms", options: .init(script: .inline)))
        // A locale's data as a file: it hands itself to the elements, loaded before or after them.
        let file = try SliderHTML.localeScript(Localization(locale: try ICULocale("ar")))
        #expect(file.hasPrefix(#"(window.sliderSpeechLocales = window.sliderSpeechLocales || []).push({"locale":"ar~"#))
        #expect(file.hasSuffix("});\n"))
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
            #expect(throws: SliderHTML.Failure.self) {
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

    @Test("The stylesheet places, mirrors, hides, draws ticks and respects forced colors; the script is compact and has no </")
    func assets() {
        for rule in [
            "inset-inline-start: calc(var(--slider-speech-at, 0) * (100% - var(--slider-speech-thumb-size)));",
            ".slider-speech-thumb:focus-visible {", "clip-path: inset(50%);", "@media (forced-colors: active) {",
            ".slider-speech-track[dir=\"rtl\"] { --slider-speech-side: to left; }", "touch-action: none;",
            ".slider-speech-tick {", "--slider-speech-rail: #767b82;",
        ] {
            #expect(SliderHTML.stylesheet.contains(rule), "\(rule)")
        }
        #expect(!SliderHTML.stylesheet.contains("<"))
        for part in [
            "var COUNT_DELAY = 500;", #"text + "\u00a0""#, #"customElements.define("slider-speech", SliderSpeechElement);"#,
        ] {
            #expect(SliderHTML.script.contains(part), "\(part)")
        }
        #expect(!SliderHTML.script.contains("</"))
        #expect(!SliderHTML.script.contains("\n//") && !SliderHTML.script.contains("\n "))
        #expect(SliderHTML.script.count < SliderHTML.scriptSource.count * 4 / 5)
    }

    /// The processor time of this process, in seconds.
    static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    @Test("The fragment's cost is linear: eight times the histogram and the ticks, under 24 times the processor time")
    func linear() throws {
        func fragments(_ slices: Int) throws -> () throws -> Double {
            let counts = (0..<slices).map { String($0 % 97) }.joined(separator: ",")
            let ticks = (0..<slices / 8).map { String($0) }.joined(separator: ",")
            let range = #"{"kind": "range", "bounds": [-1e308, 1e308], "value": [0, 1], "histogram": [\#(counts)]}"#
            let tick = #"{"kind": "ticks", "bounds": [0, \#(slices)], "step": 1, "value": 0, "ticks": [\#(ticks)]}"#
            let announcers = [try Self.announcer(range), try Self.announcer(tick)]
            return {
                let start = Self.processorTime()
                for announcer in announcers { _ = try SliderHTML.fragment(announcer, options: .init(script: .inline)) }
                return Self.processorTime() - start
            }
        }
        let measure = try Growth.measure(small: try fragments(2_000), large: try fragments(16_000))
        #expect(measure.ratio < Growth.linearBound, "\(measure)")
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
