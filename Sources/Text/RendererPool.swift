import FeedrenderSupport
import Glibc

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
    /// Idle renderers and the thread each was last used on.
    private let idle = Locked<[(renderer: TextRenderer, thread: pthread_t)]>([])

    /// A pool of renderers on `config` (an `FcConfig*` that outlives every renderer's use of it).
    init(config: OpaquePointer) {
        self.config = config
    }

    /// Runs `body` with a renderer no other thread uses meanwhile: preferably the one this
    /// thread used last, whose frame cache holds what this thread just measured.
    func withRenderer<Result>(_ body: (TextRenderer) throws -> Result) rethrows -> Result {
        let thread = pthread_self()
        let renderer = idle.withLock { renderers -> TextRenderer? in
            guard let index = renderers.lastIndex(where: { pthread_equal($0.thread, thread) != 0 }) ?? renderers.indices.last
            else { return nil }
            return renderers.remove(at: index).renderer
        } ?? TextRenderer(config: config)
        defer {
            idle.withLock { renderers in
                if renderers.count < Self.maximumIdle { renderers.append((renderer, thread)) }
            }
        }
        return try body(renderer)
    }
}
