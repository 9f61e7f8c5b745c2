import Appearance
import FeedrenderSupport
import ImageLoading
import Layout
import Lists
import Raster

/// Draws the frames of a list update as a collection view animates it: frame *k* of a
/// transition, deterministically, on the screen a feed render would show (same device, bars,
/// theme and composition as its still frames).
///
/// Rows fade and slide as `TransitionRow` describes, timed by `timing`. Positions land on
/// whole device pixels (`PixelRounding.position`), so every frame is reproducible byte for
/// byte. An update that does not animate (`ListAdapterUpdate.isAnimated` false, e.g. a
/// reload) has two frames: before and after. The list is scrolled to `contentOffset` and,
/// with a `ListScroll`, scrolls to `endOffset` along the same curve (clamped to the content,
/// as a scroll view's offset is); with `stickyHeaders`, section headers stay pinned under the
/// bars in every frame, as on a device.
public final class ListTransitionRenderer: Sendable {
    /// The update drawn.
    public let update: ListAdapterUpdate
    /// Every row's frames before and after it.
    public let frames: ListUpdateFrames
    /// Duration, curve and frame rate.
    public let timing: TransitionTiming
    /// The content offset at the first frame (points from the top of the content).
    public let contentOffset: Double
    /// The content offset at the last frame: `contentOffset`, or where the scroll ends,
    /// within 0...(content height − visible height) after the update.
    public let endOffset: Double
    private let screen: ScreenLayout
    private let bars: ScreenLayout.Bars
    /// The largest offset after the update (content height less the visible height).
    private let maximumOffset: Double
    /// The fling the offset follows, if the scroll is one.
    private let fling: ScrollDeceleration?
    /// Section headers pin in frames (`FeedPresentation.stickyHeaders`).
    private let stickyHeaders: Bool
    /// Each drawn cell's item (its indexes before and after the update).
    private let itemsByCell: [TransitionRow.Cell: ListUpdateItem]
    private let oldCells: [Int: Bitmap]
    private let newCells: [Int: Bitmap]

    /// Measures both sides of `update` and draws the cells any frame shows.
    /// - Parameters:
    ///   - settings: the screen and feed behaviour (as for `FeedRenderer`); `jobs` cells are
    ///     drawn at once.
    ///   - scroll: a scroll that plays with the update, from `contentOffset`.
    ///   - imageLoader: loads the cells' network images; nil draws placeholders.
    ///   - timing: nil: the device's platform default (`TransitionTiming.listUpdate(on:)`:
    ///     RecyclerView's staged animations on Android, a collection view's batch update on iOS).
    public init(update: ListAdapterUpdate, settings: FeedRenderSettings, timing: TransitionTiming? = nil,
                contentOffset: Double = 0, scroll: ListScroll? = nil, imageLoader: ImageLoader? = nil) async throws {
        let screen = settings.screen
        let scale = screen.device.scale
        let timing = timing ?? .listUpdate(on: settings.presentation.device.platform)
        self.update = update
        self.timing = timing
        stages = ItemAnimatorTiming.Stages(of: update)
        self.contentOffset = contentOffset
        self.screen = screen
        frames = ListUpdateFrames(update: update, listWidth: screen.listWidth, visibleHeight: screen.visibleHeight,
                                  scale: scale, isRightToLeft: screen.isRightToLeft)
        bars = try screen.renderBars()
        let frames = frames
        let target: Double = switch scroll {
        case nil: contentOffset
        case .by(let points): contentOffset + points
        case .toRow(let identifier): frames.item(identifier)?.after?.rect.minY ?? contentOffset
        case .fling(let fling): contentOffset + fling.distance
        }
        maximumOffset = max(0, frames.contentHeightAfter - screen.visibleHeight)
        endOffset = min(maximumOffset, max(0, target))
        if case .fling(let fling) = scroll { self.fling = fling } else { fling = nil }
        lastFrame = Self.lastFrame(of: update, timing: timing, scroll: scroll)
        // A row shows in some frame when the band it sweeps meets the span the screen sweeps.
        let span = min(contentOffset, self.endOffset)..<(max(contentOffset, self.endOffset) + screen.visibleHeight)
        var wanted: [(cell: TransitionRow.Cell, row: FeedRow, height: Double)] = []
        for (item, framed) in zip(update.items, frames.items) {
            let rects = [framed.before?.rect, framed.after?.rect].compactMap { $0 }
            // A sticky header whose section reaches the span may be pinned into it from above.
            let mayPin = settings.presentation.stickyHeaders
                && [item.before.flatMap { frames.headerLimitsBefore[$0] }, item.after.flatMap { frames.headerLimitsAfter[$0] }]
                    .contains { ($0 ?? -.infinity) > span.lowerBound }
            guard let top = rects.map(\.minY).min(), let bottom = rects.map(\.maxY).max(),
                  top < span.upperBound, mayPin || bottom > span.lowerBound else { continue }
            if let index = item.after, let after = framed.after {
                wanted.append((.new(index), update.newRows[index], after.rect.height))
            }
            if let index = item.before, let before = framed.before, item.change == .deleted || item.change == .reloaded {
                wanted.append((.old(index), update.oldRows[index], before.rect.height))
            }
        }
        let drawer = CellRasterizer(listWidth: screen.listWidth, scale: scale, background: screen.theme.background,
                                    imageLoader: imageLoader, selectionStyle: .platform(for: settings.presentation))
        let visibleHeight = screen.visibleHeight
        let direction: LayoutDirection = screen.isRightToLeft ? .rightToLeft : .leftToRight
        let drawn = try await wanted.concurrentMap(maxConcurrency: settings.jobs) { entry in
            var row = entry.row
            row.layoutDirection = direction
            return (entry.cell, try await drawer.rasterize(RenderRow(row, visibleHeight: visibleHeight),
                                                           height: entry.height).bitmap)
        }
        var oldCells: [Int: Bitmap] = [:], newCells: [Int: Bitmap] = [:]
        for (cell, bitmap) in drawn {
            switch cell {
            case .old(let index): oldCells[index] = bitmap
            case .new(let index): newCells[index] = bitmap
            }
        }
        self.oldCells = oldCells
        self.newCells = newCells
        stickyHeaders = settings.presentation.stickyHeaders
        var itemsByCell: [TransitionRow.Cell: ListUpdateItem] = [:]
        for item in update.items {
            if let before = item.before { itemsByCell[.old(before)] = item }
            if let after = item.after { itemsByCell[.new(after)] = item }
        }
        self.itemsByCell = itemsByCell
    }

    /// The last frame, which shows the state after the update: frames are 0...`lastFrame`.
    public let lastFrame: Int

    /// The last frame of an update that `isAnimated` (or not) with `scroll`, timed by
    /// `timing`: the transition's, or a fling's if it lasts longer; 1 when not animated.
    public static func lastFrame(isAnimated: Bool, timing: TransitionTiming, scroll: ListScroll?) -> Int {
        guard isAnimated else { return 1 }
        guard case .fling(let fling) = scroll else { return timing.lastFrame }
        let frames = Int((fling.duration * Double(max(1, timing.framesPerSecond)) - 1e-9).rounded(.up))
        return max(timing.lastFrame, frames)
    }

    /// The last frame of `update` with `scroll`, timed by `timing`: staged by its
    /// `itemAnimator` when it has one (as long as the update's stages last), else as
    /// `lastFrame(isAnimated:timing:scroll:)`.
    public static func lastFrame(of update: ListAdapterUpdate, timing: TransitionTiming, scroll: ListScroll?) -> Int {
        guard let staged = timing.itemAnimator else {
            return lastFrame(isAnimated: update.isAnimated, timing: timing, scroll: scroll)
        }
        var total = timing
        total.duration = staged.duration(ItemAnimatorTiming.Stages(of: update))
        return lastFrame(isAnimated: update.isAnimated, timing: total, scroll: scroll)
    }

    /// The kinds of row animation the update runs (what a staged timing starts by).
    private let stages: ItemAnimatorTiming.Stages

    /// How far the transition is at frame `frame` (0...1, after the timing curve). Staged
    /// (`TransitionTiming.itemAnimator`), it is the share of the whole update's time along
    /// the stages' curve, which a scroll playing along follows.
    public func progress(atFrame frame: Int) -> Double {
        guard frames.isAnimated else { return frame >= 1 ? 1 : 0 }
        guard let staged = timing.itemAnimator else { return timing.progress(atFrame: frame) }
        guard frame < lastFrame else { return 1 }
        let total = staged.duration(stages)
        let fraction = total > 0 ? min(1, timing.time(ofFrame: frame) / total) : 1
        return staged.curve?.progress(at: fraction) ?? ItemAnimatorTiming.accelerateDecelerate(fraction)
    }

    /// Each kind of row animation's progress at frame `frame`: all `progress(atFrame:)`, or
    /// each stage on its own clock when staged.
    public func stageProgress(atFrame frame: Int) -> StageProgress {
        guard frames.isAnimated, let staged = timing.itemAnimator else {
            return StageProgress(uniform: progress(atFrame: frame))
        }
        return staged.progress(at: frame >= lastFrame ? .infinity : timing.time(ofFrame: frame), stages: stages)
    }

    /// The content offset at frame `frame`.
    public func offset(atFrame frame: Int) -> Double {
        guard frame < lastFrame else { return endOffset }
        guard let fling, frames.isAnimated else { return contentOffset + (endOffset - contentOffset) * progress(atFrame: frame) }
        return min(maximumOffset, max(0, contentOffset + fling.distance(at: timing.time(ofFrame: frame))))
    }

    /// The cells frame `frame` shows, in drawing order, in content points.
    public func rows(atFrame frame: Int) -> [TransitionRow] {
        let offset = offset(atFrame: frame)
        let span = offset..<(offset + screen.visibleHeight)
        var rows = TransitionRow.rows(of: update, frames: frames, stages: stageProgress(atFrame: frame))
        if stickyHeaders { rows = pinningHeaders(rows, atFrame: frame, offset: offset) }
        return rows.filter { $0.rect.minY < span.upperBound && $0.rect.maxY > span.lowerBound }
    }

    /// `rows` with each section header pinned under the bars as a collection view with
    /// `sectionHeadersPinToVisibleBounds` keeps it in every frame of an animation: at the top
    /// of the visible area (`offset`) while its section, moving along, is there, pushed up by
    /// the section's end; drawn on top of the cells. A header that stays slides between its
    /// places; one fading out or in is pinned at the start or end offset of the change.
    private func pinningHeaders(_ rows: [TransitionRow], atFrame frame: Int, offset: Double) -> [TransitionRow] {
        let move = stageProgress(atFrame: frame).move
        var placed: [TransitionRow] = [], pinned: [TransitionRow] = []
        for row in rows {
            let item = itemsByCell[row.cell]
            var limit: Double?, top = offset
            switch (item?.before.flatMap { frames.headerLimitsBefore[$0] }, item?.after.flatMap { frames.headerLimitsAfter[$0] }) {
            case (let old?, let new?): limit = old + (new - old) * move
            case (let old?, nil): limit = old; top = contentOffset
            case (nil, let new?): limit = new; top = endOffset
            case (nil, nil): limit = nil
            }
            guard let limit, row.rect.height > 0 else {
                placed.append(row)
                continue
            }
            let y = max(row.rect.minY, min(top, limit - row.rect.height))
            guard y != row.rect.minY else {
                placed.append(row)
                continue
            }
            var moved = row
            moved.rect = row.rect.offsetBy(dx: 0, dy: y - row.rect.minY)
            pinned.append(moved)
        }
        return placed + pinned
    }

    /// Frame `frame` as an image of the device's screen.
    public func image(ofFrame frame: Int) throws -> Bitmap {
        try composition(ofFrame: frame).makeCanvas().makeBitmapReleasingPixels()
    }

    /// The composition of frame `frame`: its cells over the theme's background, the bars on top.
    package func composition(ofFrame frame: Int) -> Composition {
        let drawn = rows(atFrame: frame).compactMap { row -> ScreenComposition.DrawnRow? in
            let bitmap = switch row.cell {
            case .old(let index): oldCells[index]
            case .new(let index): newCells[index]
            }
            return bitmap.map { ScreenComposition.DrawnRow(bitmap: $0, rect: row.rect, opacity: row.opacity) }
        }
        return ScreenComposition.compose(screen: screen, bars: bars, rows: drawn, offset: offset(atFrame: frame))
    }
}
