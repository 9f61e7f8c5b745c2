import Foundation
import ImageDiff
@_spi(Internals) import SnapshotTesting

// FeedrenderTesting's assertions: swift-snapshot-testing's `assertSnapshot`, specialised to
// feedrender's strategies (their `Format` is `SnapshotImage`, so these overloads are chosen for
// them) and extended with variants, tolerance, CI refusal, layout records and artefacts.
// References go to `Snapshots/<TestType>/<test>.<identifier>.png` at the package root.
// Every check that writes a reference fails, as in swift-snapshot-testing; with `CI=true`
// nothing is ever written. Failures are reported to Swift Testing or XCTest by
// swift-snapshot-testing's own reporter.

/// Asserts that `value` renders like its reference.
///
///     await assertSnapshot(of: cell, as: .node(width: 390))
///
/// - Parameters:
///   - name: names the reference (`<test>.<name>.png`); unnamed assertions are numbered
///     `.1`, `.2` in the order a test makes them.
///   - tolerance: overrides `SnapshotConfiguration.tolerance`, `FEEDRENDER_TOLERANCE` and
///     `Tolerance.default` (2/255 per channel, 0.01% of the pixels).
///   - record: overrides `withSnapshotTesting(record:)`, `FEEDRENDER_RECORD` and
///     `SNAPSHOT_TESTING_RECORD`.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, SnapshotImage>,
    named name: String? = nil, tolerance: Tolerance? = nil, record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async {
    let value = Result { try value() }
    let issues = await checkSnapshots(build: { _ in try value.get() }, strategy: strategy, named: name, variants: [],
                                      tolerance: tolerance, record: record, claimsOwnership: true, writesArtifacts: true, fileID: fileID,
                                      filePath: filePath, testName: testName, line: line, column: column)
    report(issues, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The synchronous form, for XCTest methods that are not `async`: it blocks until the render
/// is done. Its parameters are swift-snapshot-testing's `assertSnapshot`'s, so this more
/// specific overload is the one chosen for feedrender strategies (`timeout` is accepted for
/// that reason; the render is finished before the comparison starts).
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, SnapshotImage>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let value = Result { try value() }
    let issues = check(build: { _ in try value.get() }, strategy: strategy, named: name, variants: [],
                       tolerance: nil, record: record, fileID: fileID, filePath: filePath, testName: testName,
                       line: line, column: column)
    report(issues, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The synchronous form with a tolerance of its own.
public func assertSnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, SnapshotImage>,
    named name: String? = nil, tolerance: Tolerance, record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let value = Result { try value() }
    let issues = check(build: { _ in try value.get() }, strategy: strategy, named: name, variants: [],
                       tolerance: tolerance, record: record, fileID: fileID, filePath: filePath, testName: testName,
                       line: line, column: column)
    report(issues, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts a matrix of variants, one reference each (`<test>.dark-text130.png`); each failing
/// variant is reported on its own.
///
///     await assertSnapshot(of: { variant in PostCellNode(post: post, theme: variant.resolvedTheme) },
///                          as: .node(width: 390),
///                          variants: .matrix(themes: [.light, .dark], textSizes: TextSize.all))
///
/// `build` runs once per variant, with the variant's text size in effect, so text measured
/// while building already has the right size.
public func assertSnapshot<Value>(
    of build: (SnapshotVariant) throws -> Value, as strategy: Snapshotting<Value, SnapshotImage>,
    variants: [SnapshotVariant], named name: String? = nil, tolerance: Tolerance? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async {
    let issues = await checkSnapshots(build: build, strategy: strategy, named: name, variants: variants,
                                      tolerance: tolerance, record: record, claimsOwnership: true, writesArtifacts: true, fileID: fileID,
                                      filePath: filePath, testName: testName, line: line, column: column)
    report(issues, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The synchronous form of the variant matrix assertion, for XCTest methods that are not `async`.
public func assertSnapshot<Value>(
    of build: (SnapshotVariant) throws -> Value, as strategy: Snapshotting<Value, SnapshotImage>,
    variants: [SnapshotVariant], named name: String? = nil, tolerance: Tolerance? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let issues = check(build: build, strategy: strategy, named: name, variants: variants, tolerance: tolerance,
                       record: record, fileID: fileID, filePath: filePath, testName: testName, line: line,
                       column: column)
    report(issues, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Checks like `assertSnapshot(of:as:…)` but returns the issues instead of reporting them
/// (empty: the reference matched), for tests of tests and for custom assertions.
///
/// Its caller decides whether an issue is a failure, so by default it leaves no failure
/// artefacts and no entry in the run's record (a test that expects a mismatch passes, and the
/// review page must not list it). A custom assertion that reports the issues passes
/// `writesArtifacts: true` to get what `assertSnapshot` leaves for review.
@discardableResult
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, SnapshotImage>,
    named name: String? = nil, tolerance: Tolerance? = nil, record: SnapshotTestingConfiguration.Record? = nil,
    writesArtifacts: Bool = false,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async -> [SnapshotIssue] {
    let value = Result { try value() }
    return await checkSnapshots(build: { _ in try value.get() }, strategy: strategy, named: name, variants: [],
                                tolerance: tolerance, record: record, claimsOwnership: false, writesArtifacts: writesArtifacts, fileID: fileID,
                                filePath: filePath, testName: testName, line: line, column: column)
}

/// Checks a variant matrix like `assertSnapshot(of:as:variants:…)` and returns the issues
/// (artefacts only with `writesArtifacts: true`, as for the single form).
@discardableResult
public func verifySnapshot<Value>(
    of build: (SnapshotVariant) throws -> Value, as strategy: Snapshotting<Value, SnapshotImage>,
    variants: [SnapshotVariant], named name: String? = nil, tolerance: Tolerance? = nil,
    record: SnapshotTestingConfiguration.Record? = nil, writesArtifacts: Bool = false,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) async -> [SnapshotIssue] {
    await checkSnapshots(build: build, strategy: strategy, named: name, variants: variants, tolerance: tolerance,
                         record: record, claimsOwnership: false, writesArtifacts: writesArtifacts, fileID: fileID, filePath: filePath,
                         testName: testName, line: line, column: column)
}

/// The asynchronous path shared by the `async` forms. Only assertions claim their references:
/// `verifySnapshot` may check one reference repeatedly (tests of tests do).
private func checkSnapshots<Value>(
    build: (SnapshotVariant) throws -> Value, strategy: Snapshotting<Value, SnapshotImage>, named name: String?,
    variants: [SnapshotVariant], tolerance: Tolerance?, record: SnapshotTestingConfiguration.Record?,
    claimsOwnership: Bool, writesArtifacts: Bool, fileID: StaticString, filePath: StaticString, testName: String,
    line: UInt, column: UInt
) async -> [SnapshotIssue] {
    let plan: SnapshotPlan
    do {
        plan = try SnapshotPlan.make(named: name, variants: variants, tolerance: tolerance, record: record,
                                     fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    } catch {
        return [SnapshotIssue(message: "\(error)", reference: URL(fileURLWithPath: "/"), variant: nil, recorded: false)]
    }
    var issues: [SnapshotIssue] = []
    for var check in plan.checks {
        check.writesArtifacts = writesArtifacts
        if let issue = check.preflight(owner: claimsOwnership ? plan.owner : nil) {
            issues.append(issue)   // refused before anything is written: no run entry either
            continue
        }
        let image = await SnapshotRendering.image(build, variant: check.variant ?? SnapshotVariant(), strategy: strategy)
        let issue = check.run(image)
        if let issue { issues.append(issue) }
        if writesArtifacts { SnapshotRunRecorder.record(check, issue: issue) }
    }
    return issues
}

/// The synchronous path shared by the XCTest forms.
private func check<Value>(
    build: (SnapshotVariant) throws -> Value, strategy: Snapshotting<Value, SnapshotImage>, named name: String?,
    variants: [SnapshotVariant], tolerance: Tolerance?, record: SnapshotTestingConfiguration.Record?,
    fileID: StaticString, filePath: StaticString, testName: String, line: UInt, column: UInt
) -> [SnapshotIssue] {
    let plan: SnapshotPlan
    do {
        plan = try SnapshotPlan.make(named: name, variants: variants, tolerance: tolerance, record: record,
                                     fileID: fileID, filePath: filePath, testName: testName, line: line, column: column)
    } catch {
        return [SnapshotIssue(message: "\(error)", reference: URL(fileURLWithPath: "/"), variant: nil, recorded: false)]
    }
    var issues: [SnapshotIssue] = []
    for check in plan.checks {
        if let issue = check.preflight(owner: plan.owner) {
            issues.append(issue)   // refused before anything is written: no run entry either
            continue
        }
        let image = SnapshotRendering.imageBlocking(build, variant: check.variant ?? SnapshotVariant(), strategy: strategy)
        let issue = check.run(image)
        if let issue { issues.append(issue) }
        SnapshotRunRecorder.record(check, issue: issue)
    }
    return issues
}

/// Reports each issue with swift-snapshot-testing's reporter (Swift Testing's `Issue.record`
/// inside a `@Test`, else `XCTFail`).
private func report(_ issues: [SnapshotIssue], fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    for issue in issues {
        recordIssue(issue.message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
