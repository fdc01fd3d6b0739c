internal import CICUShim

/// An ICU MessageFormat message for one pattern and locale (`icu::MessageFormat`), formatted
/// with named arguments.
///
/// ```swift
/// let stays = try MessageFormat.shared(
///     pattern: "{count, plural, =0 {No stays} one {# stay} other {# stays}}",
///     locale: ICULocale("en"))
/// try stays.format(["count": .number(186)])   // "186 stays"
/// ```
/// Numbers are written the locale's way ("١٨٦ stays" in ar-EG), and plural variants follow the
/// locale's CLDR rules.
///
/// `icu::MessageFormat` is not thread-safe, so each instance serializes its use with a lock
/// (the package's own `Locked`). Shared instances are safe to use from any thread; heavy
/// concurrent use of one pattern takes turns.
public final class MessageFormat: @unchecked Sendable {
    /// The value of an argument, as ``format(_:)`` takes it: inserted as it is, with no
    /// isolation of its own (SliderSpeech's messages add that).
    ///
    /// Frozen: a `switch` over its cases may be exhaustive. They are the two kinds of value
    /// ICU's message arguments take here (dates and times are no slider's); a new case would
    /// be a new major version.
    public enum Value: Hashable, Sendable {
        /// A number: for `{count, plural, …}`, `{value, number, ::.##}`, `#`, or plain `{n}`.
        case number(Double)
        /// Text: for `{name}` and `{gender, select, …}`.
        case string(String)
    }

    /// The pattern, as given.
    public let pattern: String
    /// The locale the message is formatted for.
    public let locale: ICULocale
    // An `ssicu_message_format`, owned by this object; reached only while holding its lock.
    private let handle: Locked<OpaquePointer>
    /// For `{v, spellout}` and `{v, ordinal}`: the message with digits there, for values of 2^53
    /// and beyond, which ICU's rules get wrong (see ``SpelledArguments``).
    private let digits: (arguments: SpelledArguments, format: MessageFormat)?

    /// Parses a pattern for a locale (not shared; see ``shared(pattern:locale:)``).
    ///
    /// - Parameters:
    ///   - pattern: An ICU MessageFormat pattern.
    ///   - locale: The locale whose numbers and plural rules the message uses.
    /// - Throws: ``FormattingError/Code/messageSyntax`` when the pattern does not parse or ICU
    ///   rejects an argument. For an argument type ICU does not know (`{n, pluriel, …}`), the
    ///   offset is that of the type word; for a style ICU rejects (`{v, number, ::foo}`), that of
    ///   the style; for an unmatched brace, the brace left open; for a plural or select without
    ///   `other`, the argument's `{` (``MessageSyntaxError/Code/missingOther``); for arguments
    ///   nested more than 32 levels deep, the `{` that goes too deep.
    public init(pattern: String, locale: ICULocale) throws(FormattingError) {
        do {
            try MessageNesting.check(pattern)
        } catch {
            throw .messageSyntax(pattern, error)
        }
        var status: Int32 = 0
        var errorOffset: Int32 = -1
        let handle = ShimText.withUTF8(pattern) { text, length in
            ssicu_message_format_open(text, length, locale.icuID, &errorOffset, &status)
        }
        guard let handle, status <= 0 else {
            throw .messageSyntax(
                pattern,
                Self.syntaxError(in: pattern, locale: locale, status: status, utf16Offset: errorOffset))
        }
        self.pattern = pattern
        self.locale = locale
        self.handle = Locked(handle)
        digits = SpelledArguments(pattern: pattern).flatMap { arguments in
            (try? MessageFormat(pattern: arguments.pattern, locale: locale)).map { (arguments, $0) }
        }
    }

    deinit { handle.withLock { ssicu_message_format_close($0) } }

    /// The shared message for a pattern in a locale, parsed on first use.
    /// - Parameters:
    ///   - pattern: An ICU MessageFormat pattern.
    ///   - locale: The locale whose numbers and plural rules the message uses.
    /// - Returns: The message, the same instance for the same pattern and locale.
    /// - Throws: ``FormattingError/Code/messageSyntax`` (also on later calls: failures are
    ///   cached).
    public static func shared(pattern: String, locale: ICULocale) throws(FormattingError) -> MessageFormat {
        try cache.value(for: FormatterKey(locale: locale, text: pattern)) {
            Result { () throws(FormattingError) in try MessageFormat(pattern: pattern, locale: locale) }
        }.get()
    }

    /// Formats the message with named arguments.
    ///
    /// An argument the pattern uses but `arguments` lacks is not an error: ICU leaves it in the
    /// output as written, `{name}`, where a check for a leftover `{` finds it. Arguments the
    /// pattern does not use are ignored. A number of 2^53 or more in magnitude given to a
    /// `spellout` or `ordinal` argument is written in digits, as `{name, number}` writes it:
    /// ICU's spell-out rules are exact only below 2^53.
    /// - Parameter arguments: The arguments by name.
    /// - Returns: The formatted text.
    /// - Throws: ``FormattingError/Code/icu`` when ICU fails, such as for text given to a plural
    ///   argument (`U_ILLEGAL_ARGUMENT_ERROR`).
    public func format(_ arguments: [String: Value]) throws(FormattingError) -> String {
        if let digits, digits.arguments.needsDigits(arguments) { return try digits.format.format(arguments) }
        // Every name and text goes into one byte buffer, so a single pointer stays valid for
        // the whole call; the shim's argument records point into it.
        var bytes: [UInt8] = []
        var records: [(name: Range<Int>, value: Value, text: Range<Int>)] = []
        for (name, value) in arguments.sorted(by: { $0.key < $1.key }) {
            let nameStart = bytes.count
            bytes.append(contentsOf: name.utf8)
            let textStart = bytes.count
            if case .string(let text) = value { bytes.append(contentsOf: text.utf8) }
            records.append((nameStart..<textStart, value, textStart..<bytes.count))
        }
        bytes.append(0)  // never empty, so the buffer always has an address
        do throws(ICUError) {
            return try bytes.withUnsafeBufferPointer { buffer throws(ICUError) in
                let base = UnsafeRawPointer(buffer.baseAddress!).assumingMemoryBound(to: CChar.self)
                let shimArguments = records.map { record in
                    var number = 0.0
                    if case .number(let value) = record.value { number = value }
                    var isString = false
                    if case .string = record.value { isString = true }
                    return ssicu_message_argument(
                        name: base + record.name.lowerBound, nameLength: Int32(record.name.count),
                        isString: isString, number: number,
                        text: base + record.text.lowerBound, textLength: Int32(record.text.count))
                }
                return try handle.withLock { handle throws(ICUError) in
                    try ShimText.read(operation: "MessageFormat::format", capacity: 256, converted: true) {
                        out, capacity, status in
                        ssicu_message_format_format(handle, shimArguments, Int32(shimArguments.count), out, capacity, status)
                    }
                }
            }
        } catch {
            throw .icu(error)
        }
    }

    private static let cache = SharedCache<FormatterKey, Result<MessageFormat, FormattingError>>(limit: 512)

    // MARK: - Locating faults

    /// The syntax error for a pattern ICU's MessageFormat rejected. When ICU's parser says
    /// where, that is the offset. Otherwise the pattern parsed and one argument is at fault —
    /// MessageFormat does not say which — so each simple argument is tried alone with ICU,
    /// first its type (`{n, pluriel}`), then with its style.
    private static func syntaxError(
        in pattern: String, locale: ICULocale, status: Int32, utf16Offset: Int32
    ) -> MessageSyntaxError {
        let icuName = ICUError.name(of: status)
        let parts: MessageParts
        do {
            parts = try MessageParts(pattern: pattern)
        } catch {
            return error
        }
        if utf16Offset >= 0 {
            return MessageSyntaxError.icu(offset: parts.scalarOffset(utf16Offset), icuName: icuName)
        }
        let all = parts.parts
        for (index, start) in all.enumerated()
        where Int(start.type) == SSICU_PART_ARG_START && Int(start.argType) == SSICU_ARG_SIMPLE {
            let name = parts.text(of: all[index + 1])
            let type = all[index + 2]
            let typeText = parts.text(of: type)
            if !accepts("{\(name), \(typeText)}", locale: locale) {
                return MessageSyntaxError.unknownArgumentType(
                    typeText, offset: parts.scalarOffset(type.index), icuName: icuName)
            }
            let limit = all[Int(start.limitPart)]
            let whole = parts.text(from: start.index, to: limit.index + limit.length)
            if Int(all[index + 3].type) == SSICU_PART_ARG_STYLE, !accepts(whole, locale: locale) {
                let style = parts.trimmedText(of: all[index + 3])
                return MessageSyntaxError.invalidArgumentStyle(
                    style.text, argument: name, offset: parts.scalarOffset(style.start), icuName: icuName)
            }
        }
        return MessageSyntaxError.icu(offset: 0, icuName: icuName)
    }

    /// Whether ICU's MessageFormat accepts `pattern` in `locale`.
    private static func accepts(_ pattern: String, locale: ICULocale) -> Bool {
        var status: Int32 = 0
        var errorOffset: Int32 = -1
        let handle = ShimText.withUTF8(pattern) { text, length in
            ssicu_message_format_open(text, length, locale.icuID, &errorOffset, &status)
        }
        guard let handle else { return false }
        ssicu_message_format_close(handle)
        return status <= 0
    }
}
