import Foundation
import TestSupport
import XCTest

/// `feedrender serve` keeps its memory flat over many saves: each document keeps its last
/// two renders, nothing more (scripts/bench-serve runs 1,000 saves of the demo feed).
final class ServeMemoryTests: XCTestCase {
    /// Growth of the server's resident size allowed between the 20th and the 200th save.
    static let boundBytes = 16 << 20

    func testResidentMemoryStaysFlatOver200Saves() throws {
        let base = try makeTemporaryDirectory()
        let site = base.appendingPathComponent("site")
        func feed(_ number: Int) -> String {
            #"""
            {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1, "theme": "\#(number % 2 == 0 ? "light" : "dark")",
             "items": [{"id": 0, "kind": "text", "name": "Ava \#(number)", "location": "Oslo", "date": "2024-06-30T20:00:00Z",
                        "date_label": "Jun 30", "avatar": "img/a.jpg", "photo": null, "body": "Save \#(number)"}]}
            """#
        }
        let document = site.appendingPathComponent("feed.json")
        try site.writeText(feed(0), toFileNamed: "feed.json")
        let served = try ServedSite.start(self, base: base, site: site, serving: document)
        // A page following the renders (it gets every render's message, as a browser would).
        let updates = try WebSocketConnection(url: XCTUnwrap(URL(string: "ws://127.0.0.1:\(served.port)/updates?doc=feed.json")))
        defer { updates.close() }
        func generation(_ message: String) -> Int {
            let object = try? JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any]
            return object?["generation"] as? Int ?? 0
        }
        var before = 0
        for number in 1...200 {
            try feed(number).write(to: document, atomically: true, encoding: .utf8)
            Thread.sleep(forTimeInterval: 0.04)
            if number == 20 {
                _ = updates.waitForMessage(timeout: 30) { generation($0) >= 2 }
                before = served.residentBytes
            }
        }
        // Every message so far (the last renders end within this wait): the newest render's number.
        var renders = 0
        _ = updates.waitForMessage(timeout: 2) { message in
            renders = max(renders, generation(message))
            return false
        }
        let after = served.residentBytes
        // This client answers no close frame: closed first, so the server's stop waits for no one.
        updates.close()
        print("serve: resident \(before >> 20) MB after 20 saves, \(after >> 20) MB after 200 (\(renders) renders)")
        XCTAssertGreaterThanOrEqual(renders, 10, "saves 40 ms apart gave renders")
        XCTAssertGreaterThan(before, 0)
        XCTAssertLessThan(after - before, Self.boundBytes, "resident size grew from \(before) to \(after) bytes")
        try served.stop(with: SIGTERM)
    }
}
