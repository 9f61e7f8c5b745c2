import DocumentModel
import Layout

/// `background` (Texture's `ASBackgroundLayoutSpec`): `background` laid out behind `child`, at its size.
package struct BackgroundElement: ElementType, Hashable {
    package static let name = "background"
    package static let keys: [ElementKey] = [.child("child"), .child("background")]

    package init(reading object: DocumentObject) {}

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = BackgroundLayoutSpec(child: children[0], background: children[1], identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? { .background }
}

extension DocumentElement.Kind {
    /// A `background` element (`BackgroundElement`).
    package static let background = Self(BackgroundElement.self)
}
