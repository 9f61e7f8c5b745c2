import DocumentModel
import Foundation
import Layout
import LayoutDocuments
import Nodes
import Raster
import Text

/// The nodes of the `editableText`, `multiplexImage`, `video`, `map` and `scroll` elements.
extension NodeLeafFactory {
    /// A field showing the element's text in its `color`, or its placeholder in UIKit's
    /// placeholder grey (or `placeholderColor`), in its field style.
    func makeEditableTextNode(_ properties: EditableTextElement, drawing: DrawingProperties) -> EditableTextNode {
        let font = Self.font(properties.font, over: Font())
        let placeholderFont = properties.placeholderFont.map { Self.font($0, over: font) } ?? font
        let node = EditableTextNode()
        node.fieldStyle = Self.fieldStyle(properties.fieldStyle)
        node.attributedText = AttributedText(properties.text, font: font, color: drawing.color.map(palette.color) ?? .black)
        let placeholderGrey = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
        node.attributedPlaceholderText = AttributedText(properties.placeholder, font: placeholderFont,
                                                        color: properties.placeholderColor.map(palette.color) ?? placeholderGrey)
        node.isMultiline = properties.isMultiline
        node.maximumLinesToDisplay = properties.maxLines
        node.showsCaret = properties.showsCaret
        if let caret = properties.caretColor { node.caretColor = palette.color(caret) }
        return node
    }

    static func fieldStyle(_ style: EditableTextElement.FieldStyle) -> TextFieldStyle {
        switch style {
        case .plain: .plain
        case .iOS: .iOS
        case .material: .material
        }
    }

    /// Checks the URLs an `image`, `multiplexImage`, `video` or `map` leaf fetches, as making
    /// its node does, without making it: an error at the URL's key path.
    static func checkPictureURLs(of element: DocumentElement) throws {
        switch element.attributes {
        case let image as ImageElement: _ = try image.url.map { try imageURL($0, at: element.path.appending("url")) }
        case let multiplex as MultiplexImageElement: _ = try sourceURLs(of: multiplex)
        case let video as VideoElement: _ = try videoURLs(of: video, at: element.path)
        case let map as MapElement: _ = try mapURLs(of: map, at: element.path)
        default: break
        }
    }

    /// A multiplex image's source URLs, in order.
    static func sourceURLs(of properties: MultiplexImageElement) throws -> [URL] {
        try properties.sources.map { try imageURL($0.url, at: $0.urlPath) }
    }

    /// A video's asset and poster URLs.
    static func videoURLs(of properties: VideoElement, at path: DocumentPath) throws -> (asset: URL?, poster: URL?) {
        (try properties.url.map { try imageURL($0, at: path.appending("url")) },
         try properties.poster.map { try imageURL($0, at: path.appending("poster")) })
    }

    /// A map's image URL, and its URL template once filled with sample values has been
    /// found to be a URL the loader can fetch.
    static func mapURLs(of properties: MapElement, at path: DocumentPath) throws -> (image: URL?, template: String?) {
        let image = try properties.url.map { try imageURL($0, at: path.appending("url")) }
        guard let template = properties.urlTemplate else { return (image, nil) }
        let sample = MapNode.imageURL(template: template, coordinate: MapNode.Coordinate(latitude: properties.latitude,
                                                                                         longitude: properties.longitude),
                                      zoom: properties.zoom, size: Size(width: 1, height: 1), scale: 1)
        _ = try imageURL(sample?.absoluteString ?? template, at: path.appending("urlTemplate"))
        return (image, template)
    }

    func makeMultiplexImageNode(_ properties: MultiplexImageElement, element: DocumentElement) throws -> MultiplexImageNode {
        let sources = zip(properties.sources, try Self.sourceURLs(of: properties)).map { source, url in
            MultiplexImageNode.Source(url: url, pixelSize: PixelSize(width: source.width, height: source.height))
        }
        let node = MultiplexImageNode(sources: sources,
                                      contentMode: ContentMode(rawValue: properties.contentMode.rawValue) ?? .scaleAspectFill)
        node.placeholderColor = element.drawing.color.map(palette.color)
        return node
    }

    func makeVideoNode(_ properties: VideoElement, element: DocumentElement) throws -> VideoNode {
        let node = VideoNode()
        (node.assetURL, node.posterURL) = try Self.videoURLs(of: properties, at: element.path)
        node.duration = properties.duration
        node.showsPlayButton = properties.showsPlayButton
        node.gravity = ContentMode(rawValue: properties.contentMode.rawValue) ?? .scaleAspectFit
        if let color = element.drawing.color { node.placeholderColor = palette.color(color) }
        return node
    }

    func makeMapNode(_ properties: MapElement, element: DocumentElement) throws -> MapNode {
        let node = MapNode()
        node.coordinate = MapNode.Coordinate(latitude: properties.latitude, longitude: properties.longitude)
        node.zoom = properties.zoom
        let urls = try Self.mapURLs(of: properties, at: element.path)
        node.imageURL = urls.image
        if let template = urls.template { node.imageURLTemplate = template }
        node.showsPin = properties.showsPin
        node.attribution = properties.attribution
        if let color = element.drawing.color { node.placeholderColor = palette.color(color) }
        return node
    }

    /// A scroll node showing the spec's child (in a node of its own) at the spec's offset,
    /// with the element's id, style and drawing keys.
    func makeScrollNode(_ spec: ScrollLayoutSpec, element: DocumentElement) -> ScrollNode {
        let content = DisplayNode()
        content.automaticallyManagesSubnodes = true
        let child = spec.child
        content.layoutSpecBlock = { _, _ in child }
        let offset = spec.axis == .vertical ? Point(x: 0, y: spec.offset) : Point(x: spec.offset, y: 0)
        let node = ScrollNode(content: content, direction: spec.axis == .vertical ? .vertical : .horizontal, offset: offset)
        node.identifier = element.id
        node.style = element.style
        node.backgroundColor = (element.drawing.backgroundColor ?? element.drawing.color).map(palette.color)
        apply(element.drawing, to: node, isBox: true)
        return node
    }
}
