import Foundation
@testable import ImageLoading
import Raster
import TestSupport
import XCTest

/// Base for tests that talk to a fresh loopback server and make loaders with short timeouts.
class LoaderTestCase: XCTestCase {
    var server: LoopbackServer!
    var scratch: URL!

    override func setUpWithError() throws {
        server = try LoopbackServer()
        scratch = try makeTemporaryDirectory(prefix: "imageloading")
        try server.serve(TestImages.redAndBlue(width: 64, height: 48).jpeg(), as: "photo.jpg")
        try server.serve(TestImages.redAndBlue(width: 40, height: 30).storedPNG(), as: "icon.png")
        try server.serve(TestImages.redAndBlue(width: 50, height: 20).webp(), as: "banner.webp")
        try server.serve(Data(#"{"page": 1}"#.utf8), as: "page.json")
    }

    override func tearDown() {
        server?.stop()
    }

    /// Test defaults: quick timeouts and backoff, so failure paths take milliseconds.
    func makeLoader(_ adjust: (inout ImageLoaderConfiguration) -> Void = { _ in }) -> ImageLoader {
        var configuration = ImageLoaderConfiguration(
            connectTimeout: .seconds(2), totalTimeout: .seconds(5), retryCount: 2, retryBackoff: .milliseconds(20))
        adjust(&configuration)
        return ImageLoader(configuration: configuration)
    }

    func bitmap(_ result: ImageLoadResult, file: StaticString = #filePath, line: UInt = #line) throws -> Bitmap {
        switch result {
        case .loaded(let bitmap, _): return bitmap
        case .failed(let error):
            XCTFail("expected an image, got: \(error)", file: file, line: line)
            throw error
        }
    }

    func source(_ result: ImageLoadResult) -> ImageSource? {
        if case .loaded(_, let source) = result { return source }
        return nil
    }

    func failure(_ result: ImageLoadResult, file: StaticString = #filePath, line: UInt = #line) throws -> ImageLoadError {
        guard let error = result.error else {
            XCTFail("expected a failure, got an image", file: file, line: line)
            throw CancellationError()
        }
        return error
    }

    /// Red left half, blue right half (allowing for JPEG/WebP loss).
    func assertRedLeftBlueRight(_ bitmap: Bitmap, file: StaticString = #filePath, line: UInt = #line) {
        let left = bitmap.pixel(x: bitmap.width / 4, y: bitmap.height / 2)
        let right = bitmap.pixel(x: bitmap.width * 3 / 4, y: bitmap.height / 2)
        XCTAssertGreaterThan(left.red, 0.85, "left red", file: file, line: line)
        XCTAssertLessThan(left.blue, 0.15, "left blue", file: file, line: line)
        XCTAssertGreaterThan(right.blue, 0.85, "right blue", file: file, line: line)
        XCTAssertLessThan(right.red, 0.15, "right red", file: file, line: line)
        XCTAssertEqual(left.alpha, 1, accuracy: 0.01, file: file, line: line)
    }
}
