import CRasterKernels

/// `PNGCompression.fast`: streams the premultiplied rows straight from their memory through
/// feedrender's own encoder (frpng, in CRasterKernels) into one growing byte array. The
/// encoder itself holds only a few rows and one deflate block, so no image-sized buffer
/// exists besides the pixels and the PNG.
enum PNGFastEncoder {
    static func encode(pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int,
                       textChunks: [PNGTextChunk], tuning: PNGEncoder.FastTuning) throws -> [UInt8] {
        // Most frames are opaque: encode as RGB while the encoder checks alpha in its
        // conversion pass (no separate scan of the pixels), and start over as RGBA only if
        // it finds a pixel that is not opaque.
        if let rgb = try encode(pixels: pixels, stride: stride, width: width, height: height, channels: 3,
                                textChunks: textChunks, tuning: tuning) {
            return rgb
        }
        return try encode(pixels: pixels, stride: stride, width: width, height: height, channels: 4,
                          textChunks: textChunks, tuning: tuning)!
    }

    /// The PNG with `channels` 3 (nil when a pixel turns out not to be opaque) or 4; APNG
    /// frames use it to keep one colour type for every frame.
    static func encode(pixels: UnsafeRawPointer, stride: Int, width: Int, height: Int, channels: Int32,
                               textChunks: [PNGTextChunk], tuning: PNGEncoder.FastTuning) throws -> [UInt8]? {
        let base = pixels.assumingMemoryBound(to: UInt8.self)
        var output: [UInt8] = []
        // Photo-heavy frames come to about a third of their raw size: room for half means one
        // allocation and no regrowth copies. Pages past what is written are never touched, so
        // a small result does not make the room resident.
        output.reserveCapacity(4096 + width * height * Int(channels) / 2)
        var flags: UInt32 = tuning.usesSIMD ? 0 : UInt32(FRPNG_NO_SIMD)
        if channels == 3 { flags |= UInt32(FRPNG_REQUIRE_OPAQUE) }
        let opaque = try withUnsafeMutablePointer(to: &output) { outputPointer -> Bool in
            let sink: frpng_sink = { context, data, count in
                let output = context!.assumingMemoryBound(to: [UInt8].self)
                output.pointee.append(contentsOf: UnsafeBufferPointer(start: data, count: count))
                return 0
            }
            guard let encoder = frpng_encoder_create(Int32(width), Int32(height), channels, flags, sink, outputPointer) else {
                throw RasterError.encode("PNG: cannot start encoding \(width)×\(height) pixels")
            }
            defer { frpng_encoder_destroy(encoder) }
            for chunk in textChunks {
                let status = Array(chunk.type.utf8).withUnsafeBufferPointer { type in
                    chunk.data.withUnsafeBufferPointer { data in
                        type.withMemoryRebound(to: CChar.self) { type in
                            frpng_encoder_add_chunk(encoder, type.baseAddress, data.baseAddress, data.count)
                        }
                    }
                }
                try check(status, "adding a \(chunk.type) chunk")
            }
            let band = max(1, tuning.rowsPerCall ?? height)
            for top in Swift.stride(from: 0, to: height, by: band) {
                let rows = min(band, height - top)
                let status = frpng_encoder_add_rows(encoder, base + top * stride, stride, Int32(rows))
                if status == FRPNG_ERR_NOT_OPAQUE { return false }
                try check(status, "encoding rows \(top)..<\(top + rows) of \(width)×\(height)")
            }
            try check(frpng_encoder_finish(encoder), "finishing \(width)×\(height)")
            return true
        }
        return opaque ? output : nil
    }

    private static func check(_ status: Int32, _ what: String) throws {
        switch status {
        case FRPNG_OK: return
        case FRPNG_ERR_NOMEM: throw RasterError.encode("PNG: out of memory \(what)")
        default: throw RasterError.encode("PNG: encoder error \(status) \(what)")
        }
    }
}

extension PNGEncoder {
    /// How the fast encoder runs. Only tests change it: neither setting may change the bytes,
    /// which is what the tests check.
    package struct FastTuning: Sendable {
        /// Uses the AVX2 kernels when the CPU has them; false forces the portable scalar path.
        package var usesSIMD: Bool
        /// Rows handed to the encoder per call; nil for all at once.
        package var rowsPerCall: Int?

        package init(usesSIMD: Bool = true, rowsPerCall: Int? = nil) {
            self.usesSIMD = usesSIMD
            self.rowsPerCall = rowsPerCall
        }
    }
}
