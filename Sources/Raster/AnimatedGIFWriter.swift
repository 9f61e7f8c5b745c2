import CGif
import FeedrenderSupport
import Foundation

/// Writes an animated GIF frame by frame through giflib's encoder (Debian's `libgif`): each
/// frame gets its own colour table: its exact colours when it has at most 256 (flat interface
/// colours stay exact), else giflib's median-cut quantizer's 256 (coarse: on a smooth
/// gradient about 6 levels a channel off on average, up to 60; photos band). giflib
/// LZW-compresses it and it is streamed to the file, so memory holds one frame at a time.
/// The same frames and delays give the same bytes.
///
/// GIF has no partial transparency: pixels are flattened over white. Delays are whole
/// hundredths of a second (`delay(from:to:framesPerSecond:)` spreads the rounding so the
/// total stays exact). The animation loops forever (the `NETSCAPE2.0` extension). Atomic like
/// `APNGWriter`: nothing appears at the path until `finish()`; a failure, `discard()` or
/// deinit leaves no file. One owner at a time.
package final class AnimatedGIFWriter {
    /// Pixel size of every frame.
    package let width: Int
    package let height: Int
    /// Frames written so far.
    package private(set) var framesWritten = 0

    private let path: String
    private var gif: UnsafeMutablePointer<GifFileType>?
    private let sink: Sink
    private var red: [UInt8], green: [UInt8], blue: [UInt8], indexes: [UInt8]

    /// Where giflib's output goes: the temporary file, hashed and counted as it is written.
    private final class Sink {
        var file: AtomicFile.Writer?
        let hasher = SHA256()
        var byteCount = 0
        var failure: (any Error)?

        init(file: AtomicFile.Writer) { self.file = file }

        func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
            guard let file, failure == nil else { return false }
            do {
                try file.append(bytes)
            } catch {
                failure = error
                return false
            }
            hasher.update(bytes)
            byteCount += bytes.count
            return true
        }
    }

    /// Starts `url`'s GIF of `width` × `height` pixels (each side at most 65,535, GIF's limit).
    package init(url: URL, width: Int, height: Int) throws {
        guard (1...0xFFFF).contains(width), (1...0xFFFF).contains(height) else {
            throw RasterError.encode("GIF: \(width)×\(height) frames cannot be written to \(url.path) (at most 65,535 a side)")
        }
        self.width = width
        self.height = height
        path = url.path
        sink = Sink(file: try AtomicFile.Writer(url: url))
        red = [UInt8](repeating: 0, count: width * height)
        green = red
        blue = red
        indexes = red
        var error: Int32 = 0
        gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { gif, bytes, count in
            guard let gif, let user = gif.pointee.UserData, let bytes, count >= 0 else { return 0 }
            let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
            return sink.write(UnsafeRawBufferPointer(start: bytes, count: Int(count))) ? count : 0
        }, &error)
        guard let gif else {
            sink.file?.discard()
            throw RasterError.encode("GIF: giflib cannot start \(path) (\(Self.message(error)))")
        }
        EGifSetGifVersion(gif, true)
        try check(EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil), "the screen descriptor")
        // Loop forever: application extension NETSCAPE2.0, sub-block 1 with a loop count of 0.
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "the loop extension")
        try check(Array("NETSCAPE2.0".utf8).withUnsafeBytes { EGifPutExtensionBlock(gif, 11, $0.baseAddress) },
                  "the loop extension")
        try check([UInt8]([1, 0, 0]).withUnsafeBytes { EGifPutExtensionBlock(gif, 3, $0.baseAddress) }, "the loop extension")
        try check(EGifPutExtensionTrailer(gif), "the loop extension")
    }

    deinit {
        discard()
    }

    /// The delay of a frame shown from video frame `start` to `end` at `framesPerSecond`, in
    /// hundredths of a second: the difference of the rounded end times, so rounding never
    /// adds up over many frames.
    package static func delay(from start: Int, to end: Int, framesPerSecond: Int) -> UInt16 {
        func hundredths(_ frame: Int) -> Int { (frame * 100 + framesPerSecond / 2) / max(1, framesPerSecond) }
        return UInt16(clamping: hundredths(end) - hundredths(start))
    }

    /// Appends `bitmap` as the next frame, shown for `delay` hundredths of a second.
    package func append(_ bitmap: Bitmap, delay: UInt16) throws {
        guard let gif else { throw RasterError.encode("GIF: \(path) is already finished or discarded") }
        guard bitmap.width == width, bitmap.height == height else {
            throw RasterError.encode("GIF: a \(bitmap.width)×\(bitmap.height) frame for a \(width)×\(height) animation")
        }
        // Cairo's premultiplied ARGB words; over white, a channel is c + (255 - alpha).
        _ = bitmap.withRows { y, row in
            for x in 0..<width {
                let word = row[x], at = y * width + x
                let cover = 255 - UInt8(truncatingIfNeeded: word >> 24)
                red[at] = UInt8(truncatingIfNeeded: word >> 16) &+ cover
                green[at] = UInt8(truncatingIfNeeded: word >> 8) &+ cover
                blue[at] = UInt8(truncatingIfNeeded: word) &+ cover
            }
        }
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 256)
        if !exactPalette(into: &colors) {
            var colorCount: Int32 = 256
            let quantized = GifQuantizeBuffer(UInt32(width), UInt32(height), &colorCount, &red, &green, &blue, &indexes, &colors)
            try check(quantized, "the colours of frame \(framesWritten)")
        }
        guard let map = GifMakeMapObject(256, colors) else {
            discard()
            throw RasterError.encode("GIF: giflib cannot make a colour table for \(path)")
        }
        defer { GifFreeMapObject(map) }
        // Graphic control: keep the frame (disposal 1), no transparency, the delay.
        let control: [UInt8] = [1 << 2, UInt8(delay & 0xFF), UInt8(delay >> 8), 0]
        try check(control.withUnsafeBytes { EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, $0.baseAddress) },
                  "the delay of frame \(framesWritten)")
        try check(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map), "frame \(framesWritten)")
        for y in 0..<height {
            try check(indexes.withUnsafeMutableBufferPointer { EGifPutLine(gif, $0.baseAddress! + y * width, Int32(width)) },
                      "frame \(framesWritten)")
        }
        framesWritten += 1
    }

    /// Indexes the frame's pixels into its own colours, in order of first appearance, when it
    /// has at most 256 (flat interface colours then stay exact); false when it has more.
    private func exactPalette(into colors: inout [GifColorType]) -> Bool {
        var palette: [UInt32: UInt8] = [:]
        var last: (key: UInt32, index: UInt8)?
        for at in 0..<(width * height) {
            let key = UInt32(red[at]) << 16 | UInt32(green[at]) << 8 | UInt32(blue[at])
            if let last, last.key == key {
                indexes[at] = last.index
                continue
            }
            let index: UInt8
            if let known = palette[key] {
                index = known
            } else {
                guard palette.count < 256 else { return false }
                index = UInt8(palette.count)
                palette[key] = index
                colors[Int(index)] = GifColorType(Red: red[at], Green: green[at], Blue: blue[at])
            }
            indexes[at] = index
            last = (key, index)
        }
        return true
    }

    /// Ends the file and moves it onto its path.
    /// - Returns: the file's size and SHA-256 (lower-case hex), as a manifest records them.
    package func finish() throws -> (byteCount: Int, sha256: String) {
        guard let gif else { throw RasterError.encode("GIF: \(path) is already finished or discarded") }
        guard framesWritten > 0 else {
            discard()
            throw RasterError.encode("GIF: \(path) has no frames")
        }
        self.gif = nil
        var error: Int32 = 0
        let closed = EGifCloseFile(gif, &error)
        guard closed == GIF_OK, sink.failure == nil, let file = sink.file else {
            let reason = sink.failure.map { "\($0)" } ?? Self.message(error)
            sink.file?.discard()
            sink.file = nil
            throw RasterError.encode("GIF: cannot finish \(path) (\(reason))")
        }
        try file.commit()
        sink.file = nil
        return (sink.byteCount, sink.hasher.hexDigest)
    }

    /// Stops writing and removes the temporary file; nothing appears at the path.
    package func discard() {
        if let gif {
            var error: Int32 = 0
            _ = EGifCloseFile(gif, &error)
            self.gif = nil
        }
        sink.file?.discard()
        sink.file = nil
    }

    /// Throws (after discarding the file) when a giflib call did not return `GIF_OK`.
    private func check(_ result: Int32, _ what: String) throws {
        guard result != GIF_OK else { return }
        let reason = sink.failure.map { "\($0)" } ?? Self.message(gif?.pointee.Error ?? 0)
        discard()
        throw RasterError.encode("GIF: giflib cannot write \(what) of \(path) (\(reason))")
    }

    private static func message(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    }
}
