import DocumentModel
import Layout

/// `inset` (Texture's `ASInsetLayoutSpec`): `insets` around one `child`.
package struct InsetElement: ElementType, Hashable {
    /// `[top, left, bottom, right]` (physical) or `{top, leading, bottom, trailing}` (directional).
    package var insets: LayoutInsets

    package static let name = "inset"
    package static let keys: [ElementKey] = [.value("insets"), .child("child")]

    package init(reading object: DocumentObject) throws {
        insets = try object["insets"].map(Self.readInsets) ?? .physical(.zero)
    }

    /// `[top, left, bottom, right]` (physical), or `{"top", "leading", "bottom", "trailing"}`
    /// (directional, each key optional: 0); each a number or null (infinite).
    private static func readInsets(_ value: DocumentValue) throws -> LayoutInsets {
        func inset(_ item: DocumentValue) throws -> Double {
            try item.isNull ? .infinity : item.number(in: DocumentLimits.signedLayoutPoints)
        }
        if case .object = value.value {
            let object = try value.object()
            try object.rejectUnknownKeys(allowed: ["top", "leading", "bottom", "trailing"], in: "directional insets")
            return .directional(DirectionalEdgeInsets(
                top: try object["top"].map(inset) ?? 0, leading: try object["leading"].map(inset) ?? 0,
                bottom: try object["bottom"].map(inset) ?? 0, trailing: try object["trailing"].map(inset) ?? 0))
        }
        guard case .array = value.value else {
            throw value.error(#"expected [top, left, bottom, right] or {"top", "leading", "bottom", "trailing"}, got "#
                              + value.value.summary)
        }
        let items = try value.array(count: 4).map(inset)
        return .physical(EdgeInsets(top: items[0], left: items[1], bottom: items[2], right: items[3]))
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = InsetLayoutSpec(insets: insets, child: children[0], identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? { .inset(insets) }
}

extension DocumentElement.Kind {
    /// An `inset` element (`InsetElement`).
    package static let inset = Self(InsetElement.self)
}
