import Layout
import Lists
import Nodes

/// A feed source whose rows and empty view are laid out in one direction: how the
/// renderer applies `FeedRenderSettings.layoutDirection` to whatever source it is given.
final class DirectedFeedSource: FeedSource {
    private let base: any FeedSource
    let layoutDirection: LayoutDirection

    init(_ base: any FeedSource, layoutDirection: LayoutDirection) {
        self.base = base
        self.layoutDirection = layoutDirection
    }

    func rows() -> [FeedRow] {
        base.rows().map { row in
            var row = row
            row.layoutDirection = layoutDirection
            return row
        }
    }

    var canFetchMore: Bool { base.canFetchMore }

    func fetchMore() async throws { try await base.fetchMore() }

    func prepareForLayout(containerSize: Size, containerInset: EdgeInsets) {
        base.prepareForLayout(containerSize: containerSize, containerInset: containerInset)
    }

    func visibleRowsDidChange(to visibleRows: [Int]) { base.visibleRowsDidChange(to: visibleRows) }

    var rowsRevision: Int { base.rowsRevision }

    /// The base's empty view, running in the direction unless it names one of its own.
    var emptyView: (@Sendable () -> DisplayNode)? {
        guard let makeEmptyView = base.emptyView else { return nil }
        let direction = layoutDirection
        return {
            let node = makeEmptyView()
            if node.style.layoutDirection == nil { node.style.layoutDirection = direction }
            return node
        }
    }
}
