/// Where a node stands relative to the screen (Texture's `ASInterfaceState`), as the
/// renderer's range controller moves its row: in the preload range (load data), in the
/// display range (draw), on screen. The ranges nest, so a visible node is also in the
/// display and preload states.
public struct InterfaceState: OptionSet, Hashable, Sendable {
    /// The flags as bits (Texture's values).
    public let rawValue: UInt

    /// The interface state with the flags `rawValue` holds.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// In the preload range: the time to load data (`didEnterPreloadState()`).
    public static let preload = InterfaceState(rawValue: 1 << 1)
    /// In the display range: the node is being drawn (`didEnterDisplayState()`).
    public static let display = InterfaceState(rawValue: 1 << 2)
    /// At least one point of the node is on screen (`didEnterVisibleState()`).
    public static let visible = InterfaceState(rawValue: 1 << 3)
}

extension DisplayNode {
    /// Whether the node is in the preload range (Texture's `isInPreloadState`).
    public var isInPreloadState: Bool { interfaceState.contains(.preload) }
    /// Whether the node is in the display range (Texture's `isInDisplayState`).
    public var isInDisplayState: Bool { interfaceState.contains(.display) }
    /// Whether the node is on screen (Texture's `isVisible`).
    public var isVisible: Bool { interfaceState.contains(.visible) }

    /// Moves this node and its subtree (each node before its subnodes) to `newState`,
    /// calling each node's hooks for what changed, as Texture's range controller does.
    package func recursivelySetInterfaceState(_ newState: InterfaceState) {
        for node in subtree() { node.applyInterfaceState(newState) }
    }

    /// Moves this subtree in and then out of `states`, one state at a time, the way a row
    /// scrolls into view and out again: enters preload, display, visible (those in
    /// `states`), runs `body`, then exits visible, display, preload.
    package func walkingThroughInterfaceStates<Result>(_ states: InterfaceState, _ body: () throws -> Result) rethrows -> Result {
        let steps: [InterfaceState] = [.preload, .display, .visible].filter { states.contains($0) }
        var current: InterfaceState = []
        for step in steps {
            current.insert(step)
            recursivelySetInterfaceState(current)
        }
        defer {
            for step in steps.reversed() {
                current.remove(step)
                recursivelySetInterfaceState(current)
            }
        }
        return try body()
    }

    /// The same for async work (laying out, loading images and snapshotting a row).
    package func walkingThroughInterfaceStates<Result>(_ states: InterfaceState,
                                                      _ body: () async throws -> Result) async rethrows -> Result {
        let steps: [InterfaceState] = [.preload, .display, .visible].filter { states.contains($0) }
        var current: InterfaceState = []
        for step in steps {
            current.insert(step)
            recursivelySetInterfaceState(current)
        }
        let result: Result
        do {
            result = try await body()
        } catch {
            exit(steps, from: &current)
            throw error
        }
        exit(steps, from: &current)
        return result
    }

    private func exit(_ steps: [InterfaceState], from current: inout InterfaceState) {
        for step in steps.reversed() {
            current.remove(step)
            recursivelySetInterfaceState(current)
        }
    }

    /// Sets this node's state and calls its hooks in Texture's order: preload, display,
    /// visible (entering or exiting each that changed), then `interfaceStateDidChange`.
    func applyInterfaceState(_ newState: InterfaceState) {
        let oldState = interfaceState
        guard newState != oldState else { return }
        interfaceState = newState
        func changed(_ state: InterfaceState, enter: () -> Void, exit: () -> Void) {
            let now = newState.contains(state), was = oldState.contains(state)
            if now && !was { enter() } else if was && !now { exit() }
        }
        changed(.preload, enter: didEnterPreloadState, exit: didExitPreloadState)
        changed(.display, enter: didEnterDisplayState, exit: didExitDisplayState)
        changed(.visible, enter: didEnterVisibleState, exit: didExitVisibleState)
        interfaceStateDidChange(newState, from: oldState)
    }
}
