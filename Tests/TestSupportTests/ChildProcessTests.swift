import Foundation
import TestSupport
import XCTest

/// The process runner the tests spawn children with: input, both outputs, exit status,
/// signals and the time limit.
final class ChildProcessTests: XCTestCase {
    private func shell(_ script: String, stdin: ChildProcess.Input = .none, timeLimit: Duration? = .seconds(60)) -> ChildProcess {
        ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], stdin: stdin, timeLimit: timeLimit)
    }

    func testCapturesBothOutputsTheStatusAndTheInput() throws {
        let result = try shell("tr a-z A-Z; echo oops >&2; exit 3", stdin: .data(Data("hello\n".utf8))).run()
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stdout, "HELLO\n")
        XCTAssertEqual(result.stderr, "oops\n")
        XCTAssertFalse(result.signaled)
        XCTAssertFalse(result.timedOut)
    }

    /// Both pipes are drained while the child runs: a megabyte on each does not block it.
    func testLargeOutputsDoNotBlockTheChild() throws {
        let result = try shell("head -c 1048576 /dev/zero | tr '\\0' a; head -c 1048576 /dev/zero | tr '\\0' b >&2").run()
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout.count, 1_048_576)
        XCTAssertEqual(result.stderr.count, 1_048_576)
    }

    func testEnvironmentReplacesThisProcesssOwn() throws {
        var child = shell("echo \"$ONLY_HERE-${HOME:-unset}\"")
        child.environment = ["ONLY_HERE": "yes"]
        XCTAssertEqual(try child.run().stdout, "yes-unset\n")
    }

    func testTimeLimitKillsAHungChild() throws {
        let start = ContinuousClock.now
        let result = try shell("sleep 30", timeLimit: .milliseconds(300)).run()
        XCTAssertTrue(result.timedOut)
        XCTAssertTrue(result.signaled)
        XCTAssertEqual(result.status, SIGKILL)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(10))
    }

    func testSignalsAndAFirstLineWhileRunning() throws {
        let child = try shell("trap 'echo got TERM; exit 143' TERM; echo ready; while :; do sleep 0.05; done").start()
        XCTAssertEqual(child.firstLine(), "ready")
        XCTAssertTrue(child.isRunning)
        child.send(SIGTERM)
        let result = child.wait()
        XCTAssertEqual(result.status, 143)
        XCTAssertEqual(result.stdout, "ready\ngot TERM\n")
        XCTAssertEqual(child.wait().stdout, result.stdout, "waiting again gives the same result")
    }

    func testOpenInputStaysOpenUntilClosed() throws {
        let child = try shell("echo started; cat; echo done", stdin: .open).start()
        XCTAssertEqual(child.firstLine(), "started")
        XCTAssertTrue(child.isRunning, "cat waits for its input")
        child.closeStandardInput()
        XCTAssertEqual(child.wait().stdout, "started\ndone\n")
    }

    func testToolsAreFoundOnThePath() {
        XCTAssertNotNil(ChildProcess(tool: "sh"))
        XCTAssertNil(ChildProcess(tool: "no-such-tool-\(UUID().uuidString)"))
    }
}
