import Foundation
@_spi(Internals) import SnapshotTesting

/// Keeps feedrender's strategies out of swift-snapshot-testing's own `assertSnapshot`.
///
/// `import FeedrenderTesting` re-exports SnapshotTesting, so a module-qualified
/// `SnapshotTesting.assertSnapshot(of: cell, as: .node())` compiles, and the engine alone would
/// write `__Snapshots__/` beside the test file, record even with `CI=true`, and compare without
/// tolerance, layout records or artefacts. A function of another module cannot be overridden,
/// so the strategies refuse instead: outside FeedrenderTesting's assertions they render
/// nothing, report an issue that says which call to make, and never hand the engine an image,
/// so it writes no reference (it then gives up after its `timeout` and says so).
enum SnapshotRouting {
    /// True while FeedrenderTesting's own assertions run a strategy.
    @TaskLocal static var isRouted = false

    static let message = """
        SnapshotTesting.assertSnapshot (swift-snapshot-testing's own function) was called with a feedrender strategy: \
        it would write __Snapshots__/ beside the test file and record even with CI=true, without tolerance, layout \
        records or artefacts. Nothing was rendered or written. Call assertSnapshot(of:as:) without the module name \
        (FeedrenderTesting's, chosen for feedrender strategies), or FeedrenderTesting.assertSnapshot(of:as:). \
        (swift-snapshot-testing then reports a timeout for the same call.)
        """

    /// The snapshot of a strategy used outside FeedrenderTesting: an issue, and no image ever.
    static func refused<Format>() -> Async<Format> {
        // Reported in the running test (Swift Testing's current test, or XCTest's).
        recordIssue(message, fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        return Async { _ in }
    }
}

extension Snapshotting where Format == SnapshotImage {
    /// A feedrender strategy: PNG references, the tolerant diff, and `snapshot` run only
    /// inside FeedrenderTesting's assertions (see `SnapshotRouting`).
    static func routed(_ snapshot: @escaping (Value) -> Async<SnapshotImage>) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .feedrenderImage(), asyncSnapshot: { value in
            SnapshotRouting.isRouted ? snapshot(value) : SnapshotRouting.refused()
        })
    }
}
