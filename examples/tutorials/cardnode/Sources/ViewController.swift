import Feedrender
import Foundation

/// The tutorial's one screen: black, with the card centred on it. Its `layout()` is
/// `viewWillLayoutSubviews` (measure the card in the view's bounds, then centre it), so
/// the card is sized by the view, not the device.
public final class ViewController: DisplayNode {
    public let cardNode: CardNode

    public init(card: Card) {
        cardNode = CardNode(card: card)
        super.init()
        identifier = "view"
        backgroundColor = .black
        addSubnode(createCardNode())
    }

    /// `createCardNode(containerRect:)`: the card on a 27% white background.
    private func createCardNode() -> CardNode {
        cardNode.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.27)
        return cardNode
    }

    public override func layout() {
        super.layout()
        let size = cardNode.layoutThatFits(SizeRange(min: .zero, max: bounds.size)).size
        cardNode.frame = Rect(origin: bounds.originForCenteredRect(size: size), size: size)
    }

    /// The tutorial's card: the Taj Mahal, its picture read by `loader` from `url`.
    public static func loadCard(from url: URL, loader: ImageLoader) async throws -> Card {
        let result = await loader.image(for: url)
        guard let image = result.bitmap else {
            throw CardLoadError(description: "\(url.path): \(result.error.map { "\($0)" } ?? "no image")")
        }
        return Card(name: "Taj Mahal", image: image)
    }
}

/// The card's picture did not load.
public struct CardLoadError: Error, CustomStringConvertible, Sendable {
    public let description: String
}

extension Rect {
    /// The origin that centres a rectangle of `size` in this one, on whole points
    /// (the starter project's `originForCenteredRectWithSize(_:)`).
    func originForCenteredRect(size: Size) -> Point {
        Point(x: (minX + (width - size.width) / 2).rounded(), y: (minY + (height - size.height) / 2).rounded())
    }
}
