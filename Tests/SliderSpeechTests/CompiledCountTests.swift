import SliderFormatting
import Testing

@testable import SliderSpeech

/// The count message formatted without MessageFormat (``CompiledCount``) against
/// MessageFormat itself: every built-in locale's `slider.count.results` and some app messages,
/// on counts beyond the samples the compiled form is checked on.
@Suite("Count messages without MessageFormat")
struct CompiledCountTests {
    static let counts = Array(0...1_500) + [9_999, 10_000, 10_001, 21_021, 123_456, 1_000_000, 2_000_001, 987_654_321]

    @Test("Every built-in locale's slider.count.results is compiled and writes what MessageFormat writes")
    func builtIn() throws {
        var compiled = 0
        for tag in CatalogSet.builtIn.localeTags {
            let localization = Localization(locale: try ICULocale(tag))
            let pattern = try #require(try localization.pattern("slider.count.results"))
            let format = try MessageFormat(pattern: pattern, locale: localization.formattingLocale)
            guard let count = CompiledCount.compiled(pattern: pattern, argument: "count", format: format) else {
                Issue.record("\(tag): not compiled")
                continue
            }
            compiled += 1
            for number in Self.counts {
                #expect(count.text(number) == (try format.format(["count": .number(Double(number))])), "\(tag) \(number)")
            }
        }
        #expect(compiled == CatalogSet.builtIn.localeTags.count)
    }

    @Test(
        "App messages: compiled where the shape allows, MessageFormat's text either way",
        arguments: [
            ("{count, plural, =0 {No stays} one {# stay} other {# stays}}", "en", true),
            ("Found: {count, plural, offset:1 =0 {none} =1 {you} one {you and # other} other {you and # others}}!", "en", true),
            ("{count, plural, one {# stay} other {# stays}} ({count})", "en", false),
            ("{count, plural, other {{count} stays}}", "en", false),
            ("{count, plural, one {'#' stay} other {# stays}}", "en", true),
            ("{count, plural, =0 {keine} one {# Unterkunft} other {# Unterkünfte}}", "de", true),
            ("{count, plural, zero {#} one {#} two {#} few {#} many {#} other {#}} نتيجة", "ar-EG", true),
            ("{count, plural, one {# výsledek} few {# výsledky} many {# výsledku} other {# výsledků}}", "cs", true),
        ])
    func app(pattern: String, locale: String, compiles: Bool) throws {
        let format = try MessageFormat(pattern: pattern, locale: try ICULocale(locale))
        let count = CompiledCount.compiled(pattern: pattern, argument: "count", format: format)
        #expect((count != nil) == compiles)
        guard let count else { return }
        for number in Self.counts {
            #expect(count.text(number) == (try format.format(["count": .number(Double(number))])), "\(number)")
        }
    }

    @Test("Written out: en and ar-EG")
    func written() throws {
        let english = try MessageFormat(
            pattern: "{count, plural, =0 {No stays} one {# stay} other {# stays}}", locale: ICULocale("en"))
        let count = try #require(CompiledCount.compiled(pattern: english.pattern, argument: "count", format: english))
        #expect(count.text(0) == "No stays")
        #expect(count.text(1) == "1 stay")
        #expect(count.text(1_234) == "1,234 stays")
        let arabic = try MessageFormat(pattern: "{count, plural, one {# نتيجة} other {# نتائج}}", locale: ICULocale("ar-EG"))
        let arabicCount = try #require(CompiledCount.compiled(pattern: arabic.pattern, argument: "count", format: arabic))
        #expect(arabicCount.text(1_234) == "١٬٢٣٤ نتائج")
    }
}
