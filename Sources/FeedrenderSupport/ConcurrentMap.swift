/// The one bounded worker pool: maps a collection on at most `maxConcurrency` tasks at once
/// and returns the results in input order, so output never depends on the worker count or
/// on which task finishes first (feedrender's determinism rests on that).
extension Collection where Self: Sendable, Element: Sendable {
    /// `transform` applied to every element, at most `maxConcurrency` at a time. Throws what
    /// `transform` throws (nothing, for a non-throwing closure).
    package func concurrentMap<Result: Sendable, Failure: Error>(
        maxConcurrency: Int, _ transform: @escaping @Sendable (Element) async throws(Failure) -> Result
    ) async throws(Failure) -> [Result] {
        let items = Array(self)
        let workers = Swift.max(1, Swift.min(maxConcurrency, items.count))
        do {
            return try await withThrowingTaskGroup(of: (Int, Result).self) { group in
                var results = [Result?](repeating: nil, count: items.count)
                var next = 0
                func startNext() {
                    guard next < items.count else { return }
                    let index = next, item = items[index]
                    next += 1
                    group.addTask { (index, try await transform(item)) }
                }
                for _ in 0..<workers { startNext() }
                while let (index, result) = try await group.next() {
                    results[index] = result
                    startNext()
                }
                return results.map { $0! }
            }
        } catch {
            // The group only ever rethrows what `transform` threw.
            throw error as! Failure
        }
    }
}
