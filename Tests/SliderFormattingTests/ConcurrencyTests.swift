import Dispatch
import Foundation
import SliderFormatting
import Testing

@Suite("Shared formatters across threads")
struct ConcurrencyTests {
    /// Each thread's results, stored under a lock once the thread is done.
    final class Slots: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [[String]]
        init(count: Int) { stored = Array(repeating: [], count: count) }
        func set(_ thread: Int, _ results: [String]) { lock.withLock { stored[thread] = results } }
        var results: [[String]] { lock.withLock { stored } }
    }

    @Test("8 threads, 100,000 formats through shared formatters, same results as one thread")
    func eightThreads() throws {
        let threads = 8
        let perThread = 12_500  // 100,000 formats in all: half currency, half plural message
        let currency = try NumberFormat.shared(
            style: .currency(code: "USD", precision: nil), locale: ICULocale("fr-FR"))
        let message = try MessageFormat.shared(
            pattern: "{count, plural, zero {# zero} one {# one} two {# two} few {# few} many {# many} other {# other}}",
            locale: ICULocale("ar-EG"))
        @Sendable func work(_ thread: Int) -> [String] {
            var results: [String] = []
            results.reserveCapacity(perThread)
            for index in 0..<perThread / 2 {
                let value = Double((thread * 7_919 + index) % 5_000) * 0.25
                results.append((try? currency.format(value)) ?? "error")
                results.append((try? message.format(["count": .number(value.rounded())])) ?? "error")
            }
            return results
        }
        let expected = (0..<threads).map(work)
        let slots = Slots(count: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            slots.set(thread, work(thread))
        }
        #expect(slots.results.map(\.count).reduce(0, +) == 100_000)
        #expect(slots.results == expected)
        #expect(!expected.joined().contains("error"))
        #expect(expected[0][0] == "0,00\u{A0}$US")
        #expect(expected[0][1] == "٠ zero")
    }

    @Test("Each thread gets its own result buffers, also for ranges and plural rules")
    func rangesAndPlurals() throws {
        let range = try NumberRangeFormat.shared(skeleton: "currency/EUR", locale: ICULocale("de-DE"))
        let rules = try PluralRules.shared(locale: ICULocale("pl"), kind: .cardinal)
        let expectedRange = try range.format(60, 180)
        let expectedCategory = try rules.category(ofDecimal: "22")
        let failures = Slots(count: 4)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            var wrong: [String] = []
            for _ in 0..<2_000 {
                let text = (try? range.format(60, 180)) ?? "error"
                if text != expectedRange { wrong.append(text) }
                let category = (try? rules.category(ofDecimal: "22")) ?? "error"
                if category != expectedCategory { wrong.append(category.rawValue) }
            }
            failures.set(thread, wrong)
        }
        #expect(failures.results.allSatisfy { $0.isEmpty })
        #expect(expectedRange == "60,00–180,00\u{A0}€")
        #expect(expectedCategory == "few")
    }
}
