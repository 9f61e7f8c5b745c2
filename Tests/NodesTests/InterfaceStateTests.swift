import FeedrenderTesting
import Layout
import Nodes
import Raster
import TestSupport
import Text
import XCTest

/// A node that writes each interface-state call into a shared log.
final class LoggingNode: DisplayNode {
    let name: String
    let log: Log

    final class Log {
        var entries: [String] = []
    }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init()
    }

    override func didEnterPreloadState() { super.didEnterPreloadState(); log.entries.append("\(name) +preload") }
    override func didExitPreloadState() { super.didExitPreloadState(); log.entries.append("\(name) -preload") }
    override func didEnterDisplayState() { super.didEnterDisplayState(); log.entries.append("\(name) +display") }
    override func didExitDisplayState() { super.didExitDisplayState(); log.entries.append("\(name) -display") }
    override func didEnterVisibleState() { super.didEnterVisibleState(); log.entries.append("\(name) +visible") }
    override func didExitVisibleState() { super.didExitVisibleState(); log.entries.append("\(name) -visible") }
    override func interfaceStateDidChange(_ newState: InterfaceState, from oldState: InterfaceState) {
        super.interfaceStateDidChange(newState, from: oldState)
        log.entries.append("\(name) \(oldState.rawValue)->\(newState.rawValue)")
    }
}

/// A Texture-style node that has nothing to show until it is preloaded: then it loads its
/// text (as a ported node fetching its model would) and lays it out.
final class PreloadedTextNode: CellNode {
    let label = TextNode()
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

    override func didExitPreloadState() {
        super.didExitPreloadState()
        label.attributedText = nil
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(top: 2, left: 8, bottom: 2, right: 8), child: label)
    }
}

final class InterfaceStateTests: XCTestCase {
    /// One change calls preload, display, visible (each that changed), then the change hook;
    /// a node before its subnodes.
    func testHooksRunInTexturesOrderNodeBeforeSubnodes() {
        let log = LoggingNode.Log()
        let cell = LoggingNode("cell", log: log), child = LoggingNode("child", log: log)
        cell.addSubnode(child)
        cell.recursivelySetInterfaceState([.preload, .display, .visible])
        XCTAssertEqual(log.entries, ["cell +preload", "cell +display", "cell +visible", "cell 0->14",
                                     "child +preload", "child +display", "child +visible", "child 0->14"])
        XCTAssertTrue(child.isVisible && child.isInDisplayState && child.isInPreloadState)
        log.entries = []
        cell.recursivelySetInterfaceState([.preload])
        XCTAssertEqual(log.entries, ["cell -display", "cell -visible", "cell 14->2", "child -display", "child -visible", "child 14->2"])
        log.entries = []
        cell.recursivelySetInterfaceState([.preload])
        XCTAssertEqual(log.entries, [], "no change, no calls")
    }

    /// Walking a row in and out goes one range at a time: in through preload, display and
    /// visible, out through visible, display and preload.
    func testWalkingInAndOutStepsThroughTheRanges() {
        let log = LoggingNode.Log()
        let cell = LoggingNode("cell", log: log)
        let seen = cell.walkingThroughInterfaceStates([.preload, .display, .visible]) { cell.interfaceState }
        XCTAssertEqual(seen, [.preload, .display, .visible])
        XCTAssertEqual(log.entries, ["cell +preload", "cell 0->2", "cell +display", "cell 2->6", "cell +visible", "cell 6->14",
                                     "cell -visible", "cell 14->6", "cell -display", "cell 6->2", "cell -preload", "cell 2->0"])
        XCTAssertEqual(cell.interfaceState, [])
    }

    /// A subnode added to a preloaded node is preloaded; one removed leaves every state.
    func testSubnodesTakeTheirSupernodesState() {
        let log = LoggingNode.Log()
        let cell = LoggingNode("cell", log: log), late = LoggingNode("late", log: log)
        cell.recursivelySetInterfaceState([.preload])
        log.entries = []
        cell.addSubnode(late)
        XCTAssertEqual(log.entries, ["late +preload", "late 0->2"])
        late.removeFromSupernode()
        XCTAssertEqual(log.entries.suffix(2), ["late -preload", "late 2->0"])
    }

    /// Rendered, a node that loads its text on preload is 20 pt tall and shows the text in
    /// its inset (x ≥ 8); once drawn it has left every state again.
    func testRenderedNodeShowsWhatItLoadedOnPreload() async throws {
        let node = PreloadedTextNode(number: 7)
        let rendered = try await render(node, width: 100)
        XCTAssertEqual(rendered.bitmap.height, 20)
        let ink = try XCTUnwrap(rendered.bitmap.inkBounds(isInk: isDarkInk), "the text loaded on preload is drawn")
        XCTAssertGreaterThanOrEqual(ink.minX, 8)
        XCTAssertGreaterThanOrEqual(ink.minY, 2)
        XCTAssertEqual(node.interfaceState, [])
        XCTAssertNil(node.label.attributedText, "exiting preload dropped the text")
    }

    /// The same node as a snapshot test sees it: Snapshots/InterfaceStateTests/.
    func testPreloadedNodeMatchesReference() async {
        await assertSnapshot(of: PreloadedTextNode(number: 42), as: .node(width: 120, scale: 2))
    }
}
