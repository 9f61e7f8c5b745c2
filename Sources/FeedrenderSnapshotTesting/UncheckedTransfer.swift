/// Carries a non-Sendable value into the one task that uses it.
///
/// Used for the node handed over by SnapshotTesting: SnapshotTesting does not touch it again
/// until the snapshot callback has run, so the task has it to itself.
struct UncheckedTransfer<Value>: @unchecked Sendable {
    let value: Value
}
