import CGif
import Foundation

/// Writes GIF files with giflib's encoder, for decoder tests: frames of palette indices on a
/// logical screen, each with an optional offset, transparency index and interlacing.
public enum GIFWriter {
    /// One frame: `indices` row by row (`width` × `height`), placed at (`left`, `top`).
    public struct Frame {
        public var left = 0, top = 0, width: Int, height: Int
        public var indices: [UInt8]
        public var transparentIndex: UInt8?
        public var interlaced = false

        public init(left: Int = 0, top: Int = 0, width: Int, height: Int, indices: [UInt8],
                    transparentIndex: UInt8? = nil, interlaced: Bool = false) {
            self.left = left
            self.top = top
            self.width = width
            self.height = height
            self.indices = indices
            self.transparentIndex = transparentIndex
            self.interlaced = interlaced
        }
    }

    /// A GIF89a of `frames` on a `width` × `height` screen with a global `palette` of RGB
    /// triples (padded to a power of two).
    public static func gif(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)], frames: [Frame]) throws -> Data {
        let sink = Sink()
        var error: Int32 = 0
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { gif, bytes, count in
            guard let gif, let bytes, let user = gif.pointee.UserData else { return 0 }
            Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue().data.append(bytes, count: Int(count))
            return count
        }, &error) else { throw GIFWriterError.failed("EGifOpen \(error)") }
        EGifSetGifVersion(gif, true)
        var size = 2
        while size < palette.count { size *= 2 }
        var colors = (0..<size).map { index -> GifColorType in
            let color = index < palette.count ? palette[index] : (0, 0, 0)
            return GifColorType(Red: color.0, Green: color.1, Blue: color.2)
        }
        let map = GifMakeMapObject(Int32(size), &colors)
        defer { GifFreeMapObject(map) }
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, map) == GIF_OK else {
            throw GIFWriterError.failed("screen")
        }
        for frame in frames {
            var control: [GifByteType] = [frame.transparentIndex == nil ? 0 : 1, 0, 0, frame.transparentIndex ?? 0]
            guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, 4, &control) == GIF_OK,
                  EGifPutImageDesc(gif, Int32(frame.left), Int32(frame.top), Int32(frame.width), Int32(frame.height),
                                   frame.interlaced, nil) == GIF_OK else { throw GIFWriterError.failed("frame") }
            // An interlaced frame is stored in GIF's pass order.
            let rows = frame.interlaced
                ? [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { Array(stride(from: $0.0, to: frame.height, by: $0.1)) }
                : Array(0..<frame.height)
            for row in rows {
                var line = Array(frame.indices[row * frame.width..<(row + 1) * frame.width])
                guard EGifPutLine(gif, &line, Int32(frame.width)) == GIF_OK else { throw GIFWriterError.failed("line") }
            }
        }
        guard EGifCloseFile(gif, &error) == GIF_OK else { throw GIFWriterError.failed("close \(error)") }
        return withExtendedLifetime(sink) { sink.data }
    }

    private final class Sink {
        var data = Data()
    }
}

/// giflib refused to write a test image.
public enum GIFWriterError: Error {
    case failed(String)
}
