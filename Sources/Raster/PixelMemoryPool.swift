import FeedrenderSupport
import Foundation

/// Recycles the memory of pixel buffers between 1 and 16 MB (cell rasters, decoded photos):
/// a fresh buffer that size costs the kernel a page fault and a zeroed page every 4 KB, about
/// a tenth of a render's CPU time; a recycled one costs nothing. Only a few buffers are kept
/// (32 MB at most, oldest dropped first), so the resident size barely moves. Buffers come from
/// `malloc` and go back to `free`. Contents of a recycled buffer are undefined.
final class PixelMemoryPool: @unchecked Sendable {
    static let shared = PixelMemoryPool()

    private let pooledSizes = (1 << 20)...(16 << 20)
    private let maxIdleBytes = 32 << 20
    /// Idle buffers, oldest first, and their total bytes.
    private let state = Locked<(idle: [(pointer: UnsafeMutableRawPointer, capacity: Int)], bytes: Int)>(([], 0))

    /// At least `byteCount` bytes (`capacity` says how many; give that back with the pointer).
    /// `zeroed` asks for zeros, which big fresh buffers get lazily from `calloc`.
    func take(byteCount: Int, zeroed: Bool) -> (pointer: UnsafeMutableRawPointer, capacity: Int)? {
        if pooledSizes.contains(byteCount) {
            // Best fit, wasting at most a quarter, so a small cell does not pin a photo-sized buffer.
            let reused: (pointer: UnsafeMutableRawPointer, capacity: Int)? = state.withLock { state in
                var best: Int?
                for (index, entry) in state.idle.enumerated()
                where entry.capacity >= byteCount && entry.capacity <= byteCount + byteCount / 4 {
                    if best == nil || entry.capacity < state.idle[best!].capacity { best = index }
                }
                guard let best else { return nil }
                state.bytes -= state.idle[best].capacity
                return state.idle.remove(at: best)
            }
            if let reused {
                if zeroed { reused.pointer.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount) }
                return reused
            }
        }
        guard let fresh = zeroed ? calloc(max(1, byteCount), 1) : malloc(max(1, byteCount)) else { return nil }
        return (fresh, byteCount)
    }

    /// Takes back memory from `take`, keeping it for the next one or freeing it.
    func give(_ pointer: UnsafeMutableRawPointer, capacity: Int) {
        guard pooledSizes.contains(capacity) else { return free(pointer) }
        let evicted: [UnsafeMutableRawPointer] = state.withLock { state in
            state.idle.append((pointer, capacity))
            state.bytes += capacity
            var dropped: [UnsafeMutableRawPointer] = []
            while state.bytes > maxIdleBytes {
                let oldest = state.idle.removeFirst()
                state.bytes -= oldest.capacity
                dropped.append(oldest.pointer)
            }
            return dropped
        }
        evicted.forEach { free($0) }
    }
}
