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
    /// A feed's images that fail (a 404, a missing file, a file outside the configuration's
    /// folder) are placeholders with a warning naming each URL; with --strict the run fails
    /// (exit 1, as `render --strict` does) and no screenshot is written.
    func testFailedFeedImagesWarnOrFailUnderStrict() throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let fixture = try ScreenshotFixture()
        try fixture.write("en.yaml", ScreenshotFixture.english)
        let notFound = server.url("/status/404").absoluteString
        func item(_ id: Int, avatar: String, photo: String) -> String {
            #"{"id": \#(id), "kind": "photo", "name": "Ava", "location": "Oslo", "date": "2024-06-30T20:00:00Z", "#
                + #""date_label": "Jun 30", "avatar": "\#(avatar)", "photo": "\#(photo)", "body": "hi"}"#
        }
        try fixture.write("feed.json", #"{"version": 1, "n": 1, "items": ["#
                          + item(0, avatar: notFound, photo: "img/missing.jpg") + ", "
                          + item(1, avatar: "/etc/hostname", photo: "img/missing.jpg") + "]}")
        let config = try fixture.write("screenshots.yaml", """
            devices: [android-phone]
            locales: {en-US: en.yaml}
            screens:
              - feed: feed.json
                caption: {title: one.title}
                background: "#0f766e"
            """)
        func pngs() -> [String] {
            let files = FileManager.default.enumerator(atPath: fixture.output.path)?.allObjects as? [String] ?? []
            return files.filter { $0.hasSuffix(".png") }
        }
        let strict = try run(["screenshots", config, "--out", fixture.output.path, "--strict"])
        XCTAssertEqual(strict.status, 1, strict.stderr)
        for url in [notFound, "img/missing.jpg", "/etc/hostname"] {
            XCTAssertTrue(strict.stderr.contains(url), "\(url) not named: \(strict.stderr)")
        }
        XCTAssertTrue(strict.stderr.contains("3 image(s) failed to load (--strict)"), strict.stderr)
        XCTAssertEqual(pngs(), [])

        let lenient = try run(["screenshots", config, "--out", fixture.output.path])
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertEqual(pngs(), ["metadata/android/en-US/images/phoneScreenshots/1.png"])
        let warnings = lenient.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: feed.json: ") }
        XCTAssertEqual(warnings.count, 3, lenient.stderr)
        XCTAssertTrue(warnings.contains { $0.contains(notFound) && $0.contains("HTTP status 404") && $0.contains("placeholder") },
                      lenient.stderr)
        XCTAssertTrue(warnings.contains { $0.contains("/etc/hostname") && $0.contains("outside the allowed folders") },
                      lenient.stderr)
    }

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
