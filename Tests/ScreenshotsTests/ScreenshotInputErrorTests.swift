import Foundation
import XCTest
@testable import Screenshots

/// Bad input fails before anything is written, with one line naming the file and where.
final class ScreenshotInputErrorTests: XCTestCase {
    func testMissingStringNamesTheLocaleAndTheKey() async throws {
        let fixture = try ScreenshotFixture()
        try fixture.write("de.yaml", "strings:\n  one.title: Alles in einem Feed\n")
        let config = try fixture.configuration(devices: ["android-phone"], locales: ["en-US": "en.yaml", "de-DE": "de.yaml"])
        let error = try await renderError(fixture, config)
        XCTAssertEqual(error.kind, .badInput)
        XCTAssertTrue(error.message.contains("de.yaml"), error.message)
        XCTAssertTrue(error.message.contains("de-DE"), error.message)
        XCTAssertTrue(error.message.contains("\"one.subtitle\""), error.message)
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.output.path), "nothing written for bad input")
    }

    func testBadConfigNamesTheFileAndThePath() throws {
        let fixture = try ScreenshotFixture()
        try fixture.write("en.yaml", ScreenshotFixture.english)
        let path = try fixture.write("bad.yaml", """
            devices: [android-phone]
            locales: {en-US: en.yaml}
            screens:
              - caption: {title: one.title}
                background: "#000000"
              - caption: {title: one.title}
                background: {gradient: ["#000000", "blue"]}
            """)
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: path)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix(path + ": screens[1].background.gradient[1]: "), message)
            XCTAssertTrue(message.contains("\"blue\""), message)
            XCTAssertFalse(message.contains("\n"))
        }
        let unknownDevice = try fixture.write("device.json", """
            {"devices": ["iphone-99"], "locales": {"en-US": "en.yaml"}, "screens": []}
            """)
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: unknownDevice)) { error in
            XCTAssertTrue("\(error)".hasPrefix(unknownDevice + ": devices[0]: unknown device \"iphone-99\""), "\(error)")
        }
        let syntax = try fixture.write("syntax.json", "{\"devices\": [\n")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: syntax)) { error in
            XCTAssertTrue("\(error)".hasPrefix(syntax + ": line "), "\(error)")
        }
    }

    func testUnknownKeyNamesItsPathAndTheKeysAllowed() throws {
        let fixture = try ScreenshotFixture()
        try fixture.write("en.yaml", ScreenshotFixture.english)
        let path = try fixture.write("typo.yaml", """
            devices: [android-phone]
            locales: {en-US: en.yaml}
            screens:
              - {caption: {title: one.title}, background: "#000000", captionBackdrp: scrim}
            """)
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: path)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.hasPrefix(path + ": screens[0].captionBackdrp: unknown key in a screen"), message)
            XCTAssertTrue(message.contains("\"captionBackdrop\""), "the allowed keys are listed: \(message)")
        }
        let store = try fixture.write("store.yaml", "devices: [android-phone]\nlocales: {en-US: en.yaml}\nstore: playstore\nscreens: []\n")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: store)) { error in
            XCTAssertTrue("\(error)".hasPrefix(store + ": store: "), "\(error)")
            XCTAssertTrue("\(error)".contains("\"app-store\"") && "\(error)".contains("\"play\""), "\(error)")
        }
    }

    func testBadFeedOverrideNamesTheLocaleFileAndTheKey() async throws {
        let fixture = try ScreenshotFixture()
        try fixture.write("fr.yaml", """
            strings: {one.title: Tout, one.subtitle: Tout, two.title: Tout}
            feed:
              messages/m9/text: Bonjour
            """)
        let config = try fixture.configuration(devices: ["android-phone"], locales: ["fr-FR": "fr.yaml"])
        let error = try await renderError(fixture, config)
        XCTAssertEqual(error.message, "fr.yaml: feed[\"messages/m9/text\"]: no item \"m9\" in feed demo")
    }

    func testUnknownCellToScrollToIsNamed() async throws {
        let fixture = try ScreenshotFixture()
        try fixture.write("en.yaml", ScreenshotFixture.english)
        let path = try fixture.write("scroll.yaml", """
            devices: [android-phone]
            locales: {en-US: en.yaml}
            screens:
              - {caption: {title: one.title}, background: "#000000", scrollTo: albums/zzz}
            """)
        let error = try await renderError(fixture, path)
        XCTAssertTrue(error.message.hasPrefix(path + ": screens[0].scrollTo: no cell \"albums/zzz\""), error.message)
    }

    private func renderError(_ fixture: ScreenshotFixture, _ config: String) async throws -> ScreenshotError {
        do {
            _ = try await fixture.render(config)
        } catch let error as ScreenshotError {
            return error
        }
        XCTFail("expected a ScreenshotError")
        return ScreenshotError(.render, "")
    }
}
