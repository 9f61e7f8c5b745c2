import Foundation
import TestSupport
import XCTest

/// `feedrender serve`'s bounds on its clients: a rate limit per client address, and a stop
/// that no client can hold up by ignoring its WebSocket's close.
final class ServeBoundsTests: XCTestCase {
    private static let feed = #"""
        {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1,
         "items": [{"id": 0, "kind": "text", "name": "Ava", "location": "Oslo", "date_label": "Jun 30",
                    "avatar": "img/a.jpg", "photo": null, "body": "Hello"}]}
        """#

    private func serve(_ arguments: [String] = []) throws -> ServedSite {
        let base = try makeTemporaryDirectory()
        let site = base.appendingPathComponent("site")
        try site.writeText(Self.feed, toFileNamed: "feed.json")
        return try ServedSite.start(self, base: base, site: site, serving: site.appendingPathComponent("feed.json"),
                                    arguments: arguments)
    }

    func testAClientOverItsRateGets429WithRetryAfterUntilItsWindowEnds() throws {
        let served = try serve(["--rate-limit", "5"])
        // The first request opens the client's one-second window.
        let started = Date()
        let statuses = try (0..<5).map { _ in try LoopbackHTTP.request(port: served.port, target: "/preview.css").status }
        let refused = try LoopbackHTTP.request(port: served.port, target: "/preview.css")
        try XCTSkipIf(Date().timeIntervalSince(started) > 0.9, "the machine was too slow to send six requests in a second")
        XCTAssertEqual(statuses, [200, 200, 200, 200, 200])
        XCTAssertEqual(refused.status, 429)
        XCTAssertTrue(refused.head.lowercased().contains("\nretry-after: 1"), refused.head)
        XCTAssertTrue(String(decoding: refused.body, as: UTF8.self).contains("too many requests"))
        // Every route counts (an image, the page), and a refusal is no cheaper to repeat.
        XCTAssertEqual(try LoopbackHTTP.request(port: served.port, target: "/?doc=feed.json").status, 429)
        Thread.sleep(forTimeInterval: 1.1)
        XCTAssertEqual(try LoopbackHTTP.request(port: served.port, target: "/preview.css").status, 200,
                       "a new window serves again")
        try served.stop(with: SIGINT)
    }

    func testTheDefaultRateServesAPageAndItsImages() throws {
        let served = try serve()
        let statuses = try (0..<100).map { _ in try LoopbackHTTP.request(port: served.port, target: "/preview.js").status }
        XCTAssertEqual(Set(statuses), [200])
        try served.stop(with: SIGTERM)
    }

    /// A client that opens the updates WebSocket and never answers the server's close frame
    /// (nor closes its socket) cannot keep SIGTERM from stopping the server within the
    /// close timeout (2 s) and a margin for a loaded machine.
    func testAClientIgnoringTheCloseDoesNotHoldTheStop() throws {
        let served = try serve()
        let socket = try WebSocketConnection(url: URL(string: "ws://127.0.0.1:\(served.port)/updates?doc=feed.json")!)
        XCTAssertNotNil(socket.waitForMessage(timeout: 60) { $0.contains("\"generation\":1") }, "the first render arrives")
        let sent = Date()
        served.process.send(SIGTERM)
        let result = served.process.wait()
        let seconds = Date().timeIntervalSince(sent)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertLessThan(seconds, 6, "the stop waited \(seconds) s for a client that never answers")
        withExtendedLifetime(socket) {}
    }
}
