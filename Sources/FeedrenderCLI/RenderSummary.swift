import FeedrenderSupport
import Appearance
import DocumentModel
import FeedRendering
import Foundation
import LayoutDocuments

/// The lines printed after a render: files written, time per stage, warnings.
struct RenderSummary {
    var result: FeedRenderResult

    func print() {
        let files = result.manifest.files
        Console.line("wrote \(files.count + 1) files (\(Self.megabytes(result.totalBytes))) to \(result.directory.path):")
        for kind in [RenderManifest.Kind.frame, .strip, .contactSheet] {
            let paths = files.filter { $0.kind == kind }.map(\.path)
            guard let first = paths.first, let last = paths.last else { continue }
            let bytes = files.filter { $0.kind == kind }.reduce(0) { $0 + $1.bytes }
            let span = paths.count == 1 ? first : "\(first) … \(last)"
            Console.line("  \(span) (\(paths.count) \(Self.noun(kind, paths.count)), \(Self.megabytes(bytes)))")
        }
        let manifestName = result.manifest.shard.map { RenderShard(index: $0.index, count: $0.count)?.manifestName ?? "" }
            ?? "manifest.json"
        Console.line("  \(manifestName) (\(result.manifest.rowCount) rows, \(Self.number(result.manifest.contentHeight)) pt of content)")
        // Worker time (waiting included), then what the stage's threads computed.
        let seconds = result.stageSeconds, cpu = result.stageCPUSeconds
        for stage in RenderStage.allCases {
            Console.line("\(stage.rawValue): \(String(format: "%.3f", seconds[stage] ?? 0)) s "
                        + "(cpu \(String(format: "%.3f", cpu[stage] ?? 0)) s)")
        }
        Console.line("total: \(String(format: "%.3f", result.wallSeconds)) s wall, "
                    + "\(String(format: "%.1f", Double(result.frameCount) / max(result.wallSeconds, 1e-9))) frames/s")
        if !result.warnings.isEmpty {
            let shown = result.warnings.prefix(20)
            Console.line("warning: " + shown.joined(separator: "\nwarning: "), to: .error)
            if result.warnings.count > shown.count {
                Console.write("warning: … and \(result.warnings.count - shown.count) more\n", to: .error)
            }
        }
    }

    private static func noun(_ kind: RenderManifest.Kind, _ count: Int) -> String {
        switch kind {
        case .frame: return count == 1 ? "frame" : "frames"
        case .strip: return count == 1 ? "strip tile" : "strip tiles"
        case .contactSheet: return count == 1 ? "contact sheet" : "contact sheets"
        }
    }

    private static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }
}
