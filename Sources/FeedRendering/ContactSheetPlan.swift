import Appearance
/// Thumbnails of the frames in a grid, a page at a time: a fixed number of frames per
/// sheet keeps each sheet (and the memory to build it) the same size however long the
/// feed is.
package struct ContactSheetPlan: Hashable, Sendable {
    package var columns: Int
    package var rowsPerSheet: Int
    /// Thumbnail size in pixels (the sheet is drawn at scale 1).
    package var thumbnailWidth: Int
    package var thumbnailHeight: Int
    /// Gap around and between thumbnails, in pixels.
    package var gap: Int
    package let frameCount: Int

    package init(frameCount: Int, framePixelWidth: Int, framePixelHeight: Int,
                columns: Int = 6, rowsPerSheet: Int = 4, thumbnailWidth: Int = 240, gap: Int = 16) {
        self.frameCount = max(0, frameCount)
        self.columns = max(1, min(columns, max(1, frameCount)))
        self.rowsPerSheet = max(1, rowsPerSheet)
        self.thumbnailWidth = thumbnailWidth
        let aspect = Double(framePixelHeight) / Double(max(1, framePixelWidth))
        self.thumbnailHeight = max(1, Int((Double(thumbnailWidth) * aspect).rounded()))
        self.gap = gap
    }

    package var framesPerSheet: Int { columns * rowsPerSheet }
    package var sheetCount: Int { (frameCount + framesPerSheet - 1) / framesPerSheet }

    /// The frames on sheet `index`.
    package func frames(onSheet index: Int) -> Range<Int> {
        (index * framesPerSheet)..<min(frameCount, (index + 1) * framesPerSheet)
    }

    package func sheet(ofFrame frame: Int) -> Int { frame / framesPerSheet }

    /// Pixel size of sheet `index`: only as many rows as it has frames.
    package func pixelSize(ofSheet index: Int) -> (width: Int, height: Int) {
        let rows = (frames(onSheet: index).count + columns - 1) / columns
        return (columns * thumbnailWidth + (columns + 1) * gap, rows * thumbnailHeight + (rows + 1) * gap)
    }

    /// Top-left pixel of frame `frame`'s thumbnail on its sheet.
    package func origin(ofFrame frame: Int) -> (x: Int, y: Int) {
        let slot = frame % framesPerSheet
        let column = slot % columns, row = slot / columns
        return (gap + column * (thumbnailWidth + gap), gap + row * (thumbnailHeight + gap))
    }
}
