@testable import FeedDocuments
import DocumentModel
import Lists
import Appearance
import Cells
import Foundation
import TestSupport
import XCTest

/// Batch fetching against a real HTTP server on loopback (TestSupport's LoopbackServer) that
/// serves three pages of Meetup groups, then an empty page.
final class BatchFetchingTests: XCTestCase {
    private var server: LoopbackServer!
    private var port = 0
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(prefix: "feedmodel-batch")
        server = try LoopbackServer()
        port = server.port
        for page in 1...4 {
            let groups = page <= 3 ? (0..<2).map { Self.group(page * 10 + $0) } : []
            try server.serve(JSONSerialization.data(withJSONObject: groups), at: "/groups?page=\(page)", contentType: "application/json")
        }
        try server.serve(Data(#"[{"id": 1,"#.utf8), at: "/broken?page=1", contentType: "application/json")
    }

    override func tearDownWithError() throws {
        server?.stop()
    }

    /// A Meetup group as the API sends it.
    private static func group(_ n: Int) -> [String: Any] {
        ["id": n, "city": "City \(n)", "country": "de", "created": 1_700_000_000_000 + n,
         "organizer": ["name": "Organizer \(n)", "photo": ["photo_link": "img/o\(n).jpg"]],
         "group_photo": ["photo_link": "img/g\(n).jpg"]]
    }

    private func load(_ sectionYAML: String) throws -> ListAdapter {
        let path = try folder.writeText("sections:\n\(sectionYAML)", toFileNamed: "feed.yaml")
        return try FeedDocument.load(from: path).source
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
        let requested = try await server.stats().requests
        XCTAssertEqual(requested, (1...4).map { "/groups?page=\($0)" })
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
