import FeedrenderSupport
import Foundation
import XCTest

/// Runs the `feedrender` built next to the tests (or `$FEEDRENDER_BINARY`) as a user
/// would, with a time limit so a hang fails the test instead of stalling the suite.
struct FeedrenderProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether a signal ended the process: a crash, or the time limit.
        var signaled: Bool
    }

    let binary: URL

    /// The built executable; skips the test when it is missing.
    init() throws {
        if let path = ProcessInfo.processInfo.environment["FEEDRENDER_BINARY"] {
            binary = URL(fileURLWithPath: path)
            return
        }
        // On Linux the test bundle is the runner executable itself, so also look next to it.
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath(), Bundle.main.bundleURL]
            .map { $0.deletingLastPathComponent().appendingPathComponent("feedrender") }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("feedrender not built next to the tests (looked in \(candidates.map(\.path)))")
        }
        binary = found
    }

    /// Runs `arguments` (with `stdin` as standard input), killing the process after
    /// `timeLimit` seconds.
    func run(_ arguments: [String], stdin: Data? = nil, timeLimit: Double = 60) throws -> Result {
        // A process that stops reading standard input early must not kill the tests.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeLimit, execute: killer)
        // Feed standard input and read both pipes concurrently so none can fill and block.
        let writer = Thread {
            if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let stderrData = Locked<Data?>(nil)
        let errorReader = Thread { let data = err.fileHandleForReading.readDataToEndOfFile(); stderrData.withLock { $0 = data } }
        errorReader.start()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        while stderrData.withLock({ $0 == nil }) { usleep(1_000) }
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderrData.withLock { $0 ?? Data() }, as: UTF8.self),
                      signaled: process.terminationReason == .uncaughtSignal)
    }
}
