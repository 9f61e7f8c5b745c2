import DocumentModel
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import LayoutDocumentDrawing
import LayoutDocuments
import Nodes
import Raster
import Text

extension AnimateCommand {
    /// Whether `json` is a layout document (a top-level `root`) rather than a feed document.
    static func isLayoutDocument(_ json: JSONValue) -> Bool {
        if case .object(let object) = json { return object["root"] != nil }
        return false
    }

    /// Animates a layout document's `root` and `states` as Texture's default layout
    /// transition (docs/animation.md, "Layout transitions"): every frame as large as the
    /// largest state, drawn over white so that the MP4 and the APNG show the same pixels.
    static func animateLayoutDocument(_ json: JSONValue, path: String, limits: DocumentLimits,
                                      animation: AnimationSettings, folder directory: URL) async throws -> AnimationManifest {
        do {
            try FontEnvironment.requireInstalled()
        } catch {
            throw CommandFailure(status: .renderFailure, message: "\(error)")
        }
        let document: LayoutDocument
        do {
            document = try LayoutDocument(json: json, limits: limits)
        } catch let error as DocumentError {
            throw error.inFile(path)
        }
        guard !document.states.isEmpty else {
            throw CommandFailure(status: .badInput, message: "\(path): states: missing; `animate` needs at least one "
                                 + "state after the document's root (docs/animation.md)")
        }
        let lasts = [Int](repeating: animation.timing.lastFrame, count: document.states.count)
        let frameCount = AnimationWriter.videoFrameCount(lastFrames: lasts, animation: animation)
        guard frameCount <= animation.maximumFrames else {
            throw CommandFailure(status: .badInput, message: "\(path): \(lasts.count) transition(s) at --fps "
                                 + "\(animation.timing.framesPerSecond) make \(frameCount) frames, more than --max-frames "
                                 + "\(animation.maximumFrames)")
        }
        let fonts = try LayoutCommand.fonts(of: document, source: path, name: path, allowFontFallback: false)
        fonts.warnings.forEach { Console.line("warning: \($0)", to: .error) }
        let folder = URL(fileURLWithPath: path).absoluteURL.deletingLastPathComponent()
        let loader = ImageLoader(configuration: ImageLoaderConfiguration(
            allowedFileRoots: [folder], decodedPixelBudget: limits.decodedImagePixels))
        defer { loader.shutdown() }
        // Layout recurses: run it on a large-stack executor, as `feedrender layout` does.
        let executor = LargeStackExecutor()
        defer { executor.shutdown() }
        return try await withTaskExecutorPreference(executor) {
            try await fonts.library.withFonts {
                let states: [PreparedNode]
                do {
                    states = try await prepareLayoutDocumentStates(document, imageLoader: loader,
                                                                   palette: ColorPalette(theme: .light),
                                                                   warnings: { Console.line("warning: \($0)", to: .error) })
                } catch let error as DocumentError {
                    throw error.inFile(path)
                }
                let canvas = Size(width: states.map(\.displayList.size.width).max() ?? 0,
                                  height: states.map(\.displayList.size.height).max() ?? 0)
                let width = PixelRounding.extent(canvas.width, scale: document.scale)
                let height = PixelRounding.extent(canvas.height, scale: document.scale)
                guard width > 0, height > 0 else {
                    throw CommandFailure(status: .badInput, message: "\(path): root: every state lays out to an empty size")
                }
                return try await AnimationWriter.write(
                    lastFrames: lasts, width: width, height: height, isOpaque: true, animation: animation,
                    folder: directory, renderer: "feedrender \(FeedRenderer.rendererVersion)") { index in
                    NodeLayoutTransition(from: states[index].displayList, to: states[index + 1].displayList,
                                         scale: document.scale, timing: animation.timing, background: .white,
                                         canvas: canvas, matchesNodes: false)
                }
            }
        }
    }
}
