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
