@_spi(SliderSpeechInternals) import SliderFormatting

/// A value's text and speech forms, with the traits of its text form when they are known
/// already (so that inserting it into a sentence does not look at its characters again).
struct SpokenValue: Sendable {
    let content: LocalizedText
    let traits: TextTraits?
}

/// Writes a slider's values in one locale, as its value style asks.
struct ValueTextFormatter: Sendable {
    private enum Engine: Sendable {
        case number(NumberFormat, range: NumberRangeFormat)
        case message(PreparedMessage, field: String)
    }

    private let engine: Engine
    /// The engine's number format, `nil` for a value message: the hot paths call it through
    /// this stored reference, which they borrow, rather than through the enum's payload, which
    /// they copy (a retain and a release, atomic, per value).
    private let numberFormat: NumberFormat?
    /// How values are said.
    private let speechValues: SpeechValues
    /// The value with its currency or unit named in full, for the speech form; `nil` for a plain
    /// number, a value message, and a percentage said through the catalog (``percentWords``),
    /// for which ICU's long name is neither made nor asked for.
    let names: NumberFormat?
    /// Plain numbers in words (``SpeechValues/spellout``), where ICU has the language's rules.
    private let spellout: SpelloutFormat?
    /// Whether the locale is written right to left (ICU's likely script).
    private let rightToLeft: Bool
    /// For a percentage: the catalog's `slider.value.percent` with the number alone, which
    /// says it in words in every locale (ICU's long name keeps the sign where CLDR has none:
    /// Arabic's zero, two, few and many, Korean, Vietnamese, Chinese).
    private let percentWords: PercentWords?
    /// For an amount of money or of a unit whose name the catalog gives in the form the number
    /// takes (`slider.value.amountName`, where CLDR's form is wrong for the language); `nil`
    /// where CLDR's names stay for every amount of the style, which costs nothing more.
    private let amountNames: AmountNames?
    /// ``amountNames`` for a display skeleton that writes the currency or unit in full
    /// (`unit-width-full-name`): the display text, and the range's, take the catalog's name too,
    /// so that what is shown (and read on a braille display) is what is said; `nil` for a
    /// symbol, a code or an abbreviation, which have no form to fix.
    private let displayNames: AmountNames?
    /// The values formatted so far (the grid cache), keyed by the value's bit pattern (-0 as
    /// 0): a slider's values sit on its step grid, so a thumb moving back and forth formats
    /// each position once and then costs a lookup. At most ``gridLimit`` entries, the oldest
    /// evicted first, so a continuous slider, a huge histogram or a million ticks keep memory
    /// bounded; emptied by `SharedCaches.removeAll()` with every other cache. `nil` when the
    /// formatter was made without it (the benchmark's first visits).
    private let grid: SharedCache<UInt64, SpokenValue>?
    /// The display skeleton ICU formats values with; `nil` for a value message.
    let displaySkeleton: String?
    /// The skeleton that names the currency, unit or percent in full (ICU's long name); the
    /// speech form of a percentage said through the catalog does not use it.
    let namesSkeleton: String?
    /// The most values the grid cache of one formatter holds.
    static let gridLimit = 4_096

    /// Prepares the formatter; every ICU object is made here, once, and cached, and `sample`
    /// (the slider's lower bound) is formatted once, as a value and as a range, so that a style
    /// ICU opens but cannot format with (`precision-increment/0`) fails here, naming its field,
    /// rather than at every event.
    /// - Throws: ``AnnouncementError`` naming the style's field: an unknown currency or
    ///   unit, a bad skeleton, a skeleton that cannot format a number, a value message that
    ///   does not format.
    init(
        style: ValueStyle, step: Double, localization: Localization, speechValues: SpeechValues = .names,
        sample: Double = 0, cachesValues: Bool = true
    ) throws(AnnouncementError) {
        let locale = localization.formattingLocale
        grid = cachesValues ? SharedCache(limit: Self.gridLimit) : nil
        rightToLeft = localization.direction == .rightToLeft
        self.speechValues = speechValues
        let numberStyle: NumberStyle
        let field: String
        switch style {
        case .number:
            numberStyle = .plain(step: step)
            field = "valueStyle"
        case .percent:
            numberStyle = .percent(step: step)
            field = "valueStyle.percent"
        case .currency(let code, let precision):
            numberStyle = .currency(code: code, precision: precision)
            field = "valueStyle.currency"
        case .unit(let unit):
            numberStyle = .unit(unit, step: step)
            field = "valueStyle.unit"
        case .skeleton(let skeleton):
            numberStyle = .skeleton(skeleton)
            field = "valueStyle.skeleton"
        case .message(let source):
            names = nil
            spellout = nil
            percentWords = nil
            amountNames = nil
            displayNames = nil
            displaySkeleton = nil
            namesSkeleton = nil
            let pattern = try resolvePattern(source, field: "valueStyle.message", localization: localization)
            try SpokenMessageCheck.check(pattern, arguments: ["value"], field: "valueStyle.message")
            do {
                engine = .message(
                    try localization.prepare(pattern: pattern, source: "valueStyle.message"), field: "valueStyle.message")
                numberFormat = nil
            } catch {
                throw AnnouncementError.invalidDescription(field: "valueStyle.message", reason: error.reason)
            }
            // Format once now, so a pattern that cannot take a number fails here, named.
            _ = try text(0)
            return
        }
        do throws(FormattingError) {
            if case .currency(let code, _) = numberStyle, !CurrencyCodes.isKnown(code) {
                throw FormattingError.unknownCurrency(code)
            }
            // ICU takes any three letters in a skeleton's currency/XXX; `--currency` does not.
            if let code = CurrencyCodes.unknownCode(inSkeleton: numberStyle.skeleton) {
                throw FormattingError.unknownCurrency(code)
            }
            let skeleton = Self.zeroWithoutSign(numberStyle.skeleton)
            let format = try NumberFormat.shared(skeleton: skeleton, locale: locale)
            let range = try NumberRangeFormat.shared(skeleton: skeleton, locale: locale)
            engine = .number(format, range: range)
            numberFormat = format
        } catch {
            throw AnnouncementError.invalidDescription(field: field, reason: Self.reason(for: error, style: style))
        }
        if case .number(let format, let range) = engine {
            let sample = sample.isFinite ? (sample == 0 ? 0 : sample) : 0
            do throws(FormattingError) {
                _ = try format.displayText(sample)
                _ = try range.displayText(sample, sample)
            } catch {
                let name = error.icuError?.name ?? "\(error)"
                throw AnnouncementError.invalidDescription(
                    field: field,
                    reason:
                        "'\(numberStyle.skeleton)' is a skeleton ICU opens but cannot format \(JSONNumber.text(for: sample)) "
                        + "with (\(name))"
                )
            }
        }
        let namesSkeleton = Self.namesSkeleton(Self.zeroWithoutSign(numberStyle.skeleton))
        displaySkeleton = Self.zeroWithoutSign(numberStyle.skeleton)
        self.namesSkeleton = namesSkeleton
        spellout = namesSkeleton == nil && speechValues == .spellout ? SpelloutFormat.shared(locale: locale) : nil
        let percentWords = try PercentWords(skeleton: Self.zeroWithoutSign(numberStyle.skeleton), localization: localization)
        self.percentWords = percentWords
        let names = percentWords == nil ? namesSkeleton.flatMap { try? NumberFormat.shared(skeleton: $0, locale: locale) } : nil
        self.names = names
        if let names {
            amountNames = try AmountNames(names: names, localization: localization)
        } else {
            amountNames = nil
        }
        let writesFullName = displaySkeleton?.split(separator: " ").contains("unit-width-full-name") ?? false
        displayNames = writesFullName ? amountNames : nil
    }

    /// The skeleton that names a display skeleton's currency, unit or percent in full
    /// (`unit-width-full-name`; percent — each word ``PercentWords/percentSign(_:)`` lists —
    /// and permille as the measure units `concentr-percent` and `concentr-permille`, which ICU
    /// can name); `nil` for a plain number, which has nothing to name.
    static func namesSkeleton(_ skeleton: String) -> String? {
        var named = false
        var words: [String] = []
        for word in skeleton.split(separator: " ").map(String.init) {
            if let unsigned = PercentWords.percentSign(word[...]) {
                words += ["measure-unit/concentr-percent"] + unsigned.map(String.init)
                named = true
                continue
            }
            switch word {
            case "permille":
                words.append("measure-unit/concentr-permille")
                named = true
            case _ where word.hasPrefix("unit-width-"):
                continue
            case _ where word.hasPrefix("currency/") || word.hasPrefix("measure-unit/") || word.hasPrefix("unit/"):
                words.append(word)
                named = true
            default:
                words.append(word)
            }
        }
        return named ? (words + ["unit-width-full-name"]).joined(separator: " ") : nil
    }

    /// `skeleton` with `sign-negative` added when it has no sign option of its own, so that a
    /// value rounding to zero (-0.4 with `precision-integer`) is written "0", not "-0"; ICU
    /// rejects a skeleton with two sign options, so a user's own option is left to decide.
    static func zeroWithoutSign(_ skeleton: String) -> String {
        let hasSign = skeleton.split(separator: " ").contains { word in
            // `sign-…` and the concise forms `+!`, `+_`, `+?`, `+-`, `()`, `()!`, `()?`, `()-`.
            word.hasPrefix("sign-") || word.hasPrefix("()") || (word.count == 2 && word.hasPrefix("+"))
        }
        if hasSign { return skeleton }
        return skeleton.isEmpty ? "sign-negative" : skeleton + " sign-negative"
    }

    private static func reason(for error: FormattingError, style: ValueStyle) -> String {
        let icuName = error.icuError?.name ?? ""
        switch (error.code, style) {
        case (.unknownCurrency, _): return "'\(error.input)' is not a currency ICU knows"
        case (.invalidSkeleton, .unit(let unit)): return "'\(unit)' is not a unit ICU knows (\(icuName))"
        case (.invalidSkeleton, .skeleton(let skeleton)): return "'\(skeleton)' is not an ICU number skeleton (\(icuName))"
        case (.invalidSkeleton, _): return "'\(error.input)' is not an ICU number skeleton (\(icuName))"
        default: return "\(error)"
        }
    }

    /// The catalog's names of an amount's currency or unit, for the web page; `nil` where
    /// CLDR's names stay (or the speech form is the display text).
    var amountNameForms: (integer: String?, decimal: String?)? { speechValues == .display ? nil : amountNames?.forms }
    /// The catalog's names the display text takes (a display skeleton that writes the name in
    /// full), whatever `speechValues` says; `nil` where the display text keeps CLDR's.
    var displayNameForms: (integer: String?, decimal: String?)? { displayNames?.forms }

    /// How a percentage is said, for the web page; `nil` where ``percentWords`` does not say it.
    var percentSpeech: PercentSpeech? { speechValues == .display ? nil : percentWords?.web }

    /// The grid cache's key of `value`: its bit pattern, -0 as 0.
    static func gridKey(_ value: Double) -> UInt64 { (value == 0 ? 0 : value).bitPattern }

    /// Whether the formatter keeps its values in the grid cache.
    var cachesValues: Bool { grid != nil }
    /// How many values the grid cache holds.
    var cachedValueCount: Int { grid?.count ?? 0 }
    /// Empties the grid cache (as `SharedCaches.removeAll()` does with every cache).
    func removeCachedValues() { grid?.removeAll() }

    /// The value text of `value`: the grid cache's, or formatted (and not stored: the speech
    /// form is not made for a text alone).
    func text(_ value: Double) throws(AnnouncementError) -> String {
        if let cached = grid?.cachedValue(for: Self.gridKey(value)) { return cached.content.text }
        return try formattedText(value)
    }

    /// The value text of `value`, formatted.
    private func formattedText(_ value: Double) throws(AnnouncementError) -> String {
        // -0 is said and shown as 0 whatever the style: ICU writes "-0" and "-$0.00".
        let value = value == 0 ? 0 : value
        switch engine {
        case .number:
            do {
                if let displayNames { return try displayNames.displayText(value, format: numberFormat!) }
                return try numberFormat!.displayText(value)
            } catch {
                throw AnnouncementError.invalidDescription(field: "valueStyle", reason: "\(error)")
            }
        case .message(let message, let field):
            do {
                // ICU reports no fields for a message's text: a value that a left-to-right and a
                // right-to-left paragraph would show differently ("1.5 times", "times 1.5") is
                // isolated whole in the locale's direction, so that it reads as the locale
                // means in either.
                let text = try message.format(["value": .number(value)]).text
                if BidiText.visual(text, rightToLeft: false) == BidiText.visual(text, rightToLeft: true) { return text }
                return BidiIsolation.isolate(text, direction: rightToLeft ? .rightToLeft : .leftToRight)
            } catch {
                throw AnnouncementError.invalidDescription(field: field, reason: error.reason)
            }
        }
    }

    /// The value text of `value` with its speech form, as ``SpeechValues`` chooses: the
    /// currency, unit or percent named in full ("60 US dollars"), the display text, or a plain
    /// number in words ("sixty"); never a format control.
    func value(_ value: Double) throws(AnnouncementError) -> LocalizedText {
        try spoken(value).content
    }

    /// ``value(_:)`` with the traits of the text form, when the formatter knows them: a
    /// currency, unit or percent named in full, or the display text said as it is, both made in
    /// one call into ICU. A value met before is the grid cache's.
    func spoken(_ value: Double) throws(AnnouncementError) -> SpokenValue {
        guard let grid else { return try formattedSpoken(value) }
        let key = Self.gridKey(value)
        if let cached = grid.cachedValue(for: key) { return cached }
        let made = try formattedSpoken(value)
        return grid.value(for: key) { made }
    }

    /// ``spoken(_:)`` formatted, past the grid cache.
    private func formattedSpoken(_ value: Double) throws(AnnouncementError) -> SpokenValue {
        if let displayNames, spellout == nil,
            let text = try? displayNames.displayText(value == 0 ? 0 : value, format: numberFormat!)
        {
            // The name in full, shown as it is said: the speech form the names' (said through
            // the catalog, as the display text is written), or the display text's own.
            let said = speechValues == .display ? nil : amountNames?.speech(value == 0 ? 0 : value)
            return SpokenValue(
                content: LocalizedText(text: text, speech: said ?? SpeechText.speechForm(of: text)), traits: nil)
        }
        if numberFormat != nil, spellout == nil {
            let value = value == 0 ? 0 : value
            let names = speechValues == .display ? nil : self.names
            if let (text, traits, speech) = try? numberFormat!.spokenText(value, names: names) {
                if speechValues != .display, let percentWords, let said = percentWords.speech(value) {
                    return SpokenValue(content: LocalizedText(text: text, speech: said), traits: traits)
                }
                if speechValues != .display, let amountNames, let said = amountNames.speech(value) {
                    return SpokenValue(content: LocalizedText(text: text, speech: said), traits: traits)
                }
                return SpokenValue(content: LocalizedText(text: text, speech: speech), traits: traits)
            }
        }
        return SpokenValue(content: try slowValue(value), traits: nil)
    }

    /// ``spoken(_:)`` as UTF-8 bytes, for text that inserts the value (see
    /// ``NumberFormat/withSpokenText(_:names:_:)``); `nil` for a style without the one call
    /// (a value message, spelled-out numbers) or when it fails, where ``spoken(_:)`` decides.
    func withSpoken<Result>(
        _ value: Double, _ body: (UnsafeBufferPointer<UInt8>, TextTraits, UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result? {
        guard numberFormat != nil, spellout == nil else { return nil }
        // A percentage, or an amount the catalog names: spoken(_:) says it through the catalog
        // (and writes it so, when the display names it in full).
        if speechValues != .display, percentWords != nil || amountNames != nil { return nil }
        if displayNames != nil { return nil }
        var result: Result?
        let names = speechValues == .display ? nil : names
        try? numberFormat!.withSpokenText(value == 0 ? 0 : value, names: names) { text, traits, speech in
            result = body(text, traits, speech)
        }
        return result
    }

    /// ``value(_:)`` in separate steps: a value message, spelled-out numbers, or a failure of the
    /// one call (which this repeats, so that its error names the field).
    private func slowValue(_ value: Double) throws(AnnouncementError) -> LocalizedText {
        let text = try formattedText(value)
        let value = value == 0 ? 0 : value
        if speechValues != .display, let percentWords, let said = percentWords.speech(value) {
            return LocalizedText(text: text, speech: said)
        }
        if speechValues != .display, let amountNames, let said = amountNames.speech(value) {
            return LocalizedText(text: text, speech: said)
        }
        if speechValues != .display, let names, let named = try? names.format(value) {
            return LocalizedText(text: text, speech: SpeechText.speechForm(of: named))
        }
        if let spellout, case .number(let format, _) = engine, let decimal = format.roundedDecimal(value),
            let words = spellout.words(decimal: decimal)
        {
            return LocalizedText(text: text, speech: SpeechText.speechForm(of: words))
        }
        return LocalizedText(text)
    }

    /// ICU's range text ("$60 – $180"), or `nil` when the style has no range formatter (a
    /// value message).
    /// - Throws: ``AnnouncementError`` naming `valueStyle` when ICU fails to format the range.
    func rangeText(_ lower: Double, _ upper: Double) throws(AnnouncementError) -> String? {
        guard case .number(_, let range) = engine else { return nil }
        do {
            if let displayNames {
                return try displayNames.rangeText(lower == 0 ? 0 : lower, upper == 0 ? 0 : upper, format: range)
            }
            return try range.displayText(lower == 0 ? 0 : lower, upper == 0 ? 0 : upper)
        } catch {
            throw AnnouncementError.invalidDescription(field: "valueStyle", reason: "\(error)")
        }
    }
}

/// A percentage said in words: the number as the display rounds it, without the sign
/// (`scale/100`, the same precision and digits), inserted as `{value}` into the catalog's
/// `slider.value.percent`, with `{count}` the same number for its plural forms. (ICU's long
/// name of percent keeps the sign where CLDR has none, and has wrong plural forms in places.)
///
/// A plural on `{count}` selects on the number as the display writes it, with its visible
/// fraction digits (CLDR's operands v, f and t): "1,00 %" and "1,0001 %" are Russian's
/// `other` ("процента"), not the `one` of "1". MessageFormat would select on the number as its
/// own default format writes it, which drops trailing zeros and keeps at most three fraction
/// digits, so the message is walked here: its text, `{value}`, `{count}`, `#` and plurals on
/// `{count}` (nested too, with offsets), each plural's variant chosen as ICU's `PluralFormat`
/// chooses it — the first `=N` equal to the number, else the first variant of the category of
/// the number less the offset, else `other` — but with ICU's plural selection on the number as
/// the display's format writes it (`uplrules_selectFormatted`); `{count}` and `#` are written
/// by that format. A message of any other shape (a select, a typed argument) goes to
/// MessageFormat as it is.
struct PercentWords: Sendable {
    /// The number as the display rounds and writes it, without the sign.
    private let number: NumberFormat
    /// ``number`` without its scale: writes `{count}` (already scaled) and `#`, and the numbers
    /// that plurals select on, with the display's digits.
    private let counted: NumberFormat
    /// The locale's cardinal plural rules.
    private let rules: PluralRules
    /// The message's pieces, when they are of the shape walked here; `nil` for another shape,
    /// which ``message`` formats.
    private let nodes: [MessageNode]?
    /// The catalog's message, for a shape ``nodes`` does not cover (MessageFormat selects on
    /// `{count}` there as its default format writes the number).
    private let message: PreparedMessage
    /// What the web page needs to say a percentage as this does (``PercentSpeech``).
    let web: PercentSpeech

    /// `nil` when `skeleton` writes no percent sign, or the locale's catalog has no
    /// `slider.value.percent`.
    /// - Throws: ``AnnouncementError`` when the catalog's message is not a valid pattern.
    init?(skeleton: String, localization: Localization) throws(AnnouncementError) {
        var percent = false
        var words: [Substring] = []
        for word in skeleton.split(separator: " ") {
            if let unsigned = Self.percentSign(word) {
                percent = true
                words += unsigned
            } else if !word.hasPrefix("unit-width-") {
                words.append(word)
            }
        }
        let locale = localization.formattingLocale
        guard percent, let number = try? NumberFormat.shared(skeleton: words.joined(separator: " "), locale: locale),
            let counted = try? NumberFormat.shared(
                skeleton: words.filter { !$0.hasPrefix("scale/") }.joined(separator: " "), locale: locale),
            let rules = try? PluralRules.shared(locale: locale, kind: .cardinal)
        else { return nil }
        let pattern: String
        do {
            guard let found = try localization.pattern("slider.value.percent") else { return nil }
            pattern = found
            message = try localization.prepare("slider.value.percent")
        } catch {
            throw .catalogMessage(error)
        }
        self.number = number
        self.counted = counted
        self.rules = rules
        nodes = (try? ParsedMessage(pattern: pattern)).map(\.nodes).flatMap { Self.walks($0, inPlural: false) ? $0 : nil }
        web = PercentSpeech(
            numberSkeleton: number.skeleton, countedSkeleton: counted.skeleton, pattern: pattern, walks: nodes != nil)
    }

    /// The one list of the skeleton words that write a percent sign, which both
    /// ``ValueTextFormatter/namesSkeleton(_:)`` (naming the percent in full) and
    /// ``init(skeleton:localization:)`` (saying the number through the catalog) go by: for
    /// such a word, the words it stands for without its sign (`%x100` scales by 100); `nil`
    /// for any other word.
    static func percentSign(_ word: Substring) -> [Substring]? {
        switch word {
        case "percent", "%", "measure-unit/concentr-percent", "unit/percent": return []
        case "%x100": return ["scale/100"]
        default: return nil
        }
    }

    /// Whether `nodes` are of the shape ``said(_:value:count:pound:)`` walks: text, `{value}`,
    /// `{count}`, `#` in a plural's variant, and plurals on `{count}` whose explicit selectors
    /// are plain decimals (`=0`, `=1.5`).
    private static func walks(_ nodes: [MessageNode], inPlural: Bool) -> Bool {
        nodes.allSatisfy { node in
            switch node {
            case .text: return true
            case .pound: return inPlural
            case .argument(let argument):
                switch argument.kind {
                case .plain: return argument.name == "value" || argument.name == "count"
                case .plural:
                    return argument.name == "count"
                        && argument.variants.allSatisfy { variant in
                            (!variant.selector.hasPrefix("=") || exactValue(variant.selector) != nil)
                                && walks(variant.nodes, inPlural: true)
                        }
                default: return false
                }
            }
        }
    }

    /// The number of an explicit selector (`=1.5`), for the plain decimal forms only.
    private static func exactValue(_ selector: String) -> Double? {
        let written = String(selector.dropFirst())
        guard JSONNumberSyntax.isNumber(written), !written.contains(where: { $0 == "e" || $0 == "E" }) else { return nil }
        return Double(written)
    }

    /// The speech form of `value` said through the catalog's message; `nil` when ICU fails.
    func speech(_ value: Double) -> String? {
        guard let text = try? number.format(value), let decimal = number.roundedDecimal(value),
            let rounded = Double(decimal)
        else { return nil }
        if let nodes, let said = said(nodes, value: SpeechText.speechForm(of: text), count: rounded, pound: nil) {
            // The speech form of the whole, not of each piece: a grouping space at the edge of
            // a piece goes only beside a digit of the next one.
            return SpeechText.speechForm(of: said)
        }
        return (try? message.format(["value": .catalogText(text), "count": .number(rounded)]))?.speech
    }

    /// The text whose speech form `nodes` (the message, or a plural's variant) says, each piece
    /// in turn: `value` the speech form of `{value}`, `count` the number, `pound` the number of
    /// the innermost plural less its offset; `nil` when ICU fails or a plural has no variant.
    private func said(_ nodes: [MessageNode], value: String, count: Double, pound: Double?) -> String? {
        var speech = ""
        for node in nodes {
            switch node {
            case .text(let run, _):
                speech += run
            case .pound:
                guard let pound, let written = try? counted.format(pound) else { return nil }
                speech += written
            case .argument(let argument):
                switch argument.kind {
                case .plain where argument.name == "value":
                    speech += value
                case .plain:
                    guard let written = try? counted.format(count) else { return nil }
                    speech += written
                case .plural(let offset):
                    guard let variant = variant(of: argument, count: count, offset: offset),
                        let inner = said(variant.nodes, value: value, count: count, pound: count - offset)
                    else { return nil }
                    speech += inner
                default:
                    return nil
                }
            }
        }
        return speech
    }

    /// The variant of a plural on `{count}`: the first `=N` equal to `count`, else the first of
    /// the category of `count` less `offset` as the display writes it, else the first `other`.
    private func variant(of plural: MessageArgument, count: Double, offset: Double) -> MessageVariant? {
        if let exact = plural.variants.first(where: { $0.selector.hasPrefix("=") && Self.exactValue($0.selector) == count }) {
            return exact
        }
        guard let category = try? rules.category(of: count - offset, formattedWith: counted) else { return nil }
        return plural.variants.first { $0.selector == category.rawValue } ?? plural.variants.first { $0.selector == "other" }
    }
}

/// The pattern of a text source: a key's catalog pattern, or a literal pattern.
func resolvePattern(_ source: TextSource, field: String, localization: Localization) throws(AnnouncementError) -> String {
    switch source {
    case .literal(let pattern):
        return pattern
    case .key(let id):
        let found: String?
        do {
            found = try localization.pattern(id)
        } catch {
            throw AnnouncementError.catalogMessage(error)  // a catalog file's fault, not the field's
        }
        guard let pattern = found else {
            throw AnnouncementError.invalidDescription(field: field, reason: "no message '\(id)' in the catalogs")
        }
        return pattern
    }
}

/// The text of a text source: a literal as it is, a key's message formatted without arguments.
func resolveText(_ source: TextSource, field: String, localization: Localization) throws(AnnouncementError) -> String {
    switch source {
    case .literal(let text):
        return text
    case .key(let id):
        do {
            return try localization.format(id).text
        } catch {
            throw AnnouncementError.invalidDescription(field: field, reason: error.reason)
        }
    }
}

/// How a percentage value is said (``PercentWords``), for a page that says it without ICU: the
/// number as the display rounds it without its sign (`numberSkeleton`, scaled), the skeleton that
/// writes `{count}` and `#` and that plurals select on (`countedSkeleton`, not scaled), the
/// catalog's `slider.value.percent`, and whether the message is walked with that selection
/// (`walks`) or formatted as MessageFormat formats it.
package struct PercentSpeech: Hashable, Sendable {
    package let numberSkeleton: String
    package let countedSkeleton: String
    package let pattern: String
    package let walks: Bool
}
