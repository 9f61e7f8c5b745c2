import Foundation
import Raster

extension ImageLoader {
    /// The first frame of the video at `url` (MP4, MOV, WebM), fetched like an image's bytes
    /// (same transfers, caches, byte limit and deadlines) and decoded by `VideoFrameExtractor`
    /// within the image deadline (else the total timeout) and the pixel limit. Never throws:
    /// a failure is `.failed` with an error naming the URL.
    package func firstVideoFrame(for url: URL, targetPixelSize: PixelSize? = nil) async -> ImageLoadResult {
        let data: Data
        do {
            data = try await self.data(for: url)
        } catch {
            return .failed(error)
        }
        let extractor = VideoFrameExtractor(timeLimit: configuration.imageDeadline ?? configuration.totalTimeout,
                                            pixelLimit: configuration.pixelLimit)
        do {
            let frame = try await extractor.firstFrame(of: data, url: url, targetPixelSize: targetPixelSize)
            return .loaded(frame, source: url.isFileURL || url.scheme == "data" ? .local : .network)
        } catch {
            return .failed(error)
        }
    }
}
