import Appearance
import Foundation
import ImageDiff

/// Checks `capture` against its reference `Snapshots/<suite>/<test>[-<name>].png` (and the
/// layout record next to it), recording per the record mode. Usable from XCTest, Swift Testing
/// or plain code: it throws `SnapshotFailure` (a complete message) or `SnapshotError`.
///
/// - Parameters:
///   - name: distinguishes several snapshots in one test.
///   - record: overrides `FEEDRENDER_RECORD` and `SnapshotConfiguration.current.record`.
///   - filePath, testName: locate the reference; leave them to their defaults.
@discardableResult
public func verifySnapshot(
    _ capture: SnapshotCapture, named name: String? = nil, tolerance: Tolerance = .default,
    record: RecordMode? = nil, filePath: String = #filePath, testName: String = #function
) throws -> SnapshotOutcome {
    let settings = try ResolvedSnapshotSettings(configuration: SnapshotConfiguration.current,
                                                recordOverride: record, filePath: filePath)
    let location = SnapshotLocation(directory: settings.snapshotsDirectory, suite: settings.suite,
                                    testName: SnapshotLocation.testName(fromFunction: testName), named: name)
    return try SnapshotVerifier(settings: settings, tolerance: tolerance).verify(capture, at: location)
}

/// Asserts that `capture` matches its reference; see `verifySnapshot`. Failures are reported
/// to the running test (Swift Testing or XCTest) with the full message.
public func assertSnapshot(
    of capture: SnapshotCapture, named name: String? = nil, tolerance: Tolerance = .default,
    record: RecordMode? = nil, fileID: StaticString = #fileID, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    do {
        let outcome = try verifySnapshot(capture, named: name, tolerance: tolerance, record: record,
                                         filePath: "\(file)", testName: testName)
        if case .recorded(let note) = outcome { SnapshotLog.note(note) }
    } catch {
        IssueReporter.fail("\(error)", fileID: fileID, filePath: file, line: line, column: column)
    }
}

/// Notes that are not failures (references re-recorded on request) go to standard error.
enum SnapshotLog {
    static func note(_ text: String) {
        FileHandle.standardError.write(Data("snapshot: \(text)\n".utf8))
    }
}
