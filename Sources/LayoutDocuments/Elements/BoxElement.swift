import DocumentModel

/// `box`: a plain node (Texture's `ASDisplayNode`). It has no own keys; drawn, its `color`
/// fills it. A leaf: the `LeafFactory` makes it.
package struct BoxElement: LeafElementType, Hashable {
    package static let name = "box"
    package static let keys: [ElementKey] = []

    package init(reading object: DocumentObject) {}

    package var properties: ElementProperties? { .box }
}

extension DocumentElement.Kind {
    /// A `box` element (`BoxElement`).
    package static let box = Self(BoxElement.self)
}
