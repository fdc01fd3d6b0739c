public import SliderCore
@_spi(SliderSpeechInternals) public import SliderFormatting

/// Messages of the catalogs for one requested locale.
///
/// The catalog locale is negotiated with ICU's locale matcher against the catalogs at hand
/// (es-MX → es, zh-TW → zh-Hant, fi → en); a missing message falls back to the source locale
/// message by message. Numbers and plurals are formatted in the requested locale itself —
/// es-MX formats as Mexico does even where only `es` is translated — with the catalog's script
/// put in when the two differ (`sr`, answered by the Latin catalog, formats as `sr-Latn`).
public final class Localization: Sendable {
    /// The locale asked for.
    public let locale: ICULocale
    /// The catalog locale negotiated for it.
    public let catalogLocale: ICULocale
    /// The locale numbers and plurals are formatted in: the requested locale, with the
    /// catalog's script put in when the catalog is of the same language in another script
    /// (a request for `sr` formats as `sr-Latn`, since only a Latin catalog exists).
    public let formattingLocale: ICULocale
    /// The direction of the requested locale.
    public let direction: LayoutDirection
    /// Where the catalog answering is of the requested language in another script — `sr-Cyrl`
    /// (or `sr`, which CLDR writes in Cyrillic) answered by the `sr-Latn` catalog, since no
    /// Cyrillic one exists — the script asked for and the script answered in (`Cyrl`, `Latn`),
    /// by ICU's likely subtags; `nil` where the scripts agree or the catalog is of another
    /// language (the source-locale fallback). A tool says so: the text is never silently in
    /// another script than the one asked for.
    public var scriptFallback: ScriptFallback? {
        let requested = locale.script
        let answered = catalogLocale.script
        guard locale.language == catalogLocale.language, !requested.isEmpty, !answered.isEmpty, requested != answered
        else { return nil }
        return ScriptFallback(requested: requested, answered: answered)
    }

    /// The script asked for and the script a catalog of the same language answered in
    /// (``scriptFallback``), as ISO 15924 codes.
    public struct ScriptFallback: Hashable, Sendable {
        /// The script of the locale asked for, by ICU's likely subtags (`Cyrl` for `sr`).
        public let requested: String
        /// The script of the catalog answering (`Latn` for `sr-Latn`).
        public let answered: String

        /// The script `requested` and the script `answered` in.
        public init(requested: String, answered: String) {
            self.requested = requested
            self.answered = answered
        }
    }
    /// The catalogs searched.
    public let catalogs: CatalogSet
    private let chain: [String]

    /// Negotiates the catalog locale for `locale` among `catalogs`.
    /// - Parameters:
    ///   - locale: The locale asked for.
    ///   - catalogs: The catalogs to negotiate among; the built-in ones by default.
    public init(locale: ICULocale, catalogs: CatalogSet = .builtIn) {
        self.locale = locale
        self.catalogs = catalogs
        self.direction = locale.direction
        let source = (try? ICULocale(CatalogSet.sourceLocaleTag))!
        let available = catalogs.localeTags.compactMap { try? ICULocale($0) }
        let negotiated = ICULocale.negotiate(locale, available: available, fallback: source)
        self.catalogLocale = negotiated
        self.formattingLocale = locale.formattingLocale(forCatalog: negotiated)
        // The catalog files are named by tags as written; find the one the match came from.
        let tag = catalogs.localeTags.first { (try? ICULocale($0)) == negotiated } ?? negotiated.identifier
        self.chain = tag.lowercased() == CatalogSet.sourceLocaleTag ? [tag] : [tag, CatalogSet.sourceLocaleTag]
    }

    /// The localization for `locale` among `catalogs`, negotiated once per process and shared
    /// by every announcer that asks for the same pair.
    package static func shared(locale: ICULocale, catalogs: CatalogSet) -> Localization {
        sharedLocalizations.value(for: SharedKey(locale: locale, catalogs: catalogs)) {
            Localization(locale: locale, catalogs: catalogs)
        }
    }

    private struct SharedKey: Hashable, Sendable {
        let locale: ICULocale
        let catalogs: CatalogSet
    }

    private static let sharedLocalizations = SharedCache<SharedKey, Localization>(limit: 256)

    /// The pattern of message `id`, or `nil` when no catalog has it.
    /// - Parameter id: A message id, such as `slider.hint.ios`.
    /// - Returns: The pattern of the first locale of the negotiated chain that has it.
    /// - Throws: ``LocalizationError`` (``LocalizationError/Code/catalogFile``) when a catalog
    ///   file the lookup reaches does not parse.
    public func pattern(_ id: String) throws(LocalizationError) -> String? {
        do {
            return try catalogs.message(id, chain: chain)?.message.pattern
        } catch {
            throw LocalizationError.catalogFile(id, error)
        }
    }

    /// Message `id`, parsed once for the requested locale, to format many times.
    /// - Parameter id: A message id.
    /// - Returns: The message, ready to format many times.
    /// - Throws: ``LocalizationError`` when no catalog has the message or its pattern does not
    ///   parse.
    public func prepare(_ id: String) throws(LocalizationError) -> PreparedMessage {
        guard let pattern = try pattern(id) else { throw LocalizationError.missingMessage(id) }
        return try prepare(pattern: pattern, source: id)
    }

    /// A pattern parsed once for the requested locale.
    /// - Parameters:
    ///   - pattern: An ICU MessageFormat pattern.
    ///   - source: What the pattern is, for errors (a message id or a field).
    /// - Returns: The message, ready to format many times.
    /// - Throws: ``LocalizationError`` (``LocalizationError/Code/badPattern``) when the pattern
    ///   does not parse.
    public func prepare(pattern: String, source: String) throws(LocalizationError) -> PreparedMessage {
        do {
            return PreparedMessage(
                format: try MessageFormat.shared(pattern: pattern, locale: formattingLocale), source: source, localization: self)
        } catch {
            throw LocalizationError.badPattern(source, error)
        }
    }

    /// Formats message `id` with named arguments.
    /// - Parameters:
    ///   - id: A message id.
    ///   - arguments: The arguments by name.
    /// - Returns: The message in text and speech forms.
    /// - Throws: ``LocalizationError`` when no catalog has the message or its pattern does not
    ///   format.
    public func format(_ id: String, _ arguments: [String: MessageValue] = [:]) throws(LocalizationError) -> LocalizedText {
        try prepare(id).format(arguments)
    }

    /// Formats a pattern with named arguments, isolating inserted texts where needed.
    /// - Parameters:
    ///   - pattern: An ICU MessageFormat pattern.
    ///   - arguments: The arguments by name.
    ///   - source: What the pattern is, for errors (a message id or a field).
    /// - Returns: The message in text and speech forms.
    /// - Throws: ``LocalizationError`` (``LocalizationError/Code/badPattern``) when the pattern
    ///   does not parse or format.
    public func format(pattern: String, _ arguments: [String: MessageValue] = [:], source: String) throws(LocalizationError)
        -> LocalizedText
    {
        try prepare(pattern: pattern, source: source).format(arguments)
    }

    /// How `value` goes into a sentence of this locale. A text goes with its speech form, its
    /// text form isolated (U+2068 … U+2069) when the sentence is right to left, when the text
    /// holds right-to-left characters itself (an Arabic label in an English sentence), or when
    /// it carries bidi controls of its own that must not leak into the sentence around it —
    /// unless it is one isolate already. A catalog text (a role word, a hint) is never
    /// isolated; a number is formatted by the message.
    func argument(_ value: MessageValue) -> CompiledMessage.Value {
        switch value {
        case .text(let text):
            return text.withUTF8Buffer { bytes in
                let (traits, speech) = TextTraits.analyze(utf8: bytes)
                return .text(text, speech: speech ?? text, isolated: needsIsolation(bytes) { traits })
            }
        case .catalogText(let text):
            return .text(text, speech: SpeechText.speechForm(of: text), isolated: false)
        case .spoken(let given):
            let isolated = given.text.withUTF8Buffer { bytes in
                needsIsolation(bytes) { TextTraits.analyze(utf8: bytes).traits }
            }
            return .text(given.text, speech: given.speech, isolated: isolated)
        case .number(let number):
            return .number(number)
        }
    }

    /// `text` as ICU's MessageFormat is given it: isolated where ``argument(_:)`` isolates it.
    func isolatedIfNeeded(_ text: String) -> String {
        guard case .text(_, _, isolated: true) = argument(.text(text)) else { return text }
        return BidiIsolation.isolate(text)
    }

    /// Whether a text inserted into a sentence of this locale is isolated (see
    /// ``argument(_:)``).
    /// - Parameters:
    ///   - text: The text's UTF-8.
    ///   - traits: Its traits; asked for only when the direction does not decide.
    func needsIsolation(_ text: UnsafeBufferPointer<UInt8>, traits: () -> TextTraits) -> Bool {
        if BidiIsolation.isIsolated(text) { return false }
        if direction == .rightToLeft { return true }
        let traits = traits()
        return traits.hasRightToLeft || traits.hasBidiControls
    }
}
