import DocumentModel
import Raster

/// A screen's place in a panorama: one background (and image layers) drawn across `count`
/// consecutive screens of a device as if they were one wide image, sliced per screen; this
/// screen is slice `index`. A layer may cross the boundary between two screens: each shows
/// its part.
package struct PanoramaPanel: Hashable, Sendable {
    /// This screen's slice, 0-based, and how many screens the panorama spans.
    package var index: Int
    package var count: Int
    package var background: Background
    package var layers: [PanoramaLayer]
}

/// An image drawn over a panorama's background, under captions and devices.
package struct PanoramaLayer: Hashable, Sendable {
    /// The image file (PNG, JPEG or WebP), as the configuration names it.
    package var image: String
    /// The image's left and top edges, in screen widths and heights from the panorama's
    /// top-left corner (`x: 1.5` is the middle of the second screen).
    package var x: Double
    package var y: Double
    /// The image's width in screen widths; its height keeps its aspect ratio.
    package var width: Double

    /// Where the layer goes on slice `index` of a panorama of `size` screens (pixels, the
    /// slice's own coordinates), for an image of `natural` size.
    func rect(onSlice index: Int, screen size: PixelSize, natural: PixelSize) -> CanvasRect {
        let width = self.width * Double(size.width)
        let height = width * Double(natural.height) / Double(max(1, natural.width))
        return CanvasRect(x: ((x - Double(index)) * Double(size.width)).rounded(), y: (y * Double(size.height)).rounded(),
                          width: width.rounded(), height: max(1, height.rounded()))
    }
}

extension ScreenshotConfiguration {
    static let panoramaKeys = ["span", "background", "layers"]

    /// Reads the screens' `panorama:` entries: each on the first screen of a set of `span`
    /// consecutive screens (2 to 10), none of which has a `background` or `panorama` of its own.
    /// - Returns: for each screen, its panel (nil outside a panorama).
    static func readPanoramas(_ screens: [DocumentValue], files: ConfigurationFiles) throws -> [PanoramaPanel?] {
        var panels: [PanoramaPanel?] = Array(repeating: nil, count: screens.count)
        for (index, value) in screens.enumerated() {
            let object = try value.object()
            guard let panoramaValue = object["panorama"] else {
                if panels[index] == nil, object["background"] == nil {
                    throw DocumentError(path: object.path.appending("background"), "missing (or start a panorama here)")
                }
                continue
            }
            guard panels[index] == nil else {
                throw panoramaValue.error("screen \(index + 1) is already in the panorama before it")
            }
            if let own = object["background"] { throw own.error("a panorama's screens take its background, not their own") }
            let panorama = try panoramaValue.object()
            try panorama.rejectUnknownKeys(allowed: panoramaKeys, in: "a panorama")
            let spanValue = try panorama.required("span")
            let span = try spanValue.nonNegativeNumber()
            guard span == span.rounded(), span >= 2, span <= 10, index + Int(span) <= screens.count else {
                throw spanValue.error("expected 2 to \(min(10, screens.count - index)) screens (the panorama starts at screen "
                                      + "\(index + 1) of \(screens.count)), got \(spanValue.value.summary)")
            }
            let background = try readBackground(try panorama.required("background"), files: files)
            let layers = try (panorama["layers"]?.array() ?? []).map { try readLayer($0, files: files, span: Int(span)) }
            for slice in 0..<Int(span) {
                let member = try screens[index + slice].object()
                if slice > 0, let own = member["background"] ?? member["panorama"] {
                    throw own.error("screen \(index + slice + 1) is in the panorama of screen \(index + 1), which sets its background")
                }
                panels[index + slice] = PanoramaPanel(index: slice, count: Int(span), background: background, layers: layers)
            }
        }
        return panels
    }

    private static func readLayer(_ value: DocumentValue, files: ConfigurationFiles, span: Int) throws -> PanoramaLayer {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: ["image", "x", "y", "width"], in: "a panorama layer")
        func number(_ key: String, in range: ClosedRange<Double>) throws -> Double {
            let value = try object.required(key)
            let number = try value.number()
            guard range.contains(number) else {
                throw value.error("expected \(DecimalFormatter.string(for: range.lowerBound)) to "
                                  + "\(DecimalFormatter.string(for: range.upperBound)), got \(value.value.summary)")
            }
            return number
        }
        return PanoramaLayer(image: try files.allowedFile(try object.required("image")),
                             x: try number("x", in: -1...Double(span)), y: try number("y", in: -1...1),
                             width: try number("width", in: 0.01...Double(span)))
    }
}
