import Appearance
import Cells
import FeedrenderTesting
import Foundation
import Layout
import Nodes
import Raster
import TestSupport
import XCTest

/// What a team sees when a cell changes: three cells checked in a theme × text-size matrix,
/// references in a temporary folder. Changing one cell's separator colour fails exactly that
/// cell's references, every variant of it, each reported on its own, with artefacts; the
/// review page lists them; `failed` mode re-records only them.
final class BreakingChangeTests: XCTestCase {
    private var root: URL!
    override func setUpWithError() throws { root = try makeTemporaryDirectory() }

    private static let post = Post(id: "p", kind: .text, name: "Ava Nguyen", location: "Brooklyn, NY", dateLabel: "Jun 30",
                                   avatar: nil, photo: nil, body: "A text post with a separator under it.")
    private static let message = Message(id: "m", user: "Mission Control", text: "Proceed to the crater rim.")
    private static let weather = Weather(id: "w", summary: "Sunny, -62°C", sunrise: "6:12", sunset: "18:45",
                                         high: "-23°C", low: "-82°C", isExpanded: false)
    private static let variants = SnapshotVariant.matrix(themes: [.light, .dark], textSizes: [.default, .large])

    /// The cells by name; `broken` paints the post's separator red, as an edit to that cell would.
    private func cells(broken: Bool) -> [(name: String, build: (SnapshotVariant) -> DisplayNode)] {
        [("post", { variant in
            let cell = PostCellNode(post: Self.post, theme: variant.resolvedTheme)
            if broken {
                // The cell manages its subnodes: they exist once it is laid out.
                _ = cell.layoutThatFits(SizeRange(min: Size(width: 390, height: 0), max: Size(width: 390, height: .infinity)))
                cell.subnodes.first { $0.identifier == "separator" }?.backgroundColor = Color(red8: 255, green8: 0, blue8: 0)
            }
            return cell
        }),
         ("message", { MessageCellNode(message: Self.message, theme: $0.resolvedTheme) }),
         ("weather", { WeatherCellNode(weather: Self.weather, theme: $0.resolvedTheme) })]
    }

    private func checkAll(_ record: SnapshotTestingConfiguration.Record, broken: Bool,
                          testName: String = #function) async -> [SnapshotIssue] {
        let configuration = SnapshotConfiguration(snapshotsDirectory: root.appendingPathComponent("Snapshots"),
                                                  artifactsDirectory: root.appendingPathComponent("artifacts"), isCI: false)
        var issues: [SnapshotIssue] = []
        await withSnapshotConfiguration(configuration) {
            for (name, build) in cells(broken: broken) {
                issues += await verifySnapshot(of: build, as: .node(width: 390, scale: 1), variants: Self.variants,
                                               named: name, record: record, writesArtifacts: true, testName: testName)
            }
        }
        return issues
    }

    private var folder: URL { root.appendingPathComponent("Snapshots/BreakingChangeTests") }
    private func names(_ issues: [SnapshotIssue]) -> [String] { issues.map(\.reference.lastPathComponent).sorted() }

    func testChangingOneCellFailsExactlyItsReferencesInEveryVariant() async throws {
        let test = "testChangingOneCellFailsExactlyItsReferencesInEveryVariant"
        let recorded = await checkAll(.all, broken: false)
        XCTAssertEqual(recorded.count, 12, "recording fails every check, loudly")
        XCTAssertTrue(recorded.allSatisfy(\.recorded))
        let references = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(references.count, 12, "one reference per cell and variant")
        XCTAssertTrue(references.contains("\(test).post-dark-text130.png"), "\(references.sorted())")
        // Larger text makes a taller cell.
        let regular = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("\(test).message-light-text100.png")))
        let large = try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("\(test).message-light-text130.png")))
        XCTAssertGreaterThan(large.height, regular.height)
        let weatherBytes = try Data(contentsOf: folder.appendingPathComponent("\(test).weather-dark-text100.png"))

        let unchanged = await checkAll(.never, broken: false)
        XCTAssertEqual(names(unchanged), [], "unchanged cells match")

        let failures = await checkAll(.missing, broken: true)
        XCTAssertEqual(names(failures), ["\(test).post-dark-text100.png", "\(test).post-dark-text130.png",
                                         "\(test).post-light-text100.png", "\(test).post-light-text130.png"])
        for failure in failures {
            XCTAssertFalse(failure.recorded)
            XCTAssertEqual(failure.layoutChanges, nil, "a colour change moves nothing")
            XCTAssertEqual(failure.difference?.differingPixels, 390 * 8, "the 8-pt separator, every pixel")
            XCTAssertTrue(failure.message.contains("post-\(failure.variant!.suffix).diff.png"), failure.message)
        }
        let page = try ReviewPage(artifactsDirectory: root.appendingPathComponent("artifacts"))
        XCTAssertEqual(page.failures.map(\.name), ["post-dark-text100", "post-dark-text130", "post-light-text100",
                                                   "post-light-text130"].map { "\(test).\($0)" })

        let accepted = await checkAll(.failed, broken: true)
        XCTAssertEqual(names(accepted), names(failures), "failed mode rewrites only the failing references")
        XCTAssertTrue(accepted.allSatisfy(\.recorded))
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("\(test).weather-dark-text100.png")), weatherBytes)
        let afterAccepting = await checkAll(.never, broken: true)
        XCTAssertEqual(names(afterAccepting), [])
        XCTAssertEqual(try ReviewPage(artifactsDirectory: root.appendingPathComponent("artifacts")).failures.count, 0,
                       "accepted changes leave nothing to review")
    }
}
