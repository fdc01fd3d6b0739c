public import SliderCore
@_spi(SliderSpeechInternals) public import SliderFormatting

/// What an event did and what to say about it.
public struct EventResult: Hashable, Sendable {
    /// The move the event made, if any.
    public let outcome: EventOutcome
    /// The announcements, in the order a screen reader should say them: the value or the limit,
    /// then the count. Each says whether the screen reader speaks it by itself or the app must
    /// post it (``Announcement/delivery``, ``Announcement/post``).
    public let announcements: [Announcement]
}

/// A slider that speaks: its state, and the texts of its description in one locale.
///
/// ```swift
/// let description = try SliderDescription(json: priceFilterJSON)
/// var announcer = try SliderAnnouncer(description: description, locale: ICULocale("en-US"),
///                                     catalogs: CatalogSet(appDirectories: ["Examples/Locales"]))
/// try announcer.elements()[0].spoken[.ios]?.speech
///     // "Minimum price, $60, adjustable. Swipe up or down with one finger to adjust the value."
/// let result = try announcer.handle(.adjust(.increment, thumb: .lower))
///     // value "65 US dollars" (the screen reader says it from accessibilityValue), then count
///     // "185 stays" if it changed (the app posts it)
/// for announcement in result.announcements {
///     if let post = announcement.post {
///         UIAccessibility.post(notification: .announcement, argument: post.speech)
///     }
/// }
/// ```
public struct SliderAnnouncer: Sendable {
    private let texts: SliderTexts
    /// The slider's state and the drag in progress.
    public private(set) var control: SliderControl
    private var matchesAtDragStart: Int?
    /// The matches of the range last counted: an event compares the count before and after
    /// its move, and the count before is the one after the event before.
    private var lastMatches: CountedRange?

    /// A range and the histogram's matches inside it.
    private struct CountedRange: Sendable {
        let lower: Double
        let upper: Double
        let matches: Int
    }

    /// Resolves a description's texts for `locale`.
    /// - Parameters:
    ///   - description: The slider and its texts.
    ///   - locale: The locale to speak in; numbers and plurals follow it.
    ///   - catalogs: The catalogs to look messages up in; the built-in ones by default.
    /// - Throws: ``AnnouncementError`` naming the field whose text, key, currency, unit,
    ///   skeleton or message cannot be used.
    public init(description: SliderDescription, locale: ICULocale, catalogs: CatalogSet = .builtIn) throws(AnnouncementError) {
        try self.init(description: description, locale: locale, catalogs: catalogs, cachesValues: true)
    }

    /// ``init(description:locale:catalogs:)`` with or without the grid cache of formatted
    /// values (at most 4,096 per announcer and its copies): without it, every value is
    /// formatted anew (the benchmark's first visits).
    package init(
        description: SliderDescription, locale: ICULocale, catalogs: CatalogSet = .builtIn, cachesValues: Bool
    ) throws(AnnouncementError) {
        let localization = Localization.shared(locale: locale, catalogs: catalogs)
        texts = try SliderTexts(description: description, localization: localization, cachesValues: cachesValues)
        control = SliderControl(model: description.model, geometry: description.geometry.with(direction: texts.layoutDirection))
    }

    /// The locale, catalog locale and direction in use.
    public var localization: Localization { texts.localization }
    /// The label of the whole control ("Price range"), when the description gives one.
    public var label: String? { texts.controlLabel }
    /// The slider description spoken for (the initializer's `description`).
    public var slider: SliderDescription { texts.slider }
    /// The direction of the track (the description's, or the locale's).
    public var layoutDirection: LayoutDirection { texts.layoutDirection }
    /// The ICU skeleton of the value's display text (`nil` for a value message).
    package var displaySkeleton: String? { texts.values.displaySkeleton }
    /// The ICU skeleton of the value's speech form, its currency, unit or percent named in full.
    package var namesSkeleton: String? { texts.values.namesSkeleton }
    /// The tick labels in the locale, by tick (for the web page's data).
    package var tickLabels: [Double: String] { texts.tickLabels }
    /// The catalog's names of an amount's currency or unit for a number written without and with
    /// fraction digits, where they replace CLDR's in the speech form (for the web page's data).
    package var amountNames: (integer: String?, decimal: String?)? { texts.values.amountNameForms }
    /// The catalog's names the display text writes in place of CLDR's, for a value style that
    /// writes the name in full (for the web page's data); `nil` where it keeps CLDR's.
    package var displayAmountNames: (integer: String?, decimal: String?)? { texts.values.displayNameForms }
    /// How a percentage value is said, when it is said through the catalog (for the web page's data).
    package var percentSpeech: PercentSpeech? { texts.values.percentSpeech }
    /// The reason of a limit message's pattern: what an app posts when the move changed the
    /// value (for the web page's data); `nil` when the message has none.
    package static func limitReason(of pattern: String) -> String? { LimitReasons.reasonPattern(of: pattern) }
    /// How many formatted values the grid cache holds (shared with the announcer's copies).
    package var cachedValueCount: Int { texts.values.cachedValueCount }
    /// How many count messages the announcer's count cache holds (shared with its copies).
    package var cachedCountCount: Int { texts.cachedCountCount }
    /// How many limit announcements the announcer's limit cache holds (shared with its copies).
    package var cachedLimitCount: Int { texts.limits?.count ?? 0 }
    /// Empties the grid cache of this announcer and its copies.
    package func removeCachedValues() { texts.values.removeCachedValues() }
    /// The most values the grid cache of one announcer holds.
    package static var valueCacheLimit: Int { ValueTextFormatter.gridLimit }

    /// The elements: lower and upper thumb for a range, the one thumb otherwise.
    /// - Returns: The elements, lower thumb first.
    /// - Throws: ``AnnouncementError`` when a text of the description, or a catalog message the announcer
    ///   says itself, cannot be formatted.
    public func elements() throws(AnnouncementError) -> [SliderElement] {
        switch control.model {
        case .range: return [try element(.lower), try element(.upper)]
        case .slider, .ticks: return [try element(.value)]
        }
    }

    /// One element by its id.
    /// - Parameter id: The thumb: `lower` or `upper` of a range, `value` otherwise.
    /// - Returns: The element with its properties for each platform.
    /// - Throws: ``AnnouncementError`` when a text of the description, or a catalog message the announcer
    ///   says itself, cannot be formatted.
    public func element(_ id: SliderElement.ID) throws(AnnouncementError) -> SliderElement {
        let value: Double
        let limits: ThumbLimits
        var tick: SliderElement.TickPosition?
        switch control.model {
        case .range(let slider):
            let thumb: Thumb = id == .upper ? .upper : .lower
            value = slider.value(of: thumb)
            limits = slider.limits(of: thumb)
        case .slider(let slider):
            value = slider.value
            limits = slider.limits
        case .ticks(let slider):
            value = slider.value
            limits = slider.limits
            if let index = slider.tickIndex {
                let text = try texts.builtIn(
                    "slider.tick.position",
                    ["position": .number(Double(index + 1)), "count": .number(Double(slider.ticks.count))])
                tick = SliderElement.TickPosition(
                    number: index + 1, count: slider.ticks.count, label: texts.tickLabels[slider.ticks[index]], text: text)
            }
        }
        let label = texts.thumbLabels[id] ?? ""
        let content = AssistiveValue.said(try spoken(value))
        var spoken: [Platform: LocalizedText] = [:]
        for platform in Platform.all {
            spoken[platform] = try spokenText(platform, id: id, value: content)
        }
        return SliderElement(
            id: id, label: label, valueText: content.content.text, assistiveValueText: content.content.speech, value: value,
            limits: limits, tick: tick, roleWords: texts.roleWords, hints: texts.hints, spoken: spoken)
    }

    /// What the screen reader says by itself after a move that changed `value`: the value's
    /// ``SliderElement/assistiveValueText``, in both forms, since it is what the screen reader
    /// reads from the field, said once.
    private func saidValue(_ value: Double) throws(AnnouncementError) -> LocalizedText {
        let field = AssistiveValue.field(try spokenValue(value).speech)
        return LocalizedText(text: field, speech: field)
    }

    /// What `platform`'s screen reader says on focus of thumb `id`: label, value, role word and
    /// hint in the platform's own order and words.
    private func spokenText(_ platform: Platform, id: SliderElement.ID, value: SpokenValue) throws(AnnouncementError)
        -> LocalizedText
    {
        if let text = texts.focusText(platform, id, value: value) { return text }
        return try spokenText(platform, label: texts.thumbLabels[id] ?? "", value: value.content)
    }

    /// What `platform`'s screen reader says on focus of thumb `id`, the value written into the
    /// sentence straight from ICU; `nil` where the value is a tick's label or the style or the
    /// message has no such path (``spokenText(_:id:value:)`` decides there).
    private func fastFocusText(_ platform: Platform, _ id: SliderElement.ID) -> LocalizedText? {
        if case .ticks = control.model, !texts.tickLabels.isEmpty { return nil }
        return texts.focusText(platform, id, at: value(of: id))
    }

    /// ``spokenText(_:id:value:)`` through the prepared message (which ICU may format).
    private func spokenText(_ platform: Platform, label: String, value: LocalizedText) throws(AnnouncementError)
        -> LocalizedText
    {
        do {
            return try texts.spoken(platform).format(["label": .text(label), "value": .spoken(value)])
        } catch {
            throw .catalogMessage(error)
        }
    }

    /// The value of an element's thumb now.
    private func value(of id: SliderElement.ID) -> Double {
        control.model.value(of: id == .upper ? .upper : id == .lower ? .lower : nil)
    }

    /// The value text of `value`: a tick's label when it rests on a labelled tick, "between"
    /// two labelled ticks when it lies between them, otherwise the formatted value.
    /// - Parameter value: A value of the slider.
    /// - Returns: The text shown and spoken for it.
    /// - Throws: ``AnnouncementError`` when a text of the description, or a catalog message the announcer
    ///   says itself, cannot be formatted.
    public func valueText(_ value: Double) throws(AnnouncementError) -> String {
        // Only a tick slider's labels make the text depend on more than the value's display
        // text; otherwise the speech form is not made at all.
        if case .ticks = control.model, !texts.tickLabels.isEmpty { return try spokenValue(value).text }
        return try texts.values.text(value)
    }

    /// The value text of `value` (``valueText(_:)``) with its speech form, as the
    /// description's ``SliderDescription/speechValues`` chooses.
    package func spokenValue(_ value: Double) throws(AnnouncementError) -> LocalizedText {
        try spoken(value).content
    }

    /// ``spokenValue(_:)`` with the traits of its text form, when they are known already.
    private func spoken(_ value: Double) throws(AnnouncementError) -> SpokenValue {
        if case .ticks(let slider) = control.model, !texts.tickLabels.isEmpty {
            if let label = texts.tickLabels[value] { return SpokenValue(content: LocalizedText(label), traits: nil) }
            let below = slider.ticks.last { $0 < value }
            let above = slider.ticks.first { $0 > value }
            if let below, let above, let lowerLabel = texts.tickLabels[below], let upperLabel = texts.tickLabels[above] {
                let number = try texts.values.value(value)
                let content = try texts.builtIn(
                    "slider.tick.between", ["value": .spoken(number), "lower": .text(lowerLabel), "upper": .text(upperLabel)])
                return SpokenValue(content: content, traits: nil)
            }
        }
        return try texts.values.spoken(value)
    }

    /// The summary of a range: "$60 to $180", "up to $180", "$60 or more", "any price";
    /// `nil` for other sliders.
    /// - Returns: The summary, or `nil` for a slider that is not a range.
    /// - Throws: ``AnnouncementError`` when a text of the description, or a catalog message the announcer
    ///   says itself, cannot be formatted.
    public func summary() throws(AnnouncementError) -> RangeSummary? {
        guard case .range(let slider) = control.model else { return nil }
        let lower = try texts.values.value(slider.lower)
        let upper = try texts.values.value(slider.upper)
        let content: LocalizedText
        switch (slider.isAtBound(.lower), slider.isAtBound(.upper)) {
        case (true, true):
            if let anyValue = texts.anyValue {
                content = LocalizedText(anyValue)
            } else {
                content = try texts.builtIn("slider.range.any")
            }
        case (true, false):
            content = try texts.builtIn("slider.range.upTo", ["upper": .spoken(upper)])
        case (false, true):
            content = try texts.builtIn("slider.range.orMore", ["lower": .spoken(lower)])
        case (false, false):
            content = try texts.builtIn("slider.range.between", ["lower": .spoken(lower), "upper": .spoken(upper)])
        }
        return RangeSummary(content: content, display: try texts.values.rangeText(slider.lower, slider.upper) ?? content.text)
    }

    /// The results inside the range, in the app's words; `nil` without a histogram.
    /// - Returns: The count, or `nil` without a histogram.
    /// - Throws: ``AnnouncementError`` when a text of the description, or a catalog message the announcer
    ///   says itself, cannot be formatted.
    public func count() throws(AnnouncementError) -> ResultCount? {
        guard let matches = matches(), let content = try texts.count(matches) else { return nil }
        return ResultCount(value: matches, content: content)
    }

    /// The count message for `matches` results, in the app's words; the bare number when the
    /// description has no histogram and so no count message.
    /// - Parameter matches: A number of results.
    /// - Returns: The count message in text and speech forms.
    /// - Throws: ``AnnouncementError`` when a text of the description, or a catalog message the announcer
    ///   says itself, cannot be formatted.
    public func countText(_ matches: Int) throws(AnnouncementError) -> LocalizedText {
        try texts.count(matches) ?? LocalizedText(String(matches))
    }

    private func matches() -> Int? {
        guard let histogram = texts.slider.histogram, case .range(let slider) = control.model else { return nil }
        return histogram.matches(in: slider)
    }

    /// ``matches()``, remembered for the range it counted.
    private mutating func countedMatches() -> Int? {
        guard let histogram = texts.slider.histogram, case .range(let slider) = control.model else { return nil }
        if let last = lastMatches, last.lower == slider.lower, last.upper == slider.upper { return last.matches }
        let matches = histogram.matches(in: slider)
        lastMatches = CountedRange(lower: slider.lower, upper: slider.upper, matches: matches)
        return matches
    }

    /// Applies an event and says what a screen reader should announce for it.
    ///
    /// - focus: the element's spoken text for `platform` (assertive);
    /// - adjust actions and set: the new value, or why it stopped short (assertive); then the
    ///   count when it changed (polite);
    /// - dragStart, dragMove: nothing;
    /// - dragEnd: the value when the drag changed it (a tick slider: the tick it settled on),
    ///   and the count when it changed.
    ///
    /// The screen reader says focus and a changed value by itself (``Announcement/Delivery/screenReader``);
    /// the app posts the rest (``Announcement/post``): the count, a value the move did not
    /// change, and why a move stopped short — with the value when the move did not change it
    /// ("$20, lowest"), without it when it did ("must stay at least $30 below Maximum price"
    /// after the screen reader's "$150").
    /// - Parameters:
    ///   - event: The event.
    ///   - platform: Whose words a focus announcement uses.
    /// - Returns: The move the event made and what to announce, in order.
    /// - Throws: ``AnnouncementError`` (``AnnouncementError/Code/invalidEvent``) for an event that does not fit the slider,
    ///   which leaves the state unchanged.
    public mutating func handle(_ event: SliderEvent, platform: Platform = .ios) throws(AnnouncementError) -> EventResult {
        // Counting needs the matches before a move; focus and drag moves need none.
        let matchesBefore: Int?
        switch event {
        case .adjust, .set, .dragStart: matchesBefore = countedMatches()
        case .focus, .dragMove, .dragEnd: matchesBefore = nil
        }
        // The move is committed only once its announcements are made: a text that fails to
        // format puts the state back as it was: a rejected event changes nothing.
        let controlBefore = control
        let dragBefore = matchesAtDragStart
        let outcome: EventOutcome
        do {
            outcome = try control.apply(event)
        } catch {
            throw .invalidEvent(error)
        }
        do {
            var announcements: [Announcement] = []
            switch event {
            case .focus:
                // Only what this platform says: the element's other properties are not needed.
                let id = elementID(outcome.thumb)
                let content: LocalizedText
                if let fast = fastFocusText(platform, id) {
                    content = fast
                } else {
                    content = try spokenText(platform, id: id, value: AssistiveValue.said(spoken(value(of: id))))
                }
                // (An array of one, allocated at its size rather than grown by an append.)
                announcements = [Announcement(kind: .focus, politeness: .assertive, content: content, post: nil)]
            case .adjust(let action, _):
                announcements.reserveCapacity(2)
                if let move = outcome.move {
                    announcements.append(try moveAnnouncement(move, thumb: outcome.thumb, action: action))
                }
                if let count = try countAnnouncement(since: matchesBefore) { announcements.append(count) }
            case .set:
                announcements.reserveCapacity(2)
                if let move = outcome.move { announcements.append(try moveAnnouncement(move, thumb: outcome.thumb, action: nil)) }
                if let count = try countAnnouncement(since: matchesBefore) { announcements.append(count) }
            case .dragStart:
                matchesAtDragStart = matchesBefore
            case .dragMove:
                break
            case .dragEnd:
                announcements.reserveCapacity(2)
                if let move = outcome.move, move.changed {
                    announcements.append(
                        Announcement(kind: .value, politeness: .assertive, content: try saidValue(move.value), post: nil))
                }
                if let count = try countAnnouncement(since: matchesAtDragStart) { announcements.append(count) }
                matchesAtDragStart = nil
            }
            return EventResult(outcome: outcome, announcements: announcements)
        } catch {
            control = controlBefore
            matchesAtDragStart = dragBefore
            throw error
        }
    }

    private func elementID(_ thumb: Thumb?) -> SliderElement.ID {
        switch thumb {
        case .lower: return .lower
        case .upper: return .upper
        case nil: return .value
        }
    }

    private mutating func countAnnouncement(since before: Int?) throws(AnnouncementError) -> Announcement? {
        guard let now = countedMatches(), now != before, let content = try texts.count(now) else { return nil }
        return Announcement(kind: .count, politeness: .polite, content: content, post: content)
    }

    /// The value announcement of a move, or its limit announcement when it stopped short.
    ///
    /// A value that changed the screen reader says by itself; one that did not (Home at the
    /// lower bound) the app posts. A limit the app posts: its reason alone when the value
    /// changed, since the screen reader says the value, and all of it when it did not.
    private func moveAnnouncement(_ move: MoveOutcome, thumb: Thumb?, action: AdjustAction?) throws(AnnouncementError)
        -> Announcement
    {
        guard let reason = move.limitedBy else { return try valueAnnouncement(move) }
        let message: LimitMessage
        switch reason {
        case .bound:
            let upward: Bool
            if move.requested != move.value, !move.requested.isNaN {
                upward = move.requested > move.value
            } else {
                upward = action?.raisesValue ?? false
            }
            message = upward ? .highest : .lowest
        case .otherThumb:
            message = .otherThumb
        case .minimumSpan:
            guard case .range = control.model else { return try valueAnnouncement(move) }
            message = thumb == .upper ? .spanAbove : .spanBelow
        }
        // The same limit met again (a thumb pushed against it) is the cache's.
        guard let cache = texts.limits else { return try limitAnnouncement(message, move, thumb: thumb) }
        let key = LimitKey(
            message: message.rawValue, thumb: thumb, changed: move.changed, value: ValueTextFormatter.gridKey(move.value))
        // (A lookup, then a make: a closure made for every lookup would copy what it captures.)
        if let cached = cache.cachedValue(for: key) { return cached }
        let made = try limitAnnouncement(message, move, thumb: thumb)
        return cache.value(for: key) { made }
    }

    /// The value announcement of a move that did not stop short. A value that changed the
    /// screen reader says by itself from the field it reads (``saidValue(_:)``); one that did
    /// not (Home at the lower bound), the app posts, shown as displayed and said in words.
    private func valueAnnouncement(_ move: MoveOutcome) throws(AnnouncementError) -> Announcement {
        if move.changed {
            return Announcement(kind: .value, politeness: .assertive, content: try saidValue(move.value), post: nil)
        }
        let value = try spokenValue(move.value)
        return Announcement(kind: .value, politeness: .assertive, content: value, post: value)
    }

    /// The limit messages, in the order of `LimitReasons.ids`.
    private enum LimitMessage: Int {
        case lowest, highest, otherThumb, spanBelow, spanAbove

        /// The message's id in the catalogs.
        var id: String { LimitReasons.ids[rawValue] }
    }

    /// The limit announcement of `message` for a move that stopped short.
    private func limitAnnouncement(_ message: LimitMessage, _ move: MoveOutcome, thumb: Thumb?) throws(AnnouncementError)
        -> Announcement
    {
        let value = try spokenValue(move.value)
        var arguments: [String: MessageValue] = [:]
        switch message {
        case .lowest, .highest:
            break
        case .otherThumb:
            arguments["other"] = .text(texts.thumbLabels[thumb == .upper ? .lower : .upper] ?? "")
        case .spanBelow, .spanAbove:
            if case .range(let slider) = control.model {
                arguments["other"] = .text(texts.thumbLabels[thumb == .upper ? .lower : .upper] ?? "")
                arguments["span"] = .spoken(try texts.values.value(slider.minimumSpan))
            }
        }
        let post = move.changed ? try texts.reasons.reason(message.id, arguments) : nil
        arguments["value"] = .spoken(value)
        let content = try texts.builtIn(message.id, arguments)
        return Announcement(kind: .limit, politeness: .assertive, content: content, post: post ?? content)
    }
}
