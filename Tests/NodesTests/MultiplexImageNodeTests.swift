import FeedrenderTesting
import Foundation
import ImageLoading
import Layout
import Nodes
import Raster
import TestSupport
import XCTest

final class MultiplexImageNodeTests: XCTestCase {
    private func source(_ url: String, _ width: Int, _ height: Int) -> MultiplexImageNode.Source {
        MultiplexImageNode.Source(url: URL(string: url)!, pixelSize: PixelSize(width: width, height: height))
    }

    /// For a 150×75 px frame: 200×100 is the smallest that covers it, then 400×200; the
    /// 100×50 that does not cover comes last. With no target, largest first.
    func testPreferenceOrder() {
        let small = source("https://x/s", 100, 50), medium = source("https://x/m", 200, 100)
        let large = source("https://x/l", 400, 200), tiny = source("https://x/t", 50, 25)
        let ordered = MultiplexImageNode.preferenceOrder(of: [small, large, tiny, medium],
                                                         for: PixelSize(width: 150, height: 75))
        XCTAssertEqual(ordered, [medium, large, small, tiny])
        XCTAssertEqual(MultiplexImageNode.preferenceOrder(of: [small, large, tiny, medium], for: nil), [large, medium, small, tiny])
        // A frame larger than every source: the largest first.
        XCTAssertEqual(MultiplexImageNode.preferenceOrder(of: [small, large], for: PixelSize(width: 999, height: 999)), [large, small])
    }

    /// Served over loopback HTTP: the best size (200×100, blue) is too slow for the image
    /// deadline, the next (400×200) answers 404, so the 100×50 (green) is drawn; the two
    /// failures are warnings naming their URLs, and a strict render still succeeds.
    func testFallsBackToTheNextSizeThatLoads() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try server.serve(Data(try PNGEncoder.encode(Bitmap(width: 200, height: 100, color: .blue))), as: "medium.png")
        try server.serve(Data(try PNGEncoder.encode(Bitmap(width: 100, height: 50, color: .green))), as: "small.png")
        let slow = server.url("/files/medium.png?stall=20000")
        let missing = server.url("/status/404")
        let small = server.url("/files/small.png")
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(connectTimeout: .seconds(2), totalTimeout: .seconds(5),
                                                                         retryCount: 0, imageDeadline: .milliseconds(500)))
        defer { loader.shutdown() }
        let node = MultiplexImageNode(sources: [
            MultiplexImageNode.Source(url: small, pixelSize: PixelSize(width: 100, height: 50)),
            MultiplexImageNode.Source(url: missing, pixelSize: PixelSize(width: 400, height: 200)),
            MultiplexImageNode.Source(url: slow, pixelSize: PixelSize(width: 200, height: 100)),
        ], contentMode: .scaleToFill)
        node.placeholderColor = .red
        let rendered = try await NodeRenderer.render(node, width: 150, height: 75, scale: 1, imageLoader: loader, strictImages: true)
        XCTAssertEqual(node.loadedSource?.url, small)
        assertPixel(rendered.bitmap, 75, 37, .green)
        XCTAssertEqual(rendered.warnings.count, 2, "\(rendered.warnings)")
        guard rendered.warnings.count == 2 else { return }
        XCTAssertTrue(rendered.warnings[0].contains(slow.absoluteString), rendered.warnings[0])
        XCTAssertTrue(rendered.warnings[1].contains(missing.absoluteString) && rendered.warnings[1].contains("404"),
                      rendered.warnings[1])
        // The order of requests: best size first.
        let requests = try await server.stats().requests
        XCTAssertEqual(requests.filter { !$0.hasPrefix("/stats") }, ["/files/medium.png?stall=20000", "/status/404", "/files/small.png"])
    }

    /// Nothing loads: the placeholder is drawn with a warning per URL, and a strict render
    /// fails. For a 40×40 frame both sources cover it, so the smaller (410) is tried first
    /// and the 404 is the failure the node ends with.
    func testNoSourceLoadsDrawsThePlaceholder() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(retryCount: 0))
        defer { loader.shutdown() }
        func makeNode() -> MultiplexImageNode {
            let node = MultiplexImageNode(sources: [
                MultiplexImageNode.Source(url: server.url("/status/404"), pixelSize: PixelSize(width: 80, height: 80)),
                MultiplexImageNode.Source(url: server.url("/status/410"), pixelSize: PixelSize(width: 40, height: 40)),
            ])
            node.placeholderColor = .red
            return node
        }
        let node = makeNode()
        let rendered = try await NodeRenderer.render(node, width: 40, height: 40, scale: 1, imageLoader: loader)
        assertPixel(rendered.bitmap, 20, 20, .red)
        XCTAssertNil(node.loadedSource)
        XCTAssertEqual(rendered.warnings.count, 2, "\(rendered.warnings)")
        XCTAssertTrue(rendered.warnings.first?.contains("/status/410: HTTP status 410; trying the next size") ?? false,
                      "\(rendered.warnings)")
        XCTAssertTrue(rendered.warnings.last?.contains("/status/404: HTTP status 404; drawing its placeholder") ?? false,
                      "\(rendered.warnings)")
        do {
            _ = try await NodeRenderer.render(makeNode(), width: 40, height: 40, scale: 1, imageLoader: loader, strictImages: true)
            XCTFail("a strict render fails when no size loads")
        } catch {
            XCTAssertTrue("\(error)".contains("/status/404"), "\(error)")
        }
    }

    /// Two frames of one multiplex node, each drawing the size chosen for it: Snapshots/MultiplexImageNodeTests/.
    func testChosenSizesMatchReference() async throws {
        let folder = try makeTemporaryDirectory(prefix: "multiplex")
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [folder]))
        defer { loader.shutdown() }
        func write(_ name: String, _ bitmap: Bitmap) throws -> URL {
            let url = folder.appendingPathComponent(name)
            try Data(try PNGEncoder.encode(bitmap)).write(to: url)
            return url
        }
        let sources = [
            MultiplexImageNode.Source(url: try write("s.png", TestImages.halves(width: 40, height: 40, left: .red, right: .yellow)),
                                      pixelSize: PixelSize(width: 40, height: 40)),
            MultiplexImageNode.Source(url: try write("l.png", TestImages.halves(width: 160, height: 160, left: .blue, right: .green)),
                                      pixelSize: PixelSize(width: 160, height: 160)),
        ]
        let thumbnail = MultiplexImageNode(sources: sources)
        thumbnail.style.preferredSize = Size(width: 30, height: 30)
        let hero = MultiplexImageNode(sources: sources)
        hero.style.preferredSize = Size(width: 120, height: 120)
        let row = specNode { _ in StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start, children: [thumbnail, hero]) }
        row.backgroundColor = .white
        let rendered = try await NodeRenderer.render(row, width: 160, scale: 1, imageLoader: loader)
        XCTAssertEqual(thumbnail.loadedSource, sources[0], "40 px covers 30 px")
        XCTAssertEqual(hero.loadedSource, sources[1], "only 160 px covers 120 px")
        assertPixel(rendered.bitmap, 5, 15, .red)
        assertPixel(rendered.bitmap, 45, 60, .blue)
        await assertSnapshot(of: row, as: .node(width: 160, scale: 1, imageLoader: loader))
    }
}
