import Foundation

/// An executable for a test to run as a child process: the one way the tests spawn
/// `feedrender`, tools such as `pngcheck` and `openssl`, the loopback server, or the test
/// runner itself. Both output pipes are drained while the child runs (so a chatty child never
/// blocks on a full pipe), and a time limit kills a hung child so the test fails instead of
/// stalling the suite.
public struct ChildProcess: Sendable {
    /// What the child reads on standard input.
    public enum Input: Sendable {
        /// Nothing: standard input is `/dev/null`.
        case none
        /// These bytes, then end of file.
        case data(Data)
        /// A pipe that stays open until `RunningChildProcess.closeStandardInput()` or the end of
        /// the run: for children (the loopback server) that exit when their input closes.
        case open
    }

    /// How the child ended and what it wrote.
    public struct Result: Sendable {
        /// The exit status, or the signal's number when a signal ended the child.
        public var status: Int32
        /// Standard output, decoded as UTF-8.
        public var stdout: String
        /// Standard error, decoded as UTF-8.
        public var stderr: String
        /// Whether a signal ended the child: a crash, a signal a test sent, or the time limit.
        public var signaled: Bool
        /// Whether the time limit ran out and the child was killed.
        public var timedOut: Bool
    }

    /// The default time limit: long enough for a debug build's slowest command on a busy
    /// two-core machine, short enough that a hang fails the run.
    public static let defaultTimeLimit: Duration = .seconds(300)

    /// The file to execute.
    public var executable: URL
    /// The arguments, without the executable's name.
    public var arguments: [String]
    /// The child's whole environment, or nil for this process's own.
    public var environment: [String: String]?
    /// What the child reads on standard input.
    public var stdin: Input
    /// How long the child may run before it is killed with SIGKILL; nil for no limit.
    public var timeLimit: Duration?

    /// A child running `executable` with `arguments`; nothing is started until `run()` or `start()`.
    public init(executable: URL, arguments: [String] = [], environment: [String: String]? = nil,
                stdin: Input = .none, timeLimit: Duration? = ChildProcess.defaultTimeLimit) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.stdin = stdin
        self.timeLimit = timeLimit
    }

    /// A child running `tool` found on `PATH`, or nil when the machine does not have it.
    public init?(tool: String, arguments: [String] = [], timeLimit: Duration? = ChildProcess.defaultTimeLimit) {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(tool) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else { return nil }
        self.init(executable: found, arguments: arguments, timeLimit: timeLimit)
    }

    /// Runs the child to its end and returns what it wrote and how it ended.
    public func run() throws -> Result {
        try start().wait()
    }

    /// Starts the child and returns at once, for tests that run several children side by
    /// side, read a line while it runs or send it a signal.
    public func start() throws -> RunningChildProcess {
        try RunningChildProcess(self)
    }
}
