import FeedrenderSupport
import Foundation
import XCTest
@testable import FeedrenderSupport

final class FileAndHashTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("raster-tests-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testWritesCreatingParentsAndReplacesAtomically() throws {
        let file = directory.appendingPathComponent("a/b/out.png")
        try AtomicFile.write([UInt8](repeating: 7, count: 1000), to: file)
        XCTAssertEqual(try Data(contentsOf: file), Data(repeating: 7, count: 1000))
        try AtomicFile.write(Data("new".utf8), to: file)
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "new")
        // No temporary files are left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path), ["out.png"])
    }

    func testWriteErrorNamesThePath() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let blocker = directory.appendingPathComponent("file")
        try AtomicFile.write(Data("x".utf8), to: blocker)
        let target = blocker.appendingPathComponent("child.png")   // parent is a regular file
        XCTAssertThrowsError(try AtomicFile.write(Data("y".utf8), to: target)) { error in
            guard let message = (error as? FileError)?.message else { return XCTFail("\(error)") }
            XCTAssertTrue(message.contains(blocker.path), message)
        }
        XCTAssertEqual(try String(contentsOf: blocker, encoding: .utf8), "x")
    }

    func testSHA256KnownVectors() throws {
        XCTAssertEqual(SHA256.hex(of: ""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex(of: "abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let file = directory.appendingPathComponent("hash.txt")
        try AtomicFile.write(Data("abc".utf8), to: file)
        XCTAssertEqual(try SHA256.hex(ofFileAt: file), SHA256.hex(of: [0x61, 0x62, 0x63]))
        XCTAssertThrowsError(try SHA256.hex(ofFileAt: directory.appendingPathComponent("missing")))
    }
}
