import Foundation
@testable import ImageLoading
import TestSupport
import XCTest

/// Timeouts, retries of timeouts, and TLS verification.
final class TransportTests: LoaderTestCase {
    func testTimeoutsAreRetried() async throws {
        let path = "/files/photo.jpg?stall=3000"
        let loader = makeLoader { $0.totalTimeout = .milliseconds(300); $0.retryCount = 1 }
        let error = try failure(await loader.image(for: server.url(path)))
        XCTAssertEqual(error.reason, .timedOut)
        let count = try await server.requestCount(path)
        XCTAssertEqual(count, 2)
    }

    func testLowSpeedLimitAbandonsAStalledBody() async throws {
        let loader = makeLoader {
            $0.lowSpeedBytesPerSecond = 1000
            $0.lowSpeedTime = .seconds(1)
            $0.totalTimeout = .seconds(10)
            $0.retryCount = 0
        }
        let start = ContinuousClock.now
        let error = try failure(await loader.image(for: server.url("/files/photo.jpg?stall=5000")))
        XCTAssertEqual(error.reason, .timedOut)
        XCTAssertLessThan(ContinuousClock.now - start, .milliseconds(3000), "the low-speed limit, not the total timeout, fired")
    }

    func testSelfSignedCertificateIsRejected() async throws {
        let certificate = scratch.appendingPathComponent("cert.pem"), key = scratch.appendingPathComponent("key.pem")
        let openssl = try ChildProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                        "-keyout", key.path, "-out", certificate.path, "-days", "1", "-subj", "/CN=127.0.0.1"]).run()
        guard openssl.status == 0 else { throw XCTSkip("openssl could not make a test certificate") }

        let tlsServer = try LoopbackServer(tls: (certificate, key))
        defer { tlsServer.stop() }
        try tlsServer.serve(TestImages.redAndBlue(width: 4, height: 4).storedPNG(), as: "icon.png")
        let url = tlsServer.url("/files/icon.png")
        XCTAssertEqual(url.scheme, "https")
        let error = try failure(await makeLoader().image(for: url))
        guard case .transfer(let code, let message) = error.reason else { return XCTFail("got \(error)") }
        XCTAssertEqual(code, 60, "CURLE_PEER_FAILED_VERIFICATION: \(message)")
        XCTAssertTrue(error.description.contains(url.absoluteString))
    }
}
