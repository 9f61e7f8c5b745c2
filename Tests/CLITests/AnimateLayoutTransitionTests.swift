import Foundation
import TestSupport
import XCTest

/// `feedrender animate` on a layout document with `states`: Texture's default layout
/// transition (0.2 s, ease-in-out) as an APNG and an MP4, pixels worked out by hand, the
/// same bytes on every run; bad states exit 2 naming the key.
final class AnimateLayoutTransitionTests: XCTestCase {
    var directory: URL!
    var feedrender: FeedrenderExecutable!
    private var document: String { directory.appendingPathComponent("weather.json").path }

    /// A 100 pt wide card at scale 2 on white: collapsed, a red header (20 pt) over a blue
    /// footer (20 pt); expanded, the footer moves down 40 pt under green details (40 pt)
    /// that appear between them. Frames are 200×160 px (the larger state, 80 pt).
    static let json = """
        {"scale": 2, "size": {"min": [100, 0], "max": [100, null]},
         "root": {"type": "stack", "direction": "vertical", "children": [
           {"type": "box", "id": "header", "color": "#c80000", "style": {"height": 20}},
           {"type": "box", "id": "footer", "color": "#0000dc", "style": {"height": 20}}]},
         "states": [{"root": {"type": "stack", "direction": "vertical", "children": [
           {"type": "box", "id": "header", "color": "#c80000", "style": {"height": 20}},
           {"type": "box", "id": "details", "color": "#00a000", "style": {"height": 40}},
           {"type": "box", "id": "footer", "color": "#0000dc", "style": {"height": 20}}]}}]}
        """

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-animate-layout")
        try Self.json.write(toFile: document, atomically: true, encoding: .utf8)
    }

    /// The RGB frames of `file` decoded by ffmpeg (200×160 px each).
    private func decodedFrames(_ file: URL, format: [String] = []) throws -> [[UInt8]] {
        let raw = directory.appendingPathComponent(UUID().uuidString + ".rgb")
        guard let tool = ChildProcess(tool: "ffmpeg", arguments: ["-v", "error"] + format + ["-i", file.path,
                                                                 "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path]) else {
            throw XCTSkip("ffmpeg is not installed (scripts/setup installs it)")
        }
        let result = try tool.run()
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = [UInt8](try Data(contentsOf: raw))
        let size = 200 * 160 * 3
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min(bytes.count, $0 + size)]) }
    }

    private func pixel(_ frame: [UInt8], x: Int, y: Int) -> [Int] {
        let at = (y * 200 + x) * 3
        return frame[at..<at + 3].map(Int.init)
    }

    private func assertNear(_ got: [Int], _ expected: [Int], tolerance: Int, _ message: String,
                            file: StaticString = #filePath, line: UInt = #line) {
        XCTAssert(zip(got, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(message): \(got), expected \(expected)",
                  file: file, line: line)
    }

    func testExpandingCardAsAPNGAndMP4() throws {
        // 10 fps: frames at 0, 0.1 s (half way) and 0.2 s; each state held 0.2 s (2 frames).
        let arguments = ["--fps", "10", "--hold", "0.2", "--mp4"]
        let outs = [directory.appendingPathComponent("one"), directory.appendingPathComponent("two")]
        for out in outs {
            let result = try feedrender.run(["animate", document, "--out", out.path] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let apngs = try outs.map { try Data(contentsOf: $0.appendingPathComponent("animation.png")) }
        XCTAssertEqual(apngs[0], apngs[1], "two runs give byte-identical APNGs")
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: outs[0].appendingPathComponent("animation.json"))) as! [String: Any]
        XCTAssertEqual(manifest["duration"] as? Double, 0.2, "Texture's defaultLayoutTransitionDuration")
        XCTAssertEqual(manifest["width"] as? Int, 200)
        XCTAssertEqual(manifest["height"] as? Int, 160)
        let frames = manifest["frames"] as! [[String: Any]]
        XCTAssertEqual(frames.map { $0["index"] as? Int }, [0, 2, 3])
        XCTAssertEqual(frames[1]["progress"] as? Double ?? 0, 0.5, accuracy: 1e-9)

        let decoded = try decodedFrames(outs[0].appendingPathComponent("animation.png"), format: ["-f", "apng"])
        XCTAssertEqual(decoded.count, 5)
        let middle = decoded[2]
        // Footer half way from 20 to 60 pt: 40–60 pt, opaque blue; at 30 pt details (green,
        // alpha 0.5) over white: 127.5 ± 2 for red and blue, 207.5 for green.
        assertNear(pixel(middle, x: 100, y: 100), [0, 0, 220], tolerance: 2, "footer at 50 pt")
        assertNear(pixel(middle, x: 100, y: 60), [128, 208, 128], tolerance: 2, "details fading in at 30 pt")
        // Below the footer (75 pt) nothing is drawn yet: white.
        assertNear(pixel(middle, x: 100, y: 150), [255, 255, 255], tolerance: 0, "below the footer at 75 pt")
        // Last frame: details green at 20–60 pt, footer blue at 60–80 pt.
        assertNear(pixel(decoded[4], x: 100, y: 60), [0, 160, 0], tolerance: 0, "details at the end")
        assertNear(pixel(decoded[4], x: 100, y: 150), [0, 0, 220], tolerance: 0, "footer at the end")
        // First frame: the footer at 20–40 pt, white below.
        assertNear(pixel(decoded[0], x: 100, y: 60), [0, 0, 220], tolerance: 0, "footer at the start")
        assertNear(pixel(decoded[0], x: 100, y: 100), [255, 255, 255], tolerance: 0, "white at the start")

        // The MP4 shows the same frames (H.264 is lossy: within a few levels on flat colours).
        let video = try decodedFrames(outs[0].appendingPathComponent("animation.mp4"))
        XCTAssertEqual(video.count, 5)
        assertNear(pixel(video[2], x: 100, y: 100), [0, 0, 220], tolerance: 12, "MP4 footer half way")
        assertNear(pixel(video[2], x: 100, y: 60), [128, 208, 128], tolerance: 12, "MP4 details half way")
    }

    func testStatesThatAreNotRootsExitTwoNamingTheKey() throws {
        let bad = directory.appendingPathComponent("bad.json")
        try #"{"root": {"type": "box"}, "states": [{"root": {"type": "box"}, "size": [1, 1]}]}"#
            .write(to: bad, atomically: true, encoding: .utf8)
        let result = try feedrender.run(["animate", bad.path, "--out", directory.appendingPathComponent("out").path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bad.json: states[0]"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/animation.png").path))
    }
}
