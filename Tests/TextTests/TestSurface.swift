import CCairo
@testable import Text

/// A white ARGB32 Cairo surface to draw text on, with pixel access for assertions.
/// (Independent of Raster's Canvas so these tests exercise only Text.)
final class TestSurface {
    struct Pixel: Equatable {
        var red: Int, green: Int, blue: Int, alpha: Int
        /// Not white: some ink was drawn here.
        var isInk: Bool { red < 200 || green < 200 || blue < 200 }
        /// Strongly coloured (not a shade of gray).
        var isColourful: Bool { max(red, green, blue) - min(red, green, blue) > 80 }
    }

    let width: Int
    let height: Int
    let scale: Double
    private let surface: OpaquePointer
    private let context: OpaquePointer

    init(width: Int, height: Int, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        context = cairo_create(surface)
        cairo_set_source_rgb(context, 1, 1, 1)
        cairo_paint(context)
        cairo_scale(context, scale, scale)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Draws `text` in a rect given in points.
    func draw(_ text: AttributedText, x: Double = 0, y: Double = 0, width: Double, height: Double = .infinity) {
        TextEngine.draw(text, in: (x, y, width, height), cairoContext: context)
        cairo_surface_flush(surface)
    }

    func pixel(_ x: Int, _ y: Int) -> Pixel {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return Pixel(red: Int(value >> 16 & 0xFF), green: Int(value >> 8 & 0xFF), blue: Int(value & 0xFF), alpha: Int(value >> 24))
    }

    /// All pixel bytes, row by row.
    var bytes: [UInt8] {
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return Array(UnsafeBufferPointer(start: data, count: stride * height))
    }

    /// The pixel-space bounding box (inclusive) of pixels matching `predicate`, or nil.
    func bounds(where predicate: (Pixel) -> Bool = { $0.isInk }) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var result: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        for y in 0..<height {
            for x in 0..<width where predicate(pixel(x, y)) {
                if let box = result {
                    result = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
                } else {
                    result = (x, y, x, y)
                }
            }
        }
        return result
    }

    /// Mean x of pixels matching `predicate`, or nil if none.
    func meanX(where predicate: (Pixel) -> Bool) -> Double? {
        var sum = 0, count = 0
        for y in 0..<height {
            for x in 0..<width where predicate(pixel(x, y)) {
                sum += x
                count += 1
            }
        }
        return count == 0 ? nil : Double(sum) / Double(count)
    }

    func count(where predicate: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where predicate(pixel(x, y)) { count += 1 }
        }
        return count
    }
}
