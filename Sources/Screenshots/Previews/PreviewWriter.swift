import Appearance
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import Raster
import Text

/// Plays a `PreviewScript` on one device class into an App Store app preview: H.264 `.mp4`
/// of the preview's exact size at 30 frames per second (`VideoEncoder.Format.appPreview`,
/// through the `ffmpeg` program) and the poster frame as a PNG.
///
/// Frames are drawn one at a time and streamed to the encoder (a held picture is sent again,
/// not kept many times), so memory stays flat however long the video is. The video appears
/// only when complete; the poster is written after it, atomically.
struct PreviewWriter {
    var script: PreviewScript
    /// The device drawn: the class's device resized to the preview's pixels (`device(for:size:)`).
    var device: DevicePreset
    /// Captions over the video (`PreviewCaptions.overlays`), with the seconds they show.
    var captions: [(overlay: Bitmap, from: Double, to: Double)]
    /// The poster frame's time, seconds.
    var poster: Double
    var jobs: Int

    /// `preset` drawn at `size` pixels: the same width in points (the device's layout), the
    /// scale that makes it `size.width` pixels wide, and the height that makes it
    /// `size.height` tall (an app preview's aspect is close to, not exactly, the screen's).
    static func device(for preset: DevicePreset, size: PixelSize) -> DevicePreset {
        var device = preset
        device.scale = Double(size.width) / preset.width
        device.height = Double(size.height) / device.scale
        return device
    }

    /// What was written: bytes of the video and of the poster.
    struct Written {
        var videoBytes: Int
        var videoSHA256: String
        var posterBytes: Int
        var posterSHA256: String
    }

    /// Renders the video to `video` and the poster to `posterURL`.
    /// - Throws: `ScreenshotError` (`.render` or `.output`); nothing is left at either path.
    func write(video: URL, posterURL: URL, size: PixelSize, imageLoader: ImageLoader) async throws -> Written {
        let fps = PreviewSpec.framesPerSecond
        let encoder: VideoEncoder
        do {
            encoder = try VideoEncoder(url: video, width: size.width, height: size.height, framesPerSecond: fps,
                                       format: .appPreview(seconds: Double(script.frameCount) / Double(fps)))
        } catch {
            throw ScreenshotError(.output, "\(error)")
        }
        var settings = FeedRenderSettings(presentation: script.presentation)
        settings.presentation.device = device
        settings.jobs = jobs
        let posterIndex = min(script.frameCount - 1, Int((poster * Double(fps)).rounded()))
        var index = 0
        var posterImage: Bitmap?
        // The last picture with its captions, reused while neither changes (a held picture).
        var composited: (base: Bitmap, captions: [Int], image: Bitmap)?
        func emit(_ base: Bitmap, count: Int) throws {
            for _ in 0..<count {
                try Task.checkCancellation()
                let time = Double(index) / Double(fps)
                let shown = captions.indices.filter { captions[$0].from <= time && time < captions[$0].to }
                var image = base
                if !shown.isEmpty {
                    if let composited, composited.base === base, composited.captions == shown {
                        image = composited.image
                    } else {
                        image = try overlay(base, with: shown.map { captions[$0].overlay })
                        composited = (base, shown, image)
                    }
                }
                if index == posterIndex { posterImage = image }
                try encoder.append(image)
                index += 1
            }
        }
        do {
            var offset = 0.0
            var current = try await ListTransitionRenderer(update: script.start, settings: settings, imageLoader: imageLoader)
                .image(ofFrame: 0)
            try emit(current, count: 1)
            for segment in script.segments {
                switch segment {
                case .hold(let frames):
                    try emit(current, count: frames)
                case .motion(let update, let scroll, let timing):
                    let transition = try await ListTransitionRenderer(update: update, settings: settings, timing: timing,
                                                                      contentOffset: offset, scroll: scroll,
                                                                      imageLoader: imageLoader)
                    offset = transition.endOffset
                    for frame in 1...transition.lastFrame {
                        current = try transition.image(ofFrame: frame)
                        try emit(current, count: 1)
                    }
                }
            }
            try emit(current, count: script.frameCount - index)
            try encoder.finish()
        } catch {
            encoder.discard()
            if error is ScreenshotError || error is CancellationError { throw error }
            throw ScreenshotError(.render, "\(video.path): \(error)")
        }
        do {
            let data = try Data(contentsOf: video)
            guard data.count <= PreviewSpec.maximumBytes else {
                unlink(video.path)
                throw ScreenshotError(.check, "\(video.path): \(data.count) bytes, more than App Store Connect's 500 MB")
            }
            guard let posterImage else { throw ScreenshotError(.render, "\(posterURL.path): no frame at the poster's time") }
            let png = try PNGEncoder.encode(posterImage, text: RendererIdentity.pngTextChunks)
            try AtomicFile.write(png, to: posterURL)
            return Written(videoBytes: data.count, videoSHA256: SHA256.hex(of: data), posterBytes: png.count,
                           posterSHA256: SHA256.hex(of: png))
        } catch let error as ScreenshotError {
            throw error
        } catch {
            throw ScreenshotError(.output, "\(posterURL.path): \(error)")
        }
    }

    /// `base` with `overlays` (each the frame's size) drawn over it.
    private func overlay(_ base: Bitmap, with overlays: [Bitmap]) throws -> Bitmap {
        let canvas = try Canvas(pixelWidth: base.width, pixelHeight: base.height, scale: 1)
        let rect = CanvasRect(x: 0, y: 0, width: Double(base.width), height: Double(base.height))
        canvas.draw(base, in: rect)
        for layer in overlays { canvas.draw(layer, in: rect) }
        return canvas.makeBitmapReleasingPixels()
    }
}
