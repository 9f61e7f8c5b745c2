import CPango
import Foundation
import TestSupport
import XCTest
@testable import Text

final class FontEnvironmentTests: XCTestCase {
    func testFontHashIsTheSHA256OfThePinnedFiles() throws {
        let environment = FontEnvironment.shared
        // Independent check: the same bytes through coreutils.
        let output = try ChildProcess(executable: URL(fileURLWithPath: "/bin/sh"),
                                      arguments: ["-c", "cat \"$@\" | sha256sum", "sh"] + environment.fonts.map(\.path)).run().stdout
        XCTAssertEqual(environment.fontHash, String(output.prefix(64)))
        XCTAssertEqual(environment.fontHash.count, 64)
    }

    func testRendererVersionNamesTheLibraries() {
        let version = FontEnvironment.shared.rendererVersion
        XCTAssertTrue(version.contains("pango 1."), version)
        XCTAssertTrue(version.contains("cairo 1."), version)
        XCTAssertTrue(version.contains("harfbuzz "), version)
        XCTAssertTrue(version.contains("fontconfig 2."), version)
    }

    func testConfigurationHoldsOnlyThePinnedFilesAndNothingFromTheMachine() throws {
        let environment = FontEnvironment.shared
        let config = environment.config
        XCTAssertEqual(strings(FcConfigGetConfigFiles(config)), [], "no /etc/fonts configuration file was loaded")
        XCTAssertEqual(FcConfigGetFonts(config, FcSetSystem)?.pointee.nfont ?? 0, 0, "no system fonts")
        // The one font folder, if any, is the cached folder of links to the pinned files.
        let directories = strings(FcConfigGetFontDirs(config))
        XCTAssertLessThanOrEqual(directories.count, 1, "\(directories)")
        for directory in directories {
            let links = try FileManager.default.contentsOfDirectory(atPath: directory)
            let targets = try links.map { try FileManager.default.destinationOfSymbolicLink(atPath: "\(directory)/\($0)") }
            XCTAssertEqual(targets.sorted(), PinnedFont.all.map(\.path).sorted(), directory)
        }

        let application = FcConfigGetFonts(config, FcSetApplication)!.pointee
        var files: [String] = []
        for index in 0..<Int(application.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(application.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
                files.append(environment.pinnedPath(ofFontFile: String(cString: file)))
            }
        }
        XCTAssertEqual(Set(files), Set(PinnedFont.all.map(\.path)))
        // In PinnedFont.all order (the order breaks ties when matching).
        var firstSeen: [String] = []
        for file in files where !firstSeen.contains(file) { firstSeen.append(file) }
        XCTAssertEqual(firstSeen, PinnedFont.all.map(\.path))
        // Pango's own start-up would otherwise load the machine's configuration.
        XCTAssertEqual(FcConfigGetCurrent(), config)
    }

    func testMissingFontMessageTellsTheUserToRunSetup() {
        let error = FontEnvironmentError.missingFontFile(path: "/usr/share/fonts/x.ttf", package: "fonts-x")
        XCTAssertTrue(error.description.contains("scripts/setup"))
        XCTAssertTrue(error.description.contains("/usr/share/fonts/x.ttf"))
        XCTAssertNoThrow(try FontEnvironment.requireInstalled())
    }

    private func strings(_ list: OpaquePointer?) -> [String] {
        guard let list else { return [] }
        defer { FcStrListDone(list) }
        var result: [String] = []
        while let next = FcStrListNext(list) { result.append(String(cString: next)) }
        return result
    }
}
