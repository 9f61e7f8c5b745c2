import FeedrenderSupport
import Foundation
import TestSupport
import XCTest
@testable import Text

/// The folder of links that lets fontconfig cache the pinned fonts: made once, reused while
/// the files are unchanged, made again when damaged, and a new one when a file changes.
final class PinnedFontDirectoryTests: XCTestCase {
    private var cache: String!
    private var fontFolder: String!

    override func setUpWithError() throws {
        let root = try makeTemporaryDirectory(prefix: "pinned-fonts").path
        cache = root + "/cache"
        fontFolder = root + "/fonts"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: fontFolder, withIntermediateDirectories: true)
    }

    /// Stand-in font files (the folder never reads them).
    private func fonts(_ names: [String]) throws -> [PinnedFont] {
        try names.map { name in
            let path = "\(fontFolder!)/\(name)"
            if !FileManager.default.fileExists(atPath: path) { try Data(name.utf8).write(to: URL(fileURLWithPath: path)) }
            return PinnedFont(path: path, package: "fonts-test")
        }
    }

    private func links(in folder: String) throws -> [String: String] {
        var result: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            result[name] = try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/\(name)")
        }
        return result
    }

    func testLinksKeepTheOrderAndAreReused() throws {
        let pinned = try fonts(["b.ttf", "a.ttc", "c.ttf"])
        let made = try XCTUnwrap(PinnedFontDirectory.prepare(pinned, in: cache, fontconfigVersion: "2.14.1"))
        XCTAssertEqual(try links(in: made.path), ["00-b.ttf": pinned[0].path, "01-a.ttc": pinned[1].path, "02-c.ttf": pinned[2].path])
        XCTAssertEqual(made.pinnedPathByLink["\(made.path)/01-a.ttc"], pinned[1].path)

        let again = try XCTUnwrap(PinnedFontDirectory.prepare(pinned, in: cache, fontconfigVersion: "2.14.1"))
        XCTAssertEqual(again.path, made.path)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache).count, 1, "no temporary folder is left")
    }

    func testADamagedFolderIsMadeAgain() throws {
        let pinned = try fonts(["a.ttf", "b.ttf"])
        let made = try XCTUnwrap(PinnedFontDirectory.prepare(pinned, in: cache, fontconfigVersion: "2.14.1"))
        try FileManager.default.removeItem(atPath: "\(made.path)/01-b.ttf")
        try FileManager.default.createSymbolicLink(atPath: "\(made.path)/01-b.ttf", withDestinationPath: "/etc/passwd")
        let repaired = try XCTUnwrap(PinnedFontDirectory.prepare(pinned, in: cache, fontconfigVersion: "2.14.1"))
        XCTAssertEqual(repaired.path, made.path)
        XCTAssertEqual(try links(in: made.path), ["00-a.ttf": pinned[0].path, "01-b.ttf": pinned[1].path])
    }

    func testAChangedFileOrFontconfigGetsANewFolder() throws {
        let pinned = try fonts(["a.ttf"])
        let first = try XCTUnwrap(PinnedFontDirectory.prepare(pinned, in: cache, fontconfigVersion: "2.14.1"))
        // A package upgrade rewrites the file: its identity changes.
        try Data("a newer a.ttf".utf8).write(to: URL(fileURLWithPath: pinned[0].path))
        let second = try XCTUnwrap(PinnedFontDirectory.prepare(pinned, in: cache, fontconfigVersion: "2.14.1"))
        XCTAssertNotEqual(second.path, first.path)
        let third = try XCTUnwrap(PinnedFontDirectory.prepare(pinned, in: cache, fontconfigVersion: "2.15.0"))
        XCTAssertNotEqual(third.path, second.path)
    }

    func testAMissingFileOrUnwritableCacheGivesNoFolder() throws {
        XCTAssertNil(PinnedFontDirectory.prepare([PinnedFont(path: "\(fontFolder!)/missing.ttf", package: "x")], in: cache,
                                                 fontconfigVersion: "2.14.1"))
        let pinned = try fonts(["a.ttf"])
        XCTAssertNil(PinnedFontDirectory.prepare(pinned, in: "\(fontFolder!)/a.ttf/not-a-folder", fontconfigVersion: "2.14.1"))
    }

    func testTheSharedEnvironmentReportsPinnedPaths() {
        let usage = TextEngine.fontFiles(for: AttributedText("Abc"))
        XCTAssertEqual(usage.first?.file, "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    }
}
