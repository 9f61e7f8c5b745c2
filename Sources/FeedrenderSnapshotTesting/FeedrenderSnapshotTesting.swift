// Module FeedrenderSnapshotTesting: see README.md for its job.
