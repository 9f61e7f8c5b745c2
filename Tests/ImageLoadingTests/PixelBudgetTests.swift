import Foundation
@testable import ImageLoading
import Raster
import TestSupport
import XCTest

/// `decodedPixelBudget`: the pixels a loader decodes over its life, charged from each
/// image's header before it is decoded.
final class PixelBudgetTests: XCTestCase {
    private func dataURL(width: Int, height: Int) -> URL {
        URL(string: "data:image/png;base64," + TestImages.redAndBlue(width: width, height: height).storedPNG().base64EncodedString())!
    }

    func testImagesPastTheBudgetFailNamingItAndCachedOnesAreFree() async throws {
        // 100 pixels: one 8×8 image (64), not a second.
        var configuration = ImageLoaderConfiguration(decodedPixelBudget: 100)
        configuration.budgetedImagePixels = 1   // these tiny images count, as huge ones do
        let loader = ImageLoader(configuration: configuration)
        defer { loader.shutdown() }
        let first = dataURL(width: 8, height: 8), second = dataURL(width: 8, height: 9)
        let decoded = await loader.image(for: first)
        XCTAssertEqual(decoded.bitmap?.width, 8)
        // The same image again comes from memory and costs nothing.
        let cached = await loader.image(for: first)
        XCTAssertEqual(cached.bitmap?.width, 8)
        let refused = await loader.image(for: second)
        let error = try XCTUnwrap(refused.error)
        XCTAssertEqual(error.reason, .overPixelBudget(width: 8, height: 9, budget: 100))
        XCTAssertTrue(error.description.contains("would take the run past its budget of 100 decoded pixels"), error.description)
        // A smaller image still fits what is left (36 pixels).
        let fits = await loader.image(for: dataURL(width: 6, height: 6))
        XCTAssertEqual(fits.bitmap?.width, 6)
        let none = await loader.image(for: dataURL(width: 1, height: 1))
        XCTAssertEqual(none.error?.reason, .overPixelBudget(width: 1, height: 1, budget: 100))
    }

    func testNoBudgetByDefault() async throws {
        let loader = ImageLoader(configuration: ImageLoaderConfiguration())
        defer { loader.shutdown() }
        XCTAssertNil(loader.configuration.decodedPixelBudget)
        for side in 20..<24 {
            let result = await loader.image(for: dataURL(width: side, height: side))
            XCTAssertEqual(result.bitmap?.width, side)
        }
    }

    func testImagesUnderTheHugeSizeNeverCount() async throws {
        // The default threshold (16 M pixels): a thousand small images decode on a budget of 100.
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(decodedPixelBudget: 100))
        defer { loader.shutdown() }
        XCTAssertEqual(loader.configuration.budgetedImagePixels, 16_000_000)
        for side in 30..<40 {
            let result = await loader.image(for: dataURL(width: side, height: side))
            XCTAssertEqual(result.bitmap?.width, side, "\(side)² is not huge: free")
        }
    }
}
