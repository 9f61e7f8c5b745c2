import Foundation

/// CPU time used by the calling thread (`CLOCK_THREAD_CPUTIME_ID`).
///
/// Wall-clock time also counts waiting and other processes sharing the cores; per-thread CPU
/// time is what a synchronous stretch of work really costs, which is what stage timings and
/// benchmarks compare. Only meaningful around code that does not suspend: an `await` may
/// resume on another thread.
package enum ThreadCPUClock {
    /// The calling thread's CPU time so far.
    package static var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
    }

    /// Runs `body` and returns its result with the CPU time it took on this thread.
    package static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, cpu: Duration) {
        let start = now
        let result = try body()
        return (result, now - start)
    }
}
