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

extension LayoutDocument {
    /// The element types whose leaves fetch a picture: what `checkPictureURLs()` checks.
    package static let pictureElementNames: Set<String> = [ImageElement.name, MultiplexImageElement.name,
                                                           VideoElement.name, MapElement.name]

    /// Checks the URLs of each leaf that fetches a picture (`image`, `multiplexImage`,
    /// `video`, `map`) as making its node would, so a URL the loader cannot fetch is an
    /// error at its key path now: for documents drawn later where no error can be reported
    /// any more (feed cells).
    package func checkPictureURLs() throws {
        var pending = [root]
        while let element = pending.popLast() {
            pending += element.children
            try NodeLeafFactory.checkPictureURLs(of: element)
        }
    }
}
