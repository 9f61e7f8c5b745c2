import FeedrenderTesting
import Foundation
import ImageLoading
import Layout
import Nodes
import Raster
import TestSupport
import XCTest

final class VideoNodeTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(prefix: "video-node")
    }

    /// A 64×36, 0.2 s video of one colour made by ffmpeg (`container`: mp4, mov or webm).
    private func makeVideo(_ name: String, color: String, codec: String = "libx264") throws -> URL {
        let url = folder.appendingPathComponent(name)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-nostdin", "-y", "-f", "lavfi", "-i", "color=c=\(color):s=64x36:d=0.2:r=10",
                             "-c:v", codec, "-pix_fmt", "yuv420p", url.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("ffmpeg could not write \(name) (scripts/setup installs it)") }
        return url
    }

    private func loader(_ adjust: (inout ImageLoaderConfiguration) -> Void = { _ in }) -> ImageLoader {
        var configuration = ImageLoaderConfiguration(retryCount: 0, allowedFileRoots: [folder])
        adjust(&configuration)
        return ImageLoader(configuration: configuration)
    }

    /// A 160×90 node: the first frame (red) fills it; the play button is a 56 pt disc at
    /// (52, 17) (half-black over the frame) with a white triangle around its centre (80, 45);
    /// the "1:05" badge ends 8 pt from the bottom-right corner, 60 % black over the frame
    /// (102 of 255 red left), seen inside its 4 pt corner and right of its text.
    func testFirstFrameWithPlayButtonAndDurationBadge() async throws {
        let loader = loader()
        defer { loader.shutdown() }
        let node = VideoNode(assetURL: try makeVideo("red.mp4", color: "red"), duration: 65.4)
        let rendered = try await NodeRenderer.render(node, width: 160, height: 90, scale: 1, imageLoader: loader, strictImages: true)
        XCTAssertEqual(rendered.warnings, [])
        guard case .loaded = node.posterNode.loadState else { return XCTFail("\(node.posterNode.loadState)") }
        XCTAssertEqual(node.playButtonNode.frame, Rect(x: 52, y: 17, width: 56, height: 56))
        assertPixel(rendered.bitmap, 10, 10, .red, tolerance: 6)
        assertPixel(rendered.bitmap, 82, 45, .white)                                     // the triangle
        assertPixel(rendered.bitmap, 80, 21, Color(red8: 127, green8: 0, blue8: 0), tolerance: 6)  // the disc
        XCTAssertEqual(node.durationNode.attributedText?.string, "1:05")
        let badge = node.durationNode.frame
        XCTAssertEqual(badge.maxX, 152)
        XCTAssertEqual(badge.maxY, 82)
        assertPixel(rendered.bitmap, 149, 79, Color(red8: 102, green8: 0, blue8: 0), tolerance: 6)
    }

    func testDurationFormatting() {
        XCTAssertEqual(VideoNode.formattedDuration(0), "0:00")
        XCTAssertEqual(VideoNode.formattedDuration(65.9), "1:05")
        XCTAssertEqual(VideoNode.formattedDuration(3725), "1:02:05")
        XCTAssertEqual(VideoNode.formattedDuration(.nan), "0:00")
    }

    /// MOV and WebM first frames decode too; the same video twice gives the same pixels.
    func testMOVAndWebMFirstFrames() async throws {
        let loader = loader()
        defer { loader.shutdown() }
        for (name, color, codec, expected) in [("green.mov", "lime", "libx264", Color.green), ("blue.webm", "blue", "libvpx", .blue)] {
            let node = VideoNode(assetURL: try makeVideo(name, color: color, codec: codec))
            node.showsPlayButton = false
            let first = try await NodeRenderer.render(node, width: 64, height: 36, scale: 1, imageLoader: loader, strictImages: true)
            assertPixel(first.bitmap, 32, 18, expected, tolerance: 8, name)
            let again = VideoNode(assetURL: node.assetURL)
            again.showsPlayButton = false
            let second = try await NodeRenderer.render(again, width: 64, height: 36, scale: 1, imageLoader: loader)
            XCTAssertEqual(first.bitmap, second.bitmap, name)
        }
    }

    /// A poster URL wins over the video's frame (the video URL is not even fetched).
    func testPosterURLIsShownInsteadOfTheFirstFrame() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        try server.serve(Data(try PNGEncoder.encode(Bitmap(width: 32, height: 18, color: .blue))), as: "poster.png")
        let loader = loader()
        defer { loader.shutdown() }
        let node = VideoNode(assetURL: server.url("/status/404"), posterURL: server.url("/files/poster.png"))
        node.showsPlayButton = false
        let rendered = try await NodeRenderer.render(node, width: 64, height: 36, scale: 1, imageLoader: loader, strictImages: true)
        assertPixel(rendered.bitmap, 5, 5, .blue)
        let videoRequests = try await server.requestCount("/status/404")
        XCTAssertEqual(videoRequests, 0)
    }

    /// Corrupt bytes, a frame over the pixel limit and a stalled server each draw the
    /// placeholder with a warning naming the URL; a strict render fails naming it.
    func testBadVideosDrawThePlaceholderAndWarn() async throws {
        let server = try LoopbackServer()
        defer { server.stop() }
        let corrupt = folder.appendingPathComponent("corrupt.mp4")
        try Data((0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: corrupt)
        try server.serve(try Data(contentsOf: try makeVideo("slow.mp4", color: "red")), as: "slow.mp4")
        let cases: [(URL, String, ImageLoader)] = [
            (corrupt, "not a decodable", loader()),
            (try makeVideo("big.mp4", color: "red"), "over the limit", loader { $0.pixelLimit = 1000 }),
            (server.url("/files/slow.mp4?stall=20000"), "deadline", loader { $0.imageDeadline = .milliseconds(400) }),
        ]
        for (url, reason, loader) in cases {
            defer { loader.shutdown() }
            let node = VideoNode(assetURL: url)
            node.placeholderColor = .green
            let rendered = try await NodeRenderer.render(node, width: 64, height: 36, scale: 1, imageLoader: loader)
            assertPixel(rendered.bitmap, 2, 2, .green, "\(url)")
            XCTAssertEqual(rendered.warnings.count, 1, "\(rendered.warnings)")
            let warning = rendered.warnings.first ?? ""
            XCTAssertTrue(warning.hasPrefix("video ") && warning.contains(url.lastPathComponent) && warning.contains(reason), warning)
            do {
                _ = try await NodeRenderer.render(VideoNode(assetURL: url), width: 64, height: 36, scale: 1, imageLoader: loader,
                                                  strictImages: true)
                XCTFail("strict: \(url)")
            } catch {
                XCTAssertTrue("\(error)".contains(url.lastPathComponent), "\(error)")
            }
        }
    }

    /// A video frame with its play button and badge, and one still loading: Snapshots/VideoNodeTests/.
    func testVideoNodesMatchReference() async throws {
        let loader = loader()
        defer { loader.shutdown() }
        let video = VideoNode(assetURL: try makeVideo("orange.mp4", color: "orange"), duration: 754)
        video.style.preferredSize = Size(width: 160, height: 90)
        let noVideo = VideoNode()
        noVideo.style.preferredSize = Size(width: 160, height: 90)
        let row = specNode { _ in StackLayoutSpec(direction: .horizontal, spacing: 8, children: [video, noVideo]) }
        await assertSnapshot(of: row, as: .node(width: 328, scale: 2, imageLoader: loader))
    }
}
