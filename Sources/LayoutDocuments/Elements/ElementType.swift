import DocumentModel
import Layout

/// One element type of layout documents (layout-json.md, "Elements"): its `type` name, its
/// own keys, how it reads them and, for a layout spec, the spec it makes. A value of the
/// type is one element's own keys, parsed (`DocumentElement.attributes`).
///
/// Each type is one file in this folder plus a line in `ElementVocabulary.types`: the
/// parser and the builder ask the vocabulary and the parsed value, never switch over types.
package protocol ElementType: Sendable {
    /// The `type` value that selects it, e.g. `"stack"`.
    static var name: String { get }
    /// Its own keys (not `type`, `id`, `style` or a drawing key), in the order error
    /// messages list them; each says whether it holds child elements.
    static var keys: [ElementKey] { get }

    /// Reads the own keys that hold values (not children) from `object`, defaulting those
    /// that are absent. Runs after the children are parsed, so a child's error comes first.
    init(reading object: DocumentObject) throws

    /// The element's children in the order its spec takes them, picked from those parsed
    /// under its child keys. The default takes each `.child` key in `keys` order (each
    /// required), and a `.children` key's list (none when absent).
    static func children(from parsed: ElementChildren) throws -> [DocumentElement]

    /// The layout spec made of `element` (carrying its id and style) and its built
    /// `children`, or nil for a leaf, which the `LeafFactory` makes.
    func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)?

    /// The value as a case of `ElementProperties`; nil for a type that enum does not list.
    var properties: ElementProperties? { get }

    /// Colours its own keys name (a text span's `color`), with where each is written, so
    /// the parser can check the names against the document's (drawing keys it checks itself).
    var namedColors: [(name: String, value: DocumentValue)] { get }
}

extension ElementType {
    package static func children(from parsed: ElementChildren) throws -> [DocumentElement] {
        var children: [DocumentElement] = []
        for key in keys {
            switch key.role {
            case .value: continue
            case .child: children.append(try parsed.single(key.name))
            case .children: children += parsed[key.name] ?? []
            }
        }
        return children
    }

    package var properties: ElementProperties? { nil }

    package var namedColors: [(name: String, value: DocumentValue)] { [] }
}

/// An element type whose elements are leaves (`box`, `text`, `image`): a `LeafFactory`
/// makes their layout elements, so layout-only runs and drawing runs can differ.
package protocol LeafElementType: ElementType {}

extension LeafElementType {
    /// Leaves make no spec: the builder hands them to its `LeafFactory`.
    package func makeSpec(for element: DocumentElement, children: [any LayoutElement]) -> (any LayoutElement)? { nil }
}

/// An own key of an element type, and whether it holds child elements.
package struct ElementKey: Hashable, Sendable {
    /// What a key's value is.
    package enum Role: Hashable, Sendable {
        /// A value the element type reads itself (`init(reading:)`).
        case value
        /// One child element.
        case child
        /// An array of child elements, at most `DocumentLimits.childrenPerElement` long.
        case children
    }

    /// The key as written in documents.
    package var name: String
    /// Whether it holds a value, one child element or a list of them.
    package var role: Role

    /// A key holding a value.
    package static func value(_ name: String) -> ElementKey { ElementKey(name: name, role: .value) }
    /// A key holding one child element.
    package static func child(_ name: String) -> ElementKey { ElementKey(name: name, role: .child) }
    /// A key holding an array of child elements.
    package static func children(_ name: String) -> ElementKey { ElementKey(name: name, role: .children) }
}

/// The child elements parsed under an element's child keys, by key, with the element's
/// object (for errors about keys that are missing or clash).
package struct ElementChildren: Sendable {
    /// The element's object.
    package let object: DocumentObject
    private let elements: [String: [DocumentElement]]

    /// `elements` parsed from `object`: one for a `.child` key, the list for `.children`.
    init(_ elements: [String: [DocumentElement]], in object: DocumentObject) {
        self.elements = elements
        self.object = object
    }

    /// The elements under `key`, nil when the key is absent.
    package subscript(key: String) -> [DocumentElement]? { elements[key] }

    /// The one element under `key`; throws `missing key "key"` at the object when absent.
    package func single(_ key: String) throws -> DocumentElement {
        guard let element = elements[key]?.first else {
            throw DocumentError(path: object.path, "missing key \(JSONValue.quoted(key))")
        }
        return element
    }
}
