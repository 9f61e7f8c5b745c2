import Layout

/// How a section arranges its cells: what a section controller asks of the collection's
/// flow layout (UICollectionViewFlowLayout, as IGListKit and Texture use it).
///
/// The section's `inset` and `minimumLineSpacing` and its `minimumInteritemSpacing` apply to
/// every layout: see each case for how.
public enum SectionLayout: Hashable, Sendable {
    /// One full-width cell per line (a one-column flow layout): the default.
    case list
    /// Cells flow in lines across columns, each laid out at the column width; a line is as
    /// tall as its tallest cell and its cells sit at its top. Lines are `minimumLineSpacing`
    /// apart, columns `minimumInteritemSpacing`; the section insets surround the grid.
    case grid(GridLayout)
    /// One horizontally scrolling row of cells inside the vertical feed: a cell embedding a
    /// horizontal collection node (a carousel), or a pager. See `HorizontalLayout`.
    case horizontal(HorizontalLayout)

    /// The width the cells of a section with `insets` and `interItemSpacing` are laid out at
    /// in a list `listWidth` points wide (before any grid line or carousel is placed).
    public func itemWidth(listWidth: Double, insets: EdgeInsets, interItemSpacing: Double) -> Double {
        let available = max(0, listWidth - insets.left - insets.right)
        switch self {
        case .list: return available
        case .grid(let grid): return grid.metrics(availableWidth: available, spacing: interItemSpacing).itemWidth
        case .horizontal(let row): return row.itemWidth.points(of: available)
        }
    }
}

/// A grid section: a fixed number of columns, or as many columns of a given width as fit.
public struct GridLayout: Hashable, Sendable {
    /// How the columns are chosen.
    public enum Columns: Hashable, Sendable {
        /// This many columns share the width.
        case count(Int)
        /// Cells of this width, as many as fit with at least the inter-item spacing between
        /// them (at least one); the space left over widens the gaps evenly, so every line has
        /// the same columns (a justified flow layout).
        case itemWidth(Double)
    }

    public var columns: Columns

    public init(columns: Columns) {
        self.columns = columns
    }

    /// `count` columns.
    public init(columnCount count: Int) {
        self.init(columns: .count(count))
    }

    /// Columns of cells `width` points wide.
    public init(itemWidth width: Double) {
        self.init(columns: .itemWidth(width))
    }

    /// The column count, the cells' width and the distance from one column's left edge to
    /// the next's, in a content area `availableWidth` wide with `spacing` between columns.
    public func metrics(availableWidth: Double, spacing: Double) -> (columnCount: Int, itemWidth: Double, step: Double) {
        let spacing = max(0, spacing)
        switch columns {
        case .count(let count):
            let count = max(1, count)
            let width = max(0, (availableWidth - Double(count - 1) * spacing) / Double(count))
            return (count, width, width + spacing)
        case .itemWidth(let requested):
            let width = min(max(0, requested), availableWidth)
            guard width > 0 else { return (1, 0, 0) }
            let count = max(1, Int(((availableWidth + spacing) / (width + spacing)).rounded(.down)))
            let gap = count > 1 ? (availableWidth - Double(count) * width) / Double(count - 1) : 0
            return (count, width, width + gap)
        }
    }
}

/// A section shown as one horizontally scrolling row, as a cell embedding a horizontal
/// `ASCollectionNode` (a carousel) or an `ASPagerNode` does.
///
/// The row spans the list's full width and clips to it. The section's left and right
/// insets are the row's content insets (they scroll with the cells, as an embedded
/// collection's section insets do); top and bottom insets surround the row. Cells are
/// `minimumInteritemSpacing` apart, laid out at `itemWidth` with their own height (or
/// `itemHeight`), at the top of a row as tall as the tallest.
public struct HorizontalLayout: Hashable, Sendable {
    /// How wide each cell is.
    public enum ItemWidth: Hashable, Sendable {
        /// A width in points.
        case points(Double)
        /// A fraction of the row's width less the section's left and right insets: below 1,
        /// the next cell peeks in.
        case fraction(Double)

        /// The width in points, in a row whose content area is `available` wide.
        public func points(of available: Double) -> Double {
            switch self {
            case .points(let points): return max(0, points)
            case .fraction(let fraction): return max(0, fraction * available)
            }
        }
    }

    /// How tall each cell is.
    public enum ItemHeight: Hashable, Sendable {
        /// Every cell is laid out at exactly this height.
        case points(Double)
        /// Every cell fills the visible height of the screen (below the bars, above a tab
        /// bar) less the section's top and bottom insets and any page indicator: a pager
        /// that is the whole screen.
        case fillsVisibleHeight
    }

    /// A pager's state: the page shown, and whether dots below the row show it.
    public struct Paging: Hashable, Sendable {
        /// The page shown, from 0 (`ASPagerNode.currentPageIndex`).
        public var page: Int
        /// Draws a page control (one dot per page, the current one highlighted) under the row.
        public var showsPageIndicator: Bool

        public init(page: Int = 0, showsPageIndicator: Bool = false) {
            self.page = page
            self.showsPageIndicator = showsPageIndicator
        }
    }

    public var itemWidth: ItemWidth
    /// Nil: each cell measures its own height.
    public var itemHeight: ItemHeight?
    /// How far the row is scrolled, in points (`contentOffset.x`), clamped to what can be
    /// scrolled. Ignored when paging.
    public var contentOffset: Double
    /// Non-nil for a pager: the row is scrolled so that `page` starts at the left content inset.
    public var paging: Paging?

    public init(itemWidth: ItemWidth = .fraction(1), itemHeight: ItemHeight? = nil, contentOffset: Double = 0,
                paging: Paging? = nil) {
        self.itemWidth = itemWidth
        self.itemHeight = itemHeight
        self.contentOffset = contentOffset
        self.paging = paging
    }

    /// A pager: full-width pages showing `page`, with or without dots.
    public static func pager(page: Int = 0, showsPageIndicator: Bool = true) -> HorizontalLayout {
        HorizontalLayout(paging: Paging(page: page, showsPageIndicator: showsPageIndicator))
    }

    /// Height of the page indicator band under a pager's row, as `UIPageControl`'s.
    public static let pageIndicatorHeight = 26.0

    /// The row's scroll position: `contentOffset`, or the page's left edge when paging,
    /// clamped to 0...(content width − row width). `itemCount` cells `itemWidth` wide and
    /// `spacing` apart sit between the insets of a row `rowWidth` wide.
    public func scrollOffset(itemCount: Int, itemWidth: Double, spacing: Double, insets: EdgeInsets,
                             rowWidth: Double) -> Double {
        let count = Double(max(0, itemCount))
        let contentWidth = insets.left + count * itemWidth + max(0, count - 1) * spacing + insets.right
        let limit = max(0, contentWidth - rowWidth)
        let requested = paging.map { Double(max(0, $0.page)) * (itemWidth + spacing) } ?? contentOffset
        return min(max(0, requested.isFinite ? requested : 0), limit)
    }
}
