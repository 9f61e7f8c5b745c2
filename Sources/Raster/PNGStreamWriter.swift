import CRasterKernels
import FeedrenderSupport
import Foundation

/// Writes one PNG to a file band by band, through feedrender's own encoder (frpng, the
/// `PNGCompression.fast` path), so an image far taller than memory should hold (a strip
/// tile: 1170 × 32,767 pixels is 150 MB) never exists whole: each band's rows go to the
/// encoder and the band can be dropped. The file is the same, byte for byte, as
/// `PNGEncoder.encode(_:compression: .fast, text:)` of the whole image, for any band split.
///
/// Atomic like `AtomicFile`: the bytes go to a hidden temporary file that `finish()` renames
/// onto the path; `discard()`, a failure or deinit removes it. One owner at a time.
package final class PNGStreamWriter {
    /// Pixel size given at creation; the rows appended must add up to `height`.
    package let width: Int
    package let height: Int
    /// Rows appended so far.
    package private(set) var rowsWritten = 0

    private let path: String
    private let isOpaque: Bool
    private let output: Output
    private var encoder: OpaquePointer?
    /// Set when an opaque (RGB) writer met a pixel that is not opaque; the file is discarded.
    private var foundTranslucentPixel = false

    /// Starts `url`'s PNG of `width` × `height` pixels with `text` chunks (as `PNGEncoder`
    /// writes them). `isOpaque` promises every pixel has alpha 255, which makes an RGB file,
    /// as the whole-image encoder makes for opaque images; appending a translucent row then
    /// fails. Otherwise the file is RGBA.
    package init(url: URL, width: Int, height: Int, isOpaque: Bool, text: [(key: String, value: String)] = [],
                 tuning: PNGEncoder.FastTuning = PNGEncoder.FastTuning()) throws {
        let textChunks = try text.map { try PNGTextChunk(key: $0.key, value: $0.value) }
        self.width = width
        self.height = height
        self.isOpaque = isOpaque
        path = url.path
        output = Output(file: try AtomicFile.Writer(url: url))
        let context = Unmanaged.passUnretained(output).toOpaque()
        let sink: frpng_sink = { context, data, count in
            Unmanaged<Output>.fromOpaque(context!).takeUnretainedValue().append(UnsafeRawBufferPointer(start: data, count: count))
        }
        // RGB checks opacity while converting: no separate pass over the pixels.
        let flags = (tuning.usesSIMD ? 0 : UInt32(FRPNG_NO_SIMD)) | (isOpaque ? UInt32(FRPNG_REQUIRE_OPAQUE) : 0)
        guard let made = frpng_encoder_create(Int32(clamping: width), Int32(clamping: height), isOpaque ? 3 : 4,
                                              flags, sink, context) else {
            output.discard()
            throw RasterError.encode("PNG: cannot start encoding \(width)×\(height) pixels for \(path)")
        }
        encoder = made
        for chunk in textChunks {
            let status = Array(chunk.type.utf8).withUnsafeBufferPointer { type in
                chunk.data.withUnsafeBufferPointer { data in
                    type.withMemoryRebound(to: CChar.self) { frpng_encoder_add_chunk(made, $0.baseAddress, data.baseAddress, data.count) }
                }
            }
            try check(status, "adding a \(chunk.type) chunk")
        }
    }

    deinit {
        discard()
    }

    /// Appends the first `rows` rows of `canvas` (as wide as the image).
    package func append(_ canvas: Canvas, rows: Int) throws {
        guard canvas.pixelWidth == width, rows <= canvas.pixelHeight else {
            throw RasterError.encode("PNG: a \(canvas.pixelWidth)×\(canvas.pixelHeight) band cannot give \(rows) rows of a \(width)-pixel-wide image")
        }
        try canvas.withPixels { try append(pixels: $0, stride: $1, rows: rows) }
    }

    /// Appends every row of `bitmap` (as wide as the image).
    package func append(_ bitmap: Bitmap) throws {
        guard bitmap.width == width else {
            throw RasterError.encode("PNG: a \(bitmap.width)-pixel-wide band for a \(width)-pixel-wide image")
        }
        try withExtendedLifetime(bitmap) { try append(pixels: bitmap.pixels, stride: bitmap.stride, rows: bitmap.height) }
    }

    /// Appends `rows` rows of premultiplied ARGB32 words, `stride` bytes apart. Any failure
    /// discards the file.
    func append(pixels: UnsafeRawPointer, stride: Int, rows: Int) throws {
        guard let encoder else { throw RasterError.encode("PNG: \(path) is already finished or discarded") }
        guard rows >= 0, rows <= height - rowsWritten else {
            discard()
            throw RasterError.encode("PNG: \(rows) more rows overflow the \(height) of \(path) (\(rowsWritten) written)")
        }
        guard rows > 0 else { return }
        let base = pixels.assumingMemoryBound(to: UInt8.self)
        let status = frpng_encoder_add_rows(encoder, base, stride, Int32(rows))
        if status == FRPNG_ERR_NOT_OPAQUE { foundTranslucentPixel = true }
        try check(status, "encoding rows \(rowsWritten)..<\(rowsWritten + rows)")
        rowsWritten += rows
    }

    /// Ends the PNG and moves it onto its path. Every row must have been appended.
    /// - Parameter commits: where the file is synced and renamed onto its path; nil does it
    ///   now, on this thread.
    /// - Returns: the file's size and SHA-256 (lower-case hex), as a manifest records them.
    package func finish(commits: AtomicFile.CommitQueue? = nil) throws -> (byteCount: Int, sha256: String) {
        guard let encoder else { throw RasterError.encode("PNG: \(path) is already finished or discarded") }
        guard rowsWritten == height else {
            discard()
            throw RasterError.encode("PNG: \(path) got \(rowsWritten) of its \(height) rows")
        }
        try check(frpng_encoder_finish(encoder), "finishing")
        frpng_encoder_destroy(encoder)
        self.encoder = nil
        return try output.commit(commits: commits)
    }

    /// Writes the `width` × `height` premultiplied ARGB32 rows at `pixels` to `url`: the bytes
    /// of `PNGEncoder.encode(_:compression: .fast, text:)` (RGB when every pixel is opaque,
    /// else RGBA), but streamed through a small buffer to the file and hashed on the way, so
    /// no PNG-sized array is allocated, filled and copied for each image.
    /// - Returns: the file's size and SHA-256 (lower-case hex).
    package static func write(pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int, to url: URL,
                              text: [(key: String, value: String)] = [],
                              commits: AtomicFile.CommitQueue? = nil) throws -> (byteCount: Int, sha256: String) {
        // Most images are opaque: write RGB while the encoder checks alpha as it converts, and
        // start over as RGBA only if a pixel is not.
        let rgb = try PNGStreamWriter(url: url, width: width, height: height, isOpaque: true, text: text)
        do {
            try rgb.append(pixels: pixels, stride: stride, rows: height)
        } catch where rgb.foundTranslucentPixel {
            let rgba = try PNGStreamWriter(url: url, width: width, height: height, isOpaque: false, text: text)
            try rgba.append(pixels: pixels, stride: stride, rows: height)
            return try rgba.finish(commits: commits)
        }
        return try rgb.finish(commits: commits)
    }

    /// `write(pixels:stride:width:height:to:text:commits:)` of what `canvas` shows now.
    package static func write(_ canvas: Canvas, to url: URL, text: [(key: String, value: String)] = [],
                              commits: AtomicFile.CommitQueue? = nil) throws -> (byteCount: Int, sha256: String) {
        try canvas.withPixels { pixels, stride in
            try write(pixels: pixels, stride: stride, width: canvas.pixelWidth, height: canvas.pixelHeight, to: url,
                      text: text, commits: commits)
        }
    }

    /// `write(pixels:stride:width:height:to:text:commits:)` of `bitmap`.
    package static func write(_ bitmap: Bitmap, to url: URL, text: [(key: String, value: String)] = [],
                              commits: AtomicFile.CommitQueue? = nil) throws -> (byteCount: Int, sha256: String) {
        try withExtendedLifetime(bitmap) {
            try write(pixels: bitmap.pixels, stride: bitmap.stride, width: bitmap.width, height: bitmap.height, to: url,
                      text: text, commits: commits)
        }
    }

    /// Stops writing and removes the temporary file; nothing appears at the path.
    package func discard() {
        if let encoder { frpng_encoder_destroy(encoder) }
        encoder = nil
        output.discard()
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status != FRPNG_OK else { return }
        let failure = output.failure
        discard()
        if let failure { throw failure }
        let reason = switch status {
        case FRPNG_ERR_NOMEM: "out of memory"
        case FRPNG_ERR_NOT_OPAQUE: "a pixel not opaque in an RGB image,"
        default: "encoder error \(status)"
        }
        throw RasterError.encode("PNG: \(reason) \(what) of \(width)×\(height) for \(path)")
    }

    /// Where the encoder's bytes go: a buffer flushed to the temporary file in large writes,
    /// hashed and counted on the way.
    private final class Output {
        /// Small enough to stay in cache between the encoder, the hash and the write.
        private static let bufferCapacity = 1 << 18
        private let file: AtomicFile.Writer
        private let hasher = SHA256()
        private var buffer: [UInt8] = []
        private(set) var byteCount = 0
        private(set) var failure: (any Error)?
        private var isHandedOver = false

        init(file: AtomicFile.Writer) {
            self.file = file
            buffer.reserveCapacity(Self.bufferCapacity)
        }

        /// The encoder's sink: 0 to go on, 1 to stop it after a write error.
        func append(_ bytes: UnsafeRawBufferPointer) -> Int32 {
            guard failure == nil else { return 1 }
            hasher.update(bytes)
            byteCount += bytes.count
            if buffer.count + bytes.count > Self.bufferCapacity {
                guard flush() else { return 1 }
            }
            if bytes.count >= Self.bufferCapacity {
                do { try file.append(bytes) } catch { failure = error; return 1 }
            } else {
                buffer.append(contentsOf: bytes)
            }
            return 0
        }

        func commit(commits: AtomicFile.CommitQueue?) throws -> (byteCount: Int, sha256: String) {
            guard flush() else { throw failure! }
            buffer = []
            // From here the file belongs to its commit (the queue's thread, if any).
            isHandedOver = true
            if let commits { commits.commit(file) } else { try file.commit() }
            return (byteCount, hasher.hexDigest)
        }

        func discard() {
            buffer = []
            if !isHandedOver { file.discard() }
        }

        private func flush() -> Bool {
            guard failure == nil else { return false }
            do {
                try buffer.withUnsafeBytes { try file.append($0) }
                buffer.removeAll(keepingCapacity: true)
                return true
            } catch {
                failure = error
                return false
            }
        }
    }
}
