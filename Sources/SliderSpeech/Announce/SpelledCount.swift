import SliderCore
import SliderFormatting

/// The speech form of a count message with its number in words (``SpeechValues/spellout``):
/// "twelve results" where the text form says "12 results".
///
/// The message is parsed once more with every `#` of a plural (an ordinal's stays), and every
/// plain `{count}` or `{count, number}`, replaced by a text argument that takes the number in
/// words: `#` stands for the number less the plural's offset, as ICU writes it. The plural
/// variant is chosen by ICU on the number itself, as for the text form. Where a number has no
/// words (2^53 and beyond), the speech form keeps the digits.
struct SpelledCount: Sendable {
    /// A place in the speech pattern that takes the words of the count less `offset`.
    private struct Slot: Sendable {
        let name: String
        let offset: Double
    }

    /// The pattern with the words' arguments, prepared as every message is (compiled where it
    /// can be).
    private let message: PreparedMessage
    private let spellout: SpelloutFormat
    private let slots: [Slot]
    private let argument: String

    /// The spelled form of `pattern`, or `nil` when it writes no number of `argument` (a
    /// message without `#`), or when the locale has no spell-out rules of its own.
    init?(pattern: String, argument: String, localization: Localization) {
        guard let spellout = SpelloutFormat.shared(locale: localization.formattingLocale),
            let parsed = try? ParsedMessage(pattern: pattern)
        else { return nil }
        // Scalar offsets of the places to replace: (start, end, offset of the number).
        var places: [(start: Int, end: Int, offset: Double)] = []
        let scalars = Array(pattern.unicodeScalars)
        Self.collect(parsed.nodes, pluralOffset: nil, argument: argument, scalars: scalars, into: &places)
        guard !places.isEmpty else { return nil }
        var spelled = String.UnicodeScalarView()
        var slots: [Slot] = []
        var position = 0
        for place in places.sorted(by: { $0.start < $1.start }) {
            spelled.append(contentsOf: scalars[position..<place.start])
            let name = "\(argument)_words_\(slots.count)"
            spelled.append(contentsOf: "{\(name)}".unicodeScalars)
            slots.append(Slot(name: name, offset: place.offset))
            position = place.end
        }
        spelled.append(contentsOf: scalars[position...])
        guard let message = try? localization.prepare(pattern: String(spelled), source: "countMessage") else {
            return nil
        }
        self.message = message
        self.spellout = spellout
        self.slots = slots
        self.argument = argument
    }

    /// Adds to `places` each place in `nodes` that writes the number of `argument`. (A method,
    /// not a nested function: a recursive nested function that captures its context keeps that
    /// context alive for ever.)
    private static func collect(
        _ nodes: [MessageNode], pluralOffset: Double?, argument: String, scalars: [Unicode.Scalar],
        into places: inout [(start: Int, end: Int, offset: Double)]
    ) {
        for node in nodes {
            switch node {
            case .pound(let offset):
                if let pluralOffset { places.append((offset, offset + 1, pluralOffset)) }
            case .text:
                break
            case .argument(let found):
                switch found.kind {
                case .plain, .simple(type: "number", style: nil):
                    // No braces inside a plain or style-less argument: the first `}` ends it.
                    guard found.name == argument,
                        let close = scalars[found.offset...].firstIndex(of: "}")
                    else { continue }
                    places.append((found.offset, close + 1, 0))
                case .plural(let offset):
                    // `#` inside stands for this argument's number.
                    for variant in found.variants {
                        collect(
                            variant.nodes, pluralOffset: found.name == argument ? offset : nil, argument: argument,
                            scalars: scalars, into: &places)
                    }
                case .selectordinal:
                    // An ordinal's `#` ("2nd") has no cardinal words: it keeps its digits.
                    for variant in found.variants {
                        collect(variant.nodes, pluralOffset: nil, argument: argument, scalars: scalars, into: &places)
                    }
                default:
                    for variant in found.variants {
                        collect(variant.nodes, pluralOffset: pluralOffset, argument: argument, scalars: scalars, into: &places)
                    }
                }
            }
        }
    }

    /// The speech form for `count`, or `nil` when a number in it has no words.
    func speech(_ count: Int) -> String? {
        var arguments: [String: MessageValue] = [argument: .number(Double(count))]
        for slot in slots {
            let number = Double(count) - slot.offset
            guard let words = spellout.words(decimal: NumberText.plain(number)) else { return nil }
            // Words in the message's own language, inserted as they are.
            arguments[slot.name] = .catalogText(words)
        }
        return try? message.format(arguments).speech
    }
}
