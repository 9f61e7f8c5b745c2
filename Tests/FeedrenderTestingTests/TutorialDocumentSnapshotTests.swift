import Appearance
import FeedDocuments
import FeedRendering
import FeedrenderTesting
import Foundation
import ImageLoading
import Lists
import XCTest

/// The feed documents of the four tutorials (`examples/tutorials/*/feed.yaml`), rendered as
/// `feedrender render` renders them, against `Snapshots/TutorialDocumentSnapshotTests/`. The
/// Swift ports of the same screens are checked by the example package
/// (scripts/test-example-tutorials); docs/tutorials.md shows both side by side.
final class TutorialDocumentSnapshotTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/tutorials", isDirectory: true).standardizedFileURL

    /// The document of `tutorial` with a loader that reads only its folder, at 2x.
    private func document(_ tutorial: String) throws -> (FeedRenderSettings, any FeedSource, ImageLoader) {
        let folder = Self.root.appendingPathComponent(tutorial, isDirectory: true)
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [folder], isOffline: true))
        let (presentation, source) = try FeedDocument.load(from: folder.appendingPathComponent("feed.yaml").path, loader: loader)
        var settings = FeedRenderSettings(presentation: presentation)
        settings.presentation.device.scale = 2
        return (settings, source, loader)
    }

    func testMeetupFeed() async throws {
        let (settings, source, loader) = try document("meetup-feed")
        await assertSnapshot(of: source, as: .feed(settings: settings, output: .frame(1), imageLoader: loader))
    }

    /// The fixed bar under the status bar; the pages come from albums/page-N.json.
    func testAlbumList() async throws {
        let (settings, source, loader) = try document("album-list")
        XCTAssertEqual(settings.presentation.fixedBar?.title, "我的电台 · 专辑")
        await assertSnapshot(of: source, as: .feed(settings: settings, output: .frame(1), imageLoader: loader))
    }

    func testMarslink() async throws {
        let (settings, source, loader) = try document("marslink")
        await assertSnapshot(of: source, as: .feed(settings: settings, output: .frame(1), imageLoader: loader))
    }

    func testCardNode() async throws {
        let (settings, source, loader) = try document("cardnode")
        await assertSnapshot(of: source, as: .feed(settings: settings, output: .frame(1), imageLoader: loader))
    }
}

