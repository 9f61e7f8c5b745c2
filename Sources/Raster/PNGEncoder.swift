import CRasterKernels

/// A fast, deterministic PNG writer: 8-bit RGB when the bitmap is opaque (RGBA with straight
/// alpha otherwise), optional text chunks. By default it uses feedrender's own encoder
/// (`PNGCompression.fast`); libdeflate levels are there for smaller files. The same pixels,
/// compression and text always give the same bytes, on any thread and any CPU.
package enum PNGEncoder {
    /// Encodes `bitmap`. `text` entries become tEXt chunks (iTXt when the value is not Latin-1),
    /// in order, right after the header; keys must be 1–79 printable Latin-1 characters.
    package static func encode(_ bitmap: Bitmap, compression: PNGCompression = .fast,
                              text: [(key: String, value: String)] = []) throws -> [UInt8] {
        try encode(bitmap, compression: compression, text: text, tuning: FastTuning())
    }

    /// `encode(_:compression:text:)` with the fast encoder tuned as `tuning` says (for tests).
    package static func encode(_ bitmap: Bitmap, compression: PNGCompression = .fast,
                               text: [(key: String, value: String)] = [], tuning: FastTuning) throws -> [UInt8] {
        try withExtendedLifetime(bitmap) {
            try encode(pixels: bitmap.pixels, stride: bitmap.stride, width: bitmap.width, height: bitmap.height,
                       compression: compression, text: text, tuning: tuning)
        }
    }

    /// Encodes what `canvas` shows now, straight from its surface (no copy), exactly as
    /// `encode(canvas.makeBitmap(), ...)` would.
    package static func encode(_ canvas: Canvas, compression: PNGCompression = .fast,
                              text: [(key: String, value: String)] = []) throws -> [UInt8] {
        try canvas.withPixels { pixels, stride in
            try encode(pixels: pixels, stride: stride, width: canvas.pixelWidth, height: canvas.pixelHeight,
                       compression: compression, text: text)
        }
    }

    /// Encodes what `canvas` shows without a second image-sized buffer, for huge images such
    /// as strip tiles: `.fast` streams the rows, libdeflate levels filter opaque rows in the
    /// canvas's own memory. Same bytes as `encode(canvas, ...)`; the canvas is finished
    /// afterwards (drawing on it does nothing and it has no pixels to give).
    package static func encode(consuming canvas: Canvas, compression: PNGCompression = .fast,
                              text: [(key: String, value: String)] = []) throws -> [UInt8] {
        try canvas.consumePixels { pixels, stride in
            var inPlace: UnsafeMutableRawPointer?
            if case .deflate = compression,
               frpng_is_opaque(pixels, stride, Int32(canvas.pixelWidth), Int32(canvas.pixelHeight)) != 0 {
                inPlace = pixels
            }
            return try encode(pixels: pixels, stride: stride, width: canvas.pixelWidth, height: canvas.pixelHeight,
                              compression: compression, text: text, filteringInPlace: inPlace)
        }
    }

    static func encode(pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int, compression: PNGCompression,
                       text: [(key: String, value: String)], tuning: FastTuning = FastTuning(),
                       filteringInPlace inPlace: UnsafeMutableRawPointer? = nil) throws -> [UInt8] {
        let textChunks = try text.map { try PNGTextChunk(key: $0.key, value: $0.value) }
        switch compression {
        case .fast:
            return try PNGFastEncoder.encode(pixels: pixels, stride: stride, width: width, height: height,
                                             textChunks: textChunks, tuning: tuning)
        case .deflate(let level):
            return try PNGDeflateEncoder.encode(pixels: pixels, stride: stride, width: width, height: height, level: level,
                                                textChunks: textChunks, filteringInPlace: inPlace)
        }
    }

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
