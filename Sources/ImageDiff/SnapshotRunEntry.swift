import Foundation

/// What one snapshot check of a test run found, as the run's record keeps it:
/// `<artifacts>/runs/<run>/<suite>/<stem>.json`, one file per check, so a run's record is the
/// list of every reference it checked (passing ones too). The gallery shows them all, and
/// `feedrender orphans` finds references no check of the run touched.
package struct SnapshotRunEntry: Codable, Hashable, Sendable {
    /// How a check ended.
    package enum Status: String, Codable, Hashable, Sendable, CaseIterable {
        /// Matched its reference.
        case passed
        /// Differed, or could not be compared (no reference, a render error, refused on CI).
        case failed
        /// Wrote its reference (record mode, or a reference that was missing).
        case recorded
    }

    package var runID: String
    package var suite: String
    /// `<test>.<identifier>`, the reference's file name without `.png`.
    package var name: String
    /// The test that made the check, as messages name it (`CellTests/testCell()`).
    package var test: String
    /// The variant's suffix (`dark-text130-rtl`); nil for an assertion without variants.
    package var variant: String?
    package var status: Status
    /// The reference image's absolute path.
    package var reference: String
    /// The layout record's absolute path, when the reference has one.
    package var layout: String?
    /// The first line of the failure message (nil when passed).
    package var summary: String?
    /// The failure record's path relative to the artefacts folder (`<suite>/<stem>.failure.json`),
    /// when the failure left artefacts.
    package var failure: String?

    /// An entry with every field given.
    package init(runID: String, suite: String, name: String, test: String, variant: String?, status: Status,
                 reference: String, layout: String?, summary: String?, failure: String?) {
        self.runID = runID
        self.suite = suite
        self.name = name
        self.test = test
        self.variant = variant
        self.status = status
        self.reference = reference
        self.layout = layout
        self.summary = summary
        self.failure = failure
    }
}

/// The records of test runs under an artefacts folder: `runs/<run>/…` and `runs/latest`, the
/// id of the run that wrote last.
package enum SnapshotRunIndex {
    /// The folder of all runs' records.
    package static func runsFolder(in artifacts: URL) -> URL {
        artifacts.appendingPathComponent("runs", isDirectory: true)
    }

    /// The folder of one run's record.
    package static func folder(ofRun runID: String, in artifacts: URL) -> URL {
        runsFolder(in: artifacts).appendingPathComponent(runID, isDirectory: true)
    }

    /// Where `runs/latest` is.
    package static func latestFile(in artifacts: URL) -> URL {
        runsFolder(in: artifacts).appendingPathComponent("latest")
    }

    /// The id in `runs/latest`, or nil when no run left one (artefacts from before run records).
    package static func latestRunID(in artifacts: URL) -> String? {
        guard let text = try? String(contentsOf: latestFile(in: artifacts), encoding: .utf8) else { return nil }
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.isEmpty ? nil : id
    }

    /// Every run id with a record, sorted.
    package static func runIDs(in artifacts: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: runsFolder(in: artifacts).path)) ?? []
        return names.filter { $0 != "latest" && !$0.hasPrefix(".") }.sorted()
    }

    /// The variable that names a run: give every process or CI shard of one run the same id.
    package static let runIDKey = "FEEDRENDER_RUN_ID"

    /// The run id a process uses: `FEEDRENDER_RUN_ID` when set (and a valid folder name), else a
    /// new one (`run-` and 12 random hex digits; random, not the clock).
    package static func runID(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let given = environment[runIDKey], isValid(runID: given) { return given }
        return "run-" + UUID().uuidString.lowercased().prefix(13).replacingOccurrences(of: "-", with: "")
    }

    /// A run id as a folder name: letters, digits, `-`, `_` and `.`, not starting with a dot.
    package static func isValid(runID: String) -> Bool {
        !runID.isEmpty && runID.count <= 100 && !runID.hasPrefix(".")
            && runID.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }
    }

    /// The entries of run `runID`, failing first, then by suite and name; the error names a bad file.
    package static func entries(ofRun runID: String, in artifacts: URL) throws -> [SnapshotRunEntry] {
        let folder = folder(ofRun: runID, in: artifacts)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SnapshotError.unreadable(folder.path, "no record of run \(runID) (runs: \(runIDs(in: artifacts).joined(separator: ", ")))")
        }
        var entries: [SnapshotRunEntry] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "json" else { continue }
            do {
                entries.append(try JSONDecoder().decode(SnapshotRunEntry.self, from: Data(contentsOf: url)))
            } catch {
                throw SnapshotError.unreadable(url.path, "not a snapshot run entry: \(error)")
            }
        }
        return entries.sorted { ($0.status.order, $0.suite, $0.name) < ($1.status.order, $1.suite, $1.name) }
    }
}

extension SnapshotRunEntry.Status {
    /// Failing first, then recorded, then passed.
    package var order: Int {
        switch self {
        case .failed: 0
        case .recorded: 1
        case .passed: 2
        }
    }
}
