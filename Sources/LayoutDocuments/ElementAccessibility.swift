import DocumentModel

/// The `accessibility` key every element takes (layout-json.md, "Accessibility"): what a
/// screen reader says for the element, over its node type's defaults:
///
///     "accessibility": {"label": "Like", "hint": "Likes the post", "traits": ["button", "selected"],
///                       "isElement": true, "container": false, "value": "3 likes"}
///
/// A spec element with it (a stack) gets a node of its own to carry it (as drawing keys do).
package struct ElementAccessibility: Hashable, Sendable {
    /// A trait as documents name it (`AccessibilityTraits` in Nodes).
    package enum Trait: String, Hashable, Sendable, CaseIterable {
        case button, link, header, image, staticText, selected, notEnabled
    }

    package var label: String?
    package var value: String?
    package var hint: String?
    /// Added to the node type's default traits.
    package var traits: [Trait] = []
    /// nil: the node type's default.
    package var isElement: Bool?
    /// Gathers the elements inside into one (labels joined, buttons and links as actions).
    package var isContainer: Bool?

    /// The keys the object takes.
    static let keys = ["label", "value", "hint", "traits", "isElement", "container"]

    package init() {}

    /// Reads the object; unknown keys, wrong types and unknown trait names fail at their key path.
    package init(reading value: DocumentValue) throws {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: Self.keys, in: "an accessibility object")
        label = try object["label"]?.string()
        self.value = try object["value"]?.string()
        hint = try object["hint"]?.string()
        if let list = object["traits"] {
            let items = try list.array()
            traits = try items.map { try $0.oneOf(Trait.self) }
            var seen = Set<Trait>()
            for (item, trait) in zip(items, traits) where !seen.insert(trait).inserted {
                throw item.error("trait \"\(trait.rawValue)\" is listed twice")
            }
        }
        isElement = try object["isElement"]?.bool()
        isContainer = try object["container"]?.bool()
    }
}
