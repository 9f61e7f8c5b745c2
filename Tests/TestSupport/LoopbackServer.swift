import FeedrenderSupport
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// A real HTTP server on 127.0.0.1, on a free port, serving a temporary folder: the Python
/// fixture server (`server.py`, its routes listed at its top) started per test and stopped by
/// `stop()` or when released. It exits when its standard input closes, so even a crashed test
/// run leaves nothing behind.
public final class LoopbackServer: Sendable {
    /// What the server has been asked since it started (its `/stats` route).
    public struct Stats: Decodable, Sendable {
        /// Requests per path and query.
        public var counts: [String: Int]
        /// Every request's path and query, in the order they arrived.
        public var requests: [String]
        /// All requests.
        public var total: Int
        /// The most requests being answered at once.
        public var maxInFlight: Int
        /// Requests carrying `If-None-Match` or `If-Modified-Since`.
        public var conditional: Int
        /// `304 Not Modified` answers.
        public var notModified: Int
    }

    /// The script, which stays beside the ImageLoading tests because `feedrender bench images`
    /// runs it from there too; this is the one place the tests find it.
    public static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("ImageLoadingTests/Fixtures/server.py")

    /// The folder served under `/files/<name>` (and, for exact paths, under `routes/`).
    public let docroot: URL
    /// The port the server listens on.
    public let port: Int
    private let scheme: String
    private let process: RunningChildProcess
    private let stopped = Locked(false)

    /// Starts a server; `tls`, a certificate and key to serve HTTPS with instead of HTTP.
    /// Skips the test when the script is missing (a test binary run without its checkout).
    public init(tls: (certificate: URL, key: URL)? = nil) throws {
        guard FileManager.default.fileExists(atPath: Self.script.path) else {
            throw XCTSkip("\(Self.script.path) not found: the loopback server runs from the source checkout")
        }
        docroot = FileManager.default.temporaryDirectory.appendingPathComponent("loopback-docroot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: docroot.appendingPathComponent("routes"), withIntermediateDirectories: true)
        scheme = tls == nil ? "http" : "https"
        let arguments = ["python3", Self.script.path, docroot.path] + (tls.map { ["--tls", $0.certificate.path, $0.key.path] } ?? [])
        process = try ChildProcess(executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments,
                                   stdin: .open, timeLimit: nil).start()
        guard let line = process.firstLine(), let port = Int(line.trimmingCharacters(in: .whitespaces)) else {
            let result = process.wait()
            try? FileManager.default.removeItem(at: docroot)
            throw CocoaError(.fileReadUnknown, userInfo: [
                NSLocalizedDescriptionKey: "server.py exited before printing its port (status \(result.status)): \(result.stderr)",
            ])
        }
        self.port = port
    }

    deinit { stop() }

    /// Stops the server (closing its input, so it exits) and removes its folder. Idempotent.
    public func stop() {
        let wasRunning = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard wasRunning else { return }
        process.closeStandardInput()
        _ = process.wait()
        try? FileManager.default.removeItem(at: docroot)
    }

    /// The server's URL for `pathAndQuery` (which starts with "/").
    public func url(_ pathAndQuery: String) -> URL {
        URL(string: "\(scheme)://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    /// Puts a file in the folder, served at `/files/<name>` (with the query options of server.py).
    public func serve(_ data: Data, as name: String) throws {
        try data.write(to: docroot.appendingPathComponent(name))
    }

    /// Answers a GET of exactly `pathAndQuery` (say "/groups?page=1") with `data`, status 200.
    public func serve(_ data: Data, at pathAndQuery: String, contentType: String) throws {
        let route = docroot.appendingPathComponent("routes")
            .appendingPathComponent(Data(pathAndQuery.utf8).map { String(format: "%02x", $0) }.joined())
        try data.write(to: route)
        try Data(contentType.utf8).write(to: route.appendingPathExtension("type"))
    }

    /// Request statistics, fetched with Foundation's own HTTP client (not the code under test).
    public func stats() async throws -> Stats {
        let (data, _) = try await URLSession.shared.data(from: url("/stats"))
        return try JSONDecoder().decode(Stats.self, from: data)
    }

    /// How many requests asked for exactly `pathAndQuery`.
    public func requestCount(_ pathAndQuery: String) async throws -> Int {
        try await stats().counts[pathAndQuery] ?? 0
    }
}
