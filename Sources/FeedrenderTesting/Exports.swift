// What a test file needs after `import FeedrenderTesting` alone: swift-snapshot-testing's
// `Snapshotting`, record modes (`withSnapshotTesting(record:)`, the `.snapshots` trait) and
// ImageDiff's `Tolerance`, which the assertions take.
@_exported import ImageDiff
@_exported import SnapshotTesting
