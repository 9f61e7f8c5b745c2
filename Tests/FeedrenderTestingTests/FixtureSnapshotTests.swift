@testable import FeedrenderTesting
import FeedRendering
import Foundation
import Raster
import SnapshotTesting
import Testing

/// Zero-code fixture snapshots: every document in a folder, per variant of a preset, with
/// references beside the documents.
@Suite struct FixtureSnapshotTests {
    static let card = """
        size: {min: [0, 0], max: [390, null]}
        root:
          type: inset
          insets: [12, 16, 12, 16]
          child:
            type: stack
            spacing: 12
            alignItems: center
            children:
              - {type: box, color: tint, cornerRadius: 20, style: {preferredSize: [40, 40]}}
              - {type: text, id: name, text: "TITLE", font: {size: 16, weight: 700}, color: label, maxLines: 1}
        """
    static let feed = """
        viewport: [390, 300]
        statusBar: false
        sections:
          - id: messages
            kind: message
            items:
              - {id: m1, user: Ava, text: "Lunch at noon?"}
        """

    @Test func presetsNameTheirVariantsAsTheCommandDoes() {
        #expect(SnapshotPreset.standard.variants.count == 24)
        #expect(Set(SnapshotPreset.standard.variants).count == 24, "no two variants alike")
        #expect(SnapshotPreset.standard.variants.map(\.suffix) == FixturePreset.standard.variants.map(\.suffix))
        #expect(SnapshotPreset.smoke.variants.map(\.suffix) == ["light-text100-ltr-phone", "dark-text100-rtl-phone"])
        #expect(SnapshotPreset.standard.variants.contains { $0.suffix == "dark-text160-rtl-compact" })
    }

    @Test func everyDocumentBecomesAReferencePerVariantAndANewFileAddsCoverage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-fixtures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = folder.appendingPathComponent("Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try Self.card.replacingOccurrences(of: "TITLE", with: "Ava").write(to: fixtures.appendingPathComponent("card.yaml"),
                                                                          atomically: true, encoding: .utf8)
        let configuration = SnapshotConfiguration(artifactsDirectory: folder.appendingPathComponent("art"), isCI: false)
        func check() async -> [SnapshotIssue] {
            await withSnapshotConfiguration(configuration) {
                await checkFixtures(in: fixtures.path, preset: .smoke, tolerance: nil, record: nil, fileID: #fileID,
                                    filePath: #filePath, testName: #function, line: #line, column: #column)
            }
        }
        let first = await check()
        #expect(first.map(\.reference.lastPathComponent) == ["card.light-text100-ltr-phone.png", "card.dark-text100-rtl-phone.png"])
        #expect(first.map(\.recorded) == [true, true], "missing references are recorded (and fail, as assertSnapshot's do)")
        let snapshots = fixtures.appendingPathComponent("Snapshots")
        let light = try PNGDecoder.decode(Data(contentsOf: snapshots.appendingPathComponent("card.light-text100-ltr-phone.png")))
        let dark = try PNGDecoder.decode(Data(contentsOf: snapshots.appendingPathComponent("card.dark-text100-rtl-phone.png")))
        #expect(light.width == 390 * 3, "the phone: 390 pt at 3x")
        #expect(light.pixel(x: 2, y: 2).rgba8.red > 200 && dark.pixel(x: 2, y: 2).rgba8.red < 60, "the theme's background")
        // The avatar box: at the left edge left to right, at the right edge right to left.
        #expect(light.pixel(x: (16 + 20) * 3, y: light.height / 2) != light.pixel(x: light.width - (16 + 20) * 3, y: light.height / 2))
        #expect(dark.pixel(x: dark.width - (16 + 20) * 3, y: dark.height / 2) != dark.pixel(x: 2, y: 2), "mirrored")
        #expect(await check().isEmpty, "unchanged documents match")

        try Self.card.replacingOccurrences(of: "TITLE", with: "Ben").write(to: fixtures.appendingPathComponent("card.yaml"),
                                                                          atomically: true, encoding: .utf8)
        try Self.feed.write(to: fixtures.appendingPathComponent("inbox.yml"), atomically: true, encoding: .utf8)
        let changed = await check()
        #expect(changed.map(\.reference.lastPathComponent) == [
            "card.light-text100-ltr-phone.png", "card.dark-text100-rtl-phone.png",
            "inbox.light-text100-ltr-phone.png", "inbox.dark-text100-rtl-phone.png",
        ])
        #expect(changed.map(\.recorded) == [false, false, true, true], "the edit fails; the new document is recorded")
        #expect(changed[0].message.contains("fixtures-Fixtures/card.light-text100-ltr-phone"), "\(changed[0].message)")
        #expect(FileManager.default.fileExists(
            atPath: folder.appendingPathComponent("art/fixtures-Fixtures/card.light-text100-ltr-phone.diff.png").path))
        let strip = try PNGDecoder.decode(Data(contentsOf: snapshots.appendingPathComponent("inbox.dark-text100-rtl-phone.png")))
        #expect(strip.width == 390 * 3)
    }

    @Test func anEmptyFolderOrABadDocumentIsAnIssueNamingIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feedrender-fixtures-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = SnapshotConfiguration(artifactsDirectory: folder.appendingPathComponent("art"), isCI: false)
        func check() async -> [SnapshotIssue] {
            await withSnapshotConfiguration(configuration) {
                await checkFixtures(in: folder.path, preset: .smoke, tolerance: nil, record: nil, fileID: #fileID,
                                    filePath: #filePath, testName: #function, line: #line, column: #column)
            }
        }
        #expect(await check().map(\.message) == ["Fixture snapshots: no feed or layout documents (.json, .yaml, .yml) in \(folder.standardizedFileURL.path)"])
        try "root: {type: stack, spacing: wide}".write(to: folder.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
        let issues = await check()
        #expect(issues.count == 2)
        let named = issues.filter { $0.message.contains("bad.yaml") && $0.message.contains("root.spacing") && !$0.recorded }
        #expect(named.count == 2, "\(issues.first?.message ?? "")")
    }
}
