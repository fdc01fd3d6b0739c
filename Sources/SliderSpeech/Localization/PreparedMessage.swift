import SliderFormatting

/// A catalog message parsed for one locale: formats with named arguments, isolating inserted
/// texts as the locale's direction requires.
///
/// A pattern that only inserts arguments as they are (`{label}, {value}, {role}. {hint}`) is
/// kept as its pieces and filled in by concatenation when every argument is a text — what
/// ICU's MessageFormat does for such a pattern, without its cost on every announcement; its
/// speech form is built alongside from the pieces' own. Any other pattern, or a number
/// argument, goes through ICU.
public final class PreparedMessage: Sendable {
    enum Piece: Sendable {
        case text(LocalizedText)
        case argument(String)
        /// An argument given by position (``format(slots:)``).
        case slot(Int)
    }

    let format: MessageFormat
    let source: String
    let localization: Localization
    /// The pattern's pieces, when it has only text and plain arguments.
    let pieces: [Piece]?
    /// Arguments bound once (``binding(_:)``), for the ICU path.
    let bound: [String: MessageValue]
    /// The names of the positional arguments, when ``slotted(_:)``.
    let slotNames: [String]

    init(format: MessageFormat, source: String, localization: Localization) {
        self.format = format
        self.source = source
        self.localization = localization
        self.pieces = Self.piecesOfPattern.value(for: format.pattern) { Self.pieces(of: format.pattern) }
        self.bound = [:]
        self.slotNames = []
    }

    private init(_ message: PreparedMessage, pieces: [Piece]?, bound: [String: MessageValue], slotNames: [String]? = nil) {
        self.slotNames = slotNames ?? message.slotNames
        self.format = message.format
        self.source = message.source
        self.localization = message.localization
        self.pieces = pieces
        self.bound = bound
    }

    /// The pieces of each pattern, parsed once per process: they depend on the pattern alone.
    private static let piecesOfPattern = SharedCache<String, [Piece]?>(limit: 2048)

    private static func pieces(of pattern: String) -> [Piece]? {
        guard let parsed = try? ParsedMessage(pattern: pattern) else { return nil }
        var pieces: [Piece] = []
        for node in parsed.nodes {
            switch node {
            case .text(let text, _): pieces.append(.text(LocalizedText(text)))
            case .argument(let argument):
                guard case .plain = argument.kind else { return nil }
                pieces.append(.argument(argument.name))
            case .pound: return nil
            }
        }
        return pieces
    }

    /// The message with some arguments given once for all later calls (a role word and a
    /// hint that do not change while a slider moves).
    /// - Parameter constants: Arguments by name that every later call shares.
    /// - Returns: The message with those arguments filled in.
    public func binding(_ constants: [String: MessageValue]) -> PreparedMessage {
        var merged = bound
        merged.merge(constants) { _, new in new }
        guard let pieces else { return PreparedMessage(self, pieces: nil, bound: merged) }
        var result: [Piece] = []
        for piece in pieces {
            if case .argument(let name) = piece, let value = constants[name], let text = inserted(value) {
                result.append(.text(text))
            } else {
                result.append(piece)
            }
        }
        return PreparedMessage(self, pieces: result, bound: merged)
    }

    /// The message with arguments `names` taken by position, for a hot path that fills the
    /// same arguments many times (``format(slots:)``).
    func slotted(_ names: [String]) -> PreparedMessage {
        guard let pieces else { return self }
        let result = pieces.map { piece -> Piece in
            if case .argument(let name) = piece, let position = names.firstIndex(of: name) { return .slot(position) }
            return piece
        }
        return PreparedMessage(self, pieces: result, bound: bound, slotNames: names)
    }

    /// Formats a ``slotted(_:)`` message with its arguments in the order named there.
    func format(slots: [MessageValue]) throws(LocalizationError) -> LocalizedText {
        guard let pieces else {
            return try format(Dictionary(uniqueKeysWithValues: zip(slotNames, slots)))
        }
        var filled: [LocalizedText] = []
        filled.reserveCapacity(slots.count)
        for value in slots {
            guard let part = inserted(value) else {
                return try format(Dictionary(uniqueKeysWithValues: zip(slotNames, slots)))
            }
            filled.append(part)
        }
        var parts: [LocalizedText] = []
        parts.reserveCapacity(pieces.count)
        for piece in pieces {
            switch piece {
            case .text(let part): parts.append(part)
            case .slot(let position) where position < filled.count: parts.append(filled[position])
            case .slot, .argument: return try format(Dictionary(uniqueKeysWithValues: zip(slotNames, slots)))
            }
        }
        return Self.join(parts)
    }

    /// Formats the message.
    /// - Parameter arguments: The arguments by name (with those bound before).
    /// - Returns: The message in text and speech forms.
    /// - Throws: ``LocalizationError`` (``LocalizationError/Code/badPattern``) when ICU cannot format it with these
    ///   arguments.
    public func format(_ arguments: [String: MessageValue] = [:]) throws(LocalizationError) -> LocalizedText {
        if let pieces, let text = concatenated(pieces, arguments) { return text }
        var icuArguments: [String: MessageFormat.Value] = [:]
        icuArguments.reserveCapacity(arguments.count + bound.count)
        // Arguments with a speech form of their own: the message is formatted a second time
        // with those, for its speech form.
        var hasOwnSpeech = false
        for (name, value) in bound.merging(arguments, uniquingKeysWith: { _, given in given }) {
            switch value {
            case .number(let number): icuArguments[name] = .number(number)
            case .text(let text): icuArguments[name] = .string(localization.isolatedIfNeeded(text))
            case .catalogText(let text): icuArguments[name] = .string(text)
            case .spoken(let text):
                icuArguments[name] = .string(localization.isolatedIfNeeded(text.text))
                hasOwnSpeech = hasOwnSpeech || text.speech != LocalizedText.speechForm(of: text.text)
            }
        }
        do {
            let text = LocalizedText(try format.format(icuArguments))
            guard hasOwnSpeech else { return text }
            var spokenArguments = icuArguments
            for (name, value) in bound.merging(arguments, uniquingKeysWith: { _, given in given }) {
                if case .spoken(let given) = value { spokenArguments[name] = .string(given.speech) }
            }
            return LocalizedText(text: text.text, speech: LocalizedText(try format.format(spokenArguments)).speech)
        } catch {
            throw LocalizationError.badPattern(source, error)
        }
    }

    /// An argument as inserted into a sentence, or `nil` for a number (which ICU formats).
    private func inserted(_ value: MessageValue) -> LocalizedText? {
        switch value {
        case .text(let text): return localization.inserted(text)
        case .catalogText(let text): return LocalizedText(text)
        case .spoken(let given): return LocalizedText(text: localization.inserted(given.text).text, speech: given.speech)
        case .number: return nil
        }
    }

    /// The pieces filled in, or `nil` when an argument is a number or missing (ICU decides
    /// those: it formats numbers the locale's way and leaves a missing `{name}` in place).
    private func concatenated(_ pieces: [Piece], _ arguments: [String: MessageValue]) -> LocalizedText? {
        var parts: [LocalizedText] = []
        parts.reserveCapacity(pieces.count)
        for piece in pieces {
            switch piece {
            case .text(let part): parts.append(part)
            case .argument(let name):
                guard let value = arguments[name], let part = inserted(value) else { return nil }
                parts.append(part)
            case .slot: return nil
            }
        }
        return Self.join(parts)
    }

    /// The parts joined, text to text and speech to speech, each string built in one
    /// allocation (lengths first, then the appends) and one string serving as both when every
    /// part's forms are the same.
    private static func join(_ parts: [LocalizedText]) -> LocalizedText {
        var textLength = 0
        var speechLength = 0
        var same = true
        for part in parts {
            textLength += part.text.utf8.count
            speechLength += part.speech.utf8.count
            same = same && part.text == part.speech
        }
        var text = ""
        text.reserveCapacity(textLength)
        for part in parts { text += part.text }
        if same { return LocalizedText(text: text, speech: text) }
        var speech = ""
        speech.reserveCapacity(speechLength)
        for part in parts { speech += part.speech }
        return LocalizedText(text: text, speech: speech)
    }
}
