import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import TestSupport
import XCTest

/// The loopback HTTP server: files, exact routes, status codes and the request log.
final class LoopbackServerTests: XCTestCase {
    private func get(_ url: URL) async throws -> (status: Int, body: String, contentType: String?) {
        let (data, response) = try await URLSession.shared.data(from: url)
        let http = try XCTUnwrap(response as? HTTPURLResponse)
        return (http.statusCode, String(decoding: data, as: UTF8.self), http.value(forHTTPHeaderField: "Content-Type"))
    }

    func testServesFilesRoutesAndStatusesAndCountsRequests() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        XCTAssertEqual(server.url("/files/a.json").absoluteString, "http://127.0.0.1:\(server.port)/files/a.json")
        try server.serve(Data("[1]".utf8), as: "a.json")
        try server.serve(Data("page two".utf8), at: "/list?page=2", contentType: "text/plain")

        let file = try await get(server.url("/files/a.json"))
        XCTAssertEqual(file.status, 200)
        XCTAssertEqual(file.body, "[1]")
        XCTAssertEqual(file.contentType, "application/json")
        let routed = try await get(server.url("/list?page=2"))
        XCTAssertEqual([routed.status.description, routed.body, routed.contentType], ["200", "page two", "text/plain"])
        let unrouted = try await get(server.url("/list?page=3"))
        XCTAssertEqual(unrouted.status, 404)
        let teapot = try await get(server.url("/status/418"))
        XCTAssertEqual(teapot.status, 418)

        let stats = try await server.stats()
        XCTAssertEqual(stats.requests, ["/files/a.json", "/list?page=2", "/list?page=3", "/status/418"])
        XCTAssertEqual(stats.total, 4)
        let count = try await server.requestCount("/list?page=2")
        XCTAssertEqual(count, 1)
    }

    func testStopEndsTheServerAndRemovesItsFolder() throws {
        let server = try LoopbackServer()
        server.stop()
        server.stop()
        XCTAssertFalse(FileManager.default.fileExists(atPath: server.docroot.path))
    }
}
