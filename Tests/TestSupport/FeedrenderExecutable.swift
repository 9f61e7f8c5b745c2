import Foundation
import XCTest

/// The `feedrender` binary built with the tests, run as a user would: the one place that
/// finds it in the build folder, for every test that drives the command line.
public struct FeedrenderExecutable: Sendable {
    /// The binary's location.
    public let url: URL
    /// How long each run may take before the child is killed; nil for no limit.
    public var timeLimit: Duration?

    /// Where the binary is looked for: `$FEEDRENDER_BINARY`, else next to the test runner
    /// (on Linux the test bundle is the runner executable itself; on macOS the `.xctest`
    /// bundle sits in the build folder beside the binary).
    public static var candidates: [URL] {
        if let path = ProcessInfo.processInfo.environment["FEEDRENDER_BINARY"] { return [URL(fileURLWithPath: path)] }
        let runner = URL(fileURLWithPath: CommandLine.arguments[0])
        return [runner.resolvingSymlinksInPath(), runner, Bundle(for: BundleToken.self).bundleURL, Bundle.main.bundleURL]
            .map { $0.deletingLastPathComponent().appendingPathComponent("feedrender") }
    }

    /// The built binary, or nil when there is none (the product was not built).
    public static var builtURL: URL? {
        candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The built binary; skips the test when it is not built. `timeLimit`: how long each run
    /// may take before the child is killed.
    public init(timeLimit: Duration? = ChildProcess.defaultTimeLimit) throws {
        guard let url = Self.builtURL else {
            throw XCTSkip("feedrender not built next to the tests (looked in \(Self.candidates.map(\.path)))")
        }
        self.init(url: url, timeLimit: timeLimit)
    }

    /// The binary at `url`.
    public init(url: URL, timeLimit: Duration? = ChildProcess.defaultTimeLimit) {
        self.url = url
        self.timeLimit = timeLimit
    }

    /// `feedrender arguments` as a child process, not yet started.
    public func process(_ arguments: [String], stdin: ChildProcess.Input = .none) -> ChildProcess {
        ChildProcess(executable: url, arguments: arguments, stdin: stdin, timeLimit: timeLimit)
    }

    /// Runs `feedrender arguments` to its end, with `stdin` (when given) as its standard input.
    public func run(_ arguments: [String], stdin: Data? = nil) throws -> ChildProcess.Result {
        try process(arguments, stdin: stdin.map { .data($0) } ?? .none).run()
    }

    /// Starts `feedrender arguments` and returns at once (for several runs side by side, or signals).
    public func start(_ arguments: [String]) throws -> RunningChildProcess {
        try process(arguments).start()
    }
}

/// A class of this module, so `Bundle(for:)` finds the bundle the tests were loaded from.
private final class BundleToken {}
