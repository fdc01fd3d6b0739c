import SliderCore

/// A fixed, seeded mix of pipeline events for a range slider, as a screen-reader user makes
/// them: adjusts of both thumbs, sets (some beyond the bounds or past the other thumb), drags
/// of one to three moves, and focus. Values and counts change and limits happen.
///
/// Each event comes both as a ``SliderEvent`` and as the JSON line `slider-speech pipeline`
/// reads, so the in-process cases and the whole-process figure replay the same work.
package struct EventMix {
    /// The events, in order.
    package let events: [SliderEvent]
    /// The same events as pipeline lines, without line feeds.
    package let lines: [[UInt8]]

    /// Makes exactly `count` events; every drag that starts also ends.
    /// - Parameters:
    ///   - bounds: the slider's bounds; sets aim up to a tenth beyond them.
    ///   - width: the track's width in points, where drags start.
    package init(count: Int, seed: UInt64, bounds: ClosedRange<Double>, width: Double) {
        var generator = SeededGenerator(seed: seed)
        var events: [SliderEvent] = []
        var lines: [[UInt8]] = []
        events.reserveCapacity(count)
        lines.reserveCapacity(count)
        func add(_ event: SliderEvent, _ line: String) {
            events.append(event)
            lines.append(Array(line.utf8))
        }
        let margin = (bounds.upperBound - bounds.lowerBound) / 10
        while events.count < count {
            let thumb: Thumb = Bool.random(using: &generator) ? .lower : .upper
            let roll = Int.random(in: 0..<100, using: &generator)
            switch roll {
            case 0..<45:
                let action: AdjustAction = Bool.random(using: &generator) ? .increment : .decrement
                add(.adjust(action, thumb: thumb), #"{"type":"\#(action.rawValue)","thumb":"\#(thumb.rawValue)"}"#)
            case 45..<53:
                let action: AdjustAction = Bool.random(using: &generator) ? .pageIncrement : .pageDecrement
                add(.adjust(action, thumb: thumb), #"{"type":"\#(action.rawValue)","thumb":"\#(thumb.rawValue)"}"#)
            case 53..<57:
                let action: AdjustAction = Bool.random(using: &generator) ? .home : .end
                add(.adjust(action, thumb: thumb), #"{"type":"\#(action.rawValue)","thumb":"\#(thumb.rawValue)"}"#)
            case 57..<72:
                // Whole numbers, most off the step grid: the setters snap and clamp them.
                let low = Int((bounds.lowerBound - margin).rounded(.down))
                let high = Int((bounds.upperBound + margin).rounded(.up))
                let value = Int.random(in: low...high, using: &generator)
                add(.set(Double(value), thumb: thumb), #"{"type":"set","thumb":"\#(thumb.rawValue)","value":\#(value)}"#)
            case 72..<85 where events.count + 2 <= count:
                // A drag fits whole: its start, one to three moves, its end.
                let x = Int.random(in: 0...Int(width), using: &generator)
                add(.dragStart(x: Double(x)), #"{"type":"dragStart","x":\#(x)}"#)
                for _ in 0..<Int.random(in: 1...3, using: &generator) where events.count < count - 1 {
                    let dx = Int.random(in: -Int(width) / 3...Int(width) / 3, using: &generator)
                    add(.dragMove(translation: Double(dx)), #"{"type":"dragMove","dx":\#(dx)}"#)
                }
                add(.dragEnd, #"{"type":"dragEnd"}"#)
            default:
                add(.focus(thumb: thumb), #"{"type":"focus","thumb":"\#(thumb.rawValue)"}"#)
            }
        }
        self.events = events
        self.lines = lines
    }

    /// The lines joined, each with its line feed: the standard input of a pipeline process.
    package var input: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.reduce(0) { $0 + $1.count + 1 })
        for line in lines {
            bytes += line
            bytes.append(0x0A)
        }
        return bytes
    }
}
