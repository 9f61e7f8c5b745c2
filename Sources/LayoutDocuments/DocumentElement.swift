import DocumentModel
import FeedrenderSupport
import Layout

/// One element of a layout document, parsed and checked: its type, id, style, drawing
/// keys, own keys and child elements, each with the path it came from.
package struct DocumentElement: Sendable {
    /// The name of an element type (`"stack"`), one of `ElementVocabulary.types`. Each
    /// type's file adds its name as a static member (`.stack`).
    package struct Kind: RawRepresentable, Hashable, Sendable, CaseIterable {
        /// The name as written in `type`.
        package let rawValue: String

        /// The kind named `rawValue`; nil when no element type has that name.
        package init?(rawValue: String) {
            guard ElementVocabulary.type(named: rawValue) != nil else { return nil }
            self.rawValue = rawValue
        }

        /// The kind of `type`.
        package init(_ type: any ElementType.Type) {
            rawValue = type.name
        }

        /// Every kind, in `ElementVocabulary.types` order.
        package static var allCases: [Kind] { ElementVocabulary.types.map(Kind.init) }

        /// Leaves are made by a `LeafFactory`; the other kinds are layout specs.
        package var isLeaf: Bool { ElementVocabulary.type(named: rawValue) is any LeafElementType.Type }
    }

    /// The element's type.
    package var kind: Kind { Kind(type(of: attributes)) }
    package var id: String?
    /// Where the element's object sits in the document, e.g. `root.children[1]`.
    package var path: DocumentPath
    package var style: Style
    package var drawing: DrawingProperties
    /// The `accessibility` object; nil when the element has none.
    package var accessibility: ElementAccessibility?
    /// The element's own keys, parsed: a value of its element type (`StackElement`,
    /// `TextElement`, ...), which also makes its spec.
    package var attributes: any ElementType
    /// The own keys as a case of `ElementProperties`, for pattern matching; nil for a type
    /// that enum does not list.
    package var properties: ElementProperties? { attributes.properties }
    /// Child elements in the order the spec uses them: `[child]`, `[child, overlay]`,
    /// `[child, background]`, `[child, corner]`, or the `children` array.
    package var children: [DocumentElement]

    package init(attributes: any ElementType, id: String?, path: DocumentPath, style: Style,
                 drawing: DrawingProperties, children: [DocumentElement], accessibility: ElementAccessibility? = nil) {
        self.accessibility = accessibility
        self.attributes = attributes
        self.id = id
        self.path = path
        self.style = style
        self.drawing = drawing
        self.children = children
    }
}

/// Keys allowed on every element that change drawing, never layout.
package struct DrawingProperties: Hashable, Sendable {
    package var color: DocumentColor?
    package var backgroundColor: DocumentColor?
    package var cornerRadius: Double = 0
    package var borderWidth: Double = 0
    package var borderColor: DocumentColor?
    package var clipsToBounds: Bool = false
    package var alpha: Double = 1

    package init() {}
}
