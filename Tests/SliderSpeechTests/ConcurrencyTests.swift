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
                for announcement in (try? announcer.handle(event).announcements) ?? [] {
                    lines.append(announcement.text + "|" + announcement.speech)
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
            let shared = announcers[index % announcers.count]
            let announcer =
                index < 8
                ? shared : (try? SliderAnnouncer(description: description, locale: locales[index % locales.count])) ?? shared
            results.set(index, Self.work(announcer))
        }
        for index in 0..<16 {
            #expect(results[index] == expected[index % announcers.count])
        }
        #expect(expected.allSatisfy { $0.count >= 25 * 6 })  // at least one announcement an event
    }
}
