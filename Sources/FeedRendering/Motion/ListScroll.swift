/// A scroll that plays during a list transition, as `setContentOffset(_:animated:)` does:
/// the content offset moves along the transition's timing curve while rows change.
public enum ListScroll: Hashable, Sendable {
    /// By this many points (negative scrolls up).
    case by(Double)
    /// Until the row with this identifier (e.g. `feed/42`, as `FeedRow.identifier` names it)
    /// is at the top of the visible area, as far as the content allows.
    case toRow(String)
}
