import Foundation
import Raster

/// The bridge to Raster's decoder, mapping its errors to load errors naming the URL.
enum ImageDecoding {
    /// Decodes, downsampling (never upscaling, aspect kept) to the smallest size covering `targetPixelSize`.
    static func decode(_ data: Data, url: URL, targetPixelSize: PixelSize?, pixelLimit: Int) throws(ImageLoadError) -> Bitmap {
        do {
            return try ImageDecoder.decode(data, targetSize: targetPixelSize, fit: .fill, pixelLimit: pixelLimit)
        } catch let error as RasterError {
            if case .tooManyPixels(let width, let height, let limit) = error {
                throw ImageLoadError(url: url, reason: .tooManyPixels(width: width, height: height, limit: limit))
            }
            throw ImageLoadError(url: url, reason: .undecodable(error))
        } catch is CancellationError {
            throw ImageLoadError(url: url, reason: .cancelled)
        } catch {
            throw ImageLoadError(url: url, reason: .undecodable(.corrupt("\(error)")))
        }
    }
}
