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
}
