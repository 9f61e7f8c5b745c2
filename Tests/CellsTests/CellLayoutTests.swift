@testable import Cells
import Appearance
import Foundation
import Layout
import Nodes
import XCTest

/// Each built-in cell laid out at the iPhone 15 width, as a list lays out its cells.
final class CellLayoutTests: XCTestCase {
    private let width = 390.0
    private let url = URL(fileURLWithPath: "/nonexistent/image.jpg")

    private func layout(_ cell: CellNode) -> (size: Size, frames: [String: Rect]) {
        let range = SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        let result = cell.layoutThatFits(range, scale: 3)
        var frames: [String: Rect] = [:]
        for (identifier, rect) in result.identifiedFrames(scale: 3) { frames[identifier] = rect }
        return (result.size, frames)
    }

    func testPostCellMatchesTheBenchmarkGeometry() throws {
        let post = Post(id: "1", kind: .photo, name: "Ava Nguyen", location: "Shibuya, Tokyo", dateLabel: "Jun 30",
                        avatar: url, photo: url, body: "Great turnout tonight 🎉")
        let (size, frames) = layout(PostCellNode(post: post, theme: .light))
        XCTAssertEqual(size.width, 390)
        XCTAssertEqual(frames["avatar"], Rect(x: 12, y: 12, width: 30, height: 30))
        XCTAssertEqual(frames["photo"], Rect(x: 0, y: 54, width: 390, height: 390))
        let name = try XCTUnwrap(frames["name"]), location = try XCTUnwrap(frames["location"])
        XCTAssertEqual(name.minX, 52)
        XCTAssertLessThan(name.maxY, location.minY + 0.01)
        let date = try XCTUnwrap(frames["date"])
        XCTAssertEqual(date.maxX, 378, accuracy: 0.34, "date right-aligned 12 pt from the edge")
        let caption = try XCTUnwrap(frames["caption"])
        XCTAssertEqual(caption.minX, 12)
        XCTAssertGreaterThanOrEqual(caption.minY, 444 + 10)
        XCTAssertEqual(frames["separator"], Rect(x: 0, y: size.height - 8, width: 390, height: 8))
    }

    func testTextPostHasNoPhotoAndWrapsBodyIn366Points() throws {
        let long = String(repeating: "Does anyone know a quiet café near the station? ", count: 4)
        let post = Post(id: "2", kind: .text, name: "李静", location: "上海", dateLabel: "Jun 29",
                        avatar: url, photo: nil, body: long)
        let (size, frames) = layout(PostCellNode(post: post, theme: .light))
        XCTAssertNil(frames["photo"])
        let body = try XCTUnwrap(frames["body"])
        XCTAssertEqual(body.minX, 12)
        XCTAssertLessThanOrEqual(body.width, 366)
        XCTAssertGreaterThan(body.height, 3 * 18, "wraps onto several lines")
        XCTAssertGreaterThanOrEqual(body.minY, 54)
        XCTAssertEqual(size.height, body.maxY + 14 + TextLineHeight.halfLeading(fontSize: 16, lineHeight: 22) + 8, accuracy: 0.34)
    }

    func testGroupCellHasRoundAvatarAndSquarePhoto() throws {
        let group = MeetupGroup(id: "1", organizerName: "Ava", organizerPhoto: url, city: "Brooklyn", country: "USA",
                                created: Date(timeIntervalSince1970: 1_719_777_600), photo: url)
        XCTAssertEqual(group.locationText, "Brooklyn, USA")
        XCTAssertEqual(group.createdText, "Jun 30, 2024")
        let cell = GroupCellNode(group: group, theme: .light)
        let (size, frames) = layout(cell)
        let avatar = try XCTUnwrap(frames["avatar"])
        XCTAssertEqual(avatar.size, Size(width: 30, height: 30))
        XCTAssertEqual(avatar.minX, 12)
        let photo = try XCTUnwrap(frames["photo"])
        XCTAssertEqual(photo.width, 390)
        XCTAssertEqual(photo.height, 390)
        XCTAssertEqual(photo.maxY, size.height)
        let created = try XCTUnwrap(frames["created"])
        XCTAssertEqual(created.maxX, 378, accuracy: 0.34)
        XCTAssertLessThan(try XCTUnwrap(frames["location"]).maxX, created.minX)
    }

    func testAlbumBadgeIsPinnedTopRight() throws {
        let album = Album(id: "a", title: "Summer hikes", content: "Ridges and lakes", count: 42, photo: url)
        let (size, frames) = layout(AlbumCellNode(album: album, theme: .light))
        XCTAssertEqual(frames["photo"], Rect(x: 10, y: 10, width: 90, height: 90))
        XCTAssertEqual(size.height, 110)
        let title = try XCTUnwrap(frames["title"])
        XCTAssertEqual(title.minX, 110)
        let badge = try XCTUnwrap(frames["badge"])
        XCTAssertEqual(badge.maxX, 380, accuracy: 0.34)
        XCTAssertEqual(badge.minY, 10)
        let count = try XCTUnwrap(frames["count"])
        XCTAssertEqual(count.minX - badge.minX, 7, accuracy: 0.34, "text inset inside the badge")
        XCTAssertEqual(count.minY - badge.minY, 2, accuracy: 0.34)
        XCTAssertEqual(frames["badgeBackground"], badge)
        XCTAssertLessThan(title.maxX, badge.minX)
    }

    func testJournalAndMessageStackTheirLines() throws {
        let journal = layout(JournalEntryCellNode(entry: JournalEntry(id: "j", sol: 7, text: "Grew potatoes."), theme: .light))
        let date = try XCTUnwrap(journal.frames["date"]), text = try XCTUnwrap(journal.frames["text"])
        XCTAssertEqual(date.origin, Point(x: 15, y: 12))
        XCTAssertEqual(text.minY, date.maxY + 6, accuracy: 0.34)
        XCTAssertEqual(journal.size.height, text.maxY + 12, accuracy: 0.34)

        let message = layout(MessageCellNode(message: Message(id: "m", user: "beck", text: "Disco?"), theme: .light))
        let user = try XCTUnwrap(message.frames["user"])
        XCTAssertEqual(user.origin, Point(x: 15, y: 10))
        XCTAssertGreaterThan(try XCTUnwrap(message.frames["text"]).minY, user.maxY)
    }

    func testMessageCellUppercasesTheUser() {
        let cell = MessageCellNode(message: Message(id: "m", user: "beck", text: "Disco?"), theme: .light)
        _ = layout(cell)  // subnodes are managed: they join the tree when the spec is laid out
        let texts = cell.subtree().compactMap { ($0 as? TextNode)?.attributedText?.string }
        XCTAssertTrue(texts.contains("BECK"))
    }

    func testWeatherShowsDetailRowsOnlyWhenExpanded() throws {
        var weather = Weather(id: "w", summary: "Dusty, −62 °C", sunrise: "05:52", sunset: "18:31", high: "−17 °C",
                              low: "−89 °C", isExpanded: false)
        let collapsed = layout(WeatherCellNode(weather: weather, theme: .light))
        XCTAssertNotNil(collapsed.frames["summary"])
        XCTAssertNil(collapsed.frames["sunrise"])
        weather.isExpanded = true
        let expanded = layout(WeatherCellNode(weather: weather, theme: .light))
        let rows = try ["sunrise", "sunset", "high", "low"].map { try XCTUnwrap(expanded.frames[$0]) }
        XCTAssertEqual(rows.map(\.maxX), [375, 375, 375, 375], "values right-aligned at the inset")
        XCTAssertEqual(rows.map(\.minY), rows.map(\.minY).sorted())
        XCTAssertGreaterThan(expanded.size.height, collapsed.size.height + 4 * 15)
    }

    func testCardIsLaidOutByHandWithTheTitleOverTheImage() throws {
        let card = CardNode(card: Card(id: "c", title: "Red Panda", description: "Eats bamboo.", image: url), theme: .light)
        let range = SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        let result = card.layoutThatFits(range, scale: 3)
        card.applyLayout(result, scale: 3)
        var frames: [String: Rect] = [:]
        for node in card.subnodes { if let id = node.identifier { frames[id] = node.frame } }
        let image = try XCTUnwrap(frames["image"]), title = try XCTUnwrap(frames["title"])
        let description = try XCTUnwrap(frames["description"])
        XCTAssertEqual(image, Rect(x: 0, y: 0, width: 390, height: 293))
        XCTAssertEqual(title.minX, 14)
        XCTAssertEqual(title.maxY, image.maxY - 14, accuracy: 0.34, "title sits over the image's bottom edge")
        XCTAssertEqual(try XCTUnwrap(frames["scrim"]).maxY, image.maxY)
        XCTAssertEqual(description.minY, image.maxY + 14)
        XCTAssertEqual(result.size.height, description.maxY + 14, accuracy: 0.34)
    }
}
