import FeedrenderSupport

/// Idle `TextRenderer`s on one fontconfig configuration, handed to one caller at a time. Measuring
/// and drawing can be called from any thread; each call borrows a renderer synchronously (never
/// across an `await`) and gives it back.
final class RendererPool: @unchecked Sendable {
    // @unchecked: `config` is an FcConfig never modified after its environment made it; each
    // renderer's font map holds its own reference to it.

    /// The pool of the environment in effect (`FontEnvironment.current`).
    static var shared: RendererPool { FontEnvironment.current.pool }

    /// Idle renderers kept beyond this are released (their font caches are a few MB each).
    private static let maximumIdle = 16

    private let config: OpaquePointer
    private let idle = Locked<[TextRenderer]>([])

    /// A pool of renderers on `config` (an `FcConfig*` that outlives every renderer's use of it).
    init(config: OpaquePointer) {
        self.config = config
    }

    /// Runs `body` with a renderer no other thread uses meanwhile.
    func withRenderer<Result>(_ body: (TextRenderer) throws -> Result) rethrows -> Result {
        let renderer = idle.withLock { $0.popLast() } ?? TextRenderer(config: config)
        defer {
            idle.withLock { renderers in
                if renderers.count < Self.maximumIdle { renderers.append(renderer) }
            }
        }
        return try body(renderer)
    }
}
