@_spi(SliderSpeechInternals) import SliderFormatting

/// The limit messages without their value: what an app posts when a move changed the value
/// and stopped short, since the screen reader says the new value by itself.
///
/// Every limit message says the value first and then why the move stopped ("{value}, lowest",
/// "{value}، أدنى قيمة", "{value}、下限"); the reason is the message's pattern after its leading
/// `{value}` and the separator that follows it (commas of any script, spaces). A message that
/// does not start with `{value}`, or that names the value again further on, has no reason of
/// its own: it is posted whole.
package struct LimitReasons: Sendable {
    /// The limit messages' ids, in the order of ``messages``.
    package static let ids = [
        "slider.limit.lowest", "slider.limit.highest", "slider.limit.otherThumb", "slider.limit.spanBelow",
        "slider.limit.spanAbove",
    ]

    /// The reason of each limit message, by id; absent where the message has none.
    private let messages: [String: PreparedMessage]

    /// Prepares the reasons of the limit messages `localization` finds.
    init(localization: Localization) {
        var messages: [String: PreparedMessage] = [:]
        for id in Self.ids {
            // A message that is missing or does not parse fails where the full message is
            // prepared; here it simply has no reason.
            guard let pattern = try? localization.pattern(id), let reason = Self.reasonPattern(of: pattern),
                let prepared = try? localization.prepare(pattern: reason, source: id)
            else { continue }
            messages[id] = prepared
        }
        self.messages = messages
    }

    /// The reason of limit message `id` formatted with `arguments`, or `nil` when the message
    /// has none.
    func reason(_ id: String, _ arguments: [String: MessageValue]) throws(AnnouncementError) -> LocalizedText? {
        guard let message = messages[id] else { return nil }
        do {
            return try message.format(arguments)
        } catch {
            throw .catalogMessage(error)
        }
    }

    /// Whether `scalar` may stand between the leading `{value}` and the reason: a comma, a
    /// semicolon or a colon of any script (Unicode's other-punctuation category, which holds
    /// them, from the standard library's character data rather than a list of our own), or a
    /// space of any width. An apostrophe (MessageFormat's quote) never separates.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "'" { return false }
        return scalar.properties.generalCategory == .otherPunctuation || scalar.properties.isWhitespace
    }

    /// The pattern after a leading `{value}` and its separator, or `nil` when `pattern` does not
    /// start so, nothing is left, or what is left names `value` again or does not parse.
    /// - Parameter pattern: A limit message's ICU MessageFormat pattern.
    /// - Returns: The reason's pattern.
    package static func reasonPattern(of pattern: String) -> String? {
        reasonPatterns.value(for: pattern) { splitReason(of: pattern) }
    }

    /// The reasons split off so far, by limit pattern: every announcer of a locale asks for the
    /// same five. At most 1,024 patterns, emptied by `SharedCaches.removeAll()`. (It keeps the
    /// reason's text, not its parse: a parsed message's nested nodes are reached through
    /// pointers that carry an enum's case in their spare bits, which LeakSanitizer cannot
    /// follow from a cache that lives to the end of the process.)
    private static let reasonPatterns = SharedCache<String, String?>(limit: 1_024)

    /// ``reasonPattern(of:)``, worked out.
    private static func splitReason(of pattern: String) -> String? {
        let scalars = pattern.unicodeScalars
        guard pattern.hasPrefix("{value}") else { return nil }
        var start = scalars.index(scalars.startIndex, offsetBy: "{value}".unicodeScalars.count)
        var separated = false
        while start < scalars.endIndex, isSeparator(scalars[start]) {
            separated = true
            start = scalars.index(after: start)
        }
        guard separated, start < scalars.endIndex else { return nil }
        let reason = String(scalars[start...])
        guard let parsed = try? ParsedMessage(pattern: reason), !parsed.arguments.contains(where: { $0.name == "value" })
        else { return nil }
        return reason
    }
}
