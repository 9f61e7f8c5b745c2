import CDeflate
import CRasterKernels

/// `PNGCompression.deflate(level:)`: converts and filters every row into one buffer, then
/// compresses it with libdeflate as a single IDAT chunk. Slower than `.fast`; at high levels
/// it makes the smallest files.
enum PNGDeflateEncoder {
    /// `filteringInPlace`: when given (the pixels' own memory, known opaque), the RGB scanlines
    /// overwrite the pixels as they are read; each output row is shorter than an input row, so
    /// it never reaches a row not yet read.
    static func encode(pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int, level: Int,
                       textChunks: [PNGTextChunk], filteringInPlace inPlace: UnsafeMutableRawPointer? = nil) throws -> [UInt8] {
        guard PNGCompression.deflateLevels.contains(level) else {
            throw RasterError.encode("PNG compression level \(level) is outside \(PNGCompression.deflateLevels)")
        }
        let filter: craster_png_filter = level == 0 ? CRASTER_FILTER_NONE
            : level == 1 ? CRASTER_FILTER_UP : CRASTER_FILTER_ADAPTIVE

        return try PNGScratchPool.shared.withScratch { scratch in
            // Most images are opaque: convert as RGB, checking alpha in the same pass, and
            // only start over as RGBA when a pixel is not.
            let lineScratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * width * 4)
            defer { lineScratch.deallocate() }
            var channels = 3
            precondition(inPlace == nil || (inPlace! == UnsafeMutableRawPointer(mutating: pixels) && stride >= 1 + width * 3))
            var raw = inPlace?.assumingMemoryBound(to: UInt8.self) ?? scratch.rows(count: (1 + width * 3) * height)
            var converted = craster_png_rows_if_opaque(pixels, stride, Int32(width), Int32(height), filter, raw, lineScratch)
            if converted == 0 {
                channels = 4
                raw = scratch.rows(count: (1 + width * 4) * height)
                converted = craster_png_rows(pixels, stride, Int32(width), Int32(height), 4, filter, raw, lineScratch) == 0 ? 1 : -1
            }
            guard converted == 1 else {
                throw RasterError.encode("PNG: cannot convert \(width)×\(height) pixels")
            }
            let rawCount = (1 + width * channels) * height

            guard let compressor = scratch.compressor(level: level) else {
                throw RasterError.encode("PNG: cannot allocate a level \(level) compressor")
            }
            let bound = libdeflate_zlib_compress_bound(compressor, rawCount)

            var header = PNGChunkWriter()
            header.append(PNGEncoder.signature)
            header.appendChunk("IHDR", PNGChunkWriter.bigEndian(UInt32(width)) + PNGChunkWriter.bigEndian(UInt32(height))
                               + [8, channels == 3 ? 2 : 6, 0, 0, 0])
            for chunk in textChunks { header.appendChunk(chunk.type, chunk.data) }
            let trailer: [UInt8] = [0, 0, 0, 0] + Array("IEND".utf8)
                + PNGChunkWriter.bigEndian(UInt32(truncatingIfNeeded: libdeflate_crc32(0, "IEND", 4)))

            if inPlace != nil {
                // Huge image: compress straight into the result rather than into scratch and then
                // copy. The capacity past the data is never written, so it never becomes resident.
                let capacity = header.bytes.count + 12 + bound + trailer.count
                return try [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                    var offset = 0
                    header.bytes.withUnsafeBytes { offset += copy($0, into: buffer, at: offset) }
                    offset += try writeIDAT(compressor, raw, rawCount, into: buffer.baseAddress! + offset, bound: bound)
                    trailer.withUnsafeBytes { offset += copy($0, into: buffer, at: offset) }
                    count = offset
                }
            }
            let idat = scratch.chunk(count: 12 + bound)
            let idatBytes = UnsafeRawBufferPointer(start: idat, count: try writeIDAT(compressor, raw, rawCount, into: idat, bound: bound))
            // The result is allocated at its exact size, so kept PNGs do not hold the compression bound.
            let total = header.bytes.count + idatBytes.count + trailer.count
            return [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
                var offset = 0
                header.bytes.withUnsafeBytes { offset += copy($0, into: buffer, at: offset) }
                offset += copy(idatBytes, into: buffer, at: offset)
                trailer.withUnsafeBytes { offset += copy($0, into: buffer, at: offset) }
                count = offset
            }
        }
    }

    /// Writes the IDAT chunk (length, type, zlib data, CRC) at `idat`, which must hold
    /// `12 + bound` bytes; the data is compressed in place after the length and type.
    /// Returns the chunk's size.
    private static func writeIDAT(_ compressor: OpaquePointer, _ raw: UnsafePointer<UInt8>, _ rawCount: Int,
                                  into idat: UnsafeMutablePointer<UInt8>, bound: Int) throws -> Int {
        let compressed = libdeflate_zlib_compress(compressor, raw, rawCount, idat + 8, bound)
        guard compressed > 0, compressed <= Int(Int32.max) else {
            throw RasterError.encode("PNG: compression of \(rawCount) bytes failed")
        }
        PNGChunkWriter.bigEndian(UInt32(compressed)).withUnsafeBufferPointer { idat.update(from: $0.baseAddress!, count: 4) }
        Array("IDAT".utf8).withUnsafeBufferPointer { (idat + 4).update(from: $0.baseAddress!, count: 4) }
        let crc = UInt32(truncatingIfNeeded: libdeflate_crc32(0, idat + 4, compressed + 4))
        PNGChunkWriter.bigEndian(crc).withUnsafeBufferPointer { (idat + 8 + compressed).update(from: $0.baseAddress!, count: 4) }
        return 12 + compressed
    }

    private static func copy(_ bytes: UnsafeRawBufferPointer, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        UnsafeMutableRawPointer(buffer.baseAddress! + offset).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        return bytes.count
    }
}
