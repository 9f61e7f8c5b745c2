import Foundation
import ImageLoading
import XCTest
@testable import Screenshots

/// A right-to-left locale lays the feed's cells out right to left; others keep the feed's direction.
final class FeedDirectionTests: XCTestCase {
    func testArabicLocaleLaysTheFeedOutRightToLeft() throws {
        let fixture = try ScreenshotFixture()
        let configuration = try ScreenshotConfiguration.load(
            from: fixture.configuration(devices: ["android-phone"], locales: ["en-US": "en.yaml", "ar-SA": "ar.yaml"]))
        let loader = ImageLoader()
        defer { loader.shutdown() }
        func directions(_ code: String) throws -> Set<String> {
            let locale = try XCTUnwrap(configuration.locales.first { $0.code == code })
            let feed = try LoadedFeed.load(.demo, theme: .light, locale: locale, localizer: configuration.localizer(for: locale),
                                           configuration: configuration, loader: loader)
            XCTAssertFalse(feed.rows.isEmpty)
            return Set(feed.rows.map { $0.layoutDirection.rawValue })
        }
        XCTAssertEqual(try directions("ar-SA"), ["rtl"])
        XCTAssertEqual(try directions("en-US"), ["ltr"])
    }
}
