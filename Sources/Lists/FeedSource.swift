import Layout
import ListDiffKit
import Nodes

/// One cell of a feed, in order, ready to be built on any thread.
public struct FeedRow: Sendable {
    public var section: Int
    public var item: Int
    /// Stable identity (IGListKit's `diffIdentifier`), for the manifest and diffing.
    public var identifier: String
    /// Section insets: left/right apply to every row; top only to a section's first row,
    /// bottom only to its last.
    public var insets: EdgeInsets
    /// Vertical spacing before this row inside its section (the section's
    /// `minimumLineSpacing`; 0 for the first row).
    public var spacingBefore: Double
    /// Builds a fresh cell node (called on a worker thread; may be called more than once).
    public var makeCell: @Sendable () -> CellNode
    /// The direction the cell is laid out in.
    public var layoutDirection: LayoutDirection
    /// How the row's section arranges its cells (the same for every row of a section).
    public var layout: SectionLayout = .list
    /// Horizontal space between cells of a grid line or a horizontal row (the section's
    /// `minimumInteritemSpacing`).
    public var interItemSpacing: Double = 0
    /// Nil for a cell; otherwise the supplementary view this row is (a header, a footer or
    /// a page indicator), laid out full width outside the section's insets.
    public var supplementaryKind: SupplementaryKind?
    /// The cell's size from its section controller (`sizeForItem(at:)`): its height is the
    /// row's exact height. Nil: the cell sizes itself.
    public var itemSize: Size?
    /// Changes when the row's section is reloaded (`ListCollectionContext.reload(_:)`), so a
    /// render measures and draws the row again.
    public var revision = 0
    /// What the cell is built from, when its section controller can say
    /// (`RowContentKeying`): two rows with equal keys build the same cell, so a renderer
    /// that kept one's pixels may reuse them for the other in the same environment. Nil:
    /// unknown, never reused.
    package var contentKey: ListIdentifier?

    public init(section: Int, item: Int, identifier: String, insets: EdgeInsets = .zero,
                spacingBefore: Double = 0, layoutDirection: LayoutDirection = .leftToRight,
                makeCell: @escaping @Sendable () -> CellNode) {
        self.section = section
        self.item = item
        self.identifier = identifier
        self.insets = insets
        self.spacingBefore = spacingBefore
        self.layoutDirection = layoutDirection
        self.makeCell = makeCell
    }
}

/// What the renderer reads: a list of rows that may grow by batch fetching.
public protocol FeedSource: AnyObject {
    func rows() -> [FeedRow]
    /// Whether another page may exist (false once a page came back empty, or when there
    /// is no paged section).
    var canFetchMore: Bool { get }
    /// Fetches the next page (IGListKit batch fetching); `rows()` grows. Throws a clear
    /// error naming the URL.
    func fetchMore() async throws
    /// Shown when `rows()` is empty (IGListKit's `emptyView`).
    var emptyView: (@Sendable () -> DisplayNode)? { get }
    /// Called by a render before it first reads `rows()`, with the list's bounds and the
    /// insets of its scrolling area (the bars). The default does nothing.
    func prepareForLayout(containerSize: Size, containerInset: EdgeInsets)
    /// Called by a render for each frame, in order, with the indexes (into the last
    /// `rows()`) of the rows on screen, and with none after the last frame. The default
    /// does nothing; `ListAdapter` sends display and working-range events from it.
    func visibleRowsDidChange(to visibleRows: [Int])
    /// Changes whenever `rows()` would return different rows than before (a reload); a
    /// render reads the rows again after each frame's `visibleRowsDidChange(to:)` when it
    /// changed. The default is always 0.
    var rowsRevision: Int { get }
}

extension FeedSource {
    public func prepareForLayout(containerSize: Size, containerInset: EdgeInsets) {}
    public func visibleRowsDidChange(to visibleRows: [Int]) {}
    public var rowsRevision: Int { 0 }
}
