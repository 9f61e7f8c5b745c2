import Foundation
import TestSupport
import XCTest
@testable import FeedrenderSupport

/// Files handed to a `CommitQueue` reach their paths whole, and a commit that fails is
/// reported by `waitUntilCommitted()`, naming the file, without stopping the others.
final class AtomicFileCommitQueueTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory(prefix: "commit-queue")
    }

    private var names: [String] { (try? FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()) ?? [] }

    func testQueuedFilesAppearWholeAfterTheWait() async throws {
        let commits = AtomicFile.CommitQueue()
        for index in 0..<20 {
            let file = try AtomicFile.Writer(url: directory.appendingPathComponent("file-\(index).bin"))
            try [UInt8](repeating: UInt8(index), count: 100_000 + index).withUnsafeBytes { try file.append($0) }
            commits.commit(file)
        }
        try await commits.waitUntilCommitted()
        XCTAssertEqual(names, (0..<20).map { "file-\($0).bin" }.sorted(), "no temporary file is left")
        for index in 0..<20 {
            let data = try Data(contentsOf: directory.appendingPathComponent("file-\(index).bin"))
            XCTAssertEqual(data, Data(repeating: UInt8(index), count: 100_000 + index))
        }
        // Waiting again with nothing queued returns at once.
        try await commits.waitUntilCommitted()
    }

    func testAFailedCommitIsReportedAndTheOthersStillLand() async throws {
        let commits = AtomicFile.CommitQueue()
        let doomedFolder = directory.appendingPathComponent("gone")
        let doomed = try AtomicFile.Writer(url: doomedFolder.appendingPathComponent("lost.png"))
        try [UInt8]("data".utf8).withUnsafeBytes { try doomed.append($0) }
        // The folder disappears before the commit: the rename cannot succeed.
        try FileManager.default.removeItem(at: doomedFolder)
        commits.commit(doomed)
        let kept = try AtomicFile.Writer(url: directory.appendingPathComponent("kept.png"))
        try [UInt8]("kept".utf8).withUnsafeBytes { try kept.append($0) }
        commits.commit(kept)

        do {
            try await commits.waitUntilCommitted()
            XCTFail("the failed commit was not reported")
        } catch let error as FileError {
            XCTAssertTrue(error.message.contains("lost.png"), error.message)
        }
        XCTAssertEqual(names, ["kept.png"])
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("kept.png"), encoding: .utf8), "kept")
    }
}
