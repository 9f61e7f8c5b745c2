import Appearance
import FeedrenderSupport
import Foundation
import Raster

/// Image backgrounds, checked and measured once per file and output size, decoded when a
/// screen needs them, and the warnings about images too small for the screenshots they fill.
///
/// Memory: a decoded background is as large as the screenshot (22 MB on a 13" iPad), and a
/// run shows each one once per locale; keeping them all would hold them for the whole run.
/// So only the most recently used stay decoded, up to `keptBytes`; an evicted one is decoded
/// again the next time (the same bytes: decoding is deterministic).
final class BackgroundImages: Sendable {
    private struct Key: Hashable, Sendable {
        var path: String
        var width: Int
        var height: Int
    }

    /// The encoded files, by resolved path.
    private let files: [String: Data]
    private let configuration: ScreenshotConfiguration
    private let keptBytes: Int
    /// Decoded (or decoding) images, least recently used first.
    private let decoded = Locked<[(key: Key, image: Task<Bitmap, any Error>, bytes: Int)]>([])

    /// How much an image may be enlarged before it looks soft in a store listing.
    static let maximumUpscale = 1.5

    /// One screenshot's worth at the largest store size: the screen in flight shares it.
    static let defaultKeptBytes = 24 << 20

    private init(files: [String: Data], configuration: ScreenshotConfiguration, keptBytes: Int) {
        self.files = files
        self.configuration = configuration
        self.keptBytes = keptBytes
    }

    /// Reads every image background and decodes it at the size of each device that shows it,
    /// one at a time, so a broken image fails the run before anything is written.
    /// - Throws: a bad-input error naming the screen and the file when one cannot be read.
    /// - Returns: the images, and a warning per image enlarged more than `maximumUpscale`×.
    static func load(_ configuration: ScreenshotConfiguration, devices: [ScreenshotConfiguration.Device],
                     keptBytes: Int = defaultKeptBytes) throws -> (images: BackgroundImages, warnings: [String]) {
        var files: [String: Data] = [:]
        var checked: Set<Key> = []
        var warnings: [String] = []
        for (index, screen) in configuration.screens.enumerated() {
            // A panorama's layers, read once, at its first screen.
            for (number, layer) in (screen.panel?.index == 0 ? screen.panel!.layers : []).enumerated() {
                let name = "\(configuration.file): screens[\(index)].panorama.layers[\(number)].image: \(layer.image)"
                let resolved = configuration.resolve(layer.image)
                guard let data = files[resolved] ?? FileManager.default.contents(atPath: resolved) else {
                    throw ScreenshotError(.badInput, "\(name): layer image not found")
                }
                do { _ = try ImageDecoder.probe(data) } catch {
                    throw ScreenshotError(.badInput, "\(name): cannot read the layer image (\(error))")
                }
                files[resolved] = data
            }
            guard case .image(let path, _) = screen.background else { continue }
            let span = screen.panel?.count ?? 1
            guard (screen.panel?.index ?? 0) == 0 else { continue }
            let name = "\(configuration.file): screens[\(index)].\(span > 1 ? "panorama" : "background").image: \(path)"
            let resolved = configuration.resolve(path)
            guard let data = files[resolved] ?? FileManager.default.contents(atPath: resolved) else {
                throw ScreenshotError(.badInput, "\(name): background image not found")
            }
            files[resolved] = data
            var worst: (factor: Double, device: String)?
            for device in devices {
                let key = Key(path: resolved, width: device.preset.pixelWidth * span, height: device.preset.pixelHeight)
                guard !checked.contains(key) else { continue }
                checked.insert(key)
                do {
                    let natural = try ImageDecoder.probe(data).size
                    // Scaled to cover: the larger of the two ratios.
                    let factor = max(Double(key.width) / Double(max(1, natural.width)),
                                     Double(key.height) / Double(max(1, natural.height)))
                    if factor > maximumUpscale, factor > (worst?.factor ?? 0) { worst = (factor, device.preset.name) }
                    _ = try decode(data, key: key)
                } catch {
                    throw ScreenshotError(.badInput, "\(name): cannot decode the background image (\(error))")
                }
            }
            if let worst {
                warnings.append("\(name): enlarged \(String(format: "%.1f", worst.factor))× on \(worst.device) (more than "
                                + "\(maximumUpscale)× looks soft); use an image at least as large as the screenshot")
            }
        }
        return (BackgroundImages(files: files, configuration: configuration, keptBytes: keptBytes), warnings)
    }

    private static func decode(_ data: Data, key: Key) throws -> Bitmap {
        try ImageDecoder.decode(data, targetSize: PixelSize(width: key.width, height: key.height), fit: .fill)
    }

    /// The decoded image `screen` shows on `device`, or nil when its background is not an image.
    /// Concurrent requests for the same image share one decode.
    func image(for screen: ScreenSpec, device: DevicePreset) async throws -> Bitmap? {
        guard case .image(let path, _) = screen.background else { return nil }
        // A panorama's image covers all its screens side by side.
        let key = Key(path: configuration.resolve(path), width: device.pixelWidth * (screen.panel?.count ?? 1),
                      height: device.pixelHeight)
        guard let data = files[key.path] else { return nil }
        let keptBytes = keptBytes
        let task = decoded.withLock { entries -> Task<Bitmap, any Error> in
            if let index = entries.firstIndex(where: { $0.key == key }) {
                let entry = entries.remove(at: index)
                entries.append(entry)
                return entry.image
            }
            let task = Task { try Self.decode(data, key: key) }
            entries.append((key, task, key.width * key.height * 4))
            // Least recently used out first; the newest always stays.
            while entries.count > 1, entries.reduce(0, { $0 + $1.bytes }) > keptBytes { entries.removeFirst() }
            return task
        }
        return try await task.value
    }

    /// The layers of `screen`'s panorama that show on its slice on `device`, decoded at the
    /// size they are drawn, each with its place on the slice (pixels).
    func layers(for screen: ScreenSpec, device: DevicePreset) throws -> [(image: Bitmap, rect: CanvasRect)] {
        guard let panel = screen.panel else { return [] }
        let size = PixelSize(width: device.pixelWidth, height: device.pixelHeight)
        return try panel.layers.compactMap { layer in
            guard let data = files[configuration.resolve(layer.image)] else { return nil }
            let rect = layer.rect(onSlice: panel.index, screen: size, natural: try ImageDecoder.probe(data).size)
            guard rect.maxX > 0, rect.minX < Double(size.width), rect.maxY > 0, rect.minY < Double(size.height) else { return nil }
            let image = try ImageDecoder.decode(data, targetSize: PixelSize(width: Int(rect.width), height: Int(rect.height)),
                                                fit: .fill)
            return (image, rect)
        }
    }
}
