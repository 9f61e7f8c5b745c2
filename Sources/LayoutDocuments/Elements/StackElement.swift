import DocumentModel
import Layout

/// `stack` (Texture's `ASStackLayoutSpec`): its own keys, defaults as `[ASStackLayoutSpec new]`.
package struct StackElement: ElementType, Hashable {
    package var direction: StackDirection = .horizontal
    package var spacing: Double = 0
    package var justifyContent: StackJustify = .start
    package var alignItems: StackAlignItems = .stretch
    package var flexWrap: StackWrap = .noWrap
    package var alignContent: StackAlignContent = .start
    package var lineSpacing: Double = 0

    package init() {}

    package static let name = "stack"
    package static let keys: [ElementKey] = [
        .value("direction"), .value("spacing"), .value("justifyContent"), .value("alignItems"), .value("flexWrap"),
        .value("alignContent"), .value("lineSpacing"), .children("children"),
    ]

    package init(reading object: DocumentObject) throws {
        if let value = object["direction"] { direction = try value.oneOf(StackDirection.self) }
        if let value = object["spacing"] { spacing = try value.number(in: DocumentLimits.signedLayoutPoints) }
        if let value = object["justifyContent"] { justifyContent = try value.oneOf(StackJustify.self) }
        if let value = object["alignItems"] { alignItems = try value.oneOf(StackAlignItems.self) }
        if let value = object["flexWrap"] { flexWrap = try value.oneOf(StackWrap.self) }
        if let value = object["alignContent"] { alignContent = try value.oneOf(StackAlignContent.self) }
        if let value = object["lineSpacing"] { lineSpacing = try value.number(in: DocumentLimits.signedLayoutPoints) }
    }

    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? {
        var spec = StackLayoutSpec(direction: direction, spacing: spacing, justifyContent: justifyContent,
                                   alignItems: alignItems, flexWrap: flexWrap, alignContent: alignContent,
                                   lineSpacing: lineSpacing, children: children, identifier: element.id)
        spec.style = element.style
        return spec
    }

    package var properties: ElementProperties? { .stack(self) }
}

extension DocumentElement.Kind {
    /// A `stack` element (`StackElement`).
    package static let stack = Self(StackElement.self)
}
