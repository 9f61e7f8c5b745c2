/// Whole-image access to a bitmap's raw premultiplied words, for loops that touch every pixel
/// (snapshot comparison, diff images) where a call per pixel would dominate the cost.
extension Bitmap {
    /// A read-only window on a bitmap's pixel memory: `height` rows of `width` premultiplied
    /// `0xAARRGGBB` words, each row starting `wordsPerRow` words after the previous one.
    ///
    /// Valid only inside the `withPremultipliedPixels` call that provides it.
    public struct PremultipliedPixels {
        /// Every word of the image, row padding included (`wordsPerRow * height` of them).
        public let words: UnsafeBufferPointer<UInt32>
        public let width: Int
        public let height: Int
        /// Words from the start of one row to the start of the next (`stride / 4`).
        public let wordsPerRow: Int

        /// The `width` pixels of row `y`, without padding.
        @inline(__always)
        public func row(_ y: Int) -> UnsafeBufferPointer<UInt32> {
            precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
            return UnsafeBufferPointer(rebasing: words[(y * wordsPerRow)..<(y * wordsPerRow + width)])
        }
    }

    /// Calls `body` with the bitmap's pixel memory. The pointers must not escape `body`.
    public func withPremultipliedPixels<R>(_ body: (PremultipliedPixels) throws -> R) rethrows -> R {
        let wordsPerRow = stride / 4
        let words = UnsafeBufferPointer(start: pixels.assumingMemoryBound(to: UInt32.self), count: wordsPerRow * height)
        return try withExtendedLifetime(self) {
            try body(PremultipliedPixels(words: words, width: width, height: height, wordsPerRow: wordsPerRow))
        }
    }

    /// A bitmap holding `premultipliedPixels`: `width * height` words `0xAARRGGBB`, row after
    /// row without padding. Each colour channel must not exceed the alpha channel.
    public convenience init(width: Int, height: Int, premultipliedPixels: [UInt32]) {
        precondition(premultipliedPixels.count == width * height,
                     "\(premultipliedPixels.count) pixels given for a \(width)×\(height) bitmap")
        self.init(width: width, height: height) { out in
            premultipliedPixels.withUnsafeBufferPointer { source in
                out.baseAddress!.update(from: source.baseAddress!, count: source.count)
            }
        }
    }

    /// A bitmap whose pixels `body` writes once, before anyone else can see them: `body` gets
    /// `width * height` transparent words, row after row without padding, to overwrite with
    /// premultiplied `0xAARRGGBB` values (no colour channel above alpha). The buffer must not
    /// escape `body`.
    public convenience init(width: Int, height: Int,
                            initializingPremultipliedPixels body: (UnsafeMutableBufferPointer<UInt32>) throws -> Void) rethrows {
        self.init(width: width, height: height)
        let count = width * height
        if stride == width * 4 {
            // Cairo's ARGB32 rows are never padded in practice, so write in place.
            try body(UnsafeMutableBufferPointer(start: pixels.assumingMemoryBound(to: UInt32.self), count: count))
            return
        }
        let packed = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: count)
        defer { packed.deallocate() }
        packed.initialize(repeating: 0)
        try body(packed)
        for y in 0..<height {
            (pixels + y * stride).assumingMemoryBound(to: UInt32.self)
                .update(from: packed.baseAddress! + y * width, count: width)
        }
    }
}
