import Appearance
import FeedRendering
import TestSupport
import Layout
import Nodes
import Raster

/// Small node scenes built only from Nodes (no Feed), for snapshot tests of the node renderer.
enum NodeScenes {
    /// A profile card: rounded, shadowed, with a circular avatar, two lines of text and a button.
    static func profileCard() -> DisplayNode {
        let avatar = ImageNode(image: Bitmap(width: 120, height: 120) { x, y in
            Color(red8: UInt8(60 + x), green8: UInt8(90 + y), blue8: 200)
        })
        avatar.isCircular = true
        avatar.style.preferredSize = Size(width: 56, height: 56)
        avatar.identifier = "avatar"
        let name = TextNode("Ava Nguyen", color: Color(red8: 17, green8: 17, blue8: 17))
        name.identifier = "name"
        let bio = TextNode("Maps, trails and long walks. 北京 → Berlin 🚲", color: Color(red8: 102, green8: 102, blue8: 102))
        bio.identifier = "bio"
        let follow = ButtonNode(title: "Follow", color: .white)
        follow.backgroundColor = Color(red8: 0, green8: 122, blue8: 255)
        follow.cornerRadius = 8
        follow.contentEdgeInsets = EdgeInsets(top: 6, left: 14, bottom: 6, right: 14)
        follow.identifier = "follow"

        let card = DisplayNode()
        card.identifier = "card"
        card.backgroundColor = .white
        card.cornerRadius = 16
        card.shadow = Shadow(color: .black, offsetY: 3, blurRadius: 8, opacity: 0.25)
        card.automaticallyManagesSubnodes = true
        card.layoutSpecBlock = { _, _ in
            var texts = StackLayoutSpec(direction: .vertical, spacing: 4, children: [name, bio])
            texts.style.flexShrink = 1
            texts.style.flexGrow = 1
            let row = StackLayoutSpec(direction: .horizontal, spacing: 12, alignItems: .center,
                                      children: [avatar, texts, follow])
            return InsetLayoutSpec(insets: EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: row)
        }

        let root = DisplayNode()
        root.identifier = "scene"
        root.backgroundColor = Color(red8: 242, green8: 242, blue8: 247)
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in
            InsetLayoutSpec(insets: EdgeInsets(top: 24, left: 16, bottom: 24, right: 16), child: card)
        }
        return root
    }

    /// Coloured, rounded, bordered tiles in a wrapping row: corner clipping, borders and alpha.
    static func tiles() -> DisplayNode {
        let colors: [Color] = [
            Color(red8: 255, green8: 59, blue8: 48), Color(red8: 255, green8: 149, blue8: 0),
            Color(red8: 52, green8: 199, blue8: 89), Color(red8: 0, green8: 122, blue8: 255),
            Color(red8: 175, green8: 82, blue8: 222), Color(red8: 88, green8: 86, blue8: 214),
        ]
        let tiles: [DisplayNode] = colors.enumerated().map { index, color in
            let tile = DisplayNode()
            tile.identifier = "tile\(index)"
            tile.backgroundColor = color
            tile.cornerRadius = Double(4 * index)
            tile.borderWidth = index % 2 == 0 ? 0 : 3
            tile.borderColor = .black
            tile.alpha = index == 5 ? 0.5 : 1
            tile.style.preferredSize = Size(width: 100, height: 64)
            return tile
        }
        let root = DisplayNode()
        root.identifier = "tiles"
        root.backgroundColor = .white
        root.automaticallyManagesSubnodes = true
        root.layoutSpecBlock = { _, _ in
            InsetLayoutSpec(insets: EdgeInsets(top: 12, left: 12, bottom: 12, right: 12),
                            child: StackLayoutSpec(direction: .horizontal, spacing: 12, flexWrap: .wrap,
                                                   lineSpacing: 12, children: tiles))
        }
        return root
    }
}
