import Appearance
import FeedrenderSupport
import Foundation
import Layout
import ListDiffKit
import Lists
import Nodes
import Raster
import Text

/// Cell pixels kept from one render to the next, so a long-lived process that renders the
/// same documents again and again (`feedrender serve`, on every save) draws only the cells
/// whose content or environment changed. A cell is reused only when everything its pixels
/// depend on is equal: its content key (`FeedRow.contentKey`, from the document reader), the
/// caller's environment (the options and a fingerprint of the files the render reads), and
/// the renderer's own inputs (width, measured height, drawn part, scale, background, theme,
/// text size, direction, language, system face, selection look). So a warm render gives the
/// same bytes as a cold one.
///
/// Memory: each owner (a document in a variant) keeps only the cells its last finished render
/// used (older ones go when the next render finishes), and all owners together hold at most
/// `byteLimit` bytes of pixels: cells no current render uses go first, least recently used
/// first; past that, new cells are drawn but not kept.
package final class CellRasterMemo: Sendable {
    /// Everything a kept cell's pixels depend on.
    struct Key: Hashable, Sendable {
        var owner: String
        var environment: String
        var content: ListIdentifier
        var revision: Int
        var listWidth: Double
        /// The width the cell is laid out at (a grid column, a carousel card: from the row's insets and layout).
        var cellWidth: Double
        var height: Double
        var partX: Double?
        var partWidth: Double?
        var fixedHeight: Double?
        var scale: Double
        var background: Color
        var theme: Theme
        var layoutDirection: LayoutDirection
        var contentSizeScale: Double
        var typeface: SystemTypeface
        var language: String?
        var selectionStyle: CellSelectionStyle
        var reportsTruncatedText: Bool
        var collectsNodeOutlines: Bool
    }

    private struct Entry {
        var raster: CellRaster
        var bytes: Int
        /// The owner's render that last used it.
        var render: Int
        /// When it was last used (all owners' uses counted together), for eviction.
        var lastUse: UInt64
    }

    private struct State {
        var entries: [Key: Entry] = [:]
        var totalBytes = 0
        var clock: UInt64 = 0
        /// Each owner's current render number.
        var renders: [String: Int] = [:]
        var reused = 0
        var drawn = 0
    }

    /// The most bytes of pixels kept.
    package let byteLimit: Int
    private let state = Locked(State())

    /// A memo keeping at most `byteLimit` bytes of cell pixels.
    package init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    /// Bytes of pixels kept now.
    package var totalBytes: Int { state.withLock { $0.totalBytes } }
    /// Cells kept now.
    package var count: Int { state.withLock { $0.entries.count } }
    /// Cells taken from the memo, and cells drawn (and offered to it), since it was made.
    package var counts: (reused: Int, drawn: Int) { state.withLock { ($0.reused, $0.drawn) } }

    /// Starts a render of `owner`: the cells it uses from now on are its current ones.
    func beginRender(of owner: String) {
        state.withLock { $0.renders[owner, default: 0] += 1 }
    }

    /// Ends `owner`'s render (it finished): its cells that this render did not use go.
    func finishRender(of owner: String) {
        state.withLock { state in
            let current = state.renders[owner] ?? 0
            for (key, entry) in state.entries where key.owner == owner && entry.render < current {
                state.entries[key] = nil
                state.totalBytes -= entry.bytes
            }
        }
    }

    /// The kept cell for `key`, if any (it counts as used by the owner's current render).
    func raster(for key: Key) -> CellRaster? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            entry.render = state.renders[key.owner] ?? 0
            state.entries[key] = entry
            state.reused += 1
            return entry.raster
        }
    }

    /// Keeps `raster` for `key` if it fits under `byteLimit` once the cells no render uses
    /// any more have gone (least recently used first). When the cells of current renders
    /// alone fill the memo, the new cell is not kept: the ones kept stay reusable, where
    /// evicting them would make renders that draw cells in the same order miss every time.
    func insert(_ raster: CellRaster, for key: Key) {
        let bytes = raster.bitmap.stride * raster.bitmap.height
        state.withLock { state in
            state.drawn += 1
            if let old = state.entries.removeValue(forKey: key) { state.totalBytes -= old.bytes }
            if state.totalBytes + bytes > byteLimit {
                let stale = state.entries.filter { $0.value.render < state.renders[$0.key.owner] ?? 0 }
                for (victim, entry) in stale.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
                    guard state.totalBytes + bytes > byteLimit else { break }
                    state.entries[victim] = nil
                    state.totalBytes -= entry.bytes
                }
                guard state.totalBytes + bytes <= byteLimit else { return }
            }
            state.clock += 1
            var kept = raster
            kept.cpuTime = .zero
            state.entries[key] = Entry(raster: kept, bytes: bytes, render: state.renders[key.owner] ?? 0, lastUse: state.clock)
            state.totalBytes += bytes
        }
    }
}

/// A render's use of a `CellRasterMemo` (`FeedRenderSettings.cellReuse`): whose cells these
/// are and in what environment.
package struct CellReuse: Sendable {
    /// The memo shared by the renders.
    package var memo: CellRasterMemo
    /// Who renders (a document in a variant): its next finished render keeps only the cells it used.
    package var owner: String
    /// Everything the caller knows the cells depend on that the rows' content keys and the
    /// settings do not say: the render options and a fingerprint of the files the render reads
    /// (images, fonts, templates, catalogs). A different value never reuses a cell.
    package var environment: String

    /// Renders of `owner` in `environment` that keep their cells in `memo`.
    package init(memo: CellRasterMemo, owner: String, environment: String) {
        self.memo = memo
        self.owner = owner
        self.environment = environment
    }
}
