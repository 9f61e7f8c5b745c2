import Appearance
/// When a snapshot assertion writes its reference instead of (or after) comparing.
///
/// Set it per assertion (`record:`), per scope (`SnapshotConfiguration.record`), or for a whole
/// run with the environment variable `FEEDRENDER_RECORD=never|missing|failed|all`.
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Never write references; a missing reference fails.
    case never
    /// Write a reference only where none exists (the test still fails once, so that a person
    /// looks at the new image). The default.
    case missing
    /// Re-record references that fail their comparison (and write missing ones); matching
    /// references are left byte for byte as they are. Use it to accept intended changes.
    case failed
    /// Re-record every reference.
    case all

    /// The environment variable that sets the mode for a whole run.
    public static let environmentKey = "FEEDRENDER_RECORD"
}
