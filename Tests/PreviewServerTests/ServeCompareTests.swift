import Foundation
import Raster
import TestSupport
import XCTest

/// Compare and accept in `feedrender serve`'s page, in headless Chromium: a render against
/// the committed reference (`Snapshots/`) and the previous render, side by side, overlaid and
/// as ImageDiff's diff; "accept" writes the reference, and is refused on CI.
final class ServeCompareTests: XCTestCase {
    /// A one-post feed: a white cell in light, near black in dark.
    private static func feed(theme: String) -> String {
        #"""
        {"version": 1, "n": 1, "viewport": [390, 844], "scale": 1, "theme": "\#(theme)",
         "items": [{"id": 0, "kind": "text", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z",
                    "date_label": "Jun 30", "avatar": "img/a.jpg", "photo": null, "body": "Hello"}]}
        """#
    }

    private func site() throws -> (base: URL, site: URL) {
        let base = try makeTemporaryDirectory()
        let site = base.appendingPathComponent("site")
        try site.writeText(Self.feed(theme: "light"), toFileNamed: "feed.json")
        return (base, site)
    }

    /// The reference files under `Snapshots/` (relative paths).
    private func references(in site: URL) -> [String] {
        let folder = site.appendingPathComponent("Snapshots")
        let files = FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []
        return files.filter { $0.hasSuffix(".png") }.sorted()
    }

    /// JavaScript: the compare view shows render `generation` against `against` in `mode`.
    private static func compared(_ generation: Int, _ against: String, _ mode: String) -> String {
        "document.body.dataset.compared === '\(generation):\(against):\(mode)' && [...document.querySelectorAll('#compare img')]"
            + ".every(i => i.complete && i.naturalWidth > 0)"
    }

    private func choose(_ browser: DevToolsBrowser, against: String? = nil, mode: String? = nil) throws {
        if let against {
            _ = try browser.evaluate("""
                (() => { const s = document.getElementById('compare-against'); s.value = '\(against)';
                  s.dispatchEvent(new Event('change')); return true; })()
                """)
        }
        if let mode { _ = try browser.evaluate("document.querySelector('input[name=compare-mode][value=\(mode)]').click(); true") }
    }

    private func verdicts(_ browser: DevToolsBrowser) throws -> [String] {
        try XCTUnwrap(browser.evaluate("[...document.querySelectorAll('#compare .comparison')].map(c => c.dataset.verdict)")
                      as? [String])
    }

    func testCompareWithTheReferenceAndThePreviousRenderAndAccept() throws {
        let (base, site) = try site()
        let served = try ServedSite.start(self, base: base, site: site, serving: site.appendingPathComponent("feed.json"),
                                          environment: ["CI": "false"])
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(served.url)
        try browser.waitUntil("document.body.dataset.generation === '1'", "the first render")

        // No reference yet: the page says so, and where accept would write it.
        try choose(browser, against: "reference")
        try browser.waitUntil(Self.compared(1, "reference", "side"), "the comparison")
        XCTAssertEqual(try verdicts(browser), ["missing"])
        let missing = try XCTUnwrap(browser.evaluate("document.querySelector('#compare .summary').textContent") as? String)
        XCTAssertTrue(missing.contains("no reference (accept to write Snapshots/feed/"), missing)

        // Accept writes the render as the reference, atomically, and it then matches.
        _ = try browser.evaluate("document.getElementById('accept').click(); true")
        try browser.waitUntil("document.body.dataset.accepted === 'yes' && " + Self.compared(1, "reference", "side")
                              + " && document.querySelector('#compare .comparison').dataset.verdict === 'matches'", "accepted")
        let written = references(in: site)
        XCTAssertEqual(written.count, 1, "\(written)")
        XCTAssertTrue(try browser.text(of: "compare-status").hasPrefix("Wrote Snapshots/feed/"))
        let reference = try Data(contentsOf: site.appendingPathComponent("Snapshots/" + written[0]))
        let shown = try LoopbackHTTP.request(port: served.port, target: "/images/0.png?doc=feed.json&generation=1")
        XCTAssertEqual(reference, shown.body, "the reference is the render's PNG")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('#compare figure img').length") as? Int, 2, "side by side")
        // Writing the reference is no edit: no new render.
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(try browser.evaluate("document.body.dataset.generation") as? String, "1")

        // A dark render differs from the light reference: the diff shows the cell in red.
        try Self.feed(theme: "dark").write(to: site.appendingPathComponent("feed.json"), atomically: true, encoding: .utf8)
        try choose(browser, mode: "diff")
        try browser.waitUntil(Self.compared(2, "reference", "diff"), "the comparison of render 2")
        XCTAssertEqual(try verdicts(browser), ["differs"])
        let summary = try XCTUnwrap(browser.evaluate("document.querySelector('#compare .summary').textContent") as? String)
        XCTAssertTrue(summary.hasPrefix("differs: ") && summary.contains("pixels differ"), summary)
        let diffPixel = try XCTUnwrap(browser.evaluate("""
            (() => { const image = document.querySelector('#compare img.diff'); const canvas = document.createElement('canvas');
              canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
              const context = canvas.getContext('2d'); context.drawImage(image, 0, 0);
              return [image.naturalWidth, ...Array.from(context.getImageData(250, 5, 1, 1).data)]; })()
            """) as? [Int])
        XCTAssertEqual(diffPixel[0], 390)
        XCTAssertGreaterThan(diffPixel[1], 200, "a differing pixel is red: \(diffPixel)")
        XCTAssertLessThan(diffPixel[2], 80, "a differing pixel is red: \(diffPixel)")
        XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent("Snapshots/" + written[0])), reference,
                       "no accept, no write")

        // Overlay: the reference over the render, at the slider's opacity.
        try choose(browser, mode: "overlay")
        try browser.waitUntil(Self.compared(2, "reference", "overlay"), "the overlay")
        XCTAssertEqual(try browser.evaluate("document.querySelector('#compare .overlay img.baseline').style.opacity") as? String, "0.5")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('#compare .overlay img').length") as? Int, 2)

        // Against the previous render (light): it differs too; with nothing before, it says so.
        try choose(browser, against: "previous", mode: "side")
        try browser.waitUntil(Self.compared(2, "previous", "side"), "the comparison with render 1")
        XCTAssertEqual(try verdicts(browser), ["differs"])
        let previous = try LoopbackHTTP.request(port: served.port,
                                                target: "/baseline/0.png?doc=feed.json&generation=2&against=previous")
        XCTAssertEqual(previous.body, reference, "the previous render is render 1")

        // Accepting needs the page's own origin, and the current render.
        let foreign = try LoopbackHTTP.request(port: served.port, target: "/accept?doc=feed.json&generation=2", method: "POST",
                                               headers: ["Origin": "http://evil.example"])
        XCTAssertEqual(foreign.status, 403)
        let stale = try LoopbackHTTP.request(port: served.port, target: "/accept?doc=feed.json&generation=1", method: "POST")
        XCTAssertEqual(stale.status, 409)
        XCTAssertEqual(try LoopbackHTTP.request(port: served.port, target: "/accept?doc=../x.json&generation=2",
                                                method: "POST").status, 403)
        XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent("Snapshots/" + written[0])), reference)
        try served.stop(with: SIGTERM)
    }

    func testAcceptIsRefusedOnCI() throws {
        let (base, site) = try site()
        let served = try ServedSite.start(self, base: base, site: site, serving: site.appendingPathComponent("feed.json"),
                                          environment: ["CI": "true"])
        let browser = try DevToolsBrowser()
        defer { browser.close() }
        try browser.open(served.url)
        try browser.waitUntil("document.body.dataset.generation === '1'", "the first render")
        try choose(browser, against: "reference")
        try browser.waitUntil(Self.compared(1, "reference", "side"), "the comparison")
        XCTAssertEqual(try browser.evaluate("document.getElementById('accept').disabled") as? Bool, true)
        XCTAssertTrue(try browser.text(of: "compare-status").contains("refused on CI (CI=true)"))
        // The server refuses too, whoever asks.
        let answer = try LoopbackHTTP.request(port: served.port, target: "/accept?doc=feed.json&generation=1", method: "POST")
        XCTAssertEqual(answer.status, 403)
        XCTAssertTrue(String(decoding: answer.body, as: UTF8.self).contains("refused on CI"))
        XCTAssertEqual(references(in: site), [], "nothing written")
        try served.stop(with: SIGTERM)
    }
}
