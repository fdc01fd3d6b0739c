@_spi(SliderSpeechInternals) import SliderFormatting

/// The limit messages without their value: what an app posts when a move changed the value
/// and stopped short, since the screen reader says the new value by itself.
///
/// Every limit message says the value first and then why the move stopped ("{value}, lowest",
/// "{value}، أدنى قيمة", "{value}、下限"). The reason is taken from the message's structure as
/// ICU's MessagePattern parses it, never cut out of a formatted text: the message's first part
/// is the plain argument `{value}`, the next is text that opens with the mark joining the value
/// to the rest — clause punctuation of any script (Unicode's Terminal_Punctuation: commas,
/// semicolons, colons, full stops), dashes and spaces, with at least one clause mark or
/// space — and the reason is every part after that mark, the rest of that text included. A
/// quotation mark or a bracket is never such a mark, so a reason that opens with one
/// (`{value}، "{other}" سے …`) keeps it. A message that does not start so, or that names the
/// value again further on, has no reason of its own: it is posted whole.
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

    /// Whether `scalar` may join the leading `{value}` to the reason: clause punctuation
    /// (Unicode's Terminal_Punctuation, from the standard library's character data: the comma,
    /// semicolon, colon and full stop of every script, "،", "、", "，"), a dash, or a space of
    /// any width. No quotation mark, bracket or apostrophe is one.
    private static func joinsValue(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isTerminalPunctuation || scalar.properties.isWhitespace || scalar.properties.isDash
    }

    /// Whether `scalar` marks a clause boundary by itself (a dash does only beside a space: a
    /// hyphen against the value, as in "{value}-nál", inflects the value).
    private static func separates(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isTerminalPunctuation || scalar.properties.isWhitespace
    }

    /// The pattern of the parts after a leading `{value}` and the mark that joins it to them, or
    /// `nil` when `pattern` does not start so, nothing is left, or what is left names `value`
    /// again or does not parse.
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

    /// ``reasonPattern(of:)``, worked out from the parsed message: the text after the joining
    /// mark, quoted again for MessageFormat, then the pattern from the next part on as written.
    private static func splitReason(of pattern: String) -> String? {
        guard let parsed = try? ParsedMessage(pattern: pattern), parsed.nodes.count >= 2,
            case .argument(let value) = parsed.nodes[0], value.name == "value", value.kind == .plain,
            case .text(let joint, _) = parsed.nodes[1]
        else { return nil }
        let scalars = joint.unicodeScalars
        guard let start = scalars.firstIndex(where: { !joinsValue($0) }) ?? (parsed.nodes.count > 2 ? scalars.endIndex : nil),
            scalars[..<start].contains(where: separates)
        else { return nil }
        var reason = quoted(String(scalars[start...]))
        if parsed.nodes.count > 2 {
            let next: Int
            switch parsed.nodes[2] {
            case .argument(let argument): next = argument.offset
            // (Text never follows text, and `#` is text outside a plural.)
            case .text(_, let offset), .pound(let offset): next = offset
            }
            let patternScalars = pattern.unicodeScalars
            reason += String(patternScalars[patternScalars.index(patternScalars.startIndex, offsetBy: next)...])
        }
        guard !reason.isEmpty, let parsedReason = try? ParsedMessage(pattern: reason),
            !parsedReason.arguments.contains(where: { $0.name == "value" })
        else { return nil }
        return reason
    }

    /// `text` as a MessageFormat pattern that writes it: each apostrophe doubled, each brace
    /// quoted. (Top-level text: `#` is text there.)
    private static func quoted(_ text: String) -> String {
        var pattern = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "'": pattern += "''"
            case "{", "}": pattern += "'\(scalar)'"
            default: pattern.unicodeScalars.append(scalar)
            }
        }
        return pattern
    }
}
