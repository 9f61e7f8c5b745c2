import DocumentModel
import FeedrenderSupport

/// A colour as a document writes it: CSS hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), or a
/// name resolved against the theme when the element is drawn, so one template follows light
/// and dark appearance: a semantic name (`label`, `secondaryLabel`, `background`, …, see
/// `semanticNames`) or one of the document's own `colors`.
package struct DocumentColor: Hashable, Sendable, CustomStringConvertible {
    /// Components in 0...1, alpha straight (not premultiplied); zero for a named colour.
    package var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0
    /// The text as written, e.g. `#ff8800` or `secondaryLabel`.
    package var text: String
    /// The colour's name, nil for a hex colour.
    package var name: String?

    /// A hex colour, nil when `hex` is not one.
    package init?(hex: String) {
        guard let channels = HexColor.parse(hex) else { return nil }
        red = Double(channels.red) / 255
        green = Double(channels.green) / 255
        blue = Double(channels.blue) / 255
        alpha = Double(channels.alpha) / 255
        text = hex
    }

    /// A named colour (checked against the names a document may use by `parse`).
    package init(name: String) {
        text = name
        self.name = name
    }

    package var description: String { text }

    /// The semantic colours every document may name, after UIKit's: each has a light and a
    /// dark value in the theme (`Theme.color(named:)` in Appearance gives them).
    package static let semanticNames = [
        "label", "secondaryLabel", "tertiaryLabel", "background", "cellBackground", "groupedBackground", "separator",
        "tint", "link", "badge", "badgeText", "placeholder", "navigationBar", "navigationBarText",
    ]

    /// Reads a colour string: hex, or a name among `names`; the error lists what is allowed.
    package static func parse(_ value: DocumentValue, names: Set<String>) throws -> DocumentColor {
        let text = try value.string()
        if let color = DocumentColor(hex: text) { return color }
        if names.contains(text) { return DocumentColor(name: text) }
        guard !names.isEmpty else {
            throw value.error("expected a colour #rgb, #rgba, #rrggbb or #rrggbbaa, got \(value.value.summary)")
        }
        let own = names.subtracting(semanticNames).sorted()
        let listed = (semanticNames + own).joined(separator: ", ")
        throw value.error("expected a colour #rgb, #rgba, #rrggbb, #rrggbbaa or a name (\(listed)), "
                          + "got \(value.value.summary)")
    }
}

/// A document's own colours (`colors: {brand: "#ff3b30", ink: {light: "#111", dark: "#eee"}}`):
/// each name with its light and dark value.
package struct DocumentColors: Hashable, Sendable {
    /// A colour's value in each appearance.
    package struct Variants: Hashable, Sendable {
        /// Drawn in the light theme.
        package var light: DocumentColor
        /// Drawn in the dark theme.
        package var dark: DocumentColor
    }

    /// The colours by name.
    package var colors: [String: Variants] = [:]

    /// No colours of the document's own.
    package init() {}

    /// Every name an element of this document may use: the semantic ones and its own.
    package var names: Set<String> { Set(DocumentColor.semanticNames).union(colors.keys) }

    /// Reads a `colors` object: a hex string (both appearances) or `{light, dark}` per name;
    /// a name may not shadow a semantic one.
    package static func read(_ value: DocumentValue) throws -> DocumentColors {
        let object = try value.object()
        var result = DocumentColors()
        for key in object.keys {
            let member = object[key]!
            guard key.first?.isLetter == true, key.allSatisfy({ $0.isLetter || $0.isNumber }), key.count <= 64 else {
                throw member.error("a colour name is letters and digits, starting with a letter")
            }
            guard !DocumentColor.semanticNames.contains(key) else {
                throw member.error("\(JSONValue.quoted(key)) is a semantic colour; give your own colour another name")
            }
            let hexOnly: Set<String> = []
            if case .object = member.value {
                let variants = try member.object()
                try variants.rejectUnknownKeys(allowed: ["light", "dark"], in: "a colour")
                result.colors[key] = Variants(light: try DocumentColor.parse(variants.required("light"), names: hexOnly),
                                              dark: try DocumentColor.parse(variants.required("dark"), names: hexOnly))
            } else {
                let color = try DocumentColor.parse(member, names: hexOnly)
                result.colors[key] = Variants(light: color, dark: color)
            }
        }
        return result
    }
}
