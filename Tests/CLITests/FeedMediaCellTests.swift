import Foundation
import Raster
import TestSupport
import XCTest

/// `feedrender render` of a feed whose template cells hold the `editableText`, `scroll`,
/// `multiplexImage`, `video` and `map` elements: drawn as in layout documents, with picture
/// paths relative to the feed, and a URL the loader cannot fetch is exit 2 naming the item,
/// the template and the key path.
final class FeedMediaCellTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-media-cells")
        for (name, color) in [("poster.png", Color.green), ("map.png", .blue), ("small.png", .red), ("large.png", .yellow)] {
            let size = name == "large.png" ? 400 : 16
            try Data(PNGEncoder.encode(Bitmap(width: size, height: size / 2, color: color)))
                .write(to: directory.appendingPathComponent(name))
        }
    }

    private func render(_ feed: String, _ arguments: [String] = []) throws -> (ChildProcess.Result, URL) {
        let path = try directory.writeText(feed, toFileNamed: "feed.yaml")
        let out = directory.appendingPathComponent("out")
        return (try feedrender.run(["render", path, "--out", out.path, "--no-strip", "--no-contact-sheet"] + arguments), out)
    }

    /// One 200×100 pt cell per element on a 200×500 pt screen at scale 1 with no chrome: each
    /// cell's pixels at hand-worked points.
    func testMediaElementsDrawInFeedCells() throws {
        let (result, out) = try render("""
            viewport: {width: 200, height: 500, scale: 1}
            templates:
              cell:
                type: stack
                style: {height: 100}
                children:
                  - {type: video, poster: "{{poster}}", duration: 65, style: {width: 200, height: 100}}
              map: {type: map, latitude: 1, longitude: 2, url: "{{map}}", style: {width: 200, height: 100}}
              sizes:
                type: multiplexImage
                style: {width: 200, height: 100}
                sources: [{url: small.png, width: 16, height: 8}, {url: "{{large}}", width: 400, height: 200}]
              field: {type: editableText, placeholder: Search, caret: true, fieldStyle: iOS, backgroundColor: "#ffff00",
                      style: {width: 200, height: 100}}
              scroller:
                type: scroll
                offset: 90
                style: {width: 200, height: 100}
                child:
                  type: stack
                  direction: vertical
                  children: [{type: box, color: "#ff0000", style: {height: 100}}, {type: box, color: "#0000ff", style: {height: 200}}]
            sections:
              - {kind: cell, items: [{poster: poster.png}]}
              - {kind: map, items: [{map: map.png}]}
              - {kind: sizes, items: [{large: large.png}]}
              - {kind: field, items: [{}]}
              - {kind: scroller, items: [{}]}
            """, ["--strict"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let frame = try PNGDecoder.decode(Data(contentsOf: out.appendingPathComponent("frame-00000.png")))
        XCTAssertEqual(frame.width, 200)
        assertPixel(frame, 10, 10, .green)                                          // the poster, from a path beside the feed
        assertPixel(frame, 102, 50, .white)                                         // the play button's triangle
        assertPixel(frame, 10, 110, .blue)                                          // the map
        assertPixel(frame, 100, 126, .white)                                        // the pin's dot, 24 pt above the centre
        assertPixel(frame, 10, 210, .yellow, tolerance: 2)                          // the large source wins for 200×100
        assertPixel(frame, 100, 303, .yellow)                                       // the field's own background
        assertPixel(frame, 8, 315, Color(red8: 0x00, green8: 0x7A, blue8: 0xFF), tolerance: 8) // its caret, inset 8 and 7 pt
        assertPixel(frame, 100, 405, .red)                                          // the scroll's content at y 95
        assertPixel(frame, 100, 415, .blue)                                         // and at y 105
    }

    /// A poster that is no fetchable URL fails the document: exit 2, the item, the template
    /// and the key path, as `layout` names it; nothing is written.
    func testUnfetchableURLInATemplateExits2NamingTheKeyPath() throws {
        let (result, out) = try render("""
            templates:
              clip: {type: stack, children: [{type: video, poster: "{{poster}}"}]}
            sections:
              - {kind: clip, items: [{poster: "ftp://example.com/p.jpg"}]}
            """)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains(#"feed.yaml: sections[0].items[0]: template "clip": "#
                                             + "templates.clip.children[0].poster: expected a file://, http(s):// or data: URL"),
                      result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame-00000.png").path))
    }
}
