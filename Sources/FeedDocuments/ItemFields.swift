import Appearance
import DocumentModel

// Reading the fields of a document item with errors that name their path.

extension DocumentObject {
    /// A required string.
    func string(_ key: String) throws -> String { try required(key).string() }

    /// An optional string; null counts as absent.
    func optionalString(_ key: String) throws -> String? {
        guard let value = self[key], !value.isNull else { return nil }
        return try value.string()
    }

    /// An optional object; null counts as absent.
    func optionalObject(_ key: String) throws -> DocumentObject? {
        guard let value = self[key], !value.isNull else { return nil }
        return try value.object()
    }

    /// An optional boolean (an item's `selected`, `highlighted`); absent or null is false.
    func flag(_ key: String) throws -> Bool {
        guard let value = self[key], !value.isNull else { return false }
        return try value.bool()
    }

    /// An item's identity: its `id` (a string or a whole number), else `fallback`.
    func identifier(fallback: String) throws -> String {
        guard let value = self["id"], !value.isNull else { return fallback }
        if case .number = value.value { return String(try value.integer()) }
        return try value.string()
    }
}
