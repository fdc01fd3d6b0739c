/// One of the three sliders.
public enum SliderModel: Hashable, Sendable {
    /// A range with a lower and an upper thumb.
    case range(RangeSlider)
    /// A slider with one thumb (`"kind": "slider"` in a description).
    case slider(Slider)
    /// A slider whose value rests on tick marks.
    case ticks(TickSlider)

    /// The thumbs a caller names in events: `[.lower, .upper]` for a range, none otherwise.
    public var thumbs: [Thumb] {
        if case .range = self { return [.lower, .upper] }
        return []
    }

    /// The bounds of the slider.
    public var bounds: SliderBounds {
        switch self {
        case .range(let slider): return slider.bounds
        case .slider(let slider): return slider.bounds
        case .ticks(let slider): return slider.bounds
        }
    }

    /// The value of `thumb` (a range) or the one value (the others).
    /// - Parameter thumb: The thumb of a range; ignored by the other sliders (pass `nil`).
    /// - Returns: The thumb's value.
    public func value(of thumb: Thumb?) -> Double {
        switch self {
        case .range(let slider): return slider.value(of: thumb ?? .lower)
        case .slider(let slider): return slider.value
        case .ticks(let slider): return slider.value
        }
    }
}

/// An input event for a slider, as a screen reader, keyboard or finger delivers it.
/// `thumb` is required for a range and absent otherwise.
public enum SliderEvent: Hashable, Sendable {
    /// The thumb gains accessibility focus; nothing moves.
    case focus(thumb: Thumb?)
    /// An adjust action on a thumb.
    case adjust(AdjustAction, thumb: Thumb?)
    /// A thumb is set to a value (through the setters).
    case set(Double, thumb: Thumb?)
    /// A finger lands at `x` points on the track.
    case dragStart(x: Double)
    /// The finger has moved `translation` points since the start.
    case dragMove(translation: Double)
    /// The finger lifts.
    case dragEnd
}

/// Why an event could not be applied; the slider is left as it was.
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct SliderEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`thumbRequired`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// A range slider's event did not say which thumb.
        public static let thumbRequired = Code("thumbRequired")
        /// A thumb was named for a slider that has only one.
        public static let thumbNotAllowed = Code("thumbNotAllowed")
        /// `dragMove` or `dragEnd` came without a `dragStart`.
        public static let noDragInProgress = Code("noDragInProgress")
        /// A number of the event is NaN or infinite.
        public static let notFinite = Code("notFinite")

        /// The code's name.
        public var description: String { name }
    }

    /// What kind of fault this is.
    public let code: Code
    /// The event's field at fault, as the event pipeline names it: `thumb`, `x`, `dx`; empty
    /// when the fault is the order of the events (``Code/noDragInProgress``).
    public let field: String
    /// What is wrong, in a few English words and without the field's name.
    public let reason: String

    private init(_ code: Code, field: String, reason: String) {
        self.code = code
        self.field = field
        self.reason = reason
    }

    /// One line: the field, then what is wrong with it.
    public var description: String { field.isEmpty ? reason : "\(field): \(reason)" }

    /// A range slider's event did not say which thumb.
    package static let thumbRequired = SliderEventError(
        .thumbRequired, field: "thumb", reason: "required for a range slider (lower or upper)")

    /// `thumb` was named for a slider that has only one.
    package static func thumbNotAllowed(_ thumb: Thumb) -> SliderEventError {
        SliderEventError(.thumbNotAllowed, field: "thumb", reason: "'\(thumb.rawValue)' given, but this slider has one thumb")
    }

    /// `dragMove` or `dragEnd` came without a `dragStart`.
    package static let noDragInProgress = SliderEventError(
        .noDragInProgress, field: "", reason: "no drag in progress (send dragStart first)")

    /// A number of the event is NaN or infinite.
    package static func notFinite(field: String) -> SliderEventError {
        SliderEventError(.notFinite, field: field, reason: "not a finite number")
    }
}

/// What an event did.
public struct EventOutcome: Hashable, Sendable {
    /// The thumb the event concerned (`nil` on a one-thumb or tick slider).
    public let thumb: Thumb?
    /// The move, or `nil` when the event moves nothing (focus, dragStart, a dragMove below the
    /// threshold). For `dragEnd`, the whole drag from its start.
    public let move: MoveOutcome?

    /// An outcome, for comparing with the ones ``SliderControl/apply(_:)`` returns.
    /// - Parameters:
    ///   - thumb: The thumb the event concerned, `nil` on a slider with one thumb.
    ///   - move: The move, or `nil` when the event moved nothing.
    public init(thumb: Thumb?, move: MoveOutcome?) {
        self.thumb = thumb
        self.move = move
    }
}

/// A slider with its geometry and the drag in progress: applies events one by one.
///
/// ```swift
/// var control = SliderControl(model: .range(price))
/// let outcome = try control.apply(.adjust(.increment, thumb: .lower))
/// ```
public struct SliderControl: Hashable, Sendable {
    /// The slider's state.
    public private(set) var model: SliderModel
    /// The on-screen size and direction, for drags.
    public let geometry: SliderGeometry
    /// The drag in progress, if any.
    public private(set) var drag: DragState?

    /// A control at the model's state, with no drag in progress.
    /// - Parameters:
    ///   - model: The slider and its state.
    ///   - geometry: The on-screen size and direction of the track, for drags.
    public init(model: SliderModel, geometry: SliderGeometry = .standard) {
        self.model = model
        self.geometry = geometry
    }

    /// Applies one event.
    /// - Parameter event: The event; `thumb` is required for a range and absent otherwise.
    /// - Returns: The thumb the event concerned and the move it made.
    /// - Throws: ``SliderEventError`` when the event does not fit the slider; nothing changes
    ///   then.
    public mutating func apply(_ event: SliderEvent) throws(SliderEventError) -> EventOutcome {
        switch event {
        case .focus(let thumb):
            return EventOutcome(thumb: try checked(thumb), move: nil)
        case .adjust(let action, let thumb):
            let thumb = try checked(thumb)
            return EventOutcome(thumb: thumb, move: adjust(action, thumb: thumb))
        case .set(let value, let thumb):
            let thumb = try checked(thumb)
            return EventOutcome(thumb: thumb, move: set(value, thumb: thumb))
        case .dragStart(let x):
            guard x.isFinite else { throw .notFinite(field: "x") }
            let started: DragState
            switch model {
            case .range(let slider): started = slider.beginDrag(atX: x, geometry: geometry)
            case .slider(let slider): started = slider.beginDrag()
            case .ticks(let slider): started = slider.beginDrag()
            }
            drag = started
            return EventOutcome(thumb: started.thumb, move: nil)
        case .dragMove(let translation):
            guard translation.isFinite else { throw .notFinite(field: "dx") }
            guard var current = drag else { throw .noDragInProgress }
            let move = dragMove(&current, translation: translation)
            drag = current
            return EventOutcome(thumb: current.thumb, move: move)
        case .dragEnd:
            guard let finished = drag else { throw .noDragInProgress }
            drag = nil
            let move: MoveOutcome
            if case .ticks(var slider) = model {
                move = slider.endDrag(finished)
                model = .ticks(slider)
            } else {
                let value = model.value(of: finished.thumb)
                move = MoveOutcome(requested: value, previous: finished.startValue, value: value, limitedBy: nil)
            }
            return EventOutcome(thumb: finished.thumb, move: move)
        }
    }

    private func checked(_ thumb: Thumb?) throws(SliderEventError) -> Thumb? {
        switch (model, thumb) {
        case (.range, nil): throw .thumbRequired
        case (.range, let thumb?): return thumb
        case (_, nil): return nil
        case (_, let thumb?): throw .thumbNotAllowed(thumb)
        }
    }

    private mutating func adjust(_ action: AdjustAction, thumb: Thumb?) -> MoveOutcome {
        switch model {
        case .range(var slider):
            defer { model = .range(slider) }
            return slider.adjust(thumb ?? .lower, action)
        case .slider(var slider):
            defer { model = .slider(slider) }
            return slider.adjust(action)
        case .ticks(var slider):
            defer { model = .ticks(slider) }
            return slider.adjust(action)
        }
    }

    private mutating func set(_ value: Double, thumb: Thumb?) -> MoveOutcome {
        switch model {
        case .range(var slider):
            defer { model = .range(slider) }
            return slider.set(thumb ?? .lower, to: value)
        case .slider(var slider):
            defer { model = .slider(slider) }
            return slider.set(value)
        case .ticks(var slider):
            defer { model = .ticks(slider) }
            return slider.set(value)
        }
    }

    private mutating func dragMove(_ drag: inout DragState, translation: Double) -> MoveOutcome? {
        switch model {
        case .range(var slider):
            defer { model = .range(slider) }
            return slider.drag(&drag, translation: translation, geometry: geometry)
        case .slider(var slider):
            defer { model = .slider(slider) }
            return slider.drag(&drag, translation: translation, geometry: geometry)
        case .ticks(var slider):
            defer { model = .ticks(slider) }
            return slider.drag(&drag, translation: translation, geometry: geometry)
        }
    }
}
