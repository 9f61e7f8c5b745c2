import Appearance
import Raster

/// Small copies of frames for contact sheets.
enum Thumbnails {
    /// Behind the thumbnails: a neutral grey that frames both light and dark screens.
    static let sheetBackground = Color(red: 0.82, green: 0.82, blue: 0.84)

    /// `bitmap` scaled to `width`×`height` pixels with smooth filtering.
    static func make(from bitmap: Bitmap, width: Int, height: Int) throws -> Bitmap {
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1)
        canvas.draw(bitmap, in: CanvasRect(x: 0, y: 0, width: Double(width), height: Double(height)), contentMode: .scaleToFill)
        return canvas.makeBitmap()
    }
}
