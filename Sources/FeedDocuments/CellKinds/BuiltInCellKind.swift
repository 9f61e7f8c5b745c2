import DocumentModel

/// A cell a document section can name with `kind`: its name, and how it reads one item
/// into the model that builds the cell. Each is one file in this folder (the kind, its
/// reader and its model's `CellModel` conformance), listed in `BuiltInCellKinds.all`.
protocol BuiltInCellKind: Sendable {
    /// What an item becomes: a model that builds the cell and carries the item's id.
    associatedtype Model: IdentifiedCellModel

    /// The `kind` value that names it, e.g. `"album"`.
    static var name: String { get }

    /// Reads one item's fields; `fallbackID` names an item without an `id`.
    static func model(from item: DocumentObject, fallbackID: String, urls: URLResolver) throws -> Model
}

/// The built-in cell kinds: the one list `kind` values are looked up in.
enum BuiltInCellKinds {
    /// Every built-in kind, in the order error messages list them.
    static let all: [any BuiltInCellKind.Type] = [
        GroupKind.self,
        AlbumKind.self,
        JournalKind.self,
        MessageKind.self,
        WeatherKind.self,
        CardKind.self,
        PostKind.self,
    ]

    /// The kind called `name`, nil when no built-in kind is.
    static func named(_ name: String) -> (any BuiltInCellKind.Type)? {
        all.first { $0.name == name }
    }
}

/// A built-in model that carries its item's id.
protocol IdentifiedCellModel: CellModel {
    var id: String { get }
}
