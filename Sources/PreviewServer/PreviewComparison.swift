import Foundation
import ImageDiff
import Raster

/// What the page's compare view shows for a render: per image, its reference (the committed
/// one or the previous render's) and how it differs, by ImageDiff's default tolerance.
struct PreviewComparison: Codable, Sendable, Equatable {
    /// What a render is compared with.
    enum Baseline: String, Codable, Sendable {
        /// The committed reference (`Snapshots/`).
        case reference
        /// The good render before this one.
        case previous
    }

    /// One image compared.
    struct Image: Codable, Sendable, Equatable {
        /// The render's image, the reference's and the diff image's URLs (nil: no reference).
        var actual: String
        var reference: String?
        var diff: String?
        /// `matches`, `differs` or `missing` (no reference).
        var verdict: String
        /// ImageDiff's description (`12 of 329160 pixels differ ...`) or why there is none.
        var summary: String
    }

    var against: Baseline
    var generation: Int
    var images: [Image]
    /// Where the references are (for `reference`), as the page names them.
    var referenceFolder: String?
    /// Why "accept" is refused here (nil: it is allowed).
    var acceptRefusal: String?

    /// The comparison as the page reads it (JSON, keys sorted).
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// `reference` against `actual` (PNG bytes): the verdict and its description.
    static func verdict(reference: Data, actual: Data) -> (verdict: String, summary: String) {
        do {
            try checkSize(of: reference)
            let difference = try ImageComparator().compare(referenceData: reference, actualData: actual, exhaustive: true)
            return (difference.matches ? "matches" : "differs", difference.description)
        } catch {
            return ("differs", "the reference cannot be read: \(error)")
        }
    }

    /// Most pixels a reference may have (a PNG's header can claim any size).
    static let maximumReferencePixels = 64 << 20

    private static func checkSize(of reference: Data) throws {
        let size = try ImageDecoder.probe(reference).size
        guard size.width * size.height <= maximumReferencePixels else {
            throw PreviewReferences.Refusal(description: "the reference is \(size.width)×\(size.height) pixels, over 64 M")
        }
    }

    /// The diff image of `reference` against `actual`: differing pixels in red over the
    /// faded reference (ImageDiff's review image), as PNG.
    static func diffPNG(reference: Data, actual: Data) throws -> Data {
        try checkSize(of: reference)
        let comparator = ImageComparator()
        let referenceImage = try RasterBridge.decodeImage(reference, path: "reference")
        let actualImage = try RasterBridge.decodeImage(actual, path: "render")
        return try RasterBridge.encodePNG(comparator.diffImage(reference: referenceImage, actual: actualImage))
    }
}
