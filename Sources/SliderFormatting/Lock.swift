#if canImport(Glibc)
    public import Glibc
#elseif canImport(Musl)
    public import Musl
#elseif canImport(Darwin)
    public import Darwin
#endif

/// A value that can be reached only while its lock is held, as swift-nio's `NIOLockedValueBox`:
/// the package's one lock, for its caches and for the ICU objects that are not thread-safe.
///
/// ```swift
/// let counts = Locked([String: Int]())
/// counts.withLock { $0["en", default: 0] += 1 }
/// ```
/// The lock is a `pthread_mutex_t` in the same allocation as the value, whose address never
/// moves. Every pthread call's result is checked: a failure (a lock taken twice by one thread,
/// which debug builds detect with an error-checking mutex) stops the program rather than
/// letting two threads into the value. Neither Foundation's `NSLock` (on Linux,
/// `import Foundation` loads Foundation's own ICU beside the system one) nor the standard
/// library's `Mutex` (the thread sanitizer of Swift 6.3 on Linux reports it falsely) fits.
///
/// `body` must not take the same lock again, and should do little: a slow step (opening an ICU
/// formatter, releasing one) belongs outside, so that other threads do not wait on it.
@_spi(SliderSpeechInternals) public struct Locked<State> {
    @usableFromInline let storage: Storage

    /// A value behind a new, unlocked lock.
    /// - Parameter state: The value.
    public init(_ state: State) {
        storage = Storage.make(state)
    }

    /// Runs `body` with the value while holding the lock, keeping the error type of `body`.
    /// - Parameter body: What to do with the value; it may change it.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws.
    @inlinable @inline(__always)
    public func withLock<Result, Failure: Error>(
        _ body: (inout State) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // The pointers stay valid while `storage` lives, which `self` ensures for the call.
        let (state, mutex) = storage.withUnsafeMutablePointers { ($0, $1) }
        checked(pthread_mutex_lock(mutex), "pthread_mutex_lock")
        defer { checked(pthread_mutex_unlock(mutex), "pthread_mutex_unlock") }
        return try withExtendedLifetime(storage) { () throws(Failure) -> Result in try body(&state.pointee) }
    }

    /// The value and the mutex in one allocation: the value as the header, the mutex as the
    /// one element.
    @usableFromInline final class Storage: ManagedBuffer<State, pthread_mutex_t> {
        static func make(_ state: State) -> Storage {
            let storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in state }, to: Storage.self)
            storage.withUnsafeMutablePointerToElements { mutex in
                var attributes = pthread_mutexattr_t()
                checked(pthread_mutexattr_init(&attributes), "pthread_mutexattr_init")
                defer { checked(pthread_mutexattr_destroy(&attributes), "pthread_mutexattr_destroy") }
                #if DEBUG
                    let kind = Int32(PTHREAD_MUTEX_ERRORCHECK)
                #else
                    let kind = Int32(PTHREAD_MUTEX_NORMAL)
                #endif
                checked(pthread_mutexattr_settype(&attributes, kind), "pthread_mutexattr_settype")
                mutex.initialize(to: pthread_mutex_t())
                checked(pthread_mutex_init(mutex, &attributes), "pthread_mutex_init")
            }
            return storage
        }

        deinit {
            withUnsafeMutablePointerToElements { mutex in
                checked(pthread_mutex_destroy(mutex), "pthread_mutex_destroy")
                mutex.deinitialize(count: 1)
            }
        }
    }
}

/// Stops the program when a pthread call fails: a lock that does not lock cannot be trusted.
@inlinable @inline(__always)
func checked(_ result: Int32, _ call: StaticString) {
    precondition(result == 0, "\(call) failed: \(result)")
}

// The value is reached only under the lock, so the box is as sendable as the value.
extension Locked: @unchecked Sendable where State: Sendable {}
