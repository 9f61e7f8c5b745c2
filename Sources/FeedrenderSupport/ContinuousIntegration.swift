import Foundation

/// Whether this run is a continuous-integration job: the `CI` environment variable is
/// `true`, `1` or `yes` (any case), as CI services set it. What writes references (snapshot
/// record modes, `feedrender serve`'s accept) refuses to there: a reference must come from
/// a person's review, never from the machine under test.
package enum ContinuousIntegration {
    /// True when `environment` (default: this process's) marks a CI run.
    package static func isActive(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
    }
}
