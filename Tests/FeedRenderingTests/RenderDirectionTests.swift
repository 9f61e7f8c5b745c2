@testable import FeedRendering
import FeedDocuments
import Lists
import Appearance
import Cells
import Foundation
import Layout
import Nodes
import Raster
import TestSupport
import XCTest

/// A white row with a red 20×40 mark at its leading edge.
final class LeadingMarkCell: CellNode {
    static let red = Color(red: 1, green: 0, blue: 0)
    private let mark = DisplayNode()

    override init() {
        super.init()
        backgroundColor = .white
        mark.backgroundColor = Self.red
        mark.style.preferredSize = Size(width: 20, height: 40)
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        StackLayoutSpec(alignItems: .start, children: [mark])
    }
}

/// `FeedRenderSettings.layoutDirection` reaches every row: measured and drawn right to left.
final class RenderDirectionTests: XCTestCase {
    private func firstFrame(_ direction: LayoutDirection, emptyView: (@Sendable () -> DisplayNode)? = nil,
                            rows: [FeedRow]) async throws -> Bitmap {
        let settings = FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device(),
                                                                         layoutDirection: direction),
                                          writesStrip: false)
        let directory = try makeTemporaryDirectory(prefix: "feedrender-render-tests")
        let result = try await FeedRenderer(source: RenderStubSource(rows: rows, emptyView: emptyView), settings: settings)
            .render(to: directory)
        return try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00000.png"))
    }

    private let rows = (0..<2).map { index in
        FeedRow(section: 0, item: index, identifier: "mark-\(index)") { LeadingMarkCell() }
    }

    func testRowsAreDrawnRightToLeft() async throws {
        // 100×200 pt at 2x: the mark is 40×80 px at the left, or at the right.
        let ltr = try await firstFrame(.leftToRight, rows: rows)
        XCTAssertColor(ltr.pixel(x: 20, y: 40), LeadingMarkCell.red)
        XCTAssertColor(ltr.pixel(x: 180, y: 40), .white)

        let rtl = try await firstFrame(.rightToLeft, rows: rows)
        XCTAssertColor(rtl.pixel(x: 180, y: 40), LeadingMarkCell.red)
        XCTAssertColor(rtl.pixel(x: 180, y: 120), LeadingMarkCell.red, "the second row too")
        XCTAssertColor(rtl.pixel(x: 20, y: 40), .white)
    }

    func testTheEmptyViewRunsInTheDirectionToo() async throws {
        let rtl = try await firstFrame(.rightToLeft, emptyView: { LeadingMarkCell() }, rows: [])
        XCTAssertColor(rtl.pixel(x: 180, y: 40), LeadingMarkCell.red)
        XCTAssertColor(rtl.pixel(x: 20, y: 40), .white)
    }

    func testTheDocumentsDirectionBecomesTheRenderDirection() throws {
        let document = FeedPresentation(layoutDirection: .rightToLeft)
        XCTAssertEqual(FeedRenderSettings(presentation: document).presentation.layoutDirection, .rightToLeft)
        XCTAssertEqual(FeedRenderSettings().presentation.layoutDirection, .leftToRight)
    }

    func testMeasuringAndRasterizingFollowTheRow() async throws {
        var row = FeedRow(section: 0, item: 0, identifier: "mark") { LeadingMarkCell() }
        row.layoutDirection = .rightToLeft
        let renderRow = RenderRow(row, visibleHeight: 800)
        XCTAssertEqual(renderRow.layoutDirection, .rightToLeft)
        XCTAssertEqual(RowMeasurer.measure(renderRow, listWidth: 100, scale: 1, collectsImages: false).height, 40)
        let raster = try await CellRasterizer(listWidth: 100, scale: 1, background: .white, imageLoader: nil,
                                                  selectionStyle: .iOSLight)
            .rasterize(renderRow, height: 40)
        XCTAssertColor(raster.bitmap.pixel(x: 90, y: 20), LeadingMarkCell.red)
        XCTAssertColor(raster.bitmap.pixel(x: 10, y: 20), .white)
    }
}
