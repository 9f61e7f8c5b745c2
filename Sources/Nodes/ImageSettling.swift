import Foundation
import ImageLoading
import Layout
import Raster

/// Loads the images of a tree's network image nodes before it is drawn.
enum ImageSettling {
    struct Outcome {
        var messages: [String] = []
        /// An image arrived whose size may change the layout.
        var relayoutNeeded = false
    }

    /// Loads every unsettled `NetworkImageNode` in `root`'s tree at its frame's pixel size,
    /// all at once (the loader bounds and coalesces transfers). Failures become warnings,
    /// or, when `strict`, one error listing them.
    static func settle(_ root: DisplayNode, scale: Double, loader: ImageLoader?, strict: Bool) async throws -> Outcome {
        let nodes = root.subtree().compactMap { $0 as? NetworkImageNode }.filter { !$0.isSettled }
        var outcome = Outcome()
        guard !nodes.isEmpty else { return outcome }

        let requests: [(url: URL, size: PixelSize?, job: ImageLoadJob)] = nodes.map { node in
            let width = NodeRenderer.pixels(node.frame.width, scale: scale)
            let height = NodeRenderer.pixels(node.frame.height, scale: scale)
            return (node.url!, width > 0 && height > 0 ? PixelSize(width: width, height: height) : nil, node.makeLoadJob())
        }
        var results = [ImageLoadJobOutcome?](repeating: nil, count: nodes.count)
        if let loader {
            await withTaskGroup(of: (Int, ImageLoadJobOutcome).self) { group in
                for (index, request) in requests.enumerated() {
                    group.addTask { (index, await request.job(loader, request.size)) }
                }
                for await (index, result) in group { results[index] = result }
            }
        }

        var failures: [String] = []
        for (index, node) in nodes.enumerated() {
            let hadSize = node.displayedImage.map { ($0.width, $0.height) }
            if let result = results[index] {
                node.finish(result)
                outcome.messages += result.notes
            } else {
                node.fail(NodeRenderError.noImageLoader(requests[index].url))
            }
            if case .failed(let error) = node.loadState {
                let fallback = node.defaultImage != nil ? "the default image" : "its placeholder"
                outcome.messages.append("\(node.mediaKind) \(error); drawing \(fallback) instead")
                if !node.failureIsOnlyAWarning { failures.append("\(error)") }
            }
            let hasSize = node.displayedImage.map { ($0.width, $0.height) }
            if hadSize?.0 != hasSize?.0 || hadSize?.1 != hasSize?.1 { outcome.relayoutNeeded = true }
        }
        if strict && !failures.isEmpty { throw NodeRenderError.imagesFailed(failures) }
        return outcome
    }
}

/// What fetching one network image node's picture came to: the result it shows, and notes
/// on the way there (a multiplex source that failed before another loaded), reported as
/// warnings that never fail a strict render.
struct ImageLoadJobOutcome: Sendable {
    var result: ImageLoadResult
    var notes: [String] = []
    /// The URL whose image loaded, when the job tried several.
    var loadedURL: URL?
}

/// How a network image node's picture is fetched, as Sendable work the renderer runs with
/// its loader and the node's frame in pixels: one URL for `NetworkImageNode`, several for
/// `MultiplexImageNode`, a video's first frame for `VideoNode`.
typealias ImageLoadJob = @Sendable (ImageLoader, PixelSize?) async -> ImageLoadJobOutcome
