import Raster

/// What a render's worker task hands back to the session.
enum WorkResult: Sendable {
    /// A row drawn for `generation` of the row indexes.
    case raster(row: Int, generation: Int, CellRaster)
    /// A frame composited (and written unless only thumbnails are wanted).
    case frame(index: Int, file: RenderManifest.File?, thumbnail: Bitmap?)
    /// A strip tile or contact sheet written.
    case file(RenderManifest.File)
    /// A strip band handed to its tile's encoder (the tile is not finished yet).
    case stripBand
    /// Network images requested ahead; not CPU-bound, so it holds no job slot.
    case preloaded

    /// Whether the task held one of the `jobs` slots while it ran.
    var heldJobSlot: Bool {
        if case .preloaded = self { return false }
        return true
    }
}

/// The worker tasks of one render.
typealias WorkGroup = ThrowingTaskGroup<WorkResult, any Error>

/// The session's count of CPU-bound tasks running: at most `limit` draw or encode at once.
struct JobSlots {
    let limit: Int
    private(set) var running = 0

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    var hasFree: Bool { running < limit }

    /// Starts `work` on `group`, holding a slot until its result is handled.
    mutating func start(_ work: @escaping @Sendable () async throws -> WorkResult, in group: inout WorkGroup) {
        running += 1
        group.addTask(operation: work)
    }

    /// Releases the slot of a handled result that held one.
    mutating func finished(_ result: WorkResult) {
        if result.heldJobSlot { running -= 1 }
    }
}
