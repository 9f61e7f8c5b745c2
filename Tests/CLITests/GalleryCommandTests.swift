import ArgumentParser
import FeedrenderCLI
import FeedrenderTesting
import Foundation
import ImageDiff
import Raster
import TestSupport
import XCTest

/// `feedrender review --gallery`: every snapshot of a run on one page, checked in headless
/// Chromium; `--base/--head` compares two trees; `orphans` lists references no check touched.
final class GalleryCommandTests: XCTestCase {
    private var root: URL!
    override func setUpWithError() throws { root = try makeTemporaryDirectory() }

    private var snapshots: URL { root.appendingPathComponent("Snapshots") }
    private var artifacts: URL { root.appendingPathComponent("artifacts") }

    /// A real run (three passing references and one failure) whose record is then copied
    /// under `total - 4` more names, as a large suite's would be.
    private func makeRun(total: Int, testName: String = #function) async throws -> String {
        let configuration = SnapshotConfiguration(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, isCI: false)
        let base = TestImages.ramp(width: 180, height: 120)
        let changed = TestImages.altered(base, where: { x, y in x > 60 && x < 120 && y > 30 && y < 90 }) { _ in .black }
        await withSnapshotConfiguration(configuration) {
            for name in ["a", "b", "c", "d"] {
                _ = await verifySnapshot(of: base, as: .bitmap, named: name, record: .all, testName: testName)
                _ = await verifySnapshot(of: name == "c" ? changed : base, as: .bitmap, named: name, record: .never,
                                         writesArtifacts: true, testName: testName)
            }
        }
        let runID = try XCTUnwrap(SnapshotRunIndex.latestRunID(in: artifacts))
        let entries = try SnapshotRunIndex.entries(ofRun: runID, in: artifacts)
        XCTAssertEqual(entries.map(\.status), [.failed, .passed, .passed, .passed])
        let passed = entries[1]
        let suites = ["CellTests", "FeedTests", "HeaderTests"], variants = ["light-text100", "dark-text100", "dark-text130"]
        for index in 0..<(total - entries.count) {
            var copy = passed
            copy.suite = suites[index % 3]
            copy.variant = variants[(index / 3) % 3]
            copy.name = "testRow\(index).\(copy.variant!)"
            let url = SnapshotRunIndex.folder(ofRun: runID, in: artifacts)
                .appendingPathComponent("\(copy.suite)/\(copy.name).json")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try JSONEncoder().encode(copy).write(to: url)
        }
        return runID
    }

    func testGalleryOfAThousandSnapshotsIsSmallAndFiltersInChromium() async throws {
        let runID = try await makeRun(total: 1000)
        let page = root.appendingPathComponent("gallery.html")
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path, "--gallery", "--output", page.path]), 0)
        let html = try Data(contentsOf: page)
        XCTAssertLessThan(html.count, 1_000_000, "1,000 snapshots in under 1 MB of HTML: \(html.count) bytes")
        let text = String(decoding: html, as: UTF8.self)
        XCTAssertFalse(text.contains("base64"), "images are linked")
        XCTAssertTrue(text.contains("run \(runID)"))
        XCTAssertTrue(text.contains("src=\"Snapshots/GalleryCommandTests/"), "references linked relative to the page")

        let browser = try DevToolsBrowser(windowWidth: 1280, windowHeight: 900)
        defer { browser.close() }
        try browser.open(page.absoluteString)
        try browser.waitUntil("document.readyState === 'complete' && document.querySelectorAll('#cards > article').length > 0",
                              "the gallery")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('#cards > article').length") as? Int, 1000)
        XCTAssertEqual(try browser.evaluate("document.querySelector('#cards > article').dataset.status") as? String, "failed",
                       "failing first")
        XCTAssertEqual(try browser.evaluate("document.getElementById('shown').textContent") as? String, "1000 of 1000 shown")
        // The first card's images load from their linked files.
        try browser.waitUntil("Array.from(document.querySelectorAll('#cards > article:first-child img')).every(i => i.complete && i.naturalWidth === 180)",
                              "the failing card's reference, actual and diff")
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('#cards > article:first-child img').length") as? Int, 3)

        // Filters: a suite and a variant, then the failures only.
        _ = try browser.evaluate("""
            (() => { const set = (id, v) => { const e = document.getElementById(id); e.value = v;
              e.dispatchEvent(new Event('input')); }; set('suite', 'FeedTests'); set('variant', 'dark-text130'); return true; })()
            """)
        let shown = try XCTUnwrap(browser.evaluate("document.querySelectorAll('#cards > article:not([hidden])').length") as? Int)
        XCTAssertEqual(shown, (0..<996).filter { $0 % 3 == 1 && ($0 / 3) % 3 == 2 }.count)
        XCTAssertEqual(try browser.evaluate("document.getElementById('shown').textContent") as? String, "\(shown) of 1000 shown")
        _ = try browser.evaluate("""
            (() => { const set = (id, v) => { const e = document.getElementById(id); e.value = v;
              e.dispatchEvent(new Event('input')); }; set('suite', ''); set('variant', ''); set('status', 'failed'); return true; })()
            """)
        XCTAssertEqual(try browser.evaluate("document.querySelectorAll('#cards > article:not([hidden])').length") as? Int, 1)
        // The overlay view stacks the actual over the reference (same box); the diff view shows the diff alone.
        _ = try browser.evaluate("(() => { const e = document.getElementById('view'); e.value = 'overlay'; e.dispatchEvent(new Event('input')); return true; })()")
        let boxes = try XCTUnwrap(browser.evaluate("""
            ['.r', '.a'].map(c => { const r = document.querySelector('#cards > article:first-child ' + c).getBoundingClientRect();
              return [Math.round(r.left), Math.round(r.top)]; }).flat()
            """) as? [Int])
        XCTAssertEqual(Array(boxes[0...1]), Array(boxes[2...3]), "overlay: actual over reference")
        _ = try browser.evaluate("(() => { const e = document.getElementById('view'); e.value = 'side'; e.dispatchEvent(new Event('input')); return true; })()")
        _ = try browser.evaluate("(() => { const e = document.getElementById('status'); e.value = ''; e.dispatchEvent(new Event('input')); return true; })()")
        let screenshot = try browser.screenshot()
        XCTAssertEqual(try PNGDecoder.decode(screenshot).width, 1280)
        if let path = ProcessInfo.processInfo.environment["FEEDRENDER_GALLERY_SCREENSHOT"] {
            try screenshot.write(to: URL(fileURLWithPath: path))
        }
    }

    func testGalleryWithoutARunRecordIsBadInput() throws {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path, "--gallery"]), 2)
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path, "--gallery", "--run", "../x"]), 2, "a run id is a folder name")
        // A name is text, never markup; an entry that is not one is bad input naming the file.
        let run = SnapshotRunIndex.folder(ofRun: "r1", in: artifacts).appendingPathComponent("Suite")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        let entry = SnapshotRunEntry(runID: "r1", suite: "Suite", name: "<img src=x onerror=alert(1)>", test: "t",
                                     variant: nil, status: .passed, reference: "/nowhere.png", layout: nil, summary: nil,
                                     failure: nil)
        try JSONEncoder().encode(entry).write(to: run.appendingPathComponent("a.json"))
        try Data("r1\n".utf8).write(to: SnapshotRunIndex.latestFile(in: artifacts))
        let page = root.appendingPathComponent("g.html")
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path, "--gallery", "--output", page.path]), 0)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("Suite/&lt;img src=x onerror=alert(1)&gt;"))
        XCTAssertFalse(html.contains("<img src=x"))
        try Data("{".utf8).write(to: run.appendingPathComponent("b.json"))
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path, "--gallery", "--output", page.path]), 2)
    }

    func testReviewShowsOnlyTheLatestRunsFailures() async throws {
        _ = try await makeRun(total: 4)
        // An artefact set from a test that did not run this time.
        let folder = artifacts.appendingPathComponent("GalleryCommandTests")
        let stem = "testReviewShowsOnlyTheLatestRunsFailures.c"
        var stale = try JSONDecoder().decode(SnapshotFailureRecord.self,
                                             from: Data(contentsOf: folder.appendingPathComponent("\(stem).failure.json")))
        stale.name = "testGone.1"
        stale.runID = "run-earlier"
        try JSONEncoder().encode(stale).write(to: folder.appendingPathComponent("testGone.1.failure.json"))
        let out = root.appendingPathComponent("review.html")
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path, "--output", out.path]), 0)
        let html = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(html.contains("1 failure</title>"), "only this run's failure")
        XCTAssertFalse(html.contains("testGone"))
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path, "--all-runs", "--output", out.path]), 0)
        XCTAssertTrue(try String(contentsOf: out, encoding: .utf8).contains("testGone"))
    }
}
