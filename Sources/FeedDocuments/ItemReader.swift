import Cells
import DocumentModel

/// Reads a section's items into feed items, for a built-in kind or a template.
struct ItemReader: Sendable {
    enum Cell: Sendable {
        case builtIn(any BuiltInCellKind.Type)
        case template(CellTemplate)
    }

    var cell: Cell
    /// The built-in cells' own words, in the feed's locale.
    var labels: CellLabels

    /// How many document values one item's cell is built from: its template's size, or 1.
    var valuesPerItem: Int {
        if case .template(let template) = cell { return template.valueCount }
        return 1
    }

    init(cell: Cell, labels: CellLabels = .english) {
        self.cell = cell
        self.labels = labels
    }

    /// The reader for the `kind` of `object` (a section, header or footer): a built-in cell
    /// or a template; the error for an unknown kind lists both.
    init(kindOf object: DocumentObject, templates: [String: CellTemplate], labels: CellLabels = .english) throws {
        self.labels = labels
        let kindValue = try object.required("kind")
        let kindName = try kindValue.string()
        if let kind = BuiltInCellKinds.named(kindName) {
            cell = .builtIn(kind)
        } else if let template = templates[kindName] {
            cell = .template(template)
        } else {
            let builtIns = BuiltInCellKinds.all.map { $0.name }.joined(separator: ", ")
            let custom = templates.keys.sorted().joined(separator: ", ")
            throw kindValue.error("unknown cell kind \(JSONValue.quoted(kindName)) (built-in: \(builtIns)"
                                  + (custom.isEmpty ? "" : "; templates: \(custom)") + ")")
        }
    }

    /// Reads `values`, giving items without an `id` their index (offset by `firstIndex`)
    /// and keeping ids unique within the section (`existing` are those already used).
    func read(_ values: [DocumentValue], firstIndex: Int, existing: inout Set<String>,
              urls: URLResolver) throws -> [FeedItem] {
        try values.enumerated().map { offset, value in
            let fallback = String(firstIndex + offset)
            let model: any CellModel
            var id: String
            switch cell {
            case .builtIn(let kind):
                let builtIn = try kind.model(from: try value.object(), fallbackID: fallback, urls: urls)
                model = (builtIn as? any LabelledCellModel)?.withLabels(labels) ?? builtIn
                id = builtIn.id
            case .template(let template):
                model = try template.bind(value, urls: urls)
                id = try value.object().identifier(fallback: fallback)
            }
            if existing.contains(id) { id = Self.unusedVariant(of: id, index: fallback, existing: existing) }
            existing.insert(id)
            let object = try value.object()
            return FeedItem(id: id, data: value.value, model: model, isSelected: try object.flag("selected"),
                            isHighlighted: try object.flag("highlighted"))
        }
    }

    /// A repeated id made unique: `id~index`, or `id~index~2`, `~3`... when an item
    /// already uses that (so a generated id never collides with a written one).
    static func unusedVariant(of id: String, index: String, existing: Set<String>) -> String {
        let base = id + "~" + index
        var candidate = base
        var attempt = 1
        while existing.contains(candidate) {
            attempt += 1
            candidate = base + "~" + String(attempt)
        }
        return candidate
    }
}

/// How many more items a feed may take (`DocumentLimits.itemsPerFeed`), and how many
/// more template values its cells may be built from (`templateValues`), counted across
/// its sections and the pages fetched later.
struct ItemBudget: Sendable {
    let limit: Int
    let templateLimit: Int
    private(set) var used = 0
    private(set) var templateValuesUsed = 0

    init(limits: DocumentLimits) {
        limit = limits.itemsPerFeed
        templateLimit = limits.templateValues
    }

    /// Takes `count` items read by `reader` for the array at `value`, or throws naming it.
    mutating func take(_ count: Int, for reader: ItemReader, at value: DocumentValue) throws {
        guard count <= limit - used else {
            throw value.error("the feed would hold \(used + count) items, over the limit of \(limit) "
                              + "(\(DocumentLimits.raiseHint(.items)))")
        }
        let (values, overflow) = count.multipliedReportingOverflow(by: reader.valuesPerItem)
        if reader.valuesPerItem > 1 {
            guard !overflow, values <= templateLimit - templateValuesUsed else {
                throw value.error("\(count) items of a \(reader.valuesPerItem)-value template would build more than "
                                  + "\(templateLimit) values (\(DocumentLimits.raiseHint(.templates)))")
            }
            templateValuesUsed += values
        }
        used += count
    }
}

/// A built-in model that draws words of its own (`CellLabels`), which a locale replaces.
protocol LabelledCellModel: CellModel {
    /// The model drawing `labels`.
    func withLabels(_ labels: CellLabels) -> Self
}

extension Weather: LabelledCellModel {
    /// The weather with its title and detail labels in the feed's locale.
    func withLabels(_ labels: CellLabels) -> Weather {
        var copy = self
        copy.labels = labels
        return copy
    }
}

extension JournalEntry: LabelledCellModel {
    /// The entry with its "SOL N" pattern in the feed's locale.
    func withLabels(_ labels: CellLabels) -> JournalEntry {
        var copy = self
        copy.labels = labels
        return copy
    }
}
