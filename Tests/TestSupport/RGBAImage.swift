import CTurboJPEG
import CWebP
import Foundation
import Raster

/// A picture as straight (not premultiplied) RGBA bytes, row by row: what the codecs' C
/// encoders take, so tests get JPEG, WebP and PNG bytes that feedrender's own encoders did not
/// write. Made by `TestImages.redAndBlue(width:height:)` and `TestImages.landscape(width:height:hue:)`.
public struct RGBAImage: Sendable, Equatable {
    /// The colours of `TestImages.landscape(width:height:hue:)`.
    public enum Hue: Sendable {
        /// Orange sky, dark ground.
        case sunset
        /// Blue sky, sandy ground.
        case sea
        /// Pale sky, dark ground.
        case meadow
    }

    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    public var bytes: [UInt8]

    /// A picture of `bytes`, which must hold `width * height` RGBA pixels.
    public init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(bytes.count == width * height * 4, "\(bytes.count) bytes for \(width)×\(height) RGBA pixels")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// JPEG bytes from TurboJPEG's `tjCompress2` (4:4:4 chroma).
    public func jpeg(quality: Int32 = 90) -> Data {
        let handle = tjInitCompress()!
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(handle, bytes, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_RGBA.rawValue),
                                 &output, &size, Int32(TJSAMP_444.rawValue), quality, 0)
        precondition(status == 0, "tjCompress2 failed")
        defer { tjFree(output) }
        return Data(bytes: output!, count: Int(size))
    }

    /// Lossy WebP bytes from libwebp's `WebPEncodeRGBA`.
    public func webp(quality: Float = 90) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeRGBA(bytes, Int32(width), Int32(height), Int32(width * 4), quality, &output)
        precondition(size > 0, "WebPEncodeRGBA failed")
        defer { WebPFree(output) }
        return Data(bytes: output!, count: size)
    }

    /// A plain RGBA PNG with stored (uncompressed) deflate blocks, written here byte by byte:
    /// no encoder, feedrender's or another, is involved.
    public func storedPNG() -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            raw.append(contentsOf: bytes[(y * width * 4)..<((y + 1) * width * 4)])
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, raw.count - offset)
            let isLast: UInt8 = offset + length == raw.count ? 1 : 0
            zlib += [isLast, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + length)]
            offset += length
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += Self.bigEndian(b << 16 | a)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += Self.chunk("IHDR", Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        png += Self.chunk("IDAT", zlib)
        png += Self.chunk("IEND", [])
        return Data(png)
    }

    /// The picture as an opaque bitmap (alpha is not read: the pictures made here are opaque).
    public func opaqueBitmap() -> Bitmap {
        Bitmap(width: width, height: height) { x, y in
            let i = (y * width + x) * 4
            return Color(red8: bytes[i], green8: bytes[i + 1], blue8: bytes[i + 2])
        }
    }

    /// PNG bytes from feedrender's encoder (`PNGEncoder`) of `opaqueBitmap()`.
    public func png() throws -> Data {
        Data(try PNGEncoder.encode(opaqueBitmap()))
    }

    /// A PNG chunk: length, type, data and CRC.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// `value`'s four bytes, most significant first.
    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// The CRC-32 PNG chunks carry (bit by bit: slow, and fine for test images).
    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
