import Appearance
import Cells
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderTesting
import Foundation
import ImageLoading
import XCTest

/// Each container against its references in `Snapshots/ContainersSnapshotTests/`: a photo grid, a
/// carousel with a peeking card, a pager with dots, sticky headers while scrolling, the
/// iOS tab bar and the Material navigation bar, and Marslink's weather section. Feeds are
/// small documents over the demo's images, rendered at 1x to keep the references small.
final class ContainersSnapshotTests: XCTestCase {
    static let assets = DemoFeed.documentURL.deletingLastPathComponent()
    static let loader = ImageLoader(configuration: ImageLoaderConfiguration(allowedFileRoots: [assets]))

    /// Renders `yaml` (images relative to the demo's folder) and checks `output`.
    private func check(_ yaml: String, output: FeedSnapshotOutput = .strip, named name: String? = nil,
                       configure: (inout FeedRenderSettings) -> Void = { _ in },
                       file: StaticString = #filePath, testName: String = #function, line: UInt = #line) async throws {
        let (document, source) = try FeedDocument.parse(yaml, format: .yaml,
                                                        documentURL: Self.assets.appendingPathComponent("test.yaml"),
                                                        fileName: "test.yaml", loader: Self.loader)
        var settings = FeedRenderSettings(presentation: document)
        settings.presentation.device.scale = 1
        configure(&settings)
        await assertSnapshot(of: source, as: .feed(settings: settings, output: output, imageLoader: Self.loader),
                             named: name, file: file, testName: testName, line: line)
    }

    func testPhotoGrid() async throws {
        try await check("""
            templates:
              photo: {type: ratio, ratio: 1, child: {type: image, url: "{{photo}}", contentMode: scaleAspectFill}}
            sections:
              - kind: photo
                header: Photos
                inset: [8, 8, 8, 8]
                layout: {columns: 3, interItemSpacing: 4, lineSpacing: 4}
                items:
                  - {photo: photo-0.jpg}
                  - {photo: photo-1.png}
                  - {photo: photo-2.webp}
                  - {photo: photo-3.jpg}
                  - {photo: photo-4.png}
                  - {photo: photo-5.webp}
                  - {photo: photo-6.jpg}
            """)
    }

    func testCarouselWithPeekingCard() async throws {
        try await check("""
            sections:
              - id: featured
                kind: card
                header: Featured
                orientation: horizontal
                itemWidth: "0.8"
                interItemSpacing: 12
                contentOffset: 140
                inset: [12, 16, 12, 16]
                items:
                  - {id: c1, title: Red Panda, description: Mostly eats bamboo., image: photo-6.jpg}
                  - {id: c2, title: Snow Leopard, description: High mountains of Central Asia., image: photo-0.jpg}
                  - {id: c3, title: Olympus Mons, description: The tallest volcano in the solar system., image: photo-3.jpg}
            """)
    }

    func testPagerWithDots() async throws {
        try await check("""
            templates:
              page: {type: ratio, ratio: 0.6, child: {type: image, url: "{{photo}}", contentMode: scaleAspectFill}}
            sections:
              - kind: page
                orientation: horizontal
                paging: true
                page: 2
                pageIndicator: true
                items: [{photo: photo-5.webp}, {photo: photo-3.jpg}, {photo: photo-7.png}, {photo: photo-4.png}]
            """)
    }

    /// Frames 120 pt apart: "Today" in place (offset 0), pinned under the bar (120, 240),
    /// pushed 21 pt up by "Yesterday" (360: Today's section ends at 379), then "Yesterday" pinned.
    func testStickyHeaders() async throws {
        let messages = (1...5).map { "      - {user: Crew \($0), text: Message number \($0) from the hab.}" }.joined(separator: "\n")
        let feed = """
            viewport: {width: 320, height: 360}
            navigationTitle: Messages
            stickyHeaders: true
            sections:
              - {id: intro, kind: journal, items: [{sol: 1, text: Landed.}]}
              - id: today
                kind: message
                header: Today
                items:
            \(messages)
              - id: yesterday
                kind: message
                header: Yesterday
                items:
            \(messages)
            """
        for frame in 1...5 {
            try await check(feed, output: .frame(frame), named: "frame-\(frame)") { $0.scrollStep = 120 }
        }
    }

    func testTabBarOnIOS() async throws {
        try await check(Self.tabBarFeed(device: "iphone-15"), output: .frame(1))
    }

    func testNavigationBarOnAndroid() async throws {
        try await check(Self.tabBarFeed(device: "android-phone"), output: .frame(1))
    }

    private static func tabBarFeed(device: String) -> String {
        """
        device: \(device)
        viewport: {height: 400}
        navigationTitle: Home
        statusBar: true
        tabBar:
          items:
            - {title: Home, icon: home}
            - {title: Search, icon: search}
            - {title: Post, icon: plus}
            - {title: Alerts, icon: bell}
            - {title: Profile, icon: person}
          selected: 3
        sections:
          - {kind: message, items: [{user: Ann, text: Tab bars sit above the home indicator.}]}
        """
    }

    /// Marslink's weather: expanded (five cells) and collapsed (one), each cell its own row.
    func testWeatherExpandedAndCollapsed() async throws {
        try await check("""
            sections:
              - kind: weather
                lineSpacing: 1
                items:
                  - {id: today, summary: "Dusty, −62 °C", sunrise: "05:52", sunset: "18:31", high: "−17 °C", low: "−89 °C", expanded: true}
                  - {id: tomorrow, summary: "Clear, −58 °C", sunrise: "05:53", sunset: "18:30", high: "−15 °C", low: "−85 °C"}
            """)
    }
}
