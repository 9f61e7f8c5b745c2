import FeedrenderSupport
import Foundation
import LayoutDocuments
import FeedrenderSupport

/// Runs async work from a synchronous command and waits for it. The calling (main)
/// thread only waits; the work runs on Swift's cooperative pool, so it uses every core,
/// or on `executor` when one is given (e.g. a large-stack thread for deep documents).
func runBlocking<T: Sendable>(on executor: (any TaskExecutor)? = nil,
                              _ body: @escaping @Sendable () async throws -> T) throws -> T {
    let outcome = Locked<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Task(executorPreference: executor) {
        let result: Result<T, any Error>
        do { result = .success(try await body()) } catch { result = .failure(error) }
        outcome.withLock { $0 = result }
        done.signal()
    }
    done.wait()
    return try outcome.withLock { $0! }.get()
}

/// Carries a value the compiler cannot prove Sendable into the one task that uses it.
struct UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
