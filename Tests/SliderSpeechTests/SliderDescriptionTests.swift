import SliderCore
import Testing

@testable import SliderSpeech

@Suite("Slider descriptions from JSON (the SliderDescriptionFormat article)")
struct SliderDescriptionTests {
    static let priceFilter = """
        {
          "kind": "range",
          "bounds": [20, 300],
          "step": 5,
          "minimumSpan": 30,
          "value": [60, 180],
          "label": "Price range",
          "thumbLabels": [{"key": "demo.price.minimum"}, "Maximum price"],
          "valueStyle": {"currency": "USD", "precision": 0},
          "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1],
          "countMessage": "{count, plural, =0 {No stays} one {# stay} other {# stays}}"
        }
        """

    @Test("The price filter of the specification")
    func priceFilterReads() throws {
        let description = try SliderDescription(json: Self.priceFilter)
        #expect(description.kind == .range)
        guard case .range(let slider) = description.model else {
            Issue.record("not a range")
            return
        }
        #expect(slider.bounds == (try SliderBounds(lower: 20, upper: 300)))
        #expect(slider.step == 5 && slider.minimumSpan == 30 && slider.lower == 60 && slider.upper == 180)
        #expect(description.label == .literal("Price range"))
        #expect(description.thumbLabels == [.key("demo.price.minimum"), .literal("Maximum price")])
        #expect(description.valueStyle == .currency(code: "USD", precision: 0))
        #expect(description.histogram?.matches(in: slider) == 186)
        #expect(description.countMessage == .literal("{count, plural, =0 {No stays} one {# stay} other {# stays}}"))
        #expect(description.layoutDirection == nil)
        #expect(description.geometry == .standard)
    }

    @Test("A tick slider: labels keyed by number, ticks from the labels when not given")
    func ticks() throws {
        let description = try SliderDescription(
            json: """
                {"kind": "ticks", "bounds": [-1, 1], "step": 0.1, "value": 0, "neutralValue": 0,
                 "tickLabels": {"-1": "Left", "0": {"key": "demo.balance.center"}, "1.0": "Right"},
                 "layoutDirection": "rtl", "geometry": {"width": 200}}
                """)
        guard case .ticks(let slider) = description.model else {
            Issue.record("not ticks")
            return
        }
        #expect(slider.ticks == [-1, 0, 1])
        #expect(slider.neutralValue == 0)
        #expect(description.tickLabels == [-1: .literal("Left"), 0: .key("demo.balance.center"), 1: .literal("Right")])
        #expect(description.layoutDirection == .rightToLeft)
        #expect(description.geometry.width == 200 && description.geometry.thumbSize == 28)
    }

    @Test(
        "Styles",
        arguments: [
            (#"{"percent": true}"#, ValueStyle.percent),
            (#"{"unit": "length-kilometer"}"#, .unit("length-kilometer")),
            (#"{"skeleton": "compact-short"}"#, .skeleton("compact-short")),
            (#"{"currency": "EUR"}"#, .currency(code: "EUR", precision: nil)),
            (#"{"message": {"key": "demo.speed.value"}}"#, .message(.key("demo.speed.value"))),
        ])
    func styles(_ json: String, _ style: ValueStyle) throws {
        let description = try SliderDescription(json: #"{"kind": "slider", "value": 0.5, "valueStyle": \#(json)}"#)
        #expect(description.valueStyle == style)
    }

    @Test("What §1.5 normalizes is normalized")
    func normalized() throws {
        let description = try SliderDescription(
            json: #"{"kind": "range", "bounds": [0, 10], "minimumSpan": -4, "value": [-3, 42]}"#)
        guard case .range(let slider) = description.model else {
            Issue.record("not a range")
            return
        }
        #expect(slider.minimumSpan == 0 && slider.lower == 0 && slider.upper == 10)
        let ticks = try SliderDescription(json: #"{"kind": "ticks", "value": 0.5, "ticks": [0.5, 2, 1e999, 0.5]}"#)
        guard case .ticks(let tickSlider) = ticks.model else {
            Issue.record("not ticks")
            return
        }
        #expect(tickSlider.ticks == [0.5])
    }

    @Test(
        "Errors name the field",
        arguments: [
            ("[1]", "expected a JSON object, got an array"),
            ("{\"kind\": \"range\",", "not JSON: line 1, column 18: unexpected end of input in an object"),
            (#"{"value": 1}"#, "kind: required: range, slider or ticks"),
            (#"{"kind": "knob", "value": 1}"#, "kind: 'knob' is not range, slider or ticks"),
            (#"{"kind": "slider", "value": 1, "stpe": 2}"#, "stpe: unknown field"),
            (#"{"kind": "slider", "value": 1, "minimumSpan": 2}"#, "minimumSpan: not a field of kind slider"),
            (#"{"kind": "slider"}"#, "value: required: a number"),
            (#"{"kind": "range", "value": 1}"#, "value: expected an array of 2 numbers, got a number"),
            (#"{"kind": "range", "value": [180, 60], "bounds": [20, 300]}"#, "value: lower 180 is greater than upper 60"),
            (#"{"kind": "slider", "value": 1, "bounds": [300, 20]}"#, "bounds: lower 300 is greater than upper 20"),
            (#"{"kind": "slider", "value": 1, "bounds": [0, 1e999]}"#, "bounds[1]: 1e999 is not a finite number"),
            (#"{"kind": "slider", "value": "1"}"#, "value: expected a number, got a string"),
            (#"{"kind": "slider", "value": 1e400}"#, "value: 1e400 is not a finite number"),
            (#"{"kind": "slider", "value": 1, "step": -1}"#, "step: -1 is negative"),
            (#"{"kind": "slider", "value": 1, "bounds": [0, "1"]}"#, "bounds[1]: expected a number, got a string"),
            (#"{"kind": "ticks", "value": 0, "neutralValue": 5}"#, "neutralValue: 5 is outside the bounds 0…1"),
            (
                #"{"kind": "ticks", "value": 0, "tickLabels": {"1": "a", "1.0": "b"}}"#,
                "tickLabels.1.0: \"1\" and \"1.0\" name the same tick"
            ),
            (
                #"{"kind": "ticks", "value": 0, "tickLabels": {"one": "a"}}"#,
                "tickLabels.one: 'one' is not a number as JSON writes it"
            ),
            (
                #"{"kind": "ticks", "value": 0, "ticks": [0, 1], "tickLabels": {"0.5": "a"}}"#,
                "tickLabels.0.5: 0.5 is not one of the ticks"
            ),
            (#"{"kind": "range", "value": [0, 1], "histogram": []}"#, "histogram: is empty"),
            (
                #"{"kind": "range", "value": [0, 1], "histogram": [1, -1]}"#,
                "histogram[1]: -1 is not a count (a whole number from 0)"
            ),
            (
                #"{"kind": "range", "value": [0, 1], "countMessage": "{count} results"}"#,
                "countMessage: needs a histogram to count"
            ),
            (#"{"kind": "range", "value": [0, 1], "thumbLabels": ["a"]}"#, "thumbLabels: expected an array of 2 texts"),
            (#"{"kind": "range", "value": [0, 1], "label": ""}"#, "label: must not be empty"),
            (
                #"{"kind": "range", "value": [0, 1], "label": {"id": "x"}}"#,
                "label: expected a string or {\"key\": \"message.id\"}"
            ),
            (
                #"{"kind": "slider", "value": 1, "valueStyle": {"percent": true, "unit": "x"}}"#,
                "valueStyle: expected exactly one of skeleton, currency, percent, unit, message"
            ),
            (
                #"{"kind": "slider", "value": 1, "valueStyle": {"currency": "USD", "precision": 1.5}}"#,
                "valueStyle.precision: expected a whole number from 0 to 15"
            ),
            (
                #"{"kind": "slider", "value": 1, "valueStyle": {"percent": true, "precision": 1}}"#,
                "valueStyle.precision: only a currency style takes a precision"
            ),
            (
                #"{"kind": "slider", "value": 1, "valueStyle": {"currency": "USD", "colour": 1}}"#,
                "valueStyle.colour: unknown field"
            ),
            (#"{"kind": "slider", "value": 1, "layoutDirection": "up"}"#, "layoutDirection: 'up' is not ltr or rtl"),
            (#"{"kind": "slider", "value": 1, "geometry": {"width": -5}}"#, "geometry.width: -5 is negative"),
            (#"{"kind": "slider", "value": 1, "geometry": {"height": 5}}"#, "geometry.height: unknown field"),
        ])
    func errors(_ json: String, _ message: String) {
        do {
            _ = try SliderDescription(json: json)
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(
        "Each fault has its code and field",
        arguments: [
            ("[1]", "notJSON", ""),
            ("{\"kind\": \"range\",", "notJSON", ""),
            (#"{"value": 1}"#, "missingField", "kind"),
            (#"{"kind": "slider"}"#, "missingField", "value"),
            (#"{"kind": "slider", "value": 1, "stpe": 2}"#, "unknownField", "stpe"),
            (#"{"kind": "slider", "value": 1, "minimumSpan": 2}"#, "unknownField", "minimumSpan"),
            (#"{"kind": "slider", "value": 1, "geometry": {"height": 5}}"#, "unknownField", "geometry.height"),
            (#"{"kind": "range", "value": 1}"#, "wrongType", "value"),
            (#"{"kind": "slider", "value": 1, "bounds": [0, "1"]}"#, "wrongType", "bounds[1]"),
            (#"{"kind": "range", "value": [0, 1], "thumbLabels": ["a"]}"#, "wrongType", "thumbLabels"),
            (#"{"kind": "knob", "value": 1}"#, "invalidValue", "kind"),
            (#"{"kind": "slider", "value": 1, "bounds": [300, 20]}"#, "invalidValue", "bounds"),
            (#"{"kind": "slider", "value": 1e400}"#, "invalidValue", "value"),
            (#"{"kind": "range", "value": [0, 1], "histogram": [1, -1]}"#, "invalidValue", "histogram[1]"),
            (#"{"kind": "range", "value": [0, 1], "label": ""}"#, "invalidValue", "label"),
            (#"{"kind": "range", "value": [0, 1], "countMessage": "{count} results"}"#, "notAllowed", "countMessage"),
            (
                #"{"kind": "slider", "value": 1, "valueStyle": {"percent": true, "precision": 1}}"#, "notAllowed",
                "valueStyle.precision"
            ),
        ])
    func codes(_ json: String, _ code: String, _ field: String) throws {
        let error = try #require(throws: SliderDescriptionError.self) { try SliderDescription(json: json) }
        #expect(error.code.name == code, "\(json)")
        #expect(error.field == field, "\(json)")
    }
}
