import DocumentModel
import Layout

/// Reads a `style` object (`ASLayoutElementStyle`) into a `Style`.
enum StyleParser {
    static let keys = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "preferredSize",
                       "flexGrow", "flexShrink", "flexBasis", "alignSelf", "spacingBefore", "spacingAfter",
                       "ascender", "descender", "layoutPosition", "layoutDirection"]

    static func parse(_ value: DocumentValue) throws -> Style {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: keys, in: "a style")
        var style = Style()
        // Members apply in document order, so a later `width` overrides `preferredSize`.
        for key in object.keys {
            let member = object[key]!
            switch key {
            case "width": style.width = try dimension(member)
            case "height": style.height = try dimension(member)
            case "minWidth": style.minWidth = try dimension(member)
            case "maxWidth": style.maxWidth = try dimension(member)
            case "minHeight": style.minHeight = try dimension(member)
            case "maxHeight": style.maxHeight = try dimension(member)
            case "preferredSize":
                let items = try member.array(count: 2)
                style.width = try dimension(items[0])
                style.height = try dimension(items[1])
            case "flexGrow": style.flexGrow = try member.nonNegativeNumber()
            case "flexShrink": style.flexShrink = try member.nonNegativeNumber()
            case "flexBasis": style.flexBasis = try dimension(member)
            case "alignSelf": style.alignSelf = try member.oneOf(AlignSelf.self)
            case "spacingBefore": style.spacingBefore = try member.number()
            case "spacingAfter": style.spacingAfter = try member.number()
            case "ascender": style.ascender = try member.number()
            case "descender": style.descender = try member.number()
            case "layoutPosition":
                let items = try member.array(count: 2)
                style.layoutPosition = Point(x: try items[0].number(), y: try items[1].number())
            case "layoutDirection":
                // "inherit" (the default) takes the parent's direction.
                let name = try member.oneOf(["inherit"] + LayoutDirection.allCases.map(\.rawValue))
                style.layoutDirection = LayoutDirection(rawValue: name)
            default: break
            }
        }
        return style
    }

    /// A number (points), `"NN%"`, `"NNpt"`, `"auto"`, or null (auto).
    static func dimension(_ value: DocumentValue) throws -> Dimension {
        switch value.value {
        case .null: return .auto
        case .number(let points): return .points(points)
        case .string(let text):
            if text == "auto" { return .auto }
            if text.hasSuffix("%"), let number = Double(text.dropLast()), number.isFinite {
                return .fraction(number / 100)
            }
            if text.hasSuffix("pt"), let number = Double(text.dropLast(2)), number.isFinite {
                return .points(number)
            }
        default: break
        }
        throw value.error("expected a number, \"NN%\" or \"auto\", got \(value.value.summary)")
    }
}
