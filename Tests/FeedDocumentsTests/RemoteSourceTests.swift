@testable import FeedDocuments
import DocumentModel
import Foundation
import ImageLoading
import Lists
import TestSupport
import XCTest

/// One-shot sources (one URL, no `{page}`: Meetup's `find/groups`) and lists of URLs,
/// against a real HTTP server on loopback: one request each, in order, then done; the same
/// errors, limits and deadlines as paged sources.
final class RemoteSourceTests: XCTestCase {
    private var server: LoopbackServer!
    private var port = 0
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(prefix: "feedmodel-remote")
        server = try LoopbackServer()
        port = server.port
        try serve([1, 2, 3], at: "/find/groups")
        try serve([4, 5], at: "/a")
        try serve([], at: "/empty")
        try serve([6], at: "/b")
        try server.serve(JSONSerialization.data(withJSONObject: (7...8).map(Self.group)), as: "slow.json")
    }

    override func tearDownWithError() throws {
        server?.stop()
    }

    private func serve(_ ids: [Int], at path: String) throws {
        try server.serve(JSONSerialization.data(withJSONObject: ids.map(Self.group)), at: path, contentType: "application/json")
    }

    /// A Meetup group as the API sends it.
    private static func group(_ n: Int) -> [String: Any] {
        ["id": n, "city": "City \(n)", "country": "gb", "created": 1_700_000_000_000 + n,
         "organizer": ["name": "Organizer \(n)"]]
    }

    private func load(_ source: String, loader: ImageLoader = ImageLoader()) throws -> ListAdapter {
        let path = try folder.writeText("sections:\n  - id: groups\n    kind: group\n    source: \(source)\n", toFileNamed: "feed.yaml")
        return try FeedDocument.load(from: path, loader: loader).source
    }

    /// Fetches until the source is done; the row count after each fetch.
    private func fetchAll(_ source: ListAdapter) async throws -> [Int] {
        var counts: [Int] = []
        while source.canFetchMore && counts.count < 10 {
            try await source.fetchMore()
            counts.append(source.rows().count)
        }
        return counts
    }

    func testOneShotSourceAsksOnceAndNeedsNoEmptyPage() async throws {
        let source = try load("{url: \"http://127.0.0.1:\(port)/find/groups\"}")
        XCTAssertTrue(source.canFetchMore)
        let counts = try await fetchAll(source)
        XCTAssertEqual(counts, [3])
        XCTAssertEqual(source.rows().map(\.identifier), ["groups/1", "groups/2", "groups/3"])
        try await source.fetchMore()
        let requests = try await server.stats().requests
        XCTAssertEqual(requests, ["/find/groups"])
    }

    func testListOfURLsIsFetchedInOrderAndEndsAtItsLast() async throws {
        let base = "http://127.0.0.1:\(port)"
        let source = try load("{urls: [\"\(base)/a\", \"\(base)/b\"]}")
        let counts = try await fetchAll(source)
        XCTAssertEqual(counts, [2, 3])
        XCTAssertEqual(source.rows().map(\.identifier), ["groups/4", "groups/5", "groups/6"])
        let requests = try await server.stats().requests
        XCTAssertEqual(requests, ["/a", "/b"])
    }

    func testAnEmptyPageEndsAList() async throws {
        let base = "http://127.0.0.1:\(port)"
        let source = try load("{urls: [\"\(base)/a\", \"\(base)/empty\", \"\(base)/b\"]}")
        let counts = try await fetchAll(source)
        XCTAssertEqual(counts, [2, 2])
        let requests = try await server.stats().requests
        XCTAssertEqual(requests, ["/a", "/empty"])
    }

    func testFailedCallNamesTheURL() async throws {
        let source = try load("{url: \"http://127.0.0.1:\(port)/find/nothing\"}")
        do {
            try await source.fetchMore()
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual("\(error)", "http://127.0.0.1:\(port)/find/nothing: HTTP status 404")
        }
        XCTAssertTrue(source.rows().isEmpty)
    }

    /// A server that sends its headers and then stalls is given up at the loader's
    /// deadline, as a paged source's page is.
    func testStalledCallEndsAtTheDeadline() async throws {
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(retryCount: 0, imageDeadline: .milliseconds(400)))
        let source = try load("{url: \"http://127.0.0.1:\(port)/files/slow.json?stall=5000\"}", loader: loader)
        let start = ContinuousClock.now
        do {
            try await source.fetchMore()
            XCTFail("expected an error")
        } catch {
            XCTAssertTrue("\(error)".hasPrefix("http://127.0.0.1:\(port)/files/slow.json?stall=5000: "), "\(error)")
        }
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(3))
    }
}
