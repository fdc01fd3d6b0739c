import SliderCore
import SliderSpeech

/// Every state a slider can reach from its description's value with the keyboard, and for each
/// state and key the next state and what to announce: the tables the web page's script runs on.
///
/// The page's script holds no step logic of its own. It looks up the key in the table the core
/// computed, so a move on the page says exactly what the `pipeline` command says for the same
/// events. The states are found by a breadth-first walk over the six adjust actions of each
/// thumb, starting from the description's value:
/// - a stepped slider's states are exact (the price filter, 57 positions a thumb and at least
///   30 apart, has 1,326 reachable pairs);
/// - a continuous slider (no `step`) runs on a grid of ``maximumPositions`` positions, the bounds
///   cut into 200 equal parts: its starting value is put on the nearest grid position, and as it
///   moves by a twentieth of its length and pages by a tenth, every state it reaches lies on
///   that grid.
///
/// A thumb may take at most ``maximumPositions`` distinct values; a stepped slider whose keyboard
/// walk reaches more (a very fine step) cannot be tabled and is an error.
public struct SliderStateTable: Hashable, Sendable {
    /// The most distinct values one thumb may take in the table (201).
    public static let maximumPositions = 201

    /// The keys of the table, in the order of each state's moves.
    public static let actions: [AdjustAction] = [.increment, .decrement, .pageIncrement, .pageDecrement, .home, .end]

    /// One thumb in one state.
    public struct ThumbState: Hashable, Sendable {
        /// The value (`aria-valuenow`).
        public let value: Double
        /// Index into ``strings`` of the value text (`aria-valuetext`, the visible value).
        public let valueText: Int
        /// The thumb's effective limits (`aria-valuemin`, `aria-valuemax`).
        public let minimum: Double
        /// The largest value the thumb may take now (`aria-valuemax`).
        public let maximum: Double
    }

    /// What one key does in one state.
    public struct Move: Hashable, Sendable {
        /// The index of the state the key leads to (the same state when nothing moves).
        public let next: Int
        /// Index into ``strings`` of the speech form for the assertive live region (the value or
        /// the limit), or `nil` when nothing is said.
        public let assertive: Int?
        /// Index into ``strings`` of the speech form for the polite live region (the count, when
        /// it changed), or `nil`.
        public let polite: Int?
    }

    /// One reachable state.
    public struct State: Hashable, Sendable {
        /// One entry per thumb, in element order (lower, upper; or the one thumb).
        public let thumbs: [ThumbState]
        /// `moves[thumb][action]`, actions in the order of ``SliderStateTable/actions``.
        public let moves: [[Move]]
        /// Index into ``strings`` of the count's speech form in this state, when there is a count.
        public let count: Int?
    }

    /// Every text the table refers to, each once.
    public let strings: [String]
    /// The states; the first is the description's own.
    public let states: [State]
    /// Whether the track runs right to left (ArrowLeft increments).
    public let rightToLeft: Bool

    /// Why a table cannot be built.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// One line for people.
        public let description: String
    }

    /// Walks every state reachable from the announcer's state with the keyboard.
    /// - Parameter announcer: The slider, in the state the page starts in.
    /// - Throws: ``Failure`` when a thumb would take more than ``maximumPositions`` values, or a
    ///   text cannot be formatted.
    public init(announcer: SliderAnnouncer) throws(Failure) {
        let thumbs: [Thumb?]
        switch announcer.control.model {
        case .range: thumbs = [.lower, .upper]
        case .slider, .ticks: thumbs = [nil]
        }
        var strings: [String] = []
        var stringIndex: [String: Int] = [:]
        func intern(_ text: String) -> Int {
            if let index = stringIndex[text] { return index }
            strings.append(text)
            stringIndex[text] = strings.count - 1
            return strings.count - 1
        }
        let bounds = announcer.control.model.bounds
        let continuous = announcer.description.step == 0 && bounds.upper > bounds.lower
        let gridParts = Double(Self.maximumPositions - 1)
        /// A value's place on the continuous slider's grid.
        func gridValue(_ value: Double) -> Double {
            let part = ((value - bounds.lower) / (bounds.upper - bounds.lower) * gridParts).rounded()
            return bounds.lower + part / gridParts * (bounds.upper - bounds.lower)
        }
        func key(_ announcer: SliderAnnouncer) -> [Double] {
            thumbs.map { continuous ? gridValue(announcer.control.model.value(of: $0)) : announcer.control.model.value(of: $0) }
        }
        var start = announcer
        if continuous {
            // The upper thumb first, so that a lower thumb moved up never meets it on the way.
            for thumb in thumbs.reversed() {
                let value = start.control.model.value(of: thumb)
                if gridValue(value) != value { _ = try? start.handle(.set(gridValue(value), thumb: thumb)) }
            }
        }
        var announcers = [start]
        var index: [[Double]: Int] = [key(start): 0]
        var positions = Array(repeating: Set<Double>(), count: thumbs.count)
        var states: [State] = []
        var cursor = 0
        do {
            while cursor < announcers.count {
                let current = announcers[cursor]
                cursor += 1
                let elements = try current.elements()
                var thumbStates: [ThumbState] = []
                for (position, element) in elements.enumerated() {
                    let value = continuous ? gridValue(element.value) : element.value
                    positions[position].insert(value)
                    if positions[position].count > Self.maximumPositions {
                        throw Failure(
                            description: "the keyboard reaches more than \(Self.maximumPositions) values of one thumb; "
                                + "the page's tables hold at most \(Self.maximumPositions) (use a coarser step)")
                    }
                    thumbStates.append(
                        ThumbState(
                            value: value, valueText: intern(element.valueText),
                            minimum: continuous ? gridValue(element.limits.minimum) : element.limits.minimum,
                            maximum: continuous ? gridValue(element.limits.maximum) : element.limits.maximum))
                }
                var moves: [[Move]] = []
                for thumb in thumbs {
                    var row: [Move] = []
                    for action in Self.actions {
                        var next = current
                        let result = try next.handle(.adjust(action, thumb: thumb))
                        let nextKey = key(next)
                        let nextIndex: Int
                        if let known = index[nextKey] {
                            nextIndex = known
                        } else {
                            nextIndex = announcers.count
                            index[nextKey] = nextIndex
                            announcers.append(next)
                        }
                        let assertive = result.announcements.first { $0.politeness == .assertive }
                        let polite = result.announcements.first { $0.politeness == .polite }
                        row.append(
                            Move(
                                next: nextIndex, assertive: assertive.map { intern($0.speech) },
                                polite: polite.map { intern($0.speech) }))
                    }
                    moves.append(row)
                }
                let count = try current.count().map { intern($0.content.speech) }
                states.append(State(thumbs: thumbStates, moves: moves, count: count))
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(error)")
        }
        self.strings = strings
        self.states = states
        self.rightToLeft = announcer.layoutDirection == .rightToLeft
    }

    /// The table as the compact JSON the page's script reads:
    /// `{"strings": […], "rtl": bool, "thumbs": n, "states": [[value, text, min, max, …per thumb,
    /// count, next, assertive, polite, …per thumb and action], …]}`, with -1 for "none".
    package var json: JSONValue {
        var rows: [JSONValue] = []
        rows.reserveCapacity(states.count)
        for state in states {
            var row: [JSONValue] = []
            for thumb in state.thumbs {
                row += [.number(thumb.value), .number(thumb.valueText), .number(thumb.minimum), .number(thumb.maximum)]
            }
            row.append(.number(state.count ?? -1))
            for moves in state.moves {
                for move in moves {
                    row += [.number(move.next), .number(move.assertive ?? -1), .number(move.polite ?? -1)]
                }
            }
            rows.append(.array(row))
        }
        return .object(
            JSONObject([
                "strings": .array(strings.map(JSONValue.string)),
                "rtl": .bool(rightToLeft),
                "thumbs": .number(states.first?.thumbs.count ?? 0),
                "actions": .array(Self.actions.map { .string($0.rawValue) }),
                "states": .array(rows),
            ]))
    }
}
