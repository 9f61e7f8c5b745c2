@testable import FeedRendering
import Appearance
import Foundation
import Layout
import Lists
import Nodes
import Raster
import TestSupport
import Text
import XCTest

/// A ported Texture cell: empty and 0 pt tall until it enters the preload state, where it
/// loads its text and becomes 20 pt tall.
final class LoadsOnPreloadCell: CellNode {
    private let label = TextNode()
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init()
        automaticallyManagesSubnodes = true
        backgroundColor = .white
    }

    override func didEnterPreloadState() {
        super.didEnterPreloadState()
        label.attributedText = AttributedText("Row \(number)", font: Font(size: 12), color: .black)
        style.height = .points(20)
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(top: 2, left: 8, bottom: 2, right: 8), child: label)
    }
}

/// The same cell with its text from async work started on preload (`preload(_:then:)`).
final class FetchesOnPreloadCell: CellNode {
    private let label = TextNode()
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init()
        automaticallyManagesSubnodes = true
        backgroundColor = .white
    }

    override func didEnterPreloadState() {
        super.didEnterPreloadState()
        let number = number
        preload({ () async throws -> String in
            try await Task.sleep(for: .milliseconds(1))
            return "Row \(number)"
        }, then: { [weak self] text in
            self?.label.attributedText = AttributedText(text, font: Font(size: 12), color: .black)
            self?.style.height = .points(20)
        })
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(top: 2, left: 8, bottom: 2, right: 8), child: label)
    }
}

/// A 1,000-row feed of cells that load their text in `didEnterPreloadState`: every row is
/// 20 pt tall and every frame shows each row's text.
final class PreloadRenderTests: XCTestCase {
    func testTextLoadedOnPreloadShowsInEveryFrame() async throws {
        try await checkEveryFrame(rows: (0..<1000).map { index in
            FeedRow(section: 0, item: index, identifier: "row-\(index)") { LoadsOnPreloadCell(number: index) }
        })
    }

    /// The same with the text fetched by async work, which measuring and drawing await.
    func testTextFetchedAsynchronouslyOnPreloadShowsInEveryFrame() async throws {
        try await checkEveryFrame(rows: (0..<1000).map { index in
            FeedRow(section: 0, item: index, identifier: "row-\(index)") { FetchesOnPreloadCell(number: index) }
        })
    }

    private func checkEveryFrame(rows: [FeedRow]) async throws {
        // 100×400 pt at 1x: 20 rows per screen.
        let settings = FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device(width: 100, height: 400, scale: 1)),
                                          writesStrip: false)
        let directory = try makeTemporaryDirectory(prefix: "feedrender-preload")
        let result = try await FeedRenderer(source: RenderStubSource(rows: rows), settings: settings).render(to: directory)

        XCTAssertEqual(result.warnings, [])
        XCTAssertEqual(result.manifest.rowCount, 1000)
        XCTAssertEqual(result.manifest.contentHeight, 20_000, "1,000 rows of 20 pt: sized by what they loaded")
        let frames = result.manifest.files.filter { $0.kind == .frame }
        XCTAssertEqual(frames.count, result.frameCount)
        XCTAssertGreaterThanOrEqual(frames.count, 50, "20,000 pt in screens of 400 pt")
        var checkedRows = Set<String>()
        for frame in frames {
            let bitmap = try RenderFixtures.decodePNG(directory.appendingPathComponent(frame.path))
            for cell in frame.cells where cell.rect.minY >= 0 && cell.rect.maxY <= 400 {
                XCTAssertEqual(cell.rect.height, 20, "\(frame.path) \(cell.identifier)")
                // The text sits inside the row's 2 pt top and bottom insets, from x = 8.
                let band = (x: 0, y: Int(cell.rect.minY), width: 100, height: 20)
                let ink = bitmap.inkBounds(in: band, isInk: isDarkInk)
                XCTAssertNotNil(ink, "\(frame.path): \(cell.identifier) shows its text")
                if let ink { XCTAssertGreaterThanOrEqual(ink.minX, 8, "\(frame.path) \(cell.identifier)") }
                checkedRows.insert(cell.identifier)
            }
        }
        XCTAssertEqual(checkedRows.count, 1000, "every row was seen whole in some frame")
    }
}
