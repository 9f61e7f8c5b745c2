import Feedrender

/// The table's data source (the tutorial's `MeetupFeedTableDataProvider`): one section,
/// a `GroupCellNode` per group, built from a node block. Until the groups arrive the table
/// is empty and shows the view controller's activity indicator.
public final class MeetupFeedTableDataProvider: FeedSource {
    private var groups: [Group]?

    public init() {}

    /// Puts the groups in the table (the tutorial inserts their rows).
    public func insertNewGroupsInTableView(_ groups: [Group]) {
        self.groups = groups
    }

    public func rows() -> [FeedRow] {
        (groups ?? []).enumerated().map { row, group in
            FeedRow(section: 0, item: row, identifier: "group-\(group.id)") { GroupCellNode(group: group) }
        }
    }

    /// The feed is one API call: nothing to page.
    public var canFetchMore: Bool { false }

    public func fetchMore() async throws {}

    /// While loading: the grey spinner at the top centre, where the tutorial puts its
    /// `UIActivityIndicatorView`.
    public var emptyView: (@Sendable () -> DisplayNode)? {
        guard groups == nil else { return nil }
        return { LoadingIndicatorNode() }
    }
}
