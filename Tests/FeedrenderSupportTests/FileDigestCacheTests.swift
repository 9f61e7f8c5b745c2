@testable import FeedrenderSupport
import Foundation
import TestSupport
import XCTest

/// The font hash cache: it may skip hashing, never change a digest.
final class FileDigestCacheTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try makeTemporaryDirectory(prefix: "digest-cache")
    }

    private func file(_ name: String, _ text: String) throws -> String {
        try directory.writeText(text, toFileNamed: name)
    }

    func testDigestIsTheHashOfTheFilesInOrderAndIsRemembered() throws {
        let a = try file("a", "abc"), b = try file("b", "def")
        let cache = FileDigestCache(url: directory.appendingPathComponent("cache.json"))
        XCTAssertEqual(cache.combinedHex(ofFilesAt: [a, b]), SHA256.hex(of: "abcdef"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: cache.url.path))
        XCTAssertEqual(cache.combinedHex(ofFilesAt: [a, b]), SHA256.hex(of: "abcdef"))
        XCTAssertEqual(cache.combinedHex(ofFilesAt: [b, a]), SHA256.hex(of: "defabc"), "order is part of the key")
    }

    func testAChangedFileIsHashedAgain() throws {
        let a = try file("a", "abc")
        let cache = FileDigestCache(url: directory.appendingPathComponent("cache.json"))
        XCTAssertEqual(cache.combinedHex(ofFilesAt: [a]), SHA256.hex(of: "abc"))
        // Same size, new bytes: the status-change time moves even if mtime were restored.
        let attributes = try FileManager.default.attributesOfItem(atPath: a)
        try Data("xyz".utf8).write(to: URL(fileURLWithPath: a))
        try FileManager.default.setAttributes([.modificationDate: attributes[.modificationDate]!], ofItemAtPath: a)
        XCTAssertEqual(cache.combinedHex(ofFilesAt: [a]), SHA256.hex(of: "xyz"))
    }

    func testAForgedCacheForOtherFileIdentitiesIsIgnored() throws {
        let a = try file("a", "abc")
        let cache = FileDigestCache(url: directory.appendingPathComponent("cache.json"))
        try Data(#"{"paths":["\#(a)"],"identities":[{"size":3,"inode":1,"modified":0,"changed":0}],"sha256":"forged"}"#.utf8)
            .write(to: cache.url)
        XCTAssertEqual(cache.combinedHex(ofFilesAt: [a]), SHA256.hex(of: "abc"))
        try Data("not json".utf8).write(to: cache.url)
        XCTAssertEqual(cache.combinedHex(ofFilesAt: [a]), SHA256.hex(of: "abc"))
    }

    func testAMissingFileGivesNil() throws {
        let cache = FileDigestCache(url: directory.appendingPathComponent("cache.json"))
        XCTAssertNil(cache.combinedHex(ofFilesAt: [directory.appendingPathComponent("missing").path]))
    }
}
