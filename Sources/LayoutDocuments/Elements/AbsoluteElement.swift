import DocumentModel
import Layout

/// `absolute` (Texture's `ASAbsoluteLayoutSpec`): `children` placed by their `style.layoutPosition`.
package struct AbsoluteElement: ElementType, Hashable {
    /// `default` fills the range; `sizeToFit` takes the children's bounding box.
    package var sizing: AbsoluteSizing

    package static let name = "absolute"
    package static let keys: [ElementKey] = [.value("sizing"), .children("children")]

    package init(reading object: DocumentObject) throws {
        sizing = try object["sizing"]?.oneOf(AbsoluteSizing.self) ?? .default
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = AbsoluteLayoutSpec(sizing: sizing, children: children, identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? { .absolute(sizing: sizing) }
}

extension DocumentElement.Kind {
    /// An `absolute` element (`AbsoluteElement`).
    package static let absolute = Self(AbsoluteElement.self)
}
