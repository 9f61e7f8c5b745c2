import Foundation
import Raster
import TestSupport
import XCTest

/// `feedrender serve` as a user runs it: the real binary on a scratch copy of a small feed,
/// its page in headless Chromium (over DevTools), the document edited on disk.
final class ServeCommandTests: XCTestCase {
    /// A one-post feed whose cell background follows `theme` (light: white, dark: near black).
    private static func feed(theme: String) -> String {
        #"""
        {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1, "theme": "\#(theme)",
         "items": [{"id": 0, "kind": "text", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z",
                    "date_label": "Jun 30", "avatar": "img/a.jpg", "photo": null, "body": "Hello"}]}
        """#
    }

    private typealias Served = ServedSite

    /// Serves the feed (or, with `wholeFolder`, its folder) on any free port.
    private func serve(wholeFolder: Bool = false) throws -> Served {
        let base = try makeTemporaryDirectory()
        let site = base.appendingPathComponent("site")
        try site.writeText(Self.feed(theme: "light"), toFileNamed: "feed.json")
        try base.writeText(Self.feed(theme: "dark"), toFileNamed: "outside.json")
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("link.json").path,
                                                   withDestinationPath: "../outside.json")
        return try ServedSite.start(self, base: base, site: site,
                                    serving: wholeFolder ? site : site.appendingPathComponent("feed.json"))
    }

    private func stop(_ served: Served, with signal: Int32) throws {
        try served.stop(with: signal)
    }

    func testRefusesPathsOutsideTheFolderAndStopsOnSIGINT() throws {
        let served = try serve()
        func status(_ target: String, method: String = "GET", body: Data? = nil) throws -> Int {
            try LoopbackHTTP.request(port: served.port, target: target, method: method, body: body).status
        }
        XCTAssertEqual(try status("/"), 200)
        XCTAssertEqual(try status("/?doc=feed.json"), 200)
        XCTAssertEqual(try status("/preview.js"), 200)
        let outsidePath = served.site.deletingLastPathComponent().appendingPathComponent("outside.json").path
        for target in ["/?doc=../outside.json", "/?doc=..%2Foutside.json", "/?doc=%2Fetc%2Fpasswd",
                       "/?doc=\(outsidePath.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")",
                       "/?doc=link.json", "/updates?doc=../outside.json", "/images/0.png?doc=../outside.json&generation=1"] {
            XCTAssertEqual(try status(target), 403, target)
        }
        for target in ["/../outside.json", "/../../etc/passwd", "/%2E%2E/outside.json", "/site/feed.json"] {
            XCTAssertEqual(try status(target), 404, target)
        }
        let page = try LoopbackHTTP.request(port: served.port, target: "/?doc=../outside.json")
        XCTAssertTrue(String(decoding: page.body, as: UTF8.self).contains("leaves the served folder"))
        XCTAssertEqual(try status("/?doc=" + String(repeating: "a", count: 3000) + ".json"), 414)
        XCTAssertEqual(try status("/", method: "POST", body: Data("x".utf8)), 405)
        XCTAssertEqual(try status("/?doc=feed.json", method: "GET", body: Data(count: 1 << 20)), 413)
        // Other sites' pages: a name made to point at 127.0.0.1, a script from another origin.
        func status(headers: [String: String], _ target: String = "/") throws -> Int {
            try LoopbackHTTP.request(port: served.port, target: target, headers: headers).status
        }
        XCTAssertEqual(try status(headers: ["Host": "localhost:\(served.port)"]), 200)
        XCTAssertEqual(try status(headers: ["Host": "rebound.example:\(served.port)"]), 403)
        XCTAssertEqual(try status(headers: ["Origin": "http://127.0.0.1:\(served.port)"]), 200)
        let upgrade = ["Upgrade": "websocket", "Connection": "Upgrade", "Sec-WebSocket-Version": "13",
                       "Sec-WebSocket-Key": "ZmVlZHJlbmRlci10ZXN0cyE="]
        let ownSocket = try LoopbackHTTP.request(port: served.port, target: "/updates",
                                                 headers: upgrade.merging(["Origin": "http://127.0.0.1:\(served.port)"]) { $1 },
                                                 timeout: 2)
        XCTAssertEqual(ownSocket.status, 101, "the page's own WebSocket opens")
        let foreignSocket = try status(headers: upgrade.merging(["Origin": "http://evil.example"]) { $1 }, "/updates")
        XCTAssertTrue((400..<500).contains(foreignSocket), "another site's WebSocket is refused: \(foreignSocket)")
        // A second server on the same port says so and exits 2.
        let second = try FeedrenderExecutable(timeLimit: .seconds(60))
            .run(["serve", served.site.appendingPathComponent("feed.json").path, "--port", String(served.port)])
        XCTAssertEqual(second.status, 2)
        XCTAssertTrue(second.stderr.contains("cannot listen on 127.0.0.1:\(served.port)"), second.stderr)
        try stop(served, with: SIGINT)
    }

    func testServesAFolderOfFeedAndLayoutDocuments() throws {
        let served = try serve(wholeFolder: true)
        try served.site.writeText(Self.feed(theme: "dark").replacingOccurrences(of: "\n", with: " "),
                                  toFileNamed: "more/second.yaml")
        let index = try LoopbackHTTP.request(port: served.port, target: "/")
        XCTAssertEqual(index.status, 200)
        let html = String(decoding: index.body, as: UTF8.self)
        XCTAssertTrue(html.contains("href=\"/?doc=feed.json\"") && html.contains("href=\"/?doc=more/second.yaml\""), html)
        XCTAssertFalse(html.contains("link.json"), "a link out of the folder is not listed")
        XCTAssertEqual(try LoopbackHTTP.request(port: served.port, target: "/?doc=more/second.yaml").status, 200)
        // The page's request started the document's session: its first render comes from memory.
        let frame = try PNGDecoder.decode(waitForImage(port: served.port, query: "doc=more/second.yaml&generation=1"))
        XCTAssertEqual(frame.width, 390)
        XCTAssertLessThan(frame.pixel(x: 250, y: 5).rgba8.red, 60, "the dark document's cell")

        // A layout document is drawn as `layout --png` draws it.
        try served.site.writeText(##"{"scale": 2, "size": {"min": [120, 40], "max": [120, 40]}, "##
                                  + ##""root": {"type": "text", "text": "Sale", "backgroundColor": "#ff0000"}}"##,
                                  toFileNamed: "layout.json")
        XCTAssertEqual(try LoopbackHTTP.request(port: served.port, target: "/?doc=layout.json").status, 200)
        let layout = try PNGDecoder.decode(waitForImage(port: served.port, query: "doc=layout.json&generation=1"))
        XCTAssertEqual([layout.width, layout.height], [240, 80])
        XCTAssertEqual(layout.pixel(x: 200, y: 70).rgba8.red, 255)
        XCTAssertEqual(layout.pixel(x: 200, y: 70).rgba8.green, 0)
        try stop(served, with: SIGTERM)
    }

    func testPageSwapsImagesOnSaveShowsErrorsAndRecovers() throws {
        let served = try serve()
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(served.url)
        let document = served.site.appendingPathComponent("feed.json")

        try browser.waitUntil(imagesShown(generation: 1), "the first render")
        let light = try cellPixel(browser)
        XCTAssertGreaterThan(light[0], 200, "light cell background: \(light)")
        XCTAssertEqual(try browser.evaluate("document.images[0].naturalWidth") as? Int, 390)
        // Inspect: a click below the cell selects nothing; on it, the cell (place, id, frame).
        try browser.click(atImagePixel: (200, 700))
        XCTAssertEqual(try browser.evaluate("document.getElementById('inspector-name').textContent") as? String, "Nothing here")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('.selection').length") as? Int, 0)
        // On the cell's location text: that node (ServeFeedInspectTests checks nodes); the
        // tree's first row is the cell itself.
        try browser.click(atImagePixel: (250, 30))
        XCTAssertEqual(try browser.text(of: "inspector-name"), "TextNode #location")
        XCTAssertTrue(try browser.text(of: "inspector-path").hasPrefix("items[0]/PostCellNode/"))
        _ = try browser.evaluate("document.querySelectorAll('#tree li')[0].click(); true")
        XCTAssertEqual(try browser.evaluate("document.getElementById('inspector-name').textContent") as? String,
                       "section 0, item 0")
        let frame = try XCTUnwrap(browser.evaluate("document.getElementById('inspector-frame').textContent") as? String)
        XCTAssertTrue(frame.hasPrefix("0, 0, 390, "), frame)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('.selection').length") as? Int, 1, "the cell outlined")
        XCTAssertEqual(try browser.text(of: "inspector-path"), "items[0]", "the cell's item in the document")
        XCTAssertEqual(try browser.text(of: "inspector-line"), "line 2 of feed.json")
        XCTAssertTrue(try browser.text(of: "inspector-properties").contains("body\"Hello\""))
        XCTAssertEqual(try browser.evaluate("document.querySelector('#tree li.selected').textContent") as? String,
                       "▾section 0, item 0 :2", "the tree lists the cells, and their nodes under them")
        XCTAssertFalse(try XCTUnwrap(browser.evaluate("document.getElementById('inspector-id').textContent") as? String).isEmpty)

        // Marks the page: a reload would lose it.
        _ = try browser.evaluate("window.notReloaded = true")

        // A burst of saves: renders coalesce (the last save wins, nothing queues).
        for theme in ["dark", "light", "dark", "light", "dark"] {
            try Self.feed(theme: theme).write(to: document, atomically: false, encoding: .utf8)
        }
        // The last save is dark: the page ends on a dark render, however the saves fell.
        try browser.waitUntil("Number(document.body.dataset.generation) >= 2 && " + imagesLoaded
                              + " && \(Self.cellPixelScript)[0] < 60", "a dark render after the saves")
        let dark = try cellPixel(browser)
        XCTAssertLessThan(dark[0], 60, "dark cell background after the edit: \(dark)")
        let generation = try XCTUnwrap(Int(try browser.evaluate("document.body.dataset.generation") as? String ?? ""))
        XCTAssertLessThanOrEqual(generation, 3, "five quick saves gave at most two renders")
        XCTAssertEqual(try browser.evaluate("window.notReloaded") as? Bool, true, "images swapped without a reload")

        // A broken document: the error over the last good render, naming the file and key.
        try Self.feed(theme: "purple").write(to: document, atomically: true, encoding: .utf8)
        try browser.waitUntil("!document.getElementById('error').hidden", "the inline error")
        let message = try XCTUnwrap(browser.evaluate("document.getElementById('error-text').textContent") as? String)
        XCTAssertTrue(message.hasPrefix("feed.json: theme: ") && message.contains("purple"), message)
        XCTAssertEqual(try browser.evaluate("document.body.dataset.generation") as? String, String(generation),
                       "the last good render stays")
        XCTAssertEqual(try cellPixel(browser), dark)
        let screenshot = try browser.screenshot()
        let shot = try PNGDecoder.decode(screenshot)
        XCTAssertEqual(shot.width, 1280)
        if let path = ProcessInfo.processInfo.environment["FEEDRENDER_SERVE_SCREENSHOT"] {
            try screenshot.write(to: URL(fileURLWithPath: path))
        }

        // Fixed: the error goes and a new render comes.
        try Self.feed(theme: "light").write(to: document, atomically: true, encoding: .utf8)
        try browser.waitUntil("document.getElementById('error').hidden && Number(document.body.dataset.generation) > \(generation) && "
                              + imagesLoaded + " && \(Self.cellPixelScript)[0] > 200", "recovery")
        XCTAssertGreaterThan(try cellPixel(browser)[0], 200)
        XCTAssertTrue(served.process.isRunning)
        try stop(served, with: SIGTERM)
    }

    func testVariantsBesideTheRenderRefreshWithIt() throws {
        let served = try serve()
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(served.url)
        try browser.waitUntil(imagesShown(generation: 1), "the first render")
        for variant in ["dark", "ar-XB"] {
            _ = try browser.evaluate("document.querySelector('#variants input[value=\"\(variant)\"]').click(); true")
        }
        try browser.waitUntil(Self.variantShown("dark", generation: 1) + " && " + Self.variantShown("ar-XB", generation: 1),
                              "the dark and ar-XB variants")
        XCTAssertGreaterThan(try cellPixel(browser)[0], 200, "the render as given stays light")
        XCTAssertLessThan(try cellPixel(browser, image: "section[data-variant=dark] img")[0], 60, "the dark variant")
        XCTAssertEqual(try browser.evaluate("document.querySelector('section[data-variant=\"ar-XB\"] .error').hidden") as? Bool, true)

        // One save refreshes every view.
        try Self.feed(theme: "dark").write(to: served.site.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
        try browser.waitUntil(imagesShown(generation: 2) + " && " + Self.variantShown("dark", generation: 2) + " && "
                              + Self.variantShown("ar-XB", generation: 2), "every view's second render")
        XCTAssertLessThan(try cellPixel(browser)[0], 60, "the render as given follows the document to dark")

        _ = try browser.evaluate("document.querySelector('#variants input[value=\"dark\"]').click(); true")
        try browser.waitUntil("document.querySelector('section[data-variant=dark]') === null", "the dark view removed")
        let unknown = try LoopbackHTTP.request(port: served.port, target: "/images/0.png?doc=feed.json&generation=1&variant=sepia")
        XCTAssertEqual(unknown.status, 404)
        try stop(served, with: SIGTERM)
    }

    /// JavaScript: the view of `variant` shows the loaded images of render `generation`.
    private static func variantShown(_ variant: String, generation: Int) -> String {
        """
        (() => { const view = document.querySelector('section[data-variant="\(variant)"]'); \
        if (!view || view.dataset.generation !== '\(generation)') return false; const images = [...view.querySelectorAll('img')]; \
        return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0 \
        && i.dataset.generation === '\(generation)'); })()
        """
    }

    /// From a save on disk to the new image in the page, as the page sees it: 20 saves, each
    /// timed from just before the write to the moment the page has swapped in the render's
    /// loaded images (a MutationObserver on the page's `data-generation`, set after the swap).
    func testSaveToImageInThePageLatency() throws {
        let served = try serve()
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(served.url)
        let document = served.site.appendingPathComponent("feed.json")
        try browser.waitUntil(imagesShown(generation: 1), "the first render")
        _ = try browser.evaluate("""
            window.swaps = {}; new MutationObserver(() => { window.swaps[document.body.dataset.generation] = Date.now(); })
              .observe(document.body, {attributes: true, attributeFilter: ['data-generation']}); true
            """)
        var latencies: [Double] = []
        for save in 1...20 {
            Thread.sleep(forTimeInterval: 0.15)  // a person's saves are apart; each gets its own render
            let generation = save + 1
            let saved = Date().timeIntervalSince1970 * 1000
            try Self.feed(theme: save % 2 == 1 ? "dark" : "light").write(to: document, atomically: true, encoding: .utf8)
            try browser.waitUntil("window.swaps['\(generation)'] !== undefined", "render \(generation)")
            let swapped = try XCTUnwrap(browser.evaluate("window.swaps['\(generation)']") as? Double)
            latencies.append(swapped - saved)
        }
        XCTAssertGreaterThan(try cellPixel(browser)[0], 200, "the last save (light) is shown")
        let sorted = latencies.sorted()
        let median = (sorted[9] + sorted[10]) / 2
        print("serve: save to new image in the page: median \(Int(median)) ms, max \(Int(sorted[19])) ms over 20 saves")
        // Generous for a loaded CI machine and a debug build; the figure printed is the measure.
        XCTAssertLessThan(median, 3000)
        try stop(served, with: SIGTERM)
    }

    /// The first image of `/images/0.png?QUERY`, once the server has it (60 s at most).
    private func waitForImage(port: Int, query: String) throws -> Data {
        let deadline = Date(timeIntervalSinceNow: 60)
        var image = try LoopbackHTTP.request(port: port, target: "/images/0.png?" + query)
        while image.status != 200, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            image = try LoopbackHTTP.request(port: port, target: "/images/0.png?" + query)
        }
        XCTAssertEqual(image.status, 200, query)
        return image.body
    }

    /// JavaScript: every image of the render as given is loaded and comes from the page's
    /// current render.
    private let imagesLoaded = """
        ((images => images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0 \
        && i.dataset.generation === document.body.dataset.generation))([...document.querySelectorAll('#images img')]))
        """

    private func imagesShown(generation: Int) -> String {
        "document.body.dataset.generation === '\(generation)' && " + imagesLoaded
    }

    /// The first image's pixel inside the cell, right of the name (the cell's background), as
    /// the page holds it: [red, green, blue, alpha].
    private func cellPixel(_ browser: DevToolsBrowser, image: String = "img") throws -> [Int] {
        try XCTUnwrap(browser.evaluate(Self.cellPixelScript.replacingOccurrences(
            of: "document.images[0]", with: "document.querySelector('\(image)')")) as? [Int])
    }

    /// JavaScript: that pixel, read through a canvas (the images are same-origin).
    private static let cellPixelScript = """
        (() => { const image = document.images[0]; const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
          const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
          return Array.from(context.getImageData(250, 5, 1, 1).data); })()
        """
}
