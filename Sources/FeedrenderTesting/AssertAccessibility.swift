import Foundation
import ImageDiff
import ImageLoading
import Layout
import Nodes
import Raster
@_spi(Internals) import SnapshotTesting
import Text

/// Audits a node tree for accessibility and checks it against its committed files, beside
/// the snapshot references (`Snapshots/<TestType>/`):
/// - `<test>.<name>.accessibility-baseline.json`: the accepted findings; a finding it does not
///   list fails the test, naming the node, the value measured and the threshold;
/// - `<test>.<name>.accessibility.json`: the elements in reading order (label, traits,
///   actions, frame); a change of reading order, label or trait fails the test;
/// - `<test>.<name>.accessibility.png`: the legend image (numbered outlines beside a list of
///   each element's label, role and state), redrawn whenever the record is.
///
///     await assertAccessibility(of: cell, width: 390)
///
/// Missing files are recorded (and the test fails, asking for a review) as snapshot
/// references are: with the same record modes, and never on CI. Text is also laid out at
/// `AccessibilityAudit.largestContentSize` to find text that does not grow.
public func assertAccessibility(
    of node: @autoclosure () throws -> DisplayNode, width: Double = 390, height: Double? = nil, scale: Double = 3,
    platform: AccessibilityAudit.Platform = .iOS, imageLoader: ImageLoader? = nil, allowsPlaceholders: Bool = false,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async {
    let issues = await checkAccessibility(of: node, width: width, height: height, scale: scale, platform: platform,
                                          imageLoader: imageLoader, allowsPlaceholders: allowsPlaceholders, named: name,
                                          record: record, claimsOwnership: true, fileID: fileID, filePath: filePath,
                                          testName: testName, line: line, column: column)
    for issue in issues {
        recordIssue(issue.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Checks like `assertAccessibility(of:…)` and returns the issues instead of reporting them
/// (empty: no new finding, the record matched).
@discardableResult
public func verifyAccessibility(
    of node: @autoclosure () throws -> DisplayNode, width: Double = 390, height: Double? = nil, scale: Double = 3,
    platform: AccessibilityAudit.Platform = .iOS, imageLoader: ImageLoader? = nil, allowsPlaceholders: Bool = false,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async -> [SnapshotIssue] {
    await checkAccessibility(of: node, width: width, height: height, scale: scale, platform: platform,
                             imageLoader: imageLoader, allowsPlaceholders: allowsPlaceholders, named: name, record: record,
                             claimsOwnership: false, fileID: fileID, filePath: filePath, testName: testName, line: line,
                             column: column)
}

/// The path shared by the assertion and `verifyAccessibility`; only assertions claim their
/// files (tests of tests check one repeatedly).
private func checkAccessibility(
    of node: () throws -> DisplayNode, width: Double, height: Double?, scale: Double,
    platform: AccessibilityAudit.Platform, imageLoader: ImageLoader?, allowsPlaceholders: Bool, named name: String?,
    record: SnapshotTestingConfiguration.Record?, claimsOwnership: Bool, fileID: StaticString, filePath: StaticString,
    testName: String, line: UInt, column: UInt
) async -> [SnapshotIssue] {
    let plan: SnapshotPlan
    do {
        plan = try SnapshotPlan.make(named: name, variants: [], tolerance: nil, record: record, fileID: fileID,
                                     filePath: filePath, testName: testName, line: line, column: column)
    } catch {
        return [SnapshotIssue(message: "\(error)", reference: URL(fileURLWithPath: "/"), variant: nil, recorded: false)]
    }
    let check = plan.checks[0]
    let files = AccessibilityFiles(location: check.location)
    func issue(_ message: String, recorded: Bool = false) -> SnapshotIssue {
        SnapshotIssue(message: "Accessibility \(check.location.displayName): \(message)", reference: files.baseline,
                      variant: nil, recorded: recorded)
    }
    if let refused = check.preflight(owner: claimsOwnership ? plan.owner : nil) { return [refused] }
    let audited: AccessibilityRun
    do {
        let size = ContentSizeScale.current
        let base = try await AccessibilityRun.render(try node(), width: width, height: height, scale: scale,
                                                      imageLoader: imageLoader, strictImages: !allowsPlaceholders)
        let largest = try await ContentSizeScale.$current.withValue(size * AccessibilityAudit.largestContentSize) {
            try await AccessibilityRun.render(try node(), width: width, height: height, scale: scale,
                                              imageLoader: imageLoader, strictImages: !allowsPlaceholders)
        }
        audited = AccessibilityRun(base: base, findings: AccessibilityAudit(platform: platform).findings(
            in: base.snapshot, drawnAs: base.bitmap, scale: scale, largest: largest.snapshot), scale: scale)
    } catch {
        return [issue("cannot render the node: \(error)")]
    }
    return files.check(audited, settings: check.settings).map { issue($0.message, recorded: $0.recorded) }
}

/// One audited render: the tree's snapshot, its pixels and what the audit found.
struct AccessibilityRun: Sendable {
    struct Rendered: Sendable {
        var bitmap: Bitmap
        var snapshot: AccessibilitySnapshot
    }

    var base: Rendered
    var findings: [AccessibilityFinding]
    /// Pixels per point of `base.bitmap`.
    var scale: Double

    /// Renders `node` on a dedicated thread (nodes are not Sendable; this one is handed over).
    static func render(_ node: DisplayNode, width: Double, height: Double?, scale: Double, imageLoader: ImageLoader?,
                       strictImages: Bool) async throws -> Rendered {
        let transfer = UncheckedTransfer(value: node)
        let executor = DedicatedQueueExecutor(label: "feedrender.accessibility.render")
        return try await Task(executorPreference: executor) {
            let rendered = try await NodeRenderer.render(transfer.value, width: width, height: height, scale: scale,
                                                         layoutDirection: SnapshotRendering.layoutDirection ?? .leftToRight,
                                                         imageLoader: imageLoader, strictImages: strictImages)
            return Rendered(bitmap: rendered.bitmap, snapshot: rendered.accessibility)
        }.value
    }
}
