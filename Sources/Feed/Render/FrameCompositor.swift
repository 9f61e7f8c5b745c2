import Raster

/// A bitmap placed at a whole-pixel offset.
struct Placement: Sendable {
    var bitmap: Bitmap
    var x: Int
    var y: Int
}

/// Everything needed to assemble one image from cell rasters, on any worker.
struct Composition: Sendable {
    var pixelWidth: Int
    var pixelHeight: Int
    var scale: Double
    var background: Color
    /// Drawn in order; the later on top.
    var placements: [Placement]

    /// Paints the background and copies every placement in.
    func makeCanvas() throws -> Canvas {
        let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: background)
        for placement in placements {
            canvas.composite(placement.bitmap, atPixelX: placement.x, y: placement.y)
        }
        return canvas
    }
}
