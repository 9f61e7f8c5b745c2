import DocumentModel

/// `image` (Texture's `ASImageNode` / `ASNetworkImageNode`): its own keys (its
/// `cornerRadius` is in `DrawingProperties`). A leaf: the `LeafFactory` makes it.
package struct ImageElement: LeafElementType, Hashable {
    /// How the image fills the element's frame.
    package enum ContentMode: String, Hashable, Sendable, CaseIterable {
        case scaleAspectFill, scaleAspectFit, scaleToFill, center
    }

    package var url: String?
    package var contentMode: ContentMode = .scaleAspectFill

    package init() {}

    package static let name = "image"
    package static let keys: [ElementKey] = [.value("url"), .value("contentMode")]

    package init(reading object: DocumentObject) throws {
        url = try object["url"]?.string()
        contentMode = try object["contentMode"]?.oneOf(ContentMode.self) ?? .scaleAspectFill
    }

    package var properties: ElementProperties? { .image(self) }
}

extension DocumentElement.Kind {
    /// An `image` element (`ImageElement`).
    package static let image = Self(ImageElement.self)
}
