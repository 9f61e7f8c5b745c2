import Appearance
import Foundation
import Raster
@testable import Screenshots
import XCTest

/// `screenshots verify`: the stores' rules applied to our own output and to folders broken
/// the ways a hand-edited fastlane folder breaks.
final class StoreVerifierTests: XCTestCase {
    /// A real PNG of `width`×`height`, opaque unless `alpha`.
    static func png(_ width: Int, _ height: Int, alpha: Bool = false) throws -> [UInt8] {
        let color = alpha ? Color(red: 0.2, green: 0.4, blue: 0.8, alpha: 0.5) : Color(red: 0.2, green: 0.4, blue: 0.8)
        return try PNGEncoder.encode(Bitmap(width: width, height: height, color: color))
    }

    private func write(_ bytes: [UInt8], _ path: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    private func pairs(_ verification: StoreVerification) -> Set<String> {
        Set(verification.violations.map { "\($0.file) \($0.rule.rawValue)" })
    }

    func testOurOwnOutputForBothStoresPasses() async throws {
        let fixture = try ScreenshotFixture()
        let path = try fixture.configuration(devices: ["iphone-8-plus", "android-phone"])
        _ = try await fixture.render(path)
        let verification = try StoreVerifier.verify(fixture.output)
        XCTAssertEqual(verification.violations, [])
        XCTAssertEqual(verification.imagesChecked, 4, "two App Store and two Play screenshots")
    }

    /// Every preset, the default store setting: iPhones and iPads in deliver's folder at
    /// sizes deliver's table takes, Android devices in supply's at sizes Play takes.
    func testEveryPresetWithTheDefaultStoreSettingPassesVerify() async throws {
        let fixture = try ScreenshotFixture()
        var configuration = try ScreenshotConfiguration.load(from: fixture.configuration(devices: DevicePreset.all.map(\.name)))
        configuration.screens.removeLast()   // one screen: Play still gets two phone screenshots (upright and turned)
        let result = try await ScreenshotRenderer(configuration: configuration).render(to: fixture.output)
        let apple = DevicePreset.all.filter { $0.platform == .iOS }
        XCTAssertEqual(result.files.count, DevicePreset.all.count)
        XCTAssertEqual(Set(result.files.filter { $0.hasPrefix("screenshots/") }), Set(apple.map { "screenshots/en-US/01_\($0.name).png" }))
        let verification = try StoreVerifier.verify(fixture.output)
        XCTAssertEqual(verification.violations, [])
        XCTAssertEqual(verification.imagesChecked, DevicePreset.all.count)
    }

    func testBrokenAppStoreFolderNamesEachFileAndRule() throws {
        let fixture = try ScreenshotFixture()
        let out = fixture.output.appendingPathComponent("screenshots")
        let good = try Self.png(1242, 2208)       // iPhone 5.5"
        try write(good, "en-US/01_ok.png", in: out)
        try write(try Self.png(1080, 1920), "en-US/02_android.png", in: out)          // no display type
        try write(try Self.png(1242, 2208, alpha: true), "en-US/03_alpha.png", in: out)
        try write(try JPEGEncoder.encode(Bitmap(width: 1242, height: 2208, color: .white)), "en-US/04_jpeg.png", in: out)
        for index in 1...11 { try write(good, "de-DE/\(index).png", in: out) }          // eleven 5.5" screenshots
        try write(good, "english/01.png", in: out)                                    // not a deliver language
        try write(good, "en-XA/01.png", in: out)                                      // a pseudolocale
        try write(good, "stray.png", in: out)                                         // outside a language folder
        try write(Array("notes".utf8), "en-US/README.txt", in: out)                   // not an image: deliver ignores it
        let verification = try StoreVerifier.verify(fixture.output, stores: [.appStore])
        XCTAssertEqual(pairs(verification), Set(["en-US/02_android.png size", "en-US/03_alpha.png alpha", "en-US/04_jpeg.png format",
                                                 "de-DE count", "english locale", "en-XA locale", "stray.png layout"].map { "screenshots/" + $0 }))
        XCTAssertEqual(verification.imagesChecked, 4 + 11 + 2)
        let count = try XCTUnwrap(verification.violations.first { $0.rule == .count })
        XCTAssertTrue(count.detail.contains("11 screenshots for iPhone 5.5\"") && count.detail.contains("1 to 10"), count.detail)
        let size = try XCTUnwrap(verification.violations.first { $0.rule == .size })
        XCTAssertTrue(size.description.hasPrefix("screenshots/en-US/02_android.png: size: 1080×1920"), size.description)
    }

    func testBrokenPlayFolderNamesEachFileAndRule() throws {
        let fixture = try ScreenshotFixture()
        let out = fixture.output
        let root = "metadata/android"
        let phone = try Self.png(1080, 1920)
        for index in 1...2 { try write(phone, "\(root)/en-US/images/phoneScreenshots/\(index).png", in: out) }
        try write(try Self.png(1290, 2796), "\(root)/en-US/images/tenInchScreenshots/1.png", in: out)   // long side > 2× short
        try write(try Self.png(300, 500), "\(root)/en-US/images/sevenInchScreenshots/1.png", in: out)   // under 320
        try write(try Self.png(1024, 500, alpha: true), "\(root)/en-US/images/featureGraphic.png", in: out)
        try write(try Self.png(512, 512, alpha: true), "\(root)/en-US/images/icon.png", in: out)         // the icon may be transparent
        try write(phone, "\(root)/en-US/images/banner.png", in: out)                                      // supply skips it
        try write(phone, "\(root)/en-US/images/phones/1.png", in: out)                                    // not a screenshot type
        try write(phone, "\(root)/ja/images/phoneScreenshots/1.png", in: out)                             // ja-JP in Play; one phone screenshot
        for index in 1...9 { try write(phone, "\(root)/de-DE/images/phoneScreenshots/\(index).png", in: out) }
        try write(Array("A title".utf8), "\(root)/en-US/title.txt", in: out)
        let verification = try StoreVerifier.verify(out, stores: [.play])
        XCTAssertEqual(pairs(verification), [
            "\(root)/en-US/images/tenInchScreenshots/1.png aspect", "\(root)/en-US/images/sevenInchScreenshots/1.png size",
            "\(root)/en-US/images/featureGraphic.png alpha", "\(root)/en-US/images/banner.png layout",
            "\(root)/en-US/images/phones layout", "\(root)/ja locale", "\(root)/ja/images/phoneScreenshots count",
            "\(root)/de-DE/images/phoneScreenshots count",
        ])
        // A JPEG feature graphic (no alpha) of the wrong size.
        try FileManager.default.removeItem(at: out.appendingPathComponent("\(root)/en-US/images/featureGraphic.png"))
        try write(try JPEGEncoder.encode(Bitmap(width: 1000, height: 500, color: .white)), "\(root)/en-US/images/featureGraphic.jpg",
                  in: out)
        let again = pairs(try StoreVerifier.verify(out, stores: [.play])).filter { $0.contains("featureGraphic") }
        XCTAssertEqual(again, ["\(root)/en-US/images/featureGraphic.jpg size"])
    }

    func testAnEmptyFolderHasNoStoreFolder() throws {
        let fixture = try ScreenshotFixture()
        try FileManager.default.createDirectory(at: fixture.output, withIntermediateDirectories: true)
        let verification = try StoreVerifier.verify(fixture.output)
        XCTAssertEqual(verification.violations.map(\.rule), [.layout])
        XCTAssertThrowsError(try StoreVerifier.verify(fixture.output.appendingPathComponent("missing")))
    }

    func testDeliversSizeTableCoversEveryApplePreset() {
        for preset in DevicePreset.all where preset.platform == .iOS {
            XCTAssertNotNil(AppStoreDisplayType.matching(PixelSize(width: preset.pixelWidth, height: preset.pixelHeight)), preset.name)
        }
        XCTAssertNil(AppStoreDisplayType.matching(PixelSize(width: 1080, height: 1920)))
        XCTAssertEqual(AppStoreDisplayType.matching(PixelSize(width: 2868, height: 1320))?.identifier, "APP_IPHONE_67")
        XCTAssertNil(AppStoreDisplayType.matching(PixelSize(width: 1096, height: 640)), "deliver takes 640×1096 upright only")
    }
}
