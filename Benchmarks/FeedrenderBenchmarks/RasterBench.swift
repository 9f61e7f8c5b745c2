import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import LayoutDocuments
import Raster

/// `feedrender bench raster`: JPEG decode (full size and DCT-scaled), PNG encode of a full
/// 1170×2532 frame at several libdeflate levels (min and median of N runs), and the fast
/// encoder against libdeflate level 1 on the demo feed's first frame and two synthetic frames:
/// megapixels per second of thread CPU time (best run) and bytes.
public struct RasterBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "raster",
        abstract: "JPEG decode and PNG encode timings of the raster primitives.")

    @Option(help: "Runs per figure (min and median are reported).")
    var runs = 7

    @Option(help: "libdeflate PNG compression levels to measure, comma-separated.")
    var levels = "1,2,3,6"

    public init() {}

    public func run() throws {
        let jpeg = Data(try JPEGEncoder.encode(Self.photo(width: 1080, height: 1080, seed: 7), quality: 85))
        print("jpeg 1080x1080 q85 size: \(jpeg.count / 1024) KiB")
        for (label, target) in [("full", nil), ("1/2", PixelSize(width: 540, height: 540)), ("1/4", PixelSize(width: 270, height: 270))] {
            let times = try measure { _ = try ImageDecoder.decode(jpeg, targetSize: target) }
            report("jpeg decode 1080 \(label)", times)
        }

        let photoFrame = try Self.frame(withPhotos: true)
        let textFrame = try Self.frame(withPhotos: false)
        let levelList = levels.split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        for level in levelList {
            var bytes = 0
            let times = try measure { bytes = try PNGEncoder.encode(photoFrame, compression: .deflate(level: level)).count }
            report("png encode 1170x2532 photos level \(level)", times)
            print("png size 1170x2532 photos level \(level): \(bytes / 1024) KiB")
        }
        for (name, frame) in [("demo frame", try Self.demoFrame()), ("photos", photoFrame), ("text", textFrame)] {
            try compareFastWithDeflate(name: "\(name) \(frame.width)x\(frame.height)", frame)
        }
        let png = Data(try PNGEncoder.encode(photoFrame))
        report("png decode 1170x2532 photos", try measure { _ = try PNGDecoder.decode(png) })
    }

    /// MP/s (thread CPU, best run) and bytes of `.fast` and libdeflate level 1 on `frame`,
    /// and how many times faster `.fast` is.
    private func compareFastWithDeflate(name: String, _ frame: Bitmap) throws {
        let megapixels = Double(frame.width * frame.height) / 1e6
        var rates: [Double] = []
        for (label, compression) in [("fast", PNGCompression.fast), ("libdeflate-1", .deflate(level: 1))] {
            var bytes = 0
            let times = try measure { bytes = try PNGEncoder.encode(frame, compression: compression).count }
            let rate = megapixels / (times.map(\.cpu).min()! / 1000)
            rates.append(rate)
            print("png encode \(name) \(label): \(String(format: "%.1f", rate)) MP/s")
            print("png size \(name) \(label): \(bytes) bytes")
        }
        print("png encode \(name) fast speedup: \(String(format: "%.2f", rates[0] / rates[1])) x")
    }

    /// Wall-clock and thread-CPU milliseconds of each run after a warm-up (CPU time is the
    /// steadier figure on a shared machine).
    private func measure(_ body: () throws -> Void) throws -> [(wall: Double, cpu: Double)] {
        try body()
        return try (0..<max(runs, 1)).map { _ in
            let cpuStart = Self.threadCPUMilliseconds()
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            let wall = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15
            return (wall, Self.threadCPUMilliseconds() - cpuStart)
        }
    }

    private func report(_ name: String, _ times: [(wall: Double, cpu: Double)]) {
        let wall = times.map(\.wall).sorted(), cpu = times.map(\.cpu).sorted()
        print("\(name) min: \(String(format: "%.2f", wall[0])) ms")
        print("\(name) median: \(String(format: "%.2f", wall[wall.count / 2])) ms")
        print("\(name) cpu min: \(String(format: "%.2f", cpu[0])) ms")
    }

    /// CPU time of the calling thread so far, in milliseconds (steadier than wall time on a
    /// shared machine; other sections use it too). `ThreadCPUClock` is the one clock.
    static func threadCPUMilliseconds() -> Double {
        ThreadCPUClock.now.seconds * 1000
    }

    /// The demo feed's first frame as the renderer writes it (frames only, default settings),
    /// read back from its PNG: a realistic mix of text, photos, avatars and chrome.
    static func demoFrame() throws -> Bitmap {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try runBlocking {
            let loader = ImageLoader(configuration: ImageLoaderConfiguration(
                allowedFileRoots: [DemoFeed.documentURL.deletingLastPathComponent()], memoryCacheBytes: 16 << 20))
            defer { loader.shutdown() }
            let (document, source) = try DemoFeed.make(loader: loader)
            var settings = FeedRenderSettings(presentation: document)
            settings.writesStrip = false
            settings.writesContactSheet = false
            return try await FeedRenderer(source: source, settings: settings, imageLoader: loader).render(to: directory)
        }
        return try PNGDecoder.decode(Data(contentsOf: directory.appendingPathComponent("frame-00000.png")))
    }

    /// A phone-sized frame: two aspect-filled photos (JPEG-decoded, so with real codec noise),
    /// avatars and rows of text-like word blocks on white; or only the text-like parts.
    static func frame(withPhotos: Bool) throws -> Bitmap {
        let canvas = try Canvas(pixelWidth: 1170, pixelHeight: 2532, scale: 3, background: .white)
        let ink = Color(red: 0.1, green: 0.1, blue: 0.12)
        for card in 0..<2 {
            let top = 30.0 + Double(card) * 410
            canvas.fill(CanvasRect(x: 12, y: top + 6, width: 28, height: 28), cornerRadius: 14, color: .orange)
            canvas.fill(CanvasRect(x: 48, y: top + 10, width: 120, height: 9), cornerRadius: 2, color: ink)
            if withPhotos {
                let photo = try ImageDecoder.decode(Data(try JPEGEncoder.encode(Self.photo(width: 1122, height: 1000, seed: UInt32(card + 1)))))
                canvas.draw(photo, in: CanvasRect(x: 0, y: top + 40, width: 390, height: 347.6), contentMode: .scaleAspectFill)
            }
            var state = UInt32(card + 11)
            let textTop = withPhotos ? top + 392 : top + 44
            for line in 0..<(withPhotos ? 2 : 24) {
                var x = 12.0
                while x < 360 {
                    state = state &* 1_664_525 &+ 1_013_904_223
                    let width = min(10 + Double(state >> 28) * 3, 372 - x)
                    canvas.fill(CanvasRect(x: x, y: textTop + Double(line) * 14, width: width, height: 9), cornerRadius: 2, color: ink)
                    x += width + 4
                }
            }
        }
        return canvas.makeBitmap()
    }

    /// A photo-like image: smooth colour fields, fine texture and sensor-like noise.
    static func photo(width: Int, height: Int, seed: UInt32) -> Bitmap {
        var state = seed
        return Bitmap(width: width, height: height) { x, y in
            state = state &* 1_664_525 &+ 1_013_904_223
            let noise = (Double(state >> 24) / 255 - 0.5) * 0.06
            let fx = Double(x) / Double(width), fy = Double(y) / Double(height)
            let texture = 0.08 * sin(Double(x) * 0.37 + sin(Double(y) * 0.11) * 3) * cos(Double(y) * 0.23)
            return Color(red: 0.5 + 0.35 * sin(fx * 6 + fy * 2 + Double(seed)) + noise + texture,
                         green: 0.45 + 0.35 * cos(fy * 5 - fx) - noise + texture,
                         blue: 0.35 + 0.4 * fx * fy + noise - texture)
        }
    }
}
