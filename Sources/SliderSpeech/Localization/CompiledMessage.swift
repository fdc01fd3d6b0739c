import SliderFormatting

/// A catalog message compiled for one locale: the one fast path of every message the package
/// formats, writing what ICU's `MessageFormat` writes without calling it.
///
/// Compiled are text, plain arguments (`{label}`: a text inserted as it is, or a number written
/// by the locale's default number format, as MessageFormat writes it) and cardinal plurals
/// (`{count, plural, offset:1 =0 {…} one {# stay} other {# stays}}`) whose variants hold these
/// again and `#`. A plural chooses its variant as ICU's `PluralFormat` does: the first `=N` equal
/// to the number, else the first variant of the category of the number less the offset (as the
/// default number format writes it, so that "1.0" and "1" may differ), else the first `other`;
/// `#` is the number less the offset, written by that format (``MessageNumber``). Any other shape
/// — select, selectordinal, choice, a typed argument such as `{value, number, ::…}` — is not
/// compiled, and ``PreparedMessage`` gives the message to MessageFormat.
///
/// A message is written in its two forms at once (``LocalizedText``): the text form with each
/// argument's text (isolated where ``Argument`` says so) and the speech form with each
/// argument's speech form, the pattern's own text in its speech form. Each form is one string,
/// written in one pass after its length is known, every write checked against that length.
///
/// The test suite holds the compiled form to MessageFormat on every message of the built-in and
/// example catalogs in every catalog locale, and the `message` fuzz target on random patterns.
package struct CompiledMessage: Sendable {
    /// An argument's value as the message inserts it.
    package enum Argument {
        /// A text and its speech form; the text form goes between FSI and PDI when `isolated`.
        case text(String, speech: String, isolated: Bool)
        /// The same as UTF-8 bytes that are valid only during the call (a value straight from
        /// ICU's buffer).
        case bytes(UnsafeBufferPointer<UInt8>, speech: UnsafeBufferPointer<UInt8>, isolated: Bool)
        /// A number, written and selected as MessageFormat does.
        case number(Double)
    }

    /// A run of the pattern's own text in its two forms.
    private struct Literal: Sendable {
        let text: String
        let speech: String
        /// Whether the two forms are the same.
        let isOwnSpeech: Bool

        /// The pattern's text, with its speech form.
        init(_ text: String) {
            self.init(text: text, speech: SpeechText.speechForm(of: text))
        }

        init(text: String, speech: String) {
            self.text = text
            isOwnSpeech = speech == text
            // Where the forms are the same, one string serves as both.
            self.speech = isOwnSpeech ? text : speech
        }
    }

    private indirect enum Segment: Sendable {
        case literal(Literal)
        /// A plain argument, by slot.
        case argument(Int)
        /// `#`: the number of the innermost plural, less its offset.
        case pound
        case plural(Plural)
    }

    private struct Plural: Sendable {
        let slot: Int
        let offset: Double
        let variants: [Variant]
    }

    private struct Variant: Sendable {
        /// The `N` of `=N`; `nil` for a keyword.
        let exact: Double?
        let keyword: String
        let segments: [Segment]
    }

    /// The names of the arguments in the order they first appear: an argument's slot is its
    /// index here.
    package let names: [String]
    private let segments: [Segment]
    /// The most pieces one formatting writes (a plural counts as its largest variant).
    private let maximumPieces: Int
    /// What writes and selects numbers; `nil` for a message without arguments.
    private let number: MessageNumber?

    /// The compiled form of `pattern` in `locale`, compiled once per process; `nil` for a
    /// pattern of another shape (or one that does not parse).
    /// - Parameters:
    ///   - pattern: An ICU MessageFormat pattern that MessageFormat accepts in `locale`.
    ///   - locale: The locale whose numbers and plural rules the message uses.
    package static func compiled(pattern: String, locale: ICULocale) -> CompiledMessage? {
        cache.value(for: Key(pattern: pattern, locale: locale)) { CompiledMessage(pattern: pattern, locale: locale) }
    }

    private struct Key: Hashable, Sendable {
        let pattern: String
        let locale: ICULocale
    }

    private static let cache = SharedCache<Key, CompiledMessage?>(limit: 2_048)

    private init?(pattern: String, locale: ICULocale) {
        guard let parsed = try? ParsedMessage(pattern: pattern) else { return nil }
        var names: [String] = []
        func slot(_ name: String) -> Int {
            // Names compared by their UTF-8, as ICU compares them (not by canonical equivalence).
            if let found = names.firstIndex(where: { $0.utf8.elementsEqual(name.utf8) }) { return found }
            names.append(name)
            return names.count - 1
        }
        func compile(_ nodes: [MessageNode], inPlural: Bool) -> [Segment]? {
            var segments: [Segment] = []
            var text = ""
            func flush() {
                if !text.isEmpty { segments.append(.literal(Literal(text))) }
                text = ""
            }
            for node in nodes {
                switch node {
                case .text(let run, _):
                    text += run
                case .pound:
                    // (Only a plural-style variant has `#`: elsewhere ICU's parser makes it text.)
                    guard inPlural else { return nil }
                    flush()
                    segments.append(.pound)
                case .argument(let argument):
                    flush()
                    switch argument.kind {
                    case .plain:
                        segments.append(.argument(slot(argument.name)))
                    case .plural(let offset):
                        let slot = slot(argument.name)
                        var variants: [Variant] = []
                        for variant in argument.variants {
                            guard let nodes = compile(variant.nodes, inPlural: true) else { return nil }
                            var exact: Double?
                            if variant.selector.hasPrefix("=") {
                                guard let value = Self.explicitValue(variant.selector.dropFirst()) else { return nil }
                                exact = value
                            }
                            variants.append(Variant(exact: exact, keyword: variant.selector, segments: nodes))
                        }
                        segments.append(.plural(Plural(slot: slot, offset: offset, variants: variants)))
                    default:
                        return nil
                    }
                }
            }
            flush()
            return segments
        }
        guard let segments = compile(parsed.nodes, inPlural: false) else { return nil }
        if names.isEmpty {
            number = nil
        } else {
            guard let number = MessageNumber.shared(locale: locale) else { return nil }
            self.number = number
        }
        self.names = names
        self.segments = segments
        maximumPieces = Self.pieces(in: segments)
    }

    /// The number of an explicit selector as ICU reads it, for the plain decimal forms only
    /// (`=0`, `=-1`, `=1.5`): any other form leaves the message to MessageFormat.
    private static func explicitValue(_ text: Substring) -> Double? {
        let written = String(text)
        guard JSONNumberSyntax.isNumber(written), !written.contains(where: { $0 == "e" || $0 == "E" }) else { return nil }
        return Double(written)
    }

    private static func pieces(in segments: [Segment]) -> Int {
        segments.reduce(0) { total, segment in
            if case .plural(let plural) = segment {
                return total + (plural.variants.map { pieces(in: $0.segments) }.max() ?? 0)
            }
            return total + 1
        }
    }

    /// The message with some plain arguments given once for all later calls (a role word and a
    /// hint that do not change while a slider moves): their text becomes the pattern's own.
    /// - Parameter constant: The argument of a slot, or `nil` to leave the slot to each call.
    func binding(_ constant: (Int) -> (text: String, speech: String)?) -> CompiledMessage {
        func bind(_ segments: [Segment]) -> [Segment] {
            var bound: [Segment] = []
            for segment in segments {
                var next = segment
                switch segment {
                case .argument(let slot):
                    if let value = constant(slot) {
                        next = .literal(Literal(text: value.text, speech: value.speech))
                    }
                case .plural(let plural):
                    next = .plural(
                        Plural(
                            slot: plural.slot, offset: plural.offset,
                            variants: plural.variants.map {
                                Variant(exact: $0.exact, keyword: $0.keyword, segments: bind($0.segments))
                            }))
                case .literal, .pound:
                    break
                }
                // Text next to text is one run.
                if case .literal(let added) = next, case .literal(let last) = bound.last {
                    bound[bound.count - 1] = .literal(
                        Literal(text: last.text + added.text, speech: last.speech + added.speech))
                } else {
                    bound.append(next)
                }
            }
            return bound
        }
        return CompiledMessage(self, segments: bind(segments))
    }

    private init(_ message: CompiledMessage, segments: [Segment]) {
        names = message.names
        number = message.number
        self.segments = segments
        maximumPieces = Self.pieces(in: segments)
    }

    // MARK: - Formatting

    /// One piece of a formatted message, once the plurals are chosen.
    private enum Piece {
        case literal(Literal)
        case argument(Argument)
        /// A number as the default number format writes it, and its speech form.
        case number(text: String, speech: String)
    }

    /// The message with its arguments; `nil` when `argument` gives none for a slot the message
    /// uses, when a plural is given a text, or when ICU fails on a number (MessageFormat then
    /// decides: it leaves a missing argument as written and reports the errors).
    /// - Parameter argument: The argument of each slot; called once for each place the message
    ///   uses it.
    /// - Returns: The text and speech forms.
    package func format(_ argument: (Int) -> Argument?) -> LocalizedText? {
        withUnsafeTemporaryAllocation(of: Piece.self, capacity: Swift.max(maximumPieces, 1)) { pieces in
            var count = 0
            defer { pieces.baseAddress!.deinitialize(count: count) }
            func add(_ piece: Piece) {
                precondition(count < pieces.count, "CompiledMessage: more pieces than \(pieces.count)")
                (pieces.baseAddress! + count).initialize(to: piece)
                count += 1
            }
            guard resolve(segments, pound: nil, argument, add) else { return nil }
            return Self.write(UnsafeBufferPointer(rebasing: pieces[..<count]))
        }
    }

    /// The number of an innermost plural, less its offset, written on first use.
    private struct Pound {
        let value: Double
        var written: (text: String, speech: String)?
    }

    /// Walks `segments`, choosing plural variants and adding what they write; `false` when the
    /// compiled form cannot write this message (see ``format(_:)``).
    private func resolve(
        _ segments: [Segment], pound: Pound?, _ argument: (Int) -> Argument?, _ add: (Piece) -> Void
    ) -> Bool {
        var pound = pound
        for segment in segments {
            switch segment {
            case .literal(let literal):
                add(.literal(literal))
            case .argument(let slot):
                guard let value = argument(slot) else { return false }
                if case .number(let number) = value {
                    guard let written = write(number) else { return false }
                    add(.number(text: written.text, speech: written.speech))
                } else {
                    add(.argument(value))
                }
            case .pound:
                guard var current = pound else { return false }
                if current.written == nil {
                    guard let written = write(current.value) else { return false }
                    current.written = (written.text, written.speech)
                    pound = current
                }
                add(.number(text: current.written!.text, speech: current.written!.speech))
            case .plural(let plural):
                guard case .number(let value) = argument(plural.slot), value.isFinite else { return false }
                let less = value - plural.offset
                var chosen = plural.variants.first { $0.exact == value }
                var inner = Pound(value: less, written: nil)
                if chosen == nil {
                    guard let number, let written = number.format(less) else { return false }
                    inner.written = (written.text, SpeechText.speechForm(of: written.text))
                    chosen =
                        plural.variants.first { $0.exact == nil && $0.keyword == written.category }
                        ?? plural.variants.first { $0.exact == nil && $0.keyword == "other" }
                }
                guard let chosen, resolve(chosen.segments, pound: inner, argument, add) else { return false }
            }
        }
        return true
    }

    /// `value` as the default number format writes it, with its speech form.
    private func write(_ value: Double) -> (text: String, speech: String)? {
        guard let number, let written = number.format(value) else { return nil }
        return (written.text, SpeechText.speechForm(of: written.text))
    }

    /// The pieces written out: each form's length first, then the form in one string; one
    /// string for both when every piece is its own speech form.
    private static func write(_ pieces: UnsafeBufferPointer<Piece>) -> LocalizedText {
        var textLength = 0
        var speechLength = 0
        var same = true
        for piece in pieces {
            switch piece {
            case .literal(let literal):
                textLength += literal.text.utf8.count
                speechLength += literal.speech.utf8.count
                same = same && literal.isOwnSpeech
            case .number(let text, let speech):
                textLength += text.utf8.count
                speechLength += speech.utf8.count
                same = same && text == speech
            case .argument(.text(let text, let speech, let isolated)):
                textLength += text.utf8.count + (isolated ? BidiIsolation.markLength * 2 : 0)
                speechLength += speech.utf8.count
                same = same && !isolated && text == speech
            case .argument(.bytes(let text, let speech, let isolated)):
                textLength += text.count + (isolated ? BidiIsolation.markLength * 2 : 0)
                speechLength += speech.count
                same = same && !isolated && text.elementsEqual(speech)
            case .argument(.number):
                preconditionFailure("CompiledMessage: a number argument is resolved to its text")
            }
        }
        let text = written(pieces, length: textLength, speech: false)
        if same { return LocalizedText(text: text, speech: text) }
        return LocalizedText(text: text, speech: written(pieces, length: speechLength, speech: true))
    }

    /// One form of the pieces, written into one string of `length` bytes.
    private static func written(_ pieces: UnsafeBufferPointer<Piece>, length: Int, speech: Bool) -> String {
        String(unsafeUninitializedCapacity: length) { buffer in
            var writer = UTF8Writer(buffer)
            for piece in pieces {
                switch piece {
                case .literal(let literal):
                    writer.write(speech ? literal.speech : literal.text)
                case .number(let text, let spoken):
                    writer.write(speech ? spoken : text)
                case .argument(.text(let text, let spoken, let isolated)):
                    if speech {
                        writer.write(spoken)
                    } else {
                        if isolated { writer.write(BidiIsolation.firstStrongIsolate) }
                        writer.write(text)
                        if isolated { writer.write(BidiIsolation.popDirectionalIsolate) }
                    }
                case .argument(.bytes(let text, let spoken, let isolated)):
                    if speech {
                        writer.write(spoken)
                    } else {
                        if isolated { writer.write(BidiIsolation.firstStrongIsolate) }
                        writer.write(text)
                        if isolated { writer.write(BidiIsolation.popDirectionalIsolate) }
                    }
                case .argument(.number):
                    preconditionFailure("CompiledMessage: a number argument is resolved to its text")
                }
            }
            return writer.count
        }
    }
}

/// Writes UTF-8 into a buffer of fixed size, checking every write against the room left.
struct UTF8Writer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    /// Appends bytes; stops the program rather than write past the buffer.
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        precondition(
            bytes.count <= buffer.count - count, "UTF8Writer: \(bytes.count) bytes into room for \(buffer.count - count)")
        (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a string's UTF-8.
    mutating func write(_ text: String) {
        text.withUTF8Buffer { write($0) }
    }

    /// Appends a literal's UTF-8.
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }
}
