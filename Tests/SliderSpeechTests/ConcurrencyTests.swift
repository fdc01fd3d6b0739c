import Dispatch
import SliderCore
import SliderFormatting
import Testing

@testable import SliderSpeech

/// Announcers on many threads share catalogs, localizations, prepared messages and ICU
/// formatters; each thread's announcements must equal those of a single thread. Run under
/// `swift test --sanitize=thread` by CI.
@Suite("Concurrency of announcements")
struct AnnouncementConcurrencyTests {
    final class Results: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        private var values: [Int: [String]] = [:]
        func set(_ index: Int, _ lines: [String]) {
            lock.wait()
            values[index] = lines
            lock.signal()
        }
        subscript(index: Int) -> [String]? { values[index] }
    }

    static func work(_ announcer: SliderAnnouncer) -> [String] {
        var announcer = announcer
        var lines: [String] = []
        let events: [SliderEvent] = [
            .focus(thumb: .lower), .adjust(.increment, thumb: .lower), .adjust(.end, thumb: .lower),
            .adjust(.home, thumb: .upper), .set(212.5, thumb: .upper), .focus(thumb: .upper),
        ]
        for _ in 0..<25 {
            for event in events {
                // An error is a line of its own, so that it fails the comparison with its text.
                do {
                    for announcement in try announcer.handle(event).announcements {
                        lines.append(announcement.text + "|" + announcement.speech)
                    }
                } catch {
                    lines.append("error: \(event): \(error)")
                }
            }
        }
        return lines
    }

    @Test("8 threads, shared localizations and formatters: the same announcements as one thread")
    func sharedAnnouncers() throws {
        let description = try SliderDescription(
            json: """
                {"kind": "range", "bounds": [20, 300], "step": 5, "minimumSpan": 30, "value": [60, 180],
                 "thumbLabels": ["Minimum price", "سعر"], "valueStyle": {"currency": "USD"},
                 "histogram": [2, 5, 9, 14, 22, 30, 34, 29, 24, 18, 15, 11, 8, 6, 4, 3, 2, 2, 1, 1]}
                """)
        let locales = try ["en", "ar", "ru", "ja", "fr", "he", "pl", "zh-Hant"].map { try ICULocale($0) }
        let announcers = try locales.map { try SliderAnnouncer(description: description, locale: $0) }
        let expected = announcers.map(Self.work)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            // Half the threads build their own announcer, half share one: both must agree.
            guard index >= 8 else {
                results.set(index, Self.work(announcers[index % announcers.count]))
                return
            }
            do {
                let own = try SliderAnnouncer(description: description, locale: locales[index % locales.count])
                results.set(index, Self.work(own))
            } catch {
                results.set(index, ["error: building an announcer: \(error)"])
            }
        }
        for index in 0..<16 {
            #expect(results[index] == expected[index % announcers.count])
        }
        #expect(expected.allSatisfy { $0.count >= 25 * 6 })  // at least one announcement an event
        #expect(
            !expected.joined().contains { $0.hasPrefix("error: ") }, "\(expected.joined().filter { $0.hasPrefix("error: ") })")
    }
}
