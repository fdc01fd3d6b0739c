/// Something a screen reader should say now, in text and speech forms, with its politeness.
public struct Announcement: Hashable, Sendable {
    /// What the announcement is about.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A thumb got focus: its spoken text.
        case focus
        /// The new value after a move.
        case value
        /// The value after a move that stopped short, and why.
        case limit
        /// The number of results inside the range changed.
        case count
    }

    /// How urgently to speak it (ARIA live region politeness).
    public enum Politeness: String, Hashable, Sendable {
        /// Interrupt what is being said.
        case assertive
        /// Wait until the current speech ends.
        case polite
    }

    /// What the announcement is about: focus, value, limit or count.
    public let kind: Kind
    /// How urgently to speak it.
    public let politeness: Politeness
    /// The text and speech forms.
    public let content: LocalizedText

    /// The text form (bidi-isolated where needed).
    public var text: String { content.text }
    /// The speech form (no format controls).
    public var speech: String { content.speech }

    /// An announcement from its parts.
    /// - Parameters:
    ///   - kind: What it is about.
    ///   - politeness: How urgently to speak it.
    ///   - content: Its text and speech forms.
    public init(kind: Kind, politeness: Politeness, content: LocalizedText) {
        self.kind = kind
        self.politeness = politeness
        self.content = content
    }
}

/// A platform whose screen reader SliderSpeech speaks for.
public enum Platform: String, Hashable, Sendable, CaseIterable {
    /// iOS and VoiceOver.
    case ios
    /// Android and TalkBack.
    case android
    /// The web: ARIA and screen readers such as NVDA, JAWS and VoiceOver for macOS.
    case web
}
