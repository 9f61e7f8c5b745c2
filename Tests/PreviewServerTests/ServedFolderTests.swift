import Foundation
@testable import PreviewServer
import TestSupport
import XCTest

/// Which requested document paths the server resolves: only documents whose real path is
/// inside the served folder.
final class ServedFolderTests: XCTestCase {
    func testResolvesOnlyDocumentsInsideTheFolder() throws {
        let base = try makeTemporaryDirectory()
        let site = base.appendingPathComponent("site")
        try site.writeText("{}", toFileNamed: "feed.json")
        try site.writeText("items: []", toFileNamed: "sub/other.yaml")
        try site.writeText("x", toFileNamed: "notes.txt")
        try site.writeText("{}", toFileNamed: ".hidden.json")
        try base.writeText("{}", toFileNamed: "outside.json")
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("link.json").path,
                                                   withDestinationPath: "../outside.json")
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("inner.json").path,
                                                   withDestinationPath: "feed.json")
        let folder = ServedFolder(site)

        XCTAssertEqual(try folder.resolve("feed.json").lastPathComponent, "feed.json")
        XCTAssertEqual(try folder.resolve("sub/other.yaml").lastPathComponent, "other.yaml")
        XCTAssertEqual(try folder.resolve("inner.json").lastPathComponent, "feed.json", "a link inside the folder is followed")
        let refusals: [(String, ServedFolder.Refusal)] = [
            ("../outside.json", .outside), ("sub/../../outside.json", .outside), ("link.json", .outside),
            ("/etc/passwd", .notRelative), (base.appendingPathComponent("outside.json").path, .notRelative),
            ("~/x.json", .notRelative), (".hidden.json", .notRelative), ("sub//other.yaml", .notRelative),
            ("feed.json\n", .notRelative), ("", .notRelative), ("notes.txt", .notADocument), ("missing.json", .missing),
            (String(repeating: "a/", count: 600) + "x.json", .notRelative),
        ]
        for (path, expected) in refusals {
            XCTAssertThrowsError(try folder.resolve(path), path) { error in
                XCTAssertEqual(error as? ServedFolder.Refusal, expected, path)
            }
        }
        XCTAssertEqual(folder.documents(), ["feed.json", "inner.json", "sub/other.yaml"])
    }

    func testWatchedFilesSeeEditsAdditionsAndRemovals() throws {
        let site = try makeTemporaryDirectory()
        try site.writeText("{}", toFileNamed: "feed.json")
        let watched = WatchedFiles(folder: ServedFolder(site), extraPaths: [])
        let first = watched.snapshot()
        XCTAssertEqual(watched.snapshot(), first, "nothing changed")
        try site.writeText("{\"theme\": \"dark\"}", toFileNamed: "feed.json")
        let edited = watched.snapshot()
        XCTAssertNotEqual(edited, first)
        try site.writeText("png", toFileNamed: "img/a.png")
        let added = watched.snapshot()
        XCTAssertNotEqual(added, edited)
        try FileManager.default.removeItem(at: site.appendingPathComponent("img/a.png"))
        XCTAssertNotEqual(watched.snapshot(), added)
    }
}
