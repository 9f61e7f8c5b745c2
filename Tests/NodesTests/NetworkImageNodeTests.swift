import TestSupport
import Foundation
import ImageLoading
import Layout
import Nodes
import Raster
import XCTest

final class NetworkImageNodeTests: XCTestCase {
    private var folder: URL!
    private var loader: ImageLoader!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(prefix: "nodes-tests")
        loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [folder]))
    }

    override func tearDownWithError() throws {
        loader.shutdown()
    }

    /// Writes a 40×20 image, left half red and right half blue, in `format`.
    private func writeImage(_ name: String, _ data: Data) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    func testLoadsFromFileURLsInEveryFormat() async throws {
        let pictures = [
            ("photo.png", Data(try PNGEncoder.encode(TestImages.halves(width: 40, height: 20, left: .red, right: .blue)))),
            ("photo.jpg", TestImages.landscape(width: 80, height: 40, hue: .sunset).jpeg(quality: 92)),
            ("photo.webp", TestImages.landscape(width: 80, height: 40, hue: .sea).webp(quality: 92)),
        ]
        for (name, data) in pictures {
            let node = NetworkImageNode(url: try writeImage(name, data), contentMode: .scaleToFill)
            node.style.preferredSize = Size(width: 40, height: 20)
            node.placeholderColor = .green
            let rendered = try await NodeRenderer.render(node, width: 40, height: 20, scale: 1, imageLoader: loader)
            guard case .loaded = node.loadState else { return XCTFail("\(name): state \(node.loadState)") }
            XCTAssertTrue(node.isSettled)
            XCTAssertEqual(rendered.warnings, [], name)
            let reference = try ImageDecoder.decode(data, targetSize: PixelSize(width: 40, height: 20))
            // The drawn pixels are the decoded image's, not the placeholder's.
            for (x, y) in [(5, 10), (20, 4), (35, 15)] {
                let expected = reference.pixel(x: x * reference.width / 40, y: y * reference.height / 20)
                assertPixel(rendered.bitmap, x, y, expected, tolerance: 24, name)
            }
        }
    }

    func testPNGFileIsDrawnExactly() async throws {
        let node = NetworkImageNode(url: try writeImage("halves.png", Data(try PNGEncoder.encode(TestImages.halves(width: 40, height: 20, left: .red, right: .blue)))),
                                    contentMode: .scaleToFill)
        let rendered = try await NodeRenderer.render(node, width: 40, height: 20, scale: 1, imageLoader: loader)
        assertPixel(rendered.bitmap, 5, 10, .red)
        assertPixel(rendered.bitmap, 35, 10, .blue)

        // Rendering again does not load again; the second render of a fresh node hits the cache.
        let again = NetworkImageNode(url: node.url, contentMode: .scaleToFill)
        _ = try await NodeRenderer.render(again, width: 40, height: 20, scale: 1, imageLoader: loader)
        guard case .fromCache = again.loadState else { return XCTFail("state \(again.loadState)") }
    }

    func testFailedURLDrawsTheDefaultImageAndWarns() async throws {
        let missing = folder.appendingPathComponent("missing.png")
        let node = NetworkImageNode(url: missing, contentMode: .scaleToFill)
        node.defaultImage = Bitmap(width: 4, height: 4, color: .green)
        node.placeholderColor = .gray
        let rendered = try await NodeRenderer.render(node, width: 30, height: 30, scale: 1, imageLoader: loader)
        guard case .failed = node.loadState else { return XCTFail("state \(node.loadState)") }
        assertPixel(rendered.bitmap, 15, 15, .green)
        XCTAssertEqual(rendered.warnings.count, 1)
        XCTAssertTrue(rendered.warnings[0].contains("missing.png"), rendered.warnings[0])
        XCTAssertTrue(rendered.warnings[0].contains("default image"), rendered.warnings[0])
    }

    func testStrictModeFailsNamingTheURLs() async throws {
        let first = NetworkImageNode(url: folder.appendingPathComponent("nope-1.jpg"))
        let second = NetworkImageNode(url: URL(string: "file:///etc/hostname"))   // outside the allowed root
        first.style.preferredSize = Size(width: 10, height: 10)
        second.style.preferredSize = Size(width: 10, height: 10)
        let root = specNode { _ in StackLayoutSpec(children: [first, second]) }
        do {
            _ = try await NodeRenderer.render(root, width: 20, height: 10, scale: 1, imageLoader: loader, strictImages: true)
            XCTFail("strict mode should fail")
        } catch let error as NodeRenderError {
            let text = "\(error)"
            XCTAssertTrue(text.contains("nope-1.jpg"), text)
            XCTAssertTrue(text.contains("/etc/hostname"), text)
        }
    }

    func testNoURLDrawsTheDefaultImageAndPendingDrawsThePlaceholder() async throws {
        let empty = NetworkImageNode(url: nil)
        empty.defaultImage = Bitmap(width: 2, height: 2, color: .blue)
        XCTAssertTrue(empty.isSettled)
        let drawn = try await NodeRenderer.render(empty, width: 10, height: 10, scale: 1, imageLoader: nil)
        assertPixel(drawn.bitmap, 5, 5, .blue)

        // Without a loader a URL cannot be fetched: the placeholder stays and a warning says why.
        let waiting = NetworkImageNode(url: URL(string: "https://example.invalid/a.jpg"))
        waiting.placeholderColor = .orange
        let fallback = try await NodeRenderer.render(waiting, width: 10, height: 10, scale: 1, imageLoader: nil)
        assertPixel(fallback.bitmap, 5, 5, .orange)
        XCTAssertTrue(fallback.warnings.first?.contains("example.invalid") ?? false, "\(fallback.warnings)")
    }
}
