import FeedrenderSupport
import Foundation
import Raster

/// Two sets of images compared by name: a base branch's references or render folder against a
/// pull request's (`feedrender review --base A --head B`). Images with the same bytes are
/// unchanged without decoding; others are compared within a tolerance, and a diff image is
/// written for each changed pair.
package struct TreeComparison: Sendable {
    /// One card per name in either set: changed first, then added, removed, unchanged.
    package var cards: [GalleryCard]

    /// - Parameters:
    ///   - base, head: image files by name (a path relative to their folder, or a manifest's path).
    ///   - diffFolder: where the diff images of changed pairs go.
    package init(base: [String: URL], head: [String: URL], tolerance: Tolerance, diffFolder: URL) throws {
        let comparator = ImageComparator(tolerance: tolerance)
        var cards: [GalleryCard] = []
        for name in Set(base.keys).union(head.keys).sorted() {
            let (suite, stem) = Self.split(name)
            let variant = stem.split(separator: ".").dropFirst().last.map(String.init)
            switch (base[name], head[name]) {
            case (let old?, let new?):
                let oldData = try Self.read(old), newData = try Self.read(new)
                if oldData == newData {
                    cards.append(GalleryCard(suite: suite, name: stem, variant: variant, status: "unchanged", reference: old))
                    continue
                }
                let reference = try RasterBridge.decodeImage(oldData, path: old.path)
                let actual = try RasterBridge.decodeImage(newData, path: new.path)
                let difference = comparator.compare(reference: reference, actual: actual, exhaustive: true)
                if difference.matches {
                    cards.append(GalleryCard(suite: suite, name: stem, variant: variant, status: "unchanged",
                                             summary: "within tolerance: \(difference)", reference: old))
                    continue
                }
                let diffURL = diffFolder.appendingPathComponent(name.replacingOccurrences(of: ".png", with: "") + ".diff.png")
                try RasterBridge.write(try RasterBridge.encodePNG(comparator.diffImage(reference: reference, actual: actual)),
                                       to: diffURL)
                cards.append(GalleryCard(suite: suite, name: stem, variant: variant, status: "changed",
                                         summary: "\(difference)", reference: old, actual: new, diff: diffURL))
            case (nil, let new?):
                cards.append(GalleryCard(suite: suite, name: stem, variant: variant, status: "added",
                                         summary: "only in the head", reference: nil, actual: new))
            case (let old?, nil):
                cards.append(GalleryCard(suite: suite, name: stem, variant: variant, status: "removed",
                                         summary: "only in the base", reference: old))
            case (nil, nil):
                continue
            }
        }
        let order = ["changed": 0, "added": 1, "removed": 2, "unchanged": 3]
        self.cards = cards.enumerated().sorted { (order[$0.element.status]!, $0.offset) < (order[$1.element.status]!, $1.offset) }
            .map(\.element)
    }

    /// Every `.png` under `folder`, by its path relative to the folder (`CellTests/testCell.1.png`).
    package static func images(under folder: URL) throws -> [String: URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SnapshotError.unreadable(folder.path, "no such directory")
        }
        let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
        var images: [String: URL] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension.lowercased() == "png" else { continue }
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(root + "/") else { continue }
            images[String(path.dropFirst(root.count + 1))] = url
        }
        return images
    }

    /// `Suite/test.variant.png` -> (`Suite`, `test.variant`); a name without a folder is its own suite.
    private static func split(_ name: String) -> (String, String) {
        var parts = name.split(separator: "/").map(String.init)
        let file = parts.removeLast()
        let stem = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        return (parts.isEmpty ? "." : parts.joined(separator: "/"), stem)
    }

    private static func read(_ url: URL) throws -> Data {
        do { return try Data(contentsOf: url) } catch { throw SnapshotError.unreadable(url.path, "\(error)") }
    }
}
