import Foundation
import ImageLoading

/// Async work a node started on preload (`DisplayNode.preload(_:then:)`): run by whoever
/// lays the node out, its result handed back to the node on the node's task.
struct PreloadWork {
    /// What the warning names: the node's identifier, or its type.
    var owner: String
    /// Runs the work; its result, or the error it threw.
    var run: @Sendable () async -> Result<any Sendable, any Error>
    /// Gives the node the result (on the node's task).
    var apply: (any Sendable) -> Void
}

extension DisplayNode {
    /// Starts `work` (fetching the node's text or model, say) and hands its result to
    /// `apply` before the node is laid out and drawn: call it from `didEnterPreloadState()`.
    /// A render waits for it as for an image (at most the image loader's `imageDeadline`, or
    /// its `totalTimeout`); work that fails or runs out of time leaves the node as it is and
    /// adds a warning naming the node.
    public func preload<Value: Sendable>(_ work: @escaping @Sendable () async throws -> Value,
                                         then apply: @escaping (Value) -> Void) {
        pendingPreloads.append(PreloadWork(
            owner: identifier ?? String(describing: type(of: self)),
            run: {
                do { return .success(try await work()) } catch { return .failure(error) }
            },
            apply: { value in if let value = value as? Value { apply(value) } }))
    }
}

/// Waits for the preload work of a tree before it is laid out.
enum PreloadSettling {
    /// Runs every node's pending work in `root`'s tree at once, each for at most `limit`,
    /// then applies the results in tree order; work the results start (a subnode added and
    /// preloaded) runs in a further round, up to three. Returns a warning per failure.
    static func settle(_ root: DisplayNode, limit: Duration) async -> [String] {
        var warnings: [String] = []
        for _ in 0..<3 {
            var pending: [PreloadWork] = []
            for node in root.subtree() where !node.pendingPreloads.isEmpty {
                pending += node.pendingPreloads
                node.pendingPreloads = []
            }
            guard !pending.isEmpty else { break }
            var results = [Result<any Sendable, any Error>?](repeating: nil, count: pending.count)
            await withTaskGroup(of: (Int, Result<any Sendable, any Error>?).self) { group in
                for (index, work) in pending.enumerated() {
                    let run = work.run
                    group.addTask { (index, await withTimeLimit(limit, run)) }
                }
                for await (index, result) in group { results[index] = result }
            }
            for (work, result) in zip(pending, results) {
                switch result {
                case .success(let value)?: work.apply(value)
                case .failure(let error)?: warnings.append("\(work.owner): preload failed: \(error); drawn without it")
                case nil: warnings.append("\(work.owner): preload did not finish within \(limit); drawn without it")
                }
            }
        }
        return warnings
    }

    /// `run`'s result, or nil when `limit` passes first (the work is then cancelled).
    private static func withTimeLimit(_ limit: Duration, _ run: @escaping @Sendable () async -> Result<any Sendable, any Error>)
        async -> Result<any Sendable, any Error>? {
        await withTaskGroup(of: Result<any Sendable, any Error>?.self) { group in
            group.addTask { await run() }
            group.addTask {
                try? await Task.sleep(for: limit)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// The time limit of preload work: an image's (`imageDeadline`, else `totalTimeout`) in
    /// `configuration`, or in the default configuration.
    static func limit(for configuration: ImageLoaderConfiguration?) -> Duration {
        guard let configuration else { return ImageLoaderConfiguration().totalTimeout }
        return configuration.imageDeadline ?? configuration.totalTimeout
    }
}
