import Foundation

extension RunningChildProcess {
    /// How a child ended after a signal, and how long it took to.
    public struct Stop: Sendable {
        /// What the child wrote and how it ended.
        public var result: ChildProcess.Result
        /// Seconds from the signal to the child's end.
        public var seconds: Double
    }

    /// Waits `delay` microseconds, sends `signal` and waits for the child to end; nil when
    /// the child had already ended (the run was too short for the test to mean anything).
    public func stop(with signal: Int32 = SIGTERM, after delay: useconds_t) -> Stop? {
        usleep(delay)
        guard isRunning else { return nil }
        let sent = Date()
        send(signal)
        let result = wait()
        return Stop(result: result, seconds: Date().timeIntervalSince(sent))
    }
}
