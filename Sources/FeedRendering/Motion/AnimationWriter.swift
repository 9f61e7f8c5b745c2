import FeedrenderSupport
import Foundation
import ImageLoading
import Lists
import Raster

/// Writes a sequence of list updates as an animation: the first state held, each transition
/// frame by frame, each following state held, into an APNG (our PNG encoder) and/or an
/// H.264 MP4 (ffmpeg), plus `animation.json` listing every frame with its time, and a
/// contact sheet of key frames (`KeyFrames`).
///
/// Frames are drawn one at a time and streamed to both files, so memory stays flat in the
/// number of frames; one transition's cells are kept while its frames are drawn. Files
/// appear only when complete (a failure or Ctrl-C leaves none).
package enum AnimationWriter {
    /// The APNG's file name in the output folder.
    package static let apngName = "animation.png"
    /// The MP4's file name.
    package static let mp4Name = "animation.mp4"
    /// The manifest's file name.
    package static let manifestName = "animation.json"

    /// The last frame of each transition (its frame 0 is the state before it).
    private static func lastFrames(of updates: [ListAdapterUpdate], scrolls: [ListScroll?],
                                   timing: TransitionTiming) -> [Int] {
        updates.indices.map { index in
            ListTransitionRenderer.lastFrame(isAnimated: updates[index].isAnimated, timing: timing,
                                             scroll: scrolls.indices.contains(index) ? scrolls[index] : nil)
        }
    }

    /// How many video frames `updates` make with `animation` (what `maximumFrames` bounds).
    package static func videoFrameCount(of updates: [ListAdapterUpdate], scrolls: [ListScroll?] = [],
                                        animation: AnimationSettings) -> Int {
        let between = lastFrames(of: updates, scrolls: scrolls, timing: animation.timing).reduce(0) { $0 + $1 - 1 }
        return (updates.count + 1) * animation.holdFrames + between
    }

    /// Renders and writes the animation of `updates` into `folder`.
    /// - Parameters:
    ///   - scrolls: per update, a scroll that plays with it (nil or missing: none). The list
    ///     starts at the top and keeps each change's end offset.
    ///   - renderer: the renderer's name and version for the manifest.
    package static func write(updates: [ListAdapterUpdate], scrolls: [ListScroll?] = [], settings: FeedRenderSettings,
                              animation: AnimationSettings, imageLoader: ImageLoader?, folder: URL,
                              renderer: String) async throws -> AnimationManifest {
        precondition(!updates.isEmpty, "an animation needs at least one update")
        let device = settings.presentation.device
        let width = PixelRounding.extent(device.width, scale: device.scale)
        let height = PixelRounding.extent(device.height, scale: device.scale)
        let fps = animation.timing.framesPerSecond, hold = animation.holdFrames
        let lasts = lastFrames(of: updates, scrolls: scrolls, timing: animation.timing)
        let stillCount = updates.count + 1
        let apngFrameCount = stillCount + lasts.reduce(0) { $0 + $1 - 1 }

        let apng = animation.writesAPNG
            ? try APNGWriter(url: folder.appendingPathComponent(apngName), width: width, height: height,
                             frameCount: apngFrameCount, isOpaque: settings.presentation.theme.background.alpha >= 1,
                             text: [(key: "Software", value: renderer)])
            : nil
        let encoder = animation.writesMP4 ? try VideoEncoder.version() : nil
        let video = animation.writesMP4
            ? try VideoEncoder(url: folder.appendingPathComponent(mp4Name), width: width, height: height, framesPerSecond: fps)
            : nil
        let sheets = KeyFrameSheets(folder: folder, keys: animation.keyFrames.indexes(lastFrames: lasts),
                                    frameWidth: width, frameHeight: height)
        var keyFrames: [AnimationManifest.KeyFrame] = []
        var frames: [AnimationManifest.Frame] = []
        var videoIndex = 0
        func emit(_ image: Bitmap, count: Int, state: Int? = nil, transition: Int? = nil, frame: Int? = nil,
                  progress: Double? = nil) throws {
            try Task.checkCancellation()
            try apng?.append(image, delay: (UInt16(clamping: count), UInt16(clamping: fps)))
            for _ in 0..<count { try video?.append(image) }
            if let key = try sheets.offer(image, frame: frames.count, time: Double(videoIndex) / Double(fps)) {
                keyFrames.append(key)
            }
            frames.append(AnimationManifest.Frame(index: videoIndex, count: count, time: Double(videoIndex) / Double(fps),
                                                  state: state, transition: transition, transitionFrame: frame,
                                                  progress: progress))
            videoIndex += count
        }
        do {
            var offset = 0.0
            for (index, update) in updates.enumerated() {
                let scroll = scrolls.indices.contains(index) ? scrolls[index] : nil
                let transition = try await ListTransitionRenderer(update: update, settings: settings,
                                                                  timing: animation.timing, contentOffset: offset,
                                                                  scroll: scroll, imageLoader: imageLoader)
                offset = transition.endOffset
                if index == 0 { try emit(try transition.image(ofFrame: 0), count: hold, state: 0) }
                for frame in 1..<transition.lastFrame {
                    try emit(try transition.image(ofFrame: frame), count: 1, transition: index, frame: frame,
                             progress: transition.progress(atFrame: frame))
                }
                try emit(try transition.image(ofFrame: transition.lastFrame), count: hold, state: index + 1)
            }
            try sheets.finish()
            var files: [AnimationManifest.File] = []
            if let apng {
                let written = try apng.finish()
                files.append(.init(path: apngName, bytes: written.byteCount, sha256: written.sha256))
            }
            if let video {
                try video.finish()
                let url = folder.appendingPathComponent(mp4Name)
                let data = try Data(contentsOf: url)
                files.append(.init(path: mp4Name, bytes: data.count, sha256: SHA256.hex(of: data)))
            }
            files += sheets.written
            let curve = animation.timing.curve
            let manifest = AnimationManifest(
                renderer: renderer, encoder: encoder, width: width, height: height, framesPerSecond: fps,
                duration: animation.timing.duration, curve: [curve.x1, curve.y1, curve.x2, curve.y2],
                hold: animation.hold, files: files, frames: frames, keyFrames: keyFrames)
            let json = JSONEncoder()
            json.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try AtomicFile.write(try json.encode(manifest), to: folder.appendingPathComponent(manifestName))
            return manifest
        } catch {
            apng?.discard()
            video?.discard()
            sheets.discard()
            throw error
        }
    }
}
