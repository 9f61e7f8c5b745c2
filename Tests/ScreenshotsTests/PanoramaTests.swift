import Foundation
import Raster
@testable import Screenshots
import XCTest

/// A panorama: one background across consecutive screens, sliced per screen, with layers
/// that cross the boundaries.
final class PanoramaTests: XCTestCase {
    private func configuration(_ fixture: ScreenshotFixture, devices: [String], panorama: String, extra: String = "") throws -> String {
        try fixture.write("en.yaml", ScreenshotFixture.english)
        let green = try PNGEncoder.encode(Bitmap(width: 40, height: 20, color: Color(red8: 0, green8: 255, blue8: 0)))
        try Data(green).write(to: fixture.directory.appendingPathComponent("band.png"))
        return try fixture.write("screenshots.yaml", """
            devices: [\(devices.joined(separator: ", "))]
            locales: {en-US: en.yaml}
            screens:
              - caption: {title: one.title}
                panorama: \(panorama)
              - caption: {title: two.title}
                scrollTo: messages/m1
              - caption: {title: one.title}
            \(extra)
            """)
    }

    func testTheBackgroundRunsOnAcrossTheScreensAndALayerCrossesTheBoundary() async throws {
        let fixture = try ScreenshotFixture()
        let path = try configuration(fixture, devices: ["iphone-8-plus", "android-phone"], panorama: """
            {span: 3, background: {gradient: ["#ff0000", "#0000ff"], angle: 90}, layers: [{image: band.png, x: 0.8, y: 0.3, width: 0.4}]}
            """)
        let result = try await fixture.render(path)
        XCTAssertEqual(result.files.count, 6)
        for (apple, name) in [(true, "iphone-8-plus"), (false, "android-phone")] {
            let panels = try (1...3).map { number in
                try fixture.image(apple ? "screenshots/en-US/0\(number)_\(name).png"
                                        : "metadata/android/en-US/images/phoneScreenshots/\(number).png")
            }
            let width = panels[0].width, bottom = panels[0].height - 3
            // One gradient over three widths: each panel starts where the one before ended.
            for index in 0..<2 {
                let end = panels[index].pixel(x: width - 1, y: bottom), start = panels[index + 1].pixel(x: 0, y: bottom)
                XCTAssertEqual(end.red, start.red, accuracy: 0.01, name)
                XCTAssertEqual(end.blue, start.blue, accuracy: 0.01, name)
            }
            // From red at the first panel's left edge to blue at the third's right edge, a third of the way per panel.
            XCTAssertGreaterThan(panels[0].pixel(x: 0, y: bottom).red, 0.95)
            XCTAssertGreaterThan(panels[2].pixel(x: width - 1, y: bottom).blue, 0.95)
            XCTAssertEqual(panels[0].pixel(x: width - 1, y: bottom).blue, 1.0 / 3, accuracy: 0.03, name)
            // The green band from 0.8 to 1.2 screen widths: the end of the first panel and the start of the second.
            let y = Int(0.3 * Double(panels[0].height)) + 2
            // (The device's soft shadow may darken it a little.)
            func isGreen(_ c: Color) -> Bool { c.green > 0.95 && c.red < 0.05 && c.blue < 0.05 }
            XCTAssertTrue(isGreen(panels[0].pixel(x: Int(0.97 * Double(width)), y: y)), name)
            XCTAssertTrue(isGreen(panels[1].pixel(x: Int(0.03 * Double(width)), y: y)), name)
            XCTAssertFalse(isGreen(panels[0].pixel(x: Int(0.75 * Double(width)), y: y)), name)
            XCTAssertFalse(isGreen(panels[1].pixel(x: Int(0.25 * Double(width)), y: y)), name)
        }
        XCTAssertEqual(try StoreVerifier.verify(fixture.output).violations, [])
    }

    func testBadPanoramasAreNamed() throws {
        let fixture = try ScreenshotFixture()
        let tooLong = try configuration(fixture, devices: ["android-phone"], panorama: "{span: 4, background: \"#000000\"}")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: tooLong)) { error in
            XCTAssertTrue("\(error)".contains("screens[0].panorama.span: expected 2 to 3 screens"), "\(error)")
        }
        let own = try configuration(fixture, devices: ["android-phone"], panorama: "{span: 3, background: \"#000000\"}")
        try fixture.write("screenshots.yaml", try String(contentsOfFile: own, encoding: .utf8)
            .replacingOccurrences(of: "  - caption: {title: two.title}", with: "  - caption: {title: two.title}\n    background: \"#ffffff\""))
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: own)) { error in
            XCTAssertTrue("\(error)".contains("screens[1].background: screen 2 is in the panorama of screen 1"), "\(error)")
        }
        let outside = try configuration(fixture, devices: ["android-phone"], panorama: "{span: 2, background: \"#000000\"}")
        XCTAssertThrowsError(try ScreenshotConfiguration.load(from: outside)) { error in
            XCTAssertTrue("\(error)".contains("screens[2].background: missing"), "\(error)")
        }
    }
}
