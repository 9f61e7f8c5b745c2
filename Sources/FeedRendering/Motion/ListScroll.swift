/// A scroll that plays during a list transition, as `setContentOffset(_:animated:)` does:
/// the content offset moves along the transition's timing curve while rows change.
public enum ListScroll: Hashable, Sendable {
    /// By this many points (negative scrolls up).
    case by(Double)
    /// Until the row with this identifier (e.g. `feed/42`, as `FeedRow.identifier` names it)
    /// is at the top of the visible area, as far as the content allows.
    case toRow(String)
    /// A fling: the offset coasts as `ScrollDeceleration` says, for as long as that takes
    /// (which may outlast the transition's duration), stopping at the content's ends.
    case fling(ScrollDeceleration)
}
