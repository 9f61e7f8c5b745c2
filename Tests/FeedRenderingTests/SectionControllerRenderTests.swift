@testable import FeedRendering
import Appearance
import Foundation
import Layout
import ListDiffKit
import Lists
import Nodes
import Raster
import TestSupport
import XCTest

private struct Block: ListDiffable {
    var name: String
    var count: Int
    var diffIdentifier: any Hashable & Sendable { name }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Block)?.name == name }
}

/// Cells that would size themselves to nothing: `sizeForItem(at:)` gives each a quarter of
/// the scrolling area's height (from the collection context), and writes section events.
private final class QuarterController: SectionController, ListDisplayDelegate, ListWorkingRangeDelegate {
    let name: String
    let count: Int
    var color: Color
    var badSize: Size?
    /// Runs when the section comes on screen.
    var onWillDisplay: ((QuarterController) -> Void)?

    init(_ block: Block, color: Color, events: @escaping (String) -> Void) {
        name = block.name
        count = block.count
        self.color = color
        self.events = events
        super.init()
        displayDelegate = self
        workingRangeDelegate = self
    }

    private let events: (String) -> Void

    override var numberOfItems: Int { count }
    override func sizeForItem(at index: Int) -> Size? {
        if let badSize { return badSize }
        let area = collectionContext?.insetContainerSize ?? .zero
        return Size(width: area.width, height: area.height / 4)
    }
    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        let color = color
        return {
            let cell = CellNode()
            cell.backgroundColor = color
            return cell
        }
    }

    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) {
        events("will \(name)")
        onWillDisplay?(self)
    }
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) { events("end \(name)") }
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController, cellAt index: Int) {}
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController, cellAt index: Int) {}
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: SectionController) {
        events("enter \(name)")
    }
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: SectionController) {
        events("exit \(name)")
    }
}

/// Section controllers in a render: sizes from `sizeForItem(at:)` and the collection
/// context, display and working-range events frame by frame, and bad sizes.
final class SectionControllerRenderTests: XCTestCase {
    private let colors: [String: Color] = ["a": .red, "b": .green, "c": .blue]

    private func render(_ adapter: ListAdapter) async throws -> FeedRenderResult {
        // 100×200 pt at 1x with no bars: the scrolling area is the whole screen.
        let settings = FeedRenderSettings(presentation: FeedPresentation(device: RenderFixtures.device(scale: 1)), writesStrip: false)
        let directory = try makeTemporaryDirectory(prefix: "feedrender-sections")
        return try await FeedRenderer(source: adapter, settings: settings).render(to: directory)
    }

    func testSizesAndEventsFollowTheFrames() async throws {
        var events: [String] = []
        let adapter = ListAdapter(objects: ["a", "b", "c"].map { Block(name: $0, count: 4) }, workingRangeSize: 1) { object in
            let block = object as! Block
            return QuarterController(block, color: self.colors[block.name]!) { events.append($0) }
        }
        let result = try await render(adapter)
        XCTAssertEqual(adapter.containerSize, Size(width: 100, height: 200))
        // Twelve cells of 200 / 4 = 50 pt: three frames, one section each.
        XCTAssertEqual(result.manifest.contentHeight, 600)
        XCTAssertEqual(result.frameCount, 3)
        for (index, name) in ["a", "b", "c"].enumerated() {
            let frame = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-0000\(index).png"))
            XCTAssertColor(frame.pixel(x: 50, y: 25), colors[name]!, "frame \(index)")
            XCTAssertColor(frame.pixel(x: 50, y: 175), colors[name]!, "frame \(index)")
            let cells = try XCTUnwrap(result.manifest.files.first { $0.path == "frame-0000\(index).png" }).cells
            XCTAssertEqual(cells.map(\.rect.height), [50, 50, 50, 50])
            XCTAssertEqual(cells.map(\.identifier), (0..<4).map { "\(name)/\($0)" })
        }
        // Each frame shows one section: it comes on screen, the one before leaves, and the
        // working range (one section either side) moves along.
        XCTAssertEqual(events, ["will a", "enter a", "enter b",
                                "will b", "enter c", "end a",
                                "will c", "end b", "exit a",
                                "end c", "exit b", "exit c"])
    }

    func testANegativeOrNonFiniteSizeIsAnErrorNamingTheSection() async throws {
        for bad in [Size(width: 100, height: -5), Size(width: .nan, height: 40), Size(width: 100, height: .infinity)] {
            let adapter = ListAdapter(objects: [Block(name: "fine", count: 1), Block(name: "weather", count: 2)]) { object in
                let block = object as! Block
                let controller = QuarterController(block, color: .red) { _ in }
                if block.name == "weather" { controller.badSize = bad }
                return controller
            }
            do {
                _ = try await render(adapter)
                XCTFail("expected an error for \(bad)")
            } catch let error as FeedRenderError {
                guard case .sectionController = error else { return XCTFail("\(error)") }
                XCTAssertTrue(error.description.contains("weather/0: section 1's sizeForItem(at: 0) returned"), error.description)
            }
        }
    }

    /// A section that recolours its cells and reloads itself when it comes on screen
    /// (after frame 0 drew it ahead in green) shows the new colour in its frame.
    func testReloadFromADisplayEventRedrawsTheSection() async throws {
        let adapter = ListAdapter(objects: ["a", "b"].map { Block(name: $0, count: 4) }) { object in
            let block = object as! Block
            let controller = QuarterController(block, color: self.colors[block.name]!) { _ in }
            if block.name == "b" {
                controller.onWillDisplay = { controller in
                    controller.color = .yellow
                    controller.collectionContext?.reload(controller)
                }
            }
            return controller
        }
        let result = try await render(adapter)
        XCTAssertEqual(result.frameCount, 2)
        let frame1 = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00001.png"))
        XCTAssertColor(frame1.pixel(x: 50, y: 25), .yellow)
        XCTAssertColor(frame1.pixel(x: 50, y: 175), .yellow)
        let frame0 = try RenderFixtures.decodePNG(result.directory.appendingPathComponent("frame-00000.png"))
        XCTAssertColor(frame0.pixel(x: 50, y: 100), .red)
    }

    /// A section that grows and reloads whenever one of its cells comes on screen, its cells
    /// sharing the screen: each reload shows a new cell, so it would never settle. A frame
    /// reloads at most three times, then is drawn.
    func testAFrameReloadsOnlyAFewTimes() async throws {
        final class Growing: SectionController, ListDisplayDelegate {
            var count = 1
            override init() {
                super.init()
                displayDelegate = self
            }
            override var numberOfItems: Int { count }
            override func sizeForItem(at index: Int) -> Size? { Size(width: 100, height: 200 / Double(count)) }
            override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode { { CellNode() } }
            func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController) {}
            func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController) {}
            func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController, cellAt index: Int) {
                count += 1
                collectionContext?.reload(self)
            }
            func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController, cellAt index: Int) {}
        }
        let growing = Growing()
        let adapter = ListAdapter(objects: [Block(name: "g", count: 1)]) { _ in growing }
        let result = try await render(adapter)
        XCTAssertEqual(growing.count, 4, "one reload from the first showing, three more passes")
        XCTAssertEqual(result.manifest.contentHeight, 200, accuracy: 0.01)
        XCTAssertEqual(result.frameCount, 1)
    }
}
