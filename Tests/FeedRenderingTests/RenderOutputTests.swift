@testable import FeedRendering
import Lists
import Appearance
import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import Nodes
import Raster
import TestSupport
import XCTest

/// Renders small feeds of coloured blocks and checks the files a user would open.
final class RenderOutputTests: XCTestCase {
    private func render(_ source: any FeedSource, _ configure: (inout FeedRenderSettings) -> Void = { _ in },
                        imageLoader: ImageLoader? = nil, into existing: URL? = nil) async throws -> FeedRenderResult {
        var settings = FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device()))
        configure(&settings)
        let directory = try existing ?? makeTemporaryDirectory(prefix: "feedrender-render-tests")
        return try await FeedRenderer(source: source, settings: settings, imageLoader: imageLoader).render(to: directory)
    }

    func testFrameCountAndPixelSizeFollowTheContentHeight() async throws {
        // 10 rows of 100 pt = 1000 pt of content on a 200-pt screen: 5 frames of 200×400 px.
        let result = try await render(RenderStubSource(rows: RenderFixtures.blockRows(10)))
        let frames = result.manifest.files.filter { $0.kind == .frame }
        XCTAssertEqual(frames.map(\.path), (0..<5).map { String(format: "frame-%05d.png", $0) })
        XCTAssertEqual(result.manifest.contentHeight, 1000)
        for file in frames {
            let bitmap = try RenderFixtures.decodePNG(result.directory.appendingPathComponent(file.path))
            XCTAssertEqual([bitmap.width, bitmap.height], [200, 400])
        }
        // Frame 3 shows content 600..<800: row 6 on top, row 7 below (pixel rows at 2x).
        let frame3 = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00003.png"))
        XCTAssertColor(frame3.pixel(x: 100, y: 10), RenderFixtures.color(ofRow: 6))
        XCTAssertColor(frame3.pixel(x: 100, y: 390), RenderFixtures.color(ofRow: 7))
    }

    func testLastFrameShowsBackgroundPastTheEnd() async throws {
        // 250 pt of content: frame 1 shows 200..<400, of which only 50 pt are rows.
        let result = try await render(RenderStubSource(rows: RenderFixtures.blockRows(5, height: 50))) {
            $0.presentation.theme = .dark
        }
        XCTAssertEqual(result.frameCount, 2)
        let frame1 = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00001.png"))
        XCTAssertColor(frame1.pixel(x: 50, y: 20), RenderFixtures.color(ofRow: 4))
        XCTAssertColor(frame1.pixel(x: 50, y: 300), Theme.dark.background)
    }

    func testManifestRecordsSizesHashesAndCellFrames() async throws {
        let result = try await render(RenderStubSource(rows: RenderFixtures.blockRows(6, height: 150)))
        let data = try Data(contentsOf: result.directory.appendingPathComponent("manifest.json"))
        let manifest = try JSONDecoder().decode(RenderManifest.self, from: data)
        XCTAssertEqual(manifest, result.manifest)
        XCTAssertEqual(manifest.settings.viewport, [100, 200])
        XCTAssertEqual(manifest.settings.scale, 2)
        XCTAssertFalse(manifest.files.isEmpty)
        for file in manifest.files {
            let url = result.directory.appendingPathComponent(file.path)
            let bytes = try Data(contentsOf: url)
            XCTAssertEqual(file.bytes, bytes.count, file.path)
            XCTAssertEqual(file.sha256, try SHA256.hex(ofFileAt: url), file.path)
        }
        // Frame 1 shows content 200..<400: rows 1 (150..<300) and 2 (300..<450), in frame points.
        let frame1 = try XCTUnwrap(manifest.files.first { $0.path == "frame-00001.png" })
        XCTAssertEqual(frame1.contentOffset, 200)
        XCTAssertEqual(frame1.cells.map(\.identifier), ["block-1", "block-2"])
        XCTAssertEqual(frame1.cells.map(\.rect), [Rect(x: 0, y: -50, width: 100, height: 150),
                                                 Rect(x: 0, y: 100, width: 100, height: 150)])
        let strip = try XCTUnwrap(manifest.files.first { $0.kind == .strip })
        XCTAssertEqual(strip.pixelSize, [200, 1800])
        XCTAssertEqual(strip.cells.count, 6)
        // PNG text chunks say what made the image.
        let png = try Data(contentsOf: result.directory.appendingPathComponent("frame-00000.png"))
        let text = try PNGDecoder.textEntries(in: png)
        XCTAssertEqual(text.first { $0.key == "Software" }?.value, FeedRenderer.rendererVersion)
        XCTAssertTrue(text.first { $0.key == "Renderer" }?.value.hasPrefix("pango ") == true, "\(text)")
        XCTAssertTrue(FeedRenderer.rendererDescription.hasPrefix(FeedRenderer.rendererVersion + " (pango "))
        XCTAssertEqual(manifest.renderer, FeedRenderer.rendererDescription)
        XCTAssertEqual(text.first { $0.key == "FontHash" }?.value, manifest.fontHash)
        XCTAssertEqual(manifest.fontHash.count, 64, "SHA-256 in hex")
    }

    func testOutputIsByteIdenticalWhateverTheJobCount() async throws {
        let rows = RenderFixtures.blockRows(24, height: 70)
        let one = try await render(RenderStubSource(rows: rows)) { $0.jobs = 1; $0.writesContactSheet = true; $0.presentation.showsStatusBar = true }
        let four = try await render(RenderStubSource(rows: rows)) { $0.jobs = 4; $0.writesContactSheet = true; $0.presentation.showsStatusBar = true }
        let first = try RenderFixtures.contents(of: one.directory)
        let second = try RenderFixtures.contents(of: four.directory)
        XCTAssertEqual(first.keys.sorted(), second.keys.sorted())
        XCTAssertTrue(first.keys.contains("contact-sheet-000.png"))
        for (name, bytes) in first { XCTAssertEqual(bytes, second[name], "\(name) differs between --jobs 1 and 4") }
    }

    func testStatusAndNavigationBarsAreDrawnOverTheContent() async throws {
        var device = RenderFixtures.device(width: 390, height: 300, scale: 1)
        device.statusBarHeight = 47
        let result = try await render(RenderStubSource(rows: RenderFixtures.blockRows(4))) {
            $0.presentation.device = device
            $0.presentation.showsStatusBar = true
            $0.presentation.navigationTitle = "Feed"
        }
        let frame = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00000.png"))
        let theme = Theme.light
        // Chrome is 47 + 44 pt; the first row starts right below it.
        XCTAssertColor(frame.pixel(x: 200, y: 95), RenderFixtures.color(ofRow: 0))
        XCTAssertColor(frame.pixel(x: 5, y: 60), theme.navigationBarBackground)
        // The status bar has dark text ("9:41") and icons on the bar's background.
        let statusBarDarkPixels = (0..<47).flatMap { y in (0..<390).map { (x: $0, y: y) } }
            .filter { frame.pixel(x: $0.x, y: $0.y).rgba8.red < 100 }
        XCTAssertGreaterThan(statusBarDarkPixels.count, 60, "no status bar text or icons")
        XCTAssertTrue(statusBarDarkPixels.contains { $0.x < 130 }, "no time on the left")
        XCTAssertTrue(statusBarDarkPixels.contains { $0.x > 300 }, "no battery on the right")
        // Title centred in the navigation bar, hairline at its bottom.
        let titleDark = (47..<91).flatMap { y in (150..<240).map { frame.pixel(x: $0, y: y) } }.filter { $0.rgba8.red < 100 }
        XCTAssertFalse(titleDark.isEmpty, "no navigation title")
        XCTAssertColor(frame.pixel(x: 20, y: 90), theme.navigationBarSeparator)
        // The content scrolls by the visible height only: 300 - 91 = 209 pt per frame.
        XCTAssertEqual(result.manifest.files.first { $0.path == "frame-00001.png" }?.contentOffset, 209)
    }

    func testCellCacheHoldsOnlyTheDisplayRange() async throws {
        let result = try await render(RenderStubSource(rows: RenderFixtures.blockRows(120, height: 50))) {
            $0.writesStrip = false
            $0.jobs = 3
        }
        XCTAssertEqual(result.frameCount, 30)
        XCTAssertGreaterThan(result.peakCachedCells, 0)
        // Display range = 0.5 screens behind + the screen + 1 ahead = 2.5 × 200 pt = 10-11 rows.
        XCTAssertLessThanOrEqual(result.largestDisplayRange, 11)
        XCTAssertLessThanOrEqual(result.peakCachedCells, result.largestDisplayRange)
    }

    func testNoTemporaryFilesAreLeftBehind() async throws {
        // A temp file an interrupted earlier run left behind goes too.
        let directory = try makeTemporaryDirectory(prefix: "feedrender-render-tests")
        try Data([1, 2, 3]).write(to: directory.appendingPathComponent(".frame-00002.png.4242.99.tmp"))
        let result = try await render(RenderStubSource(rows: RenderFixtures.blockRows(8)), { $0.writesContactSheet = true },
                                      into: directory)
        let names = try FileManager.default.contentsOfDirectory(atPath: result.directory.path).sorted()
        XCTAssertEqual(names, (result.manifest.files.map(\.path) + ["manifest.json"]).sorted())
    }

    func testStripIsTiledAboveCairosLimit() async throws {
        // 330 rows × 100 pt at 1x = 33,000 px: two tiles, 32,767 and 233 px.
        let result = try await render(RenderStubSource(rows: RenderFixtures.blockRows(330))) {
            $0.presentation.device = RenderFixtures.device(width: 8, height: 400, scale: 1)
            $0.writesFrames = false
        }
        let tiles = result.manifest.files.filter { $0.kind == .strip }
        XCTAssertEqual(tiles.map(\.path), ["strip-000.png", "strip-001.png"])
        XCTAssertEqual(tiles.map(\.pixelSize), [[8, 32_767], [8, 233]])
        XCTAssertEqual(tiles.map(\.contentOffset), [0, 32_767])
        let second = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("strip-001.png"))
        // Content row 32,767 is inside row 327 (32,700..<32,800); the tile ends with row 329.
        XCTAssertColor(second.pixel(x: 4, y: 0), RenderFixtures.color(ofRow: 327))
        XCTAssertColor(second.pixel(x: 4, y: 232), RenderFixtures.color(ofRow: 329))
        XCTAssertEqual(tiles[1].cells.first?.identifier, "block-327")
    }

    func testBatchFetchingLoadsPagesAsTheViewportNearsTheEnd() async throws {
        let source = RenderStubSource(rows: RenderFixtures.blockRows(4),
                                      pages: [RenderFixtures.blockRows(4, first: 4), RenderFixtures.blockRows(4, first: 8)])
        let result = try await render(source) { $0.presentation.leadingScreensForBatching = 1 }
        XCTAssertEqual(source.fetchCount, 2)
        XCTAssertEqual(result.manifest.rowCount, 12)
        XCTAssertEqual(result.frameCount, 6)
        let last = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00005.png"))
        XCTAssertColor(last.pixel(x: 50, y: 300), RenderFixtures.color(ofRow: 11))
    }

    func testEmptyFeedShowsTheEmptyView() async throws {
        let source = RenderStubSource(rows: []) {
            let node = DisplayNode()
            node.backgroundColor = Color(red: 0.2, green: 0.4, blue: 0.6)
            return node
        }
        let result = try await render(source)
        XCTAssertEqual(result.frameCount, 1)
        let frame = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00000.png"))
        XCTAssertColor(frame.pixel(x: 100, y: 399), Color(red: 0.2, green: 0.4, blue: 0.6))
    }

    func testStrictModeNamesImagesThatFailed() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent/feedrender-\(UUID().uuidString).jpg")
        let rows = [FeedRow(section: 0, item: 0, identifier: "photo") {
            let cell = CellNode()
            cell.automaticallyManagesSubnodes = true
            let image = NetworkImageNode(url: missing)
            image.style.preferredSize = Size(width: 50, height: 50)
            image.placeholderColor = .red
            cell.layoutSpecBlock = { _, _ in InsetLayoutSpec(insets: EdgeInsets(all: 10), child: image) }
            return cell
        }]
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [URL(fileURLWithPath: "/")]))
        defer { loader.shutdown() }
        let lenient = try await render(RenderStubSource(rows: rows), imageLoader: loader)
        XCTAssertEqual(lenient.failedImageURLs, [missing.absoluteString])
        XCTAssertTrue(lenient.warnings.contains { $0.contains(missing.path) }, "\(lenient.warnings)")
        do {
            _ = try await render(RenderStubSource(rows: rows), { $0.isStrict = true }, imageLoader: loader)
            XCTFail("strict render succeeded")
        } catch let error as FeedRenderError {
            guard case .imageFailures(let urls) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(urls, [missing.absoluteString])
            XCTAssertTrue(error.description.contains(missing.absoluteString))
        }
    }
}
