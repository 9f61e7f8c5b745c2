/// A view of a section that is not one of its cells (IGListKit's supplementary views).
public enum SupplementaryKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// Above the section's cells and insets, full width (`UICollectionElementKindSectionHeader`).
    /// With `sectionHeadersPinToVisibleBounds` it stays under the navigation bar while its
    /// section is on screen.
    case header
    /// Below the section's cells and insets, full width (`UICollectionElementKindSectionFooter`).
    case footer
    /// A pager's page control: one dot per page under the row, the current one highlighted.
    case pageIndicator
}
