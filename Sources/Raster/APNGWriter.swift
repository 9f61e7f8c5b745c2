import FeedrenderSupport
import Foundation

/// Writes an animated PNG (APNG: `acTL`, `fcTL` and `fdAT` chunks around ordinary PNG image
/// data) frame by frame through feedrender's own encoder, so memory holds one frame's PNG at a
/// time however many frames there are. The same frames and delays always give the same bytes.
///
/// Every frame covers the whole image and replaces the one before (`APNG_DISPOSE_OP_NONE`,
/// `APNG_BLEND_OP_SOURCE`); the first frame is also the default image viewers without APNG
/// support show. Atomic like `AtomicFile`: nothing appears at the path until `finish()`, and a
/// failure, `discard()` or deinit leaves no file. One owner at a time.
package final class APNGWriter {
    /// Pixel size of every frame.
    package let width: Int
    package let height: Int
    /// Frames promised in the `acTL` chunk; `finish()` checks they were all written.
    package let frameCount: Int
    /// Frames written so far.
    package private(set) var framesWritten = 0

    private let path: String
    private let isOpaque: Bool
    private let loopCount: Int
    private let textChunks: [PNGTextChunk]
    private var file: AtomicFile.Writer?
    private let hasher = SHA256()
    private var byteCount = 0
    /// The next `fcTL`/`fdAT` sequence number.
    private var sequence: UInt32 = 0

    /// Starts `url`'s APNG of `frameCount` frames of `width` × `height` pixels.
    /// - Parameters:
    ///   - isOpaque: every pixel of every frame is opaque (an RGB file); a frame that is not
    ///     fails. Otherwise the file is RGBA.
    ///   - loopCount: times the animation plays; 0 loops forever.
    ///   - text: `tEXt`/`iTXt` entries, as `PNGEncoder` writes them.
    package init(url: URL, width: Int, height: Int, frameCount: Int, isOpaque: Bool, loopCount: Int = 0,
                 text: [(key: String, value: String)] = []) throws {
        guard width > 0, height > 0, frameCount > 0, frameCount <= Int(Int32.max), loopCount >= 0 else {
            throw RasterError.encode("APNG: \(frameCount) frames of \(width)×\(height) cannot be written to \(url.path)")
        }
        self.width = width
        self.height = height
        self.frameCount = frameCount
        self.isOpaque = isOpaque
        self.loopCount = loopCount
        textChunks = try text.map { try PNGTextChunk(key: $0.key, value: $0.value) }
        path = url.path
        file = try AtomicFile.Writer(url: url)
    }

    deinit {
        discard()
    }

    /// Appends what `canvas` shows as the next frame, shown for `delay` seconds
    /// (numerator / denominator, as `fcTL` stores it).
    package func append(_ canvas: Canvas, delay: (numerator: UInt16, denominator: UInt16)) throws {
        guard canvas.pixelWidth == width, canvas.pixelHeight == height else {
            throw RasterError.encode("APNG: a \(canvas.pixelWidth)×\(canvas.pixelHeight) frame for a \(width)×\(height) animation")
        }
        try canvas.withPixels { try append(pixels: $0, stride: $1, delay: delay) }
    }

    /// Appends `bitmap` as the next frame, shown for `delay` seconds.
    package func append(_ bitmap: Bitmap, delay: (numerator: UInt16, denominator: UInt16)) throws {
        guard bitmap.width == width, bitmap.height == height else {
            throw RasterError.encode("APNG: a \(bitmap.width)×\(bitmap.height) frame for a \(width)×\(height) animation")
        }
        try withExtendedLifetime(bitmap) { try append(pixels: bitmap.pixels, stride: bitmap.stride, delay: delay) }
    }

    private func append(pixels: UnsafeRawPointer, stride: Int, delay: (numerator: UInt16, denominator: UInt16)) throws {
        guard file != nil else { throw RasterError.encode("APNG: \(path) is already finished or discarded") }
        guard framesWritten < frameCount else {
            discard()
            throw RasterError.encode("APNG: more than the \(frameCount) frames promised for \(path)")
        }
        let png: [UInt8]
        do {
            guard let encoded = try PNGFastEncoder.encode(pixels: pixels, stride: stride, width: width, height: height,
                                                          channels: isOpaque ? 3 : 4, textChunks: [],
                                                          tuning: PNGEncoder.FastTuning()) else {
                throw RasterError.encode("APNG: frame \(framesWritten) of \(path) has pixels that are not opaque")
            }
            png = encoded
        } catch {
            discard()
            throw error
        }
        var out = PNGChunkWriter()
        let chunks = Self.chunks(of: png)
        if framesWritten == 0 {
            out.append(PNGEncoder.signature)
            guard let header = chunks.first, header.type == "IHDR" else {
                discard()
                throw RasterError.encode("APNG: the encoder wrote no header for \(path)")
            }
            out.append(Array(png[header.range]))
            out.appendChunk("acTL", PNGChunkWriter.bigEndian(UInt32(frameCount)) + PNGChunkWriter.bigEndian(UInt32(loopCount)))
            for text in textChunks { out.appendChunk(text.type, text.data) }
        }
        var control = PNGChunkWriter.bigEndian(nextSequence())
        control += PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
        control += PNGChunkWriter.bigEndian(0) + PNGChunkWriter.bigEndian(0)
        control += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF),
                    UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF), 0, 0]
        out.appendChunk("fcTL", control)
        for chunk in chunks where chunk.type == "IDAT" {
            if framesWritten == 0 {
                out.append(Array(png[chunk.range]))
            } else {
                out.appendChunk("fdAT", PNGChunkWriter.bigEndian(nextSequence()) + Array(png[chunk.data]))
            }
        }
        try write(out.bytes)
        framesWritten += 1
    }

    /// Ends the file and moves it onto its path; every promised frame must have been written.
    /// - Returns: the file's size and SHA-256 (lower-case hex), as a manifest records them.
    package func finish() throws -> (byteCount: Int, sha256: String) {
        guard let file else { throw RasterError.encode("APNG: \(path) is already finished or discarded") }
        guard framesWritten == frameCount else {
            discard()
            throw RasterError.encode("APNG: \(path) got \(framesWritten) of its \(frameCount) frames")
        }
        var out = PNGChunkWriter()
        out.appendChunk("IEND", [])
        try write(out.bytes)
        try file.commit()
        self.file = nil
        return (byteCount, hasher.hexDigest)
    }

    /// Stops writing and removes the temporary file; nothing appears at the path.
    package func discard() {
        file?.discard()
        file = nil
    }

    private func nextSequence() -> UInt32 {
        defer { sequence += 1 }
        return sequence
    }

    private func write(_ bytes: [UInt8]) throws {
        guard let file else { throw RasterError.encode("APNG: \(path) is already finished or discarded") }
        do {
            try bytes.withUnsafeBytes { try file.append($0) }
        } catch {
            discard()
            throw error
        }
        hasher.update(bytes)
        byteCount += bytes.count
    }

    /// The chunks of a PNG the encoder wrote: type, whole chunk's byte range, data's range.
    private static func chunks(of png: [UInt8]) -> [(type: String, range: Range<Int>, data: Range<Int>)] {
        var result: [(type: String, range: Range<Int>, data: Range<Int>)] = []
        var offset = PNGEncoder.signature.count
        while offset + 12 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            let end = offset + 12 + length
            guard end <= png.count else { break }
            result.append((type, offset..<end, offset + 8..<offset + 8 + length))
            offset = end
        }
        return result
    }
}
