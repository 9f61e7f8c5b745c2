import FeedrenderSupport
import Foundation
import Raster

/// Decoded bitmaps keyed by URL and target size, bounded by pixel bytes, least recently used first out.
final class MemoryImageCache: Sendable {
    struct Key: Hashable, Sendable {
        var url: URL
        var targetPixelSize: PixelSize?
    }

    private struct Slot {
        var bitmap: Bitmap
        var bytes: Int
        var lastUse: UInt64
    }

    private struct State {
        var slots: [Key: Slot] = [:]
        var totalBytes = 0
        var clock: UInt64 = 0
    }

    private let byteLimit: Int
    private let state = Locked(State())

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    func bitmap(for key: Key) -> Bitmap? {
        state.withLock { state in
            guard var slot = state.slots[key] else { return nil }
            state.clock += 1
            slot.lastUse = state.clock
            state.slots[key] = slot
            return slot.bitmap
        }
    }

    func insert(_ bitmap: Bitmap, for key: Key) {
        let bytes = bitmap.stride * bitmap.height
        guard bytes <= byteLimit else { return }
        state.withLock { state in
            state.clock += 1
            if let old = state.slots.updateValue(Slot(bitmap: bitmap, bytes: bytes, lastUse: state.clock), forKey: key) {
                state.totalBytes -= old.bytes
            }
            state.totalBytes += bytes
            guard state.totalBytes > byteLimit else { return }
            for (victim, slot) in state.slots.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                guard state.totalBytes > byteLimit else { break }
                state.slots[victim] = nil
                state.totalBytes -= slot.bytes
            }
        }
    }

    var totalBytes: Int { state.withLock { $0.totalBytes } }
}
