import Foundation
@testable import ImageLoading
import XCTest

final class CacheTests: LoaderTestCase {
    private func cachedLoader(offline: Bool = false) -> ImageLoader {
        makeLoader { $0.diskCacheDirectory = self.scratch.appendingPathComponent("cache"); $0.isOffline = offline }
    }

    func testMemoryCacheHitMakesNoSecondRequest() async throws {
        let loader = makeLoader()
        let path = "/files/photo.jpg"
        let first = await loader.image(for: server.url(path))
        let second = await loader.image(for: server.url(path))
        XCTAssertEqual(source(first), .network)
        XCTAssertEqual(source(second), .memoryCache)
        XCTAssertTrue(try bitmap(first) === bitmap(second))
        let count = try await server.requestCount(path)
        XCTAssertEqual(count, 1)
    }

    func testFreshDiskCacheEntryIsServedWithoutARequest() async throws {
        let path = "/files/photo.jpg?maxage=60"
        let result1 = await cachedLoader().image(for: server.url(path))
        XCTAssertEqual(source(result1), .network)
        let second = await cachedLoader().image(for: server.url(path))  // new loader: empty memory cache
        XCTAssertEqual(source(second), .diskCache)
        assertRedLeftBlueRight(try bitmap(second))
        let count = try await server.requestCount(path)
        XCTAssertEqual(count, 1)
    }

    func testStaleEntryIsRevalidatedWithETagAnd304() async throws {
        let path = "/files/photo.jpg?etag=1"
        let result2 = await cachedLoader().image(for: server.url(path))
        XCTAssertEqual(source(result2), .network)
        let second = await cachedLoader().image(for: server.url(path))
        XCTAssertEqual(source(second), .revalidated)
        assertRedLeftBlueRight(try bitmap(second))
        let stats = try await server.stats()
        XCTAssertEqual(stats.counts[path], 2)
        XCTAssertEqual(stats.conditional, 1)
        XCTAssertEqual(stats.notModified, 1)
    }

    func testStaleEntryIsRevalidatedWithLastModified() async throws {
        let path = "/files/icon.png?lastmod=1&maxage=0"
        _ = try bitmap(await cachedLoader().image(for: server.url(path)))
        let result3 = await cachedLoader().image(for: server.url(path))
        XCTAssertEqual(source(result3), .revalidated)
        let notModified = try await server.stats().notModified
        XCTAssertEqual(notModified, 1)
    }

    func testNoStoreResponsesAreNotCached() async throws {
        let path = "/files/photo.jpg?nostore=1"
        _ = await cachedLoader().image(for: server.url(path))
        let result4 = await cachedLoader().image(for: server.url(path))
        XCTAssertEqual(source(result4), .network)
        let count = try await server.requestCount(path)
        XCTAssertEqual(count, 2)
    }

    func testOfflineModeServesOnlyFromTheDiskCache() async throws {
        let cachedPath = "/files/photo.jpg?etag=1"
        _ = try bitmap(await cachedLoader().image(for: server.url(cachedPath)))
        let offline = cachedLoader(offline: true)
        let result5 = await offline.image(for: server.url(cachedPath))
        XCTAssertEqual(source(result5), .diskCache, "stale entries are fine offline")
        let error = try failure(await offline.image(for: server.url("/files/icon.png")))
        XCTAssertEqual(error.reason, .notCachedOffline)
        let total = try await server.stats().total
        XCTAssertEqual(total, 1)
    }

    func testDiskCacheEvictsLeastRecentlyUsedBeyondItsBudget() throws {
        let cache = DiskCache(directory: scratch.appendingPathComponent("small"), byteLimit: 2500)
        let policy = CachePolicy(headers: ["cache-control": "max-age=60"])
        let urls = (0..<3).map { URL(string: "https://example.com/\($0)")! }
        cache.store(Data(count: 1000), for: urls[0], contentType: nil, policy: policy, at: Date(timeIntervalSinceNow: -30))
        cache.store(Data(count: 1000), for: urls[1], contentType: nil, policy: policy, at: Date(timeIntervalSinceNow: -20))
        XCTAssertNotNil(cache.entry(for: urls[0]))  // now more recent than urls[1]
        cache.store(Data(count: 1000), for: urls[2], contentType: nil, policy: policy)
        XCTAssertNotNil(cache.entry(for: urls[0]))
        XCTAssertNil(cache.entry(for: urls[1]))
        XCTAssertNotNil(cache.entry(for: urls[2]))
    }

    func testMemoryCacheEvictsLeastRecentlyUsedBeyondItsBudget() async throws {
        // Three 40x30 PNG decodes (4800 bytes each) in a budget of two.
        let loader = makeLoader { $0.memoryCacheBytes = 10_000 }
        let paths = ["/files/icon.png?a", "/files/icon.png?b", "/files/icon.png?c"]
        for path in paths { _ = try bitmap(await loader.image(for: server.url(path))) }
        let result6 = await loader.image(for: server.url(paths[2]))
        XCTAssertEqual(source(result6), .memoryCache)
        let result7 = await loader.image(for: server.url(paths[0]))
        XCTAssertEqual(source(result7), .network, "oldest was evicted")
    }

    func testCacheControlParsing() {
        let policy = CachePolicy(headers: ["cache-control": "public, Max-Age=\"120\"", "etag": "\"x\""])
        XCTAssertEqual(policy.maxAge, 120)
        XCTAssertTrue(policy.isStorable)
        XCTAssertEqual(policy.validationHeaders.map(\.name), ["If-None-Match"])
        XCTAssertNil(CachePolicy(headers: ["cache-control": "no-cache, max-age=60"]).maxAge)
        XCTAssertFalse(CachePolicy(headers: ["cache-control": "no-store"]).isStorable)
    }
}
