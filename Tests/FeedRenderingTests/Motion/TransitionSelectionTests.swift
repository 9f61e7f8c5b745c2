import Appearance
@testable import FeedRendering
import ListDiffKit
import Lists
import Nodes
import Raster
import TestSupport
import XCTest

private struct Rows: ListDiffable {
    var diffIdentifier: any Hashable & Sendable { "rows" }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { other is Rows }
}

/// Two white 100 pt rows, the first selected.
private final class SelectedRowController: SectionController {
    override var numberOfItems: Int { 2 }
    override func identifierForItem(at index: Int) -> String { "row-\(index)" }
    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        {
            let cell = RenderBlockCell(height: 100, color: .white)
            cell.isSelected = index == 0
            return cell
        }
    }
}

/// The frames of a list transition draw selected cells in the device's look, as frames do.
final class TransitionSelectionTests: XCTestCase {
    private func firstFrame(_ platform: DevicePlatform, theme: Theme = .light) async throws -> Bitmap {
        var device = RenderFixtures.device(width: 100, height: 200, scale: 2)
        device.platform = platform
        let adapter = ListAdapter(objects: [Rows()]) { _ in SelectedRowController() }
        let settings = FeedRenderSettings(presentation: FeedPresentation(device: device, theme: theme), jobs: 2)
        let renderer = try await ListTransitionRenderer(update: adapter.performBatch { _ in }, settings: settings)
        return try renderer.image(ofFrame: 0)
    }

    /// iOS: systemGray4 #D1D1D6. Android light: #1D1B20 at 8% over white = (237, 237, 237);
    /// Android dark: #E6E0E9 at 8% over the dark cell background; row 1 keeps its white.
    func testSelectedRowsTakeTheDevicesLook() async throws {
        let iOS = try await firstFrame(.iOS)
        assertPixel(iOS, 100, 100, Color(red8: 0xD1, green8: 0xD1, blue8: 0xD6), tolerance: 0)
        let android = try await firstFrame(.android)
        assertPixel(android, 100, 100, Color(red8: 237, green8: 237, blue8: 237), tolerance: 1)
        assertPixel(android, 100, 300, .white, tolerance: 0)
    }
}
