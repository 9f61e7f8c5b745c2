@testable import FeedRendering
import Appearance
import FeedDocuments
import Foundation
import TestSupport
import XCTest

/// A feed's `textSize` is the reader's text size for the whole render: rows grow with it,
/// and the manifest says which size was drawn.
final class TextSizeRenderTests: XCTestCase {
    private func render(textSize: String?) async throws -> FeedRenderResult {
        let document = """
            \(textSize.map { "textSize: \($0)" } ?? "")
            sections:
              - kind: message
                items: [{user: Ada, text: "One line of text"}, {user: Grace, text: "Another line of text"}]
            """
        let (presentation, adapter) = try FeedDocument.parse(document, format: .yaml,
                                                             documentURL: URL(fileURLWithPath: "/f/t.yaml"), fileName: "t.yaml")
        var settings = FeedRenderSettings(presentation: presentation, writesContactSheet: false)
        settings.writesFrames = false
        return try await FeedRenderer(source: adapter, settings: settings)
            .render(to: try makeTemporaryDirectory(prefix: "feedrender-text-size"))
    }

    func testLargerTextMakesTallerRowsAndIsRecorded() async throws {
        let regular = try await render(textSize: nil)
        let large = try await render(textSize: "extraLarge")
        XCTAssertGreaterThan(large.manifest.contentHeight, regular.manifest.contentHeight * 1.3)
        XCTAssertNil(regular.manifest.settings.textSize)
        XCTAssertEqual(large.manifest.settings.textSize, 1.6)
        let numeric = try await render(textSize: "1.6")
        XCTAssertEqual(numeric.manifest.contentHeight, large.manifest.contentHeight)
    }

    func testBadTextSizesNameTheKey() {
        for bad in ["huge", "7"] {
            XCTAssertThrowsError(try FeedDocument.parse("textSize: \(bad)\nsections: []", format: .yaml,
                                                       documentURL: URL(fileURLWithPath: "/f/t.yaml"), fileName: "t.yaml")) {
                XCTAssertTrue("\($0)".hasPrefix("t.yaml: textSize: expected a text size factor from 0.5 to 3"), "\($0)")
            }
        }
    }
}
