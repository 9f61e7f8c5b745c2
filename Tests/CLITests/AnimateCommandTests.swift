import Foundation
import TestSupport
import XCTest

/// `feedrender animate`, run as a user would: an APNG and an MP4 of a list change, the same
/// on every run, with frames whose pixels are worked out by hand; limits and bad documents
/// exit 2 naming the key; a missing encoder names its package.
final class AnimateCommandTests: XCTestCase {
    var directory: URL!
    var feedrender: FeedrenderExecutable!
    private var feed: String { directory.appendingPathComponent("blocks.yaml").path }

    /// Three blocks p (40 pt, red), q (50, green), r (60, blue) on a 100×200 pt screen at
    /// scale 2 (frames 200×400 px); the one state after deletes p and adds s (30, black) at
    /// the end. The key-frame tests use it too.
    static let document = """
        viewport: {width: 100, height: 200, scale: 2}
        templates:
          block: {type: stack, children: [], backgroundColor: "{{color}}", style: {height: "{{h}}"}}
        sections:
          - id: feed
            kind: block
            items:
              - {id: p, color: "#c80000", h: 40}
              - {id: q, color: "#00a000", h: 50}
              - {id: r, color: "#0000dc", h: 60}
        states:
          - patch:
              - {section: feed, delete: [p]}
              - {section: feed, insert: [{id: s, color: "#000000", h: 30}]}
        """

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-animate")
        try Self.document.write(toFile: feed, atomically: true, encoding: .utf8)
    }

    func tool(_ name: String, _ arguments: [String]) throws -> ChildProcess.Result {
        guard let tool = ChildProcess(tool: name, arguments: arguments) else {
            throw XCTSkip("\(name) is not installed (scripts/setup installs ffmpeg)")
        }
        return try tool.run()
    }

    /// Decodes the frames of `file` (a PNG, an APNG or an MP4; at most `limit`) as RGB frames
    /// of `width` × `height` pixels.
    func decodedFrames(_ file: URL, format: [String] = [], width: Int = 200, height: Int = 400,
                       limit: Int? = nil) throws -> [[UInt8]] {
        let raw = directory.appendingPathComponent(UUID().uuidString + ".rgb")
        let frames = limit.map { ["-frames:v", String($0)] } ?? []
        let result = try tool("ffmpeg", ["-v", "error"] + format + ["-i", file.path] + frames
                              + ["-f", "rawvideo", "-pix_fmt", "rgb24", raw.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let bytes = [UInt8](try Data(contentsOf: raw))
        let size = width * height * 3
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min(bytes.count, $0 + size)]) }
    }

    private func pixel(_ frame: [UInt8], x: Int, y: Int) -> [Int] {
        let at = (y * 200 + x) * 3
        return frame[at..<at + 3].map(Int.init)
    }

    func testAPNGAndMP4OfADeleteAndInsert() throws {
        let arguments = ["--duration", "0.2", "--fps", "10", "--hold", "0.2", "--mp4"]
        let outs = [directory.appendingPathComponent("one"), directory.appendingPathComponent("two")]
        for out in outs {
            let result = try feedrender.run(["animate", feed, "--out", out.path] + arguments)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        let apngs = try outs.map { try Data(contentsOf: $0.appendingPathComponent("animation.png")) }
        XCTAssertEqual(apngs[0], apngs[1], "two runs give byte-identical APNGs")

        // Held state 0 (2 frames at 10 fps for 0.2 s), frame 1 of the 0.2 s change (t = 0.1 s,
        // half way along ease-in-out), held state 1.
        let manifest = try JSONSerialization.jsonObject(
            with: Data(contentsOf: outs[0].appendingPathComponent("animation.json"))) as! [String: Any]
        let frames = manifest["frames"] as! [[String: Any]]
        XCTAssertEqual(frames.map { $0["index"] as? Int }, [0, 2, 3])
        XCTAssertEqual(frames.map { $0["count"] as? Int }, [2, 1, 2])
        XCTAssertEqual(frames[1]["progress"] as? Double ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(frames[1]["time"] as? Double, 0.2)
        XCTAssertTrue((manifest["encoder"] as? String ?? "").hasPrefix("ffmpeg version"), "\(manifest)")

        // FFmpeg plays the APNG as 5 video frames; the middle one, worked out by hand at scale 2:
        // p fades out at 0..<80 (red at 0.5 over white), q slid half way to 40..<140, r to
        // 140..<260 under s fading in at 220..<280 (black at 0.5), white below.
        let decoded = try decodedFrames(outs[0].appendingPathComponent("animation.png"), format: ["-f", "apng"])
        XCTAssertEqual(decoded.count, 5)
        let middle = decoded[2]
        func close(_ got: [Int], _ expected: [Int], _ what: String) {
            XCTAssert(zip(got, expected).allSatisfy { abs($0 - $1) <= 1 }, "\(what): \(got), expected \(expected)")
        }
        close(pixel(middle, x: 100, y: 20), [228, 128, 128], "p at half opacity")
        close(pixel(middle, x: 100, y: 40), [0, 160, 0], "q")
        close(pixel(middle, x: 100, y: 139), [0, 160, 0], "q's last row")
        close(pixel(middle, x: 100, y: 140), [0, 0, 220], "r")
        close(pixel(middle, x: 100, y: 230), [0, 0, 110], "s at half opacity over r")
        close(pixel(middle, x: 100, y: 270), [128, 128, 128], "s at half opacity over white")
        close(pixel(middle, x: 100, y: 300), [255, 255, 255], "background")
        XCTAssertEqual(decoded[0], decoded[1], "a held state")
        close(pixel(decoded[4], x: 100, y: 20), [0, 160, 0], "after: q at the top")

        // The MP4: decoded frames identical across runs, and what ffprobe reports.
        let md5s = try outs.map { out -> String in
            let result = try tool("ffmpeg", ["-v", "error", "-i", out.appendingPathComponent("animation.mp4").path,
                                             "-f", "framemd5", "-"])
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdout
        }
        XCTAssertEqual(md5s[0], md5s[1], "decoded MP4 frames are pixel-identical across runs")
        XCTAssertEqual(md5s[0].split(separator: "\n").filter { !$0.hasPrefix("#") }.count, 5)
        let probe = try tool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
                                         "stream=codec_name,width,height,r_frame_rate,pix_fmt,nb_read_frames",
                                         "-of", "default=noprint_wrappers=1",
                                         outs[0].appendingPathComponent("animation.mp4").path])
        XCTAssertEqual(probe.status, 0, probe.stderr)
        for line in ["codec_name=h264", "width=200", "height=400", "pix_fmt=yuv420p", "r_frame_rate=10/1",
                     "nb_read_frames=5"] {
            XCTAssertTrue(probe.stdout.contains(line), "ffprobe: \(probe.stdout)")
        }
        // The MP4's colours are the frames' within 4:2:0 video's error, at a block's centre.
        let video = try decodedFrames(outs[0].appendingPathComponent("animation.mp4"))
        XCTAssertEqual(video.count, 5)
        XCTAssert(zip(pixel(video[4], x: 100, y: 50), [0, 160, 0]).allSatisfy { abs($0 - $1) <= 12 },
                  "\(pixel(video[4], x: 100, y: 50))")
    }

    func testLimitsAndBadDocumentsExit2NamingTheKey() throws {
        let out = directory.appendingPathComponent("out").path
        for (arguments, key) in [(["--fps", "0"], "--fps"), (["--fps", "121"], "--fps"), (["--duration", "11"], "--duration"),
                                 (["--hold", "-1"], "--hold"), (["--curve", "spring"], "--curve"),
                                 (["--max-frames", "3"], "--max-frames")] {
            let result = try feedrender.run(["animate", feed, "--out", out] + arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(key), "\(arguments): \(result.stderr)")
        }
        let broken = directory.appendingPathComponent("broken.yaml").path
        let cases = [
            (Self.document.replacingOccurrences(of: "section: feed, delete", with: "section: feeds, delete"),
             "states[0].patch[0].section"),
            (Self.document.replacingOccurrences(of: "delete: [p]", with: "delete: [x]"), "states[0].patch[0].delete[0]"),
            (Self.document.components(separatedBy: "states:")[0], "states"),
        ]
        for (text, path) in cases {
            try text.write(toFile: broken, atomically: true, encoding: .utf8)
            let result = try feedrender.run(["animate", broken, "--out", out])
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertTrue(result.stderr.contains("broken.yaml") && result.stderr.contains(path), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written")
    }

    func testAMissingEncoderNamesItsPackageAndLeavesNoFile() throws {
        var process = feedrender.process(["animate", feed, "--out", directory.appendingPathComponent("out").path, "--mp4"])
        process.environment = ["PATH": directory.path]
        let result = try process.run()
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("ffmpeg") && result.stderr.contains("package"), result.stderr)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)) ?? []
        XCTAssertEqual(left, [], "no half-written file")
    }
}

extension AnimateCommandTests {
    /// Ctrl-C while frames stream into the APNG and to ffmpeg: exit 130 and no file at all,
    /// neither the animation nor a temporary one.
    func testInterruptedRunLeavesNoHalfFile() throws {
        let out = directory.appendingPathComponent("stopped")
        // 10 s at 120 fps: over a thousand frames.
        let process = try feedrender.start(["animate", feed, "--out", out.path, "--mp4", "--fps", "120",
                                            "--duration", "10", "--hold", "0"])
        let deadline = Date().addingTimeInterval(60)
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasSuffix(".tmp") }
        }
        while Date() < deadline, temporaryFiles().count < 2 { usleep(20_000) }
        XCTAssertEqual(temporaryFiles().count, 2, "the APNG and the MP4 are being written")
        usleep(200_000)
        process.send(SIGINT)
        let result = process.wait()
        XCTAssertEqual(result.status, 130, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [], "no file left")
    }
}

extension AnimateCommandTests {
    /// The examples: examples/motion/marslink.yaml (the weather expand, then an insert, a
    /// delete and a move) and meetups.yaml (a Meetup groups feed: insert, delete, move). Each
    /// APNG starts on exactly the frame `render` draws for the document, and each MP4 is
    /// iPhone 15-sized H.264.
    func testExamplesStartOnTheRenderedFrame() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/motion")
        // Changes of 0.3 s at 30 fps: 8 frames between each pair of held states.
        for (name, frameCount, states) in [("marslink", 19, [0, 1, 2]), ("meetups", 10, [0, 1])] {
            let example = examples.appendingPathComponent("\(name).yaml").path
            let still = directory.appendingPathComponent("\(name)-still"), motion = directory.appendingPathComponent(name)
            let rendered = try feedrender.run(["render", example, "--out", still.path, "--no-strip", "--no-contact-sheet"])
            XCTAssertEqual(rendered.status, 0, rendered.stderr)
            let animated = try feedrender.run(["animate", example, "--out", motion.path, "--mp4"])
            XCTAssertEqual(animated.status, 0, animated.stderr)
            XCTAssertFalse(animated.stderr.contains("warning"), animated.stderr)

            let manifest = try JSONSerialization.jsonObject(
                with: Data(contentsOf: motion.appendingPathComponent("animation.json"))) as! [String: Any]
            let frames = manifest["frames"] as! [[String: Any]]
            XCTAssertEqual(frames.count, frameCount, name)
            XCTAssertEqual(frames.compactMap { $0["state"] as? Int }, states, name)

            let first = try decodedFrames(motion.appendingPathComponent("animation.png"), format: ["-f", "apng"],
                                          width: 1170, height: 2532, limit: 1)
            let frame = try decodedFrames(still.appendingPathComponent("frame-00000.png"), width: 1170, height: 2532)
            XCTAssertEqual(first.count, 1)
            XCTAssertTrue(first == frame, "\(name): the first state is the rendered frame, pixel for pixel")

            let probe = try tool("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries",
                                             "stream=codec_name,width,height,r_frame_rate", "-of", "default=noprint_wrappers=1",
                                             motion.appendingPathComponent("animation.mp4").path])
            for line in ["codec_name=h264", "width=1170", "height=2532", "r_frame_rate=30/1"] {
                XCTAssertTrue(probe.stdout.contains(line), "\(name): ffprobe: \(probe.stdout) \(probe.stderr)")
            }
        }
    }
}
