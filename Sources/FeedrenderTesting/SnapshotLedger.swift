import FeedrenderSupport
import Foundation

/// What one test process has done with snapshots so far: how many unnamed assertions each test
/// made (for `.1`, `.2` numbering), which test owns each reference file, and which tests'
/// old artefacts were already cleared.
///
/// swift-snapshot-testing numbers unnamed snapshots too, but keys its counter by function
/// name (so parameterised cases share it) and keeps it internal (so the layout record and the
/// artefacts could not be named beside the image it picks); this ledger numbers per test case
/// and hands the engine explicit names.
///
/// XCTest's observer restarts a test's numbering when the test finishes. Swift Testing offers
/// no such hook, so under `--repetitions` a repeated unnamed assertion counts on (`.3`,
/// `.4`) and fails as missing; name assertions in tests that are repeated.
final class SnapshotLedger: Sendable {
    static let shared = SnapshotLedger()

    private struct State {
        var counters: [String: Int] = [:]
        /// Reference path -> the test and call site that wrote it in this run.
        var owners: [String: Owner] = [:]
        var clearedTests: Set<String> = []
    }

    /// Who made an assertion: the test (case) and the call site.
    struct Owner: Hashable, Sendable, CustomStringConvertible {
        var test: String
        var location: String
        var description: String { "\(test) at \(location)" }
    }

    private let state = Locked(State())

    /// The next number for an unnamed assertion of the test `key` (1, 2, …).
    func nextNumber(for key: String) -> Int {
        state.withLock { state in
            state.counters[key, default: 0] += 1
            return state.counters[key]!
        }
    }

    /// Claims `reference` for `owner`; returns the earlier owner when another test or call
    /// site already claimed it in this run (two assertions would write one file).
    func claim(_ reference: URL, for owner: Owner) -> Owner? {
        state.withLock { state in
            let path = reference.standardizedFileURL.path
            if let earlier = state.owners[path], earlier != owner { return earlier }
            state.owners[path] = owner
            return nil
        }
    }

    /// Whether this is the first assertion of test `id` in this run (then its old artefacts
    /// are cleared); later calls return false.
    func firstAssertion(ofTest id: String) -> Bool {
        state.withLock { $0.clearedTests.insert(id).inserted }
    }

    /// Restarts numbering for the tests whose keys start with `keyPrefix` (an XCTest case
    /// finished; a repeated run of it numbers from 1 again).
    func testDidFinish(keyPrefix: String) {
        state.withLock { state in
            state.counters = state.counters.filter { !$0.key.hasPrefix(keyPrefix) }
        }
    }
}
