import SliderCore
import Testing

@Suite("Events applied to a slider")
struct SliderControlTests {
    @Test("A range needs a thumb; a single slider takes none")
    func thumbs() throws {
        var range = SliderControl(model: .range(try priceFilter()))
        #expect(throws: SliderEventError.thumbRequired) { try range.apply(.adjust(.increment, thumb: nil)) }
        #expect(try range.apply(.focus(thumb: .upper)) == EventOutcome(thumb: .upper, move: nil))
        var single = SliderControl(model: .slider(try Slider(value: 0.5)))
        #expect(throws: SliderEventError.thumbNotAllowed(.lower)) { try single.apply(.set(1, thumb: .lower)) }
        #expect(try single.apply(.set(1, thumb: nil)).move?.value == 1)
    }

    @Test("A bad event leaves the state as it was")
    func badEventsChangeNothing() throws {
        var control = SliderControl(model: .range(try priceFilter()))
        let before = control
        #expect(throws: SliderEventError.noDragInProgress) { try control.apply(.dragMove(translation: 20)) }
        #expect(throws: SliderEventError.noDragInProgress) { try control.apply(.dragEnd) }
        #expect(throws: SliderEventError.notFinite(field: "x")) { try control.apply(.dragStart(x: .nan)) }
        #expect(control == before)
        _ = try control.apply(.dragStart(x: 100))
        let dragging = control
        #expect(throws: SliderEventError.notFinite(field: "dx")) { try control.apply(.dragMove(translation: .infinity)) }
        #expect(control == dragging)
    }

    @Test("A drag through events: start, moves, end reports the whole drag")
    func dragEvents() throws {
        var control = SliderControl(model: .range(try priceFilter()))
        #expect(try control.apply(.dragStart(x: 250)) == EventOutcome(thumb: .upper, move: nil))
        #expect(try control.apply(.dragMove(translation: 1)).move == nil)
        #expect(try control.apply(.dragMove(translation: 29.2)).move?.value == 210)
        let end = try control.apply(.dragEnd)
        #expect(end.move == MoveOutcome(requested: 210, previous: 180, value: 210, limitedBy: nil))
        #expect(control.drag == nil)
        #expect(control.model.value(of: .upper) == 210)
    }

    @Test("A tick slider's drag settles on a tick at its end")
    func tickDragEvents() throws {
        var control = SliderControl(model: .ticks(try speedSlider(step: 0)))
        _ = try control.apply(.dragStart(x: 160))
        _ = try control.apply(.dragMove(translation: 58.4))
        let end = try control.apply(.dragEnd)
        #expect(end.move?.previous == 1)
        #expect(end.move?.value == 1.5)
        #expect(control.model.value(of: nil) == 1.5)
    }

    @Test("Right to left through events: a drag to the right lowers the value")
    func rightToLeftEvents() throws {
        var control = SliderControl(
            model: .slider(try Slider(bounds: SliderBounds(lower: 0, upper: 292), step: 1, value: 100)),
            geometry: SliderGeometry.standard.with(direction: .rightToLeft))
        _ = try control.apply(.dragStart(x: 100))
        #expect(try control.apply(.dragMove(translation: 30)).move?.value == 70)
    }
}
