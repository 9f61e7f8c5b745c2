@testable import FeedDocuments
import DocumentModel
import Lists
import Appearance
import Cells
import Foundation
import XCTest

/// Batch fetching against a real HTTP server on loopback (Python's http.server) that
/// serves three pages of Meetup groups, then an empty page.
final class BatchFetchingTests: XCTestCase {
    private static let serverScript = #"""
import http.server, json, sys
from urllib.parse import urlparse, parse_qs

def group(n):
    return {"id": n, "city": "City %d" % n, "country": "de", "created": 1700000000000 + n,
            "organizer": {"name": "Organizer %d" % n, "photo": {"photo_link": "img/o%d.jpg" % n}},
            "group_photo": {"photo_link": "img/g%d.jpg" % n}}

class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        url = urlparse(self.path)
        page = int(parse_qs(url.query).get("page", ["0"])[0])
        sys.stderr.write("GET %s\n" % self.path)
        sys.stderr.flush()
        if url.path == "/groups":
            body = json.dumps([group(page * 10 + i) for i in range(2)] if 1 <= page <= 3 else [])
        elif url.path == "/broken":
            body = "[{\"id\": 1,"
        else:
            self.send_response(404); self.end_headers(); return
        data = body.encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
    def log_message(self, *args):
        pass

server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
"""#

    private var server: Process!
    private var port = 0
    private var requestLog: Pipe!
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedmodel-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let script = folder.appendingPathComponent("server.py")
        try Self.serverScript.write(to: script, atomically: true, encoding: .utf8)
        server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        server.arguments = [script.path]
        let output = Pipe()
        requestLog = Pipe()
        server.standardOutput = output
        server.standardError = requestLog
        try server.run()
        // The server prints its port once it is listening.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line.append(byte)
        }
        port = try XCTUnwrap(Int(String(decoding: line, as: UTF8.self)))
    }

    override func tearDownWithError() throws {
        server?.terminate()
        server?.waitUntilExit()
        try? FileManager.default.removeItem(at: folder)
    }

    private func load(_ sectionYAML: String) throws -> ListAdapter {
        let path = folder.appendingPathComponent("feed.yaml").path
        try "sections:\n\(sectionYAML)".write(toFile: path, atomically: true, encoding: .utf8)
        return try FeedDocument.load(from: path).source
    }

    private func requestedPaths() -> [String] {
        server.terminate()
        server.waitUntilExit()
        let log = String(decoding: requestLog.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return log.split(separator: "\n").filter { $0.hasPrefix("GET ") }.map { String($0.dropFirst(4)) }
    }

    func testFetchesPagesUntilOneComesBackEmpty() async throws {
        let source = try load("""
              - kind: journal
                items: [{sol: 1, text: before}]
              - id: groups
                kind: group
                source: {url: "http://127.0.0.1:\(port)/groups?page={page}", firstPage: 1}
            """)
        XCTAssertEqual(source.rows().count, 1)
        XCTAssertTrue(source.canFetchMore)
        let controller = try XCTUnwrap(source.sectionController(for: "groups"))

        var counts: [Int] = []
        while source.canFetchMore {
            try await source.fetchMore()
            counts.append(source.rows().count)
            XCTAssertLessThan(counts.count, 10, "paging stops")
            if counts.count >= 10 { break }
        }
        XCTAssertEqual(counts, [3, 5, 7, 7])
        XCTAssertTrue(source.sectionController(for: "groups") === controller, "the section keeps its controller")
        XCTAssertEqual(source.rows().map(\.identifier),
                       ["section-0/0", "groups/10", "groups/11", "groups/20", "groups/21", "groups/30", "groups/31"])
        let section = try XCTUnwrap(source.objects.last as? FeedSection)
        let group = try XCTUnwrap(section.items.first?.model as? MeetupGroup)
        XCTAssertEqual(group.organizerName, "Organizer 10")
        XCTAssertEqual(group.photo?.absoluteString, "http://127.0.0.1:\(port)/img/g10.jpg", "relative to the page")
        XCTAssertTrue(source.rows()[1].makeCell() is GroupCellNode)

        // Fetching past the end asks nothing more.
        try await source.fetchMore()
        XCTAssertEqual(requestedPaths(), (1...4).map { "/groups?page=\($0)" })
    }

    func testFailedPageNamesTheURL() async throws {
        let source = try load("""
              - kind: group
                source: {url: "http://127.0.0.1:\(port)/missing?page={page}", firstPage: 2}
            """)
        do {
            try await source.fetchMore()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "http://127.0.0.1:\(port)/missing?page=2: HTTP status 404")
        }
        XCTAssertTrue(source.rows().isEmpty)
    }

    func testMalformedPageNamesTheURLAndPosition() async throws {
        let source = try load("""
              - kind: group
                source: {url: "http://127.0.0.1:\(port)/broken?page={page}"}
            """)
        do {
            try await source.fetchMore()
            XCTFail("expected an error")
        } catch let error as DocumentError {
            XCTAssertTrue("\(error)".hasPrefix("http://127.0.0.1:\(port)/broken?page=1: line 1"), "\(error)")
        }
    }
}
