import Foundation
import TestSupport
import XCTest

/// `feedrender animate`'s key-frame contact sheet: the first, middle and last frame of each
/// change (or every n-th frame) shrunk onto keyframes.png, each listed in animation.json with
/// its time and place, with pixels worked out by hand.
final class AnimateKeyFrameTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    /// The blocks of `AnimateCommandTests.document`: frames 200×400 px.
    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-keyframes")
        try AnimateCommandTests.document.write(to: directory.appendingPathComponent("blocks.yaml"), atomically: true, encoding: .utf8)
    }

    private func manifest(_ out: URL) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("animation.json")))
            as? [String: Any])
    }

    /// The RGB pixel at (x, y) of a PNG, decoded by ffmpeg (another decoder than ours).
    private func pixel(_ png: URL, x: Int, y: Int) throws -> [Int] {
        let raw = directory.appendingPathComponent(UUID().uuidString + ".rgb")
        let tool = try XCTUnwrap(ChildProcess(tool: "ffmpeg", arguments: [
            "-v", "error", "-i", png.path, "-vf", "crop=1:1:\(x):\(y)", "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path,
        ]), "ffmpeg is not installed (scripts/setup installs it)")
        let result = try tool.run()
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Data(contentsOf: raw).map(Int.init)
    }

    /// 0.2 s at 10 fps: frames 0 (state before), 1 (half way) and 2 (state after), each a
    /// 240×480 thumbnail (frames are 200×400) in a row with 16 px gaps: a 784×512 sheet. At
    /// frame (100, 20), scaled 1.2 to (120, 24): p at half opacity over white in the middle
    /// one (228, 128, 128), q's green in the last.
    func testFirstMiddleLastSheet() throws {
        let out = directory.appendingPathComponent("out")
        let result = try feedrender.run(["animate", directory.appendingPathComponent("blocks.yaml").path, "--out", out.path,
                                         "--duration", "0.2", "--fps", "10", "--hold", "0.2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let keys = try XCTUnwrap(try manifest(out)["keyFrames"] as? [[String: Any]])
        XCTAssertEqual(keys.map { $0["frame"] as? Int }, [0, 1, 2])
        XCTAssertEqual(keys.map { $0["time"] as? Double }, [0, 0.2, 0.3])
        XCTAssertEqual(keys.map { $0["x"] as? Int }, [16, 272, 528])
        XCTAssertEqual(keys.map { $0["sheet"] as? String }, ["keyframes.png", "keyframes.png", "keyframes.png"])
        let sheet = out.appendingPathComponent("keyframes.png")
        let bytes = [UInt8](try Data(contentsOf: sheet))
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual([word(16), word(20)], [784, 512])
        func close(_ got: [Int], _ expected: [Int], _ what: String) {
            XCTAssert(zip(got, expected).allSatisfy { abs($0 - $1) <= 2 }, "\(what): \(got), expected \(expected)")
        }
        close(try pixel(sheet, x: 16 + 120, y: 16 + 24), [200, 0, 0], "before: p")
        close(try pixel(sheet, x: 272 + 120, y: 16 + 24), [228, 128, 128], "half way: p at half opacity")
        close(try pixel(sheet, x: 528 + 120, y: 16 + 24), [0, 160, 0], "after: q at the top")
        close(try pixel(sheet, x: 8, y: 8), [229, 229, 234], "the sheet's background")
    }

    /// `every:2` at 20 fps: frames 0, 2 and the last (4); `none` writes no sheet; a bad value
    /// exits 2 naming the option.
    func testEveryNthNoneAndBadValue() throws {
        let feed = directory.appendingPathComponent("blocks.yaml").path
        let every = directory.appendingPathComponent("every")
        let result = try feedrender.run(["animate", feed, "--out", every.path, "--duration", "0.2", "--fps", "20",
                                         "--key-frames", "every:2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let keys = try XCTUnwrap(try manifest(every)["keyFrames"] as? [[String: Any]])
        XCTAssertEqual(keys.map { $0["frame"] as? Int }, [0, 2, 4])

        let none = directory.appendingPathComponent("none")
        XCTAssertEqual(try feedrender.run(["animate", feed, "--out", none.path, "--key-frames", "none"]).status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: none.appendingPathComponent("keyframes.png").path))
        XCTAssertEqual((try manifest(none)["keyFrames"] as? [Any])?.count, 0)

        let bad = try feedrender.run(["animate", feed, "--out", directory.appendingPathComponent("bad").path,
                                      "--key-frames", "every:0"])
        XCTAssertEqual(bad.status, 2, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("--key-frames"), bad.stderr)
    }
}
