import DocumentModel
import Layout
import LayoutDocuments

extension LayoutDocument {
    /// The document's element tree with drawable leaves from `factory` and drawing keys
    /// on spec elements applied by `factory.decorate(_:for:)` as each spec is built.
    package func makeDrawableElement(using factory: NodeLeafFactory = NodeLeafFactory()) throws -> any LayoutElement {
        try makeLayoutElement(using: factory)
    }
}
