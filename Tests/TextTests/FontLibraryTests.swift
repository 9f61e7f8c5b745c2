import Foundation
import TestSupport
import XCTest
@testable import Text

/// Registering font files, weights 100...900, italics and the platform system face.
final class FontLibraryTests: XCTestCase {
    private let sample = "Hamburgefonstiv"

    /// Total darkness (0...255 per pixel, summed) of `text` drawn black on white.
    private func ink(_ text: AttributedText, library: FontLibrary = FontLibrary()) -> Int {
        library.withFonts {
            let surface = TestSurface(width: 360, height: 60, scale: 2)
            surface.draw(text, x: 2, y: 2, width: 176)
            return surface.bytes.enumerated().reduce(0) { sum, byte in byte.offset % 4 == 0 ? sum + 255 - Int(byte.element) : sum }
        }
    }

    private func pixels(_ text: AttributedText, library: FontLibrary = FontLibrary()) -> [UInt8] {
        library.withFonts {
            let surface = TestSurface(width: 360, height: 60, scale: 2)
            surface.draw(text, x: 2, y: 2, width: 176)
            return surface.bytes
        }
    }

    private func file(of font: Font, library: FontLibrary = FontLibrary()) -> String? {
        library.withFonts { TextEngine.fontFiles(for: AttributedText("Abc", font: font)).first?.file }
    }

    func testARegisteredFontDrawsItsOwnGlyphsAndChangesTheFingerprint() throws {
        let library = try FontLibrary(registering: [TestFonts.leagueSpartanRegular, TestFonts.leagueSpartanBold])
        XCTAssertEqual(library.registeredFamilies, ["League Spartan"])
        XCTAssertTrue(library.containsFamily("league spartan"))
        XCTAssertFalse(FontLibrary().containsFamily("League Spartan"), "nothing is registered process-wide")
        let brand = try library.font(family: "League Spartan", size: 20)
        XCTAssertEqual(file(of: brand, library: library), TestFonts.leagueSpartanRegular.path)
        XCTAssertEqual(file(of: Font(family: "League Spartan", weight: .bold), library: library), TestFonts.leagueSpartanBold.path)
        XCTAssertNotEqual(pixels(AttributedText(sample, font: brand), library: library),
                          pixels(AttributedText(sample, font: Font(size: 20))))
        // Outside the library's scope the family is unknown and draws with the system face.
        XCTAssertEqual(file(of: brand), "/usr/share/fonts/opentype/inter/Inter-Regular.otf")

        XCTAssertNotEqual(library.fingerprint, FontLibrary().fingerprint)
        XCTAssertEqual(library.fingerprint.count, 64)
        // The same bytes registered again (in another library) give the same fingerprint.
        let again = try FontLibrary(registering: [TestFonts.leagueSpartanRegular, TestFonts.leagueSpartanBold])
        XCTAssertEqual(again.fingerprint, library.fingerprint)
        let regularOnly = try FontLibrary(registering: [TestFonts.leagueSpartanRegular])
        XCTAssertNotEqual(regularOnly.fingerprint, library.fingerprint)
        XCTAssertEqual(library.withFonts { RendererIdentity.pngTextChunks.first { $0.key == "FontHash" }?.value },
                       library.fingerprint)
    }

    func testWeightsFrom100To900GiveDistinctIncreasingInk() {
        for family in ["Inter", "system"] {
            let inks = FontWeight.allCases.map { ink(AttributedText(sample, font: Font(family: family, size: 16, weight: $0))) }
            XCTAssertEqual(inks, inks.sorted(), "\(family): heavier weights draw more ink: \(inks)")
            XCTAssertEqual(Set(inks).count, 9, "\(family): nine distinct faces: \(inks)")
        }
        // Medium and semibold are real faces now, not regular and bold.
        XCTAssertEqual(file(of: Font(weight: .medium)), "/usr/share/fonts/opentype/inter/Inter-Medium.otf")
        XCTAssertEqual(file(of: Font(weight: .semibold)), "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
        XCTAssertEqual(file(of: Font(weight: .thin)), "/usr/share/fonts/opentype/inter/Inter-Thin.otf")
        XCTAssertEqual(file(of: Font(weight: .black)), "/usr/share/fonts/opentype/inter/Inter-Black.otf")
    }

    func testItalicDrawsTheItalicFace() {
        XCTAssertEqual(file(of: Font(weight: .semibold, italic: true)), "/usr/share/fonts/opentype/inter/Inter-SemiBoldItalic.otf")
        XCTAssertNotEqual(pixels(AttributedText(sample, font: Font(size: 16, italic: true))),
                          pixels(AttributedText(sample, font: Font(size: 16))))
        TextEngine.$systemTypeface.withValue(.android) {
            XCTAssertEqual(file(of: Font(italic: true)), "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Italic.ttf")
        }
    }

    func testTheSystemFaceIsInterOnAppleDevicesAndRobotoOnAndroid() {
        XCTAssertEqual(file(of: .system(size: 14)), "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
        XCTAssertEqual(file(of: .system(size: 14, weight: .bold)), "/usr/share/fonts/opentype/inter/Inter-Bold.otf")
        TextEngine.$systemTypeface.withValue(.android) {
            XCTAssertEqual(file(of: .system(size: 14)), "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf")
            XCTAssertEqual(file(of: .system(size: 14, weight: .medium)), "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf")
            XCTAssertEqual(file(of: .system(size: 14, weight: .black)), "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Black.ttf")
        }
        XCTAssertEqual(Font().family, Font.systemFamily, "the system face is the default")
    }

    func testAFaceTheFamilyLacksIsTheNearestAndSaysSo() {
        let environment = FontEnvironment.shared
        XCTAssertTrue(environment.face(for: Font(weight: .semibold), typeface: .apple).isExact)
        let roboto = environment.face(for: Font(weight: .semibold), typeface: .android)
        XCTAssertFalse(roboto.isExact)
        XCTAssertEqual(roboto.description, "Roboto 700", "Debian's Roboto has no 600: the next heavier face")
        let dejaVu = environment.face(for: Font(family: "DejaVu Sans", weight: .medium, italic: true), typeface: .apple)
        XCTAssertEqual(dejaVu.description, "DejaVu Sans 400 italic")
        XCTAssertFalse(dejaVu.isExact)
        XCTAssertTrue(environment.face(for: Font(family: "DejaVu Sans", weight: .bold, italic: true), typeface: .apple).isExact)
        XCTAssertEqual(FontLibrary().faceSubstitutionWarning(for: .system(size: 14, weight: .semibold), typeface: .android),
                       "Roboto 600 is not in the fonts; drawing with Roboto 700, the nearest face")
        XCTAssertNil(FontLibrary().faceSubstitutionWarning(for: .system(size: 14, weight: .semibold), typeface: .apple))
    }

    func testAVariableFontIsInstancedOnItsWeightAxis() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: TestFonts.interVariable.path), "fonts-inter-variable is not installed")
        let library = try FontLibrary(registering: [TestFonts.interVariable])
        let family = try XCTUnwrap(library.registeredFamilies.first)
        let inks = FontWeight.allCases.map {
            ink(AttributedText(sample, font: Font(family: family, size: 16, weight: $0)), library: library)
        }
        XCTAssertEqual(inks, inks.sorted(), "\(inks)")
        XCTAssertEqual(Set(inks).count, 9, "\(inks)")
    }

    func testUnknownFamiliesAndBadFilesAreErrors() throws {
        XCTAssertThrowsError(try FontLibrary().font(family: "Avenir-Medium", size: 14)) { error in
            guard case .unknownFamily(let family, let known) = error as? FontLibraryError else { return XCTFail("\(error)") }
            XCTAssertEqual(family, "Avenir-Medium")
            XCTAssertTrue(known.contains("Inter"))
            XCTAssertTrue("\(error)".contains("\"Avenir-Medium\""), "\(error)")
        }
        let folder = try makeTemporaryDirectory()
        let missing = folder.appendingPathComponent("Missing.ttf")
        XCTAssertThrowsError(try FontLibrary(registering: [missing])) { error in
            XCTAssertEqual(error as? FontLibraryError, .missingFile(path: missing.path))
        }
        let corrupt = folder.appendingPathComponent("Corrupt.otf")
        try Data("OTTO this is not a font".utf8).write(to: corrupt)
        XCTAssertThrowsError(try FontLibrary(registering: [corrupt])) { error in
            XCTAssertEqual(error as? FontLibraryError, .notAFont(path: corrupt.path))
            XCTAssertTrue("\(error)".contains("Corrupt.otf"))
        }
        XCTAssertThrowsError(try FontLibrary(registering: [folder])) { error in
            guard case .unreadableFile = error as? FontLibraryError else { return XCTFail("\(error)") }
        }
    }
}
