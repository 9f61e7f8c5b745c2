import ImageDiff
import Appearance
import Cells
import FeedDocuments
import TestSupport
import Foundation
import Raster
import XCTest
@testable import FeedrenderTesting

/// Record modes, CI behaviour, layout records and artefacts, in temporary folders.
final class SnapshotVerifierTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try TestImages.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func configuration(_ record: RecordMode, isCI: Bool = false) -> SnapshotConfiguration {
        SnapshotConfiguration(snapshotsDirectory: root.appendingPathComponent("Snapshots"),
                              artifactsDirectory: root.appendingPathComponent("artifacts"),
                              record: record, isCI: isCI, suite: "Demo")
    }

    private func verify(_ capture: SnapshotCapture, named name: String? = nil, _ record: RecordMode,
                        isCI: Bool = false, tolerance: Tolerance = .default) throws -> SnapshotOutcome {
        try withSnapshotConfiguration(configuration(record, isCI: isCI)) {
            try verifySnapshot(capture, named: name, tolerance: tolerance, testName: "testCard()")
        }
    }

    private func failure(_ body: () throws -> SnapshotOutcome, file: StaticString = #filePath,
                         line: UInt = #line) -> SnapshotFailure? {
        do {
            let outcome = try body()
            XCTFail("expected a snapshot failure, got \(outcome)", file: file, line: line)
        } catch let failure as SnapshotFailure {
            return failure
        } catch {
            XCTFail("expected a SnapshotFailure, got \(error)", file: file, line: line)
        }
        return nil
    }

    private var referenceURL: URL { root.appendingPathComponent("Snapshots/Demo/testCard.png") }
    private var layoutURL: URL { root.appendingPathComponent("Snapshots/Demo/testCard.layout.json") }
    private func artifact(_ suffix: String) -> URL { root.appendingPathComponent("artifacts/Demo/testCard.\(suffix)") }

    private static let layout = LayoutSnapshot(entries: [
        .init(path: "Card", frame: .init(x: 0, y: 0, width: 64, height: 48)),
        .init(path: "Card/title", frame: .init(x: 8, y: 8, width: 48, height: 12)),
    ])
    private static let capture = SnapshotCapture(image: TestImages.ramp(), layout: layout)

    func testMissingReferenceIsRecordedAndFailsOnceThenMatches() throws {
        let first = failure { try verify(Self.capture, .missing) }
        XCTAssertTrue(first?.summary.contains("recorded \(referenceURL.path)") ?? false, first?.summary ?? "")
        let recorded = try PNGDecoder.decode(Data(contentsOf: referenceURL))
        XCTAssertEqual(recorded, Self.capture.image)
        XCTAssertEqual(try LayoutSnapshot.read(from: layoutURL), Self.layout)
        XCTAssertEqual(try verify(Self.capture, .missing), .matched)
    }

    func testOnCIAMissingReferenceFailsAndIsNotRecorded() {
        let failure = failure { try verify(Self.capture, .missing, isCI: true) }
        XCTAssertTrue(failure?.summary.contains("CI=true") ?? false, failure?.summary ?? "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: referenceURL.path))
        // The actual image is kept for review.
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifact("actual.png").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifact("failure.json").path))
    }

    func testNeverModeDoesNotRecord() {
        let failure = failure { try verify(Self.capture, .never) }
        XCTAssertTrue(failure?.summary.contains("record mode never") ?? false)
        XCTAssertFalse(FileManager.default.fileExists(atPath: referenceURL.path))
    }

    func testPixelChangeFailsWithFiguresAndArtifacts() throws {
        _ = try verify(Self.capture, .all)
        let changed = TestImages.altered(Self.capture.image, where: { x, y in x < 4 && y < 5 }) { _ in .black }
        let failure = try XCTUnwrap(failure { try verify(SnapshotCapture(image: changed, layout: Self.layout), .missing) })
        XCTAssertEqual(failure.difference?.differingPixels, 20)
        XCTAssertEqual(failure.difference?.isComplete, true)
        XCTAssertNil(failure.layoutChanges.flatMap { $0.isEmpty ? nil : $0 })
        let message = failure.description
        for expected in ["20 of 3072 pixels differ", "largest channel delta", artifact("actual.png").path,
                         artifact("diff.png").path, "FEEDRENDER_RECORD=failed swift test --filter testCard"] {
            XCTAssertTrue(message.contains(expected), "missing \(expected) in:\n\(message)")
        }
        let diff = try PNGDecoder.decode(Data(contentsOf: artifact("diff.png")))
        XCTAssertEqual(diff.pixel(x: 1, y: 1).rgba8.red, 255)
        XCTAssertEqual(diff.pixel(x: 1, y: 1).rgba8.green, 0)
        XCTAssertNotEqual(diff.pixel(x: 30, y: 30).rgba8.green, 0, "unchanged pixels are not red")
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: artifact("actual.png"))), changed)
        XCTAssertEqual(try Data(contentsOf: artifact("reference.png")), try Data(contentsOf: referenceURL))
        let record = try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(contentsOf: artifact("failure.json")))
        XCTAssertEqual(record.differingPixels, 20)
        XCTAssertEqual(record.diff, "testCard.diff.png")
        // The reference itself is untouched.
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: referenceURL)), Self.capture.image)
    }

    func testLayoutChangeFailsEvenWhenPixelsMatch() throws {
        _ = try verify(Self.capture, .all)
        var moved = Self.layout
        moved.entries[1] = .init(path: "Card/title", frame: .init(x: 8, y: 9, width: 48, height: 12))
        moved.entries.append(.init(path: "Card/badge", frame: .init(x: 0, y: 0, width: 4, height: 4)))
        let failure = try XCTUnwrap(failure { try verify(SnapshotCapture(image: Self.capture.image, layout: moved), .missing) })
        XCTAssertEqual(failure.difference?.matches, true)
        XCTAssertEqual(failure.layoutChanges?.moved.map(\.path), ["Card/title"])
        XCTAssertEqual(failure.layoutChanges?.added, ["Card/badge"])
        XCTAssertTrue(failure.description.contains("moved: Card/title [8.0, 8.0, 48.0, 12.0] -> [8.0, 9.0, 48.0, 12.0]"),
                      failure.description)
        XCTAssertTrue(failure.summary.contains("layout changed"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifact("actual.layout.json").path))
    }

    func testPixelsWithinToleranceMatch() throws {
        _ = try verify(Self.capture, .all)
        let nudged = TestImages.altered(Self.capture.image, where: { _, _ in true }) { TestImages.nudgingRed($0, by: 1) }
        XCTAssertEqual(try verify(SnapshotCapture(image: nudged, layout: Self.layout), .never), .matched)
        XCTAssertNotNil(failure { try verify(SnapshotCapture(image: nudged, layout: Self.layout), .never, tolerance: .exact) })
    }

    func testFailedModeReRecordsOnlyWhatFailed() throws {
        let other = SnapshotCapture(image: TestImages.ramp(width: 32, height: 32))
        _ = try verify(Self.capture, .all)
        _ = try verify(other, named: "small", .all)
        let otherURL = root.appendingPathComponent("Snapshots/Demo/testCard-small.png")
        let otherBytes = try Data(contentsOf: otherURL)
        let otherDate = try FileManager.default.attributesOfItem(atPath: otherURL.path)[.modificationDate] as? Date

        let changed = SnapshotCapture(image: TestImages.altered(Self.capture.image, where: { x, _ in x == 0 }) { _ in .white },
                                      layout: Self.layout)
        XCTAssertNotNil(failure { try verify(changed, .missing) })
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifact("failure.json").path))

        guard case .recorded = try verify(changed, .failed) else { return XCTFail("expected a re-record") }
        XCTAssertEqual(try verify(other, named: "small", .failed), .matched)
        XCTAssertEqual(try PNGDecoder.decode(Data(contentsOf: referenceURL)), changed.image)
        XCTAssertEqual(try Data(contentsOf: otherURL), otherBytes, "a matching reference is not rewritten")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: otherURL.path)[.modificationDate] as? Date, otherDate)
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifact("failure.json").path), "stale artefacts removed")
        XCTAssertEqual(try verify(changed, .never), .matched)
    }

    func testAllModeRewritesEvenMatchingReferences() throws {
        _ = try verify(Self.capture, .all)
        try Data("not a png".utf8).write(to: referenceURL)
        guard case .recorded = try verify(Self.capture, .all) else { return XCTFail("expected a re-record") }
        XCTAssertEqual(try verify(Self.capture, .never), .matched)
    }

    func testCorruptReferenceNamesTheFile() throws {
        _ = try verify(Self.capture, .all)
        try Data("not a png".utf8).write(to: referenceURL)
        XCTAssertThrowsError(try verify(Self.capture, .missing)) { error in
            XCTAssertTrue("\(error)".contains(referenceURL.path), "\(error)")
        }
    }

    func testMissingLayoutRecordIsAddedLocallyButFailsOnCI() throws {
        _ = try verify(SnapshotCapture(image: Self.capture.image), .all)
        XCTAssertFalse(FileManager.default.fileExists(atPath: layoutURL.path))
        XCTAssertNotNil(failure { try verify(Self.capture, .missing, isCI: true) })
        XCTAssertEqual(try verify(Self.capture, .missing), .matched)
        XCTAssertEqual(try LayoutSnapshot.read(from: layoutURL), Self.layout)
    }
}
