@_spi(SliderSpeechInternals) package import SliderFormatting

/// A catalog message compiled for one locale: the one fast path of every message the package
/// formats, writing what ICU's `MessageFormat` writes without calling it.
///
/// Compiled are text, plain arguments (`{label}`: a text inserted as it is, or a number written
/// by the locale's default number format, as MessageFormat writes it) and cardinal plurals
/// (`{count, plural, offset:1 =0 {…} one {# stay} other {# stays}}`) whose variants hold these
/// again and `#`. A plural chooses its variant as ICU's `PluralFormat` does: the first `=N` equal
/// to the number, else the first variant of the category of the number less the offset (as the
/// default number format writes it, so that "1.0005" written "1" is `one` in English), else the
/// first `other`; `#` is the number less the offset, written by that format
/// (``MessageNumber``). Any other shape — select, selectordinal, choice, a typed argument such
/// as `{value, number, ::…}` — is not compiled, and ``PreparedMessage`` gives the message to
/// MessageFormat.
///
/// A message is written in its two forms at once (``LocalizedText``): the text form with each
/// argument's text (isolated where ``Argument`` says so) and the speech form with each
/// argument's speech form, the pattern's own text in its speech form. The speech form is that of
/// the whole sentence (MessageFormat's text with each argument's speech form, in its speech
/// form): where a grouping space at the edge of one piece has a digit on its other side in the
/// next piece, the join drops the space the piece's own speech form has there
/// (``SpeechJoiner``). A first walk over the message chooses the plurals' variants and adds up
/// each form's length; then each form is written into one string of that length, every write
/// checked against the room left (``UTF8Writer``). The pattern's own text is kept as UTF-8 in one buffer of the message's, so
/// the walks count no references.
///
/// The test suite holds the compiled form to MessageFormat on every message of the built-in and
/// example catalogs in every catalog locale, and the `message` fuzz target on random patterns.
package final class CompiledMessage: Sendable {
    /// An argument's value as the message inserts it, as ``formatBytes(_:)`` takes it: copied
    /// without reference counting.
    package enum Argument {
        /// A text and its speech form as UTF-8 that is valid during the call (a value straight
        /// from ICU's buffer); the text form goes between FSI and PDI when `isolated`.
        case text(UnsafeBufferPointer<UInt8>, speech: UnsafeBufferPointer<UInt8>, isolated: Bool)
        /// A number, written and selected as MessageFormat does.
        case number(Double)
    }

    /// An argument's value as strings, as ``format()`` takes it.
    package enum Value: Sendable {
        /// A text and its speech form; the text form goes between FSI and PDI when `isolated`.
        case text(String, speech: String, isolated: Bool)
        /// A number, written and selected as MessageFormat does.
        case number(Double)
    }

    /// A run of the pattern's own text: where its two forms are in ``text`` (the same bytes
    /// where the forms are the same), and where the text its speech form is made of is (the
    /// text form but where an argument bound into it has a speech form of its own), with that
    /// text's edges for the joins of the speech form (``SpeechJoiner``).
    private struct Literal {
        let text: Range<Int>
        let speech: Range<Int>
        let spoken: Range<Int>
        let edges: SpeechEdges
    }

    private enum Segment {
        case literal(Literal)
        /// A plain argument, by slot.
        case argument(Int)
        /// `#`: the number of the innermost plural, less its offset.
        case pound
        /// A plural, by its index in ``plurals``.
        case plural(Int)
    }

    private final class Plural: Sendable {
        let slot: Int
        let offset: Double
        let variants: [Variant]
        /// The variants with `=N`, in order: the first equal to the number is chosen.
        let exact: [ExactVariant]
        /// For each category, in the order of ``MessageNumber/Category``, the variant chosen:
        /// the first of that category, else the first `other`; `nil` without an `other`.
        let byCategory: [Int?]

        init(slot: Int, offset: Double, variants: [Variant]) {
            self.slot = slot
            self.offset = offset
            self.variants = variants
            exact = variants.indices.compactMap { index in variants[index].exact.map { ExactVariant(value: $0, variant: index) } }
            let other = variants.firstIndex { $0.exact == nil && $0.keyword == "other" }
            byCategory = MessageNumber.Category.allCases.map { category in
                variants.firstIndex { $0.exact == nil && $0.keyword == category.keyword } ?? other
            }
        }
    }

    private struct ExactVariant {
        let value: Double
        let variant: Int
    }

    private struct Variant {
        /// The `N` of `=N`; `nil` for a keyword.
        let exact: Double?
        let keyword: String
        let segments: [Segment]
    }

    /// The bytes of the pattern's own text, never written after the message is made (hence
    /// `@unchecked Sendable`), freed with the last message that uses them.
    private final class Bytes: @unchecked Sendable {
        let buffer: UnsafeBufferPointer<UInt8>

        init(_ bytes: [UInt8]) {
            let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: Swift.max(bytes.count, 1))
            _ = buffer.initialize(fromContentsOf: bytes)
            self.buffer = UnsafeBufferPointer(buffer)
        }

        deinit { buffer.deallocate() }
    }

    /// The names of the arguments in the order they first appear: an argument's slot is its
    /// index here.
    package let names: [String]
    private let segments: [Segment]
    private let plurals: [Plural]
    private let text: Bytes
    /// The slots the segments use (a bound argument's slot is used no more).
    private let usedSlots: [Int]
    /// The slots that plain arguments use.
    private let plainSlots: [Int]
    /// The most plurals one formatting meets.
    private let maximumChoices: Int
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

    /// The pattern compared by its code units, as ICU reads it (``CodeUnits``).
    private struct Key: Hashable, Sendable {
        let pattern: String
        let locale: ICULocale

        static func == (first: Key, second: Key) -> Bool {
            first.locale == second.locale && CodeUnits.equal(first.pattern, second.pattern)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(locale)
            CodeUnits.hash(pattern, into: &hasher)
        }
    }

    private static let cache = SharedCache<Key, CompiledMessage?>(limit: 2_048)

    private convenience init?(pattern: String, locale: ICULocale) {
        guard let parsed = try? ParsedMessage(pattern: pattern) else { return nil }
        var builder = Builder()
        guard let segments = builder.compile(parsed.nodes, inPlural: false) else { return nil }
        let number: MessageNumber?
        if builder.names.isEmpty {
            number = nil
        } else {
            guard let shared = MessageNumber.shared(locale: locale) else { return nil }
            number = shared
        }
        self.init(builder, segments: segments, number: number)
    }

    private init(_ builder: Builder, segments: [Segment], number: MessageNumber?) {
        names = builder.names
        plurals = builder.plurals
        text = Bytes(builder.bytes)
        self.segments = segments
        self.number = number
        usedSlots = builder.usedSlots(in: segments).sorted()
        plainSlots = builder.usedSlots(in: segments, plainOnly: true).sorted()
        maximumChoices = builder.plurals(in: segments)
    }

    /// The message with some plain arguments given once for all later calls (a role word and a
    /// hint that do not change while a slider moves): their text becomes the pattern's own.
    /// - Parameter constant: The argument of a slot, or `nil` to leave the slot to each call.
    func binding(_ constant: (Int) -> (text: String, speech: String)?) -> CompiledMessage {
        var builder = Builder()
        builder.names = names
        let segments = builder.rebuild(segments, from: self, binding: constant)
        return CompiledMessage(builder, segments: segments, number: number)
    }

    /// A literal's text form and the text its speech form is made of, as strings.
    private func strings(of literal: Literal) -> (text: String, spoken: String) {
        (
            String(decoding: UnsafeBufferPointer(rebasing: text.buffer[literal.text]), as: UTF8.self),
            String(decoding: UnsafeBufferPointer(rebasing: text.buffer[literal.spoken]), as: UTF8.self)
        )
    }

    /// Makes a message's segments, its plurals and the bytes of its text.
    private struct Builder {
        var names: [String] = []
        var plurals: [Plural] = []
        var bytes: [UInt8] = []
        /// Text waiting to be one literal with the text next to it: its text form, and the text
        /// whose speech form is its speech form (where a bound argument has a speech form of its
        /// own, that speech form).
        private var pendingText = ""
        private var pendingSpoken = ""

        /// The slot of argument `name`, added when new. Names compare by their UTF-8, as ICU
        /// compares them (not by canonical equivalence).
        mutating func slot(_ name: String) -> Int {
            if let found = names.firstIndex(where: { $0.utf8.elementsEqual(name.utf8) }) { return found }
            names.append(name)
            return names.count - 1
        }

        /// Adds text to the literal being made: its text form, and the text its speech form is
        /// made of.
        mutating func add(text: String, spoken: String) {
            pendingText += text
            pendingSpoken += spoken
        }

        /// Ends the literal being made, if any, as the next segment. Its speech form is made of
        /// all its text at once, not piece by piece, so that a grouping space between two pieces
        /// goes as in the whole text (``SpeechText/speechForm(of:)``).
        mutating func flush(into segments: inout [Segment]) {
            guard !pendingText.isEmpty || !pendingSpoken.isEmpty else { return }
            let start = bytes.count
            bytes += pendingText.utf8
            let text = start..<bytes.count
            var spoken = text
            if !pendingSpoken.utf8.elementsEqual(pendingText.utf8) {
                let spokenStart = bytes.count
                bytes += pendingSpoken.utf8
                spoken = spokenStart..<bytes.count
            }
            let speechForm = SpeechText.speechForm(of: pendingSpoken)
            var speech = spoken
            if !speechForm.utf8.elementsEqual(pendingSpoken.utf8) {
                if speechForm.utf8.elementsEqual(pendingText.utf8) {
                    speech = text
                } else {
                    let speechStart = bytes.count
                    bytes += speechForm.utf8
                    speech = speechStart..<bytes.count
                }
            }
            let edges = SpeechEdges(of: pendingSpoken)
            segments.append(.literal(Literal(text: text, speech: speech, spoken: spoken, edges: edges)))
            pendingText = ""
            pendingSpoken = ""
        }

        /// The segments of `nodes`; `nil` for a node of a shape that is not compiled.
        mutating func compile(_ nodes: [MessageNode], inPlural: Bool) -> [Segment]? {
            var segments: [Segment] = []
            for node in nodes {
                switch node {
                case .text(let run, _):
                    add(text: run, spoken: run)
                case .pound:
                    // (Only a plural-style variant has `#`: elsewhere ICU's parser makes it text.)
                    guard inPlural else { return nil }
                    flush(into: &segments)
                    segments.append(.pound)
                case .argument(let argument):
                    flush(into: &segments)
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
                                guard let value = CompiledMessage.explicitValue(variant.selector.dropFirst()) else {
                                    return nil
                                }
                                exact = value
                            }
                            variants.append(Variant(exact: exact, keyword: variant.selector, segments: nodes))
                        }
                        plurals.append(Plural(slot: slot, offset: offset, variants: variants))
                        segments.append(.plural(plurals.count - 1))
                    default:
                        return nil
                    }
                }
            }
            flush(into: &segments)
            return segments
        }

        /// `segments` of `message` made again, the arguments `constant` gives written in as text.
        mutating func rebuild(
            _ segments: [Segment], from message: CompiledMessage, binding constant: (Int) -> (text: String, speech: String)?
        ) -> [Segment] {
            var rebuilt: [Segment] = []
            for segment in segments {
                switch segment {
                case .literal(let literal):
                    let (text, spoken) = message.strings(of: literal)
                    add(text: text, spoken: spoken)
                case .argument(let slot):
                    if let value = constant(slot) {
                        add(text: value.text, spoken: value.speech)
                    } else {
                        flush(into: &rebuilt)
                        rebuilt.append(segment)
                    }
                case .pound:
                    flush(into: &rebuilt)
                    rebuilt.append(segment)
                case .plural(let index):
                    flush(into: &rebuilt)
                    let plural = message.plurals[index]
                    let variants = plural.variants.map { variant in
                        Variant(
                            exact: variant.exact, keyword: variant.keyword,
                            segments: rebuild(variant.segments, from: message, binding: constant))
                    }
                    plurals.append(Plural(slot: plural.slot, offset: plural.offset, variants: variants))
                    rebuilt.append(.plural(plurals.count - 1))
                }
            }
            flush(into: &rebuilt)
            return rebuilt
        }

        /// The slots that `segments` use (as plain arguments only, or also as plurals).
        func usedSlots(in segments: [Segment], plainOnly: Bool = false) -> Set<Int> {
            var used = Set<Int>()
            for segment in segments {
                switch segment {
                case .argument(let slot): used.insert(slot)
                case .plural(let index):
                    if !plainOnly { used.insert(plurals[index].slot) }
                    for variant in plurals[index].variants {
                        used.formUnion(usedSlots(in: variant.segments, plainOnly: plainOnly))
                    }
                case .literal, .pound: break
                }
            }
            return used
        }

        /// The most plurals one formatting of `segments` meets: each plural, and the most of
        /// any of its variants.
        func plurals(in segments: [Segment]) -> Int {
            segments.reduce(0) { total, segment in
                guard case .plural(let index) = segment else { return total }
                return total + 1 + (plurals[index].variants.map { plurals(in: $0.segments) }.max() ?? 0)
            }
        }
    }

    /// The number of an explicit selector as ICU reads it, for the plain decimal forms only
    /// (`=0`, `=-1`, `=1.5`): any other form leaves the message to MessageFormat.
    private static func explicitValue(_ text: Substring) -> Double? {
        let written = String(text)
        guard JSONNumberSyntax.isNumber(written), !written.contains(where: { $0 == "e" || $0 == "E" }) else { return nil }
        return Double(written)
    }

    // MARK: - Formatting

    /// An argument as the walks see it: its two forms as UTF-8 valid for the call, or its
    /// number. (Trivial to copy and to drop.)
    private struct Span {
        let text: UnsafeBufferPointer<UInt8>
        let speech: UnsafeBufferPointer<UInt8>
        let isolated: Bool
        let number: Double?
    }

    /// A number as the default number format writes it, with its speech form. (Two strings
    /// and nothing more: the walks copy it without an outlined copy.)
    private struct WrittenNumber {
        let text: String
        let speech: String

        init(text: String) {
            self.text = text
            speech = SpeechText.speechForm(of: text)
        }
    }

    /// A plural's variant, chosen in the first walk and followed in the others, and the `#` of
    /// that variant once written.
    private struct Choice {
        let variant: Int
        let pound: Double
        var written: WrittenNumber?
    }

    /// The message with its arguments; `nil` when `argument` gives none for a slot the message
    /// uses (in any variant), when a plural is given a text, or when ICU fails on a number
    /// (MessageFormat then decides: it leaves a missing argument as written and reports the
    /// errors).
    /// - Parameter argument: The argument of each slot; called once for each slot the message
    ///   uses.
    /// - Returns: The text and speech forms.
    package func formatBytes(_ argument: (Int) -> Argument?) -> LocalizedText? {
        withUnsafeTemporaryAllocation(of: Span.self, capacity: names.count) { spans in
            let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            for slot in usedSlots {
                let span: Span
                switch argument(slot) {
                case nil:
                    return nil
                case .text(let text, let speech, let isolated)?:
                    span = Span(text: text, speech: speech, isolated: isolated, number: nil)
                case .number(let value)?:
                    span = Span(text: none, speech: none, isolated: false, number: value)
                }
                (spans.baseAddress! + slot).initialize(to: span)
            }
            let spans = UnsafeBufferPointer(spans)
            // Room for the text of a number given to a plain argument, only where one is.
            guard plainSlots.contains(where: { spans[$0].number != nil }) else {
                return formatted(spans, numbers: UnsafeMutableBufferPointer(start: nil, count: 0))
            }
            return withUnsafeTemporaryAllocation(of: WrittenNumber?.self, capacity: names.count) { numbers in
                numbers.initialize(repeating: nil)
                defer { _ = numbers.deinitialize() }
                return formatted(spans, numbers: numbers)
            }
        }
    }

    /// ``formatBytes(_:)`` with the arguments given as strings, each reached in place.
    /// - Parameter value: The value of each slot; called once for each slot the message uses.
    /// - Returns: The text and speech forms; `nil` where ``formatBytes(_:)`` gives `nil`.
    package func format(_ value: (Int) -> Value?) -> LocalizedText? {
        withUnsafeTemporaryAllocation(of: Value.self, capacity: names.count) { values in
            var fetched = 0
            defer { for slot in usedSlots.prefix(fetched) { (values.baseAddress! + slot).deinitialize(count: 1) } }
            for slot in usedSlots {
                guard let given = value(slot) else { return nil }
                (values.baseAddress! + slot).initialize(to: given)
                fetched += 1
            }
            return withUnsafeTemporaryAllocation(of: Argument.self, capacity: names.count) { arguments in
                nesting(UnsafeBufferPointer(values), from: 0, into: arguments)
            }
        }
    }

    /// Makes the argument of each used slot from `usedSlots[position]` on — a string's UTF-8 is
    /// in place only inside `withUTF8`, so each text nests the rest — then formats.
    private func nesting(
        _ values: UnsafeBufferPointer<Value>, from position: Int, into arguments: UnsafeMutableBufferPointer<Argument>
    ) -> LocalizedText? {
        guard position < usedSlots.count else { return formatBytes({ arguments[$0] }) }
        let slot = usedSlots[position]
        switch values[slot] {
        case .number(let number):
            (arguments.baseAddress! + slot).initialize(to: .number(number))
            return nesting(values, from: position + 1, into: arguments)
        case .text(let text, let speech, let isolated) where text == speech:
            // One buffer for both forms, so that the walks compare no byte.
            return text.withUTF8Buffer { text in
                (arguments.baseAddress! + slot).initialize(to: .text(text, speech: text, isolated: isolated))
                return nesting(values, from: position + 1, into: arguments)
            }
        case .text(let text, let speech, let isolated):
            return text.withUTF8Buffer { text in
                speech.withUTF8Buffer { speech in
                    (arguments.baseAddress! + slot).initialize(to: .text(text, speech: speech, isolated: isolated))
                    return nesting(values, from: position + 1, into: arguments)
                }
            }
        }
    }

    /// The most bytes of the text form the first walk writes on the stack.
    private static let scratchCapacity = 512

    /// The message from the spans of its slots. A first walk chooses the plurals' variants,
    /// finds each form's length and writes the text form into a buffer on the stack; the text
    /// form is made from that buffer, or, when it did not fit, by a walk that writes it into a
    /// string of its length. The speech form is the same string when every piece is its own
    /// speech form, else one more walk writes it (into the buffer again where it fits). The
    /// strings from the buffer are made without checking their UTF-8 again: whole pieces of
    /// well-formed UTF-8 put together are well formed.
    private func formatted(
        _ spans: UnsafeBufferPointer<Span>, numbers: UnsafeMutableBufferPointer<WrittenNumber?>
    ) -> LocalizedText? {
        // (The bytes of `text` live as long as this message, which the caller holds.)
        withUnsafeTemporaryAllocation(of: Choice.self, capacity: maximumChoices) { choices in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.scratchCapacity) { scratch in
                plurals.withUnsafeBufferPointer { plurals in
                    var walk = Walk(
                        text: text.buffer, plurals: plurals, spans: spans, numbers: numbers, choices: choices,
                        number: number)
                    defer { walk.deinitialize() }
                    var writer = UTF8Writer(scratch, overflowing: true)
                    guard walk.first(segments, into: &writer) else { return nil }
                    // (Whole pieces of well-formed UTF-8 make well-formed UTF-8.)
                    let written =
                        writer.overflowed
                        ? walk.written(segments, speech: false)
                        : String(wellFormedUTF8: UnsafeBufferPointer(rebasing: scratch[..<writer.count]))
                    if walk.same { return LocalizedText(text: written, speech: written) }
                    let speech =
                        walk.speechLength <= scratch.count
                        ? walk.written(segments, into: scratch) : walk.written(segments, speech: true)
                    return LocalizedText(text: written, speech: speech)
                }
            }
        }
    }

    /// The walks of one formatting over the segments.
    private struct Walk {
        let text: UnsafeBufferPointer<UInt8>
        let plurals: UnsafeBufferPointer<Plural>
        let spans: UnsafeBufferPointer<Span>
        /// The text of each slot's number where a plain argument writes it.
        let numbers: UnsafeMutableBufferPointer<WrittenNumber?>
        let choices: UnsafeMutableBufferPointer<Choice>
        let number: MessageNumber?
        private var choiceCount = 0
        /// The next choice to follow in a writing walk.
        private var nextChoice = 0
        private(set) var textLength = 0
        private(set) var speechLength = 0
        /// Whether every piece is its own speech form.
        private(set) var same = true
        /// The joins of the pieces' speech forms, in the walk that writes the speech form. (The
        /// first walk adds up the pieces' lengths as they are: a join only takes bytes out, so
        /// that is room enough, and the string is as long as what was written.)
        private var joiner = SpeechJoiner()

        init(
            text: UnsafeBufferPointer<UInt8>, plurals: UnsafeBufferPointer<Plural>, spans: UnsafeBufferPointer<Span>,
            numbers: UnsafeMutableBufferPointer<WrittenNumber?>, choices: UnsafeMutableBufferPointer<Choice>,
            number: MessageNumber?
        ) {
            self.text = text
            self.plurals = plurals
            self.spans = spans
            self.numbers = numbers
            self.choices = choices
            self.number = number
        }

        mutating func deinitialize() {
            if choiceCount > 0 { choices.baseAddress!.deinitialize(count: choiceCount) }
            choiceCount = 0
        }

        /// `value` as the default number format writes it, with its speech form.
        private func write(_ value: Double) -> WrittenNumber? {
            guard let number, let written = number.format(value) else { return nil }
            return WrittenNumber(text: written.text)
        }

        private mutating func count(_ number: WrittenNumber) {
            textLength += number.text.utf8.count
            speechLength += number.speech.utf8.count
            same = same && number.text == number.speech
        }

        /// Whether two spans hold the same bytes (the same memory, most often).
        private static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
            first.count == second.count && (first.baseAddress == second.baseAddress || first.elementsEqual(second))
        }

        /// The first walk: chooses each plural's variant (in the order met, which the other
        /// walks follow), writes the numbers, adds up each form's length and writes the text form
        /// (as far as `writer` takes it). `false` where the compiled form cannot write the
        /// message (see ``formatBytes(_:)``).
        mutating func first(_ segments: [Segment], choice current: Int = -1, into writer: inout UTF8Writer) -> Bool {
            for segment in segments {
                switch segment {
                case .literal(let literal):
                    textLength += literal.text.count
                    speechLength += literal.speech.count
                    same = same && literal.text == literal.speech
                    writer.write(UnsafeBufferPointer(rebasing: text[literal.text]))
                case .argument(let slot):
                    if let value = spans[slot].number {
                        if numbers[slot] == nil {
                            guard let written = write(value) else { return false }
                            numbers[slot] = written
                        }
                        count(numbers[slot]!)
                        writer.write(numbers[slot]!.text)
                    } else {
                        let span = spans[slot]
                        textLength += span.text.count + (span.isolated ? 2 * BidiIsolation.markLength : 0)
                        speechLength += span.speech.count
                        same = same && !span.isolated && Self.equal(span.text, span.speech)
                        if span.isolated { writer.write(BidiIsolation.firstStrongIsolate) }
                        writer.write(span.text)
                        if span.isolated { writer.write(BidiIsolation.popDirectionalIsolate) }
                    }
                case .pound:
                    guard current >= 0 else { return false }
                    if choices[current].written == nil {
                        guard let written = write(choices[current].pound) else { return false }
                        choices[current].written = written
                    }
                    count(choices[current].written!)
                    writer.write(choices[current].written!.text)
                case .plural(let index):
                    guard let choice = choose(plurals[index]) else { return false }
                    precondition(choiceCount < choices.count, "CompiledMessage: more plurals than \(choices.count)")
                    (choices.baseAddress! + choiceCount).initialize(to: choice)
                    choiceCount += 1
                    let segments = plurals[index].variants[choice.variant].segments
                    guard first(segments, choice: choiceCount - 1, into: &writer) else { return false }
                }
            }
            return true
        }

        /// The variant of `plural` for its argument, as ICU's `PluralFormat` chooses it.
        private func choose(_ plural: Plural) -> Choice? {
            guard let value = spans[plural.slot].number, value.isFinite else { return nil }
            let pound = value - plural.offset
            for exact in plural.exact where exact.value == value {
                return Choice(variant: exact.variant, pound: pound, written: nil)
            }
            guard let number, let written = number.format(pound), let category = written.category,
                let chosen = plural.byCategory[category.rawValue]
            else { return nil }
            return Choice(variant: chosen, pound: pound, written: WrittenNumber(text: written.text))
        }

        /// A writing walk of the speech form into `scratch` (room for the length the first walk
        /// found), then one string of it.
        mutating func written(_ segments: [Segment], into scratch: UnsafeMutableBufferPointer<UInt8>) -> String {
            nextChoice = 0
            joiner = SpeechJoiner()
            var writer = UTF8Writer(scratch, overflowing: false)
            write(segments, choice: -1, speech: true, into: &writer)
            return String(wellFormedUTF8: UnsafeBufferPointer(rebasing: scratch[..<writer.count]))
        }

        /// A writing walk: one form in one string of the length the first walk found.
        mutating func written(_ segments: [Segment], speech: Bool) -> String {
            nextChoice = 0
            joiner = SpeechJoiner()
            return String(unsafeUninitializedCapacity: speech ? speechLength : textLength) { buffer in
                var writer = UTF8Writer(buffer, overflowing: false)
                write(segments, choice: -1, speech: speech, into: &writer)
                return writer.count
            }
        }

        /// Writes a number's speech form, joined to what is written before it: a number that is
        /// its own speech form has no space separator but U+0020, and its join looks at its
        /// bytes; another's edges are found in its text (only in this walk, and only for such a
        /// number: a thousand and more in a locale that groups with a space, a negative number
        /// with a bidi mark).
        @inline(__always)
        private mutating func write(number written: WrittenNumber, into writer: inout UTF8Writer) {
            if written.speech == written.text {
                written.speech.withUTF8Buffer { writer.write($0, joining: joiner.join(plain: $0)) }
            } else {
                writer.write(written.speech, joining: joiner.join(SpeechEdges(of: written.text)))
            }
        }

        private mutating func write(_ segments: [Segment], choice current: Int, speech: Bool, into writer: inout UTF8Writer) {
            for segment in segments {
                switch segment {
                case .literal(let literal):
                    if speech {
                        writer.write(UnsafeBufferPointer(rebasing: text[literal.speech]), joining: joiner.join(literal.edges))
                    } else {
                        writer.write(UnsafeBufferPointer(rebasing: text[literal.text]))
                    }
                case .argument(let slot):
                    let span = spans[slot]
                    if span.number != nil, let written = numbers[slot] {
                        if speech {
                            write(number: written, into: &writer)
                        } else {
                            writer.write(written.text)
                        }
                    } else if speech {
                        writer.write(span.speech, joining: joiner.join(speech: span.speech))
                    } else {
                        if span.isolated { writer.write(BidiIsolation.firstStrongIsolate) }
                        writer.write(span.text)
                        if span.isolated { writer.write(BidiIsolation.popDirectionalIsolate) }
                    }
                case .pound:
                    let written = choices[current].written!
                    if speech {
                        write(number: written, into: &writer)
                    } else {
                        writer.write(written.text)
                    }
                case .plural(let index):
                    let chosen = nextChoice
                    nextChoice += 1
                    let segments = plurals[index].variants[choices[chosen].variant].segments
                    write(segments, choice: chosen, speech: speech, into: &writer)
                }
            }
        }
    }
}

/// Writes UTF-8 into a buffer of fixed size, checking every write against the room left.
struct UTF8Writer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// Whether a write past the room stops the writer (a scratch buffer that may be too small)
    /// rather than the program (a buffer of the length the text was found to have).
    private let overflowing: Bool
    /// The bytes written so far.
    private(set) var count = 0
    /// Whether a write did not fit (only when `overflowing`); nothing is written after it.
    private(set) var overflowed = false

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>, overflowing: Bool) {
        self.buffer = buffer
        self.overflowing = overflowing
    }

    /// Appends bytes, never past the buffer.
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty, !overflowed else { return }
        guard bytes.count <= buffer.count - count else {
            precondition(overflowing, "UTF8Writer: \(bytes.count) bytes into room for \(buffer.count - count)")
            overflowed = true
            return
        }
        (buffer.baseAddress! + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a string's UTF-8.
    mutating func write(_ text: String) {
        text.withUTF8Buffer { write($0) }
    }

    /// Appends a piece of a speech form as a join tells (``SpeechJoiner``): first takes back
    /// the last byte written, or leaves out the piece's first byte (a space that goes).
    @inline(__always)
    mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, joining action: SpeechJoiner.Action) {
        if action == 0 {
            write(bytes)
            return
        }
        if action & SpeechJoiner.dropLast != 0, count > 0, !overflowed { count -= 1 }
        write(action & SpeechJoiner.dropFirst != 0 ? UnsafeBufferPointer(rebasing: bytes.dropFirst()) : bytes)
    }

    /// ``write(_:joining:)`` for a string's UTF-8.
    mutating func write(_ text: String, joining action: SpeechJoiner.Action) {
        text.withUTF8Buffer { write($0, joining: action) }
    }

    /// Appends a literal's UTF-8.
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write($0) }
    }
}
