#if canImport(Glibc)
import Glibc
#endif

/// Makes big buffers (megabytes each) come straight from the OS and go back to it when freed.
/// glibc otherwise raises its mmap threshold after the first big free and serves later ones
/// from its heaps, where buffers of ever-different sizes fragment them and the resident size
/// climbs far above what is live (measured on feed-1000: 540-1100 MB peak with a raised
/// threshold, 163 MB with this). The buffers whose page faults this would cost are recycled
/// explicitly instead (Raster's PixelMemoryPool and PNG scratch, the frame canvas pool),
/// within a fixed budget.
package enum MemoryTuning {
    package static func returnLargeBuffersToTheSystem() {
        setMallocOption(-3, to: 1 << 20)  // M_MMAP_THRESHOLD
    }

    /// For feed renders, after `returnLargeBuffersToTheSystem()`: keeps up to 16 MB of freed
    /// heap instead of giving it back at once. With a fixed mmap threshold glibc trims free
    /// heap above 128 KB, so the PNG encoder's sub-megabyte scratch (about 1 MB per frame)
    /// came back as fresh pages, zeroed by the kernel, for every frame: a quarter of a
    /// feed-100 run's page faults. Resident size is unchanged on the strip run (169–171 MB);
    /// the screenshot set keeps the default, where it cost 5 MB of its 300 MB budget.
    package static func keepFreedScratchMemory() {
        setMallocOption(-1, to: 16 << 20)  // M_TRIM_THRESHOLD
    }

    private static func setMallocOption(_ option: Int32, to value: Int32) {
        #if canImport(Glibc)
        // <malloc.h> is not in Swift's Glibc module, so look `mallopt` up by name.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallOpt.self)(option, value)
        #endif
    }
}
