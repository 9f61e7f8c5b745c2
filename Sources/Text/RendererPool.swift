import FeedrenderSupport

/// Idle `TextRenderer`s, handed to one caller at a time. Measuring and drawing can be called from any
/// thread; each call borrows a renderer synchronously (never across an `await`) and gives it back.
final class RendererPool: Sendable {
    static let shared = RendererPool(environment: FontEnvironment.shared)

    /// Idle renderers kept beyond this are released (their font caches are a few MB each).
    private static let maximumIdle = 16

    private let environment: FontEnvironment
    private let idle = Locked<[TextRenderer]>([])

    init(environment: FontEnvironment) {
        self.environment = environment
    }

    func withRenderer<Result>(_ body: (TextRenderer) throws -> Result) rethrows -> Result {
        let renderer = idle.withLock { $0.popLast() } ?? TextRenderer(environment: environment)
        defer {
            idle.withLock { renderers in
                if renderers.count < Self.maximumIdle { renderers.append(renderer) }
            }
        }
        return try body(renderer)
    }
}
