import Appearance
import Cells
import FeedDocuments
import TestSupport
import FeedrenderTesting
import Foundation
import ImageLoading
import Nodes
import XCTest

/// Every built-in cell against its reference in `Snapshots/CellsSnapshotTests/`, with the demo feed's
/// shipped images (file URLs, so it works offline). Rendered at 2x to keep the references small.
final class CellsSnapshotTests: XCTestCase {
    static let scale = 2.0
    static let assets = DemoFeed.documentURL.deletingLastPathComponent()
    static let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [assets]))

    /// A demo image shipped with the Feed module.
    static func asset(_ name: String) -> URL { assets.appendingPathComponent(name) }

    private func check(_ cell: DisplayNode, height: Double? = nil, file: StaticString = #filePath,
                       testName: String = #function, line: UInt = #line) async {
        await assertSnapshot(of: cell, as: .node(width: 390, height: height, scale: Self.scale, imageLoader: Self.loader),
                             file: file, testName: testName, line: line)
    }

    static let photoPost = Post(id: "p1", kind: .photo, name: "Ava Nguyen", location: "Brooklyn, NY", dateLabel: "Jun 30",
                                avatar: asset("avatar-0.jpg"), photo: asset("photo-0.jpg"),
                                body: "Sunrise over the bridge, before the city wakes up.")

    func testPhotoPost() async {
        await check(PostCellNode(post: Self.photoPost, theme: .light))
    }

    func testPhotoPostDark() async {
        await check(PostCellNode(post: Self.photoPost, theme: .dark))
    }

    func testTextPost() async {
        let post = Post(id: "p2", kind: .text, name: "王小明", location: "深圳", dateLabel: "May 2", avatar: Self.asset("avatar-1.jpg"),
                        photo: nil, body: "读书会这周六见！We meet on Saturday 📚 — bring a book you loved and one you didn't.")
        await check(PostCellNode(post: post, theme: .light))
    }

    func testGroup() async {
        let group = MeetupGroup(id: "g1", organizerName: "Ava Nguyen", organizerPhoto: Self.asset("avatar-2.jpg"),
                                city: "Brooklyn", country: "USA", created: Date(timeIntervalSince1970: 1_719_777_600),
                                photo: Self.asset("photo-1.png"))
        await check(GroupCellNode(group: group, theme: .light))
    }

    func testAlbum() async {
        let album = Album(id: "a1", title: "Berlin", content: "Board games night", count: 12, photo: Self.asset("photo-2.webp"))
        await check(AlbumCellNode(album: album, theme: .light))
    }

    func testCard() async {
        let card = Card(id: "c1", title: "Kittens", description: "A manual-layout card: the title over the image.",
                        image: Self.asset("photo-3.jpg"))
        await check(CardNode(card: card, theme: .light))
    }

    func testJournalEntry() async {
        let entry = JournalEntry(id: "j1", sol: 61, text: "Dust storm today. Stayed inside and fixed the rover's left wheel.")
        await check(JournalEntryCellNode(entry: entry, theme: .light))
    }

    func testMessage() async {
        let message = Message(id: "m1", user: "Mission Control", text: "Rover telemetry looks good. Proceed to the crater rim.")
        await check(MessageCellNode(message: message, theme: .light))
    }

    /// A selected message row in UITableView's grey (iOS, the default platform look).
    func testMessageSelected() async {
        let message = Message(id: "m1", user: "Mission Control", text: "Rover telemetry looks good. Proceed to the crater rim.")
        let cell = MessageCellNode(message: message, theme: .light)
        cell.isSelected = true
        await check(cell)
    }

    /// A pressed message row under Material's state layer (Android's look).
    func testMessageHighlightedOnAndroid() async {
        let message = Message(id: "m1", user: "Mission Control", text: "Rover telemetry looks good. Proceed to the crater rim.")
        let cell = MessageCellNode(message: message, theme: .light)
        cell.isHighlighted = true
        await CellSelectionStyle.$platform.withValue(.materialLight) { await check(cell) }
    }

    func testWeatherExpanded() async {
        let weather = Weather(id: "w1", summary: "Sunny, -62°C", sunrise: "6:12 AM", sunset: "6:45 PM", high: "-23°C",
                              low: "-82°C", isExpanded: true)
        await check(WeatherCellNode(weather: weather, theme: .light))
    }

    func testWeatherCollapsed() async {
        let weather = Weather(id: "w2", summary: "Dust storm, -70°C", sunrise: "6:13 AM", sunset: "6:44 PM", high: "-40°C",
                              low: "-90°C", isExpanded: false)
        await check(WeatherCellNode(weather: weather, theme: .dark))
    }

    func testEmptyView() async {
        await check(EmptyViewNode(text: "Nothing here yet", theme: .light), height: 300)
    }
}
