import Raster

/// Contact sheets: each frame leaves a thumbnail, and a sheet is composited and written as
/// soon as all its frames are in (a full sheet at once, the last one when the frames are final).
final class ContactSheetWriter {
    private let framePixelWidth: Int
    private let framePixelHeight: Int
    private let times: StageTimes
    private var thumbnails: [Int: Bitmap] = [:]
    private var startedSheets: Set<Int> = []

    init(framePixelWidth: Int, framePixelHeight: Int, times: StageTimes) {
        self.framePixelWidth = framePixelWidth
        self.framePixelHeight = framePixelHeight
        self.times = times
    }

    /// The sheets' layout for `frameCount` frames, or nil before there is a frame.
    func plan(frameCount: Int) -> ContactSheetPlan? {
        guard frameCount > 0 else { return nil }
        return ContactSheetPlan(frameCount: frameCount, framePixelWidth: framePixelWidth, framePixelHeight: framePixelHeight)
    }

    func add(_ thumbnail: Bitmap, forFrame frame: Int) {
        thumbnails[frame] = thumbnail
    }

    /// The work that writes every sheet this run `owns` whose frames are all in.
    func finishedSheetsWork(frameCount: Int, framesAreFinal: Bool, writer: OutputWriter,
                            owns: (Int) -> Bool) -> [@Sendable () async throws -> WorkResult] {
        guard let plan = plan(frameCount: frameCount) else { return [] }
        var work: [@Sendable () async throws -> WorkResult] = []
        for sheet in 0..<plan.sheetCount where !startedSheets.contains(sheet) && owns(sheet) {
            let frames = plan.frames(onSheet: sheet)
            let isFull = frames.count == plan.framesPerSheet
            guard isFull || framesAreFinal, frames.allSatisfy({ thumbnails[$0] != nil }) else { continue }
            work.append(self.work(forSheet: sheet, plan: plan, writer: writer))
        }
        return work
    }

    private func work(forSheet sheet: Int, plan: ContactSheetPlan,
                      writer: OutputWriter) -> @Sendable () async throws -> WorkResult {
        startedSheets.insert(sheet)
        let frames = Array(plan.frames(onSheet: sheet))
        let placements = frames.map { frame -> Placement in
            let origin = plan.origin(ofFrame: frame)
            return Placement(bitmap: thumbnails.removeValue(forKey: frame)!, x: origin.x, y: origin.y)
        }
        let size = plan.pixelSize(ofSheet: sheet)
        let composition = Composition(pixelWidth: size.width, pixelHeight: size.height, scale: 1,
                                      background: Thumbnails.sheetBackground, placements: placements)
        let times = times
        return {
            let bitmap = try times.measure(.composite) { try composition.makeCanvas().makeBitmap() }
            return .file(try times.measure(.encode) {
                try writer.writePNG(bitmap, name: OutputNames.contactSheet(sheet), kind: .contactSheet, contentOffset: nil,
                                    frameIndexes: frames, cells: [])
            })
        }
    }
}
