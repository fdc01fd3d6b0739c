package import SliderFormatting
import SliderSpeech

/// A catalog message rewritten for the printf-style formats: its named arguments numbered in
/// the order the source message first uses them, and a top-level plural spelled out as one text
/// per variant.
///
/// It is made from the package's own parse of the pattern (``ParsedMessage``): text (with ICU's
/// apostrophe quoting already resolved), `#`, plain arguments and one plural; anything the
/// formats cannot express is a ``CatalogExportError``.
package struct PositionalMessage: Hashable, Sendable {
    /// A piece of a text: literal text or an argument by its position (from 1).
    package enum Piece: Hashable, Sendable {
        case text(String)
        case argument(Int)
    }

    /// The arguments of a message family (the source message and its translations): names by
    /// position, and which one is the plural's count.
    package struct Signature: Hashable, Sendable {
        /// The names, the first at position 1.
        package let names: [String]
        /// The name of the plural's argument, where the source has a plural.
        package let count: String?

        /// The position of a name (from 1), or `nil`.
        package func position(of name: String) -> Int? {
            names.firstIndex(of: name).map { $0 + 1 }
        }

        /// The position of the count, or `nil` without a plural.
        package var countPosition: Int? { count.flatMap(position(of:)) }
    }

    /// The text of a message without a plural; `nil` for a plural.
    package let text: [Piece]?
    /// The texts of a plural's variants by CLDR category (`one`, `other`); empty without one.
    package let categories: [String: [Piece]]
    /// The text of a plural's `=0` variant, where it has one.
    package let exactZero: [Piece]?

    /// The CLDR plural categories, in CLDR's order.
    package static let categoryOrder = ["zero", "one", "two", "few", "many", "other"]

    /// The signature of a source pattern: its argument names in the order the pattern first
    /// uses them, and its plural's argument.
    /// - Throws: ``CatalogExportError`` when the pattern does not parse.
    package static func signature(of pattern: String, id: String, locale: String) throws(CatalogExportError) -> Signature {
        let parsed = try parse(pattern, id: id, locale: locale)
        var names: [String] = []
        for argument in parsed.arguments where !names.contains(argument.name) { names.append(argument.name) }
        var count: String?
        for case .argument(let argument) in parsed.nodes {
            if case .plural = argument.kind { count = argument.name }
        }
        return Signature(names: names, count: count)
    }

    /// A pattern rewritten with the positions of `signature`.
    /// - Parameters:
    ///   - pattern: The ICU MessageFormat pattern.
    ///   - signature: The arguments of the source message.
    ///   - id: The message id, for errors.
    ///   - locale: The pattern's locale, for errors.
    /// - Throws: ``CatalogExportError`` for what the formats cannot express.
    package init(pattern: String, signature: Signature, id: String, locale: String) throws(CatalogExportError) {
        let parsed = try Self.parse(pattern, id: id, locale: locale)
        let walker = Walker(signature: signature, id: id, locale: locale)
        var plural: MessageArgument?
        var before: [MessageNode] = []
        var after: [MessageNode] = []
        for node in parsed.nodes {
            if case .argument(let argument) = node, case .plural(let offset) = argument.kind {
                guard plural == nil else {
                    throw walker.error(.nestedPlural, "two plurals in one message; give each its own message")
                }
                guard offset == 0 else {
                    throw walker.error(
                        .pluralOffset, "the plural has offset:\(JSONNumber.text(for: offset)), which neither format has")
                }
                plural = argument
            } else if plural == nil {
                before.append(node)
            } else {
                after.append(node)
            }
        }
        guard let plural else {
            let pieces = try walker.pieces(parsed.nodes, inPlural: false)
            if signature.count != nil {
                // A translation without the source's plural says the same for every number: ICU's
                // `other` alone.
                self.init(text: nil, categories: ["other": pieces], exactZero: nil)
            } else {
                self.init(text: pieces, categories: [:], exactZero: nil)
            }
            return
        }
        guard plural.name == signature.count else {
            throw walker.error(
                .argument,
                signature.count.map { "the plural counts {\(plural.name)}, the source's counts {\($0)}" }
                    ?? "a plural of {\(plural.name)} where the source message has none")
        }
        let head = try walker.pieces(before, inPlural: false)
        let tail = try walker.pieces(after, inPlural: false)
        var categories: [String: [Piece]] = [:]
        var exactZero: [Piece]?
        for variant in plural.variants {
            let pieces = Self.merged(head + (try walker.pieces(variant.nodes, inPlural: true)) + tail)
            if variant.selector.hasPrefix("=") {
                guard let value = Double(variant.selector.dropFirst()), value == 0 else {
                    throw walker.error(
                        .exactValue,
                        "\(variant.selector) selects one exact number, which neither a String Catalog nor an Android plural "
                            + "can (only =0 has a counterpart; Android's quantity is also a whole number)"
                    )
                }
                if exactZero == nil { exactZero = pieces }
            } else if Self.categoryOrder.contains(variant.selector) {
                if categories[variant.selector] == nil { categories[variant.selector] = pieces }
            } else {
                throw walker.error(.syntax, "'\(variant.selector)' is no plural category")
            }
        }
        self.init(text: nil, categories: categories, exactZero: exactZero)
    }

    private init(text: [Piece]?, categories: [String: [Piece]], exactZero: [Piece]?) {
        self.text = text.map(Self.merged)
        self.categories = categories
        self.exactZero = exactZero
    }

    /// Whether the message is a plural.
    package var isPlural: Bool { text == nil }

    /// The plural's texts for a locale, by the category each stands for there: the categories
    /// the locale's rules use (ICU never selects the others), and `zero` from `=0` where
    /// `exactZeroIsZero` says the target's `zero` means 0 alone.
    /// - Parameters:
    ///   - rules: The locale's cardinal plural rules.
    ///   - exactZeroIsZero: Whether the target honours `zero` for 0 in every language (String
    ///     Catalogs) rather than by the locale's rules only (Android).
    package func variants(rules: PluralRules, exactZeroIsZero: Bool) -> [(category: String, pieces: [Piece])] {
        var chosen: [String: [Piece]] = [:]
        for (category, pieces) in categories where rules.categories.contains(PluralCategory(rawValue: category)) {
            chosen[category] = pieces
        }
        if let exactZero, chosen["zero"] == nil {
            if rules.categories.contains(.zero) {
                // The locale's own zero: `=0` stands for it only where 0 is its one integer.
                if rules.integers(in: .zero) == [0] { chosen["zero"] = exactZero }
            } else if exactZeroIsZero {
                chosen["zero"] = exactZero
            }
        }
        return Self.categoryOrder.compactMap { category in chosen[category].map { (category, $0) } }
    }

    /// What the message says for 0 in a locale: its `=0` variant, else the variant of the
    /// category 0 takes, else `other`.
    package func zeroText(rules: PluralRules) -> [Piece]? {
        if let exactZero { return exactZero }
        let category = (try? rules.category(of: 0))?.rawValue ?? "other"
        return categories[category] ?? categories["other"]
    }

    /// `pieces` with the argument at `position` replaced by `text` (a count written in).
    package static func filling(_ pieces: [Piece], position: Int, with text: String) -> [Piece] {
        merged(pieces.map { piece in if case .argument(position) = piece { .text(text) } else { piece } })
    }

    /// Adjacent texts joined, empty ones dropped.
    static func merged(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        for piece in pieces {
            if case .text(let text) = piece {
                if text.isEmpty { continue }
                if case .text(let previous)? = result.last {
                    result[result.count - 1] = .text(previous + text)
                    continue
                }
            }
            result.append(piece)
        }
        return result
    }

    private static func parse(_ pattern: String, id: String, locale: String) throws(CatalogExportError) -> ParsedMessage {
        do {
            return try ParsedMessage(pattern: pattern)
        } catch {
            throw CatalogExportError(code: .syntax, id: id, locale: locale, reason: "the pattern does not parse: \(error)")
        }
    }
}

/// Turns nodes into pieces, refusing what has no printf-style counterpart.
private struct Walker {
    let signature: PositionalMessage.Signature
    let id: String
    let locale: String

    func error(_ code: CatalogExportError.Code, _ reason: String) -> CatalogExportError {
        CatalogExportError(code: code, id: id, locale: locale, reason: reason)
    }

    func pieces(_ nodes: [MessageNode], inPlural: Bool) throws(CatalogExportError) -> [PositionalMessage.Piece] {
        var pieces: [PositionalMessage.Piece] = []
        for node in nodes {
            switch node {
            case .text(let text, _):
                pieces.append(.text(text))
            case .pound:
                guard inPlural, let position = signature.countPosition else {
                    pieces.append(.text("#"))
                    continue
                }
                pieces.append(.argument(position))
            case .argument(let argument):
                switch argument.kind {
                case .plain:
                    guard let position = signature.position(of: argument.name) else {
                        throw error(.argument, "{\(argument.name)} is an argument the source message does not have")
                    }
                    pieces.append(.argument(position))
                case .simple(let type, let style):
                    let written = style.map { "{\(argument.name), \(type), \($0)}" } ?? "{\(argument.name), \(type)}"
                    throw error(
                        .formattedArgument,
                        "\(written) is formatted by ICU; the formats take the app's text for it (give the argument as "
                            + "{\(argument.name)})"
                    )
                case .plural:
                    throw error(.nestedPlural, "a plural of {\(argument.name)} inside another argument")
                case .select:
                    throw error(.select, "{\(argument.name), select, …} chooses a text by a word, which neither format can")
                case .selectordinal:
                    throw error(.ordinal, "{\(argument.name), selectordinal, …}: neither format has ordinal plurals")
                case .choice:
                    throw error(.choice, "{\(argument.name), choice, …} (ChoiceFormat) has no counterpart")
                }
            }
        }
        return pieces
    }
}
