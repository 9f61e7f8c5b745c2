import Layout
import ListDiffKit
import Nodes

/// Shows one object of a list as a section of cells (IGListKit's `IGListSectionController`,
/// with Texture's node blocks in place of cells).
///
/// Subclass it: keep the object given to `didUpdate(to:)`, report `numberOfItems`, and
/// return from `nodeBlockForItem(at:)` a closure that builds each cell. The closure runs on
/// a worker thread, so it captures only Sendable values (copy what it needs out of the
/// object), never the controller.
open class SectionController {
    /// Space around the section: left/right around every cell, top before the first
    /// cell, bottom after the last.
    open var inset: EdgeInsets = .zero
    /// Vertical space between consecutive cells (or grid lines) of the section.
    open var minimumLineSpacing: Double = 0
    /// Horizontal space between cells side by side: grid columns, cards of a carousel.
    open var minimumInteritemSpacing: Double = 0
    /// How the cells are arranged: a list (default), a grid, or one horizontal row.
    open var layout: SectionLayout = .list

    /// The adapter showing this controller; set when the adapter adopts it.
    public internal(set) weak var adapter: ListAdapter?
    /// The list showing this controller (its adapter): container size and insets,
    /// `reload(_:)`. Nil until the adapter adopts the controller.
    public var collectionContext: (any ListCollectionContext)? { adapter }
    /// Told when the section and its cells come on screen and leave it; nil for none.
    public weak var displayDelegate: (any ListDisplayDelegate)?
    /// Told when the section enters and leaves the adapter's working range; nil for none.
    public weak var workingRangeDelegate: (any ListWorkingRangeDelegate)?
    /// The controller's section index in its adapter.
    public internal(set) var section: Int = 0

    public init() {}

    /// How many cells the section shows. Default 1.
    open var numberOfItems: Int { 1 }

    /// A closure that builds the cell for item `index` (Texture's `nodeBlockForItemAtIndex:`).
    /// Subclasses must override it.
    open func nodeBlockForItem(at index: Int) -> @Sendable () -> CellNode {
        preconditionFailure("\(type(of: self)) must override nodeBlockForItem(at:)")
    }

    /// A closure that builds the section's supplementary view of `kind` (IGListKit's
    /// `viewForSupplementaryElementOfKind:`, Texture's `nodeBlockForSupplementaryElementOfKind:`),
    /// or nil for none (the default). For a pager's `.pageIndicator` nil means the default
    /// `PageIndicatorNode`.
    open func nodeBlockForSupplementaryElement(ofKind kind: SupplementaryKind) -> (@Sendable () -> CellNode)? { nil }

    /// The size of cell `index` (IGListKit's `sizeForItem(at:)`), or nil (the default) to let
    /// the cell size itself. The cell is laid out exactly this tall, at the width the
    /// section's layout gives it (a list's full width, a grid's column, a carousel's item
    /// width), as a one-column flow layout sizes an IGListKit list. A negative or non-finite
    /// size fails the render with an error naming the section.
    open func sizeForItem(at index: Int) -> Size? { nil }

    /// A stable name for item `index` inside the section, for manifests and frames.
    /// Default: the index.
    open func identifierForItem(at index: Int) -> String { String(index) }

    /// Called with the controller's object when it is first shown, and again with each new
    /// version of it (an object with the same identifier that is not equal).
    open func didUpdate(to object: any ListDiffable) {}
}
