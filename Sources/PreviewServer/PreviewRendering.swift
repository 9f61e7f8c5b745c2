import Foundation

/// One image a preview render wrote: its file name in the output folder and its size in
/// pixels.
package struct PreviewImageFile: Sendable, Equatable {
    /// The file's name in the output folder.
    package var name: String
    /// Width and height in pixels (the page lays images out before they arrive).
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// What a click in the image can select: the cells it shows, in its pixels.
    package var regions: [PreviewRegion]

    /// An image named `name` of the given size, showing `regions`.
    package init(name: String, pixelWidth: Int, pixelHeight: Int, regions: [PreviewRegion] = []) {
        self.name = name
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.regions = regions
    }
}

/// A part of an image the page can inspect: a cell (or header, footer) of a feed, or an
/// element of a layout document, with its place in the document and its frame, in the
/// image's pixels and in points. An image's regions come in depth-first order, so the last
/// one under a pixel is the deepest (and the one drawn on top).
package struct PreviewRegion: Codable, Sendable, Equatable {
    /// What it is, as the page shows it: `section 0, item 2`, `header of section 1`,
    /// `text #title`.
    package var name: String
    /// The row's stable identity in the document (its `id`; "" when it has none).
    package var identifier: String
    /// x, y, width, height in the image's pixels (where a click selects it).
    package var pixels: [Int]
    /// x, y, width, height in points, in the image's own coordinates (as the manifest says).
    package var points: [Double]
    /// How many regions of the image it sits in (the tree beside the image indents by it).
    package var depth: Int = 0
    /// Its place in the element tree (`root/stack[1]/text[0]`), or its key path in the
    /// document for a feed's cell (`items[2]`).
    package var path: String = ""
    /// The 1-based line of the document it was written on, when known.
    package var line: Int?
    /// Its keys in the document as `[key, value]` pairs (child elements left out): its
    /// style and drawing as written.
    package var properties: [[String]] = []
    /// What assistive technology reads, as `[property, value]` pairs (empty: not known).
    package var accessibility: [[String]] = []

    /// A region named `name` for the row `identifier`.
    package init(name: String, identifier: String, pixels: [Int], points: [Double]) {
        self.name = name
        self.identifier = identifier
        self.pixels = pixels
        self.points = points
    }
}

/// How the server renders a document: the CLI's own render run (the same loading, options
/// and messages as `feedrender render`), in `variant` (one of the configuration's variant
/// names; nil for the options as given), writing into `output` and returning the images to
/// show, in order. `otherFiles` fingerprints every other watched file (images, fonts,
/// templates, catalogs): while it stays the same, none of them changed, so the renderer may
/// reuse what it drew from them. A thrown error is shown in the page as its description.
package typealias PreviewRendering = @Sendable (_ document: URL, _ variant: String?, _ output: URL,
                                                _ otherFiles: String) async throws -> [PreviewImageFile]

/// A rendered image held in memory, so the served pages never read the scratch folder.
struct PreviewImage: Sendable {
    var file: PreviewImageFile
    var png: Data
}

/// What the page is told after each render: the images of the last good render (by URL),
/// the current error if the last render failed, and a revision that grows with every message.
struct PreviewUpdate: Codable, Sendable, Equatable {
    /// One image of the render, with its URL on this server.
    struct Image: Codable, Sendable, Equatable {
        var url: String
        var width: Int
        var height: Int
        var regions: [PreviewRegion]
    }

    var document: String
    /// The variant rendered (nil: the options as given).
    var variant: String?
    var revision: Int
    /// The render the images come from (grows with each good render).
    var generation: Int
    var images: [Image]
    /// The failure of the last render (file, key path, problem), shown over the images.
    var error: String?

    /// The update as the WebSocket sends it (JSON, keys sorted).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
