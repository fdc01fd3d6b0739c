public import SliderCore
public import SliderSpeech

/// Every state a slider can reach from its description's value with the keyboard or a pointer,
/// and for each state and key the next state and what the page posts: the tables the web
/// page's script runs on.
///
/// The page's script holds no step logic of its own. It looks up the key in the table the core
/// computed, so a move on the page says exactly what the `pipeline` command says for the same
/// events. What it posts into its live regions is what an app posts (`Announcement.post`):
/// the screen reader says a changed value by itself, so a move posts only why it stopped short
/// and the count when it changed. The states are found by a breadth-first walk over the six
/// adjust actions of each thumb, and over a `set` of each thumb to each of 201 points spread
/// evenly over the bounds (what a pointer can ask for), starting from the description's value:
/// - a stepped slider's states are exact (the price filter, 57 positions a thumb and at least
///   30 apart, has 1,326 reachable pairs);
/// - a continuous slider (no `step`) runs on a grid of ``maximumPositions`` positions, the bounds
///   cut into 200 equal parts: its starting value is put on the nearest grid position, and as it
///   moves by a twentieth of its length and pages by a tenth, every state it reaches lies on
///   that grid.
///
/// For a pointer, each state also holds three moves per thumb (``PointerMove``): what a `set`
/// below the thumb's minimum or above its maximum does and posts, and where the end of a drag
/// settles. A `set` inside the limits goes to the state with the thumb at the nearest position
/// and the other thumbs where they are, settles, and posts the count when it changed. A tick
/// slider that snaps to its ticks settles only when a drag ends, as the pipeline's drag does:
/// its table also holds the values a drag passes through between the ticks (the step's), and
/// its settling move goes to the nearest tick.
///
/// A thumb may take at most ``maximumPositions`` distinct values; a stepped slider whose keyboard
/// walk reaches more (a very fine step) cannot be tabled and is an error.
public struct SliderStateTable: Hashable, Sendable {
    /// The most distinct values one thumb may take in the table (201).
    public static let maximumPositions = 201

    /// The keys of the table, in the order of each state's moves.
    public static let actions: [AdjustAction] = [.increment, .decrement, .pageIncrement, .pageDecrement, .home, .end]

    /// A pointer's moves, in the order of each state's ``State/pointerMoves``.
    public enum PointerMove: String, Hashable, Sendable, CaseIterable {
        /// A `set` below the thumb's minimum: the thumb goes to its minimum.
        case below
        /// A `set` above the thumb's maximum: the thumb goes to its maximum.
        case above
        /// The end of a drag (and a press, which sets): a tick slider that snaps goes to the
        /// nearest tick; any other slider stays. It posts nothing itself: the page posts the
        /// count when the whole press or drag changed it.
        case settle
    }

    /// One thumb in one state.
    public struct ThumbState: Hashable, Sendable {
        /// The value (`aria-valuenow`).
        public let value: Double
        /// Index into ``strings`` of the value text as shown (the visible value).
        public let valueTextIndex: Int
        /// Index into ``strings`` of the value as `aria-valuetext` carries it and the screen
        /// reader says it (`SliderElement.assistiveValueText`: "60 US dollars" for "$60").
        public let assistiveValueTextIndex: Int
        /// The thumb's effective limits (`aria-valuemin`, `aria-valuemax`).
        public let minimum: Double
        /// The largest value the thumb may take now (`aria-valuemax`).
        public let maximum: Double
    }

    /// What one key does in one state.
    public struct Move: Hashable, Sendable {
        /// The index of the state the key leads to (the same state when nothing moves).
        public let next: Int
        /// Index into ``strings`` of the speech form the page posts in its assertive live
        /// region (why the move stopped short; the value too when the move did not change it), or
        /// `nil` when it posts nothing there.
        public let assertive: Int?
        /// Index into ``strings`` of the speech form the page posts in its polite live region
        /// (the count, when it changed), or `nil`.
        public let polite: Int?
    }

    /// One reachable state.
    public struct State: Hashable, Sendable {
        /// One entry per thumb, in element order (lower, upper; or the one thumb).
        public let thumbs: [ThumbState]
        /// `moves[thumb][action]`, actions in the order of ``SliderStateTable/actions``.
        public let moves: [[Move]]
        /// `pointerMoves[thumb][move]`, moves in the order of `PointerMove.allCases` (below, above, settle).
        public let pointerMoves: [[Move]]
        /// Index into ``strings`` of the count's speech form in this state, when there is a count.
        public let count: Int?
    }

    /// Every text the table refers to, each once.
    public let strings: [String]
    /// The states; the first is the description's own.
    public let states: [State]
    /// Whether the track runs right to left (ArrowLeft increments).
    public let rightToLeft: Bool
    /// The slider's bounds: where the track starts and ends.
    public let bounds: SliderBounds
    /// Whether the end of a drag settles the value elsewhere (a tick slider that snaps to its
    /// ticks); otherwise every ``PointerMove/settle`` stays where it is, and the JSON leaves it out.
    public let settlesWhenDragEnds: Bool

    /// Why a table, a fragment or a review page cannot be built.
    ///
    /// New codes may be added in a minor release: compare ``code`` with the codes you handle
    /// rather than expecting the list to be complete. Two failures are equal when their code and
    /// line are.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// What kind of fault a failure reports.
        public struct Code: Hashable, Sendable, CustomStringConvertible {
            /// The code's name, as spelled here (`tooManyPositions`).
            public let name: String

            private init(_ name: String) { self.name = name }

            /// An option is not usable in HTML: an id prefix that is no id start, a nonce that
            /// is no CSP nonce.
            public static let invalidOption = Code("invalidOption")
            /// The keyboard and a pointer reach more values of one thumb than a table holds
            /// (``SliderStateTable/maximumPositions``).
            public static let tooManyPositions = Code("tooManyPositions")
            /// A text of the slider cannot be formatted (``Failure/cause`` is the
            /// `AnnouncementError`).
            public static let announcement = Code("announcement")
            /// The review page's audio could not be made (``Failure/cause`` says why).
            public static let audio = Code("audio")

            /// The code's name.
            public var description: String { name }
        }

        /// What kind of fault this is.
        public let code: Code
        /// One line for people.
        public let description: String
        /// The error behind this one, where there is one.
        public let cause: (any Error)?

        package init(code: Code, description: String, cause: (any Error)? = nil) {
            self.code = code
            self.description = description
            self.cause = cause
        }

        public static func == (left: Failure, right: Failure) -> Bool {
            left.code == right.code && left.description == right.description
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(code)
            hasher.combine(description)
        }
    }

    /// Walks every state reachable from the announcer's state with the keyboard and a pointer.
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
        let continuous = announcer.slider.step == 0 && bounds.upper > bounds.lower
        let gridParts = Double(Self.maximumPositions - 1)
        /// A value's place on the continuous slider's grid.
        func gridValue(_ value: Double) -> Double {
            let part = ((value - bounds.lower) / (bounds.upper - bounds.lower) * gridParts).rounded()
            return bounds.lower + part / gridParts * (bounds.upper - bounds.lower)
        }
        func key(_ model: SliderModel) -> [Double] {
            thumbs.map { continuous ? gridValue(model.value(of: $0)) : model.value(of: $0) }
        }
        /// The point `part` of 200 along the bounds: what a pointer asks for.
        func pointerValue(_ part: Int) -> Double {
            part == Self.maximumPositions - 1
                ? bounds.upper : bounds.lower + Double(part) / gridParts * (bounds.upper - bounds.lower)
        }
        let length = Swift.max(bounds.upper - bounds.lower, 1)
        // A tick slider that snaps settles only when a drag ends: a drag passes through the
        // step's values between the ticks.
        let settlesOnDragEnd: Bool
        if case .ticks(let slider) = announcer.control.model, slider.snapsToTicks, !slider.ticks.isEmpty {
            settlesOnDragEnd = true
        } else {
            settlesOnDragEnd = false
        }
        let geometry = announcer.control.geometry
        /// The translation, in points, of a drag from `start` that asks for `target`.
        func translation(from start: Double, to target: Double) -> Double? {
            guard geometry.travel > 0, bounds.upper > bounds.lower else { return nil }
            let along = (target - start) / (bounds.upper - bounds.lower) * geometry.travel
            let translation = geometry.direction == .rightToLeft ? -along : along
            return Swift.abs(translation) >= SliderGeometry.dragThreshold ? translation : nil
        }
        /// The posts of an event's announcements: the first the app posts of each politeness.
        func posts(_ result: EventResult) -> (assertive: Int?, polite: Int?) {
            var assertive: Int?
            var polite: Int?
            for announcement in result.announcements {
                guard let post = announcement.post else { continue }
                switch announcement.politeness {
                case .assertive: if assertive == nil { assertive = intern(post.speech) }
                case .polite: if polite == nil { polite = intern(post.speech) }
                }
            }
            return (assertive, polite)
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
        var index: [[Double]: Int] = [key(start.control.model): 0]
        var positions = Array(repeating: Set<Double>(), count: thumbs.count)
        var states: [State] = []
        // The pointer's sets of one thumb depend only on where the other thumbs are: each
        // such place is walked once.
        var pointerWalked = Set<[Double]>()
        var cursor = 0
        do {
            func reach(_ next: SliderAnnouncer) -> Int {
                let nextKey = key(next.control.model)
                if let known = index[nextKey] { return known }
                index[nextKey] = announcers.count
                announcers.append(next)
                return announcers.count - 1
            }
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
                            code: .tooManyPositions,
                            description:
                                "the keyboard and a pointer reach more than \(Self.maximumPositions) values of one thumb; "
                                + "the page's tables hold at most \(Self.maximumPositions) (use a coarser step)")
                    }
                    thumbStates.append(
                        ThumbState(
                            value: value, valueTextIndex: intern(element.valueText),
                            assistiveValueTextIndex: intern(element.assistiveValueText),
                            minimum: continuous ? gridValue(element.limits.minimum) : element.limits.minimum,
                            maximum: continuous ? gridValue(element.limits.maximum) : element.limits.maximum))
                }
                var moves: [[Move]] = []
                var pointerMoves: [[Move]] = []
                let place = key(current.control.model)
                for (number, thumb) in thumbs.enumerated() {
                    var row: [Move] = []
                    for action in Self.actions {
                        var next = current
                        let result = try next.handle(.adjust(action, thumb: thumb))
                        let said = posts(result)
                        row.append(Move(next: reach(next), assertive: said.assertive, polite: said.polite))
                    }
                    moves.append(row)
                    var pointerRow: [Move] = []
                    for target in [bounds.lower - length, bounds.upper + length] {
                        var next = current
                        let result = try next.handle(.set(target, thumb: thumb))
                        let said = posts(result)
                        pointerRow.append(Move(next: reach(next), assertive: said.assertive, polite: said.polite))
                    }
                    if settlesOnDragEnd {
                        var settled = current
                        _ = try settled.handle(.dragStart(x: 0))
                        _ = try settled.handle(.dragEnd)
                        pointerRow.append(Move(next: reach(settled), assertive: nil, polite: nil))
                    } else {
                        pointerRow.append(Move(next: cursor - 1, assertive: nil, polite: nil))
                    }
                    pointerMoves.append(pointerRow)
                    var others = place
                    others.remove(at: number)
                    others.insert(Double(number), at: 0)
                    if pointerWalked.insert(others).inserted {
                        for part in 0..<Self.maximumPositions {
                            var control = current.control
                            _ = try? control.apply(.set(pointerValue(part), thumb: thumb))
                            guard index[key(control.model)] == nil else { continue }
                            var next = current
                            _ = try next.handle(.set(pointerValue(part), thumb: thumb))
                            _ = reach(next)
                        }
                        if settlesOnDragEnd {
                            // A drag from here to each of the pointer's points, not yet settled.
                            let start = current.control.model.value(of: thumb)
                            for part in 0..<Self.maximumPositions {
                                guard let moved = translation(from: start, to: pointerValue(part)) else { continue }
                                var next = current
                                _ = try next.handle(.dragStart(x: 0))
                                _ = try next.handle(.dragMove(translation: moved))
                                _ = reach(next)
                            }
                        }
                    }
                }
                let count = try current.count().map { intern($0.content.speech) }
                states.append(State(thumbs: thumbStates, moves: moves, pointerMoves: pointerMoves, count: count))
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(code: .announcement, description: "\(error)", cause: error)
        }
        self.strings = strings
        self.states = states
        self.rightToLeft = announcer.layoutDirection == .rightToLeft
        self.bounds = bounds
        self.settlesWhenDragEnds = settlesOnDragEnd
    }

    /// The table as the compact JSON the page's script reads:
    /// `{"strings": […], "rtl": bool, "bounds": [lower, upper], "thumbs": n, "actions": […],
    /// "states": [[value, text, valuetext, min, max, …per thumb, count, next, assertive, polite, …per thumb
    /// and action], …]}`, with -1 for "none". `actions` names the six keys, then the pointer's
    /// `below` and `above`, and `settle` when the end of a drag settles elsewhere
    /// (``settlesWhenDragEnds``).
    package var json: JSONValue {
        var rows: [JSONValue] = []
        rows.reserveCapacity(states.count)
        for state in states {
            var row: [JSONValue] = []
            for thumb in state.thumbs {
                row += [
                    .number(thumb.value), .number(thumb.valueTextIndex), .number(thumb.assistiveValueTextIndex),
                    .number(thumb.minimum), .number(thumb.maximum),
                ]
            }
            row.append(.number(state.count ?? -1))
            for (moves, pointerMoves) in zip(state.moves, state.pointerMoves) {
                for move in moves + pointerMoves.prefix(settlesWhenDragEnds ? 3 : 2) {
                    row += [.number(move.next), .number(move.assertive ?? -1), .number(move.polite ?? -1)]
                }
            }
            rows.append(.array(row))
        }
        return .object(
            JSONObject([
                "strings": .array(strings.map(JSONValue.string)),
                "rtl": .bool(rightToLeft),
                "bounds": .array([.number(bounds.lower), .number(bounds.upper)]),
                "thumbs": .number(states.first?.thumbs.count ?? 0),
                "actions": .array(
                    Self.actions.map { .string($0.rawValue) }
                        + PointerMove.allCases.prefix(settlesWhenDragEnds ? 3 : 2).map { .string($0.rawValue) }),
                "states": .array(rows),
            ]))
    }
}
