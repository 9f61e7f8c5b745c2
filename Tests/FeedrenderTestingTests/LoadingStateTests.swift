import Appearance
import FeedDocuments
import FeedRendering
import FeedrenderTesting
import Foundation
import ImageLoading
import Lists
import Raster
import TestSupport
import XCTest

/// A document's `loading: true`: the screen as while its first request runs, the rows
/// neither read nor fetched, the platform's spinner centred in the list's visible area.
final class LoadingStateTests: XCTestCase {
    /// An iPhone 15 at 1x with the status and navigation bars: the list spans y 91–844
    /// (visible height 753), so the spinner's centre is (195, 91 + 376.5).
    private let document = """
        device: iphone-15
        scale: 1
        navigationTitle: Browse Meetup
        statusBar: true
        loading: true
        sections:
          - kind: message
            items: [{user: Ann, text: Not shown while loading}]
          - kind: group
            source: {url: "http://127.0.0.1:9/never?page={page}"}
        """

    func testSpinnerIsCentredAndNothingIsFetched() async throws {
        let folder = try makeTemporaryDirectory(prefix: "loading-state")
        let path = try folder.writeText(document, toFileNamed: "feed.yaml")
        let (presentation, source) = try FeedDocument.load(from: path)
        XCTAssertEqual(presentation.loadingIndicator, .iOSGray)
        var settings = FeedRenderSettings(presentation: presentation)
        settings.writesStrip = false
        settings.writesContactSheet = false
        let result = try await FeedRenderer(source: source, settings: settings).render(to: folder.appendingPathComponent("out"))
        let frames = result.manifest.files.filter { $0.kind == .frame }
        XCTAssertEqual(frames.count, 1)
        XCTAssertEqual(frames[0].cells.map(\.identifier), ["emptyView"], "no row, no page fetched (port 9 would fail)")
        let url = folder.appendingPathComponent("out").appendingPathComponent(frames[0].path)
        let bitmap = try RasterBridge.decodeImage(Data(contentsOf: url), path: url.path)
        // The head spoke, 7 points above the centre (195, 467.5): opaque grey; the centre: white.
        XCTAssertEqual(Int(bitmap.pixel(x: 195, y: 460).rgba8.red), 0x99, accuracy: 20)
        XCTAssertEqual(bitmap.pixel(x: 195, y: 467).rgba8.red, 255)
        await assertSnapshot(of: try FeedDocument.load(from: path).source as any FeedSource,
                             as: .feed(settings: settings, output: .frame(1)))
    }
}
