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
            case "flexGrow": style.flexGrow = try flexFactor(member)
            case "flexShrink": style.flexShrink = try flexFactor(member)
            case "flexBasis": style.flexBasis = try dimension(member)
            case "alignSelf": style.alignSelf = try member.oneOf(AlignSelf.self)
            case "spacingBefore": style.spacingBefore = try member.number(in: DocumentLimits.signedLayoutPoints)
            case "spacingAfter": style.spacingAfter = try member.number(in: DocumentLimits.signedLayoutPoints)
            case "ascender": style.ascender = try member.number(in: DocumentLimits.signedLayoutPoints)
            case "descender": style.descender = try member.number(in: DocumentLimits.signedLayoutPoints)
            case "layoutPosition":
                let items = try member.array(count: 2)
                style.layoutPosition = Point(x: try items[0].number(in: DocumentLimits.signedLayoutPoints),
                                              y: try items[1].number(in: DocumentLimits.signedLayoutPoints))
            case "layoutDirection":
                // "inherit" (the default) takes the parent's direction.
                let name = try member.oneOf(["inherit"] + LayoutDirection.allCases.map(\.rawValue))
                style.layoutDirection = LayoutDirection(rawValue: name)
            default: break
            }
        }
        return style
    }

    /// The largest `flexGrow` or `flexShrink`: the factors of a line are summed, and a
    /// sum that overflows to infinity would make every child's share NaN.
    static let maximumFlexFactor = 1_000_000.0

    /// A `flexGrow` or `flexShrink` factor, 0...`maximumFlexFactor`.
    static func flexFactor(_ value: DocumentValue) throws -> Double {
        let number = try value.nonNegativeNumber()
        guard number <= maximumFlexFactor else {
            throw value.error("expected a number from 0 to \(DecimalFormatter.string(for: maximumFlexFactor)), got \(value.value.summary)")
        }
        return number
    }

    /// The largest `"NN%"` dimension (ten times the parent's size).
    static let maximumPercent = 1_000.0

    /// A number (points, 0 to `DocumentLimits.layoutPoints`), `"NN%"` (0 to
    /// `maximumPercent`), `"NNpt"`, `"auto"`, or null (auto).
    static func dimension(_ value: DocumentValue) throws -> Dimension {
        func checked(_ number: Double, in range: ClosedRange<Double>, unit: String) throws -> Double {
            guard number == 0 || (number.isNormal && range.contains(number)) else {
                throw value.error("expected \(DecimalFormatter.string(for: range.lowerBound))\(unit) to "
                                  + "\(DecimalFormatter.string(for: range.upperBound))\(unit), got \(value.value.summary)")
            }
            return number
        }
        switch value.value {
        case .null: return .auto
        case .number: return .points(try value.number(in: 0...DocumentLimits.layoutPoints))
        case .string(let text):
            if text == "auto" { return .auto }
            if text.hasSuffix("%"), let number = Double(text.dropLast()) {
                return .fraction(try checked(number, in: 0...maximumPercent, unit: "%") / 100)
            }
            if text.hasSuffix("pt"), let number = Double(text.dropLast(2)) {
                return .points(try checked(number, in: 0...DocumentLimits.layoutPoints, unit: "pt"))
            }
        default: break
        }
        throw value.error("expected a number, \"NN%\" or \"auto\", got \(value.value.summary)")
    }
}
