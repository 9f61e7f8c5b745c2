import Appearance
import FeedDocuments
import FeedRendering
import TestSupport
import FeedrenderTesting
import Foundation
import ImageLoading
import XCTest

/// The built-in demo feed, rendered by `FeedRenderer`, against `Snapshots/Feed/`: the
/// full-length strip and the cell frames the manifest reports for it.
final class FeedSnapshotTests: XCTestCase {
    func testDemoFeedStrip() async throws {
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(
            allowedFileRoots: [DemoFeed.documentURL.deletingLastPathComponent()]))
        let (document, source) = try DemoFeed.make(loader: loader)
        var settings = FeedRenderSettings(document: document)
        // 1x keeps the checked-in reference small (the strip is 6,500 points tall); the cell
        // frames, checked too, are the same at every scale.
        settings.device.scale = 1
        settings.isStrict = true
        await assertSnapshot(of: source, settings: settings, output: .strip, imageLoader: loader)
    }

    func testFramesAreCheckedOneReferenceEach() async throws {
        let folder = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(
            allowedFileRoots: [DemoFeed.documentURL.deletingLastPathComponent()]))
        var settings = FeedRenderSettings(document: try DemoFeed.make(loader: loader).settings)
        settings.device.scale = 1
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("art"),
                                                  isCI: false, suite: "Feed")
        try await withSnapshotConfiguration(configuration) {
            let recorded = try await verifySnapshot(of: DemoFeed.make(loader: loader).source, settings: settings,
                                                    output: .frames, record: .all, imageLoader: loader, testName: "demo()")
            XCTAssertGreaterThan(recorded.count, 3)
            let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Feed").path)
                .filter { $0.hasSuffix(".png") }.sorted()
            XCTAssertEqual(frames.count, recorded.count)
            XCTAssertTrue(frames.contains("demo-frame-1.png"), "\(frames)")
            let again = try await verifySnapshot(of: DemoFeed.make(loader: loader).source, settings: settings,
                                                 output: .frames, record: .never, imageLoader: loader, testName: "demo()")
            XCTAssertEqual(again, Array(repeating: .matched, count: recorded.count))

            // Dark theme: every frame fails, and all failures are reported at once.
            settings.theme = .dark
            do {
                _ = try await verifySnapshot(of: DemoFeed.make(loader: loader).source, settings: settings,
                                             output: .frames, record: .never, imageLoader: loader, testName: "demo()")
                XCTFail("a dark render must not match light references")
            } catch let failure as FeedSnapshotFailure {
                XCTAssertEqual(failure.failures.count, recorded.count)
            }
        }
    }
}
