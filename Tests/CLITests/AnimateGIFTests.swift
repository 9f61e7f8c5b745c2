import Foundation
import TestSupport
import XCTest

/// `feedrender animate --gif`: animation.gif beside the APNG, the same frames and timing.
final class AnimateGIFTests: XCTestCase {
    func testGIFOfADeleteAndInsert() throws {
        let feedrender = try FeedrenderExecutable()
        let directory = try makeTemporaryDirectory(prefix: "feedrender-animate-gif")
        let feed = directory.appendingPathComponent("blocks.yaml")
        try AnimateCommandTests.document.write(to: feed, atomically: true, encoding: .utf8)
        var gifs: [Data] = []
        for name in ["one", "two"] {
            let out = directory.appendingPathComponent(name)
            let result = try feedrender.run(["animate", feed.path, "--out", out.path, "--duration", "0.2", "--fps", "10",
                                             "--hold", "0.2", "--gif", "--no-apng"])
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.appendingPathComponent("animation.png").path))
            gifs.append(try Data(contentsOf: out.appendingPathComponent("animation.gif")))
            let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("animation.json")))
                as! [String: Any]
            XCTAssertEqual((manifest["files"] as! [[String: Any]]).compactMap { $0["path"] as? String }.first, "animation.gif")
        }
        XCTAssertEqual(gifs[0], gifs[1], "two runs give byte-identical GIFs")
        // Frames: state 0 held 0.2 s, the middle of the change 0.1 s, state 1 held 0.2 s.
        let bytes = [UInt8](gifs[0])
        var delays: [Int] = []
        for start in 0..<(bytes.count - 6) where bytes[start] == 0x21 && bytes[start + 1] == 0xF9 && bytes[start + 2] == 4 {
            delays.append(Int(bytes[start + 4]) | Int(bytes[start + 5]) << 8)
        }
        XCTAssertEqual(delays, [20, 10, 20])
        // The first frame (state 0): p red at the top, at scale 2 on a 100 pt wide screen.
        let gif = directory.appendingPathComponent("one/animation.gif"), raw = directory.appendingPathComponent("first.rgb")
        guard let ffmpeg = ChildProcess(tool: "ffmpeg", arguments: ["-v", "error", "-i", gif.path, "-frames:v", "1",
                                                                     "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path]) else {
            throw XCTSkip("ffmpeg is not installed (scripts/setup installs it)")
        }
        XCTAssertEqual(try ffmpeg.run().status, 0)
        let first = [UInt8](try Data(contentsOf: raw))
        let at = (20 * 200 + 100) * 3
        XCTAssertEqual(Array(first[at..<at + 3]), [200, 0, 0])
    }
}
