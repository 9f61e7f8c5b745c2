import Foundation
import TestSupport
import XCTest

/// Node-level inspect in `feedrender serve`'s page, in headless Chromium: a click on a pixel
/// of a layout document selects the deepest element there and shows its name, spec path,
/// keys, accessibility and document line; the layout tree beside the image selects and folds.
final class ServeInspectTests: XCTestCase {
    /// 200×100 pt at 2x: a red box on the left; on the right an inset of 10 pt around a green
    /// text. Each element starts on its own line (the line numbers the page must show).
    private static let layout = """
        {"scale": 2, "size": {"min": [200, 100], "max": [200, 100]},
         "root": {
           "type": "stack", "direction": "horizontal",
           "children": [
             {"type": "box", "id": "left", "color": "#ff0000", "style": {"preferredSize": [100, 100]}},
             {"type": "inset", "insets": [10, 10, 10, 10], "style": {"flexGrow": 1},
              "child": {"type": "text", "id": "label", "text": "Sale", "backgroundColor": "#00ff00"}}
           ]
         }}
        """

    func testClickSelectsTheDeepestElementWithItsPathKeysAccessibilityAndLine() throws {
        let base = try makeTemporaryDirectory()
        let site = base.appendingPathComponent("site")
        try site.writeText(Self.layout, toFileNamed: "layout.json")
        let served = try ServedSite.start(self, base: base, site: site, serving: site.appendingPathComponent("layout.json"))
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(served.url)
        try browser.waitUntil("document.body.dataset.generation === '1' && document.images[0] && document.images[0].complete"
                              + " && document.querySelectorAll('#tree li').length > 0", "the first render and its tree")

        // The red box: its own line, its keys as written, its spec path.
        try browser.click(atImagePixel: (60, 100))
        XCTAssertEqual(try browser.text(of: "inspector-name"), "box #left")
        XCTAssertEqual(try browser.text(of: "inspector-path"), "root/box[0]")
        XCTAssertEqual(try browser.text(of: "inspector-line"), "line 5 of layout.json")
        XCTAssertEqual(try browser.text(of: "inspector-frame"), "0, 0, 100, 100 pt")
        let keys = try browser.text(of: "inspector-properties")
        XCTAssertTrue(keys.contains("color\"#ff0000\"") && keys.contains("style{\"preferredSize\":[100,100]}"), keys)

        // Inside the inset, on the text: the text (the deepest), not the inset or the stack.
        try browser.click(atImagePixel: (300, 100))
        XCTAssertEqual(try browser.text(of: "inspector-name"), "text #label")
        XCTAssertEqual(try browser.text(of: "inspector-path"), "root/inset[1]/text[0]")
        XCTAssertEqual(try browser.text(of: "inspector-line"), "line 7 of layout.json")
        XCTAssertEqual(try browser.text(of: "inspector-frame"), "110, 10, 80, 80 pt")
        let accessibility = try browser.text(of: "inspector-accessibility")
        XCTAssertTrue(accessibility.contains("accessibility labelSale"), accessibility)
        XCTAssertFalse(try browser.text(of: "inspector-properties").contains("child"), "child elements are not keys")
        // The outline covers the text's pixels, as the page scales them.
        let outline = try XCTUnwrap(browser.evaluate("""
            (() => { const image = document.querySelector('#images img'); const s = document.querySelector('.selection');
              const ratio = image.clientWidth / image.naturalWidth;
              return [s.offsetLeft, s.offsetTop, s.offsetWidth, s.offsetHeight].map(v => Math.round(v / ratio)); })()
            """) as? [Int])
        XCTAssertEqual(outline, [220, 20, 160, 160])

        // In the inset's margin: the inset itself.
        try browser.click(atImagePixel: (205, 4))
        XCTAssertEqual(try browser.text(of: "inspector-name"), "inset")
        XCTAssertEqual(try browser.text(of: "inspector-line"), "line 6 of layout.json")

        // The tree: every element, indented by depth, with its line.
        let rows = try XCTUnwrap(browser.evaluate(
            "[...document.querySelectorAll('#tree li')].map(r => r.dataset.depth + ' ' + r.textContent)") as? [String])
        XCTAssertEqual(rows, ["0 ▾stack :2", "1 box #left :5", "1 ▾inset :6", "2 text #label :7"])
        XCTAssertEqual(try browser.evaluate("document.querySelector('#tree li.selected').textContent") as? String, "▾inset :6",
                       "the clicked node's row is marked")
        // A row selects its node; folding the root hides the rest.
        _ = try browser.evaluate("document.querySelectorAll('#tree li')[1].click(); true")
        XCTAssertEqual(try browser.text(of: "inspector-name"), "box #left")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('.selection').length") as? Int, 1)
        _ = try browser.evaluate("document.querySelector('#tree li .twisty').click(); true")
        XCTAssertEqual(try browser.evaluate("[...document.querySelectorAll('#tree li')].filter(r => !r.hidden).length") as? Int, 1)

        // An edit that moves the text down a line: the selection follows its path, with the new line.
        _ = try browser.evaluate("document.querySelector('#tree li .twisty').click(); document.querySelectorAll('#tree li')[3].click(); true")
        try Self.layout.replacingOccurrences(of: "\"child\": {", with: "\n      \"child\": {")
            .write(to: site.appendingPathComponent("layout.json"), atomically: true, encoding: .utf8)
        try browser.waitUntil("document.body.dataset.generation === '2' && document.getElementById('inspector-line').textContent"
                              + " === 'line 8 of layout.json'", "the text's new line after the edit")
        XCTAssertEqual(try browser.text(of: "inspector-name"), "text #label")
        try served.stop(with: SIGTERM)
    }

    /// Inspecting draws nothing more: the page's image is `layout --png`'s, byte for byte.
    func testInspectedLayoutImageIsTheLayoutCommandsPNG() throws {
        let base = try makeTemporaryDirectory()
        let site = base.appendingPathComponent("site")
        try site.writeText(Self.layout, toFileNamed: "layout.json")
        let served = try ServedSite.start(self, base: base, site: site, serving: site.appendingPathComponent("layout.json"))
        var image = try LoopbackHTTP.request(port: served.port, target: "/images/0.png?doc=layout.json&generation=1")
        let deadline = Date(timeIntervalSinceNow: 60)
        while image.status != 200, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            image = try LoopbackHTTP.request(port: served.port, target: "/images/0.png?doc=layout.json&generation=1")
        }
        XCTAssertEqual(image.status, 200)
        let png = base.appendingPathComponent("layout.png")
        let layout = try FeedrenderExecutable().run(["layout", site.appendingPathComponent("layout.json").path, "--png", png.path])
        XCTAssertEqual(layout.status, 0, layout.stderr)
        XCTAssertEqual(image.body, try Data(contentsOf: png))
        try served.stop(with: SIGTERM)
    }
}
