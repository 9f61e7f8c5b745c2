import CCairo

/// PNG decoding through Cairo's libpng reader (all colour types, bit depths, interlacing),
/// after our own header check so that oversized images are refused before any allocation.
enum PNGImageDecoder {
    static func size(of bytes: UnsafeRawBufferPointer) throws -> PixelSize {
        // Signature (8), then the IHDR chunk: length 13, type, width, height.
        guard bytes.count >= 24 else { throw RasterError.corrupt("PNG: truncated header (\(bytes.count) bytes)") }
        guard bytes[12] == 0x49, bytes[13] == 0x48, bytes[14] == 0x44, bytes[15] == 0x52 else {
            throw RasterError.corrupt("PNG: first chunk is not IHDR")
        }
        func bigEndian(_ at: Int) -> Int { (at..<at + 4).reduce(0) { $0 << 8 | Int(bytes[$1]) } }
        return PixelSize(width: bigEndian(16), height: bigEndian(20))
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, _ request: DecodeRequest) throws -> Bitmap {
        let size = try size(of: bytes)
        try request.checkHeader(size, format: "PNG")
        guard size.width <= 32767, size.height <= 32767 else {
            throw RasterError.corrupt("PNG: \(size) is larger than Cairo's 32767-pixel limit")
        }
        let reader = StreamReader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, buffer, length in
                let reader = Unmanaged<StreamReader>.fromOpaque(closure!).takeUnretainedValue()
                return reader.read(into: buffer!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            if reader.wasCancelled { throw CancellationError() }
            let reason = reader.hitEnd ? "truncated data" : String(cString: cairo_status_to_string(status))
            throw RasterError.corrupt("PNG: \(reason)")
        }
        try Task.checkCancellation()
        let decoded = Bitmap(width: size.width, height: size.height)
        // Painting with SOURCE converts any Cairo format (RGB24 has an undefined alpha byte) to ARGB32.
        decoded.withCairoSurface { target in
            let context = cairo_create(target)!
            cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_paint(context)
            cairo_destroy(context)
            cairo_surface_flush(target)
        }
        try Task.checkCancellation()
        return decoded.resized(to: request.outputSize(for: size))
    }

    /// Feeds Cairo's read callback from a borrowed buffer. libpng reads as it inflates (an
    /// interlaced image's passes included), so the reader is where a decode run on a
    /// cancelled task stops: it answers a read error, and the decode throws `CancellationError`.
    private final class StreamReader {
        let bytes: UnsafeRawBufferPointer
        var offset = 0
        var hitEnd = false
        var wasCancelled = false

        init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

        func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
            if Task.isCancelled {
                wasCancelled = true
                return false
            }
            guard count <= bytes.count - offset else {
                hitEnd = true
                return false
            }
            UnsafeMutableRawPointer(buffer).copyMemory(from: bytes.baseAddress! + offset, byteCount: count)
            offset += count
            return true
        }
    }
}
