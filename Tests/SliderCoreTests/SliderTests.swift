import SliderCore
import Testing

@Suite("Single slider (the StepLogic article)")
struct SliderTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let move: @Sendable (inout Slider) -> MoveOutcome
        let value: Double
        let limitedBy: LimitReason?
        var testDescription: String { name }
    }

    @Test(
        "Bounds 0…1, step 0.1, from 0.5",
        arguments: [
            Row(name: "increment", move: { $0.adjust(.increment) }, value: 0.6, limitedBy: nil),
            Row(name: "decrement", move: { $0.adjust(.decrement) }, value: 0.4, limitedBy: nil),
            Row(name: "page up: a tenth, one step", move: { $0.adjust(.pageIncrement) }, value: 0.6, limitedBy: nil),
            Row(name: "home", move: { $0.adjust(.home) }, value: 0, limitedBy: nil),
            Row(name: "end", move: { $0.adjust(.end) }, value: 1, limitedBy: nil),
            Row(name: "set 0.44 snaps", move: { $0.set(0.44) }, value: 0.4, limitedBy: nil),
            Row(name: "set 0.25 snaps away from zero", move: { $0.set(0.25) }, value: 0.3, limitedBy: nil),
            Row(name: "set 7 clamps", move: { $0.set(7) }, value: 1, limitedBy: .bound),
            Row(name: "set −1 clamps", move: { $0.set(-1) }, value: 0, limitedBy: .bound),
            Row(name: "set +inf goes to the upper bound", move: { $0.set(.infinity) }, value: 1, limitedBy: .bound),
            Row(name: "set −inf goes to the lower bound", move: { $0.set(-.infinity) }, value: 0, limitedBy: .bound),
            Row(name: "set NaN leaves the value", move: { $0.set(.nan) }, value: 0.5, limitedBy: nil),
        ])
    func moves(_ row: Row) throws {
        var slider = try Slider(bounds: .unit, step: 0.1, value: 0.5)
        let outcome = row.move(&slider)
        #expect(outcome.value == row.value)
        #expect(slider.value == row.value)
        #expect(outcome.limitedBy == row.limitedBy)
        #expect(outcome.previous == 0.5)
    }

    @Test("At the bound an increment is limited and changes nothing")
    func atBound() throws {
        var slider = try Slider(bounds: .unit, step: 0.1, value: 1)
        let outcome = slider.adjust(.increment)
        #expect(outcome.limitedBy == .bound)
        #expect(outcome.changed == false)
    }

    @Test("The initial value is clamped, not snapped")
    func initialValue() throws {
        #expect(try Slider(bounds: .unit, step: 0.1, value: 1.7).value == 1)
        #expect(try Slider(bounds: .unit, step: 0.1, value: 0.55).value == 0.55)
        #expect(throws: SliderInputError.notFinite(field: "value")) {
            try Slider(value: .infinity)
        }
    }

    @Test("Continuous: a twentieth of the length")
    func continuous() throws {
        var slider = try Slider(bounds: SliderBounds(lower: -10, upper: 10), value: 0)
        #expect(slider.adjust(.increment).value == 1)
        #expect(slider.adjust(.pageDecrement).value == -1)
        #expect(slider.limits == ThumbLimits(minimum: -10, maximum: 10))
    }
}
