import DocumentModel
import Layout

/// `relative` (Texture's `ASRelativeLayoutSpec`): one `child` placed at the start, centre
/// or end of each axis.
package struct RelativeElement: ElementType, Hashable {
    /// Where the child goes on each axis (`none`: the start, at its own size).
    package var horizontalPosition: RelativePosition
    package var verticalPosition: RelativePosition
    /// The axes on which the spec shrinks to the child instead of filling its range.
    package var sizingOption: RelativeSizingOption

    package static let name = "relative"
    package static let keys: [ElementKey] = [
        .value("horizontalPosition"), .value("verticalPosition"), .value("sizingOption"), .child("child"),
    ]

    package init(reading object: DocumentObject) throws {
        horizontalPosition = try object["horizontalPosition"]?.oneOf(RelativePosition.self) ?? .none
        verticalPosition = try object["verticalPosition"]?.oneOf(RelativePosition.self) ?? .none
        sizingOption = try object["sizingOption"]?.oneOf(RelativeSizingOption.self) ?? .default
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = RelativeLayoutSpec(horizontalPosition: horizontalPosition, verticalPosition: verticalPosition,
                                      sizingOption: sizingOption, child: children[0], identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? {
        .relative(horizontalPosition: horizontalPosition, verticalPosition: verticalPosition, sizingOption: sizingOption)
    }
}

extension DocumentElement.Kind {
    /// A `relative` element (`RelativeElement`).
    package static let relative = Self(RelativeElement.self)
}
