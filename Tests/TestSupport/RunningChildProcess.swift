import FeedrenderSupport
import Foundation

/// A started `ChildProcess`: its id, its output so far, and ways to signal it, close its
/// input and wait for its end. `wait()` may be called more than once (and from any thread);
/// every call returns the same result.
public final class RunningChildProcess: Sendable {
    /// The child's process id.
    public let processIdentifier: Int32
    private let process: Process
    /// Standard output and standard error, drained as the child writes them.
    private let output: PipeReader
    private let errors: PipeReader
    /// The write end of an `.open` standard input, until `closeStandardInput()`.
    private let input: FileHandle?
    /// Whether `wait()` saw the child end (the time limit then does nothing), and whether the
    /// time limit killed it.
    private let ending = Locked((ended: false, timedOut: false))
    /// The result, once the first `wait()` has made it.
    private let result = Locked<ChildProcess.Result?>(nil)

    /// Starts `configuration`'s executable (see `ChildProcess.start()`).
    init(_ configuration: ChildProcess) throws {
        // A child that stops reading its input early must not kill the tests with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = configuration.executable
        process.arguments = configuration.arguments
        if let environment = configuration.environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        var inputPipe: Pipe?
        switch configuration.stdin {
        case .none: process.standardInput = FileHandle.nullDevice
        case .data, .open:
            let pipe = Pipe()
            process.standardInput = pipe
            inputPipe = pipe
        }
        try process.run()
        self.process = process
        processIdentifier = process.processIdentifier
        output = PipeReader(out.fileHandleForReading)
        errors = PipeReader(err.fileHandleForReading)
        if case .data(let data) = configuration.stdin, let handle = inputPipe?.fileHandleForWriting {
            // On a thread of its own: the child may read its input only after writing output.
            Thread {
                try? handle.write(contentsOf: data)
                try? handle.close()
            }.start()
            input = nil
        } else {
            input = inputPipe?.fileHandleForWriting
        }
        if let timeLimit = configuration.timeLimit {
            let ending = ending, identifier = processIdentifier
            let seconds = Double(timeLimit.components.seconds) + Double(timeLimit.components.attoseconds) * 1e-18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
                ending.withLock { ending in
                    guard !ending.ended, process.isRunning else { return }
                    ending.timedOut = true
                    // The child leads its own process group (Foundation starts it so): kill the
                    // group, so no grandchild keeps the output pipes open.
                    kill(getpgid(identifier) == identifier ? -identifier : identifier, SIGKILL)
                }
            }
        }
    }

    /// Whether the child has not ended yet.
    public var isRunning: Bool { process.isRunning }

    /// Sends `signal` (SIGTERM, SIGINT, ...) to the child.
    public func send(_ signal: Int32) {
        kill(processIdentifier, signal)
    }

    /// Closes the child's standard input (an `.open` one), so it reads end of file.
    public func closeStandardInput() {
        try? input?.close()
    }

    /// Waits for the child's first line of standard output (without its newline), for
    /// children that announce something, such as a port, once they are ready. Nil when the
    /// child closes its output first.
    public func firstLine() -> String? {
        output.firstLine()
    }

    /// Waits for the child to end and for both its outputs to close.
    public func wait() -> ChildProcess.Result {
        process.waitUntilExit()
        let timedOut = ending.withLock { ending in
            ending.ended = true
            return ending.timedOut
        }
        closeStandardInput()
        let stdout = output.wait(), stderr = errors.wait()
        return result.withLock { result in
            if let result { return result }
            let ended = ChildProcess.Result(
                status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                stderr: String(decoding: stderr, as: UTF8.self), signaled: process.terminationReason == .uncaughtSignal,
                timedOut: timedOut)
            result = ended
            return ended
        }
    }
}

/// Reads a pipe to its end on a thread of its own, so the child never blocks on a full pipe,
/// and lets a test wait for a first line or for the end.
private final class PipeReader: @unchecked Sendable {
    // `data` and `finished` are read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var data = Data()
    private var finished = false

    /// Starts reading `handle` until its end.
    init(_ handle: FileHandle) {
        Thread { [self] in
            while true {
                let chunk = handle.availableData
                condition.lock()
                if chunk.isEmpty { finished = true } else { data.append(chunk) }
                condition.broadcast()
                condition.unlock()
                if chunk.isEmpty { break }
            }
            try? handle.close()
        }.start()
    }

    /// The first line (without its newline), once it is complete; nil when the pipe closes first.
    func firstLine() -> String? {
        condition.lock()
        defer { condition.unlock() }
        while !finished, !data.contains(UInt8(ascii: "\n")) { condition.wait() }
        guard let end = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        return String(decoding: data[data.startIndex..<end], as: UTF8.self)
    }

    /// Everything the pipe carried, once it has closed.
    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while !finished { condition.wait() }
        return data
    }
}
