import SliderCore
import Testing

@Suite("Dragging: relative, after a 2-point threshold, mirrored right to left (the StepLogic article)")
struct DragTests {
    // Default geometry: width 320, thumb 28, travel 292. The price filter's 280 of bounds over
    // 292 points of travel: 14.6 points are 14 of value.

    @Test("The thumb nearer the touch is taken and nothing moves at the start")
    func start() throws {
        let slider = try priceFilter()
        // x 100 is fraction (100 − 14) / 292 ≈ 0.29: nearer the lower thumb (0.14) than the upper (0.57).
        let drag = slider.beginDrag(atX: 100, geometry: .standard)
        #expect(drag.thumb == .lower)
        #expect(drag.startValue == 60)
        #expect(drag.isActive == false)
        #expect(slider.beginDrag(atX: 250, geometry: .standard).thumb == .upper)
    }

    @Test("Below 2 points nothing moves; from then on every move counts, relative to the start")
    func threshold() throws {
        var slider = try priceFilter()
        var drag = slider.beginDrag(atX: 100, geometry: .standard)
        #expect(slider.drag(&drag, translation: 0, geometry: .standard) == nil)
        #expect(slider.drag(&drag, translation: 1.9, geometry: .standard) == nil)
        #expect(slider.lower == 60)  // no jump to the finger at 102.5
        let moved = slider.drag(&drag, translation: 14.6, geometry: .standard)
        #expect(moved?.value == 75)  // 60 + 14 = 74, snapped to 75
        #expect(slider.lower == 75)
        let back = slider.drag(&drag, translation: 1, geometry: .standard)  // below 2, but the drag is on
        #expect(back?.value == 60)  // 60 + 0.96 snaps to 60
        let far = slider.drag(&drag, translation: 200, geometry: .standard)
        #expect(far == MoveOutcome(requested: 250, previous: 60, value: 150, limitedBy: .minimumSpan))
    }

    @Test("Right to left: x becomes width − x and the translation changes sign")
    func rightToLeft() throws {
        var slider = try priceFilter()
        let rtl = SliderGeometry.standard.with(direction: .rightToLeft)
        // x 220 mirrors to 100: the lower thumb.
        var drag = slider.beginDrag(atX: 220, geometry: rtl)
        #expect(drag.thumb == .lower)
        let moved = slider.drag(&drag, translation: 14.6, geometry: rtl)
        #expect(moved?.value == 45)  // 60 − 14 = 46, snapped to 45
    }

    @Test("Nothing moves when the thumb cannot travel")
    func noTravel() throws {
        var slider = try priceFilter()
        let tight = try SliderGeometry(width: 20, thumbSize: 28)
        #expect(tight.travel == 0)
        var drag = slider.beginDrag(atX: 10, geometry: tight)
        #expect(slider.drag(&drag, translation: 50, geometry: tight) == nil)
        #expect(slider.lower == 60 && slider.upper == 180)
    }

    @Test("A single slider drags its one thumb the same way")
    func singleSlider() throws {
        var slider = try Slider(bounds: SliderBounds(lower: 0, upper: 292), step: 1, value: 100)
        var drag = slider.beginDrag()
        #expect(slider.drag(&drag, translation: -1.5, geometry: .standard) == nil)
        #expect(slider.drag(&drag, translation: -30, geometry: .standard)?.value == 70)
        #expect(slider.drag(&drag, translation: 0, geometry: .standard)?.value == 100)
    }

    @Test("Geometry rejects sizes that are not finite or negative")
    func geometryValidation() {
        #expect(throws: SliderInputError.notFinite(field: "geometry.width")) {
            try SliderGeometry(width: .nan)
        }
        #expect(throws: SliderInputError.negative(field: "geometry.thumbSize", -1)) {
            try SliderGeometry(thumbSize: -1)
        }
        #expect(SliderGeometry.standard.fraction(atX: 14) == 0)
        #expect(SliderGeometry.standard.fraction(atX: 306) == 1)
        #expect(SliderGeometry.standard.fraction(atX: .nan) == nil)
    }
}
