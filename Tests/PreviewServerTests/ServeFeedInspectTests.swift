import Foundation
import Raster
import TestSupport
import XCTest

/// Inspect inside a feed's cells, in headless Chromium: a click on a pixel of a cell selects
/// the deepest node of the cell there (a text, not the cell), with its frame in the image,
/// its path in the cell's node tree after the item's key path, its text and its item's line.
final class ServeFeedInspectTests: XCTestCase {
    /// One text post at 1x, no bars: the image's points are the cell's.
    private static let feed = #"""
        {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1,
         "items": [{"id": 0, "kind": "text", "name": "Ava", "location": "Oslo", "date_label": "Jun 30",
                    "avatar": "img/a.jpg", "photo": null, "body": "Hello"}]}
        """#

    func testClickInACellSelectsTheNodeUnderItWithItsFramePathTextAndLine() throws {
        let base = try makeTemporaryDirectory()
        let site = base.appendingPathComponent("site")
        try site.writeText(Self.feed, toFileNamed: "feed.json")
        let served = try ServedSite.start(self, base: base, site: site, serving: site.appendingPathComponent("feed.json"))

        // The regions the server sends with the first render.
        let socket = try WebSocketConnection(url: URL(string: "ws://127.0.0.1:\(served.port)/updates?doc=feed.json")!)
        let message = try XCTUnwrap(socket.waitForMessage(timeout: 60) { $0.contains("\"generation\":1") })
        socket.close()
        let update = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
        let image = try XCTUnwrap((update["images"] as? [[String: Any]])?.first)
        let regions = try XCTUnwrap(image["regions"] as? [[String: Any]])
        let cell = try XCTUnwrap(regions.first)
        XCTAssertEqual(cell["name"] as? String, "section 0, item 0")
        func textNode(_ text: String) throws -> [String: Any] {
            try XCTUnwrap(regions.first { ($0["properties"] as? [[String]])?.contains(["text", text]) == true },
                          "a region for the text \(text)")
        }
        let body = try textNode("Hello"), name = try textNode("Ava")
        let bodyBox = try XCTUnwrap(body["pixels"] as? [Int]), cellBox = try XCTUnwrap(cell["pixels"] as? [Int])
        XCTAssertGreaterThan(try XCTUnwrap(body["depth"] as? Int), 0)
        XCTAssertTrue(bodyBox[0] >= cellBox[0] && bodyBox[1] >= cellBox[1] && bodyBox[0] + bodyBox[2] <= cellBox[0] + cellBox[2]
                      && bodyBox[1] + bodyBox[3] <= cellBox[1] + cellBox[3], "the text lies in its cell: \(bodyBox) \(cellBox)")

        // The text's frame holds its ink: dark pixels on the light cell, none just below it.
        let png = try LoopbackHTTP.request(port: served.port, target: "/images/0.png?doc=feed.json&generation=1")
        XCTAssertEqual(png.status, 200)
        let bitmap = try PNGDecoder.decode(png.body)
        func darkPixels(_ box: [Int]) -> Int {
            var count = 0
            for y in box[1]..<(box[1] + box[3]) {
                for x in box[0]..<(box[0] + box[2]) where bitmap.pixel(x: x, y: y).red < 0.5 { count += 1 }
            }
            return count
        }
        XCTAssertGreaterThan(darkPixels(bodyBox), 20, "the body's text is drawn in its frame")
        XCTAssertEqual(darkPixels([bodyBox[0], bodyBox[1] + bodyBox[3] + 2, bodyBox[2], 4]), 0, "and not below it")

        // The page: a click on the body's text selects that node.
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(served.url)
        try browser.waitUntil("document.body.dataset.generation === '1' && document.images[0] && document.images[0].complete",
                              "the first render")
        try browser.click(atImagePixel: (Double(bodyBox[0]) + 3, Double(bodyBox[1] + bodyBox[3] / 2)))
        XCTAssertEqual(try browser.text(of: "inspector-name"), "TextNode #body", "its type and identifier")
        let path = try browser.text(of: "inspector-path")
        XCTAssertTrue(path.hasPrefix("items[0]/PostCellNode/") && path.hasSuffix("]") && path.contains("TextNode["), path)
        XCTAssertEqual(path, body["path"] as? String)
        XCTAssertEqual(try browser.text(of: "inspector-line"), "line 2 of feed.json", "the item's line")
        XCTAssertTrue(try browser.text(of: "inspector-properties").contains("textHello"))
        let points = try XCTUnwrap(body["points"] as? [Double]).map { String(format: "%g", $0) }.joined(separator: ", ")
        XCTAssertEqual(try browser.text(of: "inspector-frame"), points + " pt")
        // The name is another node; the tree lists the cell's nodes under it.
        let nameBox = try XCTUnwrap(name["pixels"] as? [Int])
        try browser.click(atImagePixel: (Double(nameBox[0]) + 2, Double(nameBox[1] + nameBox[3] / 2)))
        XCTAssertTrue(try browser.text(of: "inspector-properties").contains("textAva"))
        let depths = try XCTUnwrap(browser.evaluate(
            "[...document.querySelectorAll('#tree li')].map(r => Number(r.dataset.depth))") as? [Int])
        XCTAssertEqual(depths.first, 0)
        XCTAssertGreaterThan(depths.count, 3)
        XCTAssertTrue(depths.dropFirst().allSatisfy { $0 > 0 }, "every node under the cell: \(depths)")
        try served.stop(with: SIGTERM)
    }
}
