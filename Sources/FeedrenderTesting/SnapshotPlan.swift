import Foundation
import ImageDiff
import SnapshotTesting

/// The checks one assertion makes: one per variant (or one), each with its reference named
/// and its settings resolved, before anything is rendered.
struct SnapshotPlan {
    var checks: [SnapshotCheck]
    var owner: SnapshotLedger.Owner

    /// Names the references of an assertion made by the running test.
    ///
    /// The identifier after `<test>.` joins, with `-`: a parameterised case's arguments, the
    /// explicit name or (unnamed, single image) the assertion's number in its test, and the
    /// variant's suffix, e.g. `testCell.1`, `testCell.header`, `cell-size.large-1`,
    /// `testCell.dark-text130`.
    static func make(named name: String?, variants: [SnapshotVariant], tolerance: Tolerance?,
                     record: SnapshotTestingConfiguration.Record?, fileID: StaticString, filePath: StaticString,
                     testName: String, line: UInt, column: UInt) throws -> SnapshotPlan {
        let configuration = SnapshotConfiguration.current
        let settings = try ResolvedSnapshotSettings(configuration: configuration, record: record, tolerance: tolerance,
                                                    filePath: "\(filePath)")
        var identity = SnapshotTestIdentity.current(function: testName, filePath: "\(filePath)")
        if let suite = configuration.suite { identity.suite = SnapshotName.sanitized(suite, keepingDots: true) }
        if identity.needsName && name == nil {
            throw SnapshotError.invalidSetting(
                "\(identity.displayName) is a parameterised case whose arguments cannot be read: pass named: so that each case has its own reference")
        }
        let explicitName = name.map { SnapshotName.sanitized($0) }
        if let explicitName, explicitName.isEmpty {
            throw SnapshotError.invalidSetting("snapshot name \"\(name!)\" has no letters or digits to name a file with")
        }
        if SnapshotLedger.shared.firstAssertion(ofTest: "\(settings.artifactsDirectory.path)|\(identity.suite)|\(identity.key)") {
            SnapshotArtifactWriter.clearTest(identity.test, arguments: identity.arguments, suite: identity.suite,
                                             artifactsRoot: settings.artifactsDirectory)
        }
        var number: Int?
        func counter() -> String {
            if number == nil { number = SnapshotLedger.shared.nextNumber(for: identity.key) }
            return String(number!)
        }
        let checks = (variants.isEmpty ? [nil] : variants.map { Optional($0) }).map { variant -> SnapshotCheck in
            var parts = [identity.arguments, explicitName].compactMap { $0 }
            if explicitName == nil && variants.isEmpty { parts.append(counter()) }
            if let suffix = variant.map({ SnapshotName.sanitized($0.suffix) }), !suffix.isEmpty { parts.append(suffix) }
            if parts.isEmpty { parts.append(counter()) }
            let location = SnapshotLocation(settings: settings, suite: identity.suite, test: identity.test,
                                            identifier: parts.joined(separator: "-"))
            return SnapshotCheck(settings: settings, identity: identity, location: location, variant: variant,
                                 fileID: fileID, filePath: filePath, line: line, column: column)
        }
        let file = "\(fileID)".split(separator: "/").last.map(String.init) ?? "\(fileID)"
        return SnapshotPlan(checks: checks, owner: SnapshotLedger.Owner(test: identity.displayName, location: "\(file):\(line)"))
    }
}
