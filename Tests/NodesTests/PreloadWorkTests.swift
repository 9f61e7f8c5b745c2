import ImageLoading
import Layout
import Nodes
import Raster
import TestSupport
import Text
import XCTest

/// A node whose text comes from async work started on preload (a ported node fetching
/// its model): `delay` long, failing when `fails`.
private final class FetchingNode: CellNode {
    let label = TextNode()
    private let delay: Duration
    private let fails: Bool

    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "the model is unavailable" }
    }

    init(delay: Duration, fails: Bool = false) {
        self.delay = delay
        self.fails = fails
        super.init()
        automaticallyManagesSubnodes = true
        identifier = "fetching"
        style.height = .points(10)
    }

    override func didEnterPreloadState() {
        super.didEnterPreloadState()
        let delay = delay, fails = fails
        preload({ () async throws -> String in
            try await Task.sleep(for: delay)
            if fails { throw Unavailable() }
            return "Fetched"
        }, then: { [weak self] text in
            self?.label.attributedText = AttributedText(text, font: Font(size: 12), color: .black)
            self?.style.height = .points(24)
        })
    }

    override func layoutSpecThatFits(_ constrainedSize: SizeRange) -> any LayoutElement {
        InsetLayoutSpec(insets: EdgeInsets(top: 4, left: 6, bottom: 4, right: 6), child: label)
    }
}

final class PreloadWorkTests: XCTestCase {
    private func render(_ node: DisplayNode, deadline: Duration = .seconds(5)) async throws -> RenderedNode {
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(imageDeadline: deadline))
        defer { loader.shutdown() }
        return try await NodeRenderer.render(node, width: 100, scale: 1, imageLoader: loader)
    }

    /// The work's result is applied before layout: 24 pt tall, the text inside the insets.
    func testAsyncWorkIsAwaitedBeforeLayout() async throws {
        let rendered = try await render(FetchingNode(delay: .milliseconds(20)))
        XCTAssertEqual(rendered.warnings, [])
        XCTAssertEqual(rendered.bitmap.height, 24)
        let ink = try XCTUnwrap(rendered.bitmap.inkBounds(isInk: isDarkInk))
        XCTAssertGreaterThanOrEqual(ink.minX, 6)
        XCTAssertGreaterThanOrEqual(ink.minY, 4)
    }

    /// Work that throws, or outlasts the image deadline, leaves the node as it was (10 pt,
    /// no text) with a warning naming the node.
    func testFailedOrLateWorkIsAWarningNamingTheNode() async throws {
        let failed = try await render(FetchingNode(delay: .zero, fails: true))
        XCTAssertEqual(failed.warnings, ["fetching: preload failed: the model is unavailable; drawn without it"])
        XCTAssertEqual(failed.bitmap.height, 10)
        XCTAssertNil(failed.bitmap.inkBounds(isInk: isDarkInk))

        let clock = ContinuousClock(), start = clock.now
        let late = try await render(FetchingNode(delay: .seconds(30)), deadline: .milliseconds(100))
        XCTAssertLessThan(clock.now - start, .seconds(10), "the work is abandoned at the deadline")
        XCTAssertEqual(late.warnings.count, 1)
        XCTAssertTrue(late.warnings[0].hasPrefix("fetching: preload did not finish within"), late.warnings[0])
        XCTAssertEqual(late.bitmap.height, 10)
    }
}
