import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import Foundation
import ImageLoading
import Layout
import LayoutDocuments
import Nodes
import Raster
import Text

/// `feedrender bench cells`: per-cell cost of the demo feed's built-in cells at 390 pt, 3x:
/// layout (measure, text included), display-list snapshot, and raster (drawing into a
/// Cairo surface). Images are loaded once beforehand and served from memory, so decode
/// is not in these figures (see `bench raster`).
public struct CellBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cells",
        abstract: "Milliseconds per cell to lay out, snapshot and rasterize the demo feed's cells at 3x.")

    @Option(help: "Timed passes over all the demo's cells (after a warm-up pass).")
    var passes = 5

    @Option(help: "Pixels per point.")
    var scale = 3.0

    public init() {}

    /// The root command is synchronous, so an async `run` would never be called: the timed
    /// passes run through `runBlocking`.
    public func run() throws {
        let passes = passes, scale = scale
        try runBlocking { try await Self.measure(passes: passes, scale: scale) }
    }

    private static func measure(passes: Int, scale: Double) async throws {
        try FontEnvironment.requireInstalled()
        let loader = ImageLoader()
        defer { loader.shutdown() }
        let (presentation, source) = try DemoFeed.make(loader: loader)
        let width = presentation.device.width
        let rows = source.rows()
        var layoutTimes: [Double] = [], snapshotTimes: [Double] = [], rasterTimes: [Double] = []
        for pass in 0...passes {
            for row in rows {
                let cell = row.makeCell()
                let clock = ContinuousClock()
                // Settle images first (memory-cached after the warm-up pass), then time each stage alone.
                _ = try await NodeRenderer.prepare(cell, width: width, scale: scale, imageLoader: loader)
                cell.invalidateCalculatedLayout()
                let context = LayoutContext(scale: scale)
                let range = SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
                var layout = LayoutResult(size: .zero)
                let layoutTime = clock.measure { layout = cell.layoutThatFits(range, parentSize: range.max, context: context) }
                cell.applyLayout(layout, scale: scale)
                var list: DisplayList?
                let snapshotTime = clock.measure { list = cell.makeDisplayList() }
                let rasterTime = try clock.measure { _ = try NodeRenderer.rasterize(list!, scale: scale) }
                guard pass > 0 else { continue }
                layoutTimes.append(layoutTime.milliseconds)
                snapshotTimes.append(snapshotTime.milliseconds)
                rasterTimes.append(rasterTime.milliseconds)
            }
        }
        print("cells timed: \(layoutTimes.count) (\(rows.count) demo cells x \(passes) passes, \(Int(width)) pt @\(Int(scale))x)")
        Self.report("cell layout", layoutTimes)
        Self.report("cell snapshot", snapshotTimes)
        Self.report("cell raster", rasterTimes)
    }

    static func report(_ name: String, _ times: [Double]) {
        let sorted = times.sorted()
        guard let minimum = sorted.first else { return }
        let median = sorted[sorted.count / 2]
        print("\(name) per cell: min \(String(format: "%.3f", minimum)) ms, median \(String(format: "%.3f", median)) ms")
    }
}

private extension Duration {
    var milliseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
