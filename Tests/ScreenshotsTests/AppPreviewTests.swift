import Foundation
import TestSupport
import XCTest

/// `feedrender screenshots previews`, run as a user would: the example configuration's app
/// previews pass App Store Connect's checks as ffprobe reports them (size for the preview type
/// deliver reads from the name, 30 fps, 15–30 s, H.264 High at level 4.0 or less, under
/// 500 MB, a stereo AAC track) with a poster frame of the same size showing the video at 5 s;
/// a state change plays with hand-worked pixels; out-of-range keys exit 2 naming the key.
final class AppPreviewTests: XCTestCase {
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        guard ChildProcess(tool: "ffprobe") != nil else { throw XCTSkip("ffprobe is not installed (scripts/setup installs ffmpeg)") }
    }

    private func tool(_ name: String, _ arguments: [String]) throws -> ChildProcess.Result {
        let result = try XCTUnwrap(ChildProcess(tool: name, arguments: arguments)).run()
        XCTAssertEqual(result.status, 0, "\(name) \(arguments): \(result.stderr)")
        return result
    }

    /// ffprobe's `key=value` lines for the first video and audio streams and the container.
    private func probe(_ file: URL) throws -> (video: [String: String], audio: [String: String], duration: Double) {
        func entries(_ stream: String) throws -> [String: String] {
            let output = try tool("ffprobe", ["-v", "error", "-select_streams", stream, "-count_frames", "-show_entries",
                                              "stream=codec_name,profile,level,width,height,r_frame_rate,nb_read_frames,"
                                                + "channels,sample_rate", "-of", "default=nw=1", file.path]).stdout
            var fields: [String: String] = [:]
            for line in output.split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
                if parts.count == 2 { fields[parts[0]] = parts[1] }
            }
            return fields
        }
        let duration = try tool("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file.path])
        return (try entries("v:0"), try entries("a:0"),
                Double(duration.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1)
    }

    /// Frame `index` of `video` (or the image `video`) as RGB bytes.
    private func rgb(_ video: URL, frame index: Int = 0) throws -> [UInt8] {
        let raw = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString + ".rgb")
        defer { try? FileManager.default.removeItem(at: raw) }
        _ = try tool("ffmpeg", ["-v", "error", "-i", video.path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1",
                                "-f", "rawvideo", "-pix_fmt", "rgb24", raw.path])
        return [UInt8](try Data(contentsOf: raw))
    }

    private func pixel(_ frame: [UInt8], width: Int, x: Int, y: Int) -> [Int] {
        let at = (y * width + x) * 3
        return [Int(frame[at]), Int(frame[at + 1]), Int(frame[at + 2])]
    }

    /// A PNG's width and height from its header.
    private func pngSize(_ url: URL) throws -> (Int, Int) {
        let bytes = [UInt8](try Data(contentsOf: url))
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        XCTAssertEqual(Array(bytes.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        return (word(16), word(20))
    }

    /// deliver's rule: the first preview type (in spaceship's order) whose name is in the
    /// upper-cased file name.
    private static let deliverTypes = [
        ("IPHONE_40", ["1080x1920"]), ("IPHONE_47", ["750x1334"]), ("IPHONE_55", ["1080x1920"]), ("IPHONE_58", ["886x1920"]),
        ("IPHONE_61", ["886x1920"]), ("IPHONE_65", ["886x1920"]), ("IPHONE_67", ["886x1920"]), ("IPAD_97", ["900x1200"]),
        ("IPAD_105", ["1200x1600"]), ("IPAD_PRO_129", ["1200x1600", "900x1200"]), ("IPAD_PRO_3GEN_11", ["1200x1600"]),
        ("IPAD_PRO_3GEN_129", ["1200x1600"]),
    ]

    func testExamplePreviewsPassAppStoreChecks() throws {
        let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples/screenshots/screenshots.yaml").standardizedFileURL
        let out = try makeTemporaryDirectory(prefix: "app-previews")
        let result = try feedrender.run(["screenshots", "previews", config.path, "--out", out.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let folder = out.appendingPathComponent("app_previews/en-US")
        let videos = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mp4") }.sorted()
        XCTAssertEqual(videos, ["01_IPAD_PRO_3GEN_129_ipad-pro-13.mp4", "01_IPHONE_67_iphone-16-pro-max.mp4"])
        for name in videos {
            let url = folder.appendingPathComponent(name)
            let type = try XCTUnwrap(Self.deliverTypes.first { name.uppercased().contains($0.0) }, name)
            let (video, audio, duration) = try probe(url)
            let size = "\(video["width"] ?? "?")x\(video["height"] ?? "?")"
            XCTAssertTrue(type.1.contains(size), "\(name): \(size) is not a \(type.0) size")
            XCTAssertEqual(video["codec_name"], "h264", name)
            XCTAssertEqual(video["profile"], "High", name)
            XCTAssertLessThanOrEqual(Int(video["level"] ?? "99") ?? 99, 40, name)
            XCTAssertEqual(video["r_frame_rate"], "30/1", name)
            XCTAssertEqual(video["nb_read_frames"], "450", name)
            XCTAssertTrue((15...30).contains(duration), "\(name): \(duration) s")
            XCTAssertEqual(audio["codec_name"], "aac", name)
            XCTAssertEqual(audio["channels"], "2", name)
            let bytes = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
            XCTAssertLessThan(bytes, 500_000_000, name)

            // The poster: a PNG of the video's size showing the frame at 5 s (frame 150; the
            // video is lossy, so close to it, and far from the first frame, which scrolled away).
            let poster = url.deletingPathExtension().appendingPathExtension("png")
            let (width, height) = try pngSize(poster)
            XCTAssertEqual("\(width)x\(height)", size, name)
            let still = try rgb(poster), atFive = try rgb(url, frame: 150), first = try rgb(url, frame: 0)
            func difference(_ a: [UInt8], _ b: [UInt8]) -> Double {
                Double(zip(a, b).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }) / Double(max(1, a.count))
            }
            XCTAssertEqual(still.count, atFive.count, name)
            XCTAssertLessThan(difference(still, atFive), 2, "\(name): the poster is the frame at 5 s")
            XCTAssertGreaterThan(difference(still, first), 10, "\(name): the poster is not the first frame")
        }
    }
}

extension AppPreviewTests {
    /// Blocks p (red, 800 pt), q (green, 800 pt); the state after deletes p. On the 6.9"
    /// iPhone's preview (440 pt wide at 886/440 pixels a point), the list starts below the bars
    /// (at most 110 pt down), so 300 pt down is inside p before the change and inside q after.
    private static let blocks = """
        templates:
          block: {type: stack, children: [], backgroundColor: "{{color}}", style: {height: "{{h}}"}}
        sections:
          - id: feed
            kind: block
            items:
              - {id: p, color: "#c80000", h: 800}
              - {id: q, color: "#00a000", h: 800}
        states:
          - patch:
              - {section: feed, delete: [p]}
        """

    private func previewFixture(_ preview: String) throws -> ScreenshotFixture {
        let fixture = try ScreenshotFixture()
        try fixture.write("en.yaml", ScreenshotFixture.english)
        try fixture.write("blocks.yaml", Self.blocks)
        try fixture.write("screenshots.yaml", """
            devices: [iphone-16-pro-max, android-phone]
            locales: {en-US: en.yaml}
            screens:
              - {feed: blocks.yaml, caption: {title: one.title}, background: "#000000"}
            previews:
            \(preview)
            """)
        return fixture
    }

    /// A state change, linear over 1 s after a 1 s wait: at frame 45 (t = 1.5 s, progress 0.5)
    /// p is half faded over the white background, (200 + 255) / 2 = 227.5 red and 127.5 green
    /// and blue, and q has slid only halfway up (its top 400 pt lower than p's), so 300 pt down
    /// shows p alone. The caption's scrim darkens the top until 1 s and is gone at 1 s. The
    /// poster (at 2 s, after the change) is q's exact green.
    func testStateChangePlaysWithHandWorkedPixelsAndCaption() throws {
        let fixture = try previewFixture("""
              - feed: blocks.yaml
                duration: 15
                poster: 2
                steps:
                  - wait: 1
                  - {state: 1, duration: 1, curve: linear}
                captions: [{title: one.title, from: 0, to: 1}]
            """)
        let result = try feedrender.run(["screenshots", "previews", fixture.directory.appendingPathComponent("screenshots.yaml").path,
                                         "--out", fixture.output.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let base = fixture.output.appendingPathComponent("app_previews/en-US/01_IPHONE_67_iphone-16-pro-max")
        let video = base.appendingPathExtension("mp4")
        let y = Int((300 * 886 / 440.0).rounded()), width = 886
        func near(_ actual: [Int], _ expected: [Double], _ what: String) {
            for (a, e) in zip(actual, expected) { XCTAssertEqual(Double(a), e, accuracy: 10, "\(what): \(actual)") }
        }
        near(pixel(try rgb(video, frame: 30), width: width, x: 443, y: y), [200, 0, 0], "before: p")
        near(pixel(try rgb(video, frame: 45), width: width, x: 443, y: y), [227.5, 127.5, 127.5], "half way: p at 0.5")
        near(pixel(try rgb(video, frame: 60), width: width, x: 443, y: y), [0, 160, 0], "after: q")
        // 250 pixels (124 pt) down is in p too, and under the scrim, left of the letters.
        let captioned = pixel(try rgb(video, frame: 29), width: width, x: 20, y: 250)
        let plain = pixel(try rgb(video, frame: 30), width: width, x: 20, y: 250)
        near(plain, [200, 0, 0], "no caption at 1 s")
        XCTAssertLessThan(captioned[0], 150, "the caption's scrim darkens the top before 1 s: \(captioned)")
        XCTAssertEqual(pixel(try rgb(base.appendingPathExtension("png")), width: width, x: 443, y: y), [0, 160, 0])
    }

    /// Duration, size, frame rate and codec out of App Store Connect's range, steps longer
    /// than the preview, an Android device: exit 2 naming the file and the key; nothing written.
    func testOutOfRangeKeysExitTwoNamingTheKey() throws {
        let cases: [(preview: String, key: String)] = [
            ("  - {duration: 31, steps: []}", "previews[0].duration"),
            ("  - {duration: 14.9, steps: []}", "previews[0].duration"),
            ("  - {duration: 15, fps: 60, steps: []}", "previews[0].fps"),
            ("  - {duration: 15, codec: hevc, steps: []}", "previews[0].codec"),
            ("  - {duration: 15, size: 900x1200, steps: []}", "previews[0].size"),
            ("  - {duration: 15, devices: [android-phone], steps: []}", "previews[0].devices[0]"),
            ("  - {duration: 15, poster: 15, steps: []}", "previews[0].poster"),
            ("  - {feed: blocks.yaml, duration: 15, steps: [{wait: 14}, {state: 1, duration: 1.2}]}", "previews[0].steps"),
            ("  - {feed: blocks.yaml, duration: 15, steps: [{state: 2}]}", "previews[0].steps[0].state"),
        ]
        for (preview, key) in cases {
            let fixture = try previewFixture(preview)
            let result = try feedrender.run(["screenshots", "previews", fixture.directory.appendingPathComponent("screenshots.yaml").path,
                                             "--out", fixture.output.path])
            XCTAssertEqual(result.status, 2, "\(preview): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("screenshots.yaml") && result.stderr.contains(key), "\(preview): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.output.appendingPathComponent("app_previews").path), preview)
        }
    }
}
