import TestSupport
import Layout
import Nodes
import Raster
import Text
import XCTest

final class NodeDrawingTests: XCTestCase {
    func testBackgroundColoursAtKnownPoints() async throws {
        let left = coloredNode(.red, width: 50, height: 40)
        let right = coloredNode(.blue, width: 50, height: 40)
        let root = specNode { _ in StackLayoutSpec(direction: .horizontal, children: [left, right]) }
        root.backgroundColor = .white
        let rendered = try await render(root, width: 120, height: 40, scale: 2)
        XCTAssertEqual(rendered.bitmap.width, 240)
        XCTAssertEqual(rendered.bitmap.height, 80)
        assertPixel(rendered.bitmap, 10, 10, .red)
        assertPixel(rendered.bitmap, 99, 79, .red)
        assertPixel(rendered.bitmap, 100, 0, .blue)
        assertPixel(rendered.bitmap, 230, 40, .white)
    }

    func testCornerRadiusRoundsTheBackgroundAndClipsSubnodes() async throws {
        let child = coloredNode(.red, width: 100, height: 100)
        let card = specNode { _ in WrapperLayoutSpec(child: child) }
        card.backgroundColor = .blue
        card.cornerRadius = 20
        card.clipsToBounds = true
        let rendered = try await render(card, width: 100, height: 100)
        assertPixel(rendered.bitmap, 0, 0, .clear)            // the corner is cut away…
        assertPixel(rendered.bitmap, 3, 3, .clear)
        assertPixel(rendered.bitmap, 50, 50, .red)            // …the child fills the rest
        assertPixel(rendered.bitmap, 20, 1, .red)

        // Without clipping the child's square corner shows.
        card.clipsToBounds = false
        let unclipped = try await render(card, width: 100, height: 100)
        assertPixel(unclipped.bitmap, 0, 0, .red)
    }

    func testCircularImageIsAnAvatar() async throws {
        let avatar = ImageNode(image: Bitmap(width: 64, height: 64, color: .green))
        avatar.isCircular = true
        avatar.style.preferredSize = Size(width: 64, height: 64)
        let rendered = try await render(avatar, width: 64, height: 64)
        assertPixel(rendered.bitmap, 32, 32, .green)
        assertPixel(rendered.bitmap, 1, 32, .green)
        assertPixel(rendered.bitmap, 2, 2, .clear)
        assertPixel(rendered.bitmap, 61, 61, .clear)
        // Pixels just inside the circle on the diagonal are covered, just outside are not.
        assertPixel(rendered.bitmap, 12, 12, .green)
        assertPixel(rendered.bitmap, 8, 8, .clear)
    }

    func testBorderIsDrawnInsideTheBoundsOverTheBackground() async throws {
        let node = DisplayNode()
        node.backgroundColor = .white
        node.borderWidth = 4
        node.borderColor = .red
        let rendered = try await render(node, width: 40, height: 30)
        assertPixel(rendered.bitmap, 0, 0, .red)
        assertPixel(rendered.bitmap, 3, 15, .red)
        assertPixel(rendered.bitmap, 39, 29, .red)
        assertPixel(rendered.bitmap, 5, 15, .white)
        assertPixel(rendered.bitmap, 20, 15, .white)
    }

    func testAlphaAppliesToTheWholeSubtreeAsOneLayer() async throws {
        let child = coloredNode(.red, width: 20, height: 20)
        let parent = specNode { _ in WrapperLayoutSpec(child: child) }
        parent.backgroundColor = .blue
        parent.alpha = 0.5
        let rendered = try await render(parent, width: 20, height: 20)
        // Group opacity: the child covers the parent, so the pixel is pure red at half alpha.
        let pixel = rendered.bitmap.pixel(x: 10, y: 10)
        XCTAssertEqual(pixel.alpha, 0.5, accuracy: 0.01)
        XCTAssertEqual(pixel.red, 1, accuracy: 0.02)
        XCTAssertEqual(pixel.blue, 0, accuracy: 0.02)
    }

    func testHiddenNodeIsNotDrawn() async throws {
        let shown = coloredNode(.red, width: 30, height: 30)
        let hidden = coloredNode(.blue, width: 30, height: 30)
        hidden.isHidden = true
        let root = specNode { _ in StackLayoutSpec(direction: .vertical, children: [shown, hidden]) }
        let rendered = try await render(root, width: 30)
        XCTAssertEqual(rendered.bitmap.height, 60)
        assertPixel(rendered.bitmap, 15, 15, .red)
        assertPixel(rendered.bitmap, 15, 45, .clear)
    }

    func testShadowFallsOffBelowTheNode() async throws {
        let card = coloredNode(.white, width: 60, height: 40)
        card.shadow = Shadow(color: .black, offsetX: 0, offsetY: 6, blurRadius: 4, opacity: 0.8)
        let root = specNode { _ in InsetLayoutSpec(insets: EdgeInsets(all: 20), child: card) }
        let rendered = try await render(root, width: 100)              // 100×80, the card at y 20…60
        XCTAssertEqual(card.frame, Rect(x: 20, y: 20, width: 60, height: 40))
        assertPixel(rendered.bitmap, 50, 40, .white)                   // the card itself
        let near = rendered.bitmap.pixel(x: 50, y: 62).alpha           // 2 pt below the card
        let far = rendered.bitmap.pixel(x: 50, y: 75).alpha            // 15 pt below
        let above = rendered.bitmap.pixel(x: 50, y: 15).alpha          // above: the offset moves it down
        XCTAssertGreaterThan(near, 0.3)
        XCTAssertLessThan(far, near)
        XCTAssertLessThan(above, near)
        XCTAssertEqual(rendered.bitmap.pixel(x: 2, y: 2).alpha, 0)
    }

    func testTruncatedTextVisiblyEndsInAnEllipsis() async throws {
        var paragraph = ParagraphStyle()
        paragraph.maximumNumberOfLines = 1
        let font = Font(size: 16)
        let text = TextNode()
        text.attributedText = AttributedText("The quick brown fox jumps over the lazy dog again and again",
                                             font: font, paragraph: paragraph)
        text.backgroundColor = .white
        let rendered = try await render(text, width: 150, scale: 2)
        XCTAssertTrue(text.isTruncated)
        XCTAssertEqual(text.lineCount, 1)

        // The ellipsis alone, for its ink width.
        let dots = TextNode("…", font: font)
        dots.backgroundColor = .white
        let ellipsis = try await render(dots, width: 40, scale: 2)
        let dotsInk = try XCTUnwrap(ellipsis.bitmap.inkBounds(isInk: isDarkInk))
        let dotsWidth = dotsInk.maxX - dotsInk.minX + 1

        // The last glyphs of the truncated line are three separate dots sitting on the baseline.
        let ink = try XCTUnwrap(rendered.bitmap.inkBounds(isInk: isDarkInk))
        let window = (x: ink.maxX - dotsWidth + 1, y: 0, width: dotsWidth, height: rendered.bitmap.height)
        var runs = 0, inRun = false
        for x in window.x..<(window.x + window.width) {
            let inked = (0..<window.height).contains { isDarkInk(rendered.bitmap.pixel(x: x, y: $0)) }
            if inked && !inRun { runs += 1 }
            inRun = inked
        }
        XCTAssertEqual(runs, 3, "the line should end in three dots")
        let endInk = try XCTUnwrap(rendered.bitmap.inkBounds(in: window, isInk: isDarkInk))
        XCTAssertLessThan(endInk.maxY - endInk.minY, 8, "dots are short, letters are tall")
    }

    func testButtonNodeCentresImageAndTitle() async throws {
        let button = ButtonNode(title: "Follow", font: Font(size: 14, weight: .bold), color: .white)
        button.image = Bitmap(width: 16, height: 16, color: .yellow)   // 16 pt at scale 1
        button.backgroundColor = .blue
        button.cornerRadius = 8
        button.contentSpacing = 6
        button.contentEdgeInsets = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        let rendered = try await render(button, width: 160, height: 44)
        let bitmap = rendered.bitmap

        assertPixel(bitmap, 0, 0, .clear)                 // rounded corner
        assertPixel(bitmap, 80, 2, .blue)
        let image = button.imageNode.frame, title = button.titleNode.frame
        XCTAssertEqual(image.size, Size(width: 16, height: 16))
        XCTAssertEqual(title.minX - image.maxX, 6, accuracy: 0.001)
        // Content is centred horizontally and vertically.
        XCTAssertEqual(image.minX + (title.maxX - image.minX) / 2, 80, accuracy: 1)
        XCTAssertEqual(image.minY + image.height / 2, 22, accuracy: 1)
        assertPixel(bitmap, Int(image.minX) + 8, Int(image.minY) + 8, .yellow)
        let white = try XCTUnwrap(bitmap.inkBounds { $0.red > 0.8 && $0.green > 0.8 && $0.blue > 0.8 })
        XCTAssertGreaterThanOrEqual(Double(white.minX), title.minX - 1)
        XCTAssertLessThanOrEqual(Double(white.maxX), title.maxX + 1)
        XCTAssertEqual(button.subnodes.count, 2)
    }

    func testContentModesPlaceTheImage() async throws {
        // 40×20: left half red, right half blue, into a 40×40 box.
        let image = Bitmap(width: 40, height: 20) { x, _ in x < 20 ? .red : .blue }
        func draw(_ mode: ContentMode) async throws -> Bitmap {
            let node = ImageNode(image: image, contentMode: mode)
            return try await render(node, width: 40, height: 40).bitmap
        }
        let fit = try await draw(.scaleAspectFit)       // letterboxed: 40×20 at y 10
        assertPixel(fit, 20, 5, .clear)
        assertPixel(fit, 5, 20, .red)
        assertPixel(fit, 35, 20, .blue)
        assertPixel(fit, 20, 35, .clear)

        let fill = try await draw(.scaleAspectFill)     // 80×40 centred: the middle 40 columns
        assertPixel(fill, 5, 2, .red)
        assertPixel(fill, 35, 37, .blue)

        let stretch = try await draw(.scaleToFill)
        assertPixel(stretch, 5, 2, .red)
        assertPixel(stretch, 35, 37, .blue)
        assertPixel(stretch, 10, 38, .red)

        let center = try await draw(.center)            // unscaled 40×20 at y 10
        assertPixel(center, 10, 5, .clear)
        assertPixel(center, 10, 15, .red)
        assertPixel(center, 30, 25, .blue)
    }

    func testImageModificationTintsAtDrawTime() async throws {
        let shape = Bitmap(width: 20, height: 20) { x, _ in x < 10 ? .red : .clear }
        let node = ImageNode(image: shape, contentMode: .scaleToFill)
        node.imageModification = .tint(.blue)
        let rendered = try await render(node, width: 20, height: 20)
        assertPixel(rendered.bitmap, 5, 10, .blue)
        assertPixel(rendered.bitmap, 15, 10, .clear)
        XCTAssertTrue(node.image === shape, "the node's image is unchanged")
    }

    func testRasterizingWithOneOrFourWorkersIsByteIdentical() async throws {
        var lists: [DisplayList] = []
        for index in 0..<6 {
            let prepared = try await NodeRenderer.prepare(SceneBuilder.card(index: index), width: 200, scale: 2,
                                                          imageLoader: nil)
            lists.append(prepared.displayList)
        }
        let serial = try await NodeRenderer.rasterize(lists, scale: 2, maxConcurrentWorkers: 1)
        let parallel = try await NodeRenderer.rasterize(lists, scale: 2, maxConcurrentWorkers: 4)
        XCTAssertEqual(serial.count, 6)
        for (a, b) in zip(serial, parallel) {
            XCTAssertEqual(try PNGEncoder.encode(a), try PNGEncoder.encode(b))
        }
        XCTAssertNotEqual(serial[0], serial[1], "different cells draw differently")
    }

    func testDrawingADisplayListIntoACanvasAtAnOrigin() async throws {
        let prepared = try await NodeRenderer.prepare(coloredNode(.red, width: 10, height: 10), width: 10,
                                                      scale: 1, imageLoader: nil)
        let canvas = try Canvas(pixelWidth: 30, pixelHeight: 30, scale: 1, background: .white)
        prepared.displayList.draw(on: canvas, at: Point(x: 15, y: 5))
        let bitmap = canvas.makeBitmap()
        assertPixel(bitmap, 20, 10, .red)
        assertPixel(bitmap, 10, 10, .white)
        assertPixel(bitmap, 20, 20, .white)
    }
}
