import FeedrenderSupport
import Foundation
import Raster

/// Which frames of an animation go on its key-frame contact sheet (`--key-frames`).
package enum KeyFrames: Hashable, Sendable {
    /// No sheet.
    case none
    /// Each change's first frame (the state before), middle frame and last (the state after).
    case firstMiddleLast
    /// Every n-th frame of the APNG, and its last.
    case every(Int)

    /// `first-middle-last`, `every:N` (N ≥ 1) or `none`.
    package init?(argument: String) {
        switch argument {
        case "none": self = .none
        case "first-middle-last": self = .firstMiddleLast
        default:
            guard argument.hasPrefix("every:"), let n = Int(argument.dropFirst("every:".count)), n >= 1 else { return nil }
            self = .every(n)
        }
    }

    /// The chosen frames, as indexes into the manifest's `frames`, given each change's last
    /// frame (the manifest holds state 0, then per change its frames 1 up to the last, the
    /// last being the next state).
    package func indexes(lastFrames: [Int]) -> [Int] {
        let count = 1 + lastFrames.reduce(0, +)
        switch self {
        case .none:
            return []
        case .every(let n):
            return Array(Set(Array(stride(from: 0, to: count, by: n)) + [count - 1])).sorted()
        case .firstMiddleLast:
            var chosen = Set<Int>(), base = 0
            for last in lastFrames {
                chosen.formUnion([base, base + last / 2, base + last])
                base += last
            }
            return chosen.sorted()
        }
    }
}

/// The key-frame contact sheets of an animation: each chosen frame, as it is drawn, shrunk
/// to a thumbnail on a sheet (`ContactSheetPlan`'s grid, 24 to a sheet), and each sheet
/// written (atomically) once full, so memory holds one sheet however many frames there are.
/// `keyframes.png`, or `keyframes-1.png`, `keyframes-2.png`, … when there are several.
final class KeyFrameSheets {
    private let folder: URL
    private let keys: [Int]
    private let plan: ContactSheetPlan
    private var canvas: Canvas?
    private var sheet = -1
    private var placed = 0
    private(set) var written: [AnimationManifest.File] = []

    init(folder: URL, keys: [Int], frameWidth: Int, frameHeight: Int) {
        self.folder = folder
        self.keys = keys
        plan = ContactSheetPlan(frameCount: keys.count, framePixelWidth: frameWidth, framePixelHeight: frameHeight)
    }

    /// The name of sheet `index`.
    private func name(ofSheet index: Int) -> String {
        plan.sheetCount == 1 ? "keyframes.png" : "keyframes-\(index + 1).png"
    }

    /// Puts `image` (manifest frame `index`, at `time` seconds) on its sheet when it is a key
    /// frame; returns where it went.
    func offer(_ image: Bitmap, frame index: Int, time: Double) throws -> AnimationManifest.KeyFrame? {
        guard placed < keys.count, keys[placed] == index else { return nil }
        let slot = placed
        if plan.sheet(ofFrame: slot) != sheet {
            try writeSheet()
            sheet = plan.sheet(ofFrame: slot)
            let size = plan.pixelSize(ofSheet: sheet)
            canvas = try Canvas(pixelWidth: size.width, pixelHeight: size.height, scale: 1, background: Color(red8: 0xE5, green8: 0xE5, blue8: 0xEA))
        }
        let origin = plan.origin(ofFrame: slot)
        let thumbnail = image.resized(to: PixelSize(width: plan.thumbnailWidth, height: plan.thumbnailHeight))
        canvas?.draw(thumbnail, in: CanvasRect(x: Double(origin.x), y: Double(origin.y), width: Double(plan.thumbnailWidth),
                                               height: Double(plan.thumbnailHeight)))
        placed += 1
        return AnimationManifest.KeyFrame(frame: index, time: time, sheet: name(ofSheet: sheet), x: origin.x, y: origin.y,
                                          width: plan.thumbnailWidth, height: plan.thumbnailHeight)
    }

    /// Writes the last sheet.
    func finish() throws {
        try writeSheet()
    }

    /// Removes the sheets written so far (a failed run leaves none).
    func discard() {
        for file in written { unlink(folder.appendingPathComponent(file.path).path) }
        written = []
        canvas = nil
    }

    private func writeSheet() throws {
        guard let canvas else { return }
        self.canvas = nil
        let png = try PNGEncoder.encode(canvas)
        let path = name(ofSheet: sheet)
        try AtomicFile.write(png, to: folder.appendingPathComponent(path))
        written.append(AnimationManifest.File(path: path, bytes: png.count, sha256: SHA256.hex(of: png)))
    }
}
