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

    /// For feed renders, after `returnLargeBuffersToTheSystem()`: keeps up to 2 MB of freed
    /// heap instead of giving back anything over 128 KB at once. With a fixed mmap threshold
    /// glibc trims that eagerly, so the PNG encoder's sub-megabyte scratch (about 1 MB per
    /// frame) came back as fresh pages, zeroed by the kernel, for every frame: a quarter of a
    /// feed-100 run's page faults (63k -> 46k). 2 MB is enough for that; 16 MB saved no more
    /// faults and raised the feed-1000 strip run's peak by 10 MB (177-181 MB -> 186-194 MB,
    /// against its 200 MB budget). The screenshot set keeps the default.
    package static func keepFreedScratchMemory() {
        setMallocOption(-1, to: 2 << 20)  // M_TRIM_THRESHOLD
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
