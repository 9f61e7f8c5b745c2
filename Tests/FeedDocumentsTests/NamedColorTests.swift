@testable import FeedDocuments
import Appearance
import DocumentModel
import Foundation
import LayoutDocuments
import Nodes
import Raster
import XCTest

/// Templates name colours (`label`, `secondaryLabel`, the document's own `colors`) and draw
/// them in the theme's appearance, as the built-in cells do.
final class NamedColorTests: XCTestCase {
    private let document = """
        colors:
          brand: "#ff3b30"
          ink: {light: "#102030", dark: "#e0f0ff"}
        templates:
          swatches:
            type: stack
            children:
              - {type: box, id: label, color: label, style: {width: 10, height: 10}}
              - {type: box, id: grouped, color: groupedBackground, style: {width: 10, height: 10}}
              - {type: box, id: brand, color: brand, style: {width: 10, height: 10}}
              - {type: box, id: ink, color: ink, style: {width: 10, height: 10}}
        sections:
          - kind: swatches
            items: [{}]
        """

    /// The colour at the middle of each 10-point swatch of the template's cell in `theme`.
    private func swatches(in theme: Theme) async throws -> [Color] {
        let (_, source) = try FeedDocument.parse(document, format: .yaml, documentURL: URL(fileURLWithPath: "/f/c.yaml"),
                                                 fileName: "c.yaml", theme: theme)
        let node = source.rows()[0].makeCell()
        let bitmap = try await NodeRenderer.render(node, width: 40, height: 10, scale: 1, imageLoader: nil).bitmap
        return (0..<4).map { bitmap.pixel(x: $0 * 10 + 5, y: 5) }
    }

    func testSemanticAndDocumentColoursFollowTheTheme() async throws {
        let light = try await swatches(in: .light), dark = try await swatches(in: .dark)
        XCTAssertEqual(light.map(\.hexRGB), ["#111111", "#f2f2f7", "#ff3b30", "#102030"])
        XCTAssertEqual(dark.map(\.hexRGB), ["#f2f2f7", "#000000", "#ff3b30", "#e0f0ff"])
    }

    func testEverySemanticNameHasAColourInEveryTheme() {
        for theme in Theme.all {
            XCTAssertEqual(Set(theme.semanticColors.keys), Set(DocumentColor.semanticNames), theme.name)
        }
    }

    func testUnknownNamesAndBadColoursNameTheirPath() {
        func error(_ text: String) -> String {
            do {
                _ = try FeedDocument.parse(text, format: .yaml, documentURL: URL(fileURLWithPath: "/f/c.yaml"),
                                           fileName: "c.yaml")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        let unknown = error(document.replacingOccurrences(of: "color: brand", with: "color: brandd"))
        XCTAssertTrue(unknown.hasPrefix("c.yaml: sections[0].items[0]: template \"swatches\": templates.swatches.children[2].color: "
                                        + "expected a colour #rgb, #rgba, #rrggbb, #rrggbbaa or a name (label, secondaryLabel,"),
                      unknown)
        XCTAssertTrue(unknown.hasSuffix("navigationBarText, brand, ink), got \"brandd\""), unknown)
        XCTAssertEqual(error(document.replacingOccurrences(of: "brand: \"#ff3b30\"", with: "label: \"#ff3b30\"")),
                       "c.yaml: colors.label: \"label\" is a semantic colour; give your own colour another name")
        XCTAssertEqual(error(document.replacingOccurrences(of: "dark: \"#e0f0ff\"", with: "dark: label")),
                       "c.yaml: colors.ink.dark: expected a colour #rgb, #rgba, #rrggbb or #rrggbbaa, got \"label\"")
    }
}

private extension Color {
    /// `#rrggbb`, for readable comparisons.
    var hexRGB: String {
        let rgba = rgba8
        return String(format: "#%02x%02x%02x", rgba.red, rgba.green, rgba.blue)
    }
}
