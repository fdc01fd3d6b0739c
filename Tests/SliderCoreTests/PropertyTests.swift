import TestSupport
import Testing

@testable import SliderCore

/// Invariants of the range slider, each over 10,000 seeded random cases. A failure names the
/// seed of its case so it can be replayed.
@Suite("Range slider properties")
struct PropertyTests {
    static let cases = 10_000

    /// A random valid range slider whose range keeps the minimum span when the bounds allow.
    static func slider(_ random: inout SeededRandom) -> RangeSlider {
        let bounds = random.bounds()
        let step = random.step(for: bounds.length)
        let span =
            Int.random(in: 0..<3, using: &random) == 0 ? 0 : Double.random(in: -10...(bounds.length * 0.6 + 1), using: &random)
        let a = Double.random(in: bounds.lower...bounds.upper, using: &random)
        let b = Double.random(in: bounds.lower...bounds.upper, using: &random)
        var slider = try! RangeSlider(bounds: bounds, step: step, minimumSpan: span, lower: min(a, b), upper: max(a, b))
        // Two moves make the start obey the step and the span.
        slider.set(.upper, to: slider.upper)
        slider.set(.lower, to: slider.lower)
        return slider
    }

    enum Operation {
        case set(Thumb, Double)
        case adjust(Thumb, AdjustAction)
        case drag(x: Double, translations: [Double])
    }

    static func operation(_ random: inout SeededRandom, bounds: SliderBounds) -> Operation {
        let thumb: Thumb = Bool.random(using: &random) ? .lower : .upper
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let value =
                Bool.random(using: &random)
                ? Double.random(in: (bounds.lower - 50)...(bounds.upper + 50), using: &random)
                : random.anyDouble()
            return .set(thumb, value)
        case 1:
            return .adjust(thumb, AdjustAction.allCases.randomElement(using: &random)!)
        default:
            let moves = (0..<Int.random(in: 1...4, using: &random)).map { _ in Double.random(in: -400...400, using: &random) }
            return .drag(x: Double.random(in: -20...340, using: &random), translations: moves)
        }
    }

    /// Applies an operation; returns the outcomes and the thumb they moved.
    static func apply(_ operation: Operation, to slider: inout RangeSlider, geometry: SliderGeometry) -> [(Thumb, MoveOutcome)] {
        switch operation {
        case .set(let thumb, let value):
            return [(thumb, slider.set(thumb, to: value))]
        case .adjust(let thumb, let action):
            return [(thumb, slider.adjust(thumb, action))]
        case .drag(let x, let translations):
            var drag = slider.beginDrag(atX: x, geometry: geometry)
            return translations.compactMap { translation in
                slider.drag(&drag, translation: translation, geometry: geometry).map { (drag.thumb!, $0) }
            }
        }
    }

    @Test("lower ≤ upper, both inside the bounds, the span kept whenever the bounds allow it")
    func orderBoundsAndSpan() {
        for seed in 0..<UInt64(Self.cases) {
            var random = SeededRandom(seed: seed)
            var slider = Self.slider(&random)
            let spanFits = slider.minimumSpan <= slider.bounds.length
            for _ in 0..<6 {
                _ = Self.apply(Self.operation(&random, bounds: slider.bounds), to: &slider, geometry: .standard)
                #expect(slider.lower <= slider.upper, "seed \(seed)")
                #expect(slider.bounds.contains(slider.lower) && slider.bounds.contains(slider.upper), "seed \(seed)")
                if spanFits {
                    // Within the rounding of `upper − span` itself.
                    let slack = 4 * max(abs(slider.upper), abs(slider.lower), slider.minimumSpan).ulp
                    #expect(slider.upper - slider.lower >= slider.minimumSpan - slack, "seed \(seed)")
                }
            }
        }
    }

    @Test("Values are on the step grid unless on a bound or held by the other thumb or the span")
    func onGridUnlessHeld() {
        for seed in 0..<UInt64(Self.cases) {
            var random = SeededRandom(seed: seed)
            var slider = Self.slider(&random)
            for _ in 0..<4 {
                for (thumb, outcome) in Self.apply(
                    Self.operation(&random, bounds: slider.bounds), to: &slider, geometry: .standard)
                {
                    let other = slider.value(of: thumb.other)
                    let held =
                        thumb == .lower
                        ? [other, other - slider.minimumSpan] : [other, other + slider.minimumSpan]
                    let onBound = outcome.value == slider.bounds.lower || outcome.value == slider.bounds.upper
                    #expect(slider.grid.isOnGrid(outcome.value) || onBound || held.contains(outcome.value), "seed \(seed)")
                }
            }
        }
    }

    @Test("limitedBy agrees with the rule of §1.1: compare the snapped request with the result")
    func limitedByRule() {
        for seed in 0..<UInt64(Self.cases) {
            var random = SeededRandom(seed: seed)
            var slider = Self.slider(&random)
            for _ in 0..<4 {
                for (thumb, outcome) in Self.apply(
                    Self.operation(&random, bounds: slider.bounds), to: &slider, geometry: .standard)
                {
                    let r = outcome.requested
                    let v = outcome.value
                    let heldBySpan: LimitReason = slider.minimumSpan > 0 ? .minimumSpan : .otherThumb
                    let expected: LimitReason?
                    if v == r || r.isNaN {
                        expected = nil
                    } else if thumb == .lower {
                        expected = v > r ? .bound : heldBySpan
                    } else {
                        expected = v < r ? .bound : heldBySpan
                    }
                    #expect(outcome.limitedBy == expected, "seed \(seed)")
                    #expect(outcome.changed == (outcome.previous != v), "seed \(seed)")
                }
            }
        }
    }

    @Test("Snapping is idempotent where the bounds lie on the grid")
    func snappingIdempotent() throws {
        for seed in 0..<UInt64(Self.cases) {
            var random = SeededRandom(seed: seed)
            let lower =
                Double.random(in: -1000...1000, using: &random).rounded() / [1, 10, 100][Int.random(in: 0..<3, using: &random)]
            let step = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 0.3, 0.7][Int.random(in: 0..<12, using: &random)]
            let stops = Double(Int.random(in: 0...500, using: &random))
            // The upper bound as a decimal stop (every lower and step here has at most 2 places).
            let upper = ((lower + stops * step) * 100).rounded() / 100
            let grid = try StepGrid(bounds: SliderBounds(lower: lower, upper: upper), step: step)
            let value = Double.random(in: (lower - 100)...(upper + 100), using: &random)
            let once = grid.snap(value)
            #expect(grid.snap(once) == once, "seed \(seed)")
            #expect(grid.gridValue(grid.gridValue(value)) == grid.gridValue(value), "seed \(seed)")
        }
    }

    @Test("A drag that has not reached 2 points changes nothing")
    func zeroDrag() {
        for seed in 0..<UInt64(Self.cases) {
            var random = SeededRandom(seed: seed)
            var slider = Self.slider(&random)
            let before = slider
            var drag = slider.beginDrag(atX: Double.random(in: 0...320, using: &random), geometry: .standard)
            #expect(slider.drag(&drag, translation: 0, geometry: .standard) == nil, "seed \(seed)")
            #expect(
                slider.drag(&drag, translation: Double.random(in: -1.999...1.999, using: &random), geometry: .standard) == nil)
            #expect(slider == before, "seed \(seed)")
        }
    }

    @Test("A right-to-left drag of +d equals a left-to-right drag of −d")
    func mirroredDrag() {
        let rtl = SliderGeometry.standard.with(direction: .rightToLeft)
        for seed in 0..<UInt64(Self.cases) {
            var random = SeededRandom(seed: seed)
            var left = Self.slider(&random)
            var right = left
            let x = Double.random(in: 0...320, using: &random)
            let d = Double.random(in: -400...400, using: &random)
            var rightDrag = right.beginDrag(atX: x, geometry: rtl)
            var leftDrag = left.beginDrag(atX: SliderGeometry.standard.width - x, geometry: .standard)
            #expect(rightDrag.thumb == leftDrag.thumb, "seed \(seed)")
            let rightMove = right.drag(&rightDrag, translation: d, geometry: rtl)
            let leftMove = left.drag(&leftDrag, translation: -d, geometry: .standard)
            #expect(rightMove == leftMove, "seed \(seed)")
            #expect(right == left, "seed \(seed)")
        }
    }

    @Test("No operation traps on any double, and the state stays valid")
    func totalOnAnyDouble() throws {
        for seed in 0..<UInt64(Self.cases) {
            var random = SeededRandom(seed: seed)
            let ends = [random.anyDouble(), random.anyDouble()].filter(\.isFinite).sorted()
            guard ends.count == 2 else { continue }
            let bounds = try SliderBounds(lower: ends[0], upper: ends[1])
            let step = abs(random.anyDouble())
            let span = random.anyDouble()
            guard step.isFinite, span.isFinite else { continue }
            var slider = try RangeSlider(bounds: bounds, step: step, minimumSpan: span, lower: bounds.lower, upper: bounds.upper)
            var single = try TickSlider(
                bounds: bounds, step: step, value: random.anyDouble().isFinite ? bounds.lower : bounds.upper,
                ticks: (0..<3).map { _ in random.anyDouble() })
            let geometry = try SliderGeometry(width: [0, 20, 320, 1e308][Int.random(in: 0..<4, using: &random)], thumbSize: 28)
            for _ in 0..<8 {
                let value = random.anyDouble()
                let thumb: Thumb = Bool.random(using: &random) ? .lower : .upper
                slider.set(thumb, to: value)
                slider.adjust(thumb, AdjustAction.allCases.randomElement(using: &random)!)
                var drag = slider.beginDrag(atX: random.anyDouble(), geometry: geometry)
                slider.drag(&drag, translation: random.anyDouble(), geometry: geometry)
                single.set(value)
                single.adjust(AdjustAction.allCases.randomElement(using: &random)!)
                var tickDrag = single.beginDrag()
                single.drag(&tickDrag, translation: random.anyDouble(), geometry: geometry)
                single.endDrag(tickDrag)
                _ = slider.thumb(forTouchAt: random.anyDouble())
                _ = bounds.position(of: random.anyDouble())
                #expect(!slider.lower.isNaN && !slider.upper.isNaN && slider.lower <= slider.upper, "seed \(seed)")
                #expect(bounds.contains(slider.lower) && bounds.contains(slider.upper), "seed \(seed)")
                #expect(bounds.contains(single.value), "seed \(seed)")
                let limits = slider.limits(of: thumb)
                #expect(limits.minimum <= limits.maximum, "seed \(seed)")
            }
        }
    }
}
