import Foundation

/// The gallery of one test run: a card per entry of the run's record, failing first, with
/// the reference from the snapshots folder and, for a failure, the artefacts it left.
package enum RunGallery {
    /// The cards of `entries` (in their order); a failure record that cannot be read is an error
    /// naming it.
    package static func cards(_ entries: [SnapshotRunEntry], artifacts: URL) throws -> [GalleryCard] {
        try entries.map { entry in
            let referenceFile = URL(fileURLWithPath: entry.reference)
            var card = GalleryCard(suite: entry.suite, name: entry.name, variant: entry.variant,
                                   status: entry.status.rawValue, summary: entry.summary,
                                   reference: FileManager.default.fileExists(atPath: entry.reference) ? referenceFile : nil)
            guard let failure = entry.failure else { return card }
            let recordURL = artifacts.appendingPathComponent(failure)
            let record: SnapshotFailureRecord
            do {
                record = try JSONDecoder().decode(SnapshotFailureRecord.self, from: Data(contentsOf: recordURL))
            } catch {
                throw SnapshotError.unreadable(recordURL.path, "not a snapshot failure record: \(error)")
            }
            let folder = recordURL.deletingLastPathComponent()
            card.summary = record.summary
            card.actual = folder.appendingPathComponent(record.actual)
            card.diff = record.diff.map { folder.appendingPathComponent($0) }
            // The copy is what was compared (the reference may have been re-recorded since).
            if let copy = record.referenceCopy { card.reference = folder.appendingPathComponent(copy) }
            return card
        }
    }
}
