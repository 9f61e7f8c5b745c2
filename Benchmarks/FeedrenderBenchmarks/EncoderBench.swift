import ArgumentParser
import Foundation
import Raster

/// `feedrender-bench encoder`: the PNG encoder on real frames. Decodes every `frame-*.png` in
/// `--frames` (one at a time, so memory stays flat for any number of frames) and encodes it
/// with `.fast` and with libdeflate level 1 (the `.deflate(level: 1)` path), each the best of
/// `--runs` runs in thread CPU time. Prints megapixels per second of each, the speedup and the
/// total bytes. Without `--frames` it encodes a synthesized photo-and-text frame, so the
/// section always has something to measure.
struct EncoderBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encoder",
        abstract: "PNG encoder MP/s: .fast against libdeflate level 1 on a folder of frames.")

    @Option(help: "Folder of frame-*.png files (e.g. a `feedrender render` output); a synthetic frame if omitted.")
    var frames: String?

    @Option(help: "Runs per frame and encoder (the fastest counts).")
    var runs = 3

    @Option(help: "Use at most this many frames (in name order).")
    var maxFrames: Int?

    init() {}

    func run() throws {
        let label = frames == nil ? "synthetic-frame" : "feed-frames"
        let sources = try frameSources()
        let codecs: [(name: String, compression: PNGCompression)] = [("fast", .fast), ("libdeflate-1", .deflate(level: 1))]
        var milliseconds = [Double](repeating: 0, count: codecs.count)
        var bytes = [Int](repeating: 0, count: codecs.count)
        var megapixels = 0.0
        for source in sources {
            let frame = try source()
            megapixels += Double(frame.width * frame.height) / 1e6
            for (index, codec) in codecs.enumerated() {
                var best = Double.infinity, count = 0
                for _ in 0..<max(runs, 1) {
                    let start = RasterBench.threadCPUMilliseconds()
                    count = try PNGEncoder.encode(frame, compression: codec.compression).count
                    best = min(best, RasterBench.threadCPUMilliseconds() - start)
                }
                milliseconds[index] += best
                bytes[index] += count
            }
        }
        let rates = milliseconds.map { megapixels / ($0 / 1000) }
        print("encoder.\(label).frames: \(sources.count) (\(String(format: "%.1f", megapixels)) MP)")
        for (index, codec) in codecs.enumerated() {
            print("encoder.\(label).\(codec.name): \(String(format: "%.1f", rates[index])) MP/s"
                  + " (\(String(format: "%.2f", milliseconds[index] / Double(sources.count))) ms/frame)")
        }
        print("encoder.\(label).speedup: \(String(format: "%.2f", rates[0] / rates[1])) x")
        print("encoder.\(label).bytes fast/libdeflate-1: \(bytes[0]) / \(bytes[1])"
              + " (\(String(format: "%.3f", Double(bytes[0]) / Double(bytes[1]))))")
    }

    /// One loader per frame: the PNGs of `--frames` in name order, or the synthetic frame.
    private func frameSources() throws -> [() throws -> Bitmap] {
        guard let frames else { return [{ try RasterBench.frame(withPhotos: true) }] }
        let folder = URL(fileURLWithPath: frames)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }
            .sorted()
            .prefix(maxFrames ?? Int.max)
        guard !names.isEmpty else { throw ValidationError("no frame-*.png files in \(frames)") }
        return names.map { name in { try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent(name))) } }
    }
}
