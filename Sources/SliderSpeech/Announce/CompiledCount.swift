import SliderFormatting

/// A count message of the common shape — text around one `{count, plural, …}` whose variants
/// hold only text and `#` — formatted without ICU's MessageFormat: the variant chosen as ICU
/// chooses it (an exact `=N` first, then the number's plural category, then `other`), `#`
/// written by the number format MessageFormat uses, so the text is MessageFormat's own.
///
/// Each compiled pattern is checked once per process against MessageFormat on sample counts;
/// a pattern that differs on any is left to MessageFormat.
struct CompiledCount: Sendable {
    private enum Piece: Sendable {
        case text(String)
        case number
    }

    private struct Variant: Sendable {
        /// The `N` of `=N`, or `nil` for a keyword.
        let exact: Double?
        let keyword: String
        let pieces: [Piece]
    }

    private let before: String
    private let after: String
    private let offset: Double
    private let variants: [Variant]
    private let number: MessageNumber

    /// The compiled form of `pattern` in `format`'s locale, or `nil` when the pattern has
    /// another shape or does not give MessageFormat's text.
    static func compiled(pattern: String, argument: String, format: MessageFormat) -> CompiledCount? {
        memo.value(for: Key(pattern: pattern, argument: argument, locale: format.locale)) {
            guard let compiled = CompiledCount(pattern: pattern, argument: argument, locale: format.locale) else { return nil }
            // Counts whose texts and plural categories differ in most locales.
            let samples = Array(0...30) + [99, 100, 101, 102, 105, 111, 121, 1_000, 1_001, 1_234, 12_345, 100_000, 1_000_001]
            for count in samples {
                guard let text = compiled.text(count),
                    let expected = try? format.format([argument: .number(Double(count))]), text == expected
                else { return nil }
            }
            return compiled
        }
    }

    private struct Key: Hashable, Sendable {
        let pattern: String
        let argument: String
        let locale: ICULocale
    }

    private static let memo = SharedCache<Key, CompiledCount?>(limit: 512)

    private init?(pattern: String, argument: String, locale: ICULocale) {
        guard let number = MessageNumber.shared(locale: locale), let parsed = try? ParsedMessage(pattern: pattern) else {
            return nil
        }
        var before = ""
        var after = ""
        var plural: MessageArgument?
        for node in parsed.nodes {
            switch node {
            case .text(let text, _):
                if plural == nil { before += text } else { after += text }
            case .argument(let found):
                guard plural == nil, found.name == argument, case .plural = found.kind else { return nil }
                plural = found
            case .pound:
                return nil
            }
        }
        guard let plural, case .plural(let offset) = plural.kind, offset == offset.rounded() else { return nil }
        var variants: [Variant] = []
        for variant in plural.variants {
            var pieces: [Piece] = []
            for node in variant.nodes {
                switch node {
                case .text(let text, _): pieces.append(.text(text))
                case .pound: pieces.append(.number)
                case .argument: return nil
                }
            }
            let exact: Double?
            if variant.selector.hasPrefix("=") {
                guard let value = Double(variant.selector.dropFirst()) else { return nil }
                exact = value
            } else {
                exact = nil
            }
            variants.append(Variant(exact: exact, keyword: variant.selector, pieces: pieces))
        }
        self.before = before
        self.after = after
        self.offset = offset
        self.variants = variants
        self.number = number
    }

    /// The message for `count`; `nil` when ICU fails.
    func text(_ count: Int) -> String? {
        let value = Double(count)
        var chosen = variants.first { $0.exact == value }
        var written: (text: String, category: String)?
        if chosen == nil {
            guard let formatted = number.format(value - offset) else { return nil }
            written = formatted
            chosen =
                variants.first { $0.exact == nil && $0.keyword == formatted.category }
                ?? variants.first { $0.exact == nil && $0.keyword == "other" }
        }
        guard let chosen else { return nil }
        var text = before
        for piece in chosen.pieces {
            switch piece {
            case .text(let part): text += part
            case .number:
                if written == nil { written = number.format(value - offset) }
                guard let written else { return nil }
                text += written.text
            }
        }
        return text + after
    }
}
