import DocumentModel
import Layout

/// `overlay` (Texture's `ASOverlayLayoutSpec`): `overlay` laid out over `child`, at its size.
package struct OverlayElement: ElementType, Hashable {
    package static let name = "overlay"
    package static let keys: [ElementKey] = [.child("child"), .child("overlay")]

    package init(reading object: DocumentObject) {}

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = OverlayLayoutSpec(child: children[0], overlay: children[1], identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? { .overlay }
}

extension DocumentElement.Kind {
    /// An `overlay` element (`OverlayElement`).
    package static let overlay = Self(OverlayElement.self)
}
