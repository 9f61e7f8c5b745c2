import CPango
import Foundation
import XCTest
@testable import Text

final class FontEnvironmentTests: XCTestCase {
    func testFontHashIsTheSHA256OfThePinnedFiles() throws {
        let environment = FontEnvironment.shared
        // Independent check: the same bytes through coreutils.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "cat \"$@\" | sha256sum", "sh"] + environment.fonts.map(\.path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
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

    func testConfigurationHoldsOnlyThePinnedFilesAndNothingFromTheMachine() {
        let config = FontEnvironment.shared.config
        XCTAssertEqual(strings(FcConfigGetConfigFiles(config)), [], "no /etc/fonts configuration file was loaded")
        XCTAssertEqual(strings(FcConfigGetFontDirs(config)), [], "no font directory is scanned")
        XCTAssertEqual(FcConfigGetFonts(config, FcSetSystem)?.pointee.nfont ?? 0, 0, "no system fonts")

        let application = FcConfigGetFonts(config, FcSetApplication)!.pointee
        var files: Set<String> = []
        for index in 0..<Int(application.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(application.fonts[index], FC_FILE, 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        XCTAssertEqual(files, Set(PinnedFont.all.map(\.path)))
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
