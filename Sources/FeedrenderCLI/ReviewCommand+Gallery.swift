import FeedRendering
import FeedrenderSupport
import Foundation
import ImageDiff

extension ReviewCommand {
    /// `--gallery`: every snapshot of one run.
    func writeGallery(of folder: URL) throws {
        guard let runID = self.runID ?? SnapshotRunIndex.latestRunID(in: folder) else {
            throw CommandFailure(status: .badInput, message: "review: \(folder.path) has no record of a test run (runs/latest); run the snapshot tests first")
        }
        let page = output.map { URL(fileURLWithPath: $0) } ?? folder.appendingPathComponent("gallery.html")
        let cards: [GalleryCard]
        do {
            cards = try RunGallery.cards(SnapshotRunIndex.entries(ofRun: runID, in: folder), artifacts: folder)
        } catch {
            throw CommandFailure(status: .badInput, message: "review: \(error)")
        }
        let html = GalleryPage(title: "Snapshots of run \(runID)", subtitle: "from \(folder.path)", cards: cards,
                               pageDirectory: page.deletingLastPathComponent()).html
        try Self.write(html, to: page)
        Self.printCounts(cards)
        Console.line("page: \(page.path)")
    }

    /// `--base A --head B`: two trees compared by name.
    func compare(base: String, head: String) throws {
        let page = URL(fileURLWithPath: output ?? "compare.html").absoluteURL
        let diffFolder = page.deletingLastPathComponent()
            .appendingPathComponent(page.deletingPathExtension().lastPathComponent + "-diffs", isDirectory: true)
        let comparison: TreeComparison
        do {
            let baseImages = try Self.images(in: URL(fileURLWithPath: base, isDirectory: true))
            let headImages = try Self.images(in: URL(fileURLWithPath: head, isDirectory: true))
            // The tolerance the snapshot tests and `feedrender compare` use by default.
            comparison = try TreeComparison(base: baseImages, head: headImages, tolerance: .default, diffFolder: diffFolder)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure(status: .badInput, message: "review: \(error)")
        }
        let html = GalleryPage(title: "Snapshots compared", subtitle: "base \(base), head \(head)",
                               cards: comparison.cards, pageDirectory: page.deletingLastPathComponent()).html
        try Self.write(html, to: page)
        Self.printCounts(comparison.cards)
        for card in comparison.cards where card.status != "unchanged" {
            Console.line("  \(card.status) \(card.suite)/\(card.name)")
        }
        Console.line("page: \(page.path)")
    }

    /// A render folder's PNGs by its manifest (`manifest.json`), else every PNG under the folder.
    static func images(in folder: URL) throws -> [String: URL] {
        let manifestURL = folder.appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: manifestURL.path) else { return try TreeComparison.images(under: folder) }
        let manifest: RenderManifest
        do {
            manifest = try JSONDecoder().decode(RenderManifest.self, from: Data(contentsOf: manifestURL))
        } catch {
            throw CommandFailure(status: .badInput, message: "review: \(manifestURL.path): not a render manifest: \(error)")
        }
        var images: [String: URL] = [:]
        for file in manifest.files where file.path.lowercased().hasSuffix(".png") {
            guard !file.path.hasPrefix("/"), !file.path.split(separator: "/").contains("..") else {
                throw CommandFailure(status: .badInput, message: "review: \(manifestURL.path): file path \(file.path) leaves the folder")
            }
            images[file.path] = folder.appendingPathComponent(file.path)
        }
        return images
    }

    private static func printCounts(_ cards: [GalleryCard]) {
        var counts: [String: Int] = [:]
        for card in cards { counts[card.status, default: 0] += 1 }
        Console.line("snapshots: \(cards.count)" + counts.keys.sorted().map { ", \($0) \(counts[$0]!)" }.joined())
    }
}
