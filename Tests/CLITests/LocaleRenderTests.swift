import Foundation
import Raster
import TestSupport
import XCTest

/// `feedrender render --locale CODE --catalog PATH`, run as a user would: translated frames,
/// fallback warnings, `--strict`, malformed catalogs and unknown codes.
final class LocaleRenderTests: XCTestCase {
    private var directory: URL!
    private var feedrender: FeedrenderExecutable!
    private var feed: String!
    private var catalog: String { directory.appendingPathComponent("Localizable.xcstrings").path }

    override func setUpWithError() throws {
        feedrender = try FeedrenderExecutable()
        directory = try makeTemporaryDirectory(prefix: "feedrender-locale-tests")
        feed = try LocalizationFixture.write(to: directory)
    }

    private func render(_ arguments: [String], into name: String) throws -> (ChildProcess.Result, URL) {
        let out = directory.appendingPathComponent(name)
        let result = try feedrender.run(["render", feed, "--out", out.path, "--no-strip", "--no-contact-sheet"] + arguments)
        return (result, out)
    }

    private func firstFrame(_ out: URL) throws -> Data {
        try Data(contentsOf: out.appendingPathComponent("frame-00000.png"))
    }

    func testJapaneseAndArabicFramesAreDrawnFromTheCatalog() throws {
        let (english, englishOut) = try render([], into: "en")
        XCTAssertEqual(english.status, 0, english.stderr)
        let (japanese, japaneseOut) = try render(["--locale", "ja", "--catalog", catalog], into: "ja")
        XCTAssertEqual(japanese.status, 0, japanese.stderr)
        XCTAssertFalse(japanese.stderr.contains("warning"), japanese.stderr)
        let (arabic, arabicOut) = try render(["--locale", "ar", "--catalog", catalog], into: "ar")
        XCTAssertEqual(arabic.status, 0, arabic.stderr)
        let frames = try [englishOut, japaneseOut, arabicOut].map(firstFrame)
        XCTAssertEqual(Set(frames).count, 3, "each locale draws its own text")
        // Same locale, same bytes.
        let (again, againOut) = try render(["--locale", "ja", "--catalog", catalog, "--jobs", "1"], into: "ja-again")
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try firstFrame(againOut), frames[1])
    }

    func testFallbackWarnsAndStrictFails() throws {
        let (lenient, _) = try render(["--locale", "de-DE", "--catalog", catalog], into: "de")
        XCTAssertEqual(lenient.status, 0, lenient.stderr)
        XCTAssertTrue(lenient.stderr.contains(
            "warning: \(catalog): no de-DE text for key \"Featured\"; using the source language's (en)"), lenient.stderr)
        let (strict, strictOut) = try render(["--locale", "de-DE", "--catalog", catalog, "--strict"], into: "de-strict")
        XCTAssertEqual(strict.status, 1, strict.stderr)
        XCTAssertTrue(strict.stderr.contains("no de-DE text for key \"Home\""), strict.stderr)
        XCTAssertTrue(strict.stderr.contains("(--strict: "), strict.stderr)
        XCTAssertEqual(strict.stderr.split(separator: "\n").count, 1, "one line: \(strict.stderr)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: strictOut.appendingPathComponent("manifest.json").path))
    }

    func testPseudolocalesRender() throws {
        for code in ["en-XA", "ar-XB"] {
            let (result, out) = try render(["--locale", code], into: code)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame-00000.png").path))
        }
    }

    func testMalformedCatalogNamesFileAndLineAndWritesNothing() throws {
        let broken = try directory.writeText("\"Home\" = \"ホーム\";\n\"Search\" = \"検索\"\n\"Featured\" = \"おすすめ\";\n",
                                             toFileNamed: "ja.lproj/Localizable.strings")
        let (result, out) = try render(["--locale", "ja", "--catalog", broken], into: "broken")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr.trimmingCharacters(in: .whitespacesAndNewlines),
                       "\(broken): line 3, column 1: expected \";\", found \"\"\"")
        XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    }

    /// FuzzCatalog's kept inputs (`regress-*`, `crash-*`; the first byte picks the format), read
    /// by `render --catalog`: each ends with exit 0 or with exit 2 and one line naming the
    /// catalog, never a signal.
    func testKeptCatalogFuzzInputsEndCleanly() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Corpus/FuzzCatalog")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("regress-") || $0.hasPrefix("crash-") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 2)
        let places = ["L.xcstrings", "ja.lproj/L.strings", "ja.lproj/L.stringsdict", "res/values-ja/strings.xml"]
        for name in names {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            guard let first = data.first else { continue }
            let path = directory.appendingPathComponent("fuzz-\(name)/" + places[Int(first) % places.count])
            try FileManager.default.createDirectory(at: path.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.dropFirst().write(to: path)
            let (result, _) = try render(["--locale", "ja", "--catalog", path.path], into: "fuzz-out")
            XCTAssertFalse(result.signaled, "\(name): killed by a signal: \(result.stderr)")
            XCTAssertTrue(result.status == 0 || result.status == 2, "\(name): exit \(result.status): \(result.stderr)")
            if result.status == 2 {
                XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, "\(name): \(result.stderr)")
                XCTAssertTrue(result.stderr.hasPrefix(path.path), "\(name): \(result.stderr)")
            }
        }
    }

    func testTheLocaleIsTheTextsLanguage() throws {
        feed = try directory.writeText("""
            viewport: {width: 200, height: 120, scale: 2}
            sections: [{kind: journal, header: 直骨, items: [{id: j1, sol: 1, text: 直骨複}]}]
            """, toFileNamed: "han.yaml")
        let frames = try ["ja", "zh-Hans"].map { code -> Data in
            let (result, out) = try render(["--locale", code], into: "han-\(code)")
            XCTAssertEqual(result.status, 0, result.stderr)
            return try firstFrame(out)
        }
        XCTAssertNotEqual(frames[0], frames[1], "Han takes the Japanese and the Simplified Chinese glyph forms")
    }

    func testUnknownLocaleIsAUsageError() throws {
        let (result, _) = try render(["--locale", "jp"], into: "jp")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown locale code \"jp\""), result.stderr)
    }
}
