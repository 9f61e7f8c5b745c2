import Foundation
@testable import ImageLoading
import Raster
import TestSupport
import XCTest

final class HTTPImageTests: LoaderTestCase {
    func testLoadsJPEGPNGAndWebPOverHTTP() async throws {
        let loader = makeLoader()
        for (name, width, height) in [("photo.jpg", 64, 48), ("icon.png", 40, 30), ("banner.webp", 50, 20)] {
            let result = await loader.image(for: server.url("/files/\(name)"))
            let image = try bitmap(result)
            XCTAssertEqual([image.width, image.height], [width, height], name)
            XCTAssertEqual(source(result), .network, name)
            assertRedLeftBlueRight(image)
        }
    }

    func testDownsamplesToTargetPixelSize() async throws {
        try server.serve(TestImages.redAndBlue(width: 1080, height: 1080).jpeg(), as: "big.jpg")
        let image = try bitmap(await makeLoader().image(for: server.url("/files/big.jpg"), targetPixelSize: PixelSize(width: 270, height: 270)))
        XCTAssertEqual([image.width, image.height], [270, 270])
        assertRedLeftBlueRight(image)
    }

    func testNotFoundFailsOnceWithoutRetry() async throws {
        let result = await makeLoader().image(for: server.url("/files/missing.jpg"))
        let error = try failure(result)
        XCTAssertEqual(error.reason, .httpStatus(404))
        XCTAssertTrue(error.description.contains(server.url("/files/missing.jpg").absoluteString), error.description)
        let count = try await server.requestCount("/files/missing.jpg")
        XCTAssertEqual(count, 1, "4xx must not be retried")
    }

    func testServerErrorIsRetriedUntilSuccess() async throws {
        let path = "/files/photo.jpg?failfirst=2"
        let result = await makeLoader { $0.retryCount = 2 }.image(for: server.url(path))
        _ = try bitmap(result)
        let count = try await server.requestCount(path)
        XCTAssertEqual(count, 3)
    }

    func testServerErrorGivesUpAfterRetryCount() async throws {
        let path = "/files/photo.jpg?failfirst=10"
        let error = try failure(await makeLoader { $0.retryCount = 1 }.image(for: server.url(path)))
        XCTAssertEqual(error.reason, .httpStatus(500))
        let count = try await server.requestCount(path)
        XCTAssertEqual(count, 2)
    }

    func testStalledServerTimesOutQuicklyAndLoadingGoesOn() async throws {
        let loader = makeLoader { $0.totalTimeout = .milliseconds(400); $0.retryCount = 0 }
        let start = ContinuousClock.now
        let error = try failure(await loader.image(for: server.url("/files/photo.jpg?stall=5000")))
        XCTAssertEqual(error.reason, .timedOut)
        XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(1500))
        _ = try bitmap(await loader.image(for: server.url("/files/photo.jpg")))
    }

    /// A stalled server with generous per-transfer timeouts and retries still costs no more
    /// than the image's deadline, and the error says so, naming the URL.
    func testImageDeadlineBoundsStallsAcrossRetries() async throws {
        let loader = makeLoader {
            $0.totalTimeout = .seconds(30); $0.lowSpeedTime = .seconds(15); $0.retryCount = 2
            $0.imageDeadline = .milliseconds(800)
        }
        let url = server.url("/files/photo.jpg?stall=20000")
        let start = ContinuousClock.now
        let error = try failure(await loader.image(for: url))
        XCTAssertEqual(error.reason, .missedDeadline("its 0.8 s deadline"))
        XCTAssertTrue(error.description.contains(url.absoluteString), error.description)
        XCTAssertLessThan(ContinuousClock.now - start, .seconds(3))
    }

    /// The image's deadline counts from its first request in the run: asked for again after
    /// it missed it (a cell drawn after its preload failed), it fails at once, not after a
    /// second wait.
    func testImageDeadlineSpansEveryRequestOfTheImage() async throws {
        let loader = makeLoader { $0.imageDeadline = .milliseconds(600) }
        let url = server.url("/files/photo.jpg?stall=20000")
        let first = try failure(await loader.image(for: url))
        XCTAssertEqual(first.reason, .missedDeadline("its 0.6 s deadline"))
        let start = ContinuousClock.now
        let again = try failure(await loader.image(for: url, targetPixelSize: PixelSize(width: 10, height: 10)))
        XCTAssertEqual(again.reason, .missedDeadline("its 0.6 s deadline"))
        XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(300))
        // Other images are not affected.
        _ = try bitmap(await loader.image(for: server.url("/files/photo.jpg")))
    }

    /// The run's deadline counts from the loader's creation: once it has passed, requests
    /// fail at once instead of starting transfers.
    func testRunDeadlineFailsLaterImagesAtOnce() async throws {
        let loader = makeLoader { $0.runDeadline = .milliseconds(300); $0.imageDeadline = nil }
        let stalled = try failure(await loader.image(for: server.url("/files/photo.jpg?stall=20000")))
        XCTAssertEqual(stalled.reason, .missedDeadline("the run's 0.3 s deadline"))
        let start = ContinuousClock.now
        let later = try failure(await loader.image(for: server.url("/files/icon.png")))
        XCTAssertEqual(later.reason, .missedDeadline("the run's 0.3 s deadline"))
        XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(200))
    }

    func testTruncatedBodyFails() async throws {
        let error = try failure(await makeLoader { $0.retryCount = 0 }.image(for: server.url("/files/photo.jpg?truncate=1")))
        XCTAssertEqual(error.reason, .truncatedBody)
    }

    func testBodyThatIsNotAnImageFails() async throws {
        let url = server.url("/files/page.json")
        let error = try failure(await makeLoader().image(for: url))
        guard case .undecodable = error.reason else { return XCTFail("got \(error)") }
        XCTAssertTrue(error.description.hasPrefix(url.absoluteString), error.description)
    }

    func testHugeDeclaredDimensionsHitThePixelLimit() async throws {
        let error = try failure(await makeLoader { $0.pixelLimit = 10_000_000 }.image(for: server.url("/huge.png")))
        XCTAssertEqual(error.reason, .tooManyPixels(width: 100_000, height: 100_000, limit: 10_000_000))
    }

    func testRedirectLoopStopsAtTheLimit() async throws {
        let loader = makeLoader { $0.maxRedirects = 3 }
        let error = try failure(await loader.image(for: server.url("/loop/0")))
        XCTAssertEqual(error.reason, .tooManyRedirects(limit: 3))
        let count = try await server.stats().total
        XCTAssertEqual(count, 4, "first request plus 3 redirects, no retry")
        _ = try bitmap(await loader.image(for: server.url("/redirect?to=/files/icon.png")))
    }

    func testBodyLimitAppliesToDeclaredAndChunkedBodies() async throws {
        let loader = makeLoader { $0.maxBodyBytes = 200 }
        for path in ["/files/photo.jpg", "/files/photo.jpg?chunked=1"] {
            let error = try failure(await loader.image(for: server.url(path)))
            XCTAssertEqual(error.reason, .bodyTooLarge(limit: 200), path)
        }
    }

    func testChunkedBodyLoads() async throws {
        _ = try bitmap(await makeLoader().image(for: server.url("/files/photo.jpg?chunked=1")))
    }

    func testRefusedConnectionIsAConnectionError() async throws {
        let port = server.port
        server.stop()
        let error = try failure(await makeLoader { $0.retryCount = 1 }.image(for: URL(string: "http://127.0.0.1:\(port)/files/photo.jpg")!))
        guard case .connectionFailed = error.reason else { return XCTFail("got \(error)") }
    }

    func testDataForReturnsBodyAndThrowsOnErrorStatus() async throws {
        let loader = makeLoader()
        let body = try await loader.data(for: server.url("/files/page.json"))
        XCTAssertEqual(String(decoding: body, as: UTF8.self), #"{"page": 1}"#)
        do {
            _ = try await loader.data(for: server.url("/status/403"))
            XCTFail("expected an error")
        } catch {
            XCTAssertEqual(error.reason, .httpStatus(403))
            XCTAssertTrue(error.description.contains("/status/403"))
        }
    }

    func testShutdownFailsLaterRequests() async throws {
        let loader = makeLoader()
        loader.shutdown()
        let error = try failure(await loader.image(for: server.url("/files/photo.jpg")))
        XCTAssertEqual(error.reason, .loaderShutDown)
    }

    func testUnsupportedSchemeIsRejected() async throws {
        let error = try failure(await makeLoader().image(for: URL(string: "ftp://127.0.0.1/a.png")!))
        XCTAssertEqual(error.reason, .unsupportedScheme("ftp"))
    }
}
