import Appearance
import DocumentModel
import Foundation
import Layout
import LayoutDocumentDrawing
import Localization
import LayoutDocuments
import Nodes
import Raster

/// A custom cell given as a layout document (layout-json.md) whose strings may bind item
/// data: `{{field}}` or `{{a.b}}` (array indexes are numbers: `{{photos.0}}`). A string
/// that is exactly one binding takes the field's value as is (so numbers stay numbers);
/// otherwise values are spliced in as text. A binding may pipe its value through filters
/// (`{{created | date: medium}}`, `{{price | currency: EUR}}`, `{{posted | relative}}`; see
/// `TemplateFilter`), written in the document's locale and time zone. Relative image URLs
/// resolve against the document.
struct CellTemplate: Sendable {
    var name: String
    /// The root element, unbound.
    var element: JSONValue
    /// Where the template is written, for error messages.
    var path: DocumentPath
    /// How many values (objects, arrays, scalars) the element is written with: the work
    /// binding one item takes.
    var valueCount: Int
    /// The locale, time zone and "now" filters format in.
    var formatting: TemplateFormatting
    /// The feed document's own named colours, which the template's elements may use.
    var colors: DocumentColors
    /// Whether the template may hold an element that fetches a picture (`image`, `video`,
    /// `map`, `multiplexImage`, or a `type` that is a binding): its URLs are checked per item.
    var fetchesPictures: Bool

    /// Reads a template: a layout element, or a layout document (its `root` is used).
    init(name: String, value: DocumentValue, formatting: TemplateFormatting = TemplateFormatting(),
         colors: DocumentColors = DocumentColors()) throws {
        self.name = name
        self.formatting = formatting
        self.colors = colors
        if let root = try value.object()["root"] {
            element = root.value
            path = root.path
        } else {
            element = value.value
            path = value.path
        }
        let (count, depth, pictures) = Self.measure(element)
        valueCount = count
        fetchesPictures = pictures
        guard depth <= Self.maximumDepth else {
            throw DocumentError(path: path, "the template nests \(depth) levels, over the limit of \(Self.maximumDepth) "
                                + "(cells are laid out and drawn on worker threads with ordinary stacks)")
        }
    }

    /// The deepest nesting of arrays and objects a template may have: far beyond any
    /// cell, shallow enough for binding, layout and drawing to recurse on any thread.
    static let maximumDepth = 200

    /// How many values `value` holds, how deeply they nest and whether an element may fetch
    /// a picture, without recursing.
    private static func measure(_ value: JSONValue) -> (count: Int, depth: Int, fetchesPictures: Bool) {
        var total = 0, deepest = 0, pictures = false
        var pending = [(value, 1)]
        while let (next, depth) = pending.popLast() {
            total += 1
            deepest = max(deepest, depth)
            switch next {
            case .array(let items): pending.append(contentsOf: items.map { ($0, depth + 1) })
            case .object(let object):
                if case .string(let type)? = object["type"],
                   LayoutDocument.pictureElementNames.contains(type) || type.contains("{{") {
                    pictures = true
                }
                pending.append(contentsOf: object.members.map { ($0.value, depth + 1) })
            default: break
            }
        }
        return (total, deepest, pictures)
    }

    /// The template bound to `item` and parsed; errors name the item and the template path.
    func bind(_ item: DocumentValue, urls: URLResolver) throws -> TemplateCell {
        let bound = try substitute(element, in: item)
        let resolved = resolveImageURLs(bound, urls: urls)
        do {
            let document = try LayoutDocument(json: .object(JSONObject([("root", resolved)])), colors: colors)
            // The cell is drawn later, where a URL the loader cannot fetch could no longer be
            // reported: it is an error now, at its key path, as in a layout document.
            if fetchesPictures { try document.checkPictureURLs() }
            return TemplateCell(document: document)
        } catch let error as DocumentError {
            var detail = error
            if case .path(let inner) = error.location, inner.components.first == .key("root") {
                detail.location = .path(DocumentPath(path.components + inner.components.dropFirst()))
            }
            throw item.error("template \(JSONValue.quoted(name)): \(detail)")
        }
    }

    private func substitute(_ value: JSONValue, in item: DocumentValue) throws -> JSONValue {
        switch value {
        case .string(let text): return try bindString(text, in: item)
        case .array(let values): return .array(try values.map { try substitute($0, in: item) })
        case .object(let object):
            // A template of many elements on many items is long work: a stopped run ends here.
            try Task.checkCancellation()
            if let plural = try pluralText(object, in: item) { return plural }
            return .object(JSONObject(try object.members.map { ($0.key, try substitute($0.value, in: item)) }))
        default: return value
        }
    }

    private func bindString(_ text: String, in item: DocumentValue) throws -> JSONValue {
        guard text.contains("{{") else { return .string(text) }
        var output = ""
        var rest = Substring(text)
        var onlyBinding: JSONValue?
        while let open = rest.range(of: "{{") {
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            let value = try evaluate(rest[open.upperBound..<close.lowerBound], in: item)
            if rest[..<open.lowerBound].isEmpty && rest[close.upperBound...].isEmpty && output.isEmpty {
                onlyBinding = value
            }
            output += rest[..<open.lowerBound] + TemplateFilter.text(value)
            rest = rest[close.upperBound...]
            // Repeated bindings of a long field could multiply into gigabytes.
            guard output.utf8.count <= Self.maximumBoundTextBytes else {
                throw item.error("template \(JSONValue.quoted(name)) makes a text longer than "
                                 + "\(Self.maximumBoundTextBytes) bytes from this item")
            }
        }
        if let onlyBinding { return onlyBinding }
        return .string(output + rest)
    }

    /// A plural text, `{count: "{{n}}", language: ru, one: "...", few: "...", other: "..."}` (as
    /// `FeedTextLocalizer` writes a catalog's plural forms): the form CLDR's rules give the bound
    /// count in `language` (default `en`), bound in turn; nil when `object` is not one.
    private func pluralText(_ object: JSONObject, in item: DocumentValue) throws -> JSONValue? {
        let allowed = Set(["count", "language"] + PluralCategory.allCases.map(\.rawValue))
        guard let countValue = object["count"], object["other"] != nil, object.keys.allSatisfy(allowed.contains) else {
            return nil
        }
        let count = try substitute(countValue, in: item)
        var language = "en"
        if case .string(let named)? = object["language"] { language = named }
        guard PluralRules.covers(language) else {
            throw item.error("template \(JSONValue.quoted(name)): no CLDR plural rule is written for \(JSONValue.quoted(language)) "
                             + "(rules: \(PluralRules.languages.joined(separator: ", ")))")
        }
        let operands: PluralOperands?
        switch count {
        case .number(let number): operands = PluralOperands(DecimalFormatter.string(for: number))
        case .string(let text): operands = PluralOperands(text)
        default: operands = nil
        }
        let category = operands.flatMap { PluralRules.category(for: $0, language: language) } ?? .other
        return try substitute(object[category.rawValue] ?? object["other"]!, in: item)
    }

    /// The longest text a binding may produce (a megabyte: far beyond any cell).
    static let maximumBoundTextBytes = 1 << 20

    /// A binding's value: its field, through each filter after a `|` in turn.
    private func evaluate(_ binding: Substring, in item: DocumentValue) throws -> JSONValue {
        let steps = binding.split(separator: "|", omittingEmptySubsequences: false)
        let field = steps[0].trimmingCharacters(in: .whitespaces)
        var value = try lookUp(field, in: item)
        for step in steps.dropFirst() {
            do {
                value = .string(try TemplateFilter.parse(step).apply(to: value, formatting: formatting))
            } catch {
                throw item.error("template \(JSONValue.quoted(name)): {{\(binding.trimmingCharacters(in: .whitespaces))}}: "
                                 + error.message)
            }
        }
        return value
    }

    private func lookUp(_ field: String, in item: DocumentValue) throws -> JSONValue {
        var value = item.value
        for part in field.split(separator: ".", omittingEmptySubsequences: false) {
            switch value {
            case .object(let object) where object[String(part)] != nil:
                value = object[String(part)]!
            case .array(let values) where Int(part).map(values.indices.contains) == true:
                value = values[Int(part)!]
            default:
                throw item.error("template \(JSONValue.quoted(name)) binds {{\(field)}}, which the item does not have")
            }
        }
        return value
    }

    /// `value` with the picture URLs of its elements (`image` and `map` `url`, `video` `url`
    /// and `poster`, `multiplexImage` `sources[].url`) resolved against the document.
    private func resolveImageURLs(_ value: JSONValue, urls: URLResolver) -> JSONValue {
        func resolved(_ value: JSONValue?) -> JSONValue? {
            guard case .string(let text)? = value, let url = urls.resolve(text) else { return nil }
            return .string(url.absoluteString)
        }
        switch value {
        case .array(let values): return .array(values.map { resolveImageURLs($0, urls: urls) })
        case .object(var object):
            for member in object.members { object[member.key] = resolveImageURLs(member.value, urls: urls) }
            guard case .string(let type)? = object["type"] else { return .object(object) }
            let keys: [String] = switch type {
            case ImageElement.name, MapElement.name: ["url"]
            case VideoElement.name: ["url", "poster"]
            default: []
            }
            for key in keys { if let url = resolved(object[key]) { object[key] = url } }
            if type == MultiplexImageElement.name, case .array(var sources)? = object["sources"] {
                for index in sources.indices {
                    guard case .object(var source) = sources[index], let url = resolved(source["url"]) else { continue }
                    source["url"] = url
                    sources[index] = .object(source)
                }
                object["sources"] = .array(sources)
            }
            return .object(object)
        default: return value
        }
    }
}

/// A cell built from a bound template.
struct TemplateCell: CellModel {
    var document: LayoutDocument

    func makeCell(theme: Theme) -> CellNode {
        // The document was parsed when the feed loaded, so building it cannot meet new faults.
        let factory = NodeLeafFactory(palette: ColorPalette(theme: theme, documentColors: document.colors))
        let element = (try? document.makeDrawableElement(using: factory)) ?? LeafElement()
        return TemplateCellNode(content: element, background: theme.cellBackground)
    }
}

/// A cell whose layout spec is a template's element tree.
final class TemplateCellNode: CellNode {
    private let content: any LayoutElement

    init(content: any LayoutElement, background: Raster.Color) {
        self.content = content
        super.init()
        backgroundColor = background
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ range: SizeRange) -> any LayoutElement { content }
}
