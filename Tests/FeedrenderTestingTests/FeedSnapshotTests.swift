import Appearance
import FeedDocuments
import FeedRendering
import TestSupport
import FeedrenderTesting
import Foundation
import ImageLoading
import Lists
import Raster
import XCTest

/// The built-in demo feed, rendered by `FeedRenderer`, against `Snapshots/FeedSnapshotTests/`:
/// the full-length strip and the cell frames the manifest reports for it.
final class FeedSnapshotTests: XCTestCase {
    private static func loader() -> ImageLoader {
        ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [DemoFeed.documentURL.deletingLastPathComponent()]))
    }

    func testDemoFeedStrip() async throws {
        let loader = Self.loader()
        let (document, source) = try DemoFeed.make(loader: loader)
        var settings = FeedRenderSettings(presentation: document)
        // 1x keeps the checked-in reference small (the strip is 6,500 points tall); the cell
        // frames, checked too, are the same at every scale.
        settings.presentation.device.scale = 1
        await assertSnapshot(of: source, as: .feed(settings: settings, output: .strip, imageLoader: loader))
    }

    func testFramesOneReferenceEachAndThemeVariantsFailSeparately() async throws {
        let folder = try makeTemporaryDirectory()
        let loader = Self.loader()
        var settings = FeedRenderSettings(presentation: try DemoFeed.make(loader: loader).presentation)
        settings.presentation.device.scale = 1
        let configuration = SnapshotConfiguration(snapshotsDirectory: folder, artifactsDirectory: folder.appendingPathComponent("art"),
                                                  isCI: false)
        try await withSnapshotConfiguration(configuration) {
            for frame in 1...2 {
                let strategy = Snapshotting<any FeedSource, SnapshotImage>.feed(settings: settings, output: .frame(frame),
                                                                               imageLoader: loader)
                let recorded = await verifySnapshot(of: try DemoFeed.make(loader: loader).source, as: strategy,
                                                    named: "frame-\(frame)", record: .all)
                XCTAssertEqual(recorded.map(\.recorded), [true], "recording fails the check, and says so")
                let again = await verifySnapshot(of: try DemoFeed.make(loader: loader).source, as: strategy,
                                                 named: "frame-\(frame)", record: .never)
                XCTAssertEqual(again.count, 0, "\(again)")
            }
            let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("FeedSnapshotTests").path)
                .filter { $0.hasSuffix(".png") }.sorted()
            XCTAssertEqual(frames, ["testFramesOneReferenceEachAndThemeVariantsFailSeparately.frame-1.png",
                                    "testFramesOneReferenceEachAndThemeVariantsFailSeparately.frame-2.png"])

            // Light and dark variants of frame 1: recorded once, then a change of the light theme's
            // background fails only the light variant.
            let variants = SnapshotVariant.matrix(themes: [.light, .dark])
            let strategy = Snapshotting<any FeedSource, SnapshotImage>.feed(settings: settings, output: .frame(1), imageLoader: loader)
            let build: (SnapshotVariant) throws -> any FeedSource = { _ in try DemoFeed.make(loader: loader).source }
            _ = await verifySnapshot(of: build, as: strategy, variants: variants, named: "themed", record: .all)
            let unchanged = await verifySnapshot(of: build, as: strategy, variants: variants, named: "themed", record: .never)
            XCTAssertEqual(unchanged.count, 0)
            var lighter = Theme.light
            lighter.background = Color(red8: 200, green8: 230, blue8: 200)
            let changed = await verifySnapshot(of: build, as: strategy, variants: [SnapshotVariant(theme: lighter), SnapshotVariant(theme: .dark)],
                                               named: "themed", record: .never)
            XCTAssertEqual(changed.map(\.variant?.theme?.name), ["light"], "\(changed)")
        }
    }
}
