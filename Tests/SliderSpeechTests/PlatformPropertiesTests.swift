import Foundation
import SliderCore
import TestSupport
import Testing

@testable import SliderSpeech

@Suite("Platform properties of an element")
struct PlatformPropertiesTests {
    @Test("VoiceOver, TalkBack and ARIA properties of the lower thumb", .pinnedToICU72)
    func properties() throws {
        let lower = try priceAnnouncer().element(.lower)
        #expect(
            lower.voiceOver
                == VoiceOverProperties(
                    accessibilityLabel: "Minimum price", accessibilityValue: "60 US dollars",
                    accessibilityHint: "Swipe up or down with one finger to adjust the value.", traits: ["adjustable"]))
        #expect(
            lower.talkBack
                == TalkBackProperties(
                    contentDescription: "Minimum price", stateDescription: "60 US dollars",
                    rangeInfo: TalkBackProperties.RangeInfo(min: 20, max: 150, current: 60)))
        #expect(
            lower.aria
                == ARIAAttributes(
                    label: "Minimum price", valueText: "60 US dollars", valueNow: 60, valueMin: 20, valueMax: 150,
                    orientation: "horizontal"))
        #expect(lower.value == 60)
        // The value shown on screen keeps the display text; what only assistive technology reads
        // says it in words.
        #expect(lower.valueText == "$60")
        #expect(lower.assistiveValueText == "60 US dollars")
    }

    @Test("ARIA attributes encode with the attributes' own names, and decode back")
    func ariaCoding() throws {
        let aria = try priceAnnouncer().element(.upper).aria
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(aria), as: UTF8.self)
        #expect(
            json
                == #"{"aria-label":"Maximum price","aria-orientation":"horizontal","aria-valuemax":300,"aria-valuemin":90,"aria-valuenow":180,"aria-valuetext":"180 US dollars"}"#
        )
        #expect(try JSONDecoder().decode(ARIAAttributes.self, from: Data(json.utf8)) == aria)
    }

    @Test("TalkBack properties encode with Android's names, range info nested")
    func talkBackCoding() throws {
        let talkBack = try priceAnnouncer().element(.lower).talkBack
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(talkBack), as: UTF8.self)
        #expect(
            json
                == #"{"contentDescription":"Minimum price","rangeInfo":{"current":60,"max":150,"min":20},"stateDescription":"60 US dollars"}"#
        )
        #expect(try JSONDecoder().decode(TalkBackProperties.self, from: Data(json.utf8)) == talkBack)
    }
}
