import Layout
import Nodes
import Raster
import Text
import TestSupport

/// Node trees used by the drawing and snapshot tests.
enum SceneBuilder {
    static let ink = Color(red: 0.1, green: 0.1, blue: 0.12)
    static let muted = Color(red: 0.45, green: 0.45, blue: 0.5)
    static let accent = Color(red: 0.0, green: 0.45, blue: 0.9)

    static func text(_ string: String, size: Double = 14, weight: FontWeight = .regular, color: Color = ink,
                     maxLines: Int = 0, alignment: TextAlignment = .natural) -> TextNode {
        var paragraph = ParagraphStyle()
        paragraph.maximumNumberOfLines = maxLines
        paragraph.alignment = alignment
        let node = TextNode()
        node.attributedText = AttributedText(string, font: Font(size: size, weight: weight), color: color,
                                             paragraph: paragraph)
        return node
    }

    /// A small feed-like cell whose colours and text depend on `index`.
    static func card(index: Int) -> CellNode {
        let hues: [Color] = [.red, .green, .blue, .orange, .purple, .gray]
        let swatch = coloredNode(hues[index % hues.count], width: 40, height: 40)
        swatch.cornerRadius = 20
        let title = text("Cell number \(index)", size: 15, weight: .bold)
        let body = text(String(repeating: "Lorem ipsum dolor sit amet. ", count: index + 1), size: 12,
                        color: muted, maxLines: 2)
        body.style.flexShrink = 1
        let cell = CellNode()
        cell.automaticallyManagesSubnodes = true
        cell.backgroundColor = .white
        cell.layoutSpecBlock = { _, _ in
            let column = StackLayoutSpec(direction: .vertical, spacing: 4, children: [title, body])
            var columnStyle = Style()
            columnStyle.flexShrink = 1
            columnStyle.flexGrow = 1
            var flexible = column
            flexible.style = columnStyle
            return InsetLayoutSpec(insets: EdgeInsets(all: 10),
                                   child: StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .start,
                                                          children: [swatch, flexible]))
        }
        return cell
    }

    /// The reference scene: multilingual text, JPEG/PNG/WebP photos, a circle avatar and a
    /// rounded card with a shadow, a border, truncated text and a button.
    static func scene() throws -> DisplayNode {
        let jpeg = try ImageDecoder.decode(TestImages.landscape(width: 240, height: 180, hue: .sunset).jpeg(quality: 92))
        let png = try ImageDecoder.decode(TestImages.landscape(width: 240, height: 180, hue: .meadow).png())
        let webp = try ImageDecoder.decode(TestImages.landscape(width: 240, height: 180, hue: .sea).webp(quality: 92))

        let avatar = ImageNode(image: png)
        avatar.isCircular = true
        avatar.style.preferredSize = Size(width: 48, height: 48)
        let name = text("Ana Lima", size: 16, weight: .bold)
        let place = text("São Paulo · 上海 · 😀🎉👍🏽", size: 12, color: muted)
        let names = StackLayoutSpec(direction: .vertical, spacing: 2, children: [name, place])
        let header = StackLayoutSpec(direction: .horizontal, spacing: 10, alignItems: .center, children: [avatar, names])

        let latin = text("The quick brown fox jumps over the lazy dog.", size: 14)
        let chinese = text("中文：你好，世界！今天天气很好。", size: 14)
        let emoji = text("Emoji: 😀 🎉 👍🏽 🍕 🚀", size: 14)
        let arabic = text("مرحبا بالعالم — أهلاً وسهلاً", size: 15)
        let texts = StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .stretch,
                                    children: [latin, chinese, emoji, arabic])

        func photo(_ bitmap: Bitmap, _ label: String) -> any LayoutElement {
            let image = ImageNode(image: bitmap)
            image.cornerRadius = 10
            let ratio = RatioLayoutSpec(ratio: 0.75, child: image)
            let caption = text(label, size: 11, color: muted, alignment: .center)
            var column = StackLayoutSpec(direction: .vertical, spacing: 4, alignItems: .stretch, children: [ratio, caption])
            column.style.flexGrow = 1
            column.style.flexBasis = .points(0)
            return column
        }
        let photos = StackLayoutSpec(direction: .horizontal, spacing: 8,
                                     children: [photo(jpeg, "JPEG"), photo(png, "PNG"), photo(webp, "WebP")])

        let cardTitle = text("A rounded card", size: 15, weight: .bold)
        let cardBody = text("Its text is limited to two lines, so this long sentence about nodes, layout specs and "
                            + "pixels has to end with an ellipsis somewhere.", size: 13, color: muted, maxLines: 2)
        let button = ButtonNode(title: "Follow", font: Font(size: 13, weight: .bold), color: .white)
        button.backgroundColor = accent
        button.cornerRadius = 14
        button.contentEdgeInsets = EdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        let card = specNode { _ in
            InsetLayoutSpec(insets: EdgeInsets(all: 12),
                            child: StackLayoutSpec(direction: .vertical, spacing: 6, alignItems: .start,
                                                   children: [cardTitle, cardBody, button]))
        }
        card.backgroundColor = Color(red: 0.97, green: 0.97, blue: 1)
        card.cornerRadius = 14
        card.borderWidth = 1
        card.borderColor = Color(red: 0.8, green: 0.82, blue: 0.9)
        card.shadow = Shadow(color: .black, offsetX: 0, offsetY: 3, blurRadius: 5, opacity: 0.25)

        let root = specNode { _ in
            InsetLayoutSpec(insets: EdgeInsets(all: 16),
                            child: StackLayoutSpec(direction: .vertical, spacing: 14, alignItems: .stretch,
                                                   children: [header, texts, photos, card]))
        }
        root.backgroundColor = .white
        return root
    }
}
