import CWebP

/// WebP decoding with libwebp straight into premultiplied BGRA (Cairo's layout).
enum WebPImageDecoder {
    static func size(of bytes: UnsafeRawBufferPointer) throws -> PixelSize {
        var features = WebPBitstreamFeatures()
        let status = WebPGetFeatures(bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytes.count, &features)
        guard status == VP8_STATUS_OK else { throw RasterError.corrupt("WebP header: \(describe(status))") }
        return PixelSize(width: Int(features.width), height: Int(features.height))
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, _ request: DecodeRequest) throws -> Bitmap {
        var config = WebPDecoderConfig()
        guard WebPInitDecoderConfig(&config) != 0 else { throw RasterError.corrupt("WebP: libwebp version mismatch") }
        let data = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let status = WebPGetFeatures(data, bytes.count, &config.input)
        guard status == VP8_STATUS_OK else { throw RasterError.corrupt("WebP header: \(describe(status))") }
        let size = PixelSize(width: Int(config.input.width), height: Int(config.input.height))
        try request.checkHeader(size, format: "WebP")
        if config.input.has_animation != 0 {
            throw RasterError.corrupt("WebP: animated images are not supported")
        }
        let output = request.outputSize(for: size)
        if output != size {
            // libwebp's rescaler averages areas: a good-quality downsample during decoding.
            config.options.use_scaling = 1
            config.options.scaled_width = Int32(output.width)
            config.options.scaled_height = Int32(output.height)
        }
        let bitmap = Bitmap(width: output.width, height: output.height)
        config.output.colorspace = MODE_bgrA
        config.output.is_external_memory = 1
        config.output.u.RGBA.rgba = bitmap.pixels.assumingMemoryBound(to: UInt8.self)
        config.output.u.RGBA.stride = Int32(bitmap.stride)
        config.output.u.RGBA.size = bitmap.stride * bitmap.height
        let result = WebPDecode(data, bytes.count, &config)
        WebPFreeDecBuffer(&config.output)
        guard result == VP8_STATUS_OK else { throw RasterError.corrupt("WebP: \(describe(result))") }
        return bitmap
    }

    private static func describe(_ status: VP8StatusCode) -> String {
        switch status {
        case VP8_STATUS_OUT_OF_MEMORY: return "out of memory"
        case VP8_STATUS_INVALID_PARAM: return "invalid parameter"
        case VP8_STATUS_BITSTREAM_ERROR: return "bitstream error"
        case VP8_STATUS_UNSUPPORTED_FEATURE: return "unsupported feature"
        case VP8_STATUS_SUSPENDED: return "suspended"
        case VP8_STATUS_USER_ABORT: return "aborted"
        case VP8_STATUS_NOT_ENOUGH_DATA: return "truncated data (not enough data)"
        default: return "status \(status.rawValue)"
        }
    }
}
