import Appearance
import Foundation
import ImageDiff

/// Where snapshot references and failure artefacts live, and how assertions record.
///
/// Every property left nil falls back to the environment, then to the default:
/// - `snapshotsDirectory`: `FEEDRENDER_SNAPSHOTS_DIR`, else `Snapshots/` at the package root
///   (found by walking up from the test file to `Package.swift`);
/// - `artifactsDirectory`: `FEEDRENDER_ARTIFACTS_DIR`, else `.build/snapshot-artifacts` at the root;
/// - `record`: `FEEDRENDER_RECORD`, else `.missing`;
/// - `isCI`: `CI=true` (or `1`): a missing reference then fails and is never recorded.
///
/// Scope a configuration with `withSnapshotConfiguration(_:operation:)`; it is task-local, so
/// tests running in parallel do not see each other's settings.
public struct SnapshotConfiguration: Hashable, Sendable {
    public var snapshotsDirectory: URL?
    public var artifactsDirectory: URL?
    public var record: RecordMode?
    public var isCI: Bool?
    /// The folder under the snapshots directory; nil derives it from the test file name
    /// (`CellsSnapshotTests.swift` -> `Cells`).
    public var suite: String?

    public init(snapshotsDirectory: URL? = nil, artifactsDirectory: URL? = nil, record: RecordMode? = nil,
                isCI: Bool? = nil, suite: String? = nil) {
        self.snapshotsDirectory = snapshotsDirectory
        self.artifactsDirectory = artifactsDirectory
        self.record = record
        self.isCI = isCI
        self.suite = suite
    }

    /// The configuration in effect for the current task.
    @TaskLocal public static var current = SnapshotConfiguration()

    public static let snapshotsDirectoryKey = "FEEDRENDER_SNAPSHOTS_DIR"
    public static let artifactsDirectoryKey = "FEEDRENDER_ARTIFACTS_DIR"
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
    var record: RecordMode
    var isCI: Bool
    var suite: String
    var packageRoot: URL?

    init(configuration: SnapshotConfiguration, recordOverride: RecordMode?, filePath: String,
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
        var environmentRecord: RecordMode?
        if let value = environment[RecordMode.environmentKey], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else {
                let valid = RecordMode.allCases.map(\.rawValue).joined(separator: "|")
                throw SnapshotError.invalidSetting("\(RecordMode.environmentKey)=\(value) is not one of \(valid)")
            }
            environmentRecord = mode
        }
        record = recordOverride ?? configuration.record ?? environmentRecord ?? .missing
        isCI = configuration.isCI ?? ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
        suite = configuration.suite ?? Self.suite(forFile: testFile)
    }

    /// `CellsSnapshotTests.swift` -> `Cells`; `NodeScenes.swift` -> `NodeScenes`.
    static func suite(forFile file: URL) -> String {
        var name = file.deletingPathExtension().lastPathComponent
        for suffix in ["SnapshotTests", "Tests"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
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
