import Appearance
import FeedDocuments
import FeedRendering
import Foundation
import ImageDiff
import Raster

/// Checks one capture against its reference files, records per the record mode, and writes
/// artefacts on failure. The engine behind every `assertSnapshot`/`verifySnapshot`.
struct SnapshotVerifier {
    let settings: ResolvedSnapshotSettings
    let tolerance: Tolerance

    func verify(_ capture: SnapshotCapture, at location: SnapshotLocation) throws -> SnapshotOutcome {
        let files = FileManager.default
        guard files.fileExists(atPath: location.reference.path) else {
            return try handleMissingReference(capture, at: location)
        }
        if settings.record == .all {
            try record(capture, at: location)
            return .recorded("re-recorded \(location.reference.path) (record mode all)")
        }
        let referenceData: Data
        do { referenceData = try Data(contentsOf: location.reference) } catch {
            throw SnapshotError.unreadable(location.reference.path, error.localizedDescription)
        }
        let reference = try RasterBridge.decodeImage(referenceData, path: location.reference.path)
        let comparator = ImageComparator(tolerance: tolerance)
        var difference = comparator.compare(reference: reference, actual: capture.image)

        var layoutChanges: LayoutChanges?
        var layoutMissing = false
        if let layout = capture.layout {
            if files.fileExists(atPath: location.layout.path) {
                layoutChanges = layout.changes(from: try LayoutSnapshot.read(from: location.layout))
            } else {
                layoutMissing = true
            }
        }
        let pixelsMatch = difference.matches
        let layoutMatches = layoutChanges?.isEmpty ?? true
        if pixelsMatch && layoutMatches {
            SnapshotArtifacts.removeStale(root: settings.artifactsDirectory, location: location)
            if layoutMissing, let layout = capture.layout {
                if settings.isCI || settings.record == .never {
                    throw SnapshotFailure(location: location, difference: nil, layoutChanges: nil, artifacts: nil,
                                          summary: "Snapshot \(location.suite)/\(location.name): missing layout record \(location.layout.path) (CI or record mode never: not recorded)")
                }
                try RasterBridge.write(layout.jsonData(), to: location.layout)
            }
            return .matched
        }
        if settings.record == .failed {
            try record(capture, at: location)
            return .recorded("re-recorded \(location.reference.path) (record mode failed)")
        }
        if !pixelsMatch {
            difference = comparator.compare(reference: reference, actual: capture.image, exhaustive: true)
        }
        var what: [String] = []
        if !pixelsMatch { what.append("pixels") }
        if !layoutMatches { what.append("layout") }
        let summary = "Snapshot \(location.suite)/\(location.name) does not match \(location.reference.path) (\(what.joined(separator: " and ")) changed; tolerance: \(tolerance))"
        var failure = SnapshotFailure(location: location, difference: difference,
                                      layoutChanges: layoutChanges, artifacts: nil, summary: summary)
        failure.artifacts = try writeArtifacts(for: failure, capture: capture, reference: reference,
                                               referenceData: referenceData)
        throw failure
    }

    private func handleMissingReference(_ capture: SnapshotCapture, at location: SnapshotLocation) throws -> SnapshotOutcome {
        let why: String? = if settings.isCI { "CI=true: references are never recorded on CI" }
            else if settings.record == .never { "record mode never" }
            else { nil }
        if let why {
            var failure = SnapshotFailure(location: location, difference: nil, layoutChanges: nil, artifacts: nil,
                                          summary: "Snapshot \(location.suite)/\(location.name): no reference at \(location.reference.path) (\(why))")
            failure.artifacts = try writeArtifacts(for: failure, capture: capture, reference: nil, referenceData: nil)
            throw failure
        }
        try record(capture, at: location)
        if settings.record == .missing {
            throw SnapshotFailure(location: location, difference: nil, layoutChanges: nil, artifacts: nil,
                                  summary: "Snapshot \(location.suite)/\(location.name): no reference existed; recorded \(location.reference.path). Look at it, then run the test again.")
        }
        return .recorded("recorded missing reference \(location.reference.path) (record mode \(settings.record.rawValue))")
    }

    private func record(_ capture: SnapshotCapture, at location: SnapshotLocation) throws {
        try RasterBridge.write(try RasterBridge.encodePNG(capture.image), to: location.reference)
        if let layout = capture.layout {
            try RasterBridge.write(layout.jsonData(), to: location.layout)
        }
        SnapshotArtifacts.removeStale(root: settings.artifactsDirectory, location: location)
    }

    private func writeArtifacts(for failure: SnapshotFailure, capture: SnapshotCapture, reference: Bitmap?,
                                referenceData: Data?) throws -> SnapshotArtifacts {
        let location = failure.location
        let (folder, stem) = SnapshotArtifacts.files(root: settings.artifactsDirectory, location: location)
        SnapshotArtifacts.removeStale(root: settings.artifactsDirectory, location: location)
        func file(_ suffix: String) -> URL { folder.appendingPathComponent("\(stem).\(suffix)") }

        let actualURL = file("actual.png")
        try RasterBridge.write(try RasterBridge.encodePNG(capture.image), to: actualURL)
        var diffURL: URL?, referenceCopyURL: URL?, actualLayoutURL: URL?
        if let reference, let referenceData {
            diffURL = file("diff.png")
            // Outline where moved nodes are now; the scale is the image's pixels per layout point.
            let moved = failure.layoutChanges?.moved.map(\.actual) ?? []
            let rootWidth = capture.layout?.entries.first?.rect.width ?? 0
            let scale = rootWidth > 0 ? Double(capture.image.width) / rootWidth : 1
            let diff = ImageComparator(tolerance: tolerance).diffImage(reference: reference, actual: capture.image,
                                                                       outlined: moved, scale: scale)
            try RasterBridge.write(try RasterBridge.encodePNG(diff), to: diffURL!)
            referenceCopyURL = file("reference.png")
            try RasterBridge.write(referenceData, to: referenceCopyURL!)
        }
        if let layout = capture.layout {
            actualLayoutURL = file("actual.layout.json")
            try RasterBridge.write(layout.jsonData(), to: actualLayoutURL!)
        }
        let accept = "FEEDRENDER_RECORD=failed swift test --filter \(location.testName)"
        var copy = "cp '\(actualURL.path)' '\(location.reference.path)'"
        if let actualLayoutURL { copy += " && cp '\(actualLayoutURL.path)' '\(location.layout.path)'" }
        let artifacts = SnapshotArtifacts(root: settings.artifactsDirectory, actual: actualURL, diff: diffURL,
                                          referenceCopy: referenceCopyURL, actualLayout: actualLayoutURL,
                                          record: file("failure.json"), acceptCommand: accept)
        var described = failure
        described.artifacts = artifacts
        let record = SnapshotFailureRecord(
            suite: location.suite, name: location.name, testName: location.testName, summary: failure.summary,
            message: described.description, reference: location.reference.path, layout: location.layout.path,
            actual: actualURL.lastPathComponent, diff: diffURL?.lastPathComponent,
            referenceCopy: referenceCopyURL?.lastPathComponent, actualLayout: actualLayoutURL?.lastPathComponent,
            acceptCommand: accept, copyCommand: copy,
            differingPixels: failure.difference?.differingPixels, pixelCount: failure.difference?.pixelCount,
            maxChannelDelta: failure.difference?.maxChannelDelta,
            movedNodes: failure.layoutChanges?.moved.map(\.path) ?? [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try RasterBridge.write(try encoder.encode(record), to: artifacts.record)
        return artifacts
    }
}
