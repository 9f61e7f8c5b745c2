import Foundation
import TestSupport
import XCTest

/// `feedrender screenshots` exits non-zero with one line on stderr when it cannot succeed.
final class ScreenshotsCommandTests: XCTestCase {
    /// Runs the built `feedrender`; fails (rather than skips) when it is not built.
    func run(_ arguments: [String]) throws -> ChildProcess.Result {
        let executable = try XCTUnwrap(FeedrenderExecutable.builtURL, "build the feedrender product first")
        return try FeedrenderExecutable(url: executable).run(arguments)
    }

    func testBadInputExitsWithTwoNamingTheFile() throws {
        let fixture = try ScreenshotFixture()
        try fixture.write("en.yaml", ScreenshotFixture.english)
        let config = try fixture.write("bad.yaml", "devices: [android-phone]\nlocales: {en-US: en.yaml}\nscreens:\n  - {caption: {title: nope}, background: \"#000\"}\n")
        let result = try run(["screenshots", config, "--out", fixture.output.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("en.yaml") && result.stderr.contains("\"nope\""), result.stderr)

        let missing = try run(["screenshots", fixture.directory.appendingPathComponent("none.yaml").path, "--out", fixture.output.path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("none.yaml: no such file"), missing.stderr)

        let noOut = try run(["screenshots", config])
        XCTAssertEqual(noOut.status, 2)
    }

    func testUnwritableOutputExitsWithThree() throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["android-phone"])
        let blocker = try fixture.write("not-a-folder", "a file where the output folder should be")
        let result = try run(["screenshots", config, "--out", blocker])
        XCTAssertEqual(result.status, 3, result.stderr)
        XCTAssertTrue(result.stderr.contains("not-a-folder"), result.stderr)
    }
}

extension ScreenshotsCommandTests {
    func testHelpMarksOutRequiredAndStrictFailsWithOne() throws {
        let group = try run(["screenshots", "--help"]).stdout
        XCTAssertTrue(group.contains("render") && group.contains("verify"), group)
        let text = try run(["screenshots", "render", "--help"]).stdout
        let usage = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("USAGE:") })
        XCTAssertTrue(usage.contains(" --out <dir>") && !usage.contains("[--out <dir>]"), String(usage))
        XCTAssertTrue(text.contains("--store <store>") && text.contains("--strict"), text)

        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["android-phone"], background: "\"#ffd27f\"")
        let strict = try run(["screenshots", config, "--out", fixture.output.path, "--strict"])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("caption contrast"), strict.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.output.path))
    }
}

extension ScreenshotsCommandTests {
    func testVerifyPrintsEachViolationAndExitsWithOne() throws {
        let fixture = try ScreenshotFixture()
        let bad = fixture.output.appendingPathComponent("metadata/android/en-US/images/phoneScreenshots/1.png")
        try FileManager.default.createDirectory(at: bad.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(try StoreVerifierTests.png(1290, 2796)).write(to: bad)
        let result = try run(["screenshots", "verify", fixture.output.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains { $0.hasPrefix(bad.path + ": aspect: 1290×2796") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasSuffix("phoneScreenshots: count: 1 screenshots; Google Play takes 2 to 8 phoneScreenshots per language") },
                      result.stdout)
        XCTAssertTrue(result.stderr.contains("2 store-rule violations in 1 images"), result.stderr)

        let missing = try run(["screenshots", "verify", fixture.directory.appendingPathComponent("none").path])
        XCTAssertEqual(missing.status, 2, missing.stderr)
    }

    func testVerifyAfterARunPassesOnItsOwnOutput() throws {
        let fixture = try ScreenshotFixture()
        let config = try fixture.configuration(devices: ["android-phone"])
        let result = try run(["screenshots", config, "--out", fixture.output.path, "--store", "play", "--verify"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("verified 2 images in \(fixture.output.path): all pass"), result.stdout)
        XCTAssertEqual(try run(["screenshots", "verify", fixture.output.path]).status, 0)
    }
}
