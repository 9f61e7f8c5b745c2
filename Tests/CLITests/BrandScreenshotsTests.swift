import Foundation
import Raster
import TestSupport
import XCTest

/// `examples/brand/screenshots.yaml`: the brand feed's store screenshots in five locales, every
/// caption and feed string from the example's catalog, nothing left in English but names.
final class BrandScreenshotsTests: XCTestCase {
    private let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/brand/screenshots.yaml").standardizedFileURL.path

    func testEveryLocaleRendersWithoutFallbacks() throws {
        let feedrender = try FeedrenderExecutable()
        let out = try makeTemporaryDirectory(prefix: "feedrender-brand-shots").appendingPathComponent("out")
        let result = try feedrender.run(["screenshots", config, "--out", out.path, "--strict"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("warning"), result.stderr)
        let images = try XCTUnwrap(FileManager.default.enumerator(atPath: out.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(images.count, 10, "2 devices × 5 locales: \(images)")
        // Each locale draws its own pixels.
        let iphone = try images.filter { $0.contains("iphone") }.map { try Data(contentsOf: out.appendingPathComponent($0)) }
        XCTAssertEqual(Set(iphone).count, 5)
    }
}
