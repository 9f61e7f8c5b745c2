import FeedrenderSupport
import FeedRendering
import Foundation
@testable import Screenshots
import XCTest

/// A run owns the images it wrote: the next run into the folder removes those it no longer
/// writes, and nothing else.
final class ScreenshotCleanOutputTests: XCTestCase {
    private let play = "metadata/android/en-US/images/phoneScreenshots"

    private func exists(_ path: String, in fixture: ScreenshotFixture) -> Bool {
        FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent(path).path)
    }

    private func write(_ text: String, _ path: String, in fixture: ScreenshotFixture) throws {
        let url = fixture.output.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testRemovingADeviceRemovesItsImagesAndLeavesTheUsersFiles() async throws {
        let fixture = try ScreenshotFixture()
        let both = try fixture.configuration(devices: ["iphone-8-plus", "android-phone"])
        let first = try await fixture.render(both)
        XCTAssertEqual(first.files.count, 4)
        XCTAssertEqual(first.removedFiles, [])
        // The user's own files beside ours: supply's title, a hand-made screenshot, a note.
        try write("My app", "metadata/android/en-US/title.txt", in: fixture)
        try write("not ours", "screenshots/en-US/00_hand-made.png", in: fixture)
        try write("notes", "Fastfile", in: fixture)

        let iPhoneOnly = try fixture.configuration(devices: ["iphone-8-plus"])
        let second = try await fixture.render(iPhoneOnly)
        XCTAssertEqual(second.files, ["screenshots/en-US/01_iphone-8-plus.png", "screenshots/en-US/02_iphone-8-plus.png"])
        XCTAssertEqual(Set(second.removedFiles), ["\(play)/1.png", "\(play)/2.png"])
        XCTAssertFalse(exists(play, in: fixture), "the emptied screenshot folder goes too")
        for kept in ["metadata/android/en-US/title.txt", "screenshots/en-US/00_hand-made.png", "Fastfile"] + second.files {
            XCTAssertTrue(exists(kept, in: fixture), kept)
        }
        XCTAssertEqual(try StoreVerifier.verify(fixture.output).violations.map(\.file), ["screenshots/en-US/00_hand-made.png"],
                       "only the hand-made file breaks a rule: verify sees no leftover Android image")

        // A run that writes what the previous one did removes nothing.
        let third = try await fixture.render(iPhoneOnly)
        XCTAssertEqual(third.removedFiles, [])
    }

    func testAWholeRunAfterShardsInTheSameFolderCleansUpTheirImagesToo() async throws {
        let fixture = try ScreenshotFixture()
        let both = try ScreenshotConfiguration.load(from: try fixture.configuration(devices: ["iphone-8-plus", "android-phone"]))
        for index in 0..<2 {
            let shard = try XCTUnwrap(RenderShard(index: index, count: 2))
            let result = try await ScreenshotRenderer(configuration: both, shard: shard).render(to: fixture.output)
            XCTAssertEqual(result.files.count, 2)
        }
        let records = ["feedrender-screenshots.shard-0-of-2.json", "feedrender-screenshots.shard-1-of-2.json"]
        for record in records { XCTAssertTrue(exists(record, in: fixture), record) }
        let iPhoneOnly = try ScreenshotConfiguration.load(from: try fixture.configuration(devices: ["iphone-8-plus"]))
        let whole = try await ScreenshotRenderer(configuration: iPhoneOnly).render(to: fixture.output)
        XCTAssertEqual(Set(whole.removedFiles), ["\(play)/1.png", "\(play)/2.png"], "both shards' Android images")
        for record in records { XCTAssertFalse(exists(record, in: fixture), "\(record): taken over by the whole run's") }
        XCTAssertTrue(exists("feedrender-screenshots.json", in: fixture))
    }

    func testAnImageChangedSinceItWasWrittenIsLeftWithAWarning() async throws {
        let fixture = try ScreenshotFixture()
        _ = try await fixture.render(try fixture.configuration(devices: ["iphone-8-plus", "android-phone"]))
        let edited = fixture.output.appendingPathComponent("\(play)/2.png")
        var bytes = try Data(contentsOf: edited)
        bytes[bytes.count - 20] ^= 0xFF
        try bytes.write(to: edited)
        let result = try await fixture.render(try fixture.configuration(devices: ["iphone-8-plus"]))
        XCTAssertEqual(result.removedFiles, ["\(play)/1.png"])
        XCTAssertTrue(exists("\(play)/2.png", in: fixture))
        XCTAssertTrue(result.warnings.contains { $0.hasPrefix("\(play)/2.png: left in place") }, "\(result.warnings)")
    }

    func testAManifestCannotMakeARunRemoveFilesOutsideTheStoreFolders() async throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["iphone-8-plus"])
        _ = try await fixture.render(config)
        // Files a planted or hand-edited record names, with their true sizes and digests.
        let victims = ["Fastfile.png", "screenshots/../Fastfile.png", "/tmp/x.png", "metadata/android/../../Fastfile.png"]
        try write("keep", "Fastfile.png", in: fixture)
        let manifestURL = fixture.output.appendingPathComponent(ScreenshotManifest.name(shard: nil))
        var manifest = try JSONDecoder().decode(ScreenshotManifest.self, from: Data(contentsOf: manifestURL))
        manifest.files += victims.map { ScreenshotManifest.File(path: $0, bytes: 4, sha256: SHA256.hex(of: "keep")) }
        try manifest.write(named: ScreenshotManifest.name(shard: nil), in: fixture.output)
        let result = try await fixture.render(config)
        XCTAssertEqual(result.removedFiles, [])
        XCTAssertTrue(exists("Fastfile.png", in: fixture))
        XCTAssertEqual(victims.filter(ScreenshotManifest.isImagePath), [])
    }
}
