import Layout

/// What a section controller may ask of the list showing it (IGListKit's
/// `ListCollectionContext`): the container's size and insets, and reloading its section.
/// A controller reaches it through `SectionController.collectionContext`.
public protocol ListCollectionContext: AnyObject {
    /// The list's bounds: its width and the screen's full height (a render tells the list
    /// before it reads the rows; zero until then).
    var containerSize: Size { get }
    /// The insets of the scrolling area within `containerSize`: the bars above and below
    /// (UIKit's adjusted content inset).
    var containerInset: EdgeInsets { get }
    /// `containerSize` less `containerInset`: the area cells scroll through.
    var insetContainerSize: Size { get }
    /// Reads `sectionController`'s items and cells again (IGListKit's `reload(_:)`): the
    /// rows read after this call show its current `numberOfItems` and node blocks.
    func reload(_ sectionController: SectionController)
}

/// Told when a section and its cells come on screen and leave it (IGListKit's
/// `ListDisplayDelegate`), as a render scrolls through the list frame by frame. For a cell
/// coming on screen the cell's call comes first, then the section's if it is the first of
/// its section on screen; leaving, the cell's, then the section's if it was the last.
public protocol ListDisplayDelegate: AnyObject {
    /// The first cell or supplementary view of `sectionController` came on screen.
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController)
    /// The last cell or supplementary view of `sectionController` left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController)
    /// Cell `index` of `sectionController` came on screen (there is no cell object: cells
    /// are built from node blocks on worker threads).
    func listAdapter(_ listAdapter: ListAdapter, willDisplay sectionController: SectionController, cellAt index: Int)
    /// Cell `index` of `sectionController` left the screen.
    func listAdapter(_ listAdapter: ListAdapter, didEndDisplaying sectionController: SectionController, cellAt index: Int)
}

/// Told when a section comes within `ListAdapter.workingRangeSize` sections of those on
/// screen, and when it leaves that range (IGListKit's `ListWorkingRangeDelegate`): the time
/// to prepare what the section will show, such as its images.
public protocol ListWorkingRangeDelegate: AnyObject {
    /// `sectionController`'s section entered the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerWillEnterWorkingRange sectionController: SectionController)
    /// `sectionController`'s section left the working range.
    func listAdapter(_ listAdapter: ListAdapter, sectionControllerDidExitWorkingRange sectionController: SectionController)
}
