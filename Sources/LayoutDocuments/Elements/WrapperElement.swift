import DocumentModel
import Layout

/// `wrapper` (Texture's `ASWrapperLayoutSpec`): a `child`, or `children` each laid out in
/// the same range; the wrapper takes the largest size.
package struct WrapperElement: ElementType, Hashable {
    package static let name = "wrapper"
    package static let keys: [ElementKey] = [.child("child"), .children("children")]

    package init(reading object: DocumentObject) {}

    /// `child` or `children`, neither required; both is an error (at `children`).
    package static func children(from parsed: ElementChildren) throws -> [DocumentElement] {
        if parsed["child"] != nil, parsed["children"] != nil {
            throw parsed.object["children"]!.error("give either \"child\" or \"children\", not both")
        }
        return parsed["child"] ?? parsed["children"] ?? []
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = WrapperLayoutSpec(children: children, identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? { .wrapper }
}

extension DocumentElement.Kind {
    /// A `wrapper` element (`WrapperElement`).
    package static let wrapper = Self(WrapperElement.self)
}
