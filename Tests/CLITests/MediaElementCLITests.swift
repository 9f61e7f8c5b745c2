import Foundation
import TestSupport
import XCTest

/// `feedrender layout --png` with the video and map elements: a video that cannot be decoded
/// warns (exit 0) and fails a strict run (exit 1), a map that cannot be fetched only warns,
/// even strict, and a URL that cannot be fetched at all is exit 2 naming its key path.
final class MediaElementCLITests: XCTestCase {
    private var feedrender: FeedrenderExecutable!
    private var png: URL!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        png = FileManager.default.temporaryDirectory.appendingPathComponent("media-\(UUID().uuidString).png")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: png)
    }

    func testCorruptVideoWarnsAndFailsStrictRuns() throws {
        let document = #"{"size": [160, 90], "root": {"type": "video", "url": "data:video/mp4;base64,AAAAIGZ0eXBpc29t"}}"#
        let lenient = try feedrender.run(["layout", "-", "--png", png.path], stdin: Data(document.utf8))
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains("video data:video/mp4;base64,AAAAIGZ0eXBpc29t"), lenient.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png.path))
        try FileManager.default.removeItem(at: png)
        let strict = try feedrender.run(["layout", "-", "--png", png.path, "--strict"], stdin: Data(document.utf8))
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("data:video/mp4"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path))
    }

    func testUnreachableMapOnlyWarnsEvenWhenStrict() throws {
        let document = #"""
        {"size": [200, 100], "root": {"type": "map", "latitude": 10, "longitude": 20,
          "urlTemplate": "http://127.0.0.1:1/map?c={lat},{lon}&s={width}x{height}"}}
        """#
        let strict = try feedrender.run(["layout", "-", "--png", png.path, "--strict"], stdin: Data(document.utf8))
        XCTAssertEqual(strict.status, 0, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("map http://127.0.0.1:1/map?c=10,20&s=200x100"), strict.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: png.path))
    }

    func testUnfetchableURLExits2NamingTheKeyPath() throws {
        let document = #"{"size": [160, 90], "root": {"type": "stack", "children": [{"type": "video", "poster": "ftp://x/p.jpg"}]}}"#
        let result = try feedrender.run(["layout", "-", "--png", png.path], stdin: Data(document.utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("root.children[0].poster: expected a file://, http(s):// or data: URL"), result.stderr)
    }
}
