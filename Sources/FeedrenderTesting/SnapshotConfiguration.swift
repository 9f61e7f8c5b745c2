import Foundation
import ImageDiff
@_spi(Internals) import SnapshotTesting

/// Where references and failure artefacts live, whether this is CI, and the default tolerance.
/// (Record modes are swift-snapshot-testing's: `withSnapshotTesting(record:)`, the
/// `.snapshots(record:)` trait, `SNAPSHOT_TESTING_RECORD`, or `record:` on the assertion.)
///
/// Every property left nil falls back to the environment, then to the default:
/// - `snapshotsDirectory`: `FEEDRENDER_SNAPSHOTS_DIR`, else `Snapshots/` at the package root
///   (found by walking up from the test file to `Package.swift`); references go in a folder
///   per test type below it;
/// - `artifactsDirectory`: `FEEDRENDER_ARTIFACTS_DIR`, else `.build/snapshot-artifacts` at the root;
/// - `isCI`: `CI=true` (or `1`, `yes`): nothing is ever recorded;
/// - `tolerance`: `FEEDRENDER_TOLERANCE` (`perChannel,maxDifferingFraction[,deltaE]`, e.g.
///   `4,0.001`), else `Tolerance.default`; an assertion's own `tolerance:` wins over both.
///
/// Scope a configuration with `withSnapshotConfiguration(_:operation:)`; it is task-local, so
/// tests running in parallel do not see each other's settings.
public struct SnapshotConfiguration: Hashable, Sendable {
    public var snapshotsDirectory: URL?
    public var artifactsDirectory: URL?
    public var isCI: Bool?
    public var tolerance: Tolerance?
    /// The folder under the snapshots directory; nil: the test's type.
    public var suite: String?

    public init(snapshotsDirectory: URL? = nil, artifactsDirectory: URL? = nil, isCI: Bool? = nil,
                tolerance: Tolerance? = nil, suite: String? = nil) {
        self.snapshotsDirectory = snapshotsDirectory
        self.artifactsDirectory = artifactsDirectory
        self.isCI = isCI
        self.tolerance = tolerance
        self.suite = suite
    }

    /// The configuration in effect for the current task.
    @TaskLocal public static var current = SnapshotConfiguration()

    public static let snapshotsDirectoryKey = "FEEDRENDER_SNAPSHOTS_DIR"
    public static let artifactsDirectoryKey = "FEEDRENDER_ARTIFACTS_DIR"
    public static let toleranceKey = "FEEDRENDER_TOLERANCE"
    /// feedrender's older name for `SNAPSHOT_TESTING_RECORD`, still honoured (below a mode set in
    /// code, above `SNAPSHOT_TESTING_RECORD`).
    public static let recordKey = "FEEDRENDER_RECORD"
}

/// Runs `operation` with `configuration` in effect for snapshot assertions made inside it.
public func withSnapshotConfiguration<Result>(
    _ configuration: SnapshotConfiguration, operation: () throws -> Result
) rethrows -> Result {
    try SnapshotConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs `operation` with `configuration` in effect for snapshot assertions made inside it.
public func withSnapshotConfiguration<Result>(
    _ configuration: SnapshotConfiguration, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await SnapshotConfiguration.$current.withValue(configuration, operation: operation, isolation: isolation)
}

/// A configuration with every fallback applied: what one assertion actually uses.
struct ResolvedSnapshotSettings: Sendable {
    var snapshotsDirectory: URL
    var artifactsDirectory: URL
    var isCI: Bool
    var tolerance: Tolerance
    var record: SnapshotTestingConfiguration.Record
    /// Where the record mode came from, for messages (`record: .all`, `SNAPSHOT_TESTING_RECORD=all`).
    var recordSource: String
    var packageRoot: URL?

    init(configuration: SnapshotConfiguration, record explicitRecord: SnapshotTestingConfiguration.Record?,
         tolerance explicitTolerance: Tolerance?, filePath: String,
         environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let testFile = URL(fileURLWithPath: filePath)
        let root = PackageRoot.find(from: testFile)
        packageRoot = root
        let base = root ?? testFile.deletingLastPathComponent()
        func directory(_ key: String) -> URL? {
            guard let path = environment[key], !path.isEmpty else { return nil }
            return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        }
        snapshotsDirectory = configuration.snapshotsDirectory
            ?? directory(SnapshotConfiguration.snapshotsDirectoryKey)
            ?? base.appendingPathComponent("Snapshots", isDirectory: true)
        artifactsDirectory = configuration.artifactsDirectory
            ?? directory(SnapshotConfiguration.artifactsDirectoryKey)
            ?? base.appendingPathComponent(".build/snapshot-artifacts", isDirectory: true)
        isCI = configuration.isCI ?? ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
        if let explicitTolerance {
            tolerance = explicitTolerance
        } else if let configured = configuration.tolerance {
            tolerance = configured
        } else if let text = environment[SnapshotConfiguration.toleranceKey], !text.isEmpty {
            tolerance = try Self.tolerance(parsing: text)
        } else {
            tolerance = .default
        }
        (record, recordSource) = try Self.record(explicit: explicitRecord, environment: environment)
    }

    /// The record mode, most specific first: the assertion's `record:`, then
    /// `withSnapshotTesting(record:)` / the `.snapshots(record:)` trait, then `FEEDRENDER_RECORD`,
    /// then swift-snapshot-testing's own default (`SNAPSHOT_TESTING_RECORD`, else `.missing`).
    static func record(explicit: SnapshotTestingConfiguration.Record?, environment: [String: String]) throws
        -> (SnapshotTestingConfiguration.Record, String) {
        if let explicit { return (explicit, "record: .\(name(of: explicit))") }
        if let scoped = SnapshotTestingConfiguration.current?.record {
            return (scoped, "withSnapshotTesting(record: .\(name(of: scoped)))")
        }
        for key in [SnapshotConfiguration.recordKey, "SNAPSHOT_TESTING_RECORD"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            guard let mode = SnapshotTestingConfiguration.Record(rawValue: value.lowercased()) else {
                throw SnapshotError.invalidSetting("\(key)=\(value) is not one of never|missing|failed|all")
            }
            return (mode, "\(key)=\(value)")
        }
        let engineDefault = SnapshotTesting._record
        return (engineDefault, engineDefault == .missing ? "default" : ".snapshots(record: .\(name(of: engineDefault)))")
    }

    static func name(of record: SnapshotTestingConfiguration.Record) -> String {
        switch record {
        case .all: "all"
        case .failed: "failed"
        case .never: "never"
        default: "missing"
        }
    }

    /// `perChannel,maxDifferingFraction[,deltaE]`, e.g. `2,0.0001` (the default) or `4,0.001,2.3`.
    static func tolerance(parsing text: String) throws -> Tolerance {
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard (2...3).contains(parts.count), let channel = Int(parts[0]), let fraction = Double(parts[1]),
              parts.count == 2 || Double(parts[2]) != nil else {
            throw SnapshotError.invalidSetting(
                "\(SnapshotConfiguration.toleranceKey)=\(text) is not perChannel,maxDifferingFraction[,deltaE] (e.g. 2,0.0001)")
        }
        return Tolerance(perChannel: channel, maxDifferingFraction: fraction, deltaE: parts.count == 3 ? Double(parts[2]) : nil)
    }
}

/// Finds the Swift package a source file belongs to.
enum PackageRoot {
    static func find(from file: URL) -> URL? {
        var directory = file.deletingLastPathComponent()
        while directory.path != "/" && !directory.path.isEmpty {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
