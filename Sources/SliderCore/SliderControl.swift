/// One of the three sliders.
public enum SliderModel: Hashable, Sendable {
    case range(RangeSlider)
    case single(Slider)
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
        case .single(let slider): return slider.bounds
        case .ticks(let slider): return slider.bounds
        }
    }

    /// The value of `thumb` (a range) or the one value (the others, `thumb` `nil`).
    public func value(of thumb: Thumb?) -> Double {
        switch self {
        case .range(let slider): return slider.value(of: thumb ?? .lower)
        case .single(let slider): return slider.value
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
public enum SliderEventError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A range slider's event did not say which thumb.
    case thumbRequired
    /// A thumb was named for a slider that has only one.
    case thumbNotAllowed(Thumb)
    /// `dragMove` or `dragEnd` came without a `dragStart`.
    case noDragInProgress
    /// A number of the event is NaN or infinite.
    case notFinite(field: String)

    public var description: String {
        switch self {
        case .thumbRequired: return "thumb: required for a range slider (lower or upper)"
        case .thumbNotAllowed(let thumb): return "thumb: '\(thumb.rawValue)' given, but this slider has one thumb"
        case .noDragInProgress: return "no drag in progress (send dragStart first)"
        case .notFinite(let field): return "\(field): not a finite number"
        }
    }
}

/// What an event did.
public struct EventOutcome: Hashable, Sendable {
    /// The thumb the event concerned (`nil` on a single or tick slider).
    public let thumb: Thumb?
    /// The move, or `nil` when the event moves nothing (focus, dragStart, a dragMove below the
    /// threshold). For `dragEnd`, the whole drag from its start.
    public let move: MoveOutcome?

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

    public init(model: SliderModel, geometry: SliderGeometry = .standard) {
        self.model = model
        self.geometry = geometry
    }

    /// Applies one event.
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
            case .single(let slider): started = slider.beginDrag()
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
        case .single(var slider):
            defer { model = .single(slider) }
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
        case .single(var slider):
            defer { model = .single(slider) }
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
        case .single(var slider):
            defer { model = .single(slider) }
            return slider.drag(&drag, translation: translation, geometry: geometry)
        case .ticks(var slider):
            defer { model = .ticks(slider) }
            return slider.drag(&drag, translation: translation, geometry: geometry)
        }
    }
}
