public import SliderCore

/// Everything SliderSpeech needs to know about one slider: its state, its texts and how its
/// value is written.
///
/// Build one in code, or read one from JSON with ``init(json:)``:
///
/// ```json
/// {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
///  "thumbLabels": ["Minimum price", "Maximum price"],
///  "valueStyle": {"currency": "USD", "precision": 0}}
/// ```
public struct SliderDescription: Hashable, Sendable {
    /// The three kinds of slider.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Two thumbs that select a range: JSON `"range"`.
        case range
        /// One thumb: JSON `"slider"`.
        case slider
        /// One thumb with tick marks: JSON `"ticks"`.
        case ticks
    }

    /// The slider's state at the start, validated.
    public let model: SliderModel
    /// The label of the whole control ("Price range"); for single and tick sliders, the
    /// thumb's label.
    public let label: TextSource?
    /// The labels of a range's lower and upper thumb ("Minimum price", "Maximum price").
    public let thumbLabels: [TextSource]?
    /// A spoken label per tick value ("Left", "Center", "Right").
    public let tickLabels: [Double: TextSource]
    /// How the value is written.
    public let valueStyle: ValueStyle
    /// Counts of results per slice of the bounds (a range only).
    public let histogram: Histogram?
    /// The app's plural message for the count, with a `{count}` argument.
    public let countMessage: TextSource?
    /// What the range summary says when both thumbs rest on the bounds ("any price"); the
    /// built-in "any value" when `nil`.
    public let anyValueText: TextSource?
    /// The direction of the track; `nil` takes the locale's.
    public let layoutDirection: LayoutDirection?
    /// The track's size (its direction is decided with the locale).
    public let geometry: SliderGeometry
    /// How values are said in the speech form (``SpeechValues/names`` unless given).
    public let speechValues: SpeechValues

    /// The kind of slider.
    public var kind: Kind {
        switch model {
        case .range: return .range
        case .slider: return .slider
        case .ticks: return .ticks
        }
    }

    /// Describes a slider built in code.
    /// - Parameters:
    ///   - model: The slider and its state at the start.
    ///   - label: The control's label; for a single or tick slider, its thumb's.
    ///   - thumbLabels: A range's two thumb labels, lower then upper.
    ///   - tickLabels: A tick slider's spoken label per tick value.
    ///   - valueStyle: How values are written (default: a plain number).
    ///   - histogram: A range's counts of results per slice of the bounds.
    ///   - countMessage: A plural message with a `{count}` argument; needs `histogram`.
    ///   - anyValueText: What a range's summary says when both thumbs rest on the bounds.
    ///   - layoutDirection: The track's direction; `nil` takes the locale's.
    ///   - geometry: The track's size, for drags.
    ///   - speechValues: How values read in the speech form (default: currencies, units and
    ///     percent named in full).
    /// - Throws: ``SliderDescriptionError`` when texts are given that the kind cannot use
    ///   (thumb labels or a histogram on a single slider, tick labels without ticks).
    public init(
        _ model: SliderModel, label: TextSource? = nil, thumbLabels: [TextSource]? = nil,
        tickLabels: [Double: TextSource] = [:], valueStyle: ValueStyle = .number,
        histogram: Histogram? = nil, countMessage: TextSource? = nil, anyValueText: TextSource? = nil,
        layoutDirection: LayoutDirection? = nil, geometry: SliderGeometry = .standard,
        speechValues: SpeechValues = .names
    ) throws(SliderDescriptionError) {
        let isRange: Bool
        if case .range = model { isRange = true } else { isRange = false }
        if let thumbLabels {
            guard isRange else {
                throw SliderDescriptionError.notAllowed("thumbLabels", reason: "only a range slider has two thumbs")
            }
            guard thumbLabels.count == 2 else {
                throw SliderDescriptionError.wrongType("thumbLabels", reason: "expected two labels, lower then upper")
            }
        }
        if !isRange {
            if histogram != nil {
                throw SliderDescriptionError.notAllowed("histogram", reason: "only a range slider counts results")
            }
            if anyValueText != nil {
                throw SliderDescriptionError.notAllowed("anyValueText", reason: "only a range slider has a summary")
            }
        }
        if countMessage != nil, histogram == nil {
            throw SliderDescriptionError.notAllowed("countMessage", reason: "needs a histogram to count")
        }
        if !tickLabels.isEmpty {
            guard case .ticks = model else {
                throw SliderDescriptionError.notAllowed("tickLabels", reason: "only a tick slider has tick labels")
            }
        }
        self.model = model
        self.label = label
        self.thumbLabels = thumbLabels
        self.tickLabels = tickLabels
        self.valueStyle = valueStyle
        self.histogram = histogram
        self.countMessage = countMessage
        self.anyValueText = anyValueText
        self.layoutDirection = layoutDirection
        self.geometry = geometry
        self.speechValues = speechValues
    }

    /// The step of the slider (for the precision of plain and percent value text).
    public var step: Double {
        switch model {
        case .range(let slider): return slider.step
        case .slider(let slider): return slider.step
        case .ticks(let slider): return slider.slider.step
        }
    }
}
