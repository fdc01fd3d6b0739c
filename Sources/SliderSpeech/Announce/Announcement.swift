/// Something a screen reader should say now, in text and speech forms, with its politeness, and
/// what of it the app must post itself.
///
/// A screen reader speaks some things by itself: the focused element when focus arrives, and a
/// slider's new value when it changes (VoiceOver reads the new `accessibilityValue` after an
/// adjust, TalkBack the new state description, a web screen reader the new `aria-valuetext`).
/// Posting those again makes it say them twice. ``delivery`` says which is which, and ``post``
/// holds what the app posts — VoiceOver: `UIAccessibility.post(notification: .announcement,
/// argument:)`; TalkBack: `announceForAccessibility` or a live region; the web: a live region —
/// so that each thing is said once.
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

    /// Who makes the screen reader say an announcement.
    public enum Delivery: String, Hashable, Sendable, CaseIterable {
        /// The screen reader says all of it by itself: focus, and a value that changed. The app
        /// posts nothing.
        case screenReader
        /// The app must post ``Announcement/post``: why a move stopped, a count that changed, a
        /// value the move did not change. Where the post is shorter than the announcement (a
        /// move that changed the value and stopped short), the screen reader says the rest —
        /// the new value — by itself.
        case app
    }

    /// What the announcement is about: focus, value, limit or count.
    public let kind: Kind
    /// How urgently to speak it.
    public let politeness: Politeness
    /// The text and speech forms: everything the announcement says, for a speech engine that
    /// has no screen reader to say the rest (the `pipeline` command's SSML). A value the screen
    /// reader says by itself (a move that changed it) is the text of the field it reads,
    /// ``SliderElement/assistiveValueText``, in both forms: what the screen reader will say.
    public let content: LocalizedText
    /// What the app must post, or `nil` when the screen reader says it all by itself. The whole
    /// ``content``, except for a move that changed the value and stopped short: the screen
    /// reader says the new value, and the app posts only why the move stopped ("must stay at
    /// least $30 below Maximum price" of "$150, must stay at least $30 below Maximum price").
    public let post: LocalizedText?

    /// The text form (bidi-isolated where needed).
    public var text: String { content.text }
    /// The speech form (no format controls).
    public var speech: String { content.speech }
    /// Whether the screen reader says it by itself or the app must post ``post``.
    public var delivery: Delivery { post == nil ? .screenReader : .app }

    /// An announcement from its parts.
    /// - Parameters:
    ///   - kind: What it is about.
    ///   - politeness: How urgently to speak it.
    ///   - content: Its text and speech forms.
    ///   - post: What the app must post of it; `nil` when the screen reader says it all.
    public init(kind: Kind, politeness: Politeness, content: LocalizedText, post: LocalizedText?) {
        self.kind = kind
        self.politeness = politeness
        self.content = content
        self.post = post
    }

    /// An announcement from its parts, posted whole by the app unless it is a focus
    /// announcement, which the screen reader says by itself.
    /// - Parameters:
    ///   - kind: What it is about.
    ///   - politeness: How urgently to speak it.
    ///   - content: Its text and speech forms.
    public init(kind: Kind, politeness: Politeness, content: LocalizedText) {
        self.init(kind: kind, politeness: politeness, content: content, post: kind == .focus ? nil : content)
    }
}

/// A platform whose screen reader SliderSpeech speaks for, with its stable id (`ios`,
/// `android`, `web`).
///
/// Platforms are static members (``ios``, ``android``, ``web``) of a struct rather than cases
/// of an enum, so that a release may add one without breaking a client's `switch`; ``all``
/// lists every platform, in the order the tool and the JSON output give them.
///
/// ```swift
/// for platform in Platform.all {
///     print(platform.id, element.spoken[platform]?.text ?? "")   // "ios Price, $30, …"
/// }
/// ```
public struct Platform: Hashable, Sendable, CustomStringConvertible {
    /// The platform's id (`ios`): its name in the catalogs' message ids
    /// (`slider.spoken.ios`), the tool's `--platform` and the JSON output; it never changes.
    public let id: String
    /// The platform's place in ``all``: its row in the announcer's tables.
    let index: Int

    private init(_ id: String, index: Int) {
        self.id = id
        self.index = index
    }

    /// iOS and VoiceOver.
    public static let ios = Platform("ios", index: 0)
    /// Android and TalkBack.
    public static let android = Platform("android", index: 1)
    /// The web: ARIA and screen readers such as NVDA, JAWS and VoiceOver for macOS.
    public static let web = Platform("web", index: 2)

    /// Every platform, in the order the tool and the JSON output give them.
    public static let all: [Platform] = [.ios, .android, .web]

    /// The platform with `id`, or `nil` for an id no platform has.
    /// - Parameter id: A platform id, such as `ios`.
    public init?(id: String) {
        guard let platform = Self.all.first(where: { $0.id == id }) else { return nil }
        self = platform
    }

    /// The id.
    public var description: String { id }
}
