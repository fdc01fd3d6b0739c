import SliderCore
@_spi(SliderSpeechInternals) import SliderFormatting

/// Everything a slider says that does not depend on its state, resolved once for one locale:
/// labels, tick labels, role words, hints, the value formatter and the count message. Every
/// catalog lookup and ICU object is made here, so that a bad key, currency or pattern fails
/// before the first announcement, naming its field.
final class SliderTexts: Sendable {
    /// The slider description the texts are for.
    let slider: SliderDescription
    let localization: Localization
    let values: ValueTextFormatter
    /// Labels of the thumbs: lower and upper for a range, the one thumb otherwise.
    let thumbLabels: [SliderElement.ID: String]
    /// The label of the whole control, when the description gives one.
    let controlLabel: String?
    let tickLabels: [Double: String]
    let roleWords: [Platform: String]
    let hints: [Platform: String]
    let countMessage: PreparedMessage?
    /// The slot of `count` in the count message's compiled form.
    private let countSlot: Int?
    /// The count message's speech form with the number in words (``SpeechValues/spellout``).
    let spelledCount: SpelledCount?
    /// The built-in messages said while the slider moves, parsed once.
    private let prepared: [String: PreparedMessage]
    /// What each platform says on focus, its role word and hint bound (label and value remain),
    /// in the order of `Platform.all`.
    private let focusMessages: [PreparedMessage]
    /// What each platform's focus message fills in through its compiled form, in the order of
    /// `Platform.all`: the slots of label and value.
    private let focusSlots: [(label: Int?, value: Int?)]
    /// The thumbs' labels as the focus messages insert them, lower, upper, value.
    private let focusLabels: [InsertedLabel?]
    static let preparedIDs = [
        "slider.tick.position", "slider.tick.between",
        "slider.range.between", "slider.range.any", "slider.range.upTo", "slider.range.orMore", "slider.limit.lowest",
        "slider.limit.highest", "slider.limit.otherThumb", "slider.limit.spanBelow", "slider.limit.spanAbove",
    ]
    let anyValue: String?
    let layoutDirection: LayoutDirection
    /// The count messages formatted so far, by count: a count met before costs a lookup, as a
    /// value does in the grid cache. At most ``ValueTextFormatter/gridLimit`` entries (a
    /// histogram of millions of results stays bounded), shared with the announcer's copies and
    /// emptied by `SharedCaches.removeAll()`; `nil` without the grid cache.
    private let counts: SharedCache<Int, LocalizedText>?
    /// The limit announcements made so far, by what decides them (message, thumb, whether the
    /// value changed, the value): a thumb pushed against its limit again costs a lookup. Bounded
    /// and shared like ``counts``; `nil` without the grid cache.
    let limits: SharedCache<LimitKey, Announcement>?
    /// The focus sentences said so far, by platform, thumb and value: a thumb focused again at
    /// a value it was focused at costs a lookup. Bounded and shared like ``counts``; `nil`
    /// without the grid cache.
    private let focusTexts: SharedCache<FocusKey, LocalizedText>?
    /// How many count messages ``counts`` holds.
    var cachedCountCount: Int { counts?.count ?? 0 }
    /// The reasons the limit messages give. (Here rather than in the announcer, so that copying
    /// an announcer retains one object less.)
    let reasons: LimitReasons

    init(description: SliderDescription, localization: Localization, cachesValues: Bool = true) throws(AnnouncementError) {
        self.slider = description
        self.localization = localization
        reasons = LimitReasons(localization: localization)
        counts = cachesValues ? SharedCache(limit: ValueTextFormatter.gridLimit) : nil
        limits = cachesValues ? SharedCache(limit: ValueTextFormatter.gridLimit) : nil
        focusTexts = cachesValues ? SharedCache(limit: ValueTextFormatter.gridLimit) : nil
        values = try ValueTextFormatter(
            style: description.valueStyle, step: description.step, localization: localization,
            speechValues: description.speechValues, sample: description.model.bounds.lower, cachesValues: cachesValues)

        func builtIn(_ id: String) throws(AnnouncementError) -> String { try LocaleTexts.text(id, in: localization) }
        var labels: [SliderElement.ID: String] = [:]
        let controlLabel = try description.label.map { (source) throws(AnnouncementError) in
            try resolveText(source, field: "label", localization: localization)
        }
        switch description.model {
        case .range:
            if let given = description.thumbLabels {
                labels[.lower] = try resolveText(given[0], field: "thumbLabels[0]", localization: localization)
                labels[.upper] = try resolveText(given[1], field: "thumbLabels[1]", localization: localization)
            } else if let controlLabel {
                do {
                    labels[.lower] = try localization.format("slider.thumb.lowerNamed", ["label": .text(controlLabel)]).text
                    labels[.upper] = try localization.format("slider.thumb.upperNamed", ["label": .text(controlLabel)]).text
                } catch {
                    throw .catalogMessage(error)
                }
            } else {
                labels[.lower] = try builtIn("slider.thumb.lower")
                labels[.upper] = try builtIn("slider.thumb.upper")
            }
        case .slider, .ticks:
            if let controlLabel {
                labels[.value] = controlLabel
            } else {
                labels[.value] = try builtIn("slider.thumb.value")
            }
        }
        thumbLabels = labels
        self.controlLabel = controlLabel

        var ticks: [Double: String] = [:]
        for (tick, source) in description.tickLabels {
            ticks[tick] = try resolveText(source, field: "tickLabels.\(JSONNumber.text(for: tick))", localization: localization)
        }
        tickLabels = ticks

        let shared = try LocaleTexts.of(localization)
        roleWords = shared.roleWords
        hints = shared.hints

        let countPattern: String?
        if let source = description.countMessage {
            countPattern = try resolvePattern(source, field: "countMessage", localization: localization)
            try SpokenMessageCheck.check(countPattern ?? "", arguments: ["count"], field: "countMessage")
        } else if description.histogram != nil {
            do {
                countPattern = try localization.pattern("slider.count.results")
            } catch {
                throw AnnouncementError.catalogMessage(error)
            }
        } else {
            countPattern = nil
        }
        do {
            countMessage = try countPattern.map { (pattern) throws(LocalizationError) in
                try localization.prepare(pattern: pattern, source: "countMessage")
            }
        } catch {
            throw AnnouncementError.invalidDescription(field: "countMessage", reason: error.reason)
        }
        countSlot = countMessage?.slot("count")
        spelledCount =
            description.speechValues == .spellout
            ? countPattern.flatMap { SpelledCount(pattern: $0, argument: "count", localization: localization) } : nil
        prepared = shared.prepared
        // The labels as the focus messages insert them, worked out once for every platform.
        focusLabels = [SliderElement.ID.lower, .upper, .value].map { id in
            labels[id].map { InsertedLabel($0, localization: localization) }
        }
        focusMessages = shared.focusMessages
        focusSlots = shared.focusSlots
        anyValue = try description.anyValueText.map { (source) throws(AnnouncementError) in
            try resolveText(source, field: "anyValueText", localization: localization)
        }
        layoutDirection = description.layoutDirection ?? localization.direction

        // Format the count once now, so a broken count message fails here, named.
        if countMessage != nil { _ = try count(0) }
    }

    /// What `platform`'s screen reader says on focus of thumb `id` with its value `value`,
    /// through the message's compiled form; `nil` for a thumb the slider does not have or a
    /// message the compiled form does not write. The sentence's text form shows the value's
    /// text form, its speech form says the value's speech form: the caller gives the speech form
    /// of the field the screen reader reads (``AssistiveValue/field(_:)``).
    func focusText(_ platform: Platform, _ id: SliderElement.ID, value: SpokenValue) -> LocalizedText? {
        value.content.text.withUTF8Buffer { text in
            value.content.speech.withUTF8Buffer { speech in
                let speech = value.content.text == value.content.speech ? text : speech
                let isolated = localization.needsIsolation(text) { value.traits ?? TextTraits.analyze(utf8: text).traits }
                return focus(platform, id, value: .text(text, speech: speech, isolated: isolated))
            }
        }
    }

    /// ``focusText(_:_:value:)`` with the value from the grid cache (formatted and stored on a
    /// first visit), or, without the cache, written into the sentence straight from ICU's bytes
    /// (``ValueTextFormatter/withSpoken(_:_:)``); `nil` also where the value style has no such
    /// path or ICU fails (the caller's slower path decides, and names the error).
    func focusText(_ platform: Platform, _ id: SliderElement.ID, at value: Double) -> LocalizedText? {
        if let focusTexts {
            // A thumb focused again where it was focused before: the sentence is the cache's.
            let key = FocusKey(platform: platform.index, thumb: id, value: ValueTextFormatter.gridKey(value))
            if let cached = focusTexts.cachedValue(for: key) { return cached }
            guard let spoken = try? values.spoken(value), let made = focusText(platform, id, value: AssistiveValue.said(spoken))
            else {
                return nil
            }
            return focusTexts.value(for: key) { made }
        }
        return values.withSpoken(value) { text, traits, speech -> LocalizedText? in
            // A joiner the field would drop (one not between two letters) is left to the slower
            // path, which says the field's text; ICU's values have none.
            if AssistiveValue.containsJoiner(speech) { return nil }
            return focus(platform, id, value: .text(text, speech: speech, isolated: localization.needsIsolation(text) { traits }))
        } ?? nil
    }

    /// What `platform`'s screen reader says on focus: its message, role word and hint bound, label
    /// and value left to fill.
    func spoken(_ platform: Platform) -> PreparedMessage {
        focusMessages[Self.row(platform)]
    }

    private static func row(_ platform: Platform) -> Int { platform.index }

    /// The focus message of `platform` for thumb `id` with `value`, through its compiled form.
    private func focus(_ platform: Platform, _ id: SliderElement.ID, value: CompiledMessage.Argument) -> LocalizedText? {
        let row = Self.row(platform)
        let thumb: Int
        switch id {
        case .lower: thumb = 0
        case .upper: thumb = 1
        case .value: thumb = 2
        }
        guard let label = focusLabels[thumb] else { return nil }
        let message = focusMessages[row]
        let slots = focusSlots[row]
        // (The closures take the flags, not the label: a label captured whole had its two strings
        // copied and destroyed twice in each focus.)
        let isOwnSpeech = label.isOwnSpeech
        let isolated = label.isolated
        return label.text.withUTF8Buffer { text in
            label.speech.withUTF8Buffer { speech in
                // One buffer for both forms where they are the same, so that no byte is compared.
                let speech = isOwnSpeech ? text : speech
                return message.format(bySlot: { slot in
                    if slot == slots.label { return .text(text, speech: speech, isolated: isolated) }
                    if slot == slots.value { return value }
                    return nil
                })
            }
        }
    }

    /// The count message for `matches`; with ``SpeechValues/spellout``, its speech form says
    /// the number in words.
    func count(_ matches: Int) throws(AnnouncementError) -> LocalizedText? {
        guard let countMessage else { return nil }
        guard let counts else { return try formattedCount(matches, countMessage) }
        if let cached = counts.cachedValue(for: matches) { return cached }
        let made = try formattedCount(matches, countMessage)
        return counts.value(for: matches) { made }
    }

    /// ``count(_:)`` formatted, past the cache.
    private func formattedCount(_ matches: Int, _ countMessage: PreparedMessage) throws(AnnouncementError)
        -> LocalizedText
    {
        do {
            // Through the compiled form by slot, without a dictionary per count.
            let content: LocalizedText
            if let compiled = countMessage.format(bySlot: { $0 == countSlot ? .number(Double(matches)) : nil }) {
                content = compiled
            } else {
                content = try countMessage.format(["count": .number(Double(matches))])
            }
            guard let speech = spelledCount?.speech(matches) else { return content }
            return LocalizedText(text: content.text, speech: speech)
        } catch {
            throw AnnouncementError.invalidDescription(field: "countMessage", reason: error.reason)
        }
    }

    /// A built-in message formatted; its failure is a fault of the built-in catalog.
    func builtIn(_ id: String, _ arguments: [String: MessageValue] = [:]) throws(AnnouncementError) -> LocalizedText {
        do {
            if let message = prepared[id] { return try message.format(arguments) }
            return try localization.format(id, arguments)
        } catch {
            throw .catalogMessage(error)
        }
    }
}

/// What decides a limit announcement (``SliderTexts/limits``): the message, the thumb that
/// moved, whether its value changed, and the value (its bit pattern, -0 as 0).
struct LimitKey: Hashable, Sendable {
    /// The message: its index in `LimitReasons.ids`.
    let message: Int
    /// The thumb that moved; `nil` for a slider with one.
    let thumb: Thumb?
    /// Whether the move changed the value.
    let changed: Bool
    /// The value's grid cache key.
    let value: UInt64
}

/// What decides a focus sentence (``SliderTexts/focusText(_:_:at:)``): the platform, the thumb
/// and the value (its bit pattern, -0 as 0).
struct FocusKey: Hashable, Sendable {
    /// The platform's index in `Platform.all`.
    let platform: Int
    /// The thumb.
    let thumb: SliderElement.ID
    /// The value's grid cache key.
    let value: UInt64
}

/// A thumb's label as the focus messages insert it, its isolation decided once.
private struct InsertedLabel: Sendable {
    let text: String
    let speech: String
    let isolated: Bool
    /// The text is its own speech form.
    let isOwnSpeech: Bool

    init(_ label: String, localization: Localization) {
        guard case .text(let text, let speech, let isolated) = localization.argument(.text(label)) else {
            preconditionFailure("a text argument is a text")
        }
        (self.text, self.speech, self.isolated) = (text, speech, isolated)
        isOwnSpeech = text == speech
    }

}

/// What every announcer of a localization says alike, whatever its description: the role words
/// and hints, the built-in messages said while a slider moves, and each platform's focus message
/// with its role word and hint bound. Made by the first announcer of the localization and kept,
/// so that the next announcer prepares none of them again.
struct LocaleTexts: Sendable {
    let roleWords: [Platform: String]
    let hints: [Platform: String]
    /// The built-in messages of ``SliderTexts/preparedIDs``, parsed.
    let prepared: [String: PreparedMessage]
    /// Each platform's focus message, in the order of `Platform.all`.
    let focusMessages: [PreparedMessage]
    /// The slots of label and value in each focus message.
    let focusSlots: [(label: Int?, value: Int?)]

    /// The texts of a localization, or the error met making them, and the localization, held
    /// so that its identifier is never another's.
    private struct Made: Sendable {
        let localization: Localization
        let texts: Result<LocaleTexts, AnnouncementError>
    }

    /// The texts made so far, by localization: in a cache of their own rather than in the
    /// localization, whose prepared messages hold it (a localization holding them would never
    /// go). Bounded, and emptied by `SharedCaches.removeAll()` with the localizations.
    private static let made = SharedCache<ObjectIdentifier, Made>(limit: 256)

    /// The texts of `localization`: kept ones, or made now and kept (an error too).
    static func of(_ localization: Localization) throws(AnnouncementError) -> LocaleTexts {
        try made.value(for: ObjectIdentifier(localization)) {
            Made(localization: localization, texts: Result { () throws(AnnouncementError) in try LocaleTexts(localization) })
        }.texts.get()
    }

    /// The text of built-in message `id` without arguments; its failure is the catalog's fault.
    static func text(_ id: String, in localization: Localization) throws(AnnouncementError) -> String {
        do {
            return try localization.format(id).text
        } catch {
            throw .catalogMessage(error)
        }
    }

    private init(_ localization: Localization) throws(AnnouncementError) {
        func builtIn(_ id: String) throws(AnnouncementError) -> String { try LocaleTexts.text(id, in: localization) }
        roleWords = [
            .ios: try builtIn("slider.role.adjustable"),
            .android: try builtIn("slider.role.android"),
            .web: try builtIn("slider.role.web"),
        ]
        hints = [.ios: try builtIn("slider.hint.ios"), .android: try builtIn("slider.hint.android")]
        var prepared: [String: PreparedMessage] = [:]
        for id in SliderTexts.preparedIDs {
            do {
                prepared[id] = try localization.prepare(id)
            } catch {
                throw .catalogMessage(error)
            }
        }
        self.prepared = prepared
        var focusMessages: [PreparedMessage] = []
        var focusSlots: [(label: Int?, value: Int?)] = []
        for platform in Platform.all {
            var constants: [String: MessageValue] = ["role": .catalogText(roleWords[platform] ?? "")]
            if let hint = hints[platform] { constants["hint"] = .catalogText(hint) }
            let bound: PreparedMessage
            do {
                bound = try localization.prepare("slider.spoken.\(platform.id)").binding(constants)
            } catch {
                throw .catalogMessage(error)
            }
            focusMessages.append(bound)
            focusSlots.append((bound.slot("label"), bound.slot("value")))
        }
        self.focusMessages = focusMessages
        self.focusSlots = focusSlots
    }
}
