import Foundation
@testable import ImageLoading
import Raster
import XCTest

final class ConcurrencyTests: LoaderTestCase {
    func testTwoHundredConcurrentImagesAllLoadWithBoundedTransfers() async throws {
        let loader = makeLoader { $0.maxConcurrentTransfers = 4 }
        let urls = (0..<200).map { server.url("/files/photo.jpg?delay=5&n=\($0)") }
        let loaded = await withTaskGroup(of: Bool.self) { group in
            for url in urls { group.addTask { await loader.image(for: url).bitmap?.width == 64 } }
            return await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        XCTAssertEqual(loaded, 200)
        let stats = try await server.stats()
        XCTAssertEqual(stats.total, 200)
        XCTAssertLessThanOrEqual(stats.maxInFlight, 4, "never more transfers than configured")
        XCTAssertGreaterThanOrEqual(stats.maxInFlight, 2, "transfers do run in parallel")
    }

    func testSameURLRequestedFiftyTimesIsFetchedOnce() async throws {
        // No memory cache: only coalescing of in-flight requests can keep this to one request.
        let loader = makeLoader { $0.memoryCacheBytes = 0 }
        let path = "/files/icon.png?delay=800"
        let url = server.url(path)
        let widths = await withTaskGroup(of: Int?.self) { group in
            for _ in 0..<50 { group.addTask { await loader.image(for: url).bitmap?.width } }
            return await group.reduce(into: [Int?]()) { $0.append($1) }
        }
        XCTAssertEqual(widths, Array(repeating: 40, count: 50))
        let count = try await server.requestCount(path)
        XCTAssertEqual(count, 1)
    }

    func testSameURLAtDifferentSizesSharesOneDownload() async throws {
        let loader = makeLoader()
        let path = "/files/photo.jpg?delay=400"
        let url = server.url(path)
        async let small = loader.image(for: url, targetPixelSize: PixelSize(width: 16, height: 12))
        async let full = loader.image(for: url)
        let (smallImage, fullImage) = try await (bitmap(small), bitmap(full))
        XCTAssertEqual(smallImage.width, 16)
        XCTAssertEqual(fullImage.width, 64)
        let count = try await server.requestCount(path)
        XCTAssertEqual(count, 1)
    }
}
