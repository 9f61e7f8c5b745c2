import Appearance
import ArgumentParser
import DocumentModel
import FeedDocuments
import FeedRendering
import FeedrenderSupport
import Foundation
import Layout
import LayoutDocuments

/// `feedrender bench layout`: time to lay out 10,000 feed-like cells (each a stack of
/// about ten elements: avatar, name and location leaves, a ratio photo, insets, actions),
/// two ways:
/// - as one vertical stack of all the cells, on one thread: the layout engine alone;
/// - as a list measures them: each cell on its own at the list's width, on every core,
///   the way `RowMeasurer` (and Texture's data controller before it) sizes a feed's rows.
public struct LayoutBench: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Time to lay out 10,000 feed-like cells, as one stack and as a list measures them.")

    @Option(help: "Number of cells in the feed.")
    var cells = 10_000

    @Option(help: "Timed runs (after one warm-up).")
    var runs = 7

    @Option(help: "Threads for the list-style measurement (default: one per core).")
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    public init() {}

    public func run() throws {
        let feed = Self.makeFeed(cells: cells)
        print("layout cells: \(cells) cells, \(cells * Self.elementsPerCell) elements")
        // A width range from 0 makes each cell's stretched rows (header, actions) be measured
        // twice, as Texture does: once at their own width, again at the cell's.
        timeOneStack(feed, minWidth: 0, label: "one stack, width 0-375 pt, 1 thread")
        timeOneStack(feed, minWidth: 375, label: "one stack, width 375 pt, 1 thread")
        measureAsList()
    }

    /// Times the whole feed laid out as one vertical stack on this thread.
    private func timeOneStack(_ feed: StackLayoutSpec, minWidth: Double, label: String) {
        let range = SizeRange(min: Size(width: minWidth, height: 0), max: Size(width: 375, height: .infinity))
        var seconds: [Double] = []
        var cpuMilliseconds: [Double] = []
        var height = 0.0
        for run in 0...runs {
            let cpuStart = ThreadCPUClock.now
            let start = ContinuousClock.now
            let result = feed.layoutThatFits(range, context: LayoutContext(scale: 3))
            let elapsed = ContinuousClock.now - start
            let cpu = ThreadCPUClock.now - cpuStart
            height = result.size.height
            // The first run warms caches and allocators; it is not reported.
            if run > 0 {
                seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
                cpuMilliseconds.append(Double(cpu.components.seconds) * 1000 + Double(cpu.components.attoseconds) * 1e-15)
            }
        }
        seconds.sort()
        cpuMilliseconds.sort()
        // Thread CPU time leaves out the time other processes took the core (wall time on a
        // shared machine); it still includes their effect on caches.
        print("layout, \(label): min \(String(format: "%.1f", seconds[0] * 1000)) ms, "
              + "median \(String(format: "%.1f", seconds[seconds.count / 2] * 1000)) ms, "
              + "cpu median \(String(format: "%.1f", cpuMilliseconds[cpuMilliseconds.count / 2])) ms "
              + "(feed height \(Int(height)) pt)")
    }

    /// Times the cells laid out one by one at the list's width (375 pt, any height), split
    /// into a few chunks per thread, each cell with its own context: what a feed render does
    /// to size its rows.
    private func measureAsList() {
        let cells = UncheckedBox((0..<self.cells).map { Self.makeCell(index: $0) })
        let width = 375.0
        let range = SizeRange(min: Size(width: width, height: 0), max: Size(width: width, height: .infinity))
        let jobs = max(1, self.jobs)
        let chunkCount = min(cells.value.count, jobs * 4)
        let chunkSize = (cells.value.count + chunkCount - 1) / max(1, chunkCount)
        var seconds: [Double] = []
        var height = 0.0
        for run in 0...runs {
            let heights = UncheckedBox(UnsafeMutableBufferPointer<Double>.allocate(capacity: cells.value.count))
            // Each chunk's layouts are kept until the clock stops, as the one-stack run keeps its tree.
            let kept = Locked<[[LayoutResult]]>([])
            let start = ContinuousClock.now
            DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
                let lower = chunk * chunkSize, upper = min(cells.value.count, lower + chunkSize)
                guard lower < upper else { return }
                var layouts: [LayoutResult] = []
                layouts.reserveCapacity(upper - lower)
                for index in lower..<upper {
                    let context = LayoutContext(scale: 3)
                    let layout = cells.value[index].layoutThatFits(range, context: context)
                    heights.value[index] = layout.size.height
                    layouts.append(layout)
                }
                kept.withLock { $0.append(layouts) }
            }
            let elapsed = ContinuousClock.now - start
            height = heights.value.reduce(0, +)
            heights.value.deallocate()
            if run > 0 {
                seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            }
        }
        seconds.sort()
        print("layout, as a list measures rows (each cell 375 pt wide), \(jobs) threads: "
              + "min \(String(format: "%.1f", seconds[0] * 1000)) ms, "
              + "median \(String(format: "%.1f", seconds[seconds.count / 2] * 1000)) ms "
              + "(rows' total height \(Int(height)) pt)")
    }

    static let elementsPerCell = 13

    /// A vertical stack of cells, each shaped like a photo-feed cell.
    static func makeFeed(cells: Int) -> StackLayoutSpec {
        StackLayoutSpec(direction: .vertical, children: (0..<cells).map { makeCell(index: $0) })
    }

    private static func fixed(_ width: Double, _ height: Double) -> Style {
        var style = Style()
        style.preferredSize = Size(width: width, height: height)
        return style
    }

    private static func makeCell(index: Int) -> any LayoutElement {
        let avatar = LeafElement(identifier: "avatar", style: fixed(32, 32))
        // Text-like leaves: fixed sizes that vary a little from cell to cell.
        let name = LeafElement(identifier: "name", style: fixed(Double(80 + index % 60), 17))
        let location = LeafElement(identifier: "location", style: fixed(Double(60 + index % 90), 14))
        var names = StackLayoutSpec(direction: .vertical, spacing: 2, alignItems: .start, children: [name, location])
        names.style.flexShrink = 1
        var spacer = LeafElement(identifier: "spacer")
        spacer.style.flexGrow = 1
        let time = LeafElement(identifier: "time", style: fixed(28, 14))
        let header = InsetLayoutSpec(insets: EdgeInsets(all: 8), child: StackLayoutSpec(
            spacing: 8, alignItems: .center, children: [avatar, names, spacer, time]))
        let photo = RatioLayoutSpec(ratio: index % 3 == 0 ? 1.25 : 1, child: LeafElement(identifier: "photo"))
        let actions = InsetLayoutSpec(insets: EdgeInsets(top: 6, left: 8, bottom: 6, right: 8), child: StackLayoutSpec(
            spacing: 12, alignItems: .center,
            children: [LeafElement(style: fixed(24, 24)), LeafElement(style: fixed(24, 24)), LeafElement(style: fixed(24, 24))]))
        return StackLayoutSpec(direction: .vertical, children: [header, photo, actions])
    }
}
