import SliderCore
import SliderFormatting
import SliderSpeech

/// `slider-speech demo`: the price filter, playback speed and balance sliders of `Examples/`,
/// spoken in several locales.
enum DemoCommand {
    static let defaultLocales = ["en", "es", "ar", "ru", "ja"]

    /// The demos: the description file, and a few events to show what moving the slider says.
    static let demos: [(file: String, events: [SliderEvent])] = [
        (
            "price-filter.json",
            [.adjust(.increment, thumb: .lower), .adjust(.end, thumb: .lower), .adjust(.home, thumb: .upper)]
        ),
        ("playback-speed.json", [.adjust(.increment, thumb: nil), .adjust(.end, thumb: nil), .adjust(.increment, thumb: nil)]),
        ("balance.json", [.adjust(.decrement, thumb: nil), .adjust(.pageDecrement, thumb: nil), .set(0.3, thumb: nil)]),
    ]

    /// The symbol the demo writes for a move: no words, so a listener hears one language only.
    static func symbol(_ action: AdjustAction) -> String {
        switch action {
        case .increment: return "↑"
        case .decrement: return "↓"
        case .pageIncrement: return "⇈"
        case .pageDecrement: return "⇊"
        case .home: return "⇤"
        case .end: return "⇥"
        }
    }

    /// The caption of an event: its symbol, then the thumb's name from the catalog when the slider
    /// has two thumbs (`↑ Minimum price`, `⇥`, `= 0.3` with the number in the locale's digits).
    static func caption(_ event: SliderEvent, announcer: SliderAnnouncer) throws -> String {
        let symbol: String
        let thumb: Thumb?
        switch event {
        case .adjust(let action, let which):
            symbol = Self.symbol(action)
            thumb = which
        case .set(let value, let which):
            symbol = "= " + (try NumberFormat.shared(skeleton: "", locale: announcer.localization.locale).format(value))
            thumb = which
        default:
            return ""
        }
        guard let thumb else { return symbol }
        let label = try announcer.element(thumb == .lower ? .lower : .upper).label
        return "\(symbol) \(label)"
    }

    static let command = SliderSpeechTool.Command(
        name: "demo",
        summary: "the price filter, playback speed and balance sliders, spoken in several locales",
        help: """
            Usage: slider-speech demo [--locale L]...

            Speaks the demo sliders of Examples/ — a price filter (two thumbs, USD, 20 to 300 in
            steps of 5, at least 30 apart, with a count of stays), a playback speed slider with
            marks at 0.5, 1, 1.5 and 2, and a balance slider with Left, Center and Right — as
            VoiceOver would on focus, then after a few moves. The descriptions and the demo's
            catalog (Examples/Locales) are built into the binary.

            Each move is written with a symbol rather than a word, so that the output of one
            locale is in that locale only; the thumb's name (from the catalog) follows the symbol
            on a range slider, and an arrow leads to what the screen reader says:
              ↑  increment (one step up)         ↓  decrement (one step down)
              ⇈  page increment                  ⇊  page decrement
              ⇥  End (to the highest value)      ⇤  Home (to the lowest value)
              = V  set to the value V (written in the locale's digits)
              ↔  the range's summary, spoken then displayed   #  the count of matches
            For instance "↑ Minimum price → 65 US dollars" and "⇥ → 2 times"; several announcements of
            one move are separated by "·".

              --locale L   a BCP 47 locale tag; repeatable (default: en, es, ar, ru, ja)

            Documentation: Sources/SliderSpeech/SliderSpeech.docc/GettingStartedWithSliderSpeech.md

            Example:
              slider-speech demo --locale fr --locale he

            """,
        run: run)

    static func run(_ arguments: inout Arguments, _ io: ToolIO) throws -> ExitStatus {
        var tags = try arguments.values("--locale")
        try CommandSupport.noPositionals(&arguments)
        if tags.isEmpty { tags = defaultLocales }
        var locales: [ICULocale] = []
        for tag in tags { locales.append(try CommandSupport.locale(tag)) }
        let catalogs = CatalogSet(directories: [EmbeddedDemo.catalog, .builtIn])
        var descriptions: [(SliderDescription, [SliderEvent])] = []
        for demo in demos {
            descriptions.append((try EmbeddedDemo.description(demo.file), demo.events))
        }
        for (position, locale) in locales.enumerated() {
            if position > 0 {
                io.line()
                // The last locale's formatters, messages and localizations are not used again:
                // their memory goes to this one's.
                SharedCaches.removeAll()
            }
            io.line("== \(locale.identifier) ==")
            for (description, events) in descriptions {
                var announcer = try SliderAnnouncer(description: description, locale: locale, catalogs: catalogs)
                io.line()
                io.line(announcer.label ?? description.kind.rawValue)
                for element in try announcer.elements() {
                    io.line("  " + (element.spoken[.ios]?.text ?? ""))
                }
                if let summary = try announcer.summary() { io.line("  ↔ \(summary.content.text)  ·  \(summary.display)") }
                if let count = try announcer.count() { io.line("  # \(count.content.text)") }
                for event in events {
                    let name = try caption(event, announcer: announcer)
                    let result = try announcer.handle(event)
                    let said = result.announcements.map(\.text).joined(separator: "  ·  ")
                    io.line("  \(name) → \(said)")
                }
            }
        }
        return .success
    }
}

/// The demo's files, built into the binary from `Examples/`.
enum EmbeddedDemo {
    static let catalog = CatalogDirectory(
        path: "Examples/Locales", embedded: EmbeddedExamples.files.filter { $0.path.hasPrefix("Examples/Locales/") })

    static func description(_ name: String) throws -> SliderDescription {
        guard let text = EmbeddedExamples.files.first(where: { $0.path == "Examples/\(name)" })?.text else {
            throw UsageError("the demo file Examples/\(name) was not built in")
        }
        do {
            return try SliderDescription(json: text)
        } catch {
            throw UsageError("Examples/\(name): \(error)")
        }
    }
}
