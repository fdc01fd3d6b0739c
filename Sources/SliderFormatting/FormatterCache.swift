/// A small cache of shared formatters, one per key (a locale and a skeleton or pattern).
///
/// Opening an ICU formatter costs far more than using one, so each is opened once and shared.
/// - Creation happens outside the lock, so a slow open never blocks lookups of other keys; when
///   two threads race to create the same key, the first to store wins and both use it.
/// - Failures are cached too: a bad skeleton from a loop fails fast the second time.
/// - The size is bounded, so a stream of distinct keys (untrusted input) cannot grow memory
///   without limit; a full cache drops an arbitrary entry. A formatter still in use elsewhere
///   lives on: the cache only stops handing it out.
///
/// The lock is the package's own ``Lock`` over `pthread_mutex_t`.
final class FormatterCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var entries: [Key: Result<Value, FormattingError>] = [:]
    private let limit: Int

    init(limit: Int) {
        self.limit = max(limit, 1)
        FormatterCaches.register { [weak self] in self?.removeAll() }
    }

    /// Drops every entry; formatters still in use elsewhere live on.
    func removeAll() { lock.withLock { entries.removeAll() } }

    /// The cached value for `key`, or the one `create` makes (or the error it throws).
    func value(
        for key: Key, create: () throws(FormattingError) -> Value
    ) throws(FormattingError) -> Value {
        if let cached = lock.withLock({ entries[key] }) { return try cached.get() }
        let created: Result<Value, FormattingError>
        do { created = .success(try create()) } catch { created = .failure(error) }
        let stored = lock.withLock { () -> Result<Value, FormattingError> in
            if let raced = entries[key] { return raced }
            if entries.count >= limit { entries.remove(at: entries.startIndex) }
            entries[key] = created
            return created
        }
        return try stored.get()
    }

    /// How many entries the cache holds.
    var count: Int { lock.withLock { entries.count } }
}

/// The key of a shared formatter: the locale and the text that configures it.
struct FormatterKey: Hashable, Sendable {
    let locale: ICULocale
    let text: String
}

/// Every formatter cache of the process, so that a program done with some locales can let
/// their ICU objects go (`slider-speech demo` between its locales).
package enum FormatterCaches {
    private static let lock = Lock()
    // Guarded by `lock`: how to empty each cache made so far.
    nonisolated(unsafe) private static var emptiers: [@Sendable () -> Void] = []

    static func register(_ emptier: @escaping @Sendable () -> Void) {
        lock.withLock { emptiers.append(emptier) }
    }

    /// Drops every cached formatter and failure of every cache: the next lookup of a key opens
    /// its formatter again. Formatters in use elsewhere live on.
    package static func removeAll() {
        for emptier in lock.withLock({ emptiers }) { emptier() }
    }
}
