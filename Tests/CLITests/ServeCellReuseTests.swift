@testable import FeedrenderCLI
import FeedRendering
import Foundation
import TestSupport
import XCTest

/// `feedrender serve` keeps cell pixels between renders (`CellRasterMemo`): a save redraws
/// only the cells it changed, and the frames are the bytes a cold render writes.
final class ServeCellReuseTests: XCTestCase {
    private var site: URL!
    private var document: URL!
    private var options: RenderOptions!

    override func setUp() async throws {
        let root = try makeTemporaryDirectory(prefix: "feedrender-serve-reuse")
        site = root.appendingPathComponent("site", isDirectory: true)
        let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/FeedDocuments/DemoAssets")
        try FileManager.default.copyItem(at: demo, to: site)
        document = site.appendingPathComponent("demo.yaml")
        // As `serve` renders: frames only.
        options = try RenderOptions.parse([])
        options.strip = false
        options.contactSheet = false
        options.frames = true
    }

    private func render(_ name: String, reuse: CellReuse?) async throws -> [String: Data] {
        let output = site.deletingLastPathComponent().appendingPathComponent(name, isDirectory: true)
        let images = try await ServeCommand.render(document, into: output, options: options, reuse: reuse)
        XCTAssertGreaterThan(images.count, 5)
        return try Dictionary(uniqueKeysWithValues: images.map {
            ($0.name, try Data(contentsOf: output.appendingPathComponent($0.name)))
        })
    }

    private func edit(_ old: String, _ new: String) throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        XCTAssertTrue(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: document)
    }

    func testAWarmRenderAfterAnEditDrawsOnlyTheEditedCellAndMatchesAColdRenderByteForByte() async throws {
        let memo = CellRasterMemo(byteLimit: 1 << 30)
        let reuse = CellReuse(memo: memo, owner: "demo.yaml", environment: "files-1")
        let first = try await render("first", reuse: reuse)
        let cells = memo.counts.drawn
        XCTAssertEqual(memo.counts.reused, 0)
        XCTAssertGreaterThan(cells, 40, "the demo's rows, all drawn")
        XCTAssertEqual(memo.count, cells)

        // One post's text and the bar's title (drawn over the list, not a cell).
        try edit("moved to Thursday because", "moved to Friday because")
        try edit("navigationTitle: Feedrender\n", "navigationTitle: Feedrender 2\n")
        let warm = try await render("warm", reuse: reuse)
        XCTAssertEqual(memo.counts.drawn - cells, 1, "only the edited post is drawn again")
        XCTAssertEqual(memo.counts.reused, cells - 1)
        XCTAssertEqual(memo.count, cells, "the edited post's old pixels left the memo")

        let cold = try await render("cold", reuse: nil)
        XCTAssertEqual(warm.keys.sorted(), cold.keys.sorted())
        for (name, png) in cold { XCTAssertEqual(warm[name], png, "\(name): warm and cold renders differ") }
        XCTAssertEqual(first.keys.sorted(), cold.keys.sorted())
        XCTAssertTrue(cold.allSatisfy { first[$0.key] != $0.value }, "the title changed on every frame")
    }

    func testAnotherEnvironmentOrVariantReusesNothing() async throws {
        let memo = CellRasterMemo(byteLimit: 1 << 30)
        _ = try await render("first", reuse: CellReuse(memo: memo, owner: "demo.yaml", environment: "files-1"))
        let cells = memo.counts.drawn
        // An image file changed: the caller's fingerprint of the other files differs.
        _ = try await render("files", reuse: CellReuse(memo: memo, owner: "demo.yaml", environment: "files-2"))
        XCTAssertEqual(memo.counts.reused, 0)
        XCTAssertEqual(memo.counts.drawn, 2 * cells)
        XCTAssertEqual(memo.count, cells, "the owner's cells of the old files left the memo")

        options.theme = "dark"
        let dark = try await render("dark", reuse: CellReuse(memo: memo, owner: "demo.yaml", environment: "files-2"))
        XCTAssertEqual(memo.counts.reused, 0, "a theme is part of every cell's key")
        let cold = try await render("cold", reuse: nil)
        for (name, png) in cold { XCTAssertEqual(dark[name], png, name) }
    }

    func testTheMemoStaysWithinItsByteLimit() async throws {
        let memo = CellRasterMemo(byteLimit: 8 << 20)
        let reuse = CellReuse(memo: memo, owner: "demo.yaml", environment: "files-1")
        _ = try await render("first", reuse: reuse)
        XCTAssertLessThanOrEqual(memo.totalBytes, 8 << 20)
        XCTAssertGreaterThan(memo.count, 0)
        let warm = try await render("warm", reuse: reuse)
        XCTAssertGreaterThan(memo.counts.reused, 0)
        XCTAssertLessThanOrEqual(memo.totalBytes, 8 << 20)
        let cold = try await render("cold", reuse: nil)
        for (name, png) in cold { XCTAssertEqual(warm[name], png, name) }
    }
}
