import CDeflate
import CRasterKernels
import Foundation

/// A fast, deterministic PNG writer: 8-bit RGB when the bitmap is opaque (RGBA with straight
/// alpha otherwise), zlib data from libdeflate, optional text chunks. The same bitmap, level
/// and text always give the same bytes, on any thread.
public enum PNGEncoder {
    /// The level used when none is given: the fastest that still filters rows. On a 1170×2532
    /// frame with two photos it is ~7× faster than level 6 for ~15 % more bytes.
    public static let defaultCompressionLevel = 1
    /// Accepted compression levels: 0 (stored) to 12 (libdeflate's slowest).
    public static let compressionLevels = 0...12

    /// Encodes `bitmap`. Level 1 uses the cheap UP row filter; higher levels choose the best
    /// filter per row (smallest sum of magnitudes), level 0 stores rows unfiltered. `text` entries become tEXt chunks (iTXt when the value is not Latin-1),
    /// in order; keys must be 1–79 printable Latin-1 characters.
    public static func encode(_ bitmap: Bitmap, compressionLevel: Int = defaultCompressionLevel,
                              text: [(key: String, value: String)] = []) throws -> [UInt8] {
        guard compressionLevels.contains(compressionLevel) else {
            throw RasterError.encode("PNG compression level \(compressionLevel) is outside \(compressionLevels)")
        }
        let textChunks = try text.map { try PNGTextChunk(key: $0.key, value: $0.value) }
        let channels = bitmap.isOpaque ? 3 : 4
        let filter: craster_png_filter = compressionLevel == 0 ? CRASTER_FILTER_NONE
            : compressionLevel == 1 ? CRASTER_FILTER_UP : CRASTER_FILTER_ADAPTIVE

        let rowBytes = 1 + bitmap.width * channels
        let rawCount = rowBytes * bitmap.height
        let raw = UnsafeMutablePointer<UInt8>.allocate(capacity: rawCount)
        defer { raw.deallocate() }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * bitmap.width * channels)
        defer { scratch.deallocate() }
        guard craster_png_rows(bitmap.pixels, bitmap.stride, Int32(bitmap.width), Int32(bitmap.height),
                               Int32(channels), filter, raw, scratch) == 0 else {
            throw RasterError.encode("PNG: cannot convert \(bitmap.width)×\(bitmap.height) pixels")
        }

        guard let compressor = libdeflate_alloc_compressor(Int32(compressionLevel)) else {
            throw RasterError.encode("PNG: cannot allocate a level \(compressionLevel) compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, rawCount)

        var header = PNGChunkWriter()
        header.append(signature)
        header.appendChunk("IHDR", PNGChunkWriter.bigEndian(UInt32(bitmap.width)) + PNGChunkWriter.bigEndian(UInt32(bitmap.height))
                           + [8, channels == 3 ? 2 : 6, 0, 0, 0])
        for chunk in textChunks { header.appendChunk(chunk.type, chunk.data) }
        let trailer: [UInt8] = [0, 0, 0, 0] + Array("IEND".utf8) + PNGChunkWriter.bigEndian(UInt32(truncatingIfNeeded: libdeflate_crc32(0, "IEND", 4)))

        // IDAT = length, type, zlib data, CRC; compressed in place after the length and type.
        let idat = UnsafeMutablePointer<UInt8>.allocate(capacity: 12 + bound)
        defer { idat.deallocate() }
        let compressed = libdeflate_zlib_compress(compressor, raw, rawCount, idat + 8, bound)
        guard compressed > 0, compressed <= Int(Int32.max) else {
            throw RasterError.encode("PNG: compression of \(rawCount) bytes failed")
        }
        PNGChunkWriter.bigEndian(UInt32(compressed)).withUnsafeBufferPointer { idat.update(from: $0.baseAddress!, count: 4) }
        Array("IDAT".utf8).withUnsafeBufferPointer { (idat + 4).update(from: $0.baseAddress!, count: 4) }
        let crc = UInt32(truncatingIfNeeded: libdeflate_crc32(0, idat + 4, compressed + 4))
        PNGChunkWriter.bigEndian(crc).withUnsafeBufferPointer { (idat + 8 + compressed).update(from: $0.baseAddress!, count: 4) }

        // The result is allocated at its exact size, so kept PNGs do not hold the compression bound.
        var png = [UInt8]()
        png.reserveCapacity(header.bytes.count + 12 + compressed + trailer.count)
        png += header.bytes
        png += UnsafeBufferPointer(start: idat, count: 12 + compressed)
        png += trailer
        return png
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}

/// Appends PNG chunks (length, type, data, CRC-32 of type + data) to a byte array.
struct PNGChunkWriter {
    var bytes: [UInt8] = []

    mutating func append(_ raw: [UInt8]) { bytes += raw }

    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        let typeAndData = Array(type.utf8) + data
        bytes += Self.bigEndian(UInt32(data.count))
        bytes += typeAndData
        let crc = typeAndData.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        bytes += Self.bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}

/// One text entry, validated and serialised as tEXt (Latin-1 value) or iTXt (UTF-8 value).
struct PNGTextChunk {
    let type: String
    let data: [UInt8]

    init(key: String, value: String) throws {
        let keyScalars = key.unicodeScalars
        guard (1...79).contains(keyScalars.count),
              keyScalars.allSatisfy({ (32...126).contains($0.value) || (161...255).contains($0.value) }),
              keyScalars.first != " ", keyScalars.last != " " else {
            throw RasterError.encode("PNG text key \"\(key)\" must be 1-79 printable Latin-1 characters without leading or trailing spaces")
        }
        guard !value.unicodeScalars.contains("\0") else {
            throw RasterError.encode("PNG text value for \"\(key)\" contains a NUL character")
        }
        let keyBytes = keyScalars.map { UInt8($0.value) }
        if value.unicodeScalars.allSatisfy({ $0.value <= 255 }) {
            type = "tEXt"
            data = keyBytes + [0] + value.unicodeScalars.map { UInt8($0.value) }
        } else {
            // keyword, NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL, UTF-8 text.
            type = "iTXt"
            data = keyBytes + [0, 0, 0, 0, 0] + Array(value.utf8)
        }
    }
}
