import DocumentModel
import FeedRendering
import FeedrenderSupport
import Foundation
import ImageDiff
import Raster

/// One fixture reference checked by `feedrender snapshot`: rendered, compared within the
/// default tolerance (the one tests use), recorded when missing or asked, and written up in
/// the run's record and, on failure, as artefacts the review page reads.
struct FixtureChecker {
    let fixtures: URL
    let artifacts: URL
    let runID: String
    let records: Bool
    let isCI: Bool

    private var suite: String { FixtureRenderer.suite(of: fixtures) }

    func check(_ document: URL, variant: FixtureVariant) async throws -> SnapshotRunEntry {
        let stem = "\(FixtureRenderer.name(of: document)).\(variant.suffix)"
        let reference = fixtures.appendingPathComponent(FixtureRenderer.snapshotsFolderName, isDirectory: true)
            .appendingPathComponent("\(stem).png")
        var entry = SnapshotRunEntry(runID: runID, suite: suite, name: stem, test: "feedrender snapshot \(fixtures.path)",
                                     variant: variant.suffix, status: .passed, reference: reference.path, layout: nil,
                                     summary: nil, failure: nil)
        let folder = artifacts.appendingPathComponent(suite, isDirectory: true)
        func artifact(_ kind: String) -> URL { folder.appendingPathComponent("\(stem).\(kind)") }
        for kind in ["actual.png", "diff.png", "reference.png", "failure.json"] {
            try? FileManager.default.removeItem(at: artifact(kind))
        }
        let bitmap: Bitmap
        do {
            bitmap = try await FixtureRenderer.render(document, variant: variant)
        } catch let error as DocumentError {
            throw error
        } catch {
            entry.status = .failed
            entry.summary = "cannot render \(document.lastPathComponent): \(error)"
            try write(entry)
            return entry
        }
        let actual = try RasterBridge.encodePNG(bitmap)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if records || (!exists && !isCI) {
            try save(actual, to: reference)
            entry.status = .recorded
            entry.summary = exists ? "recorded anew" : "no reference: recorded \(reference.path)"
            try write(entry)
            return entry
        }
        let comparator = ImageComparator(tolerance: .default)
        var difference: ImageDifference?
        var referenceBitmap: Bitmap?
        if exists {
            let data = try Data(contentsOf: reference)
            let decoded = try RasterBridge.decodeImage(data, path: reference.path)
            let found = comparator.compare(reference: decoded, actual: bitmap, exhaustive: true)
            if found.matches {
                try write(entry)
                return entry
            }
            difference = found
            referenceBitmap = decoded
        }
        entry.status = .failed
        entry.summary = difference.map { "Snapshot \(suite)/\(stem): pixels differ: \($0)" }
            ?? "Snapshot \(suite)/\(stem): no reference at \(reference.path) (CI=true: references are not recorded on CI)"
        try save(actual, to: artifact("actual.png"))
        if let referenceBitmap {
            try save(try RasterBridge.encodePNG(comparator.diffImage(reference: referenceBitmap, actual: bitmap)),
                     to: artifact("diff.png"))
            try save(try Data(contentsOf: reference), to: artifact("reference.png"))
        }
        let accept = "feedrender snapshot '\(fixtures.path)' --record"
        let details = difference.map { ["pixels: \($0)", "tolerance: \(Tolerance.default)"] } ?? []
        let record = SnapshotFailureRecord(
            suite: suite, name: stem, testName: entry.test, summary: entry.summary!, details: details,
            message: ([entry.summary!] + details).joined(separator: "\n"), reference: reference.path,
            layout: "", actual: "\(stem).actual.png", diff: referenceBitmap == nil ? nil : "\(stem).diff.png",
            referenceCopy: referenceBitmap == nil ? nil : "\(stem).reference.png", actualLayout: nil,
            acceptCommand: accept, copyCommand: "cp '\(artifact("actual.png").path)' '\(reference.path)'", runID: runID,
            differingPixels: difference?.differingPixels, pixelCount: difference?.pixelCount,
            maxChannelDelta: difference?.maxChannelDelta, movedNodes: [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try save(try encoder.encode(record), to: artifact("failure.json"))
        entry.failure = "\(suite)/\(stem).failure.json"
        try write(entry)
        return entry
    }

    /// Names this run the latest in the artefacts folder.
    func finish() throws {
        try save(Data((runID + "\n").utf8), to: SnapshotRunIndex.latestFile(in: artifacts))
    }

    private func write(_ entry: SnapshotRunEntry) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let url = SnapshotRunIndex.folder(ofRun: runID, in: artifacts)
            .appendingPathComponent(entry.suite, isDirectory: true).appendingPathComponent("\(entry.name).json")
        try save(try encoder.encode(entry), to: url)
    }

    private func save(_ data: Data, to url: URL) throws {
        do { try AtomicFile.write(data, to: url) } catch {
            throw CommandFailure(status: .outputFailure, message: "snapshot: \(error)")
        }
    }
}
