import FeedrenderSupport
import Appearance
import Foundation
import Raster

/// A bitmap placed at a whole-pixel offset.
package struct Placement: Sendable {
    var bitmap: Bitmap
    var x: Int
    var y: Int
    /// Known to have no transparent pixel (drawn over an opaque background), so it hides
    /// what is under it. Known, not checked: scanning every cell for every frame costs more
    /// than the background pass it saves.
    var isOpaque = false
    /// Drawn at this opacity (a row fading in or out of a list transition); 1 draws it as is.
    var opacity: Double = 1
}

/// Everything needed to assemble one image from cell rasters, on any worker.
package struct Composition: Sendable {
    var pixelWidth: Int
    var pixelHeight: Int
    var scale: Double
    var background: Color
    /// Drawn in order; the later on top.
    var placements: [Placement]

    /// A new canvas with the composition drawn.
    package func makeCanvas() throws -> Canvas {
        let canvas = try Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        draw(on: canvas)
        return canvas
    }

    /// Draws the whole composition over whatever `canvas` held: the background where no
    /// full-width placement covers a row (cells usually cover all of it, so most frames
    /// skip that pass), then every placement.
    func draw(on canvas: Canvas) {
        precondition(canvas.pixelWidth == pixelWidth && canvas.pixelHeight == pixelHeight, "canvas size mismatch")
        for band in uncoveredRows() {
            canvas.fill(CanvasRect(x: 0, y: Double(band.lowerBound) / scale, width: Double(pixelWidth) / scale,
                                   height: Double(band.count) / scale), color: background)
        }
        for placement in placements where placement.opacity > 0 {
            if placement.opacity < 1 {
                canvas.composite(placement.bitmap, atPixelX: placement.x, y: placement.y, opacity: placement.opacity)
            } else {
                canvas.composite(placement.bitmap, atPixelX: placement.x, y: placement.y, isOpaque: placement.isOpaque)
            }
        }
    }

    /// Pixel rows that no full-width opaque placement covers, as sorted disjoint ranges.
    func uncoveredRows() -> [Range<Int>] {
        let covering = placements
            .filter { $0.isOpaque && $0.x <= 0 && $0.x + $0.bitmap.width >= pixelWidth }
            .map { max(0, $0.y)..<min(pixelHeight, $0.y + $0.bitmap.height) }
            .filter { !$0.isEmpty }
            .sorted { $0.lowerBound < $1.lowerBound }
        var bands: [Range<Int>] = []
        var next = 0
        for range in covering {
            if range.lowerBound > next { bands.append(next..<range.lowerBound) }
            next = max(next, range.upperBound)
        }
        if next < pixelHeight { bands.append(next..<pixelHeight) }
        return bands
    }
}

/// Frame-sized canvases kept for the next frame: a 12 MB surface per frame would otherwise
/// be mapped, zeroed by the kernel and unmapped again every time. A canvas is used by one
/// worker at a time (taken, drawn, copied out, given back), which is why sharing the pool
/// is safe.
final class CanvasPool: @unchecked Sendable {
    private let idle = Locked<[Canvas]>([])
    private let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// A canvas of the composition's size, drawn with it; give it back with `recycle`.
    func canvas(drawing composition: Composition) throws -> Canvas {
        let reused: Canvas? = idle.withLock { idle in
            guard let index = idle.firstIndex(where: {
                $0.pixelWidth == composition.pixelWidth && $0.pixelHeight == composition.pixelHeight
                    && $0.scale == composition.scale
            }) else { return nil }
            return idle.remove(at: index)
        }
        guard let reused else { return try composition.makeCanvas() }
        composition.draw(on: reused)
        return reused
    }

    func recycle(_ canvas: Canvas) {
        idle.withLock { idle in if idle.count < capacity { idle.append(canvas) } }
    }
}
