import CDeflate
@testable import Raster

/// A PNG taken apart without libpng or Cairo: chunk structure and CRCs checked, the IDAT data
/// inflated by libdeflate (which checks the Adler-32) and unfiltered here. An independent
/// second reader for the encoder tests, beside `PNGDecoder`.
struct PNGInspection {
    struct Chunk {
        let type: String
        let data: [UInt8]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let chunks: [Chunk]
    let width: Int
    let height: Int
    /// 3 (colour type 2, RGB) or 4 (colour type 6, RGBA).
    let channels: Int
    /// The unfiltered samples, `width * channels` bytes per row.
    let samples: [UInt8]

    init(_ png: [UInt8]) throws {
        guard png.starts(with: PNGEncoder.signature) else { throw Failure(description: "no PNG signature") }
        var chunks: [Chunk] = []
        var offset = 8
        while offset < png.count {
            guard offset + 12 <= png.count else { throw Failure(description: "truncated chunk at \(offset)") }
            let length = Int(Self.bigEndian(png, at: offset))
            guard length <= png.count - offset - 12 else { throw Failure(description: "chunk at \(offset) runs past the end") }
            let typeAndData = Array(png[offset + 4..<offset + 8 + length])
            let crc = typeAndData.withUnsafeBytes { UInt32(truncatingIfNeeded: libdeflate_crc32(0, $0.baseAddress, $0.count)) }
            guard crc == Self.bigEndian(png, at: offset + 8 + length) else {
                throw Failure(description: "bad CRC in chunk at \(offset)")
            }
            chunks.append(Chunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4))))
            offset += 12 + length
        }
        let types = chunks.map(\.type)
        guard types.first == "IHDR", types.last == "IEND", types.filter({ $0 == "IEND" }).count == 1 else {
            throw Failure(description: "chunk order \(types)")
        }
        let idat = types.indices.filter { types[$0] == "IDAT" }
        guard let firstIDAT = idat.first, idat == Array(firstIDAT..<firstIDAT + idat.count) else {
            throw Failure(description: "IDAT chunks missing or not consecutive: \(types)")
        }
        let header = chunks[0].data
        guard header.count == 13, header[8] == 8, header[9] == 2 || header[9] == 6, header[10...] == [0, 0, 0] else {
            throw Failure(description: "unexpected IHDR \(header)")
        }
        self.chunks = chunks
        width = Int(Self.bigEndian(header, at: 0))
        height = Int(Self.bigEndian(header, at: 4))
        channels = header[9] == 2 ? 3 : 4
        let zlib = idat.flatMap { chunks[$0].data }
        let rowBytes = width * channels
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        guard let decompressor = libdeflate_alloc_decompressor() else { throw Failure(description: "no decompressor") }
        defer { libdeflate_free_decompressor(decompressor) }
        let result = zlib.withUnsafeBytes { input in
            filtered.withUnsafeMutableBytes { output in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, output.baseAddress, output.count, nil)
            }
        }
        guard result == LIBDEFLATE_SUCCESS else { throw Failure(description: "inflate failed (\(result))") }
        samples = try Self.unfilter(filtered, rowBytes: rowBytes, height: height, bytesPerPixel: channels)
    }

    /// The text chunks (tEXt, iTXt) exactly as stored, in order.
    var textChunks: [Chunk] { chunks.filter { $0.type == "tEXt" || $0.type == "iTXt" } }

    /// What a correct encoder must store for `bitmap`: RGB when every pixel is opaque, else
    /// straight-alpha RGBA, each channel rounded to nearest (transparent pixels all zero).
    static func expectedSamples(of bitmap: Bitmap) -> (channels: Int, samples: [UInt8]) {
        let opaque = (0..<bitmap.height).allSatisfy { y in
            (0..<bitmap.width).allSatisfy { bitmap.premultipliedPixel(x: $0, y: y) >> 24 == 255 }
        }
        var samples: [UInt8] = []
        samples.reserveCapacity(bitmap.width * bitmap.height * 4)
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width {
                let word = bitmap.premultipliedPixel(x: x, y: y), alpha = word >> 24
                for shift: UInt32 in [16, 8, 0] {
                    let channel = word >> shift & 0xFF
                    samples.append(UInt8(alpha == 0 ? 0 : min(255, (channel * 255 + alpha / 2) / alpha)))
                }
                if !opaque { samples.append(UInt8(alpha)) }
            }
        }
        return (opaque ? 3 : 4, samples)
    }

    private static func unfilter(_ data: [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            let type = data[y * (rowBytes + 1)], input = y * (rowBytes + 1) + 1, row = y * rowBytes
            for i in 0..<rowBytes {
                let left = i >= bpp ? Int(out[row + i - bpp]) : 0
                let up = y > 0 ? Int(out[row - rowBytes + i]) : 0
                let upLeft = y > 0 && i >= bpp ? Int(out[row - rowBytes + i - bpp]) : 0
                let predicted: Int
                switch type {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (pa, pb, pc) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
                default: throw Failure(description: "row \(y) has filter type \(type)")
                }
                out[row + i] = UInt8(truncatingIfNeeded: Int(data[input + i]) + predicted)
            }
        }
        return out
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
