import FeedrenderSupport
import Foundation
import ImageLoading
import Layout
import Raster
import Text

/// A static map (Texture's `ASMapNode` in lite mode, a map snapshot): an image of the map
/// around `coordinate`, from `imageURLTemplate` filled in for the node's size or from a
/// fixed `imageURL` (a file), with a pin at the centre and an attribution label at the
/// bottom right. A map that cannot be loaded (offline, missing) draws `placeholderColor`
/// with the pin and label and a warning; it never fails the render, strict or not.
open class MapNode: DisplayNode {
    /// A point on the earth, in degrees.
    public struct Coordinate: Hashable, Sendable {
        /// Degrees north (−90...90).
        public var latitude: Double
        /// Degrees east (−180...180).
        public var longitude: Double

        /// The coordinate at `latitude`, `longitude` degrees.
        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// The centre of the map, where the pin points.
    public var coordinate = Coordinate(latitude: 0, longitude: 0) { didSet { invalidateCalculatedLayout() } }
    /// The zoom level of the map (0 shows the world; 15 a neighbourhood).
    public var zoom = 15 { didSet { invalidateCalculatedLayout() } }
    /// A static map URL with placeholders filled in when the node is laid out: `{lat}`,
    /// `{lon}`, `{zoom}`, `{width}` and `{height}` (points), `{scale}`, `{pixelWidth}` and
    /// `{pixelHeight}`. Used when `imageURL` is nil.
    public var imageURLTemplate: String? { didSet { invalidateCalculatedLayout() } }
    /// A fixed map image (a file, or any image URL), over the template.
    public var imageURL: URL? { didSet { invalidateCalculatedLayout() } }
    /// Shows the pin at the centre.
    public var showsPin = true
    /// The pin's colour.
    public var pinColor = Color(red8: 0xEA, green8: 0x43, blue8: 0x35)
    /// The map data's credit (e.g. "© OpenStreetMap contributors"); nil or empty shows none.
    public var attribution: String? { didSet { updateAttribution() } }
    /// Drawn where the map image is missing.
    public var placeholderColor: Color {
        get { mapImageNode.placeholderColor ?? .lightGray }
        set { mapImageNode.placeholderColor = newValue }
    }

    /// The map image as a network image node: its `url` and `loadState` say what was loaded.
    public let mapImageNode: NetworkImageNode = MapImageNode()
    /// The pin, its point at the centre of the map.
    public let pinNode: DisplayNode = MapPinNode()
    /// The attribution label.
    public let attributionNode = TextNode()

    /// The pin's size: its point is at the middle of its bottom edge.
    static let pinSize = Size(width: 24, height: 36)

    /// A map: one element, an image, labelled "Map".
    open override var defaultAccessibility: AccessibilityProperties {
        AccessibilityProperties(isElement: true, label: "Map", traits: .image)
    }

    public override init() {
        super.init()
        clipsToBounds = true
        mapImageNode.contentMode = .scaleAspectFill
        mapImageNode.placeholderColor = Color(red8: 0xE5, green8: 0xE3, blue8: 0xDF)
        attributionNode.textContainerInset = EdgeInsets(top: 1, left: 4, bottom: 1, right: 4)
        attributionNode.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.7)
        attributionNode.isHidden = true
        addSubnode(mapImageNode)
        addSubnode(pinNode)
        addSubnode(attributionNode)
    }

    /// A map around `coordinate` at `zoom`, from `imageURLTemplate`.
    public convenience init(coordinate: Coordinate, zoom: Int = 15, imageURLTemplate: String?, attribution: String? = nil) {
        self.init()
        self.coordinate = coordinate
        self.zoom = zoom
        self.imageURLTemplate = imageURLTemplate
        self.attribution = attribution
        updateAttribution()
    }

    /// `template` with its placeholders filled in for a map of `size` points at `scale`; nil
    /// when the result is not a URL.
    public static func imageURL(template: String, coordinate: Coordinate, zoom: Int, size: Size, scale: Double) -> URL? {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
        let values: [(String, String)] = [
            ("{lat}", number(coordinate.latitude)), ("{lon}", number(coordinate.longitude)), ("{zoom}", String(zoom)),
            ("{width}", number(size.width)), ("{height}", number(size.height)), ("{scale}", number(scale)),
            ("{pixelWidth}", String(PixelRounding.extent(size.width, scale: scale))),
            ("{pixelHeight}", String(PixelRounding.extent(size.height, scale: scale))),
        ]
        var text = template
        for (placeholder, value) in values { text = text.replacingOccurrences(of: placeholder, with: value) }
        return URL(string: text)
    }

    private func updateAttribution() {
        if let attribution, !attribution.isEmpty {
            attributionNode.attributedText = AttributedText(attribution, font: Font(size: 10),
                                                            color: Color(red8: 0x3C, green8: 0x3C, blue8: 0x43))
        } else {
            attributionNode.attributedText = nil
        }
        attributionNode.isHidden = attributionNode.attributedText == nil
        invalidateCalculatedLayout()
    }

    /// The map fills the node and its URL is filled in for the node's size; the pin's point
    /// is at the centre; the label sits at the bottom right.
    open override func layout() {
        super.layout()
        mapImageNode.frame = bounds
        let scale = inheritedContext?.scale ?? 1
        mapImageNode.url = imageURL ?? imageURLTemplate.flatMap {
            Self.imageURL(template: $0, coordinate: coordinate, zoom: zoom, size: bounds.size, scale: scale)
        }
        let pin = Self.pinSize
        pinNode.frame = Rect(x: (bounds.width / 2 - pin.width / 2).rounded(.down), y: (bounds.height / 2 - pin.height).rounded(.down),
                             width: pin.width, height: pin.height)
        pinNode.isHidden = !showsPin
        (pinNode as? MapPinNode)?.color = pinColor
        if attributionNode.attributedText != nil {
            let size = attributionNode.layoutThatFits(SizeRange(min: .zero, max: bounds.size)).size
            attributionNode.frame = Rect(x: bounds.width - size.width, y: bounds.height - size.height,
                                         width: size.width, height: size.height)
        }
    }
}

/// The map image of a `MapNode`: a failure is a warning, never a strict failure.
final class MapImageNode: NetworkImageNode {
    override var mediaKind: String { "map" }
    override var failureIsOnlyAWarning: Bool { true }
}

/// A map pin: a disc with a white dot, narrowing to a point at the middle of its bottom edge.
final class MapPinNode: DisplayNode {
    var color = Color.red

    override func displayContent() -> DisplayContent? {
        let color = color
        return .custom { canvas, size in
            let radius = size.width / 2
            let centre = CanvasPoint(x: size.width / 2, y: radius)
            var pin = CanvasPath()
            pin.move(to: CanvasPoint(x: centre.x, y: size.height))
            pin.addLine(to: CanvasPoint(x: centre.x - radius * 0.8, y: centre.y + radius * 0.6))
            pin.addArc(center: centre, radius: radius, startAngle: .pi * 0.8, endAngle: .pi * 0.2, clockwise: true)
            pin.close()
            canvas.fill(pin, color: color)
            canvas.fill(.ellipse(in: CanvasRect(x: centre.x - radius * 0.35, y: centre.y - radius * 0.35,
                                                width: radius * 0.7, height: radius * 0.7)), color: .white)
        }
    }
}
