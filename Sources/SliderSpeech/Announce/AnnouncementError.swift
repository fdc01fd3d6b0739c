public import SliderCore

/// Why a slider could not be announced: an event that does not fit it, a text of its
/// description that cannot be used, or a catalog message that cannot be produced.
///
/// ```swift
/// do {
///     _ = try announcer.handle(.adjust(.increment, thumb: nil))
/// } catch {
///     error.code == .invalidEvent      // true: a range needs a thumb
///     error.field                      // "thumb"
/// }
/// ```
///
/// New codes may be added in a minor release: compare ``code`` with the codes you handle rather
/// than expecting the list to be complete.
public struct AnnouncementError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of fault an error reports.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The code's name, as spelled here (`invalidEvent`).
        public let name: String

        private init(_ name: String) { self.name = name }

        /// The event does not fit the slider; its state is unchanged
        /// (``AnnouncementError/eventError`` says why).
        public static let invalidEvent = Code("invalidEvent")
        /// A text of the description cannot be used: a key no catalog has, a currency, unit,
        /// skeleton or message ICU rejects (``AnnouncementError/descriptionError`` names the
        /// field).
        public static let invalidDescription = Code("invalidDescription")
        /// A message the announcer itself says (a role word, a hint, a limit) is missing from
        /// the catalogs or does not format: a fault of the catalogs, not of the caller's input
        /// (``AnnouncementError/localizationError`` names the message).
        public static let catalogMessage = Code("catalogMessage")

        /// The code's name.
        public var description: String { name }
    }

    private enum Underlying: Hashable, Sendable {
        case event(SliderEventError)
        case description(SliderDescriptionError)
        case catalog(LocalizationError)
    }

    private let underlying: Underlying

    private init(_ underlying: Underlying) { self.underlying = underlying }

    /// An event that does not fit the slider.
    package static func invalidEvent(_ error: SliderEventError) -> AnnouncementError { AnnouncementError(.event(error)) }

    /// A description's text that cannot be used.
    package static func invalidDescription(_ error: SliderDescriptionError) -> AnnouncementError {
        AnnouncementError(.description(error))
    }

    /// A description's text that cannot be used, by its field and what is wrong.
    package static func invalidDescription(field: String, reason: String) -> AnnouncementError {
        AnnouncementError(.description(SliderDescriptionError.unusableText(field, reason: reason)))
    }

    /// A message of the announcer's own that the catalogs cannot produce.
    package static func catalogMessage(_ error: LocalizationError) -> AnnouncementError {
        AnnouncementError(.catalog(error))
    }

    /// What kind of fault this is.
    public var code: Code {
        switch underlying {
        case .event: return .invalidEvent
        case .description: return .invalidDescription
        case .catalog: return .catalogMessage
        }
    }

    /// What is at fault: the event's field (`thumb`, `dx`; empty for an event out of order),
    /// the description's field (`valueStyle.currency`), or the catalog message's id
    /// (`slider.hint.ios`).
    public var field: String {
        switch underlying {
        case .event(let error): return error.field
        case .description(let error): return error.field
        case .catalog(let error): return error.source
        }
    }

    /// What is wrong, in a few English words and without the field's name.
    public var reason: String {
        switch underlying {
        case .event(let error): return error.reason
        case .description(let error): return error.reason
        case .catalog(let error): return error.reason
        }
    }

    /// The event's fault, for ``Code/invalidEvent``.
    public var eventError: SliderEventError? {
        if case .event(let error) = underlying { return error }
        return nil
    }

    /// The description's fault, for ``Code/invalidDescription``.
    public var descriptionError: SliderDescriptionError? {
        if case .description(let error) = underlying { return error }
        return nil
    }

    /// The catalog message's fault, for ``Code/catalogMessage``.
    public var localizationError: LocalizationError? {
        if case .catalog(let error) = underlying { return error }
        return nil
    }

    /// The error behind this one, whichever it is: ``eventError``, ``descriptionError`` or
    /// ``localizationError``.
    public var cause: any Error {
        switch underlying {
        case .event(let error): return error
        case .description(let error): return error
        case .catalog(let error): return error
        }
    }

    /// One line for people.
    public var description: String {
        switch underlying {
        case .event(let error): return error.description
        case .description(let error): return error.description
        case .catalog(let error): return "built-in catalog: \(error)"
        }
    }
}
