import DocumentModel

/// `multiplexImage` (Texture's `ASMultiplexImageNode`): one image at several sizes,
/// `sources` of `{url, width, height}` (the pixel size each URL serves); the renderer draws
/// the best that loads for the element's frame. A leaf: the `LeafFactory` makes it.
package struct MultiplexImageElement: LeafElementType, Hashable {
    /// One size of the image.
    package struct Source: Hashable, Sendable {
        package var url: String
        package var width: Int
        package var height: Int
        /// Where `url` is written, for the factory's error on a URL it cannot use.
        package var urlPath: DocumentPath

        package static func == (lhs: Source, rhs: Source) -> Bool {
            lhs.url == rhs.url && lhs.width == rhs.width && lhs.height == rhs.height
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(url)
            hasher.combine(width)
            hasher.combine(height)
        }
    }

    package var sources: [Source] = []
    package var contentMode: ImageElement.ContentMode = .scaleAspectFill

    package init() {}

    package static let name = "multiplexImage"
    package static let keys: [ElementKey] = [.value("sources"), .value("contentMode")]

    package init(reading object: DocumentObject) throws {
        let list = try object.required("sources").array()
        guard list.count <= 32 else { throw object["sources"]!.error("expected at most 32 sources, got \(list.count)") }
        sources = try list.map { value in
            let source = try value.object()
            try source.rejectUnknownKeys(allowed: ["url", "width", "height"], in: "a multiplex image source")
            let url = try source.required("url")
            func pixels(_ key: String) throws -> Int { try source.required(key).integer(in: 1...1_000_000) }
            return Source(url: try url.string(), width: try pixels("width"), height: try pixels("height"), urlPath: url.path)
        }
        contentMode = try object["contentMode"]?.oneOf(ImageElement.ContentMode.self) ?? .scaleAspectFill
    }
}

extension DocumentElement.Kind {
    /// A `multiplexImage` element (`MultiplexImageElement`).
    package static let multiplexImage = Self(MultiplexImageElement.self)
}
