import DocumentModel
import FeedRendering
import FeedrenderSupport
import Foundation
import Layout
import LayoutDocumentDrawing
import LayoutDocuments
import Nodes
import PreviewServer
import Raster

/// What `feedrender serve`'s inspector knows of a render: each layout element's frame, spec
/// path, keys, accessibility and line, or each feed cell's frame and its item's line.
enum ServeInspection {
    /// The regions of a drawn layout document, one per element, depth first.
    static func regions(of elements: [InspectedElement], in json: JSONValue, lines: DocumentLines,
                        scale: Double) -> [PreviewRegion] {
        elements.map { element in
            var region = PreviewRegion(name: element.kind + (element.id.map { " #\($0)" } ?? ""),
                                       identifier: element.id ?? "", pixels: [], points: [])
            region.setFrame(element.frame, scale: scale)
            region.depth = element.depth
            region.path = element.specPath
            region.line = lines.line(of: element.documentPath)
            region.properties = ownKeys(of: value(at: element.documentPath, in: json), kind: element.kind)
            region.accessibility = accessibility(element.accessibility)
            return region
        }
    }

    /// The region of a feed's cell (or header, footer): its place and the line of its item
    /// (of its section, for a header or footer).
    static func region(of cell: CellFrame, scale: Double, in json: JSONValue, lines: DocumentLines) -> PreviewRegion {
        let name = cell.supplementaryKind.map { "\($0.rawValue) of section \(cell.section)" }
            ?? "section \(cell.section), item \(cell.item)"
        var region = PreviewRegion(name: name + (cell.isPinned ? " (pinned)" : ""), identifier: cell.identifier,
                                   pixels: [], points: [])
        region.setFrame(cell.rect, scale: scale)
        if let path = documentPath(of: cell, in: json) {
            region.path = path.description
            region.line = lines.line(of: path)
            region.properties = ownKeys(of: value(at: path, in: json), kind: nil)
        }
        return region
    }

    /// The regions of the nodes inside a feed's cell (`cell`, whose frame starts at `origin`),
    /// under it: each node's frame moved to the cell's place, its path after the item's
    /// (`items[2]/PostCellNode/TextNode[3]`), the item's line, and a text node's text.
    static func nodeRegions(_ outline: [CellNodeOutline], of cell: PreviewRegion, at origin: Point,
                            scale: Double) -> [PreviewRegion] {
        outline.map { node in
            var region = PreviewRegion(name: node.name, identifier: cell.identifier, pixels: [], points: [])
            region.setFrame(Rect(x: origin.x + node.frame.origin.x, y: origin.y + node.frame.origin.y,
                                 width: node.frame.size.width, height: node.frame.size.height), scale: scale)
            region.depth = cell.depth + 1 + node.depth
            region.path = (cell.path.isEmpty ? "" : cell.path + "/") + node.path
            region.line = cell.line
            if let text = node.text {
                region.properties = [["text", text.count > maximumValueCharacters
                                        ? String(text.prefix(maximumValueCharacters)) + "…" : text]]
            }
            return region
        }
    }

    /// Where the document writes `cell`: the item whose `id` ends the cell's identifier (in
    /// `items` or a section's `items`, the cell's section first), or for a header or footer
    /// its section.
    static func documentPath(of cell: CellFrame, in json: JSONValue) -> DocumentPath? {
        guard case .object(let top) = json else { return nil }
        var sections: [(path: DocumentPath, object: JSONObject)] = []
        if case .array(let list)? = top["sections"] {
            for (index, section) in list.enumerated() {
                if case .object(let object) = section { sections.append((DocumentPath().appending("sections").appending(index), object)) }
            }
        } else {
            sections.append((.document, top))
        }
        if cell.supplementaryKind != nil {
            return sections.indices.contains(cell.section) ? sections[cell.section].path : nil
        }
        // The cell's own section first, then any other (a feed may regroup its items).
        let order = sections.indices.contains(cell.section) ? [sections[cell.section]] + sections : sections
        for section in order {
            guard case .array(let items)? = section.object["items"] else { continue }
            for (index, item) in items.enumerated() {
                // A cell's identifier is its section's and its item's ids: `posts/17`.
                if case .object(let object) = item, let id = object["id"].flatMap(identifierText),
                   cell.identifier == id || cell.identifier.hasSuffix("/" + id) {
                    return section.path.appending("items").appending(index)
                }
            }
        }
        return nil
    }

    private static func identifierText(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): text
        case .number, .bool: value.serialized()
        default: nil
        }
    }

    /// The value at `path` in `json` (nil when the document has none there).
    static func value(at path: DocumentPath, in json: JSONValue) -> JSONValue? {
        var current = json
        for component in path.components {
            switch (component, current) {
            case (.key(let key), .object(let object)):
                guard let next = object[key] else { return nil }
                current = next
            case (.index(let index), .array(let items)) where items.indices.contains(index):
                current = items[index]
            default: return nil
            }
        }
        return current
    }

    /// Longest value shown for one key (longer ones are cut with an ellipsis).
    static let maximumValueCharacters = 120

    /// An element's (or item's) keys as written, but not its child elements.
    private static func ownKeys(of value: JSONValue?, kind: String?) -> [[String]] {
        guard case .object(let object)? = value else { return [] }
        let childKeys = Set((kind.flatMap { ElementVocabulary.type(named: $0) }?.keys ?? [])
            .filter { $0.role != .value }.map(\.name))
        return object.members.filter { !childKeys.contains($0.key) }.map { member in
            let text = member.value.serialized()
            return [member.key, text.count > maximumValueCharacters ? String(text.prefix(maximumValueCharacters)) + "…" : text]
        }
    }

    private static func accessibility(_ properties: AccessibilityProperties) -> [[String]] {
        var pairs = [["element", properties.isElement == true ? "yes" : "no"]]
        if let label = properties.label { pairs.append(["label", label]) }
        if let value = properties.value { pairs.append(["value", value]) }
        if let hint = properties.hint { pairs.append(["hint", hint]) }
        if !properties.traits.names.isEmpty { pairs.append(["traits", properties.traits.names.joined(separator: ", ")]) }
        return pairs
    }
}

extension PreviewRegion {
    /// Sets the frame from `rect` in points, with its pixels on the grid of `scale`.
    mutating func setFrame(_ rect: Rect, scale: Double) {
        points = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        pixels = [PixelRounding.position(points[0], scale: scale), PixelRounding.position(points[1], scale: scale),
                  PixelRounding.extent(points[2], scale: scale), PixelRounding.extent(points[3], scale: scale)]
    }
}
