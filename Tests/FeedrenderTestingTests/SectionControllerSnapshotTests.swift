import Appearance
import FeedRendering
import FeedrenderTesting
import Layout
import ListDiffKit
import Lists
import Nodes
import Raster
import Text
import XCTest

private struct Entry: ListDiffable {
    var date: String
    var text: String
    var diffIdentifier: any Hashable & Sendable { date }
    func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Entry)?.text == text }
}

/// Marslink's journal section as IGListKit writes it: a date cell sized by `sizeForItem(at:)`
/// (30 pt, the container's width) over a text cell that sizes itself; a selected entry.
private final class JournalSectionController: SectionController {
    private var entry: Entry?

    override init() {
        super.init()
        inset = EdgeInsets(top: 0, left: 0, bottom: 15, right: 0)
    }

    override var numberOfItems: Int { 2 }
    override func didUpdate(to object: any ListDiffable) { entry = object as? Entry }

    override func sizeForItem(at index: Int) -> Size? {
        index == 0 ? Size(width: collectionContext?.containerSize.width ?? 0, height: 30) : nil
    }

    override func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        let text = index == 0 ? entry?.date ?? "" : entry?.text ?? ""
        let isDate = index == 0, selected = entry?.date == "SOL 2"
        return {
            let cell = CellNode()
            let label = TextNode(text, font: Font(size: isDate ? 14 : 17, weight: isDate ? .bold : .regular),
                                 color: isDate ? Color(red8: 0x8E, green8: 0x8E, blue8: 0x93) : .black)
            cell.automaticallyManagesSubnodes = true
            cell.backgroundColor = .white
            cell.isSelected = selected && !isDate
            cell.layoutSpecBlock = { _, _ in
                InsetLayoutSpec(insets: EdgeInsets(top: isDate ? 8 : 4, left: 15, bottom: 4, right: 15), child: label)
            }
            return cell
        }
    }
}

final class SectionControllerSnapshotTests: XCTestCase {
    func testJournalSectionsSizedBySizeForItem() async {
        let entries = [Entry(date: "SOL 1", text: "Landed. The dust settles slowly."),
                       Entry(date: "SOL 2", text: "Potatoes, day one. Selected in the list."),
                       Entry(date: "SOL 3", text: "The rover's battery holds.")]
        var device = DevicePreset.default
        device.width = 320
        device.height = 400
        device.scale = 2
        let settings = FeedRenderSettings(presentation: FeedPresentation(device: device), writesStrip: false)
        let adapter = ListAdapter(objects: entries) { _ in JournalSectionController() }
        await assertSnapshot(of: adapter as any FeedSource, as: .feed(settings: settings, output: .frame(1)))
    }
}
