import Appearance
import LayoutDocumentDrawing
import LayoutDocuments

extension ColorPalette {
    /// Named colours drawn in `theme`: its semantic colours, and each of the document's own
    /// in the theme's appearance (dark for the dark theme).
    package init(theme: Theme, documentColors: DocumentColors = DocumentColors()) {
        self.init(semantic: theme.semanticColors, isDark: theme.name == Theme.dark.name, documentColors: documentColors)
    }
}
