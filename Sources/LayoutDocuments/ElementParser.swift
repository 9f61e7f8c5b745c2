import DocumentModel
import Layout

/// Reads element objects into `DocumentElement`s, checking every key and collecting ids.
struct ElementParser {
    private(set) var ids: [String] = []
    private var idPaths: [String: DocumentPath] = [:]

    static let commonKeys = ["type", "id", "style"]
    static let drawingKeys = ["color", "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
                              "clipsToBounds", "alpha"]

    /// Each type's own keys, and which of them hold child elements.
    static func ownKeys(of kind: DocumentElement.Kind) -> [String] {
        switch kind {
        case .box: return []
        case .text: return ["text", "font", "maxLines", "truncation"]
        case .image: return ["url", "contentMode"]
        case .stack: return ["direction", "spacing", "justifyContent", "alignItems", "flexWrap", "alignContent",
                             "lineSpacing", "children"]
        case .inset: return ["insets", "child"]
        case .overlay: return ["child", "overlay"]
        case .background: return ["child", "background"]
        case .center: return ["centeringOptions", "sizingOptions", "child"]
        case .relative: return ["horizontalPosition", "verticalPosition", "sizingOption", "child"]
        case .ratio: return ["ratio", "child"]
        case .absolute: return ["sizing", "children"]
        case .wrapper: return ["child", "children"]
        case .corner: return ["child", "corner", "location", "offset", "wrapsCorner"]
        }
    }

    private static let childKeys: Set<String> = ["child", "children", "overlay", "background", "corner"]

    mutating func parseElement(_ value: DocumentValue) throws -> DocumentElement {
        let object = try value.object()
        let kind = try object.required("type").oneOf(DocumentElement.Kind.self)
        try object.rejectUnknownKeys(allowed: Self.commonKeys + Self.drawingKeys + Self.ownKeys(of: kind),
                                     in: "a \(kind.rawValue) element")
        let id = try object["id"].map { value in
            let id = try value.string()
            if let first = idPaths[id] { throw value.error("duplicate id \(JSONValue.quoted(id)) (first used at \(first))") }
            idPaths[id] = value.path
            return id
        }
        if let id { ids.append(id) }
        let style = try object["style"].map(StyleParser.parse) ?? Style()
        let drawing = try Self.parseDrawing(object)

        // Children are parsed in the order they are written, so ids stay in document order.
        var slots: [String: [DocumentElement]] = [:]
        for key in object.keys where Self.childKeys.contains(key) {
            let member = object[key]!
            if key == "children" {
                slots[key] = try member.array().map { try parseElement($0) }
            } else {
                slots[key] = [try parseElement(member)]
            }
        }
        func single(_ key: String) throws -> DocumentElement {
            guard let element = slots[key]?.first else { throw object.missing(key) }
            return element
        }

        let properties: ElementProperties
        var children: [DocumentElement] = []
        switch kind {
        case .box:
            properties = .box
        case .text:
            properties = .text(try Self.parseText(object))
        case .image:
            var image = ImageProperties()
            image.url = try object["url"]?.string()
            image.contentMode = try object["contentMode"]?.oneOf(ImageProperties.ContentMode.self) ?? .scaleAspectFill
            properties = .image(image)
        case .stack:
            properties = .stack(try Self.parseStack(object))
            children = slots["children"] ?? []
        case .inset:
            properties = .inset(try object["insets"].map(Self.parseInsets) ?? .physical(.zero))
            children = [try single("child")]
        case .overlay:
            properties = .overlay
            children = [try single("child"), try single("overlay")]
        case .background:
            properties = .background
            children = [try single("child"), try single("background")]
        case .center:
            properties = .center(centeringOptions: try object["centeringOptions"]?.oneOf(CenteringOptions.self) ?? .xy,
                                 sizingOptions: try object["sizingOptions"]?.oneOf(CenterSizingOptions.self) ?? .default)
            children = [try single("child")]
        case .relative:
            properties = .relative(
                horizontalPosition: try object["horizontalPosition"]?.oneOf(RelativePosition.self) ?? .none,
                verticalPosition: try object["verticalPosition"]?.oneOf(RelativePosition.self) ?? .none,
                sizingOption: try object["sizingOption"]?.oneOf(RelativeSizingOption.self) ?? .default)
            children = [try single("child")]
        case .ratio:
            properties = .ratio(try object.required("ratio").number())
            children = [try single("child")]
        case .absolute:
            properties = .absolute(sizing: try object["sizing"]?.oneOf(AbsoluteSizing.self) ?? .default)
            children = slots["children"] ?? []
        case .wrapper:
            properties = .wrapper
            if slots["child"] != nil, slots["children"] != nil {
                throw object["children"]!.error("give either \"child\" or \"children\", not both")
            }
            children = slots["child"] ?? slots["children"] ?? []
        case .corner:
            let offset = try object["offset"].map { value in
                let items = try value.array(count: 2)
                return Point(x: try items[0].number(), y: try items[1].number())
            } ?? .zero
            properties = .corner(location: try object["location"]?.oneOf(CornerLocation.self) ?? .topRight,
                                 offset: offset, wrapsCorner: try object["wrapsCorner"]?.bool() ?? false)
            children = [try single("child"), try single("corner")]
        }
        return DocumentElement(kind: kind, id: id, path: value.path, style: style, drawing: drawing,
                               properties: properties, children: children)
    }

    private static func parseStack(_ object: DocumentObject) throws -> StackProperties {
        var stack = StackProperties()
        if let value = object["direction"] { stack.direction = try value.oneOf(StackDirection.self) }
        if let value = object["spacing"] { stack.spacing = try value.number() }
        if let value = object["justifyContent"] { stack.justifyContent = try value.oneOf(StackJustify.self) }
        if let value = object["alignItems"] { stack.alignItems = try value.oneOf(StackAlignItems.self) }
        if let value = object["flexWrap"] { stack.flexWrap = try value.oneOf(StackWrap.self) }
        if let value = object["alignContent"] { stack.alignContent = try value.oneOf(StackAlignContent.self) }
        if let value = object["lineSpacing"] { stack.lineSpacing = try value.number() }
        return stack
    }

    /// `[top, left, bottom, right]` (physical), or `{"top", "leading", "bottom", "trailing"}`
    /// (directional, each key optional: 0); each a number or null (infinite).
    private static func parseInsets(_ value: DocumentValue) throws -> LayoutInsets {
        func inset(_ item: DocumentValue) throws -> Double { try item.isNull ? .infinity : item.number() }
        if case .object = value.value {
            let object = try value.object()
            try object.rejectUnknownKeys(allowed: ["top", "leading", "bottom", "trailing"], in: "directional insets")
            return .directional(DirectionalEdgeInsets(
                top: try object["top"].map(inset) ?? 0, leading: try object["leading"].map(inset) ?? 0,
                bottom: try object["bottom"].map(inset) ?? 0, trailing: try object["trailing"].map(inset) ?? 0))
        }
        guard case .array = value.value else {
            throw value.error(#"expected [top, left, bottom, right] or {"top", "leading", "bottom", "trailing"}, got "#
                              + value.value.summary)
        }
        let items = try value.array(count: 4).map(inset)
        return .physical(EdgeInsets(top: items[0], left: items[1], bottom: items[2], right: items[3]))
    }

    private static let weightNames: [String: Double] = [
        "thin": 100, "ultraLight": 200, "extraLight": 200, "light": 300, "regular": 400, "normal": 400,
        "medium": 500, "semibold": 600, "bold": 700, "heavy": 800, "extraBold": 800, "black": 900,
    ]

    private static func parseText(_ object: DocumentObject) throws -> TextProperties {
        var text = TextProperties()
        if let value = object["text"] { text.text = try value.string() }
        if let value = object["maxLines"] {
            text.maxLines = try value.integer()
            if text.maxLines < 0 { throw value.error("expected a whole number ≥ 0, got \(value.value.summary)") }
        }
        if let value = object["truncation"] { text.truncation = try value.oneOf(TextProperties.Truncation.self) }
        if let value = object["font"] {
            let font = try value.object()
            try font.rejectUnknownKeys(allowed: ["family", "size", "weight"], in: "a font")
            text.font.family = try font["family"]?.string()
            if let size = font["size"] {
                let points = try size.number()
                guard points > 0 else { throw size.error("expected a font size > 0, got \(size.value.summary)") }
                text.font.size = points
            }
            if let weight = font["weight"] {
                if case .string(let name) = weight.value {
                    guard let number = weightNames[name] else {
                        throw weight.error("expected a weight 1...1000 or one of \(weightNames.keys.sorted().map(JSONValue.quoted).joined(separator: ", ")), got \(weight.value.summary)")
                    }
                    text.font.weight = number
                } else {
                    let number = try weight.number()
                    guard number >= 1, number <= 1000 else {
                        throw weight.error("expected a weight 1...1000, got \(weight.value.summary)")
                    }
                    text.font.weight = number
                }
            }
        }
        return text
    }

    private static func parseDrawing(_ object: DocumentObject) throws -> DrawingProperties {
        var drawing = DrawingProperties()
        func color(_ key: String) throws -> DocumentColor? {
            guard let value = object[key] else { return nil }
            let text = try value.string()
            guard let color = DocumentColor(hex: text) else {
                throw value.error("expected a colour #rgb, #rgba, #rrggbb or #rrggbbaa, got \(value.value.summary)")
            }
            return color
        }
        drawing.color = try color("color")
        drawing.backgroundColor = try color("backgroundColor")
        drawing.borderColor = try color("borderColor")
        if let value = object["cornerRadius"] { drawing.cornerRadius = try value.nonNegativeNumber() }
        if let value = object["borderWidth"] { drawing.borderWidth = try value.nonNegativeNumber() }
        if let value = object["clipsToBounds"] { drawing.clipsToBounds = try value.bool() }
        if let value = object["alpha"] {
            let alpha = try value.number()
            guard (0...1).contains(alpha) else { throw value.error("expected a number in 0...1, got \(value.value.summary)") }
            drawing.alpha = alpha
        }
        return drawing
    }
}

extension DocumentObject {
    fileprivate func missing(_ key: String) -> DocumentError {
        DocumentError(path: path, "missing key \(JSONValue.quoted(key))")
    }
}
