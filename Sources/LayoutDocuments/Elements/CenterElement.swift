import DocumentModel
import Layout

/// `center` (Texture's `ASCenterLayoutSpec`): one `child` centred on the chosen axes.
package struct CenterElement: ElementType, Hashable {
    /// The axes the child is centred on (`xy` by default).
    package var centeringOptions: CenteringOptions
    /// The axes on which the spec shrinks to the child instead of filling its range.
    package var sizingOptions: CenterSizingOptions

    package static let name = "center"
    package static let keys: [ElementKey] = [.value("centeringOptions"), .value("sizingOptions"), .child("child")]

    package init(reading object: DocumentObject) throws {
        centeringOptions = try object["centeringOptions"]?.oneOf(CenteringOptions.self) ?? .xy
        sizingOptions = try object["sizingOptions"]?.oneOf(CenterSizingOptions.self) ?? .default
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = CenterLayoutSpec(centeringOptions: centeringOptions, sizingOptions: sizingOptions,
                                    child: children[0], identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? {
        .center(centeringOptions: centeringOptions, sizingOptions: sizingOptions)
    }
}

extension DocumentElement.Kind {
    /// A `center` element (`CenterElement`).
    package static let center = Self(CenterElement.self)
}
