import Appearance
import Dispatch
import FeedrenderSupport
import Foundation
import Layout
import SnapshotTesting
import Text

/// Carries a value that is not `Sendable` into the one task that uses it next (a node handed
/// to the render task; a callback handed back). The sender does not touch it meanwhile.
struct UncheckedTransfer<Value>: @unchecked Sendable {
    let value: Value
}

/// Runs strategies' renders under a variant: the text size goes to `ContentSizeScale` (which
/// text nodes read); theme, direction and device to the strategies, which read them here.
enum SnapshotRendering {
    /// The layout direction of the variant being rendered.
    @TaskLocal static var layoutDirection: LayoutDirection?
    /// The device override of the variant being rendered, read by the feedrender strategies.
    @TaskLocal static var device: SnapshotDevice?
    /// The theme of the variant being rendered, read by the feed strategy.
    @TaskLocal static var theme: Theme?

    /// Builds and renders one variant, waiting for the strategy's callback.
    static func image<Value>(_ build: (SnapshotVariant) throws -> Value, variant: SnapshotVariant,
                             strategy: Snapshotting<Value, SnapshotImage>) async -> SnapshotImage {
        await ContentSizeScale.$current.withValue(variant.textSize?.scale ?? ContentSizeScale.current) {
            await $device.withValue(variant.device) {
              await $layoutDirection.withValue(variant.resolvedLayoutDirection) {
                await $theme.withValue(variant.theme) {
                    let value: Value
                    do { value = try build(variant) } catch {
                        return SnapshotImage(problem: "could not build the value to snapshot: \(error)")
                    }
                    let snapshot = UncheckedTransfer(value: strategy)
                    let transfer = UncheckedTransfer(value: value)
                    return await withCheckedContinuation { continuation in
                        // Routed for the whole run: a pullback calls the strategy it wraps only in `run`.
                        SnapshotRouting.$isRouted.withValue(true) {
                            snapshot.value.snapshot(transfer.value).run {
                                continuation.resume(returning: UncheckedTransfer(value: $0).value)
                            }
                        }
                    }
                }
              }
            }
        }
    }

    /// The same, blocking the calling thread (XCTest's synchronous tests). The feedrender
    /// strategies render on a dedicated queue, so blocking a thread of Swift's pool is safe.
    static func imageBlocking<Value>(_ build: (SnapshotVariant) throws -> Value, variant: SnapshotVariant,
                                     strategy: Snapshotting<Value, SnapshotImage>) -> SnapshotImage {
        ContentSizeScale.$current.withValue(variant.textSize?.scale ?? ContentSizeScale.current) {
            $device.withValue(variant.device) {
              $layoutDirection.withValue(variant.resolvedLayoutDirection) {
                $theme.withValue(variant.theme) {
                    let value: Value
                    do { value = try build(variant) } catch {
                        return SnapshotImage(problem: "could not build the value to snapshot: \(error)")
                    }
                    let done = DispatchSemaphore(value: 0)
                    let result = Locked<SnapshotImage?>(nil)
                    SnapshotRouting.$isRouted.withValue(true) {
                        strategy.snapshot(value).run { image in
                            result.withLock { $0 = image }
                            done.signal()
                        }
                    }
                    done.wait()
                    return result.withLock { $0 }!
                }
              }
            }
        }
    }
}
