import Dispatch
import TestSupport
import Testing

@_spi(SliderSpeechInternals) @testable import SliderFormatting
@testable import SliderSpeech

/// The package's one cache (``SharedCache``): bounded, evicting the entry stored longest ago,
/// releasing what leaves it outside its lock, and emptied with every other cache by
/// ``SharedCaches/removeAll()`` (which `demo` calls between its locales).
///
/// One at a time: ``SharedCaches/removeAll()`` empties every cache of the process, so a test
/// that counts a cache's entries cannot run beside one that empties them all. No other test
/// empties the caches.
@Suite("Shared caches", .serialized)
struct SharedCacheTests {
    /// A value that counts how many of its kind are alive, and can run code when it goes.
    final class Tracked: Sendable {
        let key: Int
        let onRelease: @Sendable () -> Void
        init(_ key: Int, onRelease: @escaping @Sendable () -> Void = {}) {
            self.key = key
            self.onRelease = onRelease
        }
        deinit { onRelease() }
    }

    @Test("Patterns and skeletons are cache keys by their code units, as ICU reads them")
    func keysByCodeUnits() throws {
        let composed = "Caf\u{E9}: {n}"
        let decomposed = "Cafe\u{301}: {n}"
        #expect(composed == decomposed)  // canonically equivalent for String's own ==
        #expect(!CodeUnits.equal(composed, decomposed))
        // The same text in other storage is the same key, with the same hash.
        let copy = String(decoding: Array(composed.utf8), as: UTF8.self)
        #expect(CodeUnits.equal(composed, copy))
        let locale = try ICULocale("fr")
        let keys: Set<FormatterKey> = [
            FormatterKey(locale: locale, text: composed), FormatterKey(locale: locale, text: copy),
            FormatterKey(locale: locale, text: decomposed),
        ]
        #expect(keys.count == 2)
        // Each pattern gets a formatter of its own, which writes its own bytes.
        let first = try MessageFormat.shared(pattern: composed, locale: locale).format(["n": .number(2)])
        let second = try MessageFormat.shared(pattern: decomposed, locale: locale).format(["n": .number(2)])
        #expect(Array(first.unicodeScalars.map(\.value)) == [0x43, 0x61, 0x66, 0xE9, 0x3A, 0x20, 0x32])
        #expect(Array(second.unicodeScalars.map(\.value)) == [0x43, 0x61, 0x66, 0x65, 0x301, 0x3A, 0x20, 0x32])
    }

    @Test("A cache is emptied, and its next lookup of a key makes the value again")
    func emptied() {
        let cache = SharedCache<String, Int>(limit: 8)
        var made = 0
        for key in ["a", "b", "c"] {
            _ = cache.value(for: key) {
                made += 1
                return made
            }
        }
        #expect(cache.count == 3)
        #expect(cache.value(for: "b") { 99 } == 2)
        SharedCaches.removeAll()
        #expect(cache.count == 0)
        #expect(cache.value(for: "b") { 99 } == 99)
        #expect(cache.count == 1)
    }

    @Test("At the bound, the entry stored longest ago goes first, then the next oldest")
    func evictsOldest() {
        let cache = SharedCache<String, String>(limit: 3)
        var made: [String] = []
        func lookUp(_ key: String) -> String {
            cache.value(for: key) {
                made.append(key)
                return key.uppercased()
            }
        }
        for key in ["a", "b", "c"] { #expect(lookUp(key) == key.uppercased()) }
        #expect(made == ["a", "b", "c"])
        // A hit does not make the value again, nor change the order.
        #expect(lookUp("a") == "A")
        #expect(made == ["a", "b", "c"])
        #expect(lookUp("d") == "D")  // evicts a
        #expect(cache.count == 3)
        #expect(lookUp("b") == "B")  // still there
        #expect(lookUp("a") == "A")  // made again, evicting b
        #expect(lookUp("e") == "E")  // evicts c
        #expect(made == ["a", "b", "c", "d", "a", "e"])
        #expect(lookUp("c") == "C")  // made again, evicting d
        #expect(lookUp("a") == "A" && lookUp("e") == "E")
        #expect(made == ["a", "b", "c", "d", "a", "e", "c"])
        #expect(cache.count == 3)
    }

    @Test("A limit below 1 keeps one entry")
    func limitOfOne() {
        let cache = SharedCache<Int, Int>(limit: 0)
        #expect(cache.limit == 1)
        #expect(cache.value(for: 1) { 10 } == 10)
        #expect(cache.value(for: 2) { 20 } == 20)
        #expect(cache.value(for: 1) { 11 } == 11)
        #expect(cache.count == 1)
    }

    /// Against a model of the policy: every lookup returns what the model says (the stored
    /// value on a hit, a new one on a miss), and the cache never holds more than its bound.
    @Test("Seeded random lookups agree with a first-in, first-out model", arguments: [1, 2, 7, 64])
    func model(limit: Int) {
        var random = SeededRandom(seed: UInt64(limit) &* 7_919)
        let cache = SharedCache<Int, Int>(limit: limit)
        var stored: [Int: Int] = [:]
        var order: [Int] = []
        var serial = 0
        for _ in 0..<5_000 {
            let key = Int(random.next(UInt64(limit * 3 + 2)))
            serial += 1
            let expected: Int
            if let hit = stored[key] {
                expected = hit
            } else {
                expected = serial
                stored[key] = serial
                order.append(key)
                if order.count > limit { stored[order.removeFirst()] = nil }
            }
            let got = cache.value(for: key) { serial }
            #expect(got == expected, "key \(key)")
            #expect(cache.count == stored.count)
            #expect(cache.count <= limit)
        }
    }

    /// A value released under the cache's lock whose release uses the cache would deadlock (or,
    /// with debug builds' error-checking mutex, stop the program): both eviction and emptying
    /// release outside the lock.
    @Test("Evicted and emptied values are released outside the lock")
    func releasedOutsideTheLock() {
        let cache = SharedCache<Int, Tracked>(limit: 2)
        let releases = Locked<[Int: Int]>([:])
        for key in 0..<4 {
            _ = cache.value(for: key) {
                Tracked(key) {
                    // Takes the cache's lock while the value goes.
                    let count = cache.count
                    releases.withLock { $0[key] = count }
                }
            }
        }
        // 0 and 1 were evicted when 2 and 3 came; each saw the cache full again.
        #expect(releases.withLock { $0 } == [0: 2, 1: 2])
        cache.removeAll()
        #expect(releases.withLock { $0 } == [0: 2, 1: 2, 2: 0, 3: 0])
    }

    @Test("A value in use elsewhere lives on after it leaves the cache")
    func heldValueLivesOn() {
        let cache = SharedCache<Int, Tracked>(limit: 1)
        let held = cache.value(for: 1) { Tracked(1) }
        _ = cache.value(for: 2) { Tracked(2) }
        #expect(held.key == 1)
        let again = cache.value(for: 1) { Tracked(10) }
        #expect(again.key == 10)
        #expect(again !== held)
    }

    @Test("Shared formatters format the same text after the caches are emptied")
    func sameText() throws {
        let locale = try ICULocale("de-DE")
        let held = try NumberFormat.shared(style: .currency(code: "EUR", precision: nil), locale: locale)
        let before = try held.format(1234.5)
        let rulesBefore = try PluralRules.shared(locale: try ICULocale("ru"), kind: .cardinal).category(of: 21)
        SharedCaches.removeAll()
        let reopened = try NumberFormat.shared(style: .currency(code: "EUR", precision: nil), locale: locale)
        #expect(before == "1.234,50\u{A0}€")
        #expect(try reopened.format(1234.5) == "1.234,50\u{A0}€")
        #expect(try held.format(1234.5) == "1.234,50\u{A0}€")
        #expect(rulesBefore == "one")
        #expect(try PluralRules.shared(locale: try ICULocale("ru"), kind: .cardinal).category(of: 21) == "one")
        #expect(try PluralRules.shared(locale: try ICULocale("ru"), kind: .cardinal).category(of: 5) == "many")
    }

    @Test("Failures are remembered: a bad skeleton fails the same way twice, and after emptying")
    func failuresCached() throws {
        let locale = try ICULocale("en")
        for _ in 0..<2 {
            let error = try #require(throws: FormattingError.self) {
                try NumberFormat.shared(skeleton: "currency/", locale: locale)
            }
            #expect(error.code == .invalidSkeleton)
            SharedCaches.removeAll()
        }
    }

    /// An announcer's grid cache of formatted values is one of the caches.
    @Test("An announcer's grid cache is emptied with every other cache")
    func gridCacheEmptied() throws {
        let description = try SliderDescription(
            json: #"{"kind": "slider", "bounds": [0, 100], "step": 0, "value": 0, "valueStyle": {"currency": "USD"}}"#)
        let announcer = try SliderAnnouncer(description: description, locale: try ICULocale("en-US"))
        for value in [1.25, 2.5, 3.75] { _ = try announcer.spokenValue(value) }
        #expect(announcer.cachedValueCount == 3)
        SharedCaches.removeAll()
        #expect(announcer.cachedValueCount == 0)
        #expect(try announcer.spokenValue(2.5).text == "$2.50")
        #expect(announcer.cachedValueCount == 1)
    }

    /// Caches that are gone leave the list as it grows: making announcer after announcer keeps
    /// the list as long as the caches alive, not one entry per cache ever made.
    @Test("The list of caches drops the caches that are gone")
    func registrySwept() {
        for _ in 0..<2_000 { _ = SharedCache<Int, Int>(limit: 1) }
        #expect(SharedCaches.registeredCount < 1_000)
    }

    /// A cache that is gone is skipped: emptying the rest neither crashes nor keeps it alive.
    @Test("A cache that no longer exists is skipped")
    func goneCache() {
        do {
            let cache = SharedCache<Int, Int>(limit: 2)
            _ = cache.value(for: 1) { 1 }
        }
        SharedCaches.removeAll()
        let cache = SharedCache<Int, Int>(limit: 2)
        _ = cache.value(for: 1) { 1 }
        SharedCaches.removeAll()
        #expect(cache.count == 0)
    }

    /// The caches from many threads at once (run under the thread sanitizer by CI's concurrency
    /// step).
    @Suite("Shared caches, concurrency")
    struct Concurrency {
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
                    for _ in 0..<200 { SharedCaches.removeAll() }
                    return 0
                }
                var total = 0
                for try await count in group { total += count }
                #expect(total == 800)
            }
        }

        @Test("Racing threads that miss the same key all get the value stored first")
        func firstStoreWins() {
            final class Box: Sendable {
                let key: Int
                init(_ key: Int) { self.key = key }
            }
            let cache = SharedCache<Int, Box>(limit: 1_000)
            let seen = Locked<[Int: [ObjectIdentifier]]>([:])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                for key in 0..<300 {
                    let box = cache.value(for: key) { Box(key) }
                    #expect(box.key == key)
                    seen.withLock { $0[key, default: []].append(ObjectIdentifier(box)) }
                }
            }
            let identities = seen.withLock { $0 }
            #expect(identities.count == 300)
            for (key, boxes) in identities {
                #expect(boxes.count == 8)
                #expect(Set(boxes).count == 1, "key \(key): \(Set(boxes).count) different values handed out")
            }
        }

        @Test("Eviction under contention: every value handed out is its key's, the bound holds")
        func evictionUnderContention() {
            let cache = SharedCache<Int, String>(limit: 16)
            DispatchQueue.concurrentPerform(iterations: 8) { thread in
                var random = SeededRandom(seed: UInt64(thread + 1))
                for _ in 0..<5_000 {
                    let key = Int(random.next(64))
                    #expect(cache.value(for: key) { String(key) } == String(key))
                }
            }
            #expect(cache.count <= 16)
        }
    }
}

/// The lock from many threads at once (run under the thread sanitizer by CI's concurrency step).
@Suite("The lock, concurrency")
struct LockedConcurrencyTests {
    @Test("The lock keeps its value whole: 8 threads, 100,000 increments")
    func lockedCounter() {
        let counter = Locked((count: 0, threads: Set<Int>()))
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for _ in 0..<12_500 {
                counter.withLock {
                    $0.count += 1
                    $0.threads.insert(thread)
                }
            }
        }
        let final = counter.withLock { $0 }
        #expect(final.count == 100_000)
        #expect(final.threads == Set(0..<8))
    }
}

@Suite("The lock")
struct LockedTests {
    struct Refused: Error, Equatable {
        let at: Int
    }

    @Test("A typed error passes through, the change made before it stays, and the lock is free again")
    func typedThrows() {
        let box = Locked(0)
        let error = #expect(throws: Refused.self) {
            try box.withLock { (value: inout Int) throws(Refused) in
                value = 5
                throw Refused(at: value)
            }
        }
        #expect(error == Refused(at: 5))
        #expect(box.withLock { $0 } == 5)
        box.withLock { $0 += 1 }
        #expect(box.withLock { $0 } == 6)
    }
}
