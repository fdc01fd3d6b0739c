import Testing

@testable import SliderFormatting

/// Letting every cached formatter go (``FormatterCaches/removeAll()``, which `demo` calls
/// between its locales): caches empty, later lookups open their formatters again and format as
/// before, and a formatter still held elsewhere keeps working.
@Suite("Formatter caches emptied")
struct FormatterCachesTests {
    @Test("A cache is emptied, and its next lookup of a key makes the value again")
    func emptied() throws {
        let cache = FormatterCache<String, Int>(limit: 8)
        var made = 0
        for key in ["a", "b", "c"] {
            _ = try cache.value(for: key) { () throws(FormattingError) -> Int in
                made += 1
                return made
            }
        }
        #expect(cache.count == 3)
        #expect(try cache.value(for: "b") { () throws(FormattingError) -> Int in 99 } == 2)
        FormatterCaches.removeAll()
        #expect(cache.count == 0)
        #expect(try cache.value(for: "b") { () throws(FormattingError) -> Int in 99 } == 99)
        #expect(cache.count == 1)
    }

    @Test("Shared formatters format the same text after the caches are emptied")
    func sameText() throws {
        let locale = try ICULocale("de-DE")
        let held = try NumberFormat.shared(style: .currency(code: "EUR", precision: nil), locale: locale)
        let before = try held.format(1234.5)
        let rulesBefore = try PluralRules.shared(locale: try ICULocale("ru"), kind: .cardinal).category(of: 21)
        FormatterCaches.removeAll()
        let reopened = try NumberFormat.shared(style: .currency(code: "EUR", precision: nil), locale: locale)
        #expect(before == "1.234,50\u{A0}€")
        #expect(try reopened.format(1234.5) == "1.234,50\u{A0}€")
        #expect(try held.format(1234.5) == "1.234,50\u{A0}€")
        #expect(rulesBefore == "one")
        #expect(try PluralRules.shared(locale: try ICULocale("ru"), kind: .cardinal).category(of: 21) == "one")
        #expect(try PluralRules.shared(locale: try ICULocale("ru"), kind: .cardinal).category(of: 5) == "many")
    }

    /// A cache that is gone is skipped: emptying the rest neither crashes nor keeps it alive.
    @Test("A cache that no longer exists is skipped")
    func goneCache() throws {
        do {
            let cache = FormatterCache<Int, Int>(limit: 2)
            _ = try cache.value(for: 1) { () throws(FormattingError) -> Int in 1 }
        }
        FormatterCaches.removeAll()
        let cache = FormatterCache<Int, Int>(limit: 2)
        _ = try cache.value(for: 1) { () throws(FormattingError) -> Int in 1 }
        FormatterCaches.removeAll()
        #expect(cache.count == 0)
    }
}

/// Emptying the caches while other threads look formatters up: every thread formats the same
/// text throughout (run under the thread sanitizer by CI's concurrency step).
@Suite("Formatter caches emptied, concurrency")
struct FormatterCachesConcurrencyTests {
    @Test("Lookups on four threads while a fifth empties the caches")
    func emptiedWhileUsed() async throws {
        let locale = try ICULocale("en-US")
        try await withThrowingTaskGroup(of: Int.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    var checked = 0
                    for round in 0..<200 {
                        // Below 1,000: English writes the digits alone, as Swift does.
                        let value = thread * 200 + round
                        let text = try NumberFormat.shared(skeleton: "", locale: locale).format(Double(value))
                        #expect(text == String(value))
                        checked += 1
                    }
                    return checked
                }
            }
            group.addTask {
                for _ in 0..<200 { FormatterCaches.removeAll() }
                return 0
            }
            var total = 0
            for try await count in group { total += count }
            #expect(total == 800)
        }
    }
}
