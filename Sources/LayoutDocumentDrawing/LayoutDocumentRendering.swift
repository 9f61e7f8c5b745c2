import Nodes
import DocumentModel
import ImageLoading
import Layout
import LayoutDocuments
import Raster

/// Draws a layout document (layout-json.md, "Drawing a document") into a bitmap of the
/// root's size at the document's scale: boxes filled with `color`, text and images drawn
/// as nodes, drawing keys applied to every element (on specs, as a box behind the spec's
/// content). Images are loaded with `imageLoader` first (see `NodeRenderer`); warnings
/// (layout trouble, images drawn as placeholders) go to `warnings`. Named colours draw
/// from `palette` (the theme's semantic colours) and the document's own `colors`.
package func renderLayoutDocument(_ document: LayoutDocument, imageLoader: ImageLoader?,
                                 strictImages: Bool = false, background: Color = .clear,
                                 palette: ColorPalette = ColorPalette(),
                                 warnings: ((String) -> Void)? = nil) async throws -> Bitmap {
    let rendered = try await renderLayoutDocumentNode(document, imageLoader: imageLoader,
                                                      strictImages: strictImages, background: background, palette: palette)
    rendered.warnings.forEach { warnings?($0) }
    return rendered.bitmap
}

/// Like `renderLayoutDocument`, returning the layout and display list with the bitmap.
package func renderLayoutDocumentNode(_ document: LayoutDocument, imageLoader: ImageLoader?,
                                     strictImages: Bool = false, background: Color = .clear,
                                     palette: ColorPalette = ColorPalette()) async throws -> RenderedNode {
    try await renderLayoutElement(document.makeDrawableElement(palette: palette), of: document, imageLoader: imageLoader,
                                  strictImages: strictImages, background: background)
}

/// Lays out and draws `element`, the drawable tree of `document`.
func renderLayoutElement(_ element: any LayoutElement, of document: LayoutDocument, imageLoader: ImageLoader?,
                         strictImages: Bool, background: Color) async throws -> RenderedNode {
    let root = DisplayNode()
    root.automaticallyManagesSubnodes = true
    root.layoutSpecBlock = { _, _ in element }
    let prepared = try await NodeRenderer.prepare(root, in: document.sizeRange, scale: document.scale,
                                                  layoutDirection: document.layoutDirection, imageLoader: imageLoader,
                                                  strictImages: strictImages)
    // A root too large to allocate is the document's fault: say so, naming the root.
    let size = prepared.displayList.size
    if let problem = DocumentLimits.frameProblem(width: size.width, height: size.height, scale: document.scale) {
        throw DocumentError(path: document.root.path, "the root lays out to \(problem)")
    }
    let bitmap = try NodeRenderer.rasterize(prepared.displayList, scale: document.scale, background: background)
    return RenderedNode(bitmap: bitmap, prepared: prepared)
}

/// Lays out and snapshots each state of `document` (its `root`, then each of `states`) without
/// drawing it: what a layout transition between them draws frames from. Warnings go to
/// `warnings`; a root over the pixel limits fails naming that state's root.
package func prepareLayoutDocumentStates(_ document: LayoutDocument, imageLoader: ImageLoader?,
                                         strictImages: Bool = false, palette: ColorPalette = ColorPalette(),
                                         warnings: ((String) -> Void)? = nil) async throws -> [PreparedNode] {
    var prepared: [PreparedNode] = []
    for root in [document.root] + document.states {
        var state = document
        state.root = root
        state.states = []
        let element = try state.makeDrawableElement(palette: palette)
        let node = DisplayNode()
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { _, _ in element }
        let result = try await NodeRenderer.prepare(node, in: state.sizeRange, scale: state.scale,
                                                    layoutDirection: state.layoutDirection, imageLoader: imageLoader,
                                                    strictImages: strictImages, capturesAccessibility: false)
        let size = result.displayList.size
        if let problem = DocumentLimits.frameProblem(width: size.width, height: size.height, scale: state.scale) {
            throw DocumentError(path: root.path, "the root lays out to \(problem)")
        }
        result.warnings.forEach { warnings?($0) }
        prepared.append(result)
    }
    return prepared
}
