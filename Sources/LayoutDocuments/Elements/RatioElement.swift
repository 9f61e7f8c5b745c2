import DocumentModel
import Layout

/// `ratio` (Texture's `ASRatioLayoutSpec`): one `child` sized to `ratio` (height / width).
package struct RatioElement: ElementType, Hashable {
    /// Height / width (required).
    package var ratio: Double

    package static let name = "ratio"
    package static let keys: [ElementKey] = [.value("ratio"), .child("child")]

    package init(reading object: DocumentObject) throws {
        ratio = try object.required("ratio").number()
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = RatioLayoutSpec(ratio: ratio, child: children[0], identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? { .ratio(ratio) }
}

extension DocumentElement.Kind {
    /// A `ratio` element (`RatioElement`).
    package static let ratio = Self(RatioElement.self)
}
