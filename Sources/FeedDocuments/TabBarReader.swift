import Appearance
import DocumentModel

/// Reads a document's `tabBar`:
///
/// ```yaml
/// tabBar:
///   items:
///     - {title: Home, icon: home}
///     - {title: Search, icon: search}
///   selected: 0            # an index from 0, or a title
/// ```
enum TabBarReader {
    /// UIKit shows five tabs before a "More" tab; Material's navigation bar takes three to five.
    static let maxItems = 5

    static func read(_ value: DocumentValue) throws -> TabBar {
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: ["items", "selected"], in: "a tab bar")
        let itemsValue = try object.required("items")
        let values = try itemsValue.array()
        guard (1...maxItems).contains(values.count) else {
            throw itemsValue.error("a tab bar holds 1 to \(maxItems) items, got \(values.count)")
        }
        let items = try values.map { value -> TabBar.Item in
            let item = try value.object()
            try item.rejectUnknownKeys(allowed: ["title", "icon"], in: "a tab")
            return TabBar.Item(title: try item.string("title"), icon: try item.required("icon").oneOf(TabBarIcon.self))
        }
        var selected = 0
        if let value = object["selected"] {
            if case .string(let title) = value.value {
                guard let index = items.firstIndex(where: { $0.title == title }) else {
                    let titles = items.map { JSONValue.quoted($0.title) }.joined(separator: ", ")
                    throw value.error("no tab is titled \(JSONValue.quoted(title)) (tabs: \(titles))")
                }
                selected = index
            } else {
                selected = try value.integer()
                guard items.indices.contains(selected) else {
                    throw value.error("expected a tab index from 0 to \(items.count - 1) or a tab's title, got \(value.value.summary)")
                }
            }
        }
        return TabBar(items: items, selectedIndex: selected)
    }
}
