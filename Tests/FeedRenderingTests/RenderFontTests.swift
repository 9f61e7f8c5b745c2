import Appearance
@testable import FeedRendering
import FeedrenderSupport
import Foundation
import Lists
import Layout
import Nodes
import TestSupport
import Text
import XCTest

/// A cell that notes which font file the system face and League Spartan resolve to where it
/// is measured (in the renderer's tasks, under its font scope).
private final class FontProbeCell: CellNode {
    let seen: Locked<[String]>

    init(seen: Locked<[String]>) {
        self.seen = seen
        super.init()
    }

    override func calculateSizeThatFits(_ constrainedSize: Size) -> Size {
        let system = TextEngine.fontFiles(for: AttributedText("Abc", font: .system(size: 14))).first?.file ?? ""
        let brand = TextEngine.fontFiles(for: AttributedText("Abc", font: Font(family: "League Spartan"))).first?.file ?? ""
        seen.withLock { $0.append(contentsOf: [system, brand]) }
        return Size(width: constrainedSize.width, height: 40)
    }
}

/// The renderer sets the device's system face and the presentation's fonts for its cells.
final class RenderFontTests: XCTestCase {
    private func filesSeen(device: String, fonts: FontLibrary?) async throws -> (files: Set<String>, fontHash: String) {
        let seen = Locked<[String]>([])
        var preset = try XCTUnwrap(DevicePreset.named(device))
        preset.scale = 1
        var settings = FeedRenderSettings(presentation: FeedPresentation(device: preset))
        settings.presentation.fonts = fonts
        settings.writesStrip = false
        let rows = [FeedRow(section: 0, item: 0, identifier: "probe") { FontProbeCell(seen: seen) }]
        let directory = try makeTemporaryDirectory(prefix: "feedrender-font-render")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await FeedRenderer(source: RenderStubSource(rows: rows), settings: settings).render(to: directory)
        return (Set(seen.withLock { $0 }), result.manifest.fontHash)
    }

    func testTheSystemFaceIsInterOnIOSAndRobotoOnAndroid() async throws {
        let iPhone = try await filesSeen(device: "iphone-15", fonts: nil)
        XCTAssertTrue(iPhone.files.contains("/usr/share/fonts/opentype/inter/Inter-Regular.otf"), "\(iPhone.files)")
        let android = try await filesSeen(device: "android-phone", fonts: nil)
        XCTAssertTrue(android.files.contains("/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"),
                      "\(android.files)")
        XCTAssertFalse(android.files.contains { $0.contains("/inter/") }, "\(android.files)")
    }

    func testThePresentationsFontsReachTheCellsAndTheManifest() async throws {
        let fonts = try FontLibrary(registering: [TestFonts.leagueSpartanRegular])
        let branded = try await filesSeen(device: "iphone-15", fonts: fonts)
        XCTAssertTrue(branded.files.contains(TestFonts.leagueSpartanRegular.path), "\(branded.files)")
        XCTAssertEqual(branded.fontHash, fonts.fingerprint)
        let plain = try await filesSeen(device: "iphone-15", fonts: nil)
        XCTAssertFalse(plain.files.contains(TestFonts.leagueSpartanRegular.path))
        XCTAssertEqual(plain.fontHash, FontLibrary().fingerprint)
        // A library in effect where render(to:) is called applies when the presentation has none.
        let scoped = try await fonts.withFonts { try await filesSeen(device: "iphone-15", fonts: nil) }
        XCTAssertEqual(scoped.fontHash, fonts.fingerprint)
    }
}
