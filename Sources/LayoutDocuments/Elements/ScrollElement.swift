import DocumentModel
import Layout

/// `scroll` (Texture's `ASScrollNode`): one `child` laid out larger than the element along
/// `direction` (`vertical` or `horizontal`) and shown scrolled by `offset` points. It lays
/// out as a `ScrollLayoutSpec`; a drawing factory draws it as a scroll node clipped to its frame.
package struct ScrollElement: ElementType, Hashable {
    package var direction: ScrollLayoutSpec.Axis = .vertical
    /// Points scrolled along `direction` (kept within the content when laid out).
    package var offset: Double = 0

    package static let name = "scroll"
    package static let keys: [ElementKey] = [.child("child"), .value("direction"), .value("offset")]

    package init(reading object: DocumentObject) throws {
        if let value = object["direction"] { direction = try value.oneOf(ScrollLayoutSpec.Axis.self) }
        if let value = object["offset"] { offset = try value.number(in: 0...10_000_000) }
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = ScrollLayoutSpec(child: children[0], axis: direction, offset: offset, identifier: element.id)
        spec.style = element.style
        return spec
    }
}

extension DocumentElement.Kind {
    /// A `scroll` element (`ScrollElement`).
    package static let scroll = Self(ScrollElement.self)
}
