import FeedrenderSupport
import Foundation
import Raster
import TestSupport
import XCTest

/// Fonts in documents through the built binary: `fonts:` files pinned into the fingerprint,
/// unknown families and bad font files failing with exit 2 and nothing written, the
/// fallback opt-ins, nearest-face warnings and byte-identical output.
final class FontCLITests: XCTestCase {
    private var feedrender: FeedrenderExecutable!
    private var directory: URL!

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-font-tests")
        // The document's fonts, beside it as an app bundles them (with their licence).
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for file in [TestFonts.leagueSpartanRegular, TestFonts.leagueSpartanBold] {
            try FileManager.default.copyItem(at: file, to: fonts.appendingPathComponent(file.lastPathComponent))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A feed whose template sets its titles in `family` (registering League Spartan when `fonts`).
    private func feed(family: String, fonts: Bool = true, extra: String = "") throws -> String {
        let text = """
            viewport: {width: 240, height: 200, scale: 2}
            \(fonts ? "fonts: [fonts/LeagueSpartan-Regular.otf, fonts/LeagueSpartan-Bold.otf]" : "")
            \(extra)
            templates:
              title: {type: text, text: "{{name}}", font: {family: \(family), size: 24, weight: bold}}
            sections:
              - id: s
                kind: title
                items: [{id: 1, name: Brand type}, {id: 2, name: Second row}, {id: 3, name: Third row}]
            """
        return try directory.writeText(text, toFileNamed: "feed-\(UUID().uuidString).yaml")
    }

    private func render(_ path: String, _ extra: [String] = []) throws -> (result: ChildProcess.Result, out: URL) {
        let out = directory.appendingPathComponent("out-\(UUID().uuidString)")
        return (try feedrender.run(["render", path, "--out", out.path, "--no-strip"] + extra), out)
    }

    private func manifestFontHash(_ out: URL) throws -> String? {
        let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["fontHash"] as? String
    }

    func testARegisteredFontChangesPixelsAndTheFingerprint() throws {
        let (brand, brandOut) = try render(try feed(family: "League Spartan"))
        XCTAssertEqual(brand.status, 0, brand.stderr)
        let (system, systemOut) = try render(try feed(family: "system", fonts: false))
        XCTAssertEqual(system.status, 0, system.stderr)
        let brandPNG = try Data(contentsOf: brandOut.appendingPathComponent("frame-00000.png"))
        let systemPNG = try Data(contentsOf: systemOut.appendingPathComponent("frame-00000.png"))
        XCTAssertNotEqual(try PNGDecoder.decode(brandPNG), try PNGDecoder.decode(systemPNG))

        // The fingerprint: the manifest and every PNG carry it; the pinned one is --version's.
        let brandHash = try XCTUnwrap(try manifestFontHash(brandOut))
        let pinned = try XCTUnwrap(try manifestFontHash(systemOut))
        XCTAssertNotEqual(brandHash, pinned)
        XCTAssertEqual(try PNGDecoder.textEntries(in: brandPNG).first { $0.key == "FontHash" }?.value, brandHash)
        // The registered files by name and SHA-256 (the pinned-only frame has no such chunk).
        let listed = try XCTUnwrap(try PNGDecoder.textEntries(in: brandPNG).first { $0.key == "Fonts" }?.value)
        let regular = try SHA256.hex(ofFileAt: TestFonts.leagueSpartanRegular)
        XCTAssertTrue(listed.hasPrefix("LeagueSpartan-Regular.otf \(regular); LeagueSpartan-Bold.otf "), listed)
        XCTAssertNil(try PNGDecoder.textEntries(in: systemPNG).first { $0.key == "Fonts" })
        XCTAssertTrue(try feedrender.run(["--version"]).stdout.contains("fonts: \(pinned)"))
    }

    func testOutputIsByteIdenticalAcrossRunsAndJobs() throws {
        let path = try feed(family: "League Spartan")
        func files(_ out: URL) throws -> [String: Data] {
            var files: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: out.path) where name.hasSuffix(".png") {
                files[name] = try Data(contentsOf: out.appendingPathComponent(name))
            }
            return files
        }
        let first = try render(path), second = try render(path), serial = try render(path, ["--jobs", "1"])
        for run in [first, second, serial] { XCTAssertEqual(run.result.status, 0, run.result.stderr) }
        let reference = try files(first.out)
        XCTAssertFalse(reference.isEmpty)
        XCTAssertEqual(try files(second.out), reference, "two runs")
        XCTAssertEqual(try files(serial.out), reference, "--jobs 1 and the default")
        XCTAssertEqual(try manifestFontHash(serial.out), try manifestFontHash(first.out))
    }

    func testAnUnknownFamilyFailsNamingItsKeyUnlessFallbackIsAllowed() throws {
        let path = try feed(family: "Avenir-Medium", fonts: false)
        let (failed, out) = try render(path)
        XCTAssertEqual(failed.status, 2, failed.stderr)
        XCTAssertTrue(failed.stderr.contains("templates.title.font.family: unknown font family \"Avenir-Medium\""),
                      failed.stderr)
        XCTAssertEqual(failed.stderr.split(separator: "\n").count, 1, "one line: \(failed.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "nothing written")

        let allowed = try render(path, ["--allow-font-fallback"]).result
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(allowed.stderr.contains("warning: \(path): templates.title.font.family: unknown font family \"Avenir-Medium\"")
                      && allowed.stderr.contains("drawing with the system face (Inter)"), allowed.stderr)
        let opted = try feed(family: "Avenir-Medium", fonts: false, extra: "allowFontFallback: true")
        XCTAssertEqual(try render(opted).result.status, 0)
    }

    /// The same opt-ins reach a render in a locale and store screenshots, whose runs print
    /// the fallback warning too.
    func testFallbackReachesLocalesAndScreenshots() throws {
        let path = try feed(family: "Avenir-Medium", fonts: false)
        XCTAssertEqual(try render(path, ["--locale", "ja"]).result.status, 2)
        let localized = try render(path, ["--locale", "ja", "--allow-font-fallback"]).result
        XCTAssertEqual(localized.status, 0, localized.stderr)
        XCTAssertTrue(localized.stderr.contains("unknown font family \"Avenir-Medium\""), localized.stderr)

        let name = (path as NSString).lastPathComponent
        try directory.writeText("strings: {t: Title}\n", toFileNamed: "en.yaml")
        func screenshots(_ extra: String, _ arguments: [String]) throws -> ChildProcess.Result {
            let config = try directory.writeText("""
                devices: [iphone-16-pro-max]
                locales: {en-US: en.yaml}
                \(extra)
                screens: [{feed: \(name), caption: {title: t}, background: "#0f766e"}]
                """, toFileNamed: "shots-\(UUID().uuidString).yaml")
            let out = directory.appendingPathComponent("shots-\(UUID().uuidString)")
            return try feedrender.run(["screenshots", config, "--out", out.path] + arguments)
        }
        let failed = try screenshots("", [])
        XCTAssertEqual(failed.status, 2, failed.stderr)
        XCTAssertTrue(failed.stderr.contains("unknown font family \"Avenir-Medium\""), failed.stderr)
        for (extra, arguments) in [("", ["--allow-font-fallback"]), ("allowFontFallback: true", [])] {
            let allowed = try screenshots(extra, arguments)
            XCTAssertEqual(allowed.status, 0, allowed.stderr)
            XCTAssertTrue(allowed.stderr.contains("warning: \(name): templates.title.font.family: unknown font family"),
                          allowed.stderr)
        }
    }

    func testBadFontFilesFailNamingTheFileAndKey() throws {
        try Data("OTTO not really a font".utf8).write(to: directory.appendingPathComponent("fonts/Broken.otf"))
        let outside = try makeTemporaryDirectory(prefix: "feedrender-font-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.copyItem(at: TestFonts.leagueSpartanBold, to: outside.appendingPathComponent("Outside.otf"))
        let cases: [(fonts: String, expected: String)] = [
            ("[fonts/Missing.otf]", #"fonts[0]: font file "fonts/Missing.otf" does not exist"#),
            ("[fonts/LeagueSpartan-Bold.otf, fonts/Broken.otf]", #"fonts[1]: font file "fonts/Broken.otf" is not a font"#),
            ("[fonts]", #"fonts[0]: font file "fonts" cannot be read"#),
            ("[\(outside.path)/Outside.otf]", "is outside the document's folder"),
        ]
        for (fonts, expected) in cases {
            let path = try directory.writeText("""
                viewport: {width: 240, height: 200, scale: 1}
                fonts: \(fonts)
                items: []
                """, toFileNamed: "bad-\(UUID().uuidString).yaml")
            let (result, out) = try render(path)
            XCTAssertEqual(result.status, 2, "\(fonts): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(expected), "\(fonts): \(result.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), "\(fonts): nothing written")
        }
    }

    func testLayoutDocumentsRegisterFontsAndWarnAboutMissingFaces() throws {
        let document = """
            {"fonts": ["fonts/LeagueSpartan-Regular.otf"], "scale": 2,
             "root": {"type": "stack", "direction": "vertical", "children": [
               {"type": "text", "id": "a", "text": "Brand", "font": {"family": "League Spartan", "size": 20}},
               {"type": "text", "id": "b", "text": "Black", "font": {"family": "League Spartan", "weight": "black"}},
               {"type": "text", "id": "c", "text": "Semibold", "font": {"weight": "semibold", "italic": true}}]}}
            """
        let path = try directory.writeText(document, toFileNamed: "card.json")
        let png = directory.appendingPathComponent("card.png")
        let result = try feedrender.run(["layout", path, "--png", png.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        // League Spartan is registered in Regular only: black (900) draws with it, and a warning says so.
        XCTAssertTrue(result.stderr.contains("root.children[1].font.family: League Spartan 900 is not in the fonts; "
                                             + "drawing with League Spartan"), result.stderr)
        XCTAssertFalse(result.stderr.contains("children[0]"), "Regular exists: \(result.stderr)")
        XCTAssertFalse(result.stderr.contains("children[2]"), "Inter has 600 italic: \(result.stderr)")
        let chunks = try PNGDecoder.textEntries(in: Data(contentsOf: png))
        XCTAssertNotEqual(chunks.first { $0.key == "FontHash" }?.value,
                          try feedrender.run(["--version"]).stdout.split(separator: "\n").last.map { String($0.dropFirst(7)) })

        let unknown = try directory.writeText(#"{"root": {"type": "text", "text": "x", "font": {"family": "Helvetica Neue"}}}"#,
                                              toFileNamed: "unknown.json")
        let failed = try feedrender.run(["layout", unknown, "--png", png.path + "2"])
        XCTAssertEqual(failed.status, 2)
        XCTAssertTrue(failed.stderr.contains("unknown.json: root.font.family: unknown font family \"Helvetica Neue\""),
                      failed.stderr)
        XCTAssertEqual(failed.stdout, "", "no frames printed")
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path + "2"))
        // A rich-text span's family is checked the same way, at the span's key.
        let span = try directory.writeText(#"{"root": {"type": "text", "spans": ["by ", {"text": "Ava", "font": {"family": "Avenir"}}]}}"#,
                                           toFileNamed: "span.json")
        let spanFailed = try feedrender.run(["layout", span])
        XCTAssertEqual(spanFailed.status, 2)
        XCTAssertTrue(spanFailed.stderr.contains("span.json: root.spans[1].font.family: unknown font family \"Avenir\""),
                      spanFailed.stderr)
        let allowed = try feedrender.run(["layout", unknown, "--allow-font-fallback"])
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertTrue(allowed.stderr.contains("warning: ") && allowed.stderr.contains("Helvetica Neue"), allowed.stderr)
    }

    /// examples/brand: a feed in League Spartan (OFL, licence beside it) renders on iOS and
    /// Android, byte-identical across runs and --jobs 1, with the font in its fingerprint.
    func testTheBrandExampleRendersDeterministically() throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/brand/feed.yaml").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: URL(fileURLWithPath: example).deletingLastPathComponent()
            .appendingPathComponent("fonts/LICENSE-LeagueSpartan.txt").path))
        let pinned = try feedrender.run(["--version"]).stdout
        for device in ["iphone-15", "android-phone"] {
            let runs = try [[], [], ["--jobs", "1"]].map { try render(example, ["--device", device] + $0) }
            for run in runs { XCTAssertEqual(run.result.status, 0, run.result.stderr) }
            let frames = try runs.map { try Data(contentsOf: $0.out.appendingPathComponent("frame-00000.png")) }
            XCTAssertEqual(frames[1], frames[0], "\(device): two runs")
            XCTAssertEqual(frames[2], frames[0], "\(device): --jobs 1")
            let hash = try XCTUnwrap(try manifestFontHash(runs[0].out))
            XCTAssertFalse(pinned.contains(hash), "the brand font is in the fingerprint")
        }
    }
}
