import DocumentModel

/// What a feed document's cell is built from, as `RowContentKeying` reports it: the parts
/// of the document every cell may read (templates, colours, fonts, formatting, device,
/// theme: everything but the sections and the bars), its section's own keys, and the
/// item's data and place among the item's cells. Equal keys build equal cells in the same
/// render environment; the environment (theme override, locale, text size, files the
/// document names) is the renderer's to add.
struct CellContentKey: Hashable, Sendable {
    /// `[document context, section without its items]`.
    var context: JSONValue
    /// `item`, `header`, `footer` or `pageIndicator`.
    var role: String
    var identifier: String
    var data: JSONValue
    /// The part of a multi-cell item, or a pager's page count and page.
    var numbers: [Int]
    var isSelected = false
    var isHighlighted = false

    /// Top-level keys that only the bars drawn over the list read: editing them keeps the cells.
    static let barKeys: Set<String> = ["navigationTitle", "statusBar", "tabBar", "fixedBar", "navigationBar"]

    /// The document without its sections, items and bars: what any cell may depend on.
    static func documentContext(of document: JSONValue) -> JSONValue {
        guard case .object(let top) = document else { return document }
        var context = top
        for key in barKeys.union(["sections", "items"]) { context[key] = nil }
        return .object(context)
    }

    /// A section's keys without its items (each item is keyed by its own data).
    static func sectionContext(of section: JSONValue) -> JSONValue {
        guard case .object(var object) = section else { return section }
        object["items"] = nil
        return .object(object)
    }
}
