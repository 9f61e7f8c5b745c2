import Appearance
import FeedRendering
import Foundation
import ImageDiff
import ImageLoading
import Layout
import Lists
import Raster
import SnapshotTesting
import Text

/// Which image of a feed render a snapshot checks.
public enum FeedSnapshotOutput: Hashable, Sendable {
    /// The full-length strip (one image, however long).
    case strip
    /// One viewport frame, counted from 1.
    case frame(Int)
}

extension Snapshotting where Value == any FeedSource, Format == SnapshotImage {
    /// Renders a feed with `FeedRenderer` and checks one of its images, and the cell frames it
    /// shows (from the manifest, named by row identifier):
    ///
    ///     await assertSnapshot(of: source, as: .feed(settings: settings))
    ///
    /// A variant's theme, direction and device replace `settings.presentation.theme`,
    /// `settings.presentation.layoutDirection` and the device's width and scale.
    /// Images that fail to load fail the snapshot unless `allowsPlaceholders`.
    public static func feed(settings: FeedRenderSettings = FeedRenderSettings(), output: FeedSnapshotOutput = .strip,
                            imageLoader: ImageLoader? = nil, allowsPlaceholders: Bool = false) -> Snapshotting {
        routed { source in
            var settings = settings
            if let theme = SnapshotRendering.theme { settings.presentation.theme = theme }
            if let direction = SnapshotRendering.layoutDirection { settings.presentation.layoutDirection = direction }
            // A variant's text size (set as the task's ContentSizeScale) replaces the presentation's.
            if ContentSizeScale.current != 1 { settings.presentation.contentSizeScale = ContentSizeScale.current }
            if let device = SnapshotRendering.device {
                settings.presentation.device.width = device.width
                settings.presentation.device.scale = device.scale
            }
            settings.isStrict = settings.isStrict || !allowsPlaceholders
            let transfer = UncheckedTransfer(value: source)
            let resolved = settings
            return Async { callback in
                let deliver = UncheckedTransfer(value: callback)
                let executor = DedicatedQueueExecutor(label: "feedrender.snapshot.feed")
                Task(executorPreference: executor) {
                    deliver.value(await renderFeed(transfer.value, settings: resolved, output: output,
                                                   imageLoader: imageLoader))
                }
            }
        }
    }
}

/// Renders into a temporary folder and reads back the one image asked for.
private func renderFeed(_ source: any FeedSource, settings: FeedRenderSettings, output: FeedSnapshotOutput,
                        imageLoader: ImageLoader?) async -> SnapshotImage {
    var settings = settings
    settings.writesFrames = output != .strip
    settings.writesStrip = output == .strip
    settings.writesContactSheet = false
    settings.stripTileMaxPixels = .max
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("feedrender-snapshot-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
        let result = try await FeedRenderer(source: source, settings: settings, imageLoader: imageLoader)
            .render(to: directory)
        let files = result.manifest.files.filter { $0.kind == (output == .strip ? .strip : .frame) }
        let index: Int
        switch output {
        case .strip: index = 0
        case .frame(let number): index = number - 1
        }
        guard files.indices.contains(index) else {
            return SnapshotImage(problem: "the feed rendered \(files.count) \(output == .strip ? "strip" : "frame") image(s); \(output) does not exist")
        }
        let url = directory.appendingPathComponent(files[index].path)
        let image = try RasterBridge.decodeImage(Data(contentsOf: url), path: url.path)
        return SnapshotImage(bitmap: image, layout: LayoutSnapshot(cells: files[index].cells))
    } catch {
        return SnapshotImage(problem: "cannot render the feed: \(error)")
    }
}

extension LayoutSnapshot {
    /// The cell frames a feed image shows, each named by its row identifier.
    public init(cells: [CellFrame]) {
        var seen: [String: Int] = [:]
        self.init(entries: cells.map { cell in
            let count = seen[cell.identifier, default: 0]
            seen[cell.identifier] = count + 1
            return Entry(path: count == 0 ? cell.identifier : "\(cell.identifier)[\(count)]", frame: cell.rect)
        })
    }
}
