import SliderCore
import Testing

/// The reference price filter: bounds 20…300, step 5, minimum span 30, range 60…180.
func priceFilter(lower: Double = 60, upper: Double = 180, step: Double = 5, span: Double = 30) throws -> RangeSlider {
    try RangeSlider(bounds: SliderBounds(lower: 20, upper: 300), step: step, minimumSpan: span, lower: lower, upper: upper)
}

@Suite("Range slider setters and why a move stops short (the StepLogic article)")
struct RangeSliderSetterTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let thumb: Thumb
        let request: Double
        let requested: Double
        let value: Double
        let limitedBy: LimitReason?
        var testDescription: String { "\(thumb) ← \(request): \(value), \(limitedBy.map(\.rawValue) ?? "none")" }
    }

    @Test(
        "Price filter 60…180",
        arguments: [
            Row(thumb: .lower, request: 100, requested: 100, value: 100, limitedBy: nil),
            Row(thumb: .lower, request: 62, requested: 60, value: 60, limitedBy: nil),
            Row(thumb: .lower, request: 10, requested: 10, value: 20, limitedBy: .bound),
            Row(thumb: .lower, request: 170, requested: 170, value: 150, limitedBy: .minimumSpan),
            Row(thumb: .lower, request: 400, requested: 400, value: 150, limitedBy: .minimumSpan),
            Row(thumb: .lower, request: -.infinity, requested: -.infinity, value: 20, limitedBy: .bound),
            Row(thumb: .lower, request: .infinity, requested: .infinity, value: 20, limitedBy: .minimumSpan),
            Row(thumb: .upper, request: 290, requested: 290, value: 290, limitedBy: nil),
            Row(thumb: .upper, request: 182.5, requested: 185, value: 185, limitedBy: nil),
            Row(thumb: .upper, request: 400, requested: 400, value: 300, limitedBy: .bound),
            Row(thumb: .upper, request: 70, requested: 70, value: 90, limitedBy: .minimumSpan),
            Row(thumb: .upper, request: .infinity, requested: .infinity, value: 300, limitedBy: .bound),
            Row(thumb: .upper, request: -.infinity, requested: -.infinity, value: 300, limitedBy: .minimumSpan),
        ])
    func priceFilterSetters(_ row: Row) throws {
        var slider = try priceFilter()
        let outcome = slider.set(row.thumb, to: row.request)
        #expect(outcome.requested == row.requested)
        #expect(outcome.value == row.value)
        #expect(slider.value(of: row.thumb) == row.value)
        #expect(outcome.limitedBy == row.limitedBy)
        #expect(slider.value(of: row.thumb.other) == (row.thumb == .lower ? 180 : 60))
    }

    @Test("NaN sends the lower thumb to min(bounds.lower, upper), limited by nothing it can compare")
    func nanRequest() throws {
        var slider = try priceFilter()
        let outcome = slider.set(.lower, to: .nan)
        #expect(outcome.value == 20)
        #expect(outcome.limitedBy == nil)
        #expect(outcome.requested.isNaN)
    }

    @Test("With no minimum span the thumbs hold each other")
    func otherThumb() throws {
        var slider = try RangeSlider(bounds: SliderBounds(lower: 0, upper: 100), step: 1, lower: 40, upper: 50)
        let lower = slider.set(.lower, to: 60)
        #expect(lower.value == 50)
        #expect(lower.limitedBy == .otherThumb)
        var other = try RangeSlider(bounds: SliderBounds(lower: 0, upper: 100), step: 1, lower: 40, upper: 50)
        let upper = other.set(.upper, to: 30)
        #expect(upper.value == 40)
        #expect(upper.limitedBy == .otherThumb)
    }

    @Test("A minimum span longer than the bounds pins the thumbs to the ends")
    func spanLongerThanBounds() throws {
        var slider = try RangeSlider(bounds: SliderBounds(lower: 0, upper: 10), minimumSpan: 20, lower: 3, upper: 7)
        #expect(slider.set(.lower, to: 5) == MoveOutcome(requested: 5, previous: 3, value: 0, limitedBy: .minimumSpan))
        #expect(slider.set(.upper, to: 5) == MoveOutcome(requested: 5, previous: 7, value: 10, limitedBy: .minimumSpan))
        #expect(slider.lower == 0 && slider.upper == 10)
        #expect(slider.limits(of: .lower) == ThumbLimits(minimum: 0, maximum: 0))
        #expect(slider.limits(of: .upper) == ThumbLimits(minimum: 10, maximum: 10))
    }

    @Test("Bounds of zero length: every position is 0 and nothing moves")
    func zeroLength() throws {
        var slider = try RangeSlider(bounds: SliderBounds(lower: 5, upper: 5), step: 1, lower: 5, upper: 5)
        for action in AdjustAction.allCases {
            #expect(slider.adjust(.lower, action).changed == false)
            #expect(slider.adjust(.upper, action).changed == false)
        }
        #expect(slider.set(.upper, to: 9).value == 5)
        #expect(slider.position(of: .lower) == 0 && slider.position(of: .upper) == 0)
    }

    @Test("A change is reported only when the value really changed")
    func changeReporting() throws {
        var slider = try priceFilter()
        #expect(slider.set(.lower, to: 61).changed == false)  // snaps back to 60
        #expect(slider.set(.lower, to: 63).changed == true)  // 65
        #expect(slider.set(.lower, to: 65).changed == false)
        #expect(slider.adjust(.lower, .home).changed == true)
        #expect(slider.adjust(.lower, .home).changed == false)
    }

    @Test("The initial range is clamped into the bounds, not snapped or pushed apart (the StepLogic article)")
    func initialRange() throws {
        let clamped = try priceFilter(lower: 3, upper: 2000)
        #expect(clamped.lower == 20 && clamped.upper == 300)
        let unsnapped = try priceFilter(lower: 61, upper: 62)
        #expect(unsnapped.lower == 61 && unsnapped.upper == 62)
        // The first move applies the step and the span.
        var slider = unsnapped
        #expect(slider.set(.upper, to: 62) == MoveOutcome(requested: 60, previous: 62, value: 91, limitedBy: .minimumSpan))
    }
}

@Suite("Range slider adjust actions and limits (the StepLogic article)")
struct RangeSliderAdjustTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let thumb: Thumb
        let action: AdjustAction
        let value: Double
        let limitedBy: LimitReason?
        var testDescription: String { "\(thumb) \(action) → \(value)" }
    }

    @Test(
        "Price filter 60…180",
        arguments: [
            Row(thumb: .lower, action: .increment, value: 65, limitedBy: nil),
            Row(thumb: .lower, action: .decrement, value: 55, limitedBy: nil),
            Row(thumb: .lower, action: .pageIncrement, value: 90, limitedBy: nil),
            Row(thumb: .lower, action: .pageDecrement, value: 30, limitedBy: nil),
            Row(thumb: .lower, action: .home, value: 20, limitedBy: nil),
            Row(thumb: .lower, action: .end, value: 150, limitedBy: .minimumSpan),
            Row(thumb: .upper, action: .increment, value: 185, limitedBy: nil),
            Row(thumb: .upper, action: .decrement, value: 175, limitedBy: nil),
            Row(thumb: .upper, action: .pageIncrement, value: 210, limitedBy: nil),
            Row(thumb: .upper, action: .pageDecrement, value: 150, limitedBy: nil),
            Row(thumb: .upper, action: .home, value: 90, limitedBy: .minimumSpan),
            Row(thumb: .upper, action: .end, value: 300, limitedBy: nil),
        ])
    func adjust(_ row: Row) throws {
        var slider = try priceFilter()
        let outcome = slider.adjust(row.thumb, row.action)
        #expect(outcome.value == row.value)
        #expect(outcome.limitedBy == row.limitedBy)
    }

    @Test("At a bound a move is limited by it and changes nothing")
    func atBounds() throws {
        var slider = try priceFilter(lower: 20, upper: 300)
        #expect(slider.adjust(.lower, .decrement) == MoveOutcome(requested: 15, previous: 20, value: 20, limitedBy: .bound))
        #expect(slider.adjust(.upper, .increment) == MoveOutcome(requested: 305, previous: 300, value: 300, limitedBy: .bound))
        #expect(slider.adjust(.lower, .pageDecrement).limitedBy == .bound)
        #expect(slider.isAtBound(.lower) && slider.isAtBound(.upper))
    }

    @Test("An upper bound off the grid: End gives 290, a decrement from 300 gives 260")
    func offGridUpperBound() throws {
        var end = try priceFilter(lower: 20, upper: 200, step: 30, span: 0)
        #expect(end.adjust(.upper, .end).value == 290)
        var decrement = try priceFilter(lower: 20, upper: 300, step: 30, span: 0)
        #expect(decrement.adjust(.upper, .decrement).value == 260)
        // An increment from 290 asks for 320, which the bound clamps.
        #expect(end.adjust(.upper, .increment) == MoveOutcome(requested: 320, previous: 290, value: 300, limitedBy: .bound))
    }

    @Test("Continuous slider: a twentieth of the length a step, a tenth a page")
    func continuous() throws {
        var slider = try RangeSlider(bounds: SliderBounds(lower: 0, upper: 100), lower: 50, upper: 80)
        #expect(slider.adjust(.lower, .decrement).value == 45)
        #expect(slider.adjust(.lower, .pageIncrement).value == 55)
        #expect(slider.adjust(.upper, .increment).value == 85)
    }

    @Test("Effective limits: lower bounds.lower…upper−span, upper lower+span…bounds.upper")
    func limits() throws {
        let slider = try priceFilter()
        #expect(slider.limits(of: .lower) == ThumbLimits(minimum: 20, maximum: 150))
        #expect(slider.limits(of: .upper) == ThumbLimits(minimum: 90, maximum: 300))
        let crowded = try priceFilter(lower: 290, upper: 300)
        #expect(crowded.limits(of: .lower) == ThumbLimits(minimum: 20, maximum: 270))
        #expect(crowded.limits(of: .upper) == ThumbLimits(minimum: 300, maximum: 300))
        let low = try priceFilter(lower: 20, upper: 35)
        #expect(low.limits(of: .lower) == ThumbLimits(minimum: 20, maximum: 20))
        #expect(low.limits(of: .upper) == ThumbLimits(minimum: 50, maximum: 300))
    }
}

@Suite("Which thumb a touch takes (the StepLogic article)")
struct ThumbChoiceTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let lower, upper, touch: Double
        let thumb: Thumb
        var testDescription: String { "thumbs \(lower), \(upper), touch \(touch) → \(thumb)" }
    }

    @Test(arguments: [
        Row(lower: 0.2, upper: 0.8, touch: 0.3, thumb: .lower),
        Row(lower: 0.2, upper: 0.8, touch: 0.6, thumb: .upper),
        Row(lower: 0.2, upper: 0.8, touch: 0.0, thumb: .lower),
        Row(lower: 0.25, upper: 0.75, touch: 0.5, thumb: .upper),  // tie, touch above the lower thumb
        Row(lower: 0.5, upper: 0.5, touch: 0.4, thumb: .lower),  // tie, touch below
        Row(lower: 0.5, upper: 0.5, touch: 0.7, thumb: .upper),  // tie, touch above
        Row(lower: 0, upper: 0, touch: 0, thumb: .upper),  // all at the start: upper can move away
        Row(lower: 1, upper: 1, touch: 1, thumb: .lower),  // all at the end: lower can move away
        Row(lower: 0.5, upper: 0.5, touch: 0.5, thumb: .upper),  // the middle is not past it
        Row(lower: 0.6, upper: 0.6, touch: 0.6, thumb: .lower),
        Row(lower: 0, upper: 0, touch: -0.3, thumb: .lower),  // beside the track, below
    ])
    func choice(_ row: Row) throws {
        let slider = try RangeSlider(lower: row.lower, upper: row.upper)
        #expect(slider.thumb(forTouchAt: row.touch) == row.thumb)
    }
}
