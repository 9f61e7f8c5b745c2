import CTurboJPEG
import CWebP
import Foundation

/// Images made at test time: the left half red, the right half blue, in each format.
enum TestImages {
    static func rgba(width: Int, height: Int) -> [UInt8] {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let left = x < width / 2
                pixels[i] = left ? 255 : 0
                pixels[i + 1] = 0
                pixels[i + 2] = left ? 0 : 255
            }
        }
        return pixels
    }

    static func jpeg(width: Int, height: Int, quality: Int32 = 90) -> Data {
        let pixels = rgba(width: width, height: height)
        let handle = tjInitCompress()!
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(handle, pixels, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_RGBA.rawValue),
                                 &output, &size, Int32(TJSAMP_444.rawValue), quality, 0)
        precondition(status == 0, "tjCompress2 failed")
        defer { tjFree(output) }
        return Data(bytes: output!, count: Int(size))
    }

    static func webp(width: Int, height: Int) -> Data {
        let pixels = rgba(width: width, height: height)
        var output: UnsafeMutablePointer<UInt8>?
        let size = WebPEncodeRGBA(pixels, Int32(width), Int32(height), Int32(width * 4), 90, &output)
        precondition(size > 0, "WebPEncodeRGBA failed")
        defer { WebPFree(output) }
        return Data(bytes: output!, count: size)
    }

    /// A plain RGBA PNG with stored (uncompressed) deflate blocks: no encoder dependency.
    static func png(width: Int, height: Int) -> Data {
        let pixels = rgba(width: width, height: height)
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            raw.append(contentsOf: pixels[(y * width * 4)..<((y + 1) * width * 4)])
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
        zlib += bigEndian(b << 16 | a)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
