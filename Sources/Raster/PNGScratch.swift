import CDeflate
import FeedrenderSupport
import Foundation

/// One libdeflate encode's working memory: the filtered scanlines, the IDAT chunk being compressed and
/// a libdeflate compressor. Frames are the same size every time, so keeping these between
/// encodes saves mapping, zero-filling and unmapping ~20 MB per frame.
final class PNGScratch {
    private(set) var rows: UnsafeMutableRawPointer?
    private(set) var rowsCapacity = 0
    private(set) var chunk: UnsafeMutableRawPointer?
    private(set) var chunkCapacity = 0
    private var compressor: OpaquePointer?
    private var compressorLevel = -1

    deinit {
        rows?.deallocate()
        chunk?.deallocate()
        if let compressor { libdeflate_free_compressor(compressor) }
    }

    /// Bytes held, for the pool's retention limit.
    var byteCount: Int { rowsCapacity + chunkCapacity }

    /// At least `count` bytes for the filtered rows (contents undefined).
    func rows(count: Int) -> UnsafeMutablePointer<UInt8> {
        if rowsCapacity < count {
            rows?.deallocate()
            rows = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
            rowsCapacity = count
        }
        return rows!.assumingMemoryBound(to: UInt8.self)
    }

    /// At least `count` bytes for the IDAT chunk (contents undefined).
    func chunk(count: Int) -> UnsafeMutablePointer<UInt8> {
        if chunkCapacity < count {
            chunk?.deallocate()
            chunk = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
            chunkCapacity = count
        }
        return chunk!.assumingMemoryBound(to: UInt8.self)
    }

    /// A compressor for `level`, kept while the level stays the same.
    func compressor(level: Int) -> OpaquePointer? {
        if compressorLevel != level, let old = compressor {
            libdeflate_free_compressor(old)
            compressor = nil
        }
        if compressor == nil {
            compressor = libdeflate_alloc_compressor(Int32(level))
            compressorLevel = compressor == nil ? -1 : level
        }
        return compressor
    }
}

/// Idle encoder scratch, shared by every encoding thread. Each encode takes one (or makes one)
/// and gives it back; only a few frame-sized ones are kept, so a huge strip tile's buffers go
/// back to the system as soon as it is written.
final class PNGScratchPool: Sendable {
    static let shared = PNGScratchPool()

    /// More idle scratch than encoding threads would only hold memory.
    private let maxIdle = max(2, ProcessInfo.processInfo.activeProcessorCount)
    /// Bigger scratch (e.g. for a 32,767-pixel strip tile) is freed rather than kept.
    private let maxKeptBytes = 64 << 20
    private let idle = Locked<[PNGScratch]>([])

    func withScratch<R>(_ body: (PNGScratch) throws -> R) rethrows -> R {
        let scratch = idle.withLock { $0.popLast() } ?? PNGScratch()
        defer {
            if scratch.byteCount <= maxKeptBytes {
                idle.withLock { if $0.count < maxIdle { $0.append(scratch) } }
            }
        }
        return try body(scratch)
    }
}
