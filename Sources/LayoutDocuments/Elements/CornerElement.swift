import DocumentModel
import Layout

/// `corner` (Texture's `ASCornerLayoutSpec`): `corner` placed at a `location` of `child`,
/// moved by `offset`; `wrapsCorner` grows the spec to include it.
package struct CornerElement: ElementType, Hashable {
    /// The corner of `child` the corner element is centred on (`topRight` by default).
    package var location: CornerLocation
    /// Moves the corner element from that point.
    package var offset: Point
    /// Whether the spec grows to include the corner element.
    package var wrapsCorner: Bool

    package static let name = "corner"
    package static let keys: [ElementKey] = [
        .child("child"), .child("corner"), .value("location"), .value("offset"), .value("wrapsCorner"),
    ]

    package init(reading object: DocumentObject) throws {
        // `offset` is read first, so its error wins over `location`'s, as it always has.
        offset = try object["offset"].map { value in
            let items = try value.array(count: 2)
            return Point(x: try items[0].number(in: DocumentLimits.signedLayoutPoints),
                         y: try items[1].number(in: DocumentLimits.signedLayoutPoints))
        } ?? .zero
        location = try object["location"]?.oneOf(CornerLocation.self) ?? .topRight
        wrapsCorner = try object["wrapsCorner"]?.bool() ?? false
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = CornerLayoutSpec(child: children[0], corner: children[1], location: location, offset: offset,
                                    wrapsCorner: wrapsCorner, identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? {
        .corner(location: location, offset: offset, wrapsCorner: wrapsCorner)
    }
}

extension DocumentElement.Kind {
    /// A `corner` element (`CornerElement`).
    package static let corner = Self(CornerElement.self)
}
