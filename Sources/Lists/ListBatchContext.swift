import ListDiffKit

/// Collects the item changes section controllers make inside `ListAdapter.performBatch`
/// (IGListKit's `IGListBatchContext`).
///
/// Change a controller's data inside the batch, and report each change here with the
/// controller and its item indexes: deletes and reloads count items before the batch,
/// inserts after it.
public final class ListBatchContext {
    /// The changes reported so far, as index paths.
    public private(set) var changes = ListItemChanges()

    init() {}

    /// Items inserted in `controller`'s section, at their indexes after the batch.
    public func insert(in controller: SectionController, at indexes: [Int]) {
        changes.inserts += indexes.map { ListIndexPath(item: $0, section: controller.section) }
    }

    /// Items deleted from `controller`'s section, at their indexes before the batch.
    public func delete(in controller: SectionController, at indexes: [Int]) {
        changes.deletes += indexes.map { ListIndexPath(item: $0, section: controller.section) }
    }

    /// Items of `controller` whose cells are rebuilt in place.
    public func reload(in controller: SectionController, at indexes: [Int]) {
        changes.reloads += indexes.map {
            let path = ListIndexPath(item: $0, section: controller.section)
            return ListMoveIndexPath(from: path, to: path)
        }
    }

    /// An item of `controller` moved from one index to another.
    public func move(in controller: SectionController, from: Int, to: Int) {
        changes.moves.append(ListMoveIndexPath(from: ListIndexPath(item: from, section: controller.section),
                                               to: ListIndexPath(item: to, section: controller.section)))
    }

    /// All of `controller`'s section rebuilt.
    public func reload(_ controller: SectionController) {
        changes.sectionReloads.append(controller.section)
    }
}
