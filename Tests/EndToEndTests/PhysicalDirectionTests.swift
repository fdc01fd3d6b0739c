import Foundation
import TestSupport
import Testing

/// A balance's left and right are the speakers', not the reading direction: the demo's
/// balance pins its track to left-to-right, so a drag toward the right speaker says "Right"
/// in every locale, while the price filter's track follows the locale and mirrors.
@Suite("Physical directions do not mirror")
struct PhysicalDirectionTests {
    static let dragRight = """
        {"type":"dragStart","x":160}
        {"type":"dragMove","dx":200}
        {"type":"dragEnd"}
        """

    @Test(
        "Dragging the balance toward the right speaker announces Right",
        arguments: [("en", "Right"), ("ar", "اليمين"), ("he", "ימין"), ("ru", "Справа")])
    func balance(locale: String, right: String) throws {
        let result = try Tool.run(
            ["pipeline", "--spec", "Examples/balance.json", "--locale", locale], input: Self.dragRight)
        #expect(result.status == 0)
        let lines = result.stdoutLines
        #expect(lines.count == 3)
        #expect(
            lines.last
                == #"{"seq":3,"event":"dragEnd","value":1,"limitedBy":null,"announcements":[{"text":"\#(right)","speech":"\#(right)","politeness":"assertive","kind":"value","delivery":"screenReader","post":null}]}"#
        )
    }

    @Test(
        "The price filter's track follows the locale: a touch at the left takes the Arabic upper thumb and a drag to the right lowers it"
    )
    func priceMirrors() throws {
        let events = """
            {"type":"dragStart","x":60}
            {"type":"dragMove","dx":20}
            {"type":"dragEnd"}
            """
        let english = try Tool.run(["pipeline", "--spec", "Examples/price-filter.json", "--locale", "en"], input: events)
        let arabic = try Tool.run(["pipeline", "--spec", "Examples/price-filter.json", "--locale", "ar"], input: events)
        #expect(english.stdoutLines.last?.hasPrefix(#"{"seq":3,"event":"dragEnd","range":[80,180]"#) == true)
        #expect(arabic.stdoutLines.last?.hasPrefix(#"{"seq":3,"event":"dragEnd","range":[60,160]"#) == true)
    }
}
