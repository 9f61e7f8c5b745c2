import LayoutDocuments
import Raster

/// The colours a document's named colours draw as: the theme's semantic colours (light or
/// dark) and the document's own `colors` in that appearance. Hex colours draw as written.
package struct ColorPalette: Sendable {
    /// The theme's value of each semantic name (`DocumentColor.semanticNames`).
    package var semantic: [String: Color]
    /// Picks each of the document's own colours' dark value.
    package var isDark: Bool
    /// The document's own colours.
    package var documentColors: DocumentColors

    /// A palette; with no semantic colours, a semantic name draws black (layout tests, which
    /// check frames, not colours).
    package init(semantic: [String: Color] = [:], isDark: Bool = false, documentColors: DocumentColors = DocumentColors()) {
        self.semantic = semantic
        self.isDark = isDark
        self.documentColors = documentColors
    }

    /// What `color` draws as.
    package func color(_ color: DocumentColor) -> Color {
        guard let name = color.name else {
            return Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        if let own = documentColors.colors[name] { return self.color(isDark ? own.dark : own.light) }
        return semantic[name] ?? .black
    }
}
