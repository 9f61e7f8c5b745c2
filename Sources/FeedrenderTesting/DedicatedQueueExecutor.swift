import Dispatch

/// Runs tasks on a private serial dispatch queue instead of Swift's cooperative pool.
///
/// SnapshotTesting waits for a snapshot by blocking the test's thread; when that thread is one
/// of the pool's (a Swift Testing test on a 2-core machine), rendering on the pool could
/// starve. Rendering with this executor preference keeps the work off the pool.
final class DedicatedQueueExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: label)
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
