import Cells
import DocumentModel

/// Reads a section's items into feed items, for a built-in kind or a template.
struct ItemReader: Sendable {
    enum Cell: Sendable {
        case builtIn(BuiltInCellKind)
        case template(CellTemplate)
    }

    var cell: Cell

    init(cell: Cell) {
        self.cell = cell
    }

    /// The reader for the `kind` of `object` (a section, header or footer): a built-in cell
    /// or a template; the error for an unknown kind lists both.
    init(kindOf object: DocumentObject, templates: [String: CellTemplate]) throws {
        let kindValue = try object.required("kind")
        let kindName = try kindValue.string()
        if let kind = BuiltInCellKind(rawValue: kindName) {
            cell = .builtIn(kind)
        } else if let template = templates[kindName] {
            cell = .template(template)
        } else {
            let builtIns = BuiltInCellKind.allCases.map(\.rawValue).joined(separator: ", ")
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
                model = try kind.model(from: value, fallbackID: fallback, urls: urls)
                id = (model as? any IdentifiedCellModel)?.id ?? fallback
            case .template(let template):
                model = try template.bind(value, urls: urls)
                id = try value.object().identifier(fallback: fallback)
            }
            if existing.contains(id) { id += "~" + fallback }
            existing.insert(id)
            return FeedItem(id: id, data: value.value, model: model)
        }
    }
}

/// A built-in model that carries its item's id.
protocol IdentifiedCellModel: CellModel {
    var id: String { get }
}

extension MeetupGroup: IdentifiedCellModel {}
extension Album: IdentifiedCellModel {}
extension JournalEntry: IdentifiedCellModel {}
extension Message: IdentifiedCellModel {}
extension Weather: IdentifiedCellModel {}
extension Card: IdentifiedCellModel {}
extension Post: IdentifiedCellModel {}
