import SliderFormatting

/// A small process-wide memo: values by key behind the package's lock, up to `limit` entries;
/// past the limit a value is made each time and not kept, so memory stays bounded. Values are
/// made outside the lock.
final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    // Guarded by `lock`.
    private var entries: [Key: Value] = [:]
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    /// The value kept for `key`, or the one `make` makes (kept while there is room).
    func value(for key: Key, _ make: () -> Value) -> Value {
        if let kept = lock.withLock({ entries[key] }) { return kept }
        let made = make()
        return lock.withLock {
            if let kept = entries[key] { return kept }
            if entries.count < limit { entries[key] = made }
            return made
        }
    }
}
