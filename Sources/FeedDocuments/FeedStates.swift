import DocumentModel
import ListDiffKit
import Lists

/// The later states of a feed document (`states:`), for `feedrender animate`: each is the
/// whole list of sections again or a patch of the state before it, and each change between
/// two states is performed on the document's `ListAdapter` as an update.
///
/// ```yaml
/// sections: [{id: meetups, kind: group, items: [...]}]   # the first state
/// states:
///   - patch:                                  # changes to the state before
///       - {section: meetups, delete: [swift-nyc]}
///       - {section: meetups, insert: [{id: new, name: ...}], at: 0}   # at: default the end
///       - {section: meetups, move: ios-ldn, to: 2}
///       - {section: meetups, replace: [{id: ios-sf, name: ...}]}       # same id, new data
///   - sections: [...]                         # or the whole list again
/// ```
package enum FeedStates {
    /// One later state: its sections and, when it scrolls, where to.
    package struct State: Sendable {
        package var sections: [FeedSection]
        package var scroll: Scroll?
    }

    /// A scroll that plays with a state's change.
    package enum Scroll: Hashable, Sendable {
        /// By this many points.
        case by(Double)
        /// Until this row (`<section>/<item>`) is at the top.
        case toRow(String)
        /// A fling at this many points per second, coasting as a scroll view does.
        case fling(Double)
    }

    /// The fastest fling a state may give, in points per second (coasting about 5 s).
    package static let maximumFlingVelocity = 20_000.0

    /// The most states a document may give after its first.
    package static let maximumCount = 100
    static let patchKeys = ["section", "delete", "insert", "at", "move", "to", "replace"]

    /// Reads `value` (the `states` array) into section lists, the first from `first`.
    /// `readers` reads each known section's items (by section id) and learns new sections'.
    static func read(_ value: DocumentValue, first: [FeedSection], readers: inout [String: ItemReader],
                     urls: URLResolver, budget: inout ItemBudget, sectionReader readSection: (DocumentValue, Int, inout ItemBudget) throws -> (FeedSection, ItemReader)) throws
        -> [State] {
        let values = try value.array()
        guard values.count <= maximumCount else {
            throw value.error("\(values.count) states; at most \(maximumCount)")
        }
        var states: [State] = []
        var current = first
        for stateValue in values {
            let state = try stateValue.object()
            try state.rejectUnknownKeys(allowed: ["sections", "patch", "scroll"], in: "a state")
            if let sectionsValue = state["sections"] {
                guard state["patch"] == nil else { throw stateValue.error("use either \"sections\" or \"patch\"") }
                var sections: [FeedSection] = [], ids = Set<String>()
                for (index, sectionValue) in try sectionsValue.array().enumerated() {
                    let (section, reader) = try readSection(sectionValue, index, &budget)
                    guard ids.insert(section.id).inserted else {
                        throw DocumentError(path: sectionValue.path.appending("id"), "duplicate section id \"\(section.id)\"")
                    }
                    readers[section.id] = reader
                    sections.append(section)
                }
                current = sections
            } else if let patch = state["patch"] {
                for operation in try patch.array() {
                    try apply(operation, to: &current, readers: readers, urls: urls, budget: &budget)
                }
            } else if state["scroll"] == nil {
                throw stateValue.error("a state needs \"sections\", \"patch\" or \"scroll\"")
            }
            let scroll = try state["scroll"].map { try readScroll($0, in: current) }
            states.append(State(sections: current, scroll: scroll))
        }
        return states
    }

    /// `{by: points}`, `{to: "<section>/<item>"}` (a row of `sections`) or `{fling: points per
    /// second}`.
    private static func readScroll(_ value: DocumentValue, in sections: [FeedSection]) throws -> Scroll {
        let scroll = try value.object()
        try scroll.rejectUnknownKeys(allowed: ["by", "to", "fling"], in: "a scroll")
        guard ["by", "to", "fling"].filter({ scroll[$0] != nil }).count == 1 else {
            throw value.error("a scroll needs one of \"by\", \"to\" or \"fling\"")
        }
        if let fling = scroll["fling"] {
            let velocity = try fling.number()
            guard abs(velocity) <= maximumFlingVelocity else {
                throw fling.error("expected at most \(Int(maximumFlingVelocity)) points per second, got \(velocity)")
            }
            return .fling(velocity)
        }
        if let by = scroll["by"] {
            let points = try by.number()
            guard abs(points) <= DocumentLimits.viewportPoints * 1000 else { throw by.error("too far: \(points) points") }
            return .by(points)
        }
        let to = try scroll.required("to")
        let row = try to.string()
        let parts = row.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2, let section = sections.first(where: { $0.id == parts[0] }),
              section.items.contains(where: { $0.id == parts[1] || parts[1].hasPrefix($0.id + "/") }) else {
            throw to.error("no row \"\(row)\" in this state (a row is \"<section id>/<item id>\")")
        }
        return .toRow(row)
    }

    /// Applies one patch operation to `sections`.
    private static func apply(_ value: DocumentValue, to sections: inout [FeedSection],
                              readers: [String: ItemReader], urls: URLResolver, budget: inout ItemBudget) throws {
        let operation = try value.object()
        try operation.rejectUnknownKeys(allowed: patchKeys, in: "a patch")
        let sectionValue = try operation.required("section")
        let id = try sectionValue.string()
        guard let index = sections.firstIndex(where: { $0.id == id }), let reader = readers[id] else {
            let known = sections.map(\.id).joined(separator: ", ")
            throw sectionValue.error("no section \"\(id)\" in the state before (sections: \(known))")
        }
        let kinds = ["delete", "insert", "move", "replace"].filter { operation[$0] != nil }
        guard kinds.count == 1 else {
            throw value.error("a patch needs exactly one of \"delete\", \"insert\", \"move\" or \"replace\"")
        }
        var items = sections[index].items
        func position(of itemValue: DocumentValue) throws -> Int {
            // Ids are strings; a whole number names the item whose id it spells (Meetup's ids).
            let itemID = try (try? itemValue.integer()).map(String.init) ?? itemValue.string()
            guard let found = items.firstIndex(where: { $0.id == itemID }) else {
                throw itemValue.error("no item \"\(itemID)\" in section \"\(id)\"")
            }
            return found
        }
        func itemIndex(_ key: String, upTo limit: Int) throws -> Int? {
            guard let indexValue = operation[key] else { return nil }
            let number = try indexValue.integer()
            guard (0...limit).contains(number) else { throw indexValue.error("expected 0...\(limit), got \(number)") }
            return number
        }
        switch kinds[0] {
        case "delete":
            for itemValue in try operation.required("delete").array() { items.remove(at: try position(of: itemValue)) }
        case "insert":
            let insertValue = try operation.required("insert")
            let values = try insertValue.array()
            // Items of every state count towards the document's item limit.
            try budget.take(values.count, for: reader, at: insertValue)
            var used = Set(items.map(\.id))
            let new = try reader.read(values, firstIndex: items.count, existing: &used, urls: urls)
            items.insert(contentsOf: new, at: try itemIndex("at", upTo: items.count) ?? items.count)
        case "move":
            let item = items.remove(at: try position(of: try operation.required("move")))
            guard let to = try itemIndex("to", upTo: items.count) else { throw value.error("a move needs \"to\"") }
            items.insert(item, at: to)
        default:
            let replaceValue = try operation.required("replace")
            try budget.take(try replaceValue.array().count, for: reader, at: replaceValue)
            for itemValue in try replaceValue.array() {
                let itemID = try itemValue.object().required("id")
                let at = try position(of: itemID)
                var used = Set(items.map(\.id)).subtracting([items[at].id])
                items[at] = try reader.read([itemValue], firstIndex: at, existing: &used, urls: urls)[0]
            }
        }
        sections[index].items = items
    }

    /// Performs the change from the adapter's state to `sections` and returns the update.
    ///
    /// When the sections are the same ones in the same order, each changed section's items
    /// are diffed and applied as a batch of item changes (as IGListKit's
    /// `ListBindingSectionController` does), so rows insert, delete, move and reload one by
    /// one; an item moved and changed is deleted and inserted. Otherwise the sections are
    /// diffed (`performUpdates(to:)`): sections insert, delete and move, and a changed one
    /// reloads as a whole.
    package static func update(_ adapter: ListAdapter, to sections: [FeedSection]) -> ListAdapterUpdate {
        let old = adapter.objects.compactMap { $0 as? FeedSection }
        guard old.count == adapter.objects.count, old.map(\.id) == sections.map(\.id) else {
            return adapter.performUpdates(to: sections)
        }
        let update = adapter.performBatch { context in
            for (index, (before, after)) in zip(old, sections).enumerated()
            where !before.isEqual(toDiffableObject: after) {
                let controller = adapter.sectionControllers[index]
                let diff = ListDiff.diff(old: cells(of: before), new: cells(of: after))
                controller.didUpdate(to: after)
                let updated = Set(diff.updates)
                var deletes = diff.deletes, inserts = diff.inserts
                for move in diff.moves {
                    if updated.contains(move.from) {
                        deletes.append(move.from)
                        inserts.append(move.to)
                    } else {
                        context.move(in: controller, from: move.from, to: move.to)
                    }
                }
                let moved = Set(diff.moves.map(\.from))
                context.delete(in: controller, at: deletes.sorted())
                context.insert(in: controller, at: inserts.sorted())
                context.reload(in: controller, at: diff.updates.filter { !moved.contains($0) }.sorted())
            }
        }
        // The adapter's objects become the new sections too (controllers already show them).
        adapter.performUpdates(to: sections, animated: false)
        return update
    }

    /// A section's cells as diffable rows: identified as their rows are, equal when their
    /// item's data is.
    private static func cells(of section: FeedSection) -> [any ListDiffable] {
        section.items.flatMap { item in
            FeedSectionController.partNames(of: item.model).map { part in
                Cell(id: part.isEmpty ? item.id : item.id + "/" + part, data: item.data)
            }
        }
    }

    private struct Cell: ListDiffable {
        var id: String
        var data: JSONValue
        var diffIdentifier: any Hashable & Sendable { id }
        func isEqual(toDiffableObject other: any ListDiffable) -> Bool { (other as? Cell)?.data == data }
    }
}
