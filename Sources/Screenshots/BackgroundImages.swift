import Appearance
import Foundation
import Raster

/// Image backgrounds decoded once per file and output size, and the warnings about images
/// too small for the screenshots they fill.
struct BackgroundImages: Sendable {
    private struct Key: Hashable, Sendable {
        var path: String
        var width: Int
        var height: Int
    }

    private let images: [Key: Bitmap]
    private let configuration: ScreenshotConfiguration

    /// How much an image may be enlarged before it looks soft in a store listing.
    static let maximumUpscale = 1.5

    /// Decodes every image background at the size of each device that shows it.
    /// - Throws: a bad-input error naming the screen and the file when one cannot be read.
    /// - Returns: the images, and a warning per image enlarged more than `maximumUpscale`×.
    static func load(_ configuration: ScreenshotConfiguration, devices: [ScreenshotConfiguration.Device]) throws
        -> (images: BackgroundImages, warnings: [String]) {
        var images: [Key: Bitmap] = [:]
        var warnings: [String] = []
        for (index, screen) in configuration.screens.enumerated() {
            guard case .image(let path, _) = screen.background else { continue }
            let name = "\(configuration.file): screens[\(index)].background.image: \(path)"
            let resolved = configuration.resolve(path)
            guard let data = FileManager.default.contents(atPath: resolved) else {
                throw ScreenshotError(.badInput, "\(name): background image not found")
            }
            var worst: (factor: Double, device: String)?
            for device in devices {
                let key = Key(path: resolved, width: device.preset.pixelWidth, height: device.preset.pixelHeight)
                guard images[key] == nil else { continue }
                do {
                    let natural = try ImageDecoder.probe(data).size
                    // Scaled to cover: the larger of the two ratios.
                    let factor = max(Double(key.width) / Double(max(1, natural.width)),
                                     Double(key.height) / Double(max(1, natural.height)))
                    if factor > maximumUpscale, factor > (worst?.factor ?? 0) { worst = (factor, device.preset.name) }
                    images[key] = try ImageDecoder.decode(data, targetSize: PixelSize(width: key.width, height: key.height),
                                                          fit: .fill)
                } catch {
                    throw ScreenshotError(.badInput, "\(name): cannot decode the background image (\(error))")
                }
            }
            if let worst {
                warnings.append("\(name): enlarged \(String(format: "%.1f", worst.factor))× on \(worst.device) (more than "
                                + "\(maximumUpscale)× looks soft); use an image at least as large as the screenshot")
            }
        }
        return (BackgroundImages(images: images, configuration: configuration), warnings)
    }

    /// The decoded image `screen` shows on `device`, or nil when its background is not an image.
    func image(for screen: ScreenSpec, device: DevicePreset) -> Bitmap? {
        guard case .image(let path, _) = screen.background else { return nil }
        return images[Key(path: configuration.resolve(path), width: device.pixelWidth, height: device.pixelHeight)]
    }
}
