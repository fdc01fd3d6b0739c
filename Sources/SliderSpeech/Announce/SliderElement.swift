import SliderCore

/// One thumb of a slider with everything screen readers read about it: its texts, its limits,
/// each platform's properties and the text each platform speaks on focus.
public struct SliderElement: Hashable, Sendable {
    /// Which thumb: `lower` and `upper` of a range, `value` of a single or tick slider.
    public enum ID: String, Hashable, Sendable, CaseIterable {
        case lower, upper, value
    }

    /// The tick mark the value rests on.
    public struct TickPosition: Hashable, Sendable {
        /// The tick's place, from 1.
        public let number: Int
        /// How many ticks there are.
        public let count: Int
        /// The tick's own label, when it has one.
        public let label: String?
        /// "mark 2 of 4", translated.
        public let text: LocalizedText
    }

    public let id: ID
    /// The thumb's name ("Minimum price").
    public let label: String
    /// The value text ("$60", "Center", "1.5 times").
    public let valueText: String
    /// The value itself.
    public let now: Double
    /// The values the thumb may take now (for `aria-valuemin`/`aria-valuemax`).
    public let limits: ThumbLimits
    /// The tick the value rests on (tick sliders).
    public let tick: TickPosition?
    /// The role word each platform speaks ("adjustable" on iOS, "slider" elsewhere), translated.
    public let roleWords: [Platform: String]
    /// The hint each platform speaks; the web has none.
    public let hints: [Platform: String]
    /// What each platform's screen reader says on focus, in its own order and words.
    public let spoken: [Platform: LocalizedText]

    /// VoiceOver's properties.
    public var voiceOver: (accessibilityLabel: String, accessibilityValue: String, accessibilityHint: String, traits: [String]) {
        (label, valueText, hints[.ios] ?? "", ["adjustable"])
    }

    /// TalkBack's properties.
    public var talkBack:
        (contentDescription: String, stateDescription: String, rangeInfo: (min: Double, max: Double, current: Double))
    {
        (label, valueText, (limits.minimum, limits.maximum, now))
    }

    /// The ARIA attributes of a `role="slider"` element.
    public var aria: (label: String, valueText: String, valueNow: Double, valueMin: Double, valueMax: Double, orientation: String)
    {
        (label, valueText, now, limits.minimum, limits.maximum, "horizontal")
    }
}

/// The summary of a range: "$60 to $180", "up to $180", "$60 or more", "any price".
public struct RangeSummary: Hashable, Sendable {
    /// The sentence in text and speech forms: "$60 to $180", "up to $180", "any price".
    public let content: LocalizedText
    /// ICU's range text for display: "$60 – $180".
    public let display: String
}

/// The number of results inside a range, in the words of the app's plural message.
public struct ResultCount: Hashable, Sendable {
    public let value: Int
    /// "186 stays", "No stays".
    public let content: LocalizedText
}
