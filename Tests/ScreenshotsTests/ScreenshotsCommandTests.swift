import Foundation
import XCTest

/// `feedrender screenshots` exits non-zero with one line on stderr when it cannot succeed.
final class ScreenshotsCommandTests: XCTestCase {
    /// The `feedrender` executable built next to the test bundle.
    private var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("feedrender")
    }

    func run(_ arguments: [String]) throws -> (status: Int32, stderr: String) {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: executable.path), "build the feedrender product first")
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
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
        let help = Process()
        help.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("feedrender")
        help.arguments = ["screenshots", "--help"]
        let pipe = Pipe()
        help.standardOutput = pipe
        try help.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        help.waitUntilExit()
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
