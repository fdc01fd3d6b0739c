/// The package's one cache: values shared across threads, one per key, up to a bound — ICU
/// formatters by locale and skeleton or pattern, compiled messages, negotiated localizations.
///
/// - A value is made outside the lock, so a slow make (opening an ICU formatter) never blocks
///   lookups of other keys; when two threads race to make the same key, the first to store wins
///   and both get its value.
/// - At most `limit` entries: storing one more evicts the entry stored longest ago, so a stream
///   of distinct keys (untrusted input, a server loading app catalogs) cannot grow memory
///   without bound.
/// - Values leave the cache outside its lock (evicted, or emptied by
///   ``SharedCaches/removeAll()``): releasing the last reference to an ICU object closes it,
///   which other threads' lookups do not wait for. A value still in use elsewhere lives on: the
///   cache only stops handing it out.
///
/// A cache that should remember failures (a bad skeleton that a loop asks for again) keeps a
/// `Result` as its value.
@_spi(SliderSpeechInternals) public final class SharedCache<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline struct Entries: Sendable {
        @usableFromInline var values: [Key: Value] = [:]
        /// The keys in the order they were stored: the oldest at `oldest`, once the cache is full.
        @usableFromInline var order: [Key] = []
        @usableFromInline var oldest = 0
    }

    /// The entries, in a box that ``SharedCaches`` holds weakly. (Were it the cache, every
    /// retain and release of the cache — one for each lookup of a value — would take the
    /// runtime's slower path for weakly referenced objects.)
    @usableFromInline final class Shelf: EmptiableCache {
        @usableFromInline let entries = Locked(Entries())

        @usableFromInline init() {}

        func removeAll() {
            let dropped = entries.withLock { entries -> Entries in
                defer { entries = Entries() }
                return entries
            }
            withExtendedLifetime(dropped) {}
        }
    }

    @usableFromInline let shelf = Shelf()
    /// The most entries the cache holds.
    public let limit: Int

    /// An empty cache of at most `limit` entries (1 at the least), emptied with every other by
    /// ``SharedCaches/removeAll()``.
    public init(limit: Int) {
        self.limit = max(limit, 1)
        SharedCaches.register(shelf)
    }

    /// The value cached for `key`, or `nil`: a lookup that makes nothing on a miss.
    @inlinable public func cachedValue(for key: Key) -> Value? {
        shelf.entries.withLock { $0.values[key] }
    }

    /// The value cached for `key`, or the one `make` makes (stored, evicting the oldest entry
    /// when the cache is full).
    /// - Parameters:
    ///   - key: The key.
    ///   - make: Makes the value for `key`; called outside the lock, and only on a miss.
    /// - Returns: The cached value: the one made here, or one another thread stored first.
    @inlinable public func value(for key: Key, _ make: () -> Value) -> Value {
        if let cached = shelf.entries.withLock({ $0.values[key] }) { return cached }
        let made = make()
        let (stored, evicted) = shelf.entries.withLock { entries -> (Value, Value?) in
            if let raced = entries.values[key] { return (raced, nil) }
            entries.values[key] = made
            guard entries.values.count > limit else {
                entries.order.append(key)
                return (made, nil)
            }
            let oldest = entries.order[entries.oldest]
            entries.order[entries.oldest] = key
            entries.oldest = (entries.oldest + 1) % limit
            return (made, entries.values.removeValue(forKey: oldest))
        }
        // The evicted value, if any, is released here, outside the lock.
        withExtendedLifetime(evicted) {}
        return stored
    }

    /// Drops every entry; values still in use elsewhere live on. They are released outside the
    /// lock.
    public func removeAll() { shelf.removeAll() }

    /// How many entries the cache holds.
    public var count: Int { shelf.entries.withLock { $0.values.count } }
}

/// The key of a shared formatter: the locale and the text that configures it, the text
/// compared by its code units (``CodeUnits``), as ICU reads it.
struct FormatterKey: Hashable, Sendable {
    let locale: ICULocale
    let text: String

    static func == (first: FormatterKey, second: FormatterKey) -> Bool {
        first.locale == second.locale && CodeUnits.equal(first.text, second.text)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(locale)
        CodeUnits.hash(text, into: &hasher)
    }
}

/// A pattern or skeleton as a cache key: equal and hashed by its UTF-8 code units, as ICU reads
/// it. (`String`'s own `==` and hash follow canonical equivalence — a decomposed "é" would find
/// the formatter of a precomposed one, which writes other bytes — and its hash normalizes any
/// text past ASCII first, which made a quarter of an announcer's making.)
package enum CodeUnits {
    /// Whether two texts have the same UTF-8.
    package static func equal(_ first: String, _ second: String) -> Bool {
        guard first.utf8.count == second.utf8.count else { return false }
        let inPlace = first.utf8.withContiguousStorageIfAvailable { a in
            second.utf8.withContiguousStorageIfAvailable { b in
                // The same storage, most often (a key made from the string the cache holds).
                a.baseAddress == b.baseAddress || a.elementsEqual(b)
            }
        }
        return (inPlace ?? nil) ?? first.utf8.elementsEqual(second.utf8)
    }

    /// Feeds a text's UTF-8 and its length to `hasher`.
    package static func hash(_ text: String, into hasher: inout Hasher) {
        let utf8 = text.utf8
        if utf8.withContiguousStorageIfAvailable({ hasher.combine(bytes: UnsafeRawBufferPointer($0)) }) == nil {
            for byte in utf8 { hasher.combine(byte) }
        }
        hasher.combine(utf8.count)
    }
}

/// A cache that ``SharedCaches/removeAll()`` empties.
protocol EmptiableCache: AnyObject, Sendable {
    func removeAll()
}

/// Every ``SharedCache`` of the process, so that a program done with some locales can let their
/// formatters, messages and localizations go (`slider-speech demo` between its locales).
///
/// The caches are held weakly: a cache of one announcer (its formatted values) goes with the
/// announcer, and the list drops the caches that are gone as it grows, so that a process
/// making announcer after announcer keeps a list as long as the caches alive, not one entry
/// per cache ever made.
package enum SharedCaches {
    private struct Registered: @unchecked Sendable {
        // `@unchecked`: a weak reference to a Sendable cache, read and written under the lock.
        weak var cache: (any EmptiableCache)?
    }

    private struct Registry {
        var caches: [Registered] = []
        /// The length at which the list next drops the caches that are gone.
        var nextSweep = 64
    }

    private static let registry = Locked(Registry())

    static func register(_ cache: any EmptiableCache) {
        registry.withLock { registry in
            if registry.caches.count >= registry.nextSweep {
                registry.caches.removeAll { $0.cache == nil }
                registry.nextSweep = max(64, registry.caches.count * 2)
            }
            registry.caches.append(Registered(cache: cache))
        }
    }

    /// How many caches the list holds now (the gone ones not yet dropped among them).
    package static var registeredCount: Int { registry.withLock { $0.caches.count } }

    /// Empties every cache: the next lookup of a key makes its value again. Values in use
    /// elsewhere live on.
    package static func removeAll() {
        let caches = registry.withLock { $0.caches.compactMap(\.cache) }
        for cache in caches { cache.removeAll() }
    }
}
