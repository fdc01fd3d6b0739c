public import SliderCore

/// One thumb of a slider with everything screen readers read about it: its texts, its limits,
/// each platform's properties and the text each platform speaks on focus.
public struct SliderElement: Hashable, Sendable {
    /// Which thumb: `lower` and `upper` of a range, `value` of a one-thumb or tick slider.
    public enum ID: String, Hashable, Sendable, CaseIterable {
        /// The lower thumb of a range.
        case lower
        /// The upper thumb of a range.
        case upper
        /// The one thumb of a one-thumb or tick slider.
        case value
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

    /// Which thumb this is.
    public let id: ID
    /// The thumb's name ("Minimum price").
    public let label: String
    /// The value text as shown on screen ("$60", "Center", "1.5 times"), its bidi repaired
    /// (marks and isolates where a right-to-left paragraph needs them).
    public let valueText: String
    /// The value as the properties that only assistive technology reads carry it —
    /// `accessibilityValue`, `stateDescription`, `aria-valuetext` — and as the screen reader
    /// says it: its speech form, as the description's ``SliderDescription/speechValues``
    /// chooses it ("60 US dollars" for "$60" with ``SpeechValues/names``, the default; "$60"
    /// with ``SpeechValues/display``), with no format character (no bidi mark or isolate; a
    /// zero-width joiner or non-joiner only between two letters of a word).
    public let assistiveValueText: String
    /// The value itself, as a number (`aria-valuenow`; the tool's JSON calls it `now`).
    public let value: Double
    /// The values the thumb may take now (for `aria-valuemin`/`aria-valuemax`).
    public let limits: ThumbLimits
    /// The tick the value rests on (tick sliders).
    public let tick: TickPosition?
    /// The role word each platform's screen reader speaks in the catalog's language: VoiceOver's
    /// ("adjustable"), TalkBack's and the web screen readers' ("slider" in English).
    public let roleWords: [Platform: String]
    /// The hint each platform speaks; the web has none.
    public let hints: [Platform: String]
    /// What each platform's screen reader says on focus, in its own order and words.
    public let spoken: [Platform: LocalizedText]

    /// The properties to set on the iOS accessibility element (VoiceOver).
    public var voiceOver: VoiceOverProperties {
        VoiceOverProperties(
            accessibilityLabel: label, accessibilityValue: assistiveValueText, accessibilityHint: hints[.ios] ?? "",
            traits: ["adjustable"])
    }

    /// The properties to set on the Android view (TalkBack).
    public var talkBack: TalkBackProperties {
        TalkBackProperties(
            contentDescription: label, stateDescription: assistiveValueText,
            rangeInfo: TalkBackProperties.RangeInfo(min: limits.minimum, max: limits.maximum, current: value))
    }

    /// The ARIA attributes of a `role="slider"` element (the web).
    public var aria: ARIAAttributes {
        ARIAAttributes(
            label: label, valueText: assistiveValueText, valueNow: value, valueMin: limits.minimum, valueMax: limits.maximum,
            orientation: "horizontal")
    }
}

/// What an iOS app sets on a slider's accessibility element for VoiceOver.
public struct VoiceOverProperties: Hashable, Sendable, Codable {
    /// `accessibilityLabel`: the thumb's name.
    public var accessibilityLabel: String
    /// `accessibilityValue`: the value as VoiceOver says it and a braille display shows it
    /// (``SliderElement/assistiveValueText``).
    public var accessibilityValue: String
    /// `accessibilityHint`: how to adjust the value, translated.
    public var accessibilityHint: String
    /// The accessibility traits, by name: `adjustable`.
    public var traits: [String]

    /// Properties as given.
    /// - Parameters:
    ///   - accessibilityLabel: The thumb's name.
    ///   - accessibilityValue: The value as VoiceOver says it.
    ///   - accessibilityHint: How to adjust the value.
    ///   - traits: The accessibility traits, by name.
    public init(accessibilityLabel: String, accessibilityValue: String, accessibilityHint: String, traits: [String]) {
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityValue = accessibilityValue
        self.accessibilityHint = accessibilityHint
        self.traits = traits
    }
}

/// What an Android app sets on a slider's view for TalkBack.
public struct TalkBackProperties: Hashable, Sendable, Codable {
    /// The numbers of `AccessibilityNodeInfo.RangeInfo`.
    public struct RangeInfo: Hashable, Sendable, Codable {
        /// The lowest value the thumb may take now.
        public var min: Double
        /// The highest value the thumb may take now.
        public var max: Double
        /// The value.
        public var current: Double

        /// A range as given.
        /// - Parameters:
        ///   - min: The lowest value the thumb may take now.
        ///   - max: The highest value the thumb may take now.
        ///   - current: The value.
        public init(min: Double, max: Double, current: Double) {
            self.min = min
            self.max = max
            self.current = current
        }
    }

    /// `contentDescription`: the thumb's name.
    public var contentDescription: String
    /// `stateDescription`: the value as TalkBack says it and a braille display shows it
    /// (``SliderElement/assistiveValueText``).
    public var stateDescription: String
    /// `rangeInfo`: the value and its limits as numbers.
    public var rangeInfo: RangeInfo

    /// Properties as given.
    /// - Parameters:
    ///   - contentDescription: The thumb's name.
    ///   - stateDescription: The value as TalkBack says it.
    ///   - rangeInfo: The value and its limits.
    public init(contentDescription: String, stateDescription: String, rangeInfo: RangeInfo) {
        self.contentDescription = contentDescription
        self.stateDescription = stateDescription
        self.rangeInfo = rangeInfo
    }
}

/// The ARIA attributes of a `role="slider"` element; encoded with the attributes' own names
/// (`aria-valuenow`).
public struct ARIAAttributes: Hashable, Sendable, Codable {
    /// `aria-label`: the thumb's name.
    public var label: String
    /// `aria-valuetext`: the value as a web screen reader says it and a braille display shows it
    /// (``SliderElement/assistiveValueText``).
    public var valueText: String
    /// `aria-valuenow`: the value as a number.
    public var valueNow: Double
    /// `aria-valuemin`: the lowest value the thumb may take now.
    public var valueMin: Double
    /// `aria-valuemax`: the highest value the thumb may take now.
    public var valueMax: Double
    /// `aria-orientation`: `horizontal`.
    public var orientation: String

    /// Attributes as given.
    /// - Parameters:
    ///   - label: `aria-label`.
    ///   - valueText: `aria-valuetext`.
    ///   - valueNow: `aria-valuenow`.
    ///   - valueMin: `aria-valuemin`.
    ///   - valueMax: `aria-valuemax`.
    ///   - orientation: `aria-orientation`.
    public init(
        label: String, valueText: String, valueNow: Double, valueMin: Double, valueMax: Double, orientation: String
    ) {
        self.label = label
        self.valueText = valueText
        self.valueNow = valueNow
        self.valueMin = valueMin
        self.valueMax = valueMax
        self.orientation = orientation
    }

    private enum CodingKeys: String, CodingKey {
        case label = "aria-label"
        case valueText = "aria-valuetext"
        case valueNow = "aria-valuenow"
        case valueMin = "aria-valuemin"
        case valueMax = "aria-valuemax"
        case orientation = "aria-orientation"
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
    /// How many results lie inside the range.
    public let value: Int
    /// "186 stays", "No stays".
    public let content: LocalizedText
}
