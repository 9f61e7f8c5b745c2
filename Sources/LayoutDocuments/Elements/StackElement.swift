import DocumentModel
import Layout

/// `stack` (Texture's `ASStackLayoutSpec`): its own keys, defaults as `[ASStackLayoutSpec new]`.
public struct StackElement: ElementType, Hashable {
    public var direction: StackDirection = .horizontal
    public var spacing: Double = 0
    public var justifyContent: StackJustify = .start
    public var alignItems: StackAlignItems = .stretch
    public var flexWrap: StackWrap = .noWrap
    public var alignContent: StackAlignContent = .start
    public var lineSpacing: Double = 0

    public init() {}

    package static let name = "stack"
    package static let keys: [ElementKey] = [
        .value("direction"), .value("spacing"), .value("justifyContent"), .value("alignItems"), .value("flexWrap"),
        .value("alignContent"), .value("lineSpacing"), .children("children"),
    ]

    package init(reading object: DocumentObject) throws {
        if let value = object["direction"] { direction = try value.oneOf(StackDirection.self) }
        if let value = object["spacing"] { spacing = try value.number() }
        if let value = object["justifyContent"] { justifyContent = try value.oneOf(StackJustify.self) }
        if let value = object["alignItems"] { alignItems = try value.oneOf(StackAlignItems.self) }
        if let value = object["flexWrap"] { flexWrap = try value.oneOf(StackWrap.self) }
        if let value = object["alignContent"] { alignContent = try value.oneOf(StackAlignContent.self) }
        if let value = object["lineSpacing"] { lineSpacing = try value.number() }
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
    public static let stack = Self(StackElement.self)
}
