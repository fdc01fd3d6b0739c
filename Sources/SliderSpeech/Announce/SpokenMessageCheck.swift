@_spi(SliderSpeechInternals) import SliderFormatting

/// Checks a value or count message for what a screen reader must never speak: an argument the
/// message is never given (ICU leaves `{0}` or `{v}` in the text as written) and a currency
/// code ICU does not know inside a number skeleton (`{value, number, ::currency/QQQ}`, which ICU
/// formats as "QQQ 5.00" where `--currency QQQ` is rejected).
enum SpokenMessageCheck {
    /// - Throws: ``AnnouncementError`` naming `field`, when the pattern uses an argument other
    ///   than `arguments` or a skeleton names an unknown currency. A pattern that does not parse
    ///   is left to the formatter, which reports it.
    static func check(_ pattern: String, arguments: Set<String>, field: String) throws(AnnouncementError) {
        // A pattern that passed with these arguments passes again (every announcer of a
        // description checks its count message); a failure is worked out again, for its error.
        let key = Key(pattern: pattern, arguments: arguments)
        if passed.cachedValue(for: key) != nil { return }
        try uncachedCheck(pattern, arguments: arguments, field: field)
        _ = passed.value(for: key) { true }
    }

    /// What ``check(_:arguments:field:)`` remembers a pass by.
    private struct Key: Hashable, Sendable {
        let pattern: String
        let arguments: Set<String>
    }

    /// The patterns that passed, with their arguments: at most 1,024, emptied by
    /// `SharedCaches.removeAll()`.
    private static let passed = SharedCache<Key, Bool>(limit: 1_024)

    /// ``check(_:arguments:field:)``, worked out.
    private static func uncachedCheck(_ pattern: String, arguments: Set<String>, field: String) throws(AnnouncementError) {
        guard let parsed = try? ParsedMessage(pattern: pattern) else { return }
        let given = arguments.sorted().map { "{\($0)}" }.joined(separator: ", ")
        for argument in parsed.arguments {
            guard arguments.contains(argument.name) else {
                throw AnnouncementError.invalidDescription(
                    field: field,
                    reason:
                        "uses {\(argument.name)}, which is never given (only \(given) is), so it would be spoken as written")
            }
            if case .simple(let type, let style?) = argument.kind, type == "number", style.hasPrefix("::"),
                let code = CurrencyCodes.unknownCode(inSkeleton: style.dropFirst(2))
            {
                throw AnnouncementError.invalidDescription(
                    field: field,
                    reason: "'\(code)' in {\(argument.name), number, \(style)} is not an ISO 4217 currency code ICU knows")
            }
        }
    }
}
