import Foundation
import TestSupport
import XCTest

/// The same bytes whichever SIMD code draws and encodes them: the demo rendered with pixman's
/// SSE2, SSSE3 and MMX implementations disabled (so its portable C paths draw, as they do
/// where no x86 SIMD exists) and with our PNG encoder's scalar kernels is the default run's,
/// file for file. See docs/determinism.md.
final class SIMDIndependenceTests: XCTestCase {
    func testTheDemoIsByteIdenticalWithoutSIMD() throws {
        let feedrender = try FeedrenderExecutable()
        let folder = try makeTemporaryDirectory(prefix: "feedrender-simd")
        let simd = folder.appendingPathComponent("simd"), portable = folder.appendingPathComponent("portable")

        let first = try feedrender.run(["--out", simd.path])
        XCTAssertEqual(first.status, 0, first.stderr)

        var environment = ProcessInfo.processInfo.environment
        environment["PIXMAN_DISABLE"] = "mmx sse2 ssse3"
        environment["FEEDRENDER_PNG_SCALAR"] = "1"
        var process = feedrender.process(["--out", portable.path])
        process.environment = environment
        let second = try process.run()
        XCTAssertEqual(second.status, 0, second.stderr)
        // pixman says so (on standard output) when it takes the variable: the check cannot
        // pass by accident.
        XCTAssertTrue(second.stdout.contains("pixman: Disabled sse2 implementation"), second.stdout)

        let names = try FileManager.default.contentsOfDirectory(atPath: simd.path).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 13)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: portable.path).filter { $0.hasSuffix(".png") }.sorted(),
                       names)
        for name in names {
            XCTAssertEqual(try Data(contentsOf: simd.appendingPathComponent(name)),
                           try Data(contentsOf: portable.appendingPathComponent(name)), name)
        }
    }
}
