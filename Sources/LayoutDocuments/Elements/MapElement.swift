import DocumentModel

/// `map` (Texture's `ASMapNode` in lite mode): a static map around `latitude`, `longitude`
/// at `zoom`, from `urlTemplate` (placeholders `{lat}` `{lon}` `{zoom}` `{width}` `{height}`
/// `{scale}` `{pixelWidth}` `{pixelHeight}`) or a fixed `url`, with a pin (`pin`, on by
/// default) and an `attribution` label. A leaf: the `LeafFactory` makes it.
package struct MapElement: LeafElementType, Hashable {
    package var latitude: Double = 0
    package var longitude: Double = 0
    package var zoom = 15
    package var urlTemplate: String?
    package var url: String?
    package var showsPin = true
    package var attribution: String?

    package init() {}

    package static let name = "map"
    package static let keys: [ElementKey] = [
        .value("latitude"), .value("longitude"), .value("zoom"), .value("urlTemplate"), .value("url"), .value("pin"),
        .value("attribution"),
    ]

    package init(reading object: DocumentObject) throws {
        latitude = try object.required("latitude").number(in: -90...90)
        longitude = try object.required("longitude").number(in: -180...180)
        if let value = object["zoom"] { zoom = try value.integer(in: 0...22) }
        urlTemplate = try object["urlTemplate"]?.string()
        url = try object["url"]?.string()
        if let value = object["pin"] { showsPin = try value.bool() }
        attribution = try object["attribution"]?.string()
    }
}

extension DocumentElement.Kind {
    /// A `map` element (`MapElement`).
    package static let map = Self(MapElement.self)
}
