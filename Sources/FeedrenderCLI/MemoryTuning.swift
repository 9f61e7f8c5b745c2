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
        #if canImport(Glibc)
        // <malloc.h> is not in Swift's Glibc module, so look `mallopt` up by name.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
        let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
        _ = mallopt(mmapThreshold, 1 << 20)
        #endif
    }
}
