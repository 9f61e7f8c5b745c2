import Appearance
import Foundation
import Layout
import Nodes
import Raster

/// What a card shows: a picture, its title and a description.
package struct Card: Hashable, Sendable {
    package var id: String
    package var title: String
    package var description: String
    package var image: URL?

    package init(id: String, title: String, description: String, image: URL?) {
        self.id = id
        self.title = title
        self.description = description
        self.image = image
    }
}

/// The card of Texture's custom-node tutorial, laid out by hand instead of with a spec:
/// `calculateSizeThatFits(_:)` measures, `layout()` places. A 4:3 picture fills the width;
/// the title sits over its bottom edge on a dark band; the description follows below.
package final class CardNode: CellNode {
    package static let padding = 14.0
    /// Picture height / width.
    package static let imageRatio = 0.75

    private let image: NetworkImageNode
    private let scrim = DisplayNode()
    private let title: TextNode
    private let body: TextNode

    package init(card: Card, theme: Theme) {
        image = makeImageNode(card.image, size: nil, placeholder: theme.placeholder, identifier: "image")
        scrim.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.45)
        scrim.identifier = "scrim"
        title = makeTextNode(card.title, size: 22, weight: .bold, color: .white, maxLines: 2, identifier: "title")
        body = makeTextNode(card.description, size: 14, color: theme.secondaryText, lineHeight: 20, identifier: "description")
        super.init()
        backgroundColor = theme.cellBackground
        // Manual layout: subnodes are added by hand, in drawing order.
        for node in [image, scrim, title, body] as [DisplayNode] { addSubnode(node) }
    }

    private func textRange(width: Double) -> SizeRange {
        SizeRange(min: .zero, max: Size(width: Swift.max(0, width - 2 * Self.padding), height: .infinity))
    }

    private func imageHeight(width: Double) -> Double { (width * Self.imageRatio).rounded() }

    package override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        let width = constrainedSize.width
        let description = body.layoutThatFits(textRange(width: width)).size
        return Size(width: width, height: imageHeight(width: width) + Self.padding + description.height + Self.padding)
    }

    package override func layout() {
        super.layout()
        let width = bounds.width
        let pictureHeight = imageHeight(width: width)
        image.frame = Rect(x: 0, y: 0, width: width, height: pictureHeight)

        // The texts start at the leading edge: the right one in a right-to-left layout.
        let rightToLeft = effectiveLayoutDirection == .rightToLeft
        func leadingX(_ textWidth: Double) -> Double { rightToLeft ? width - Self.padding - textWidth : Self.padding }

        let titleSize = title.layoutThatFits(textRange(width: width)).size
        let bandHeight = titleSize.height + 2 * Self.padding
        scrim.frame = Rect(x: 0, y: pictureHeight - bandHeight, width: width, height: bandHeight)
        title.frame = Rect(x: leadingX(titleSize.width), y: pictureHeight - Self.padding - titleSize.height,
                           width: titleSize.width, height: titleSize.height)

        let bodySize = body.layoutThatFits(textRange(width: width)).size
        body.frame = Rect(x: leadingX(bodySize.width), y: pictureHeight + Self.padding,
                          width: bodySize.width, height: bodySize.height)
    }
}
