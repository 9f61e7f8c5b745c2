import Appearance
import FeedrenderTesting
import Foundation
import ImageDiff
import ImageLoading
import Layout
import Nodes
import Raster
import SnapshotTesting
import TestSupport
import XCTest

/// Record modes, CI refusal, naming, layout records and artefacts, with references in a
/// temporary folder (`<tmp>/Snapshots/SnapshotEngineTests/…`).
final class SnapshotEngineTests: XCTestCase {
    private var root: URL!
    override func setUpWithError() throws { root = try makeTemporaryDirectory() }

    private func configuration(isCI: Bool = false) -> SnapshotConfiguration {
        SnapshotConfiguration(snapshotsDirectory: root.appendingPathComponent("Snapshots"),
                              artifactsDirectory: root.appendingPathComponent("artifacts"), isCI: isCI)
    }

    private func verify(_ image: SnapshotImage, named name: String? = "card", _ record: SnapshotTestingConfiguration.Record,
                        isCI: Bool = false, tolerance: Tolerance? = nil, testName: String = #function) async -> [SnapshotIssue] {
        await withSnapshotConfiguration(configuration(isCI: isCI)) {
            await verifySnapshot(of: image, as: .image, named: name, tolerance: tolerance, record: record,
                                 writesArtifacts: true, testName: testName)
        }
    }

    private func file(_ name: String, _ function: String = #function) -> URL {
        let test = function.replacingOccurrences(of: "()", with: "")
        return root.appendingPathComponent("Snapshots/SnapshotEngineTests/\(test).\(name)")
    }

    private func artifact(_ kind: String, _ function: String = #function) -> URL {
        let test = function.replacingOccurrences(of: "()", with: "")
        return root.appendingPathComponent("artifacts/SnapshotEngineTests/\(test).card.\(kind)")
    }

    private static let layout = LayoutSnapshot(entries: [
        .init(path: "Card", frame: .init(x: 0, y: 0, width: 64, height: 48)),
        .init(path: "Card/title", frame: .init(x: 8, y: 8, width: 48, height: 12)),
    ])
    private static let image = SnapshotImage(bitmap: TestImages.ramp(), layout: layout)

    func testMissingReferenceIsRecordedAndFailsThenMatches() async throws {
        let first = await verify(Self.image, .missing)
        XCTAssertEqual(first.count, 1)
        XCTAssertEqual(first.first?.recorded, true)
        XCTAssertTrue(first.first?.message.contains("No reference was found on disk. Automatically recorded") ?? false,
                      first.first?.message ?? "")
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: file("card.png"))), Self.image.bitmap)
        XCTAssertEqual(try LayoutSnapshot.read(from: file("card.layout.json")), Self.layout)
        let second = await verify(Self.image, .missing)
        XCTAssertEqual(second.map(\.message), [])
    }

    func testAllModeRecordsAndStillFails() async throws {
        _ = await verify(Self.image, .all)
        try Data("not a png".utf8).write(to: file("card.png"))
        let issues = await verify(Self.image, .all)
        XCTAssertEqual(issues.map(\.recorded), [true])
        XCTAssertTrue(issues[0].message.contains("Record mode is on"), issues[0].message)
        let checked1 = await verify(Self.image, .never).count
        XCTAssertEqual(checked1, 0)
    }

    func testCIRefusesRecordingAndWritesNothing() async throws {
        for mode in [SnapshotTestingConfiguration.Record.all, .failed] {
            let issues = await verify(Self.image, mode, isCI: true)
            XCTAssertEqual(issues.count, 1)
            XCTAssertTrue(issues[0].message.contains("references are not recorded on CI (CI=true)"), issues[0].message)
            XCTAssertFalse(issues[0].recorded)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("Snapshots").path))
        // Only the run's record (what the review page reads): no image, no artefact.
        let written = FileManager.default.enumerator(atPath: root.appendingPathComponent("artifacts").path)?.allObjects as? [String] ?? []
        XCTAssertEqual(written.filter { !$0.hasPrefix("runs") }, [], "\(written)")

        // The default mode on CI: a missing reference fails, is not recorded, and its actual
        // image is kept for review.
        let missing = await verify(Self.image, .missing, isCI: true)
        XCTAssertTrue(missing.first?.message.contains("CI=true: references are not recorded on CI") ?? false,
                      missing.first?.message ?? "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("card.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifact("actual.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifact("failure.json").path))
    }

    func testNeverModeDoesNotRecord() async {
        let issues = await verify(Self.image, .never)
        XCTAssertTrue(issues.first?.message.contains("record mode never") ?? false)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("card.png").path))
    }

    func testPixelChangeFailsWithFiguresAndArtifacts() async throws {
        _ = await verify(Self.image, .all)
        let changed = TestImages.altered(Self.image.bitmap, where: { x, y in x < 4 && y < 5 }) { _ in .black }
        let issues = await verify(SnapshotImage(bitmap: changed, layout: Self.layout), .missing)
        let issue = try XCTUnwrap(issues.first)
        XCTAssertEqual(issue.difference?.differingPixels, 20)
        XCTAssertNil(issue.layoutChanges)
        for expected in ["20 of 3072 pixels differ", "largest channel delta", artifact("actual.png").path,
                         artifact("diff.png").path, "SNAPSHOT_TESTING_RECORD=failed swift test --filter",
                         "feedrender review"] {
            XCTAssertTrue(issue.message.contains(expected), "missing \(expected) in:\n\(issue.message)")
        }
        let diff = try PNGDecoder.decode(Data(contentsOf: artifact("diff.png")))
        XCTAssertEqual(diff.pixel(x: 1, y: 1).rgba8.red, 255)
        XCTAssertEqual(diff.pixel(x: 1, y: 1).rgba8.green, 0)
        XCTAssertNotEqual(diff.pixel(x: 30, y: 30).rgba8.green, 0, "unchanged pixels are not red")
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: artifact("actual.png"))), changed)
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: artifact("reference.png"))), Self.image.bitmap)
        let record = try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(contentsOf: artifact("failure.json")))
        XCTAssertEqual(record.differingPixels, 20)
        for line in [record.summary] + record.details {
            XCTAssertTrue(issue.message.contains(line), "the page's line \(line) is in the message")
        }
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: file("card.png"))), Self.image.bitmap, "reference untouched")
    }

    func testSizeChangeReadsTheSameInMessageAndReviewRecord() async throws {
        _ = await verify(Self.image, .all)
        let taller = SnapshotImage(bitmap: TestImages.ramp(width: 64, height: 50), layout: Self.layout)
        let issueChecks = await verify(taller, .never)
        let issue = try XCTUnwrap(issueChecks.first)
        let record = try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(contentsOf: artifact("failure.json")))
        XCTAssertTrue(record.summary.contains("size changed"), record.summary)
        XCTAssertTrue(record.details.contains("pixels: size differs: reference 64×48, actual 64×50"), "\(record.details)")
        for line in [record.summary] + record.details { XCTAssertTrue(issue.message.contains(line), issue.message) }
        let page = try ReviewPage(artifactsDirectory: root.appendingPathComponent("artifacts"))
        XCTAssertTrue(page.html.contains("pixels: size differs: reference 64×48, actual 64×50"))
    }

    func testLayoutChangeFailsEvenWhenPixelsMatch() async throws {
        _ = await verify(Self.image, .all)
        var moved = Self.layout
        moved.entries[1] = .init(path: "Card/title", frame: .init(x: 8, y: 9, width: 48, height: 12))
        moved.entries.append(.init(path: "Card/badge", frame: .init(x: 0, y: 0, width: 4, height: 4)))
        let issueChecks = await verify(SnapshotImage(bitmap: Self.image.bitmap, layout: moved), .missing)
        let issue = try XCTUnwrap(issueChecks.first)
        XCTAssertEqual(issue.layoutChanges?.moved.map(\.path), ["Card/title"])
        XCTAssertEqual(issue.layoutChanges?.added, ["Card/badge"])
        XCTAssertTrue(issue.message.contains("moved: Card/title [8.0, 8.0, 48.0, 12.0] -> [8.0, 9.0, 48.0, 12.0]"), issue.message)
        XCTAssertTrue(issue.message.contains("layout changed"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifact("actual.layout.json").path))
    }

    func testDefaultToleranceAbsorbsOneStepButExactDoesNot() async {
        _ = await verify(Self.image, .all)
        let nudged = TestImages.altered(Self.image.bitmap, where: { _, _ in true }) { TestImages.nudgingRed($0, by: 1) }
        let checked2 = await verify(SnapshotImage(bitmap: nudged, layout: Self.layout), .never).count
        XCTAssertEqual(checked2, 0)
        let checked3 = await verify(SnapshotImage(bitmap: nudged, layout: Self.layout), .never, tolerance: .exact).count
        XCTAssertEqual(checked3, 1)
        // The tolerance set for a scope applies when the assertion gives none.
        let strict = SnapshotConfiguration(snapshotsDirectory: root.appendingPathComponent("Snapshots"),
                                           artifactsDirectory: root.appendingPathComponent("artifacts"),
                                           isCI: false, tolerance: .exact)
        let scoped = await withSnapshotConfiguration(strict) {
            await verifySnapshot(of: SnapshotImage(bitmap: nudged, layout: Self.layout), as: .image, named: "card",
                                 record: .never)
        }
        XCTAssertEqual(scoped.count, 1)
    }

    func testFailedModeReRecordsOnlyWhatFailed() async throws {
        let other = SnapshotImage(bitmap: TestImages.ramp(width: 32, height: 32))
        _ = await verify(Self.image, .all)
        _ = await verify(other, named: "small", .all)
        let otherBytes = try Data(contentsOf: file("small.png"))
        let otherDate = try FileManager.default.attributesOfItem(atPath: file("small.png").path)[.modificationDate] as? Date
        let changed = SnapshotImage(bitmap: TestImages.altered(Self.image.bitmap, where: { x, _ in x == 0 }) { _ in .white },
                                    layout: Self.layout)
        let checked4 = await verify(changed, .missing).count
        XCTAssertEqual(checked4, 1)
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifact("failure.json").path))

        let accepted = await verify(changed, .failed)
        XCTAssertEqual(accepted.map(\.recorded), [true], "re-recording fails the test once")
        XCTAssertTrue(accepted[0].message.contains("A new snapshot was automatically recorded"), accepted[0].message)
        let checked5 = await verify(other, named: "small", .failed).count
        XCTAssertEqual(checked5, 0)
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: file("card.png"))), changed.bitmap)
        XCTAssertEqual(try Data(contentsOf: file("small.png")), otherBytes, "a matching reference is not rewritten")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: file("small.png").path)[.modificationDate] as? Date, otherDate)
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifact("failure.json").path), "stale artefacts removed")
        let checked6 = await verify(changed, .never).count
        XCTAssertEqual(checked6, 0)
    }

    func testCorruptReferenceNamesTheFile() async throws {
        _ = await verify(Self.image, .all)
        try Data("not a png".utf8).write(to: file("card.png"))
        let issueChecks = await verify(Self.image, .missing)
        let issue = try XCTUnwrap(issueChecks.first)
        XCTAssertTrue(issue.message.contains(file("card.png").path), issue.message)
    }

    func testMissingLayoutRecordIsRecordedLocallyButFailsOnCI() async throws {
        _ = await verify(SnapshotImage(bitmap: Self.image.bitmap), .all)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("card.layout.json").path))
        let onCI = await verify(Self.image, .missing, isCI: true)
        XCTAssertTrue(onCI.first?.message.contains("no layout record") ?? false, onCI.first?.message ?? "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("card.layout.json").path))
        let local = await verify(Self.image, .missing)
        XCTAssertEqual(local.map(\.recorded), [true], "writing the record fails once")
        XCTAssertEqual(try LayoutSnapshot.read(from: file("card.layout.json")), Self.layout)
        let checked7 = await verify(Self.image, .missing).count
        XCTAssertEqual(checked7, 0)
    }

    func testUnnamedChecksAreNumberedInOrder() async throws {
        _ = await verify(Self.image, named: nil, .all)
        _ = await verify(SnapshotImage(bitmap: TestImages.ramp(width: 8, height: 8)), named: nil, .all)
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: file("1.png"))).width, 64)
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: file("2.png"))).width, 8)
    }

    func testOldArtifactsOfTheTestAreClearedByItsFirstCheck() async throws {
        let folder = root.appendingPathComponent("artifacts/SnapshotEngineTests")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stale = folder.appendingPathComponent("testOldArtifactsOfTheTestAreClearedByItsFirstCheck.renamed.failure.json")
        let otherTest = folder.appendingPathComponent("testSomethingElse.card.failure.json")
        for url in [stale, otherTest] { try Data("{}".utf8).write(to: url) }
        _ = await verify(Self.image, .all)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "an earlier run's artefact is gone")
        XCTAssertTrue(FileManager.default.fileExists(atPath: otherTest.path), "other tests' artefacts stay")
    }

    func testImageThatNeverLoadedFailsNamingIt() async throws {
        let node = NetworkImageNode(url: URL(string: "https://example.invalid/avatar.jpg"))
        node.style.preferredSize = Size(width: 20, height: 20)
        let issues = await withSnapshotConfiguration(configuration()) {
            await verifySnapshot(of: node, as: .node(width: 20, scale: 1), named: "avatar", record: .all)
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].message.contains("https://example.invalid/avatar.jpg"), issues[0].message)
        XCTAssertTrue(issues[0].message.contains("allowsPlaceholders"), issues[0].message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file("avatar.png").path), "no placeholder recorded")
        let optedIn = await withSnapshotConfiguration(configuration()) {
            await verifySnapshot(of: node, as: .node(width: 20, scale: 1, allowsPlaceholders: true), named: "avatar", record: .all)
        }
        XCTAssertEqual(optedIn.map(\.recorded), [true])
    }

    func testALoaderThatRefusesFileImagesSaysWhichFoldersItReads() async throws {
        let image = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-hint-\(UUID().uuidString).png")
        try Data(try PNGEncoder.encode(Bitmap(width: 4, height: 4, color: .white))).write(to: image)
        defer { try? FileManager.default.removeItem(at: image) }
        let node = NetworkImageNode(url: image)
        node.style.preferredSize = Size(width: 20, height: 20)
        let loader = ImageLoader()
        defer { loader.shutdown() }
        let issues = await withSnapshotConfiguration(configuration()) {
            await verifySnapshot(of: node, as: .node(width: 20, scale: 1, imageLoader: loader), named: "file", record: .all)
        }
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues[0].message.contains("allowedFileRoots"), issues[0].message)
        XCTAssertFalse(issues[0].message.contains("give the strategy an imageLoader"),
                       "a loader was given: the hint must not ask for one")
    }

    func testDirectionVariantsMirrorTheLayout() async throws {
        func row(_ variant: SnapshotVariant) -> DisplayNode {
            let box = DisplayNode()
            box.backgroundColor = Color(red8: 255, green8: 0, blue8: 0)
            box.style.preferredSize = Size(width: 20, height: 10)
            let root = DisplayNode()
            root.backgroundColor = .white
            root.automaticallyManagesSubnodes = true
            root.layoutSpecBlock = { _, _ in StackLayoutSpec(direction: .horizontal, children: [box]) }
            return root
        }
        let issues = await withSnapshotConfiguration(configuration()) {
            await verifySnapshot(of: row, as: .node(width: 100, scale: 1),
                                 variants: .matrix(directions: [.leftToRight, .rightToLeft]), named: "row", record: .all)
        }
        XCTAssertEqual(issues.map(\.reference.lastPathComponent),
                       ["testDirectionVariantsMirrorTheLayout.row-ltr.png", "testDirectionVariantsMirrorTheLayout.row-rtl.png"])
        let ltr = try PNGDecoder.decode(Data(contentsOf: file("row-ltr.png")))
        let rtl = try PNGDecoder.decode(Data(contentsOf: file("row-rtl.png")))
        XCTAssertEqual(ltr.pixel(x: 5, y: 5).rgba8.green, 0, "left to right: the box at the left edge")
        XCTAssertEqual(rtl.pixel(x: 5, y: 5).rgba8.green, 255)
        XCTAssertEqual(rtl.pixel(x: 95, y: 5).rgba8.green, 0, "right to left: the box at the right edge")
    }
}
