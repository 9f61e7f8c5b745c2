import Foundation
import Raster
import TestSupport
import XCTest

/// `feedrender render --locale ja --catalog`: the navigation bar's title, back button and bar
/// button titles and the fixed bar's title come from the catalog, drawn exactly as a feed that
/// writes the Japanese itself.
final class LocaleBarRenderTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-locale-bars")
    }

    /// The feed with its bar texts as given.
    private func feed(title: String, back: String, edit: String, station: String) -> String {
        """
        viewport: {width: 390, height: 300, scale: 2}
        navigationTitle: \(title)
        navigationBar: {back: \(back), buttons: [{title: \(edit)}, {icon: plus}]}
        fixedBar: {title: \(station), backgroundColor: "#f7f7f7"}
        sections:
          - kind: message
            items: [{user: ann, text: hi}]
        """
    }

    /// The first frame of `feed` rendered with `arguments`; the bars are its top 88 pt.
    private func render(_ feed: String, _ name: String, _ arguments: [String] = []) throws -> Bitmap {
        let path = try directory.writeText(feed, toFileNamed: "\(name).yaml")
        let out = directory.appendingPathComponent(name)
        let result = try feedrender.run(["render", path, "--out", out.path, "--no-strip", "--no-contact-sheet"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return try PNGDecoder.decode(Data(contentsOf: out.appendingPathComponent("frame-00000.png")))
    }

    /// The pixels of rows `rows` of `bitmap`, for comparing regions.
    private func pixels(_ bitmap: Bitmap, rows: Range<Int>) -> [Color] {
        rows.flatMap { y in (0..<bitmap.width).map { bitmap.pixel(x: $0, y: y) } }
    }

    func testBarTextsComeFromTheCatalog() throws {
        let catalog = try directory.writeText("""
            "Albums" = "アルバム";
            "Library" = "ライブラリ";
            "Edit" = "編集";
            "My station" = "マイステーション";
            "Nothing to show yet" = "まだ何もありません";
            """, toFileNamed: "ja.lproj/Localizable.strings")
        let english = feed(title: "Albums", back: "Library", edit: "Edit", station: "My station")
        let source = try render(english, "en")
        let localized = try render(english, "ja", ["--locale", "ja", "--catalog", catalog, "--strict"])
        let written = try render(feed(title: "アルバム", back: "ライブラリ", edit: "編集", station: "マイステーション"), "written",
                                 ["--locale", "ja"])
        let bars = 0..<176  // 44 pt navigation bar + 44 pt fixed bar, at 2x
        XCTAssertEqual(localized.width, 780)
        XCTAssertTrue(pixels(localized, rows: bars) == pixels(written, rows: bars),
                      "the bars show the catalog's Japanese, pixel for pixel")
        for (name, band) in [("navigation bar", 0..<88), ("fixed bar", 88..<176)] {
            XCTAssertFalse(pixels(localized, rows: band) == pixels(source, rows: band), "the \(name) is translated")
        }
        // Each side of the navigation bar changes: the back title (left third), the title
        // (middle) and the Edit button (right third).
        for columns in [0..<200, 300..<480, 600..<700] {
            let changed = (0..<88).contains { y in columns.contains { localized.pixel(x: $0, y: y) != source.pixel(x: $0, y: y) } }
            XCTAssertTrue(changed, "columns \(columns)")
        }
    }

    /// A template field's placeholder and a template button's title are catalog keys too.
    func testTemplateFieldAndButtonTextsComeFromTheCatalog() throws {
        let catalog = try directory.writeText("""
            "Search albums" = "アルバムを検索";
            "Follow" = "フォロー";
            "Nothing to show yet" = "まだ何もありません";
            """, toFileNamed: "ja.lproj/Localizable.strings")
        func feed(_ placeholder: String, _ title: String) -> String {
            """
            viewport: {width: 300, height: 120, scale: 1}
            templates:
              search:
                type: stack
                direction: vertical
                children:
                  - {type: editableText, placeholder: \(placeholder), fieldStyle: iOS}
                  - {type: button, title: \(title)}
            sections: [{kind: search, items: [{}]}]
            """
        }
        let source = try render(feed("Search albums", "Follow"), "en")
        let localized = try render(feed("Search albums", "Follow"), "ja", ["--locale", "ja", "--catalog", catalog, "--strict"])
        let written = try render(feed("アルバムを検索", "フォロー"), "written", ["--locale", "ja"])
        XCTAssertTrue(pixels(localized, rows: 0..<120) == pixels(written, rows: 0..<120))
        XCTAssertFalse(pixels(localized, rows: 0..<120) == pixels(source, rows: 0..<120))
    }
}
