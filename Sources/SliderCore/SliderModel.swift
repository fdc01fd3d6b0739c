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
