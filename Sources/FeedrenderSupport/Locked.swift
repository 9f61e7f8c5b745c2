import Foundation

/// A value guarded by a lock, for state shared between threads. Used instead of
/// `Synchronization.Mutex` because Mutex on Linux locks with raw futex calls that
/// ThreadSanitizer cannot see, so every guarded access showed up as a false data race;
/// NSLock (pthread_mutex underneath) keeps `scripts/tsan` meaningful.
package final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    package init(_ value: Value) {
        self.value = value
    }

    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
