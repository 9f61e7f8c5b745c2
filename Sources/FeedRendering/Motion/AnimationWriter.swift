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
    /// The GIF's file name.
    package static let gifName = "animation.gif"
    /// The manifest's file name.
    package static let manifestName = "animation.json"

    /// The last frame of each transition (its frame 0 is the state before it).
    private static func lastFrames(of updates: [ListAdapterUpdate], scrolls: [ListScroll?],
                                   timing: TransitionTiming) -> [Int] {
        updates.indices.map { index in
            ListTransitionRenderer.lastFrame(of: updates[index], timing: timing,
                                             scroll: scrolls.indices.contains(index) ? scrolls[index] : nil)
        }
    }

    /// How many video frames `updates` make with `animation` (what `maximumFrames` bounds).
    package static func videoFrameCount(of updates: [ListAdapterUpdate], scrolls: [ListScroll?] = [],
                                        animation: AnimationSettings) -> Int {
        videoFrameCount(lastFrames: lastFrames(of: updates, scrolls: scrolls, timing: animation.timing), animation: animation)
    }

    /// How many video frames transitions ending at `lastFrames` make with `animation`'s holds.
    package static func videoFrameCount(lastFrames: [Int], animation: AnimationSettings) -> Int {
        (lastFrames.count + 1) * animation.holdFrames + lastFrames.reduce(0) { $0 + $1 - 1 }
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
        var offset = 0.0
        return try await write(lastFrames: lastFrames(of: updates, scrolls: scrolls, timing: animation.timing),
                               width: PixelRounding.extent(device.width, scale: device.scale),
                               height: PixelRounding.extent(device.height, scale: device.scale),
                               isOpaque: settings.presentation.theme.background.alpha >= 1, animation: animation,
                               folder: folder, renderer: renderer) { index in
            let scroll = scrolls.indices.contains(index) ? scrolls[index] : nil
            let transition = try await ListTransitionRenderer(update: updates[index], settings: settings,
                                                              timing: animation.timing, contentOffset: offset,
                                                              scroll: scroll, imageLoader: imageLoader)
            offset = transition.endOffset
            return transition
        }
    }

    /// Renders and writes an animation of transitions into `folder`: the first one's frame 0
    /// held, each one's frames, each one's last frame held.
    /// - Parameters:
    ///   - lastFrames: each transition's last frame (as `transition` will make it).
    ///   - width, height: every frame's pixel size.
    ///   - isOpaque: whether every pixel is opaque (the APNG is then written without alpha).
    ///   - transition: makes transition *i*, in order, when its frames are due.
    package static func write(lastFrames lasts: [Int], width: Int, height: Int, isOpaque: Bool,
                              animation: AnimationSettings, folder: URL, renderer: String,
                              transition: (Int) async throws -> any AnimatedTransition) async throws -> AnimationManifest {
        precondition(!lasts.isEmpty, "an animation needs at least one transition")
        let fps = animation.timing.framesPerSecond, hold = animation.holdFrames
        let stillCount = lasts.count + 1
        let apngFrameCount = stillCount + lasts.reduce(0) { $0 + $1 - 1 }

        let apng = animation.writesAPNG
            ? try APNGWriter(url: folder.appendingPathComponent(apngName), width: width, height: height,
                             frameCount: apngFrameCount, isOpaque: isOpaque,
                             text: [(key: "Software", value: renderer)])
            : nil
        let encoder = animation.writesMP4 ? try VideoEncoder.version() : nil
        let video = animation.writesMP4
            ? try VideoEncoder(url: folder.appendingPathComponent(mp4Name), width: width, height: height, framesPerSecond: fps)
            : nil
        let gif = animation.writesGIF
            ? try AnimatedGIFWriter(url: folder.appendingPathComponent(gifName), width: width, height: height)
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
            try gif?.append(image, delay: AnimatedGIFWriter.delay(from: videoIndex, to: videoIndex + count, framesPerSecond: fps))
            if let key = try sheets.offer(image, frame: frames.count, time: Double(videoIndex) / Double(fps)) {
                keyFrames.append(key)
            }
            frames.append(AnimationManifest.Frame(index: videoIndex, count: count, time: Double(videoIndex) / Double(fps),
                                                  state: state, transition: transition, transitionFrame: frame,
                                                  progress: progress))
            videoIndex += count
        }
        do {
            for index in lasts.indices {
                let transition = try await transition(index)
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
            if let gif {
                let written = try gif.finish()
                files.append(.init(path: gifName, bytes: written.byteCount, sha256: written.sha256))
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
                itemAnimator: animation.timing.itemAnimator.map {
                    [$0.removeDuration, $0.moveDuration, $0.changeDuration, $0.addDuration]
                }, hold: animation.hold, files: files, frames: frames, keyFrames: keyFrames)
            let json = JSONEncoder()
            json.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            try AtomicFile.write(try json.encode(manifest), to: folder.appendingPathComponent(manifestName))
            return manifest
        } catch {
            apng?.discard()
            video?.discard()
            gif?.discard()
            sheets.discard()
            throw error
        }
    }
}

/// A transition `AnimationWriter` draws frame by frame: frames 0 (before) to `lastFrame` (after).
package protocol AnimatedTransition {
    /// The frame showing the state after.
    var lastFrame: Int { get }
    /// Frame `frame` as an image (every frame of a transition has one size).
    func image(ofFrame frame: Int) throws -> Bitmap
    /// How far the transition is at frame `frame`, 0...1.
    func progress(atFrame frame: Int) -> Double
}

extension ListTransitionRenderer: AnimatedTransition {}
extension NodeLayoutTransition: AnimatedTransition {}
