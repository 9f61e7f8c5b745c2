import Appearance
import Layout
import Lists

/// Where one cell of the feed sits, in points: in content coordinates inside the
/// renderer, in a file's own coordinates in the manifest.
public struct CellFrame: Hashable, Sendable {
    public var section: Int
    public var item: Int
    /// The row's stable identity (IGListKit's `diffIdentifier`).
    public var identifier: String
    public var rect: Rect
    /// Nil for a cell; `header`, `footer` or `pageIndicator` for a supplementary view
    /// (written as `kind` in the manifest).
    public var supplementaryKind: SupplementaryKind?
    /// A section header drawn pinned under the bars rather than at its place in the list
    /// (written as `pinned: true`).
    public var isPinned: Bool

    public init(section: Int, item: Int, identifier: String, rect: Rect, supplementaryKind: SupplementaryKind? = nil,
                isPinned: Bool = false) {
        self.section = section
        self.item = item
        self.identifier = identifier
        self.rect = rect
        self.supplementaryKind = supplementaryKind
        self.isPinned = isPinned
    }
}

extension CellFrame: Codable {
    private enum CodingKeys: String, CodingKey { case section, item, identifier, frame, kind, pinned }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        section = try container.decode(Int.self, forKey: .section)
        item = try container.decode(Int.self, forKey: .item)
        identifier = try container.decode(String.self, forKey: .identifier)
        let values = try container.decode([Double].self, forKey: .frame)
        guard values.count == 4 else {
            throw DecodingError.dataCorruptedError(forKey: .frame, in: container,
                                                   debugDescription: "expected [x, y, width, height]")
        }
        rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        supplementaryKind = try container.decodeIfPresent(SupplementaryKind.self, forKey: .kind)
        isPinned = try container.decodeIfPresent(Bool.self, forKey: .pinned) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(section, forKey: .section)
        try container.encode(item, forKey: .item)
        try container.encode(identifier, forKey: .identifier)
        try container.encode([rect.minX, rect.minY, rect.width, rect.height], forKey: .frame)
        // Cells write neither key, so manifests of plain lists read as before.
        try container.encodeIfPresent(supplementaryKind, forKey: .kind)
        if isPinned { try container.encode(true, forKey: .pinned) }
    }
}
