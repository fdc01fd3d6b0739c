import Testing

@testable import SliderSpeech
@testable import SliderSpeechWeb

/// The one escaper behind the web fragment, the review page and SSML.
@Suite("XML and HTML escaping")
struct XMLEscapeTests {
    @Test(
        "HTML keeps every character but the five it escapes; SSML also drops what XML forbids and flattens line breaks",
        arguments: [
            (
                #"<b a="1">Tom & Jerry's</b>"#, "&lt;b a=&quot;1&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;",
                "&lt;b a=&quot;1&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;"
            ),
            ("a\nb\tc\rd\u{85}e\u{2028}f\u{2029}g", "a\nb\tc\rd\u{85}e\u{2028}f\u{2029}g", "a b c d e f g"),
            ("x\u{0}\u{7}\u{1B}y\u{FFFE}\u{FFFF}z", "x\u{0}\u{7}\u{1B}y\u{FFFE}\u{FFFF}z", "xyz"),
            ("السعر ٦٠\u{A0}US$ \u{2068}é\u{2069}", "السعر ٦٠\u{A0}US$ \u{2068}é\u{2069}", "السعر ٦٠\u{A0}US$ \u{2068}é\u{2069}"),
            ("", "", ""),
        ])
    func escaped(text: String, html: String, xml: String) {
        #expect(XMLEscape.escaped(text) == html)
        #expect(SliderHTML.escape(text) == html)
        #expect(XMLEscape.escaped(text, xmlCharactersOnly: true) == xml)
        #expect(SSML.escape(text) == xml)
    }

    @Test("An SSML document of hostile speech is one line with one speak element")
    func document() {
        #expect(
            SSML.document("<break time=\"9s\"/>\n'x'", language: "en\"x")
                == #"<speak version="1.1" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en&quot;x">&lt;break time=&quot;9s&quot;/&gt; &#39;x&#39;</speak>"#
        )
    }
}
