@testable import FeedDocuments
import DocumentModel
import Appearance
import Cells
import Foundation
import Layout
import Lists
import Nodes
import Raster
import TestSupport
import XCTest

final class FeedDocumentTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try makeTemporaryDirectory(prefix: "feedmodel")
    }

    private func write(_ name: String, _ text: String) throws -> String {
        try folder.writeText(text, toFileNamed: name)
    }

    /// The one-line message loading `text` as `name` fails with.
    private func loadError(_ name: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let path = try write(name, text)
        do {
            _ = try FeedDocument.load(from: path)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch let error as DocumentError {
            return error.description.replacingOccurrences(of: path, with: name)
        }
    }

    private let meetupItem = """
        {"id": 7, "urlname": "hikers", "city": "Brooklyn", "country": "us", "localized_country_name": "USA",
         "created": 1719777600000, "organizer": {"name": "Ava", "photo": {"photo_link": "img/ava.jpg"}},
         "group_photo": {"photo_link": "https://example.com/g.jpg"}}
        """

    func testSettingsFromYAML() throws {
        let path = try write("feed.yaml", """
            device: iphone-se
            theme: dark
            layoutDirection: rtl
            navigationTitle: Groups
            statusBar: true
            leadingScreensForBatching: 3
            navigationBar: {back: "", buttons: [{icon: search}, {title: Edit}], largeTitle: true}
            fixedBar: {title: Station, edge: bottom, height: 50, backgroundColor: "#102030", color: "#ffffff"}
            sections:
              - kind: message
                inset: [4, 8, 4, 8]
                lineSpacing: 2
                items:
                  - {id: m1, user: ann, text: 你好 👋}
                  - {user: bob, text: hi}
            """)
        let (settings, source) = try FeedDocument.load(from: path)
        XCTAssertEqual(settings.device.name, "iphone-se")
        XCTAssertEqual(settings.theme, .dark)
        XCTAssertEqual(settings.layoutDirection, .rightToLeft)
        XCTAssertEqual(settings.navigationTitle, "Groups")
        XCTAssertTrue(settings.showsStatusBar)
        XCTAssertEqual(settings.leadingScreensForBatching, 3)
        XCTAssertEqual(settings.navigationItems, NavigationBarItems(backTitle: "", trailingButtons: [.icon(.search), .title("Edit")],
                                                                    prefersLargeTitles: true))
        XCTAssertEqual(settings.fixedBar, FixedBar(title: "Station", edge: .bottom, height: 50,
                                                   backgroundColor: Color(red8: 0x10, green8: 0x20, blue8: 0x30), titleColor: .white))
        let rows = source.rows()
        XCTAssertEqual(rows.map(\.identifier), ["section-0/m1", "section-0/1"])
        XCTAssertEqual(rows[1].spacingBefore, 2)
        XCTAssertEqual(rows[0].insets, EdgeInsets(top: 4, left: 8, bottom: 4, right: 8))
        XCTAssertTrue(rows[0].makeCell() is MessageCellNode)
        XCTAssertFalse(source.canFetchMore)
    }

    func testThemeOverrideReplacesTheDocumentsAndReachesTheCells() throws {
        let path = try write("dark.yaml", "theme: dark\nsections: []\n")
        let (asWritten, darkSource) = try FeedDocument.load(from: path)
        XCTAssertEqual(asWritten.theme, .dark)
        XCTAssertEqual(darkSource.emptyView?().backgroundColor, Theme.dark.background)

        let (overridden, lightSource) = try FeedDocument.load(from: path, theme: .light)
        XCTAssertEqual(overridden.theme, .light)
        XCTAssertEqual(lightSource.emptyView?().backgroundColor, Theme.light.background)
        XCTAssertEqual(try DemoFeed.make(theme: .dark).presentation.theme, .dark)

        // The override does not hide a bad theme in the document.
        let bad = try write("bad.json", #"{"theme": "sepia", "sections": []}"#)
        XCTAssertThrowsError(try FeedDocument.load(from: bad, theme: .dark)) { error in
            XCTAssertTrue("\(error)".hasSuffix(#"theme: expected one of "light", "dark", got "sepia""#), "\(error)")
        }
    }

    func testDefaultsAndCustomViewport() throws {
        let plain = try write("a.json", #"{"sections": [{"kind": "journal", "items": [{"sol": 1, "text": "x"}]}]}"#)
        let (defaults, _) = try FeedDocument.load(from: plain)
        XCTAssertEqual(defaults.device.name, "iphone-15")
        XCTAssertEqual(defaults.theme, .light)
        XCTAssertEqual(defaults.leadingScreensForBatching, 2)
        XCTAssertNil(defaults.navigationTitle)
        XCTAssertEqual(defaults.layoutDirection, .leftToRight)

        let custom = try write("b.json", #"{"device": "iphone-15", "viewport": {"width": 400, "scale": 2}, "sections": []}"#)
        let (settings, source) = try FeedDocument.load(from: custom)
        XCTAssertEqual(settings.device.width, 400)
        XCTAssertEqual(settings.device.height, 844)
        XCTAssertEqual(settings.device.scale, 2)
        XCTAssertEqual(settings.device.name, "custom")
        XCTAssertTrue(source.rows().isEmpty)
        XCTAssertNotNil(source.emptyView)
    }

    func testBenchmarkFeedFormatIsOnePostSection() throws {
        let path = try write("feed-2.json", """
            {"version": 1, "n": 2, "viewport": [390, 844], "scale": 3, "items": [
              {"id": 0, "kind": "photo", "name": "Ava", "location": "Tokyo", "date": "2024-06-30T10:00:00Z",
               "date_label": "Jun 30", "avatar": "img/avatar-001.jpg", "photo": "img/photo-00000.jpg", "body": null},
              {"id": 1, "kind": "text", "name": "李静", "location": "上海", "date": "2024-06-29T10:00:00Z",
               "date_label": "Jun 29", "avatar": "img/avatar-002.jpg", "photo": null, "body": "周末见 ☕"}]}
            """)
        let (settings, source) = try FeedDocument.load(from: path)
        XCTAssertEqual(settings.device.width, 390)
        XCTAssertEqual(settings.device.scale, 3)
        let rows = source.rows()
        XCTAssertEqual(rows.map(\.identifier), ["posts/0", "posts/1"])
        let section = try XCTUnwrap(source.objects.first as? FeedSection)
        let post = try XCTUnwrap(section.items[0].model as? Post)
        XCTAssertEqual(post.avatar, folder.appendingPathComponent("img/avatar-001.jpg").standardizedFileURL)
        XCTAssertEqual((section.items[1].model as? Post)?.kind, .text)
        XCTAssertNil((section.items[1].model as? Post)?.photo)
    }

    func testMeetupAPIShapeIsReadAsIs() throws {
        let path = try write("groups.json", #"{"sections": [{"id": "groups", "kind": "group", "items": [\#(meetupItem)]}]}"#)
        let (_, source) = try FeedDocument.load(from: path)
        let section = try XCTUnwrap(source.objects.first as? FeedSection)
        let group = try XCTUnwrap(section.items.first?.model as? MeetupGroup)
        XCTAssertEqual(group.id, "7")
        XCTAssertEqual(group.organizerName, "Ava")
        XCTAssertEqual(group.locationText, "Brooklyn, USA")
        XCTAssertEqual(group.createdText, "Jun 30, 2024")
        XCTAssertEqual(group.organizerPhoto, folder.appendingPathComponent("img/ava.jpg").standardizedFileURL)
        XCTAssertEqual(group.photo?.absoluteString, "https://example.com/g.jpg")
        XCTAssertEqual(source.rows().map(\.identifier), ["groups/7"])
    }

    func testErrorsNameFilePathAndProblem() throws {
        let badCreated = meetupItem.replacingOccurrences(of: "1719777600000", with: "\"yesterday\"")
        XCTAssertEqual(try loadError("feed.yaml", """
            sections:
              - kind: journal
                items: [{sol: 1, text: a}]
              - kind: group
                items: [\(meetupItem), \(meetupItem), \(meetupItem), \(badCreated)]
            """), #"feed.yaml: sections[1].items[3].created: expected a number, got "yesterday""#)
        XCTAssertEqual(try loadError("feed.json", #"{"sections": [{"kind": "poster", "items": []}]}"#),
                       #"feed.json: sections[0].kind: unknown cell kind "poster" (built-in: group, album, journal, message, weather, card, post)"#)
        XCTAssertEqual(try loadError("feed.json", #"{"device": "nokia", "sections": []}"#).prefix(46),
                       #"feed.json: device: unknown device "nokia" (kno"#)
        XCTAssertEqual(try loadError("feed.json", #"{"sections": [{"kind": "message", "items": [{"user": "a"}]}]}"#),
                       #"feed.json: sections[0].items[0]: missing key "text""#)
        XCTAssertEqual(try loadError("feed.json", #"{"theme": "sepia", "sections": []}"#),
                       #"feed.json: theme: expected one of "light", "dark", got "sepia""#)
        XCTAssertEqual(try loadError("feed.json", #"{"layoutDirection": "right", "sections": []}"#),
                       #"feed.json: layoutDirection: expected one of "ltr", "rtl", got "right""#)
        XCTAssertEqual(try loadError("feed.json", #"{"sections": [], "colour": 1}"#).prefix(56),
                       #"feed.json: colour: unknown key in a feed document (allow"#)
        XCTAssertTrue(try loadError("feed.json", "{\"sections\": [\n  {\"kind\": }]}").hasPrefix("feed.json: line 2"))
        XCTAssertEqual(try loadError("feed.json", #"{"sections": [{"kind": "group", "source": {"url": "http://x/groups", "firstPage": 2}}]}"#),
                       #"feed.json: sections[0].source.firstPage: firstPage needs a URL with a {page} placeholder"#)
        XCTAssertEqual(try loadError("feed.json", #"{"sections": [{"kind": "group", "source": {"urls": []}}]}"#),
                       #"feed.json: sections[0].source.urls: expected at least one URL"#)
        XCTAssertEqual(try loadError("feed.json", #"{"sections": [{"kind": "group", "source": {"urls": ["a", "b", "c"], "maxPages": 2}}]}"#),
                       #"feed.json: sections[0].source.urls: 3 URLs are more than the source's 2 pages (raise with maxPages or --limit pages=N)"#)
        XCTAssertEqual(try loadError("feed.json", #"{"sections": [{"kind": "group", "source": {"urls": ["p?page={page}"]}}]}"#),
                       #"feed.json: sections[0].source.urls[0]: a URL of a list has no {page} placeholder"#)
        XCTAssertEqual(try loadError("feed.json", #"{"navigationBar": {"buttons": [{"icon": "plus"}, {"title": "A"}, {"title": "B"}]}, "sections": []}"#),
                       #"feed.json: navigationBar.buttons: a navigation bar holds at most 2 buttons, got 3"#)
        XCTAssertEqual(try loadError("feed.json", #"{"navigationBar": {"buttons": [{"icon": "plus", "title": "A"}]}, "sections": []}"#),
                       #"feed.json: navigationBar.buttons[0]: a bar button has an "icon" or a "title""#)
        XCTAssertEqual(try loadError("feed.json", #"{"navigationBar": {"largeTitle": "yes"}, "sections": []}"#),
                       #"feed.json: navigationBar.largeTitle: expected true or false, got "yes""#)
        XCTAssertEqual(try loadError("feed.json", #"{"fixedBar": {"edge": "left"}, "sections": []}"#),
                       #"feed.json: fixedBar.edge: expected one of "top", "bottom", got "left""#)
        XCTAssertEqual(try loadError("feed.json", #"{"fixedBar": {"height": 0}, "sections": []}"#),
                       #"feed.json: fixedBar.height: expected a height from 1 to 400 points, got 0"#)
        XCTAssertEqual(try loadError("feed.json", #"{"fixedBar": {"backgroundColor": "red"}, "sections": []}"#),
                       ##"feed.json: fixedBar.backgroundColor: expected a hex colour such as "#f7f7f7", got "red""##)
        XCTAssertEqual(try loadError("feed.json", #"{"sections": [{"kind": "group", "source": {"url": "a", "urls": ["b"]}}]}"#),
                       #"feed.json: sections[0].source: a source has "url" or "urls", not both"#)
    }

    func testMissingFileIsNamed() {
        let path = folder.appendingPathComponent("missing.yaml").path
        XCTAssertThrowsError(try FeedDocument.load(from: path)) { error in
            XCTAssertEqual("\(error)", "\(path): no such file")
        }
    }

    func testTemplateBindingsSubstituteItemData() throws {
        let path = try write("t.yaml", """
            templates:
              badge:
                type: stack
                direction: vertical
                children:
                  - {type: text, id: title, text: "{{user.name}} · {{count}} new", font: {size: 14}}
                  - {type: box, id: bar, style: {height: "{{height}}"}, color: "#ff0000"}
                  - {type: image, id: pic, url: "{{photo}}", style: {preferredSize: [20, 20]}}
            sections:
              - kind: badge
                items:
                  - {id: x, user: {name: 王小明}, count: 3, height: 12, photo: img/p.png}
            """)
        let (_, source) = try FeedDocument.load(from: path)
        let section = try XCTUnwrap(source.objects.first as? FeedSection)
        let template = try XCTUnwrap(section.items.first?.model as? TemplateCell)
        guard case .stack = template.document.root.properties else { return XCTFail("root is the template's stack") }
        let children = template.document.root.children
        guard case .text(let text) = children[0].properties else { return XCTFail("first child is text") }
        XCTAssertEqual(text.text, "王小明 · 3 new")
        XCTAssertEqual(children[1].style.height, .points(12), "a whole-string binding keeps the number")
        guard case .image(let image) = children[2].properties else { return XCTFail("third child is an image") }
        XCTAssertEqual(image.url, folder.appendingPathComponent("img/p.png").standardizedFileURL.absoluteString)

        let cell = source.rows()[0].makeCell()
        let layout = cell.layoutThatFits(SizeRange(min: Size(width: 390, height: 0), max: Size(width: 390, height: .infinity)),
                                         scale: 3)
        let frames = Dictionary(uniqueKeysWithValues: layout.identifiedFrames(scale: 3).map { ($0.identifier, $0.rect) })
        XCTAssertEqual(frames["bar"]?.height, 12)
        XCTAssertEqual(frames["bar"]?.width, 390)
        XCTAssertEqual(frames["pic"]?.size, Size(width: 20, height: 20))
    }

    func testTemplateErrorsNameTheItemAndTemplate() throws {
        let template = """
            templates:
              row: {type: box, style: {height: "{{h}}"}}
            sections:
              - kind: row
                items: [{h: 10}, {h: tall}, {}]
            """
        let message = try loadError("t.yaml", template)
        XCTAssertTrue(message.hasPrefix(#"t.yaml: sections[0].items[1]: template "row": templates.row.style.height: expected a number"#),
                      message)
        XCTAssertTrue(message.hasSuffix(#"got "tall""#), message)
        XCTAssertEqual(try loadError("t.yaml", template.replacingOccurrences(of: "{h: tall}, ", with: "")),
                       #"t.yaml: sections[0].items[1]: template "row" binds {{h}}, which the item does not have"#)
    }

    func testDemoFeedLoadsEveryCellKind() throws {
        let (settings, source) = try DemoFeed.make()
        XCTAssertEqual(settings.device.name, "iphone-15")
        let rows = source.rows()
        XCTAssertTrue((55...70).contains(rows.count), "\(rows.count) rows")
        // Every container: a grid, a carousel, a pager with dots, headers (sticky) and a tab bar.
        XCTAssertTrue(rows.contains { if case .grid = $0.layout { true } else { false } })
        XCTAssertTrue(rows.contains { if case .horizontal(let row) = $0.layout { row.paging == nil } else { false } })
        XCTAssertTrue(rows.contains { $0.supplementaryKind == .pageIndicator })
        XCTAssertGreaterThan(rows.filter { $0.supplementaryKind == .header }.count, 5)
        XCTAssertTrue(settings.stickyHeaders)
        XCTAssertEqual(settings.tabBar?.items.count, 5)
        let cells = rows.map { $0.makeCell() }
        for kind in [GroupCellNode.self, AlbumCellNode.self, JournalEntryCellNode.self, MessageCellNode.self,
                     WeatherSummaryCellNode.self, WeatherDetailCellNode.self, CardNode.self, PostCellNode.self,
                     TemplateCellNode.self] as [CellNode.Type] {
            XCTAssertTrue(cells.contains { type(of: $0) == kind }, "demo has a \(kind)")
        }
        // Every image is shipped with the module and exists on disk.
        let sections = source.objects.compactMap { $0 as? FeedSection }
        let urls = sections.flatMap(\.items).compactMap { $0.model as? Post }.flatMap { [$0.avatar, $0.photo] }.compactMap { $0 }
        XCTAssertFalse(urls.isEmpty)
        for url in urls {
            XCTAssertTrue(url.isFileURL)
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.path)
        }
    }

    func testRepeatedIDsAreRenamedWithoutCollisions() throws {
        let path = try write("ids.yaml", """
            sections:
              - id: s
                kind: message
                items:
                  - {id: a, user: u, text: t}
                  - {id: a, user: u, text: t}
                  - {id: a~1, user: u, text: t}
                  - {id: a~1, user: u, text: t}
            """)
        let (_, source) = try FeedDocument.load(from: path)
        // The second "a" becomes a~1, so the written a~1 after it must move on, twice.
        XCTAssertEqual(source.rows().map(\.identifier), ["s/a", "s/a~1", "s/a~1~2", "s/a~1~3"])
        XCTAssertEqual(ItemReader.unusedVariant(of: "a", index: "1", existing: ["a", "a~1", "a~1~2"]), "a~1~3")
    }

    func testViewportAndItemLimits() throws {
        XCTAssertEqual(try loadError("w.json", #"{"viewport": [10001, 800], "items": []}"#),
                       "w.json: viewport[0]: expected a number of points > 0 and ≤ 10000, got 10001")
        XCTAssertEqual(try loadError("s.json", #"{"viewport": {"scale": 8.5}, "items": []}"#),
                       "s.json: viewport.scale: expected a scale from 1 to 8, got 8.5")
        var limits = DocumentLimits()
        limits.itemsPerFeed = 3
        let path = try write("n.json", #"{"sections": [{"kind": "journal", "items": [{"sol": 1, "text": "a"}, {"sol": 2, "text": "b"}]},"#
                             + #"{"kind": "journal", "items": [{"sol": 3, "text": "c"}, {"sol": 4, "text": "d"}]}]}"#)
        XCTAssertThrowsError(try FeedDocument.load(from: path, limits: limits)) { error in
            XCTAssertEqual((error as? DocumentError)?.description.replacingOccurrences(of: path, with: "n.json"),
                           "n.json: sections[1].items: the feed would hold 4 items, over the limit of 3 (raise with --limit items=N)")
        }
        limits.itemsPerFeed = 4
        XCTAssertEqual(try FeedDocument.load(from: path, limits: limits).source.rows().count, 4)
    }
}
