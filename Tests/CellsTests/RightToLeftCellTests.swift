@testable import Cells
import Appearance
import Foundation
import Layout
import Nodes
import XCTest

/// Every built-in cell laid out right to left is the mirror image of itself left to right:
/// each identified node at x = width − (its left-to-right maxX), same y and size.
final class RightToLeftCellTests: XCTestCase {
    private let width = 390.0
    private let url = URL(fileURLWithPath: "/nonexistent/image.jpg")

    /// The frame of every identified node in the cell's coordinates, after laying the cell
    /// out in `direction` and applying the layout (so manual layouts place their subnodes).
    private func frames(of cell: CellNode, in direction: LayoutDirection) -> [String: Rect] {
        let range = SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        let result = cell.layoutThatFits(range, scale: 3, layoutDirection: direction)
        cell.applyLayout(result, scale: 3)
        var frames: [String: Rect] = [:]
        for node in cell.subtree() where node !== cell {
            guard let identifier = node.identifier else { continue }
            var origin = node.frame.origin
            var parent = node.supernode
            while let current = parent, current !== cell {
                origin = Point(x: origin.x + current.frame.minX, y: origin.y + current.frame.minY)
                parent = current.supernode
            }
            frames[identifier] = Rect(origin: origin, size: node.frame.size)
        }
        return frames
    }

    /// Lays out two copies of a cell, left to right and right to left, checks that every
    /// identified node is mirrored, and returns both sets of frames.
    private func assertMirrored(_ makeCell: () -> CellNode, file: StaticString = #filePath, line: UInt = #line)
        -> (ltr: [String: Rect], rtl: [String: Rect]) {
        let ltr = frames(of: makeCell(), in: .leftToRight)
        let rtl = frames(of: makeCell(), in: .rightToLeft)
        XCTAssertFalse(ltr.isEmpty, file: file, line: line)
        XCTAssertEqual(Set(ltr.keys), Set(rtl.keys), file: file, line: line)
        for (identifier, left) in ltr.sorted(by: { $0.key < $1.key }) {
            guard let right = rtl[identifier] else { continue }
            XCTAssertEqual(right.minX, width - left.maxX, accuracy: 0.5, "\(identifier) is not mirrored", file: file, line: line)
            XCTAssertEqual(right.minY, left.minY, accuracy: 1e-9, "\(identifier) moved vertically", file: file, line: line)
            XCTAssertEqual(right.size, left.size, "\(identifier) changed size", file: file, line: line)
        }
        return (ltr, rtl)
    }

    private var group: MeetupGroup {
        MeetupGroup(id: "1", organizerName: "Ava", organizerPhoto: url, city: "Brooklyn", country: "USA",
                    created: Date(timeIntervalSince1970: 1_719_777_600), photo: url)
    }

    func testGroupCellPutsTheAvatarAtTheRightEdge() throws {
        let (ltr, rtl) = assertMirrored { GroupCellNode(group: group, theme: .light) }
        let leftAvatar = try XCTUnwrap(ltr["avatar"]), rightAvatar = try XCTUnwrap(rtl["avatar"])
        XCTAssertEqual(leftAvatar.minX, 12)
        XCTAssertEqual(rightAvatar, Rect(x: 390 - 12 - 30, y: leftAvatar.minY, width: 30, height: 30),
                       "the avatar is at the right edge, inside the 12-pt inset")
        let organizer = try XCTUnwrap(rtl["organizer"]), created = try XCTUnwrap(rtl["created"])
        XCTAssertEqual(organizer.maxX, 348 - 10, accuracy: 0.34, "the name follows the avatar, 10 pt to its left")
        XCTAssertEqual(created.minX, 12, accuracy: 0.34, "the date is at the trailing (left) edge")
        let photo = try XCTUnwrap(rtl["photo"])
        XCTAssertEqual([photo.minX, photo.width, photo.height], [0, 390, 390])
    }

    func testPostCellsMirror() throws {
        let photo = Post(id: "1", kind: .photo, name: "Ava Nguyen", location: "Shibuya, Tokyo", dateLabel: "Jun 30",
                         avatar: url, photo: url, body: "Great turnout tonight 🎉")
        let (_, rtl) = assertMirrored { PostCellNode(post: photo, theme: .light) }
        XCTAssertEqual(rtl["avatar"], Rect(x: 348, y: 12, width: 30, height: 30))
        XCTAssertEqual(try XCTUnwrap(rtl["date"]).minX, 12, accuracy: 0.34)

        let text = Post(id: "2", kind: .text, name: "نور", location: "القاهرة", dateLabel: "Jun 29",
                        avatar: url, photo: nil, body: "هل يعرف أحد مقهى هادئاً قرب المحطة؟")
        _ = assertMirrored { PostCellNode(post: text, theme: .light) }
    }

    func testAlbumCellPutsThePhotoRightAndTheBadgeLeft() throws {
        let album = Album(id: "a", title: "Summer hikes", content: "Ridges and lakes", count: 42, photo: url)
        let (ltr, rtl) = assertMirrored { AlbumCellNode(album: album, theme: .light) }
        XCTAssertEqual(rtl["photo"], Rect(x: 290, y: 10, width: 90, height: 90))
        let badge = try XCTUnwrap(rtl["badgeBackground"])
        XCTAssertEqual(badge.minX, 10, accuracy: 0.34, "the badge is pinned to the top left")
        // The texts keep clear of the badge on its (trailing) side.
        XCTAssertGreaterThan(try XCTUnwrap(rtl["title"]).minX, badge.maxX)
        XCTAssertEqual(try XCTUnwrap(ltr["title"]).minX, 110)
    }

    func testCardPlacesItsTextsByHandFromTheRight() throws {
        let card = Card(id: "c", title: "Red Panda", description: "Eats bamboo.", image: url)
        let (ltr, rtl) = assertMirrored { CardNode(card: card, theme: .light) }
        XCTAssertEqual(try XCTUnwrap(ltr["title"]).minX, 14)
        XCTAssertEqual(try XCTUnwrap(rtl["title"]).maxX, 390 - 14, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(rtl["description"]).maxX, 390 - 14, accuracy: 1e-9)
    }

    func testWeatherRowsPutLabelsRightAndValuesLeft() throws {
        let weather = Weather(id: "w", summary: "Dusty, −62 °C", sunrise: "05:52", sunset: "18:31", high: "−17 °C",
                              low: "−89 °C", isExpanded: true)
        let (_, rtl) = assertMirrored { WeatherCellNode(weather: weather, theme: .light) }
        for key in ["sunrise", "sunset", "high", "low"] {
            XCTAssertEqual(try XCTUnwrap(rtl[key]).minX, 15, accuracy: 1e-9, key)
            XCTAssertEqual(try XCTUnwrap(rtl[key + "Label"]).maxX, 375, accuracy: 0.34, key)
        }
    }

    func testTextCellsMirror() {
        _ = assertMirrored { JournalEntryCellNode(entry: JournalEntry(id: "j", sol: 7, text: "Grew potatoes."), theme: .light) }
        _ = assertMirrored { MessageCellNode(message: Message(id: "m", user: "beck", text: "Disco?"), theme: .light) }
    }

    func testTextNodesDrawNaturalTextFromTheRightInARightToLeftCell() throws {
        let cell = MessageCellNode(message: Message(id: "m", user: "beck", text: "Disco?"), theme: .light)
        let range = SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        cell.applyLayout(cell.layoutThatFits(range, scale: 3, layoutDirection: .rightToLeft), scale: 3)
        let texts = cell.subtree().compactMap { $0 as? TextNode }
        XCTAssertEqual(texts.count, 2)
        for node in texts {
            XCTAssertEqual(node.effectiveLayoutDirection, .rightToLeft)
            guard case .text(let text, _)? = node.displayContent() else { return XCTFail("no text content") }
            XCTAssertEqual(text.paragraph.naturalDirection, .rightToLeft)
        }
    }
}
