import DocumentModel
import Layout
import LayoutDocuments

extension LayoutDocument {
    /// The document's element tree with drawable leaves from `factory` and drawing keys
    /// on spec elements applied by `factory.decorate(_:for:)` as each spec is built.
    package func makeDrawableElement(using factory: NodeLeafFactory) throws -> any LayoutElement {
        try makeLayoutElement(using: factory)
    }

    /// The element tree drawn with `palette`'s semantic colours and this document's own.
    package func makeDrawableElement(palette: ColorPalette = ColorPalette()) throws -> any LayoutElement {
        var palette = palette
        palette.documentColors.colors.merge(colors.colors) { _, own in own }
        return try makeLayoutElement(using: NodeLeafFactory(palette: palette))
    }
}
