import SliderCore
import SliderFormatting
import SliderSpeech

/// `slider-speech demo`: the price filter, playback speed and balance sliders of `Examples/`,
/// spoken in several locales.
enum DemoCommand {
    static let defaultLocales = ["en", "es", "ar", "ru", "ja"]

    /// The demos: the description file, and a few events to show what moving the slider says.
    static let demos: [(file: String, events: [(name: String, event: SliderEvent)])] = [
        (
            "price-filter.json",
            [
                ("increment Minimum price", .adjust(.increment, thumb: .lower)),
                ("End on Minimum price", .adjust(.end, thumb: .lower)),
                ("Home on Maximum price", .adjust(.home, thumb: .upper)),
            ]
        ),
        (
            "playback-speed.json",
            [
                ("increment", .adjust(.increment, thumb: nil)), ("End", .adjust(.end, thumb: nil)),
                ("increment", .adjust(.increment, thumb: nil)),
            ]
        ),
        ("balance.json", [("decrement", .adjust(.decrement, thumb: nil)), ("set 0.3", .set(0.3, thumb: nil))]),
    ]

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

              --locale L   a BCP 47 locale tag; repeatable (default: en, es, ar, ru, ja)

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
        var descriptions: [(SliderDescription, [(name: String, event: SliderEvent)])] = []
        for demo in demos {
            descriptions.append((try EmbeddedDemo.description(demo.file), demo.events))
        }
        for (position, locale) in locales.enumerated() {
            if position > 0 { io.line() }
            io.line("== \(locale.identifier) ==")
            for (description, events) in descriptions {
                var announcer = try SliderAnnouncer(description: description, locale: locale, catalogs: catalogs)
                io.line()
                io.line(announcer.label ?? description.kind.rawValue)
                for element in try announcer.elements() {
                    io.line("  " + (element.spoken[.ios]?.text ?? ""))
                }
                if let summary = try announcer.summary() { io.line("  summary: \(summary.content.text)  ·  \(summary.display)") }
                if let count = try announcer.count() { io.line("  count: \(count.content.text)") }
                for (name, event) in events {
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
