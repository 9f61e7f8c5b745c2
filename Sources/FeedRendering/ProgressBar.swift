import Appearance
import FeedrenderSupport
import Foundation
import Raster

/// A one-line progress bar on standard error, drawn only when standard error is a
/// terminal (so logs and pipes get no control characters). Safe to share.
package final class ProgressBar: Sendable {
    private struct State {
        var stage = ""
        var done = 0
        var total = 0
        var lastDrawn: ContinuousClock.Instant?
        var visible = false
    }

    private let state = Locked(State())
    package let isEnabled: Bool

    /// - Parameter isEnabled: nil to draw only when stderr is a terminal.
    package init(isEnabled: Bool? = nil) {
        self.isEnabled = isEnabled ?? (isatty(STDERR_FILENO) == 1)
    }

    /// Starts a new stage of `total` steps.
    package func begin(_ stage: String, total: Int) {
        guard isEnabled else { return }
        state.withLock { $0.stage = stage; $0.done = 0; $0.total = total; $0.lastDrawn = nil }
        redraw(force: true)
    }

    /// Marks `count` more steps of the current stage done.
    package func advance(by count: Int = 1) {
        guard isEnabled else { return }
        state.withLock { $0.done = min($0.total, $0.done + count) }
        redraw(force: false)
    }

    /// Raises the current stage's total (rows grow with batch fetching).
    package func setTotal(_ total: Int) {
        guard isEnabled else { return }
        state.withLock { $0.total = total }
    }

    /// Clears the bar so the summary prints on a clean line.
    package func finish() {
        guard isEnabled else { return }
        let wasVisible = state.withLock { state in
            defer { state.visible = false }
            return state.visible
        }
        if wasVisible { Self.write("\r\u{1B}[2K") }
    }

    private func redraw(force: Bool) {
        let line: String? = state.withLock { state in
            let now = ContinuousClock.now
            // At most ~20 redraws a second: a terminal is slow next to a frame.
            if !force, let last = state.lastDrawn, now - last < .milliseconds(50), state.done < state.total { return nil }
            state.lastDrawn = now
            state.visible = true
            let width = 30
            let fraction = state.total > 0 ? Double(state.done) / Double(state.total) : 0
            let filled = Int((fraction * Double(width)).rounded(.down))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            return "\r\u{1B}[2K\(state.stage.padding(toLength: 9, withPad: " ", startingAt: 0)) \(bar) \(state.done)/\(state.total)"
        }
        if let line { Self.write(line) }
    }

    private static func write(_ text: String) {
        Console.write(text, to: .error)
    }
}
