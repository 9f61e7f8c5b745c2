import Foundation
import ImageDiff
import Raster

/// Writes the files a person reviews when a snapshot fails, under `<artifacts>/<suite>/`:
/// `<stem>.actual.png`, `.diff.png`, `.reference.png` (a copy, so the folder is reviewable on
/// its own), `.actual.layout.json`, and last `.failure.json`, the record `feedrender review`
/// reads. swift-snapshot-testing only saves the actual image (to a temporary folder on
/// Linux), so these are written here.
struct SnapshotArtifactWriter {
    let location: SnapshotLocation
    let identity: SnapshotTestIdentity
    /// False for `verifySnapshot` without `writesArtifacts:`: its caller decides whether an
    /// issue is a failure (a test of tests expects one), so nothing is left for the review page.
    var isEnabled = true

    /// Every artefact kind one reference can leave.
    static let kinds = ["actual.png", "diff.png", "reference.png", "actual.layout.json", "failure.json"]

    /// Deletes what an earlier failure of this reference left.
    func removeStale() {
        for kind in Self.kinds { try? FileManager.default.removeItem(at: location.artifact(kind)) }
    }

    /// Deletes every artefact of `test` in `suite` (its earlier runs), e.g. of a variant or a
    /// numbered assertion that no longer exists. For a parameterised case only that case's
    /// (`arguments`): cases run in parallel, and one must not delete what another just wrote.
    static func clearTest(_ test: String, arguments: String? = nil, suite: String, artifactsRoot: URL) {
        let folder = artifactsRoot.appendingPathComponent(suite, isDirectory: true)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        let prefix = arguments.map { "\(test).\($0)-" } ?? "\(test)."
        for name in names where name.hasPrefix(prefix) && kinds.contains(where: { name.hasSuffix(".\($0)") }) {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }

    /// Writes the artefacts of a failed comparison (or of a missing reference, when `reference`
    /// is nil) and returns the message lines that point at them.
    func write(actual: SnapshotImage, reference: (image: Bitmap, data: Data?)?, tolerance: Tolerance,
               summary: String, details: [String], difference: ImageDifference?,
               layoutChanges: LayoutChanges?) throws -> [String] {
        removeStale()
        guard isEnabled else { return [] }
        let actualURL = location.artifact("actual.png")
        try RasterBridge.write(try RasterBridge.encodePNG(actual.bitmap), to: actualURL)
        var diffURL: URL?, referenceCopyURL: URL?, actualLayoutURL: URL?
        if let reference {
            let url = location.artifact("diff.png")
            // Outline where moved nodes are now; the scale is the image's pixels per layout point.
            let moved = layoutChanges?.moved.map(\.actual) ?? []
            let rootWidth = actual.layout?.entries.first?.rect.width ?? 0
            let scale = rootWidth > 0 ? Double(actual.bitmap.width) / rootWidth : 1
            let diff = ImageComparator(tolerance: tolerance).diffImage(reference: reference.image, actual: actual.bitmap,
                                                                       outlined: moved, scale: scale)
            try RasterBridge.write(try RasterBridge.encodePNG(diff), to: url)
            diffURL = url
            let copy = location.artifact("reference.png")
            try RasterBridge.write(try reference.data ?? RasterBridge.encodePNG(reference.image), to: copy)
            referenceCopyURL = copy
        }
        if let layout = actual.layout {
            let url = location.artifact("actual.layout.json")
            try RasterBridge.write(layout.jsonData(), to: url)
            actualLayoutURL = url
        }
        let accept = SnapshotFailureFormatter.acceptCommand(for: identity)
        let lines = SnapshotFailureFormatter.artifactLines(actual: actualURL, diff: diffURL,
                                                           artifactsRoot: location.artifactsRoot, acceptCommand: accept)
        var copy = "cp '\(actualURL.path)' '\(location.reference.path)'"
        if let actualLayoutURL { copy += " && cp '\(actualLayoutURL.path)' '\(location.layout.path)'" }
        let record = SnapshotFailureRecord(
            suite: location.suite, name: location.stem, testName: identity.displayName, summary: summary,
            details: details, message: ([summary] + details + lines).joined(separator: "\n"),
            reference: location.reference.path, layout: location.layout.path,
            actual: actualURL.lastPathComponent, diff: diffURL?.lastPathComponent,
            referenceCopy: referenceCopyURL?.lastPathComponent, actualLayout: actualLayoutURL?.lastPathComponent,
            acceptCommand: accept, copyCommand: copy, runID: SnapshotRunRecorder.runID,
            differingPixels: difference?.differingPixels, pixelCount: difference?.pixelCount,
            maxChannelDelta: difference?.maxChannelDelta, movedNodes: layoutChanges?.moved.map(\.path) ?? [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try RasterBridge.write(try encoder.encode(record), to: location.artifact("failure.json"))
        return lines
    }
}
