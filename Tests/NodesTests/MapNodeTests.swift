import FeedrenderTesting
import Foundation
import ImageLoading
import Layout
import Nodes
import Raster
import TestSupport
import XCTest

final class MapNodeTests: XCTestCase {
    private let pinRed = Color(red8: 0xEA, green8: 0x43, blue8: 0x35)

    func testTemplatePlaceholdersAreFilledIn() {
        let url = MapNode.imageURL(template: "https://maps.example/static?c={lat},{lon}&z={zoom}&s={width}x{height}@{scale}&px={pixelWidth}x{pixelHeight}",
                                   coordinate: MapNode.Coordinate(latitude: 51.5074, longitude: -0.1278), zoom: 14,
                                   size: Size(width: 200, height: 100.5), scale: 2)
        XCTAssertEqual(url?.absoluteString, "https://maps.example/static?c=51.5074,-0.1278&z=14&s=200x100.5@2&px=400x201")
    }

    /// A 200×100 map from a loopback "static map API": the URL is the template filled in for
    /// the frame, the map (green) fills the node, the pin's point is at the centre (100, 50)
    /// so its head (radius 12) is centred at (100, 26) with a white dot, and the attribution
    /// sits at the bottom right on 70 % white.
    func testMapFromTemplateWithPinAndAttribution() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let path = "/staticmap?center=51.5,-0.12&zoom=14&size=200x100&scale=1"
        try server.serve(Data(try PNGEncoder.encode(Bitmap(width: 200, height: 100, color: .green))), at: path, contentType: "image/png")
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(retryCount: 0))
        defer { loader.shutdown() }
        let template = server.url("/staticmap").absoluteString + "?center={lat},{lon}&zoom={zoom}&size={width}x{height}&scale={scale}"
        let node = MapNode(coordinate: MapNode.Coordinate(latitude: 51.5, longitude: -0.12), zoom: 14, imageURLTemplate: template,
                           attribution: "© Map data")
        let rendered = try await NodeRenderer.render(node, width: 200, height: 100, scale: 1, imageLoader: loader, strictImages: true)
        XCTAssertEqual(rendered.warnings, [])
        XCTAssertEqual(node.mapImageNode.url, server.url(path))
        assertPixel(rendered.bitmap, 10, 10, .green)
        XCTAssertEqual(node.pinNode.frame, Rect(x: 88, y: 14, width: 24, height: 36))
        assertPixel(rendered.bitmap, 100, 26, .white)
        assertPixel(rendered.bitmap, 100, 34, pinRed)
        assertPixel(rendered.bitmap, 100, 45, pinRed, tolerance: 40)     // towards the point
        assertPixel(rendered.bitmap, 86, 26, .green)                     // left of the head
        let label = node.attributionNode.frame
        XCTAssertEqual(label.maxX, 200)
        XCTAssertEqual(label.maxY, 100)
        assertPixel(rendered.bitmap, 199, 99, Color(red8: 179, green8: 255, blue8: 179), tolerance: 4)
    }

    /// Offline with nothing cached: the placeholder colour with the pin, one warning naming
    /// the map URL, and even a strict render succeeds.
    func testOfflineMapDrawsThePlaceholderAndNeverFails() async throws {
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(isOffline: true))
        defer { loader.shutdown() }
        let node = MapNode(coordinate: MapNode.Coordinate(latitude: 48.8584, longitude: 2.2945), zoom: 16,
                           imageURLTemplate: "https://maps.example/static?c={lat},{lon}&z={zoom}")
        let rendered = try await NodeRenderer.render(node, width: 120, height: 80, scale: 1, imageLoader: loader, strictImages: true)
        assertPixel(rendered.bitmap, 5, 5, Color(red8: 0xE5, green8: 0xE3, blue8: 0xDF))
        assertPixel(rendered.bitmap, 60, 40 - 24 + 8, pinRed)
        XCTAssertEqual(rendered.warnings.count, 1)
        let warning = rendered.warnings.first ?? ""
        XCTAssertTrue(warning.hasPrefix("map https://maps.example/static?c=48.8584,2.2945&z=16"), warning)
        XCTAssertTrue(warning.contains("offline"), warning)
    }

    /// A map from a file and an offline one: Snapshots/MapNodeTests/.
    func testMapsMatchReference() async throws {
        let folder = try makeTemporaryDirectory(prefix: "map-node")
        let file = folder.appendingPathComponent("map.png")
        try try TestImages.landscape(width: 320, height: 200, hue: .sea).png().write(to: file)
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [folder], isOffline: true))
        defer { loader.shutdown() }
        let fromFile = MapNode()
        fromFile.imageURL = file
        fromFile.attribution = "© OpenStreetMap contributors"
        fromFile.style.preferredSize = Size(width: 160, height: 100)
        let offline = MapNode(coordinate: MapNode.Coordinate(latitude: 0, longitude: 0), imageURLTemplate: "https://maps.example/{zoom}")
        offline.style.preferredSize = Size(width: 160, height: 100)
        let row = specNode { _ in StackLayoutSpec(direction: .horizontal, spacing: 8, children: [fromFile, offline]) }
        await assertSnapshot(of: row, as: .node(width: 328, scale: 2, imageLoader: loader))
    }
}
