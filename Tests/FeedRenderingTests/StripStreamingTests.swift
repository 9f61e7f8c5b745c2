@testable import FeedRendering
import Appearance
import FeedrenderSupport
import Foundation
import Lists
import Nodes
import Raster
import TestSupport
import XCTest

/// The strip streamed band by band: the bytes do not depend on the band height, the job
/// count or batch fetching, libdeflate levels (whole-tile path) show the same pixels, and a
/// failed render leaves no partial tile.
final class StripStreamingTests: XCTestCase {
    private func render(_ source: any FeedSource, _ configure: (inout FeedRenderSettings) -> Void) async throws -> FeedRenderResult {
        var settings = FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device(scale: 2)))
        settings.writesFrames = false
        // 3 tiles at 2x for 30 rows of 100 pt (6,000 px): 2,500 + 2,500 + 1,000 px.
        settings.stripTileMaxPixels = 2_500
        configure(&settings)
        let directory = try makeTemporaryDirectory(prefix: "feedrender-render-tests")
        return try await FeedRenderer(source: source, settings: settings).render(to: directory)
    }

    /// The strip tiles' bytes by name.
    private func strip(_ result: FeedRenderResult) throws -> [String: Data] {
        try RenderFixtures.contents(of: result.directory).filter { $0.key.hasPrefix("strip-") }
    }

    func testStripBytesDoNotDependOnBandHeightOrJobs() async throws {
        let reference = try strip(await render(RenderStubSource(rows: RenderFixtures.blockRows(30))) { $0.jobs = 1 })
        XCTAssertEqual(reference.keys.sorted(), ["strip-000.png", "strip-001.png", "strip-002.png"])
        for (bandPixels, jobs) in [(1, 4), (7, 2), (333, 3), (100_000, 2)] {
            let result = try await render(RenderStubSource(rows: RenderFixtures.blockRows(30))) {
                $0.stripBandPixels = bandPixels
                $0.jobs = jobs
            }
            XCTAssertEqual(try strip(result), reference, "bands of \(bandPixels) rows, \(jobs) jobs")
            let recorded = result.manifest.files.filter { $0.kind == .strip }
            for file in recorded {
                let bytes = try XCTUnwrap(reference[file.path])
                XCTAssertEqual(file.bytes, bytes.count)
                XCTAssertEqual(file.sha256, SHA256.hex(of: bytes))
            }
        }
        // What a user sees: row 24 (4,800..<5,000 px) starts the last tile, 5,000 - 4,800 = 200 px in.
        let last = try PNGDecoder.decode(try XCTUnwrap(reference["strip-002.png"]))
        XCTAssertEqual(last.height, 1_000)
        XCTAssertColor(last.pixel(x: 10, y: 0), RenderFixtures.color(ofRow: 25))
        XCTAssertColor(last.pixel(x: 10, y: 999), RenderFixtures.color(ofRow: 29))
    }

    func testBatchFetchingThatGrowsTheStripGivesTheSameBytes() async throws {
        let upFront = try strip(await render(RenderStubSource(rows: RenderFixtures.blockRows(30))) { _ in })
        // Pages arrive while the first tiles are already streaming to their files.
        let source = RenderStubSource(rows: RenderFixtures.blockRows(6), pages: stride(from: 6, to: 30, by: 6).map {
            RenderFixtures.blockRows(6, first: $0)
        })
        let fetched = try await render(source) {
            $0.presentation.leadingScreensForBatching = 1
            $0.stripBandPixels = 64
        }
        XCTAssertEqual(source.fetchCount, 4)
        XCTAssertEqual(try strip(fetched), upFront)
    }

    func testLibdeflateStripShowsTheSamePixels() async throws {
        let fast = try strip(await render(RenderStubSource(rows: RenderFixtures.blockRows(30))) { _ in })
        let deflated = try strip(await render(RenderStubSource(rows: RenderFixtures.blockRows(30))) {
            $0.pngCompression = .deflate(level: 1)
            $0.stripBandPixels = 100
        })
        XCTAssertEqual(deflated.keys.sorted(), fast.keys.sorted())
        for (name, bytes) in fast {
            XCTAssertNotEqual(deflated[name], bytes, "\(name): libdeflate makes other bytes")
            XCTAssertEqual(try PNGDecoder.decode(XCTUnwrap(deflated[name])), try PNGDecoder.decode(bytes), name)
        }
    }

    func testFailedRenderLeavesNoPartialTile() async throws {
        // The first tile streams while pages load; the fetch that fails stops the render.
        let source = FailingSource(rows: RenderFixtures.blockRows(30), failAfter: 2)
        var settings = FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device(scale: 2)))
        settings.writesFrames = false
        settings.stripTileMaxPixels = 1_000
        settings.stripBandPixels = 32
        settings.presentation.leadingScreensForBatching = 1
        let directory = try makeTemporaryDirectory(prefix: "feedrender-render-tests")
        do {
            _ = try await FeedRenderer(source: source, settings: settings).render(to: directory)
            XCTFail("the render should fail")
        } catch let error as FeedRenderError {
            XCTAssertTrue("\(error)".contains("no more pages"), "\(error)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertFalse(names.contains { $0.hasSuffix(".tmp") }, "\(names)")
        // Whatever tile is there is complete: every tile of the 3,600 px so far is full height.
        for name in names where name.hasPrefix("strip-") {
            XCTAssertEqual(try RenderFixtures.decodePNG(directory.appendingPathComponent(name)).height, 1_000, name)
        }
    }
}

/// Hands out 6 rows a page and fails the fetch after `failAfter` pages.
private final class FailingSource: FeedSource {
    private let all: [FeedRow]
    private var loaded = 6
    private var fetches = 0
    private let failAfter: Int
    let emptyView: (@Sendable () -> DisplayNode)? = nil

    init(rows: [FeedRow], failAfter: Int) {
        all = rows
        self.failAfter = failAfter
    }

    func rows() -> [FeedRow] { Array(all.prefix(loaded)) }
    var canFetchMore: Bool { true }

    func fetchMore() async throws {
        fetches += 1
        struct NoMorePages: Error, CustomStringConvertible { var description: String { "no more pages" } }
        guard fetches <= failAfter else { throw NoMorePages() }
        loaded += 6
    }
}
