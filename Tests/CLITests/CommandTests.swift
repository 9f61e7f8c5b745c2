import DocumentModel
import TestSupport
import ArgumentParser
import FeedrenderCLI
import FeedrenderTesting
import ImageDiff
import Foundation
import Raster
import XCTest

/// `feedrender compare` and `feedrender review`, run in process: exit codes, files written.
final class CommandTests: XCTestCase {
    private var root: URL!
    override func setUpWithError() throws { root = try makeTemporaryDirectory() }

    private func write(_ bitmap: Bitmap, _ name: String) throws -> String {
        let url = root.appendingPathComponent(name)
        try Data(PNGEncoder.encode(bitmap)).write(to: url)
        return url.path
    }

    func testCompareExitCodes() throws {
        let reference = TestImages.ramp()
        let a = try write(reference, "a.png")
        let same = try write(TestImages.ramp(), "same.png")
        let nudged = try write(TestImages.altered(reference, where: { x, _ in x < 8 }) { TestImages.nudgingRed($0, by: -3) }, "b.png")
        XCTAssertEqual(try feedrenderExitCode(["compare", a, same]), 0)
        XCTAssertEqual(try feedrenderExitCode(["compare", a, nudged]), 1)
        XCTAssertEqual(try feedrenderExitCode(["compare", a, nudged, "--tolerance", "3"]), 0)
        XCTAssertEqual(try feedrenderExitCode(["compare", a, nudged, "--max-fraction", "0.2"]), 0)
        XCTAssertEqual(try feedrenderExitCode(["compare", a, nudged, "--delta-e", "2"]), 0, "a 3/255 red shift is below ΔE 2")
        // The default is the snapshot tests' tolerance: a 2/255 shift matches; --exact finds it.
        let nudgedByTwo = try write(TestImages.altered(reference, where: { x, _ in x < 8 }) { TestImages.nudgingRed($0, by: -2) },
                                    "c.png")
        XCTAssertEqual(try feedrenderExitCode(["compare", a, nudgedByTwo]), 0)
        XCTAssertEqual(try feedrenderExitCode(["compare", a, nudgedByTwo, "--exact"]), 1)
        XCTAssertEqual(try feedrenderExitCode(["compare", a, root.appendingPathComponent("missing.png").path]), 2)
        let garbage = root.appendingPathComponent("garbage.png")
        try Data("nope".utf8).write(to: garbage)
        XCTAssertEqual(try feedrenderExitCode(["compare", a, garbage.path]), 2)
    }

    func testCompareWritesTheDiffImage() throws {
        let reference = Bitmap(width: 10, height: 10, color: .white)
        let a = try write(reference, "a.png")
        let b = try write(TestImages.altered(reference, where: { x, y in x == 2 && y == 3 }) { _ in .black }, "b.png")
        let diffPath = root.appendingPathComponent("out/diff.png").path
        XCTAssertEqual(try feedrenderExitCode(["compare", a, b, "--diff", diffPath]), 1)
        let diff = try PNGDecoder.decode(Data(contentsOf: URL(fileURLWithPath: diffPath)))
        XCTAssertEqual(diff.pixel(x: 2, y: 3).rgba8.red, 255)
        XCTAssertEqual(diff.pixel(x: 2, y: 3).rgba8.green, 0)
        XCTAssertEqual(diff.pixel(x: 0, y: 0).rgba8.green, 255, "white stays white when faded")
    }

    func testCompareToAnUnwritableDiffExits3() throws {
        let a = try write(TestImages.ramp(), "a.png")
        let blocker = root.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        // A folder cannot be created under a regular file.
        XCTAssertEqual(try feedrenderExitCode(["compare", a, a, "--diff", blocker.appendingPathComponent("diff.png").path]), 3)
    }

    func testReviewToAnUnwritablePageExits3() throws {
        let blocker = root.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        XCTAssertEqual(try feedrenderExitCode(["review", root.path, "--output", blocker.appendingPathComponent("r.html").path]), 3)
    }

    /// Two failures (a changed image, a missing one on CI) through the real assertions, then
    /// the page: images are linked beside it (no base64), and the figures are the message's.
    func testReviewLinksTheArtifactImagesAndShowsTheMessageFigures() async throws {
        let snapshots = root.appendingPathComponent("Snapshots"), artifacts = root.appendingPathComponent("artifacts")
        let local = SnapshotConfiguration(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, isCI: false)
        let changed = TestImages.altered(TestImages.ramp(), where: { x, _ in x == 5 }) { _ in .black }
        let issues = await withSnapshotConfiguration(local) {
            _ = await verifySnapshot(of: TestImages.ramp(), as: .bitmap, named: "ramp", record: .all)
            return await verifySnapshot(of: changed, as: .bitmap, named: "ramp", record: .missing, writesArtifacts: true)
        }
        let onCI = SnapshotConfiguration(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, isCI: true)
        _ = await withSnapshotConfiguration(onCI) {
            await verifySnapshot(of: TestImages.ramp(width: 8, height: 8), as: .bitmap, named: "new<&>", record: .missing, writesArtifacts: true)
        }
        let out = root.appendingPathComponent("review.html")
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path, "--output", out.path]), 0)
        let html = try String(contentsOf: out, encoding: .utf8)
        XCTAssertFalse(html.contains("base64"), "images are linked, not embedded")
        let stem = "testReviewLinksTheArtifactImagesAndShowsTheMessageFigures"
        for file in ["\(stem).ramp.actual.png", "\(stem).ramp.diff.png", "\(stem).ramp.reference.png", "\(stem).new.actual.png"] {
            XCTAssertTrue(html.contains("src=\"artifacts/CommandTests/\(file)\""), "links \(file) relative to the page")
            XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("CommandTests/\(file)").path))
        }
        let message = try XCTUnwrap(issues.first?.message)
        XCTAssertTrue(message.contains("pixels: 48 of 3072 pixels differ"), message)
        XCTAssertTrue(html.contains("pixels: 48 of 3072 pixels differ"), "the page words it as the message does")
        XCTAssertTrue(html.contains("SNAPSHOT_TESTING_RECORD=failed swift test --filter"))
        XCTAssertEqual(try feedrenderExitCode(["review", root.appendingPathComponent("nowhere").path]), 2)
    }

    /// 200 failures make a page well under 1 MB (the images stay in their files). One real
    /// failure is made by the assertion; its artefacts are copied under 199 more names.
    func testReviewPageForTwoHundredFailuresStaysSmall() async throws {
        let snapshots = root.appendingPathComponent("Snapshots"), artifacts = root.appendingPathComponent("artifacts")
        let configuration = SnapshotConfiguration(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, isCI: false)
        let reference = TestImages.ramp(width: 390, height: 120)
        let changed = TestImages.altered(reference, where: { x, y in x < 40 && y < 10 }) { _ in .black }
        await withSnapshotConfiguration(configuration) {
            _ = await verifySnapshot(of: reference, as: .bitmap, named: "cell-0", record: .all)
            _ = await verifySnapshot(of: changed, as: .bitmap, named: "cell-0", record: .never, writesArtifacts: true)
        }
        let folder = artifacts.appendingPathComponent("CommandTests")
        let stem = "testReviewPageForTwoHundredFailuresStaysSmall.cell-0"
        let original = try JSONDecoder().decode(SnapshotFailureRecord.self,
                                                from: Data(contentsOf: folder.appendingPathComponent("\(stem).failure.json")))
        for index in 1..<200 {
            let copy = stem.replacingOccurrences(of: "cell-0", with: "cell-\(index)")
            for kind in ["actual.png", "diff.png", "reference.png"] {
                try FileManager.default.copyItem(at: folder.appendingPathComponent("\(stem).\(kind)"),
                                                 to: folder.appendingPathComponent("\(copy).\(kind)"))
            }
            var record = original
            record.name = copy
            record.actual = "\(copy).actual.png"
            record.diff = "\(copy).diff.png"
            record.referenceCopy = "\(copy).reference.png"
            try JSONEncoder().encode(record).write(to: folder.appendingPathComponent("\(copy).failure.json"))
        }
        let out = artifacts.appendingPathComponent("review.html")
        XCTAssertEqual(try feedrenderExitCode(["review", artifacts.path]), 0)
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: out.path)[.size] as? Int)
        XCTAssertEqual(try ReviewPage(artifactsDirectory: artifacts).failures.count, 200)
        XCTAssertLessThan(size, 1_000_000, "page of \(size) bytes")
        XCTAssertTrue(try String(contentsOf: out, encoding: .utf8).contains("src=\"CommandTests/\(stem).diff.png\""))
    }
}
