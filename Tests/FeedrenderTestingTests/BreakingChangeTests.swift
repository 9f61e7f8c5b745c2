import ImageDiff
import Appearance
import Cells
import FeedRendering
import TestSupport
import FeedrenderTesting
import Foundation
import Layout
import Nodes
import Raster
import XCTest

/// What a person sees when a cell changes: with references in a temporary folder, a colour
/// change and a margin change each fail the right snapshot with artefacts, an untouched cell
/// still passes, `failed` mode re-records only the two, and the review page lists them.
final class BreakingChangeTests: XCTestCase {
    private var root: URL!
    override func setUpWithError() throws { root = try TestImages.temporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: root) }

    private func configuration(_ record: RecordMode) -> SnapshotConfiguration {
        SnapshotConfiguration(snapshotsDirectory: root.appendingPathComponent("Snapshots"),
                              artifactsDirectory: root.appendingPathComponent("artifacts"),
                              record: record, isCI: false, suite: "Cells")
    }

    private static let post = Post(id: "p", kind: .text, name: "Ava Nguyen", location: "Brooklyn, NY", dateLabel: "Jun 30",
                                   avatar: nil, photo: nil, body: "A text post with a separator under it.")
    private static let message = Message(id: "m", user: "Mission Control", text: "Proceed to the crater rim.")
    private static let weather = Weather(id: "w", summary: "Sunny, -62°C", sunrise: "6:12", sunset: "18:45",
                                         high: "-23°C", low: "-82°C", isExpanded: false)

    /// The three cells; `broken` changes the post's separator colour and the margin above the message's text,
    /// as an edit to those cells would.
    private func cells(broken: Bool) -> [(test: String, node: DisplayNode)] {
        let post = PostCellNode(post: Self.post, theme: .light)
        let message = MessageCellNode(message: Self.message, theme: .light)
        if broken {
            // These cells manage their subnodes: the subnodes exist once laid out.
            for cell in [post, message] as [DisplayNode] {
                _ = cell.layoutThatFits(SizeRange(min: Size(width: 390, height: 0), max: Size(width: 390, height: .infinity)))
            }
            post.subnodes.first { $0.identifier == "separator" }?.backgroundColor = Color(red8: 255, green8: 0, blue8: 0)
            message.subnodes.first { $0.identifier == "text" }?.style.spacingBefore += 6
        }
        return [("testPost()", post), ("testMessage()", message),
                ("testWeather()", WeatherCellNode(weather: Self.weather, theme: .light))]
    }

    private func verifyAll(_ record: RecordMode, broken: Bool) async -> [String: Result<SnapshotOutcome, Error>] {
        var results: [String: Result<SnapshotOutcome, Error>] = [:]
        await withSnapshotConfiguration(configuration(record)) {
            for (test, node) in cells(broken: broken) {
                do {
                    results[test] = .success(try await verifySnapshot(of: node, width: 390, scale: 1, testName: test))
                } catch {
                    results[test] = .failure(error)
                }
            }
        }
        return results
    }

    private func reference(_ name: String) -> URL { root.appendingPathComponent("Snapshots/Cells/\(name).png") }
    private func artifact(_ name: String) -> URL { root.appendingPathComponent("artifacts/Cells/\(name)") }

    func testBrokenCellsFailWithArtifactsAndFailedModeReRecordsOnlyThem() async throws {
        // Record the references.
        for (test, result) in await verifyAll(.all, broken: false) {
            guard case .success(.recorded) = result else { return XCTFail("\(test): \(result)") }
        }
        let weatherBytes = try Data(contentsOf: reference("testWeather"))
        let weatherDate = try FileManager.default.attributesOfItem(atPath: reference("testWeather").path)[.modificationDate] as? Date

        // Break two cells: exactly those two fail, each for the right reason.
        let broken = await verifyAll(.missing, broken: true)
        guard case .failure(let postError) = broken["testPost()"], let post = postError as? SnapshotFailure else {
            return XCTFail("the post must fail: \(String(describing: broken["testPost()"]))")
        }
        XCTAssertEqual(post.difference?.matches, false)
        XCTAssertEqual(post.layoutChanges?.isEmpty, true, "a colour change moves nothing")
        XCTAssertEqual(post.difference?.differingPixels, 390 * 8, "the 8-pt separator, every pixel")
        XCTAssertTrue(post.description.contains("testPost.diff.png"))

        guard case .failure(let messageError) = broken["testMessage()"], let message = messageError as? SnapshotFailure else {
            return XCTFail("the message must fail: \(String(describing: broken["testMessage()"]))")
        }
        XCTAssertEqual(message.layoutChanges?.moved.map(\.path).contains("MessageCellNode/text"), true,
                       "\(message.layoutChanges?.description ?? "")")
        XCTAssertTrue(message.description.contains("moved: MessageCellNode/text"), message.description)
        // The diff outlines where the moved node is now.
        let moved = try XCTUnwrap(message.layoutChanges?.moved.first { $0.path == "MessageCellNode/text" })
        let messageDiff = try PNGDecoder.decode(Data(contentsOf: artifact("testMessage.diff.png")))
        let corner = messageDiff.pixel(x: Int(moved.actual.minX), y: Int(moved.actual.minY)).rgba8
        XCTAssertEqual([corner.red, corner.green, corner.blue], [255, 0, 255], "magenta outline")
        guard case .success(.matched) = broken["testWeather()"] else {
            return XCTFail("the untouched cell passes: \(String(describing: broken["testWeather()"]))")
        }
        for file in ["testPost.actual.png", "testPost.diff.png", "testPost.reference.png", "testPost.failure.json",
                     "testMessage.actual.png", "testMessage.diff.png", "testMessage.actual.layout.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifact(file).path), "missing artefact \(file)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifact("testWeather.failure.json").path))
        let diff = try PNGDecoder.decode(Data(contentsOf: artifact("testPost.diff.png")))
        XCTAssertEqual(diff.pixel(x: 200, y: diff.height - 2).rgba8.red, 255, "the separator is marked red")
        XCTAssertEqual(diff.pixel(x: 200, y: diff.height - 2).rgba8.green, 0)

        // The review page shows both failures.
        let page = try ReviewPage(artifactsDirectory: root.appendingPathComponent("artifacts"))
        XCTAssertEqual(page.failures.map(\.name), ["testMessage", "testPost"])

        // Accept the change: only the two failing references are rewritten.
        let accepted = await verifyAll(.failed, broken: true)
        guard case .success(.recorded) = accepted["testPost()"], case .success(.recorded) = accepted["testMessage()"],
              case .success(.matched) = accepted["testWeather()"] else {
            return XCTFail("failed mode: \(accepted)")
        }
        XCTAssertEqual(try Data(contentsOf: reference("testWeather")), weatherBytes)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: reference("testWeather").path)[.modificationDate] as? Date,
                       weatherDate)
        for (test, result) in await verifyAll(.never, broken: true) {
            guard case .success(.matched) = result else { return XCTFail("\(test) after accepting: \(result)") }
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifact("testPost.failure.json").path), "artefacts cleared")
    }
}
