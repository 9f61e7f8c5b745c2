import Foundation
@testable import ImageLoading
import Raster
import TestSupport
import XCTest

final class LocalURLTests: XCTestCase {
    private var root: URL!
    private var outside: URL!

    override func setUpWithError() throws {
        let base = try makeTemporaryDirectory(prefix: "imageloading-local")
        root = base.appendingPathComponent("assets")
        outside = base.appendingPathComponent("private")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try TestImages.redAndBlue(width: 8, height: 4).storedPNG().write(to: root.appendingPathComponent("icon.png"))
        try TestImages.redAndBlue(width: 8, height: 4).storedPNG().write(to: outside.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("link.png"),
                                                   withDestinationURL: outside.appendingPathComponent("secret.png"))
    }

    private func loader() -> ImageLoader {
        ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [root]))
    }

    func testFileInsideAllowedRootLoads() async throws {
        let result = await loader().image(for: root.appendingPathComponent("icon.png"))
        XCTAssertEqual(result.bitmap?.width, 8)
        if case .loaded(_, let source) = result { XCTAssertEqual(source, .local) }
    }

    func testFilesOutsideAllowedRootsAreRejected() async throws {
        let escapes = [
            outside.appendingPathComponent("secret.png"),
            URL(fileURLWithPath: root.path + "/../private/secret.png"),
            root.appendingPathComponent("link.png"),
        ]
        for url in escapes {
            let error = await loader().image(for: url).error
            XCTAssertEqual(error?.reason, .fileOutsideAllowedRoots, url.path)
            XCTAssertEqual(error?.url, url)
        }
        let noRoots = await ImageLoader().image(for: root.appendingPathComponent("icon.png")).error
        XCTAssertEqual(noRoots?.reason, .fileOutsideAllowedRoots)
    }

    func testMissingFileIsUnreadable() async throws {
        let error = await loader().image(for: root.appendingPathComponent("nope.png")).error
        guard case .fileUnreadable = error?.reason else { return XCTFail("got \(String(describing: error))") }
    }

    func testBase64DataURLImage() async throws {
        let url = URL(string: "data:image/png;base64," + TestImages.redAndBlue(width: 6, height: 2).storedPNG().base64EncodedString())!
        let result = await ImageLoader().image(for: url)
        XCTAssertEqual(result.bitmap.map { [$0.width, $0.height] }, [6, 2])
        XCTAssertEqual(result.bitmap?.pixel(x: 0, y: 0).red ?? 0, 1, accuracy: 0.01)
    }

    func testPercentEncodedDataURL() async throws {
        let body = try await ImageLoader().data(for: URL(string: "data:application/json,%7B%22a%22%3A%201%7D")!)
        XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"a": 1}"#)
        let binary = try await ImageLoader().data(for: URL(string: "data:,%FF%00ok")!)
        XCTAssertEqual(Array(binary), [0xFF, 0x00, UInt8(ascii: "o"), UInt8(ascii: "k")])
    }

    func testMalformedDataURLsAreRejected() async throws {
        for text in ["data:image/png;base64,@@@@", "data:nocomma"] {
            let error = await ImageLoader().image(for: URL(string: text)!).error
            guard case .malformedDataURL = error?.reason else { return XCTFail("\(text): got \(String(describing: error))") }
        }
    }
}
