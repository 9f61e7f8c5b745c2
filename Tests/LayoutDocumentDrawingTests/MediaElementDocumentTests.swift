import DocumentModel
import Foundation
import ImageLoading
import LayoutDocumentDrawing
import LayoutDocuments
import Raster
import TestSupport
import XCTest

/// The `editableText`, `scroll`, `multiplexImage`, `video` and `map` elements drawn from documents.
final class MediaElementDocumentTests: XCTestCase {
    private func dataURL(_ bitmap: Bitmap) throws -> String {
        "data:image/png;base64," + Data(try PNGEncoder.encode(bitmap)).base64EncodedString()
    }

    private func draw(_ json: String, loader: ImageLoader? = nil, strict: Bool = false,
                      warnings: ((String) -> Void)? = nil) async throws -> Bitmap {
        try await renderLayoutDocument(try LayoutDocument(jsonText: json), imageLoader: loader, strictImages: strict,
                                       warnings: warnings ?? { XCTFail($0) })
    }

    /// An empty iOS field with a caret: white inside, the blue caret at x = 8 (the inset),
    /// the element's own backgroundColor winning over the look's white when given.
    func testEditableTextDrawsTheFieldLook() async throws {
        let field = try await draw("""
        {"size": [200, null], "root": {"type": "editableText", "placeholder": "Search", "caret": true, "fieldStyle": "iOS",
          "font": {"size": 16}}}
        """)
        XCTAssertEqual(field.width, 200)
        XCTAssertGreaterThan(field.height, 30)
        assertPixel(field, 100, 3, .white)
        assertPixel(field, 8, field.height / 2, Color(red8: 0x00, green8: 0x7A, blue8: 0xFF), tolerance: 8)
        let tinted = try await draw("""
        {"size": [200, null], "root": {"type": "editableText", "text": "Hi", "fieldStyle": "iOS", "backgroundColor": "#ffff00"}}
        """)
        assertPixel(tinted, 100, 3, .yellow)
        XCTAssertNotNil(tinted.inkBounds { $0.red < 0.3 && $0.green < 0.3 && $0.blue < 0.3 }, "the text in black")
    }

    /// A scroll element 100×100 on a 300 pt column scrolled by 90: red 0–100, green 100–300.
    func testScrollElementClipsAtItsOffset() async throws {
        let bitmap = try await draw("""
        {"size": [100, 100], "root": {"type": "scroll", "offset": 90, "child":
          {"type": "stack", "direction": "vertical", "children": [
            {"type": "box", "color": "#ff0000", "style": {"height": 100}},
            {"type": "box", "color": "#00ff00", "style": {"height": 200}}]}}}
        """)
        assertPixel(bitmap, 50, 5, .red)          // content y 95
        assertPixel(bitmap, 50, 15, .green)       // content y 105
        assertPixel(bitmap, 50, 99, .green)
    }

    /// Of a 40 px red and a 160 px blue source, a 100×100 frame draws the blue.
    func testMultiplexImagePicksTheSizeThatCoversTheFrame() async throws {
        let loader = ImageLoader()
        defer { loader.shutdown() }
        let bitmap = try await draw("""
        {"size": [100, 100], "root": {"type": "multiplexImage", "sources": [
          {"url": "\(try dataURL(Bitmap(width: 40, height: 40, color: .red)))", "width": 40, "height": 40},
          {"url": "\(try dataURL(Bitmap(width: 160, height: 160, color: .blue)))", "width": 160, "height": 160}]}}
        """, loader: loader, strict: true)
        assertPixel(bitmap, 50, 50, .blue)
    }

    /// A video with a poster and a duration: the poster, the play button's white triangle at
    /// the centre and a badge; a poster that cannot load warns, naming it.
    func testVideoElementDrawsPosterPlayButtonAndBadge() async throws {
        let loader = ImageLoader()
        defer { loader.shutdown() }
        let bitmap = try await draw("""
        {"size": [160, 90], "root": {"type": "video", "url": "https://example.invalid/a.mp4",
          "poster": "\(try dataURL(Bitmap(width: 16, height: 9, color: .green)))", "duration": 65}}
        """, loader: loader, strict: true)
        assertPixel(bitmap, 10, 10, .green)
        assertPixel(bitmap, 82, 45, .white)
        assertPixel(bitmap, 149, 79, Color(red8: 0, green8: 102, blue8: 0), tolerance: 6)

        var warnings: [String] = []
        let failed = try await draw("""
        {"size": [160, 90], "root": {"type": "video", "poster": "data:image/png;base64,AAAA", "color": "#ff0000"}}
        """, loader: loader, warnings: { warnings.append($0) })
        assertPixel(failed, 10, 10, .red)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.contains("data:image/png;base64,AAAA") ?? false, "\(warnings)")
    }

    /// A map from a data: URL with its pin; offline from a template, the placeholder and a
    /// warning even in a strict render.
    func testMapElementDrawsAndNeverFails() async throws {
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(isOffline: true))
        defer { loader.shutdown() }
        let map = try await draw("""
        {"size": [200, 100], "root": {"type": "map", "latitude": 1, "longitude": 2,
          "url": "\(try dataURL(Bitmap(width: 20, height: 10, color: .green)))"}}
        """, loader: loader, strict: true)
        assertPixel(map, 10, 10, .green)
        assertPixel(map, 100, 26, .white)                                        // the pin's dot
        assertPixel(map, 100, 34, Color(red8: 0xEA, green8: 0x43, blue8: 0x35))  // the pin's head
        var warnings: [String] = []
        let offline = try await draw("""
        {"size": [200, 100], "root": {"type": "map", "latitude": 1, "longitude": 2, "color": "#0000ff",
          "urlTemplate": "https://maps.example/static?c={lat},{lon}&z={zoom}&s={width}x{height}"}}
        """, loader: loader, strict: true, warnings: { warnings.append($0) })
        assertPixel(offline, 10, 10, .blue)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings.first?.hasPrefix("map https://maps.example/static?c=1,2&z=15&s=200x100") ?? false, "\(warnings)")
    }

    /// URLs the loader cannot fetch are errors at their key paths (exit 2).
    func testUnusableURLsNameTheirKeyPath() async throws {
        let cases: [(String, String)] = [
            (#"{"type": "video", "url": "ftp://x/a.mp4"}"#, "root.children[0].url: expected a file://, http(s):// or data: URL"),
            (#"{"type": "video", "poster": "poster.png"}"#, "root.children[0].poster: expected a file://"),
            (#"{"type": "map", "latitude": 0, "longitude": 0, "urlTemplate": "maps/{lat}"}"#, "root.children[0].urlTemplate: expected a file://"),
            (#"{"type": "multiplexImage", "sources": [{"url": "a.jpg", "width": 1, "height": 1}]}"#,
             "root.children[0].sources[0].url: expected a file://"),
        ]
        for (element, expected) in cases {
            let document = try LayoutDocument(jsonText: #"{"size": [100, 100], "root": {"type": "stack", "children": ["# + element + "]}}")
            do {
                _ = try await renderLayoutDocument(document, imageLoader: nil)
                XCTFail(element)
            } catch {
                XCTAssertTrue("\(error)".hasPrefix(expected), "\(error)")
            }
        }
    }
}
