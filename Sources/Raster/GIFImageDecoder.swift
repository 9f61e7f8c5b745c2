import CGif

/// GIF decoding with giflib (Debian's libgif): the first frame composed on the logical screen
/// as a browser shows a still (transparent background, the frame at its offset, its
/// transparency index honoured, interlaced rows put back in order), into premultiplied BGRA.
///
/// Only the first frame is decoded: the records after it are never read, so a GIF of a
/// thousand frames costs what its first costs. Screen and frame sizes are checked against the
/// pixel limit before any pixel memory is allocated.
enum GIFImageDecoder {
    static func size(of bytes: UnsafeRawBufferPointer) throws -> PixelSize {
        try withGIF(bytes) { gif in PixelSize(width: Int(gif.pointee.SWidth), height: Int(gif.pointee.SHeight)) }
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, _ request: DecodeRequest) throws -> Bitmap {
        let bitmap = try withGIF(bytes) { gif in try firstFrame(of: gif, request) }
        let output = request.outputSize(for: PixelSize(width: bitmap.width, height: bitmap.height))
        return output == PixelSize(width: bitmap.width, height: bitmap.height) ? bitmap : bitmap.resized(to: output)
    }

    /// The screen with the first frame drawn on it.
    private static func firstFrame(of gif: UnsafeMutablePointer<GifFileType>, _ request: DecodeRequest) throws -> Bitmap {
        let screen = PixelSize(width: Int(gif.pointee.SWidth), height: Int(gif.pointee.SHeight))
        try request.checkHeader(screen, format: "GIF")
        var transparentIndex: Int?
        while true {
            var type = UNDEFINED_RECORD_TYPE
            guard DGifGetRecordType(gif, &type) == GIF_OK else { throw corrupt(gif, "reading a record") }
            switch type {
            case EXTENSION_RECORD_TYPE:
                transparentIndex = try readExtension(of: gif) ?? transparentIndex
            case IMAGE_DESC_RECORD_TYPE:
                guard DGifGetImageDesc(gif) == GIF_OK else { throw corrupt(gif, "reading the frame's header") }
                return try drawFrame(of: gif, on: screen, transparentIndex: transparentIndex)
            case TERMINATE_RECORD_TYPE:
                throw RasterError.corrupt("GIF: no frame before the end of the file")
            default:
                throw RasterError.corrupt("GIF: unknown record type \(type.rawValue)")
            }
        }
    }

    /// Reads one extension block; the transparent colour index when it is a graphic control
    /// extension that sets one.
    private static func readExtension(of gif: UnsafeMutablePointer<GifFileType>) throws -> Int? {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard DGifGetExtension(gif, &code, &block) == GIF_OK else { throw corrupt(gif, "reading an extension") }
        var transparent: Int?
        if code == GRAPHICS_EXT_FUNC_CODE, let block, block[0] >= 4, block[1] & 1 != 0 {
            transparent = Int(block[4])
        }
        while block != nil {
            guard DGifGetExtensionNext(gif, &block) == GIF_OK else { throw corrupt(gif, "reading an extension") }
        }
        return transparent
    }

    private static func drawFrame(of gif: UnsafeMutablePointer<GifFileType>, on screen: PixelSize,
                                  transparentIndex: Int?) throws -> Bitmap {
        let image = gif.pointee.Image
        let left = Int(image.Left), top = Int(image.Top), width = Int(image.Width), height = Int(image.Height)
        guard width > 0, height > 0 else { throw RasterError.corrupt("GIF: the first frame is empty") }
        guard let map = image.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
            throw RasterError.corrupt("GIF: the first frame has no colour table")
        }
        let colorCount = Int(map.pointee.ColorCount)
        // Premultiplied BGRA words for each index (little-endian memory order B, G, R, A).
        let palette: [UInt32] = (0..<256).map { index in
            guard index < colorCount, index != transparentIndex else { return 0 }
            let color = colors[index]
            return 0xFF00_0000 | UInt32(color.Red) << 16 | UInt32(color.Green) << 8 | UInt32(color.Blue)
        }
        let bitmap = Bitmap(width: screen.width, height: screen.height)
        var line = [GifPixelType](repeating: 0, count: width)
        for row in rowOrder(height: height, interlaced: image.Interlace) {
            guard DGifGetLine(gif, &line, Int32(width)) == GIF_OK else { throw corrupt(gif, "reading the frame's pixels") }
            let y = top + row
            guard y >= 0, y < screen.height else { continue }
            let words = (bitmap.pixels + y * bitmap.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where left + x >= 0 && left + x < screen.width {
                let word = palette[Int(line[x])]
                if word != 0 { words[left + x] = word }
            }
        }
        return bitmap
    }

    /// The frame rows in the order the file stores them: top to bottom, or GIF's four
    /// interlace passes (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in Array(stride(from: start, to: height, by: step)) }
    }

    /// Opens `bytes` as a GIF for `body`, and closes it.
    private static func withGIF<Result>(_ bytes: UnsafeRawBufferPointer,
                                        _ body: (UnsafeMutablePointer<GifFileType>) throws -> Result) throws -> Result {
        let reader = GIFByteReader(bytes)
        var error: Int32 = 0
        let opened = withExtendedLifetime(reader) {
            DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), { gif, buffer, count in
                guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
                return Unmanaged<GIFByteReader>.fromOpaque(user).takeUnretainedValue().read(into: buffer, count: Int(count))
            }, &error)
        }
        guard let gif = opened else { throw RasterError.corrupt("GIF header: \(describe(error))") }
        defer {
            var closeError: Int32 = 0
            DGifCloseFile(gif, &closeError)
        }
        return try withExtendedLifetime(reader) { try body(gif) }
    }

    private static func corrupt(_ gif: UnsafeMutablePointer<GifFileType>, _ what: String) -> RasterError {
        RasterError.corrupt("GIF: \(describe(gif.pointee.Error)) \(what)")
    }

    private static func describe(_ code: Int32) -> String {
        GifErrorString(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
    }
}

/// The bytes giflib reads through its input callback, never past their end.
private final class GIFByteReader {
    private let bytes: UnsafeRawBufferPointer
    private var offset = 0

    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Copies up to `count` bytes into `buffer`; how many it copied (fewer at the end).
    func read(into buffer: UnsafeMutablePointer<GifByteType>, count: Int) -> Int32 {
        let length = max(0, min(count, bytes.count - offset))
        if length > 0 { buffer.update(from: bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: UInt8.self), count: length) }
        offset += length
        return Int32(length)
    }
}
