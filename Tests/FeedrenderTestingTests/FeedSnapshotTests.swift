import Feed
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
}
