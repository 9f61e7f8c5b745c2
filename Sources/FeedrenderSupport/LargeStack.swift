import Foundation

/// Runs deeply recursive work (parsing, building and laying out deeply nested documents)
/// on a thread with a large stack, and waits for it.
package enum LargeStack {
    /// 512 MiB of address space, reserved lazily by the OS: enough for 10,000-level documents.
    package static let defaultSize = 512 << 20

    package static func run<T: Sendable>(stackSize: Int = defaultSize, _ body: @escaping @Sendable () throws -> T) throws -> T {
        let outcome = Locked<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let result = Result { try body() }
            outcome.withLock { $0 = result }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return try outcome.withLock { $0! }.get()
    }
}

/// A task executor whose jobs all run on one thread with a large stack, so async work that
/// recurses deeply (laying out, snapshotting and drawing a deeply nested document) cannot
/// overflow the small stacks of Swift's cooperative threads. Use it as a task's executor
/// preference; call `shutdown()` when done so its thread ends.
package final class LargeStackExecutor: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []  // guarded by `condition`
    private var isShutDown = false       // guarded by `condition`

    package init(stackSize: Int = LargeStack.defaultSize) {
        let thread = Thread { [self] in runJobs() }
        thread.stackSize = stackSize
        thread.name = "feedrender.large-stack"
        thread.start()
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread finish the queued jobs and exit.
    package func shutdown() {
        condition.lock()
        isShutDown = true
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty && !isShutDown { condition.wait() }
            if jobs.isEmpty { condition.unlock(); return }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
