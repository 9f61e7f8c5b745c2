import CPango
import Foundation
import TestSupport
import XCTest

/// The machine's fontconfig setup cannot change our pixels: a child process with a hostile
/// `FONTCONFIG_FILE` (system config + forced hinting, subpixel, no antialiasing, DejaVu Sans
/// replaced by DejaVu Serif) and another locale draws the same bytes as this process.
final class EnvironmentIndependenceTests: XCTestCase {
    private static let outputVariable = "FEEDRENDER_TEXT_CHILD_OUTPUT"

    private static let hostileConfig = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
          <match target="pattern">
            <test name="family"><string>DejaVu Sans</string></test>
            <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit>
          </match>
          <match target="font">
            <edit name="antialias" mode="assign"><bool>false</bool></edit>
            <edit name="hinting" mode="assign"><bool>true</bool></edit>
            <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
            <edit name="autohint" mode="assign"><bool>true</bool></edit>
            <edit name="rgba" mode="assign"><const>rgb</const></edit>
            <edit name="embolden" mode="assign"><bool>true</bool></edit>
          </match>
        </fontconfig>
        """

    /// Runs only inside the child process started below; skipped in a normal test run.
    func testChildDrawsScenes() throws {
        guard let output = ProcessInfo.processInfo.environment[Self.outputVariable] else {
            throw XCTSkip("helper for testHostileFontconfigEnvironmentDoesNotChangePixels")
        }
        var data = Data()
        for bytes in DeterminismTests.renderScenes() { data.append(contentsOf: bytes) }
        try data.write(to: URL(fileURLWithPath: output + ".pixels"))
        // What the machine's (hostile) fontconfig would have picked, to prove the environment took effect.
        try Self.systemMatch(for: "DejaVu Sans").write(toFile: output + ".system", atomically: true, encoding: .utf8)
    }

    func testHostileFontconfigEnvironmentDoesNotChangePixels() throws {
        let directory = try makeTemporaryDirectory(prefix: "feedrender-text-env")
        let configFile = directory.appendingPathComponent("hostile.conf")
        try Self.hostileConfig.write(to: configFile, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("child").path

        var environment = ProcessInfo.processInfo.environment
        environment[Self.outputVariable] = output
        environment["FONTCONFIG_FILE"] = configFile.path
        environment["LANG"] = "ja_JP.UTF-8"
        environment["LC_ALL"] = "zh_TW.UTF-8"
        environment["XDG_CACHE_HOME"] = directory.appendingPathComponent("cache").path
        // This test binary again, running only the child test.
        let child = try ChildProcess(executable: URL(fileURLWithPath: CommandLine.arguments[0]),
                                     arguments: ["TextTests.EnvironmentIndependenceTests/testChildDrawsScenes"],
                                     environment: environment).run()
        let stderr = child.stderr
        XCTAssertEqual(child.status, 0, stderr)

        let systemChoice = try String(contentsOfFile: output + ".system", encoding: .utf8)
        XCTAssertTrue(systemChoice.hasSuffix("DejaVuSerif.ttf"), "the hostile config was active in the child: \(systemChoice)")
        XCTAssertFalse(stderr.contains("Fontconfig"), stderr)

        let childPixels = try Data(contentsOf: URL(fileURLWithPath: output + ".pixels"))
        var ownPixels = Data()
        for bytes in DeterminismTests.renderScenes() { ownPixels.append(contentsOf: bytes) }
        XCTAssertEqual(childPixels.count, ownPixels.count)
        XCTAssertTrue(childPixels == ownPixels, "pixels differ under a hostile fontconfig environment")
    }

    /// The file the process-default fontconfig configuration (which honours FONTCONFIG_FILE) matches for `family`.
    private static func systemMatch(for family: String) -> String {
        // The machine's configuration as fontconfig builds it from the environment (feedrender
        // makes its own configuration the process's current one).
        guard let system = FcInitLoadConfigAndFonts() else { return "" }
        defer { FcConfigDestroy(system) }
        guard let pattern = FcNameParse(family) else { return "" }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(system, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(system, pattern, &result) else { return "" }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file else { return "" }
        return String(cString: file)
    }
}
