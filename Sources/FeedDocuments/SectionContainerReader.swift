import Cells
import DocumentModel
import Foundation
import Lists

/// Reads how a document section arranges its items and what surrounds them:
///
/// ```yaml
/// layout: {columns: 3, interItemSpacing: 2, lineSpacing: 2}   # a grid (or itemWidth: 120)
/// orientation: horizontal       # one scrolling row: a carousel...
/// itemWidth: "0.8"              # points, or a fraction of the row as a string
/// itemHeight: 200               # points, or "fill" (the visible height)
/// interItemSpacing: 10
/// contentOffset: 120            # how far the row is scrolled, in points
/// paging: true                  # ...or a pager
/// page: 1                       # the page shown, from 0
/// pageIndicator: true           # dots under the pager
/// header: Photos                # a title, or {kind: <cell kind or template>, item: {...}}
/// footer: {kind: banner, item: {headline: "That's all"}}
/// ```
enum SectionContainerReader {
    /// The section keys read here.
    static let keys = ["layout", "orientation", "itemWidth", "itemHeight", "interItemSpacing", "contentOffset",
                       "paging", "page", "pageIndicator", "header", "footer"]
    private static let horizontalKeys = ["itemWidth", "itemHeight", "interItemSpacing", "contentOffset", "paging",
                                         "page", "pageIndicator"]
    /// More columns than any screen can show legibly; it also bounds the work per line.
    static let maxColumns = 100

    private enum Orientation: String, CaseIterable { case vertical, horizontal }

    /// Reads the container keys of the section `object` into `section`, whose items are read.
    /// - Parameter isPaged: the section grows by batch fetching (so `page` is not checked
    ///   against the items present now).
    static func read(_ object: DocumentObject, into section: inout FeedSection, isPaged: Bool,
                     templates: [String: CellTemplate], urls: URLResolver, labels: CellLabels = .english) throws {
        let orientation = try object["orientation"]?.oneOf(Orientation.self) ?? .vertical
        switch orientation {
        case .vertical:
            if let key = horizontalKeys.first(where: { object[$0] != nil }) {
                throw object[key]!.error("only a horizontal section (orientation: horizontal) takes \(JSONValue.quoted(key))"
                                         + (key == "interItemSpacing" ? "; a grid takes it in its layout" : ""))
            }
            if let value = object["layout"] { try readGrid(value, section: object, into: &section) }
        case .horizontal:
            if let value = object["layout"] {
                throw value.error("a horizontal section takes itemWidth, interItemSpacing and contentOffset, not a grid layout")
            }
            try readRow(object, into: &section, isPaged: isPaged)
        }
        section.header = try object["header"].map {
            try supplementary($0, name: "header", templates: templates, urls: urls, labels: labels)
        }
        section.footer = try object["footer"].map {
            try supplementary($0, name: "footer", templates: templates, urls: urls, labels: labels)
        }
    }

    /// `layout: {columns | itemWidth, interItemSpacing, lineSpacing}`.
    private static func readGrid(_ value: DocumentValue, section: DocumentObject, into feedSection: inout FeedSection) throws {
        let layout = try value.object()
        try layout.rejectUnknownKeys(allowed: ["columns", "itemWidth", "interItemSpacing", "lineSpacing"], in: "a grid layout")
        let columns: GridLayout.Columns
        switch (layout["columns"], layout["itemWidth"]) {
        case (let count?, nil):
            let number = try count.integer()
            guard (1...maxColumns).contains(number) else {
                throw count.error("expected a whole number of columns from 1 to \(maxColumns), got \(count.value.summary)")
            }
            columns = .count(number)
        case (nil, let width?):
            columns = .itemWidth(try positivePoints(width))
        case (_?, _?):
            throw value.error("give either \"columns\" or \"itemWidth\", not both")
        case (nil, nil):
            throw value.error("a grid layout needs \"columns\" or \"itemWidth\"")
        }
        feedSection.layout = .grid(GridLayout(columns: columns))
        feedSection.interItemSpacing = try layout["interItemSpacing"].map(spacing) ?? 0
        if let lineSpacing = layout["lineSpacing"] {
            if section["lineSpacing"] != nil {
                throw lineSpacing.error("lineSpacing is given both in the section and in its layout")
            }
            feedSection.lineSpacing = try spacing(lineSpacing)
        }
    }

    /// `orientation: horizontal` with `itemWidth`, `itemHeight`, `interItemSpacing`,
    /// `contentOffset`, `paging`, `page`, `pageIndicator`.
    private static func readRow(_ object: DocumentObject, into section: inout FeedSection, isPaged: Bool) throws {
        var row = HorizontalLayout()
        if let value = object["itemWidth"] { row.itemWidth = try itemWidth(value) }
        if let value = object["itemHeight"] {
            if case .string = value.value {
                _ = try value.oneOf(["fill"])
                row.itemHeight = .fillsVisibleHeight
            } else {
                row.itemHeight = .points(try positivePoints(value))
            }
        }
        section.interItemSpacing = try object["interItemSpacing"].map(spacing) ?? 0
        let isPaging = try object["paging"]?.bool() ?? false
        if isPaging {
            var paging = HorizontalLayout.Paging()
            if let value = object["contentOffset"] {
                throw value.error("a pager is scrolled to its page: give \"page\" instead of \"contentOffset\"")
            }
            if let value = object["page"] {
                paging.page = try value.integer()
                guard paging.page >= 0 else { throw value.error("expected a page number ≥ 0 (pages count from 0), got \(value.value.summary)") }
                if !isPaged && paging.page >= section.items.count {
                    throw value.error("page \(paging.page) is past the last page (the section has \(section.items.count) "
                                      + "item\(section.items.count == 1 ? "" : "s"); pages count from 0)")
                }
            }
            paging.showsPageIndicator = try object["pageIndicator"]?.bool() ?? false
            row.paging = paging
        } else {
            if let key = ["page", "pageIndicator"].first(where: { object[$0] != nil }) {
                throw object[key]!.error("\(JSONValue.quoted(key)) needs \"paging: true\"")
            }
            row.contentOffset = try object["contentOffset"].map { try number($0, upTo: maxContentOffset) } ?? 0
        }
        section.layout = .horizontal(row)
    }

    /// A width in points (a number > 0) or a fraction of the row (a string such as "0.8").
    private static func itemWidth(_ value: DocumentValue) throws -> HorizontalLayout.ItemWidth {
        guard case .string(let text) = value.value else { return .points(try positivePoints(value)) }
        guard let fraction = Double(text.trimmingCharacters(in: .whitespaces)), fraction > 0, fraction <= 1 else {
            throw value.error("expected a width in points or a fraction of the row from 0 to 1 such as \"0.8\", got "
                              + value.value.summary)
        }
        return .fraction(fraction)
    }

    /// A width or height in points: more than 0, at most a screen's limit
    /// (`DocumentLimits.viewportPoints`).
    private static func positivePoints(_ value: DocumentValue) throws -> Double {
        let number = try value.number()
        let limit = DocumentLimits.viewportPoints
        guard number > 0, number <= limit else {
            throw value.error("expected a number of points > 0 and ≤ \(DecimalFormatter.string(for: limit)), got "
                              + value.value.summary)
        }
        return number
    }

    /// A spacing in points, from 0 to `DocumentLimits.viewportPoints`.
    private static func spacing(_ value: DocumentValue) throws -> Double {
        try number(value, upTo: DocumentLimits.viewportPoints)
    }

    /// How far a row is scrolled: it is clamped to the row's content, so only sanity is checked.
    private static let maxContentOffset = 1_000_000.0

    /// A number from 0 to `limit`.
    private static func number(_ value: DocumentValue, upTo limit: Double) throws -> Double {
        let number = try value.number()
        guard number >= 0, number <= limit else {
            throw value.error("expected a number from 0 to \(DecimalFormatter.string(for: limit)), got \(value.value.summary)")
        }
        return number
    }

    /// `header`/`footer`: a title, or `{kind, item}` built like an item of that kind.
    private static func supplementary(_ value: DocumentValue, name: String, templates: [String: CellTemplate],
                                      urls: URLResolver, labels: CellLabels) throws -> FeedItem {
        if case .string(let title) = value.value {
            return FeedItem(id: name, data: value.value, model: SectionTitle(title: title))
        }
        let object = try value.object()
        try object.rejectUnknownKeys(allowed: ["kind", "item"], in: "a \(name)")
        let reader = try ItemReader(kindOf: object, templates: templates, labels: labels)
        let item = object["item"] ?? DocumentValue(.object(JSONObject([])), path: object.path.appending("item"))
        var used = Set<String>()
        guard let read = try reader.read([item], firstIndex: 0, existing: &used, urls: urls).first else {
            throw value.error("expected a \(name) cell")
        }
        return FeedItem(id: name, data: value.value, model: read.model)
    }
}
