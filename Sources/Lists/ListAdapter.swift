import Layout
import ListDiffKit
import Nodes

/// Loads more objects for a list when it scrolls near its end (IGListKit/Texture batch
/// fetching). `ListAdapter.fetchMore()` asks it for the next array of objects.
public protocol ListBatchFetching: AnyObject {
    /// Whether another page may exist.
    var canFetchMore: Bool { get }
    /// Loads the next page and returns the list's new objects (usually `current` with the
    /// page's data merged in). Throws a clear error naming what failed.
    func fetchNextPage(after current: [any ListDiffable]) async throws -> [any ListDiffable]
}

/// Turns an array of diffable objects into sections of cells (IGListKit's `IGListAdapter`).
///
/// Each object gets a section controller from `sectionControllerFor`; `performUpdates(to:)`
/// diffs the new objects against the current ones, keeps the controllers of objects whose
/// identifier survives and tells them about new versions with `didUpdate(to:)`.
/// The adapter is a `FeedSource`: its rows are the cells of all sections, in order.
public final class ListAdapter: FeedSource {
    /// Makes the section controller for an object (IGListKit's data source).
    public typealias SectionControllerProvider = (any ListDiffable) -> SectionController

    public private(set) var objects: [any ListDiffable] = []
    /// Controllers in section order, one per object.
    public private(set) var sectionControllers: [SectionController] = []
    private let makeSectionController: SectionControllerProvider

    /// Shown when the list has no cells (IGListKit's `emptyView`).
    public var emptyView: (@Sendable () -> DisplayNode)?
    /// Loads more objects on `fetchMore()`; nil for a list that does not page.
    public var batchFetcher: (any ListBatchFetching)?
    /// The rules that turn each update's diff into a collection view update.
    public var updater = ListAdapterUpdater()
    /// How many sections before and after those with cells on screen make up the working
    /// range (IGListKit's `workingRangeSize`); 0: only the sections on screen.
    public let workingRangeSize: Int

    /// The list's bounds (`ListCollectionContext`), set by a render before it reads the rows.
    public internal(set) var containerSize: Size = .zero
    /// The insets of the scrolling area within `containerSize` (`ListCollectionContext`).
    public internal(set) var containerInset: EdgeInsets = .zero
    /// Bumped by `reload(_:)` and `performUpdates(to:)`: a render reads the rows again
    /// when it changes.
    public internal(set) var rowsRevision = 0

    /// What each row of the last `rows()` shows, for display events.
    var rowKeys: [DisplayedRow] = []
    /// The rows on screen as of the last `visibleRowsDidChange(to:)`, in order.
    var displayedRows: [DisplayedRow] = []
    /// The controllers in the working range, in section order.
    var workingRangeControllers: [SectionController] = []
    /// How many times each controller was reloaded: part of its rows' revision.
    var reloadCounts: [ObjectIdentifier: Int] = [:]

    /// - Parameter workingRangeSize: sections beyond those on screen that are in the
    ///   working range (`ListWorkingRangeDelegate`).
    public init(objects: [any ListDiffable] = [], workingRangeSize: Int = 0,
                emptyView: (@Sendable () -> DisplayNode)? = nil,
                sectionControllerFor makeSectionController: @escaping SectionControllerProvider) {
        self.makeSectionController = makeSectionController
        self.emptyView = emptyView
        self.workingRangeSize = max(0, workingRangeSize)
        performUpdates(to: objects)
    }

    /// The controller showing the object with `identifier`, if any.
    public func sectionController(for identifier: any Hashable & Sendable) -> SectionController? {
        let key = ListIdentifier(identifier)
        return objects.firstIndex { $0.listIdentifier == key }.map { sectionControllers[$0] }
    }

    /// Replaces the objects, reusing section controllers by identifier, and returns the
    /// update: the diff applied (indexes are sections), the collection view update `updater`
    /// makes of it and every row's part in it. Objects repeating an earlier identifier are
    /// dropped, as IGListKit does.
    /// - Parameter animated: whether the change is shown animated (IGListKit's
    ///   `performUpdatesAnimated:`); a reload never is.
    @discardableResult
    public func performUpdates(to newObjects: [any ListDiffable], animated: Bool = true) -> ListAdapterUpdate {
        var seen = Set<ListIdentifier>()
        let unique = newObjects.filter { seen.insert($0.listIdentifier).inserted }
        let oldObjects = objects
        let oldRows = rows()
        let oldItemCounts = sectionControllers.map(\.numberOfItems)
        let result = ListDiff.diff(old: oldObjects, new: unique)
        let updatedOldIndexes = Set(result.updates)

        var controllers: [SectionController] = []
        for (section, object) in unique.enumerated() {
            let controller: SectionController
            if let oldIndex = result.oldIndex(for: object.diffIdentifier) {
                controller = sectionControllers[oldIndex]
                if updatedOldIndexes.contains(oldIndex) { controller.didUpdate(to: object) }
            } else {
                controller = makeSectionController(object)
                controller.didUpdate(to: object)
            }
            controller.adapter = self
            controller.section = section
            controllers.append(controller)
        }
        objects = unique
        sectionControllers = controllers
        let newItemCounts = controllers.map(\.numberOfItems)
        let update = updater.collectionUpdate(for: result, from: oldObjects, oldItemCounts: oldItemCounts,
                                              newItemCounts: newItemCounts)
        rowsRevision += 1
        return ListAdapterUpdate(diff: result, collectionUpdate: update, animated: animated, oldRows: oldRows,
                                 newRows: rows(), oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
    }

    /// Changes items inside sections without changing the objects (IGListKit's
    /// `performBatchAnimated:updates:completion:`): `updates` changes section controllers'
    /// data and reports each change to the context; the result is reconciled by `updater`.
    /// Item counts must add up (old count + inserts − deletes = new count), as a collection
    /// view requires; rows beyond a count that does not add up are shown deleted or inserted.
    @discardableResult
    public func performBatch(animated: Bool = true, updates: (ListBatchContext) -> Void) -> ListAdapterUpdate {
        let oldRows = rows()
        let oldItemCounts = sectionControllers.map(\.numberOfItems)
        let context = ListBatchContext()
        updates(context)
        let unchanged = ListDiff.diff(old: objects, new: objects)
        let newItemCounts = sectionControllers.map(\.numberOfItems)
        let update = updater.collectionUpdate(for: unchanged, from: objects, itemChanges: context.changes,
                                              oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
        rowsRevision += 1
        return ListAdapterUpdate(diff: unchanged, collectionUpdate: update, animated: animated, oldRows: oldRows,
                                 newRows: rows(), oldItemCounts: oldItemCounts, newItemCounts: newItemCounts)
    }

    // MARK: FeedSource

    /// Each section's rows in order: its header, its cells, a pager's page indicator, its
    /// footer. Supplementary rows are named `<section>/header`, `/footer`, `/pageIndicator`.
    public func rows() -> [FeedRow] {
        var rows: [FeedRow] = []
        var keys: [DisplayedRow] = []
        for (section, controller) in sectionControllers.enumerated() {
            let prefix = objects[section].listIdentifier.description
            let revision = reloadCounts[ObjectIdentifier(controller)] ?? 0
            func add(_ row: FeedRow) {
                var row = row
                row.layout = controller.layout
                row.interItemSpacing = controller.minimumInteritemSpacing
                row.revision = revision
                keys.append(DisplayedRow(controller: controller, item: row.supplementaryKind == nil ? row.item : nil,
                                         kind: row.supplementaryKind))
                rows.append(row)
            }
            let keying = controller as? any RowContentKeying
            func addSupplementary(_ kind: SupplementaryKind, _ makeCell: (@Sendable () -> CellNode)?) {
                guard let makeCell else { return }
                var row = FeedRow(section: section, item: 0, identifier: prefix + "/" + kind.rawValue,
                                  insets: controller.inset, makeCell: makeCell)
                row.supplementaryKind = kind
                row.contentKey = keying?.contentKey(ofSupplementaryElementOfKind: kind).map(ListIdentifier.init)
                add(row)
            }
            let count = controller.numberOfItems
            addSupplementary(.header, controller.nodeBlockForSupplementaryElement(ofKind: .header))
            for item in 0..<count {
                var row = FeedRow(section: section, item: item,
                                  identifier: prefix + "/" + controller.identifierForItem(at: item),
                                  insets: controller.inset,
                                  spacingBefore: item == 0 ? 0 : controller.minimumLineSpacing,
                                  makeCell: controller.nodeBlockForItem(at: item))
                row.itemSize = controller.sizeForItem(at: item)
                row.contentKey = keying?.contentKey(ofItemAt: item).map(ListIdentifier.init)
                add(row)
            }
            if case .horizontal(let row) = controller.layout, let paging = row.paging, paging.showsPageIndicator,
               count > 0 {
                let page = paging.page
                addSupplementary(.pageIndicator, controller.nodeBlockForSupplementaryElement(ofKind: .pageIndicator)
                                    ?? { PageIndicatorNode(pageCount: count, currentPage: page) })
            }
            addSupplementary(.footer, controller.nodeBlockForSupplementaryElement(ofKind: .footer))
        }
        rowKeys = keys
        return rows
    }

    public var canFetchMore: Bool { batchFetcher?.canFetchMore ?? false }

    /// Loads the next page through `batchFetcher` and applies it with `performUpdates(to:)`.
    public func fetchMore() async throws {
        guard let fetcher = batchFetcher, fetcher.canFetchMore else { return }
        let next = try await fetcher.fetchNextPage(after: objects)
        performUpdates(to: next)
    }
}
