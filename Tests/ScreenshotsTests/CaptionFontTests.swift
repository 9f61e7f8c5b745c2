import Foundation
import Raster
@testable import Screenshots
import TestSupport
import XCTest

/// Caption fonts: `fonts`, `captionFont` and per-locale `captionFonts` in a configuration.
final class CaptionFontTests: XCTestCase {
    private func configuration(_ fixture: ScreenshotFixture, fontKeys: String) throws -> String {
        let fonts = fixture.directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for file in [TestFonts.leagueSpartanRegular, TestFonts.leagueSpartanBold]
        where !FileManager.default.fileExists(atPath: fonts.appendingPathComponent(file.lastPathComponent).path) {
            try FileManager.default.copyItem(at: file, to: fonts.appendingPathComponent(file.lastPathComponent))
        }
        try fixture.write("en.yaml", ScreenshotFixture.english)
        try fixture.write("ar.yaml", ScreenshotFixture.arabic)
        return try fixture.write("fonts-\(UUID().uuidString).yaml", """
            devices: [android-phone]
            locales: {en-US: en.yaml, ar-SA: ar.yaml}
            \(fontKeys)
            screens:
              - caption: {title: one.title}
                background: "#1d4ed8"
            """)
    }

    func testACaptionFontChangesTheCaptionAndTheFingerprint() async throws {
        let fixture = try ScreenshotFixture()
        let plain = try configuration(fixture, fontKeys: "")
        let brand = try configuration(fixture, fontKeys: """
            fonts: [fonts/LeagueSpartan-Regular.otf, fonts/LeagueSpartan-Bold.otf]
            captionFont: League Spartan
            captionFonts: {ar-SA: DejaVu Sans}
            """)
        let loaded = try ScreenshotConfiguration.load(from: brand)
        XCTAssertEqual(loaded.captionFonts.family(forLocale: "en-US"), "League Spartan")
        XCTAssertEqual(loaded.captionFonts.family(forLocale: "ar-SA"), "DejaVu Sans")
        XCTAssertEqual(try ScreenshotConfiguration.load(from: plain).captionFonts.family(forLocale: "en-US"), "Inter")

        let plainOut = fixture.directory.appendingPathComponent("plain"), brandOut = fixture.directory.appendingPathComponent("brand")
        _ = try await fixture.render(plain, into: plainOut)
        _ = try await fixture.render(brand, into: brandOut)
        XCTAssertNotEqual(try fixture.image("metadata/android/en-US/images/phoneScreenshots/1.png", in: plainOut),
                          try fixture.image("metadata/android/en-US/images/phoneScreenshots/1.png", in: brandOut))
        func fontHash(_ out: URL) throws -> String? {
            try PNGDecoder.textEntries(in: Data(contentsOf: out.appendingPathComponent("metadata/android/en-US/images/phoneScreenshots/1.png")))
                .first { $0.key == "FontHash" }?.value
        }
        XCTAssertNotEqual(try fontHash(plainOut), try fontHash(brandOut))
    }

    func testUnknownCaptionFamiliesAndLocalesAreBadInput() throws {
        let fixture = try ScreenshotFixture()
        for (keys, expected) in [
            ("captionFont: Avenir Next", #"captionFont: unknown font family "Avenir Next""#),
            ("captionFonts: {ja: Inter}", #"captionFonts.ja: "ja" is not one of the configuration's locales"#),
            ("fonts: [fonts/Missing.otf]", #"fonts[0]: font file "fonts/Missing.otf" does not exist"#),
        ] {
            let path = try configuration(fixture, fontKeys: keys)
            XCTAssertThrowsError(try ScreenshotConfiguration.load(from: path), keys) { error in
                XCTAssertEqual((error as? ScreenshotError)?.kind, .badInput)
                XCTAssertTrue("\(error)".contains(path + ": " + expected), "\(error)")
            }
        }
    }
}
