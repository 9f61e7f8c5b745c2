import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// The Python fixture server (Fixtures/server.py) on 127.0.0.1, serving a temporary folder.
/// It exits when its stdin closes, so even a crashed test run leaves nothing behind.
final class LoopbackServer {
    struct Stats: Decodable {
        var counts: [String: Int]
        var total: Int
        var maxInFlight: Int
        var conditional: Int
        var notModified: Int
    }

    let docroot: URL
    let port: Int
    private let scheme: String
    private let process = Process()
    private let stdin = Pipe()

    /// `tls`: a certificate and key to serve HTTPS with instead of HTTP.
    init(tls: (certificate: URL, key: URL)? = nil) throws {
        docroot = FileManager.default.temporaryDirectory.appendingPathComponent("imageloading-docroot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: docroot, withIntermediateDirectories: true)
        guard let script = Bundle.module.url(forResource: "server", withExtension: "py", subdirectory: "Fixtures") else {
            throw XCTSkip("Fixtures/server.py missing from the test bundle")
        }
        let stdout = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, docroot.path] + (tls.map { ["--tls", $0.certificate.path, $0.key.path] } ?? [])
        scheme = tls == nil ? "http" : "https"
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = stdout.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "server.py exited before printing its port"]) }
            line.append(chunk)
        }
        port = Int(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    deinit { stop() }

    func stop() {
        guard process.isRunning else { return }
        try? stdin.fileHandleForWriting.close()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: docroot)
    }

    func url(_ pathAndQuery: String) -> URL {
        URL(string: "\(scheme)://127.0.0.1:\(port)\(pathAndQuery)")!
    }

    /// Puts a file in the docroot, served at /files/<name>.
    func serve(_ data: Data, as name: String) throws {
        try data.write(to: docroot.appendingPathComponent(name))
    }

    /// Request statistics, fetched with Foundation's own HTTP client (not the code under test).
    func stats() async throws -> Stats {
        let (data, _) = try await URLSession.shared.data(from: url("/stats"))
        return try JSONDecoder().decode(Stats.self, from: data)
    }

    func requestCount(_ pathAndQuery: String) async throws -> Int {
        try await stats().counts[pathAndQuery] ?? 0
    }
}
