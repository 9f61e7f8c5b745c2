import FeedRendering
import Foundation
import ImageDiff
@_spi(Internals) import SnapshotTesting

/// A named set of variants to snapshot every fixture document in.
///
/// - `standard`: light and dark × text at 100%, 130% and 160% × left to right and right to left
///   × a 320-pt (2x) and a 390-pt (3x) phone: 24 references per document;
/// - `smoke`: light left to right and dark right to left on the 390-pt phone, 2 per document.
///
/// `feedrender snapshot DIR --preset NAME` renders the same variants under the same names.
public struct SnapshotPreset: Hashable, Sendable {
    /// Names the preset in messages.
    public var name: String
    /// The variants; each names its references by its `suffix`.
    public var variants: [SnapshotVariant]

    /// A preset of your own, e.g. `SnapshotPreset(name: "dark", variants: .matrix(themes: [.dark]))`.
    public init(name: String, variants: [SnapshotVariant]) {
        self.name = name
        self.variants = variants
    }

    init(_ preset: FixturePreset) {
        self.init(name: preset.name, variants: preset.variants.map { variant in
            SnapshotVariant(theme: variant.theme, textSize: TextSize(scale: variant.textScale),
                            layoutDirection: variant.direction,
                            device: SnapshotDevice(name: variant.deviceName, width: variant.width, scale: variant.scale))
        })
    }

    /// 24 variants: light/dark × 3 text sizes × LTR/RTL × 2 phones.
    public static let standard = SnapshotPreset(FixturePreset.standard)
    /// 2 variants: light LTR and dark RTL on one phone.
    public static let smoke = SnapshotPreset(FixturePreset.smoke)
}

/// Snapshots every feed and layout document (`.json`, `.yaml`, `.yml`) directly in `folder`, in
/// every variant of `preset`: adding a document adds coverage, with no test code.
///
///     @Test func fixtures() async { await assertFixtureSnapshots(in: "Fixtures", preset: .smoke) }
///
/// References sit beside the documents, in `<folder>/Snapshots/<document>.<variant>.png`
/// (pixels only, no layout record), recorded and compared as `assertSnapshot` does (record
/// modes, tolerance, CI refusal, artefacts, the run's record). Feeds are snapshotted as their
/// full-length strip; `file://` images may come from the folder and must load.
///
/// - Parameter folder: relative to the folder of the test file, or absolute.
public func assertFixtureSnapshots(
    in folder: String, preset: SnapshotPreset = .standard, tolerance: Tolerance? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async {
    let issues = await checkFixtures(in: folder, preset: preset, tolerance: tolerance, record: record, fileID: fileID,
                                     filePath: filePath, testName: testName, line: line, column: column)
    for issue in issues {
        recordIssue(issue.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// The checks of `assertFixtureSnapshots`, returning the issues.
func checkFixtures(in folder: String, preset: SnapshotPreset, tolerance: Tolerance?,
                   record: SnapshotTestingConfiguration.Record?, fileID: StaticString, filePath: StaticString,
                   testName: String, line: UInt, column: UInt) async -> [SnapshotIssue] {
    let testFolder = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
    let fixtures = URL(fileURLWithPath: folder, relativeTo: testFolder).standardizedFileURL
    func failure(_ message: String) -> [SnapshotIssue] {
        [SnapshotIssue(message: message, reference: fixtures, variant: nil, recorded: false)]
    }
    var configuration = SnapshotConfiguration.current
    configuration.snapshotsDirectory = fixtures
    let settings: ResolvedSnapshotSettings
    let documents: [URL]
    do {
        settings = try ResolvedSnapshotSettings(configuration: configuration, record: record, tolerance: tolerance,
                                                filePath: "\(filePath)")
        documents = try FixtureRenderer.documents(in: fixtures)
    } catch {
        return failure("Fixture snapshots: \(error)")
    }
    if documents.isEmpty {
        return failure("Fixture snapshots: no feed or layout documents (.json, .yaml, .yml) in \(fixtures.path)")
    }
    let identity = SnapshotTestIdentity.current(function: testName, filePath: "\(filePath)")
    let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
    let owner = SnapshotLedger.Owner(test: identity.displayName, location: "\(file):\(line)")
    var issues: [SnapshotIssue] = []
    for document in documents {
        for variant in preset.variants {
            var location = SnapshotLocation(settings: settings, suite: FixtureRenderer.snapshotsFolderName,
                                            test: FixtureRenderer.name(of: document),
                                            identifier: variant.suffix.isEmpty ? "default" : variant.suffix)
            // Artefacts and the review page name the fixture folder, not `Snapshots`.
            location.suite = FixtureRenderer.suite(of: fixtures)
            let check = SnapshotCheck(settings: settings, identity: identity, location: location, variant: variant,
                                      fileID: fileID, filePath: filePath, line: line, column: column)
            if let refused = check.preflight(owner: owner) {
                issues.append(refused)   // refused before anything is written: no run entry either
                continue
            }
            let image: SnapshotImage
            do {
                image = SnapshotImage(bitmap: try await FixtureRenderer.render(document, variant: variant.fixture))
            } catch {
                image = SnapshotImage(problem: "cannot render \(document.lastPathComponent): \(error)")
            }
            let issue = check.run(image)
            SnapshotRunRecorder.record(check, issue: issue)
            if let issue { issues.append(issue) }
        }
    }
    return issues
}

extension SnapshotVariant {
    /// The fixture renderer's form: unset dimensions take light, 100%, left to right, the 390-pt phone.
    var fixture: FixtureVariant {
        let device = device ?? .phone
        return FixtureVariant(theme: resolvedTheme, textScale: textSize?.scale ?? 1,
                              direction: resolvedLayoutDirection ?? .leftToRight, deviceName: device.name,
                              width: device.width, scale: device.scale)
    }
}
