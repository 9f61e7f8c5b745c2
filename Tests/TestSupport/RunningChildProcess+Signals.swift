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
    /// The delay counts from the moment the child handles `signal` (it has started and set its
    /// handler up), so a slow start on a busy machine does not make the signal kill it first.
    public func stop(with signal: Int32 = SIGTERM, after delay: useconds_t) -> Stop? {
        waitUntilHandling(signal)
        usleep(delay)
        guard isRunning else { return nil }
        let sent = Date()
        send(signal)
        let result = wait()
        return Stop(result: result, seconds: Date().timeIntervalSince(sent))
    }

    /// Waits (up to 20 s) until the child catches, ignores or blocks `signal`, as Linux reports
    /// in `/proc/PID/status`; returns at once where that file cannot be read.
    public func waitUntilHandling(_ signal: Int32) {
        let bit = UInt64(1) << UInt64(signal - 1)
        for _ in 0..<2_000 {
            guard isRunning, let status = try? String(contentsOfFile: "/proc/\(processIdentifier)/status", encoding: .utf8) else { return }
            let masks = status.split(separator: "\n").compactMap { line -> UInt64? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, ["SigBlk", "SigIgn", "SigCgt"].contains(String(parts[0])) else { return nil }
                return UInt64(parts[1].trimmingCharacters(in: .whitespaces), radix: 16)
            }
            if masks.contains(where: { $0 & bit != 0 }) { return }
            usleep(10_000)
        }
    }
}
